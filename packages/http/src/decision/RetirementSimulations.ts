import {
  blockedSimulation,
  definesStressScenario,
  type GovernedSimulation,
  interruptedSimulation,
  type prepareGovernedSimulation
} from "@fire/decision/GovernedSimulation"
import { ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import { selectParameterSet } from "@fire/decision/ParameterSetSelection"
import { type PlanningExecution, PlanningExecutionRepository } from "@fire/decision/PlanningExecutionRepository"
import type { Revision, RevisionId } from "@fire/decision/Revision"
import type { ScenarioId } from "@fire/decision/Scenario"
import { ScenarioRepository } from "@fire/decision/ScenarioRepository"
import { canonicalHash } from "@fire/simulation"
import { Cause, Clock, Duration, Effect, Exit, Option } from "effect"
import type { ApiError } from "../pipeline/Errors.js"
import { Context, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import type { PlanningExecutionView, RetirementSimulationRequest, SolveExecutionView } from "./SimulationApi.js"
import { runGoverned, runGovernedSolve } from "./GovernedRun.js"
import { type GovernedSolve, solveWithoutValue } from "@fire/decision/GovernedSolve"
import { SimulationPool } from "../runtime/SimulationPool.js"

/** How often a request that lost the idempotency race looks for the winner's stored response, ms. */
const REPLAY_POLL_MS = 40
/** How long past the execution timeout a loser waits for the winner before answering 409, ms. */
const REPLAY_GRACE_MS = 5_000

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `requestHash` of spec 4.6: SHA-256 of the canonical JSON of the path scenario id and the body. */
export const requestHashOf = (scenarioId: string, body: RetirementSimulationRequest): string =>
  canonicalHash({ scenarioId, body })

/** `requestHash` of the solve: the simulation's request with `operation: "solve"`, so one key never serves both. */
export const solveRequestHashOf = (scenarioId: string, body: RetirementSimulationRequest): string =>
  canonicalHash({ scenarioId, body, operation: "solve" })

/** The `data` of a solve execution. */
const solveData = (args: {
  readonly scenarioId: string
  readonly revisionId: string
  readonly idempotencyKey: string
  readonly requestHash: string
  readonly timeoutMs: number
  readonly outcome: GovernedSolve
  readonly receiptId: string | undefined
}): SolveExecutionView => ({
  schemaVersion: "planning-execution/1",
  scenarioId: args.scenarioId,
  revisionId: args.revisionId,
  idempotencyKey: args.idempotencyKey,
  requestHash: args.requestHash,
  execution: { mode: "synchronous", status: args.outcome.status, timeoutMs: args.timeoutMs },
  receipt: args.outcome.receipt.persisted
    ? { persisted: true, ...(args.receiptId === undefined ? {} : { receiptId: args.receiptId }) }
    : { persisted: false, reason: args.outcome.receipt.reason },
  kind: "retirement_spending_solve",
  result: args.outcome.result as SolveExecutionView["result"]
})

/** What one governed operation runs and stores: the simulation, or the solve. */
type Operation = "simulate" | "solve"
type OperationData<O extends Operation> = O extends "simulate" ? PlanningExecutionView : SolveExecutionView

/** The `data` of a planning execution. */
const executionData = (args: {
  readonly scenarioId: string
  readonly revisionId: string
  readonly idempotencyKey: string
  readonly requestHash: string
  readonly timeoutMs: number
  readonly outcome: GovernedSimulation
  readonly receiptId: string | undefined
}): PlanningExecutionView => ({
  schemaVersion: "planning-execution/1",
  scenarioId: args.scenarioId,
  revisionId: args.revisionId,
  idempotencyKey: args.idempotencyKey,
  requestHash: args.requestHash,
  execution: { mode: "synchronous", status: args.outcome.status, timeoutMs: args.timeoutMs },
  receipt: args.outcome.receipt.persisted
    ? { persisted: true, ...(args.receiptId === undefined ? {} : { receiptId: args.receiptId }) }
    : { persisted: false, reason: args.outcome.receipt.reason },
  kind: "retirement_simulation",
  result: args.outcome.result as PlanningExecutionView["result"]
})

const conflict = (key: string) =>
  ApiErrors.conflict(`Idempotency-Key ${key} was already used for a different request; use a new key`)

/**
 * The governed retirement simulation of spec 4.6 as a use case: owner-scoped revision lookup, the
 * idempotency protocol (claim the key before running; replay, conflict, wait for a running twin,
 * take over an abandoned claim), parameter-set selection, the engine in the worker pool under the
 * timeout, and the stored execution (and receipt). The HTTP handler only delegates to it.
 */
export class RetirementSimulations extends Context.Service<
  RetirementSimulations,
  {
    readonly simulate: (request: {
      readonly owner: string
      readonly scenarioId: string
      readonly idempotencyKey: string | undefined
      readonly payload: RetirementSimulationRequest
    }) => Effect.Effect<PlanningExecutionView, ApiError>
    /**
     * "How much could I spend": the largest required spending meeting the target, with the same
     * governed inputs, idempotency protocol and storage as `simulate`; the bisection runs in the pool.
     */
    readonly solve: (request: {
      readonly owner: string
      readonly scenarioId: string
      readonly idempotencyKey: string | undefined
      readonly payload: RetirementSimulationRequest
    }) => Effect.Effect<SolveExecutionView, ApiError>
  }
>()("fire/http/RetirementSimulations") {}

export const layer = Layer.effect(
  RetirementSimulations,
  Effect.gen(function* () {
    const scenarios = yield* ScenarioRepository
    const parameterSets = yield* ParameterSetRepository
    const executions = yield* PlanningExecutionRepository
    const pool = yield* SimulationPool
    const timeoutMs = pool.settings.timeoutMs

    /** How old a `running` claim must be to count as abandoned (its process died): the timeout plus the grace. */
    const staleAfterMs = timeoutMs + REPLAY_GRACE_MS

    /**
     * Answers from an execution that already holds the key: its stored data, 409 (another request, or
     * still running past the wait), or `Stale` when the holder was abandoned and may be taken over.
     * A running holder is polled until it is done, at most the timeout plus the grace.
     */
    const fromExisting = (owner: string, key: string, requestHash: string, first: PlanningExecution) =>
      Effect.gen(function* () {
        let execution = first
        const deadline = (yield* Clock.currentTimeMillis) + staleAfterMs
        while (true) {
          if (execution.requestHash !== requestHash) return yield* conflict(key)
          if (execution.state === "done") return { _tag: "Data" as const, data: execution.response }
          const now = yield* Clock.currentTimeMillis
          if (execution.createdAt < now - staleAfterMs)
            return { _tag: "Stale" as const, staleBefore: now - staleAfterMs }
          if (now > deadline)
            return yield* ApiErrors.conflict(
              `A request with Idempotency-Key ${key} is still running; retry with the same key later`
            )
          yield* Effect.sleep(Duration.millis(REPLAY_POLL_MS))
          const again = yield* executions.find(owner, key)
          // Released (the first request failed before a result): the caller may retry the key.
          if (Option.isNone(again))
            return yield* ApiErrors.conflict(`The first request with Idempotency-Key ${key} failed; retry`)
          execution = again.value
        }
      })

    /** Runs the governed simulation of a claimed execution and stores its data (and receipt) atomically. */
    const execute = <O extends Operation>(args: {
      readonly operation: O
      readonly owner: string
      readonly executionId: string
      readonly scenarioId: string
      readonly revision: Revision
      readonly key: string
      readonly requestHash: string
      readonly payload: RetirementSimulationRequest
      readonly set: Parameters<typeof prepareGovernedSimulation>[0]["parameterSet"]
      /** Why no approved set was selected, when none was. */
      readonly unavailable: ReadonlyArray<string>
      readonly now: number
    }) => {
      const common = (receiptId: string | undefined) => ({
        scenarioId: args.scenarioId,
        revisionId: args.revision.id,
        idempotencyKey: args.key,
        requestHash: args.requestHash,
        timeoutMs,
        receiptId
      })
      const receiptOf = (outcome: GovernedSimulation | GovernedSolve, receiptId: string | undefined) => {
        const value = outcome.result.ok ? outcome.result.value : undefined
        if (receiptId === undefined || value === undefined) return undefined
        const solved = "solveFor" in value ? value : undefined
        return {
          id: receiptId,
          scenarioId: args.scenarioId,
          revisionId: args.revision.id,
          readiness: value.readiness,
          body: {
            kind: "simulation",
            parameterSetId: value.identity.parameterSetId,
            seriesManifestHash: value.identity.seriesManifestHash,
            contractHash: value.identity.contractHash,
            contract: outcome.contract ?? null,
            requestHash: args.requestHash,
            revisionContentHash: args.revision.contentHash,
            successProbability: value.successProbability,
            ...(solved === undefined
              ? { targetMet: "targetDiagnostics" in value ? value.targetDiagnostics.targetMet : false }
              : {
                  targetMet: solved.attainable,
                  solve: {
                    solveFor: solved.solveFor,
                    amount: solved.amount,
                    currency: solved.currency,
                    targetSuccessProbability: solved.targetSuccessProbability,
                    attainable: solved.attainable,
                    search: solved.search
                  }
                })
          }
        }
      }
      const store = (outcome: GovernedSimulation | GovernedSolve) =>
        Effect.gen(function* () {
          const receiptId = outcome.receipt.persisted ? randomUUID() : undefined
          const data = (
            args.operation === "solve"
              ? solveData({ ...common(receiptId), outcome: outcome as GovernedSolve })
              : executionData({ ...common(receiptId), outcome: outcome as GovernedSimulation })
          ) as OperationData<O>
          yield* executions.complete(
            args.executionId,
            args.owner,
            args.key,
            args.requestHash,
            data,
            receiptOf(outcome, receiptId),
            yield* Clock.currentTimeMillis
          )
          return data
        })
      const input = {
        scenarioId: args.scenarioId,
        revision: args.revision,
        parameterSet: args.set,
        request: args.payload,
        now: args.now
      }
      const blocked = () => blockedSimulation(args.unavailable.join("; "))
      const run: Effect.Effect<GovernedSimulation | GovernedSolve> =
        args.operation === "solve"
          ? args.set === undefined
            ? Effect.succeed(solveWithoutValue(blocked()))
            : runGovernedSolve(pool, input)
          : args.set === undefined
            ? Effect.succeed(blocked())
            : runGoverned(pool, input)
      return run.pipe(
        Effect.flatMap(store),
        Effect.onExit((exit) => {
          if (Exit.isSuccess(exit)) return Effect.void
          // The client went away: the pool task was cancelled (its worker terminated); record it.
          if (Cause.hasInterrupts(exit.cause)) {
            const cancelled = interruptedSimulation("cancelled", timeoutMs, args.set?.id)
            return store(args.operation === "solve" ? solveWithoutValue(cancelled) : cancelled).pipe(Effect.ignore)
          }
          return executions.release(args.executionId).pipe(Effect.ignore)
        })
      )
    }

    const governed = <O extends Operation>(
      operation: O,
      { owner, scenarioId, idempotencyKey: key, payload }: Parameters<RetirementSimulations["Service"]["simulate"]>[0]
    ): Effect.Effect<OperationData<O>, ApiError> =>
      Effect.gen(function* () {
        if (key === undefined || !IDEMPOTENCY_KEY.test(key))
          return yield* ApiErrors.validation([
            { path: "headers.idempotency-key", message: "Idempotency-Key is required: a client-generated UUID" }
          ])
        const found = yield* scenarios.findRevision(owner, scenarioId as ScenarioId, payload.revisionId as RevisionId)
        if (Option.isNone(found)) return yield* ApiErrors.notFound("No such scenario revision")
        const revision = found.value
        const requestHash =
          operation === "solve" ? solveRequestHashOf(scenarioId, payload) : requestHashOf(scenarioId, payload)
        const earlier = yield* executions.find(owner, key)
        if (Option.isSome(earlier)) {
          const answer = yield* fromExisting(owner, key, requestHash, earlier.value)
          if (answer._tag === "Data") return answer.data as OperationData<O>
        }
        const now = yield* Clock.currentTimeMillis
        const selection = selectParameterSet(yield* parameterSets.listApproved, revision.content, now)
        const set = selection._tag === "Selected" ? selection.set : undefined
        if (set !== undefined && !definesStressScenario(set, payload.stressScenarioId)) {
          const known = ["baseline", ...set.content.stressScenarios.map((s) => s.id).filter((id) => id !== "baseline")]
          return yield* ApiErrors.validation([
            {
              path: "body.stressScenarioId",
              message: `must be a stress scenario of parameter set ${set.id}: ${known.join(", ")}`
            }
          ])
        }
        let claim = yield* executions.claim(owner, scenarioId, key, requestHash, now)
        while (claim._tag === "Existing") {
          const answer = yield* fromExisting(owner, key, requestHash, claim.execution)
          if (answer._tag === "Data") return answer.data as OperationData<O>
          const taken = yield* executions.takeOver(owner, key, requestHash, answer.staleBefore, now)
          claim = Option.isSome(taken)
            ? { _tag: "Claimed" as const, id: taken.value }
            : yield* executions.claim(owner, scenarioId, key, requestHash, now)
        }
        return yield* execute({
          operation,
          owner,
          executionId: claim.id,
          scenarioId,
          revision,
          key,
          requestHash,
          payload,
          set,
          unavailable: selection._tag === "None" ? selection.reasons : [],
          now
        })
      }).pipe(Effect.mapError(toApiError))

    return {
      simulate: (request) => governed("simulate", request),
      solve: (request) => governed("solve", request)
    }
  })
)
