import type { SimulationContract, SimulationWarning, SolveRunOutcome, SolveSearch } from "@fire/simulation"
import {
  type ExecutionStatus,
  type GovernedErrorCode,
  type GovernedSimulation,
  indeterminateSimulation,
  type PreparedGovernedSimulation,
  type ReceiptDecision
} from "./GovernedSimulation.js"

/**
 * The governed solve ("how much could I spend"): the largest required net spending whose governed
 * simulation meets the target success probability, over the approved parameter set only, with the
 * same seed, paths, horizon and stress scenario at every step. It is decided like the simulation
 * (`prepareGovernedSimulation`: blocked without an approved compatible set, indeterminate without
 * enough joint rows), the engine step is `solveRun` (run in the worker pool), and this module turns
 * its outcome into the governed one with the receipt decision. Pure.
 */

/** `result.value` of a solve: the amount, the search, and the identity that reproduces it. */
export interface SolveValue {
  readonly readiness: "ready" | "limited"
  readonly identity: {
    readonly engineVersion: "retirement-sim/1"
    readonly modelVersion: "historical-block-regime/1"
    readonly parameterSetId: string
    readonly seriesManifestHash: string
    readonly prngVersion: "mulberry32-derived-streams/1"
    readonly seed: string
    readonly pathCount: number
    readonly horizonMonths: number
    readonly contractHash: string
    readonly scenarioId: string
  }
  readonly solveFor: "requiredSpending"
  readonly stressScenarioId: string
  /** Whole currency units of required net spending per year (the revision's spending currency). */
  readonly amount: number
  readonly currency: string
  /** The success probability at `amount`. */
  readonly successProbability: number
  readonly targetSuccessProbability: number
  /** False when even zero required spending misses the target (`amount` is then 0). */
  readonly attainable: boolean
  readonly search: SolveSearch
  readonly warnings: ReadonlyArray<SimulationWarning>
}

export type GovernedSolveResult =
  | { readonly ok: true; readonly value: SolveValue }
  | { readonly ok: false; readonly error: { readonly code: GovernedErrorCode; readonly message: string } }

/** The outcome of one governed solve. `contract` is present when the engine ran to a result. */
export interface GovernedSolve {
  readonly status: ExecutionStatus
  readonly result: GovernedSolveResult
  readonly receipt: ReceiptDecision
  readonly contract?: SimulationContract
  readonly parameterSetId?: string
}

/** A simulation outcome that has no value (blocked, indeterminate, interrupted) as the solve's. */
export const solveWithoutValue = (outcome: GovernedSimulation): GovernedSolve => ({
  status: outcome.status,
  result: outcome.result.ok
    ? { ok: false, error: { code: "RESULT_INDETERMINATE", message: "A simulation value is not a solve." } }
    : outcome.result,
  receipt: outcome.receipt,
  ...(outcome.parameterSetId === undefined ? {} : { parameterSetId: outcome.parameterSetId })
})

/**
 * Turns the engine's solve into the governed outcome. An engine refusal or a non-finite figure is
 * `indeterminate`; a completed solve persists a receipt only when its readiness is `ready` and the
 * evidence foundation is complete (else names the reason), as the simulation does.
 */
export const concludeGovernedSolve = (
  prepared: Extract<PreparedGovernedSimulation, { _tag: "Run" }>,
  outcome: SolveRunOutcome
): GovernedSolve => {
  if (!outcome.ok)
    return solveWithoutValue(
      indeterminateSimulation(
        `The engine refused the solve: ${outcome.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`.slice(
          0,
          1000
        ),
        prepared.parameterSetId
      )
    )
  const v = outcome.value
  if (!Number.isFinite(v.solve.amount) || !Number.isFinite(v.solve.successProbability))
    return solveWithoutValue(
      indeterminateSimulation("The engine produced non-finite figures; no defensible result.", prepared.parameterSetId)
    )
  const input = prepared.engineInput
  const set = input.parameterSet
  const receipt: ReceiptDecision =
    v.readiness !== "ready"
      ? { persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" }
      : prepared.foundation.complete
        ? { persisted: true }
        : { persisted: false, reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE" }
  return {
    status: "completed",
    result: {
      ok: true,
      value: {
        readiness: v.readiness,
        identity: {
          engineVersion: outcome.contract.engineVersion,
          modelVersion: outcome.contract.modelVersion,
          parameterSetId: set.id,
          seriesManifestHash: set.seriesManifestHash,
          prngVersion: outcome.contract.prngVersion,
          seed: input.seed,
          pathCount: outcome.contract.pathCount,
          horizonMonths: input.horizonYears * 12,
          contractHash: v.contractHash,
          scenarioId: input.scenarioId ?? input.plan.id
        },
        solveFor: "requiredSpending",
        stressScenarioId: outcome.contract.stressScenarioId,
        amount: v.solve.amount,
        currency: v.solve.currency,
        successProbability: v.solve.successProbability,
        targetSuccessProbability: v.solve.targetSuccessProbability,
        attainable: v.solve.attainable,
        search: v.search,
        warnings: v.warnings
      }
    },
    receipt,
    contract: outcome.contract,
    parameterSetId: prepared.parameterSetId
  }
}
