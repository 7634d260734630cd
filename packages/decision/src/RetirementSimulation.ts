import { canonicalHash } from "@fire/simulation"
import { Cause, Clock, Context, Duration, Effect, Exit, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { randomUUID } from "node:crypto"
import { EngineRunner } from "./EngineRunner.js"
import { runGoverned, runGovernedSolve } from "./GovernedRun.js"
import {
  blockedSimulation,
  definesStressScenario,
  type ExecutionStatus,
  type GovernedResult,
  type GovernedSimulation,
  interruptedSimulation,
  type ReceiptReason,
  type SimulationRequest
} from "./GovernedSimulation.js"
import { type GovernedSolve, type GovernedSolveResult, solveWithoutValue } from "./GovernedSolve.js"
import type { GovernedParameterSet } from "./ParameterSet.js"
import { ParameterSetRepository } from "./ParameterSetRepository.js"
import { selectParameterSet } from "./ParameterSetSelection.js"
import { type PlanningExecution, PlanningExecutionRepository } from "./PlanningExecutionRepository.js"
import type { Revision, RevisionId } from "./Revision.js"
import type { ScenarioId } from "./Scenario.js"
import { ScenarioRepository } from "./ScenarioRepository.js"

/** How often a request that lost the idempotency race looks for the winner's stored response, ms. */
const REPLAY_POLL_MS = 40
/** How long past the execution timeout a loser waits for the winner before giving up, ms. */
const REPLAY_GRACE_MS = 5_000

/** The request of spec 4.6: the revision to simulate and how. */
export interface RetirementSimulationRequest extends SimulationRequest {
  readonly revisionId: string
}

/** The `data` of a planning execution (spec 4.6), as stored for replays and answered. */
export interface PlanningExecutionData {
  readonly schemaVersion: "planning-execution/1"
  readonly scenarioId: string
  readonly revisionId: string
  readonly idempotencyKey: string
  readonly requestHash: string
  readonly execution: { readonly mode: "synchronous"; readonly status: ExecutionStatus; readonly timeoutMs: number }
  readonly receipt:
    | { readonly persisted: true; readonly receiptId?: string }
    | { readonly persisted: false; readonly reason: ReceiptReason }
  readonly kind: "retirement_simulation"
  readonly result: GovernedResult
}

/** The `data` of a solve execution: a planning execution of kind `retirement_spending_solve`. */
export interface SolveExecutionData extends Omit<PlanningExecutionData, "kind" | "result"> {
  readonly kind: "retirement_spending_solve"
  readonly result: GovernedSolveResult
}

/** What one governed operation runs and stores: the simulation, or the solve. */
type Operation = "simulate" | "solve"
type OperationData<O extends Operation> = O extends "simulate" ? PlanningExecutionData : SolveExecutionData

/** The owner has no such revision in that scenario (another user's is not theirs either). */
export class ScenarioRevisionNotFound extends Schema.TaggedError<ScenarioRevisionNotFound>()(
  "ScenarioRevisionNotFound",
  { scenarioId: Schema.String, revisionId: Schema.String }
) {}

/**
 * The Idempotency-Key cannot be answered for this request: it was used for a different request,
 * the request holding it is still running past the wait, or the first request with it failed
 * (and released it: a retry may run).
 */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()("IdempotencyConflict", {
  idempotencyKey: Schema.String,
  reason: Schema.Literals(["different_request", "still_running", "first_failed"])
}) {}

/** The stress scenario asked for is not one the selected parameter set defines. */
export class UnknownStressScenario extends Schema.TaggedError<UnknownStressScenario>()("UnknownStressScenario", {
  parameterSetId: Schema.String,
  /** The scenarios it defines, `baseline` first. */
  known: Schema.Array(Schema.String)
}) {}

/** `requestHash` of spec 4.6: SHA-256 of the canonical JSON of the path scenario id and the body. */
export const requestHashOf = (scenarioId: string, body: RetirementSimulationRequest): string =>
  canonicalHash({ scenarioId, body })

/** `requestHash` of the solve: the simulation's request with `operation: "solve"`, so one key never serves both. */
export const solveRequestHashOf = (scenarioId: string, body: RetirementSimulationRequest): string =>
  canonicalHash({ scenarioId, body, operation: "solve" })

interface DataArgs {
  readonly scenarioId: string
  readonly revisionId: string
  readonly idempotencyKey: string
  readonly requestHash: string
  readonly timeoutMs: number
  readonly receiptId: string | undefined
}

/** The `data` of a solve execution. */
const solveData = (args: DataArgs & { readonly outcome: GovernedSolve }): SolveExecutionData => ({
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
  result: args.outcome.result
})

/** The `data` of a planning execution. */
const executionData = (args: DataArgs & { readonly outcome: GovernedSimulation }): PlanningExecutionData => ({
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
  result: args.outcome.result
})

/**
 * The governed retirement simulation of spec 4.6 as a use case: owner-scoped revision lookup, the
 * idempotency protocol (claim the key before running; replay, conflict, wait for a running twin,
 * take over an abandoned claim), parameter-set selection, the engine through the `EngineRunner`
 * under its timeout, and the stored execution (and receipt), atomically. One key runs the engine
 * at most once per owner; every answer for a key is the stored one. `solve` ("how much could I
 * spend") shares the inputs, the protocol and the storage; its bisection is one engine run.
 */
export class RetirementSimulations extends Context.Service<
  RetirementSimulations,
  {
    readonly simulate: (request: {
      readonly owner: string
      readonly scenarioId: string
      /** The client's UUID (checked by the caller). */
      readonly idempotencyKey: string
      readonly payload: RetirementSimulationRequest
    }) => Effect.Effect<
      PlanningExecutionData,
      ScenarioRevisionNotFound | IdempotencyConflict | UnknownStressScenario | SqlError
    >
    /** The largest required spending meeting the target, with the same governed inputs and protocol as `simulate`. */
    readonly solve: (request: {
      readonly owner: string
      readonly scenarioId: string
      /** The client's UUID (checked by the caller). */
      readonly idempotencyKey: string
      readonly payload: RetirementSimulationRequest
    }) => Effect.Effect<
      SolveExecutionData,
      ScenarioRevisionNotFound | IdempotencyConflict | UnknownStressScenario | SqlError
    >
  }
>()("decision/RetirementSimulations") {}

export const layer = Layer.effect(
  RetirementSimulations,
  Effect.gen(function* () {
    const scenarios = yield* ScenarioRepository
    const parameterSets = yield* ParameterSetRepository
    const executions = yield* PlanningExecutionRepository
    const runner = yield* EngineRunner
    const timeoutMs = runner.timeoutMs

    /** How old a `running` claim must be to count as abandoned (its process died): the timeout plus the grace. */
    const staleAfterMs = timeoutMs + REPLAY_GRACE_MS

    /**
     * Answers from an execution that already holds the key: its stored data, a conflict (another
     * request, or still running past the wait), or `Stale` when the holder was abandoned and may be
     * taken over. A running holder is polled until it is done, at most the timeout plus the grace.
     */
    const fromExisting = (owner: string, key: string, requestHash: string, first: PlanningExecution) =>
      Effect.gen(function* () {
        let execution = first
        const deadline = (yield* Clock.currentTimeMillis) + staleAfterMs
        while (true) {
          if (execution.requestHash !== requestHash)
            return yield* new IdempotencyConflict({ idempotencyKey: key, reason: "different_request" })
          if (execution.state === "done") return { _tag: "Data" as const, data: execution.response }
          const now = yield* Clock.currentTimeMillis
          if (execution.createdAt < now - staleAfterMs)
            return { _tag: "Stale" as const, staleBefore: now - staleAfterMs }
          if (now > deadline) return yield* new IdempotencyConflict({ idempotencyKey: key, reason: "still_running" })
          yield* Effect.sleep(Duration.millis(REPLAY_POLL_MS))
          const again = yield* executions.find(owner, key)
          // Released (the first request failed before a result): the caller may retry the key.
          if (Option.isNone(again))
            return yield* new IdempotencyConflict({ idempotencyKey: key, reason: "first_failed" })
          execution = again.value
        }
      })

    /** Runs the governed operation of a claimed execution and stores its data (and receipt) atomically. */
    const execute = <O extends Operation>(args: {
      readonly operation: O
      readonly owner: string
      readonly executionId: string
      readonly scenarioId: string
      readonly revision: Revision
      readonly key: string
      readonly requestHash: string
      readonly payload: RetirementSimulationRequest
      readonly set: GovernedParameterSet | undefined
      /** Why no approved set was selected, when none was. */
      readonly unavailable: ReadonlyArray<string>
      readonly now: number
    }) => {
      const common = (receiptId: string | undefined): DataArgs => ({
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
            : runGovernedSolve(runner, input)
          : args.set === undefined
            ? Effect.succeed(blocked())
            : runGoverned(runner, input)
      return run.pipe(
        Effect.flatMap(store),
        Effect.onExit((exit) => {
          if (Exit.isSuccess(exit)) return Effect.void
          // The client went away: the engine run was cancelled (its worker terminated); record it.
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
    ): Effect.Effect<
      OperationData<O>,
      ScenarioRevisionNotFound | IdempotencyConflict | UnknownStressScenario | SqlError
    > =>
      Effect.gen(function* () {
        const found = yield* scenarios.findRevision(owner, scenarioId as ScenarioId, payload.revisionId as RevisionId)
        if (Option.isNone(found))
          return yield* new ScenarioRevisionNotFound({ scenarioId, revisionId: payload.revisionId })
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
        if (set !== undefined && !definesStressScenario(set, payload.stressScenarioId))
          return yield* new UnknownStressScenario({
            parameterSetId: set.id,
            known: ["baseline", ...set.content.stressScenarios.map((s) => s.id).filter((id) => id !== "baseline")]
          })
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
      })

    return {
      simulate: Effect.fn("RetirementSimulations.simulate")((request) => governed("simulate", request)),
      solve: Effect.fn("RetirementSimulations.solve")((request) => governed("solve", request))
    }
  })
)
