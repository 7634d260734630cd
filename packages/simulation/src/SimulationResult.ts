/**
 * The result of a run: exactly the `value` object of spec 4.6, and the envelope the engine returns.
 */
import type { Approval, ParameterSet, StressScenario } from "./ParameterSet.js"
import type { SimulationContract } from "./Contract.js"
import type { PercentileTriple } from "./Statistics.js"
import type { DepletionTriple } from "./Summary.js"

/** Warning codes of spec 4.6. */
export type WarningCode =
  | "PARAMETER_SET_WARNING_EXPIRY"
  | "TAX_EXCLUDED"
  | "CURRENT_TAX_LAW_HELD_STATIC"
  | "ANNUAL_MODEL_GRANULARITY"
  | "HISTORICAL_SAMPLE_LIMITATION"
  | "STRESS_SCENARIO_APPLIED"

/** One warning: code and a human explanation (1-1000 chars). */
export interface SimulationWarning {
  readonly code: WarningCode
  readonly detail: string
}

/**
 * spec 4.6 `parameterManifest`: the parameter set's own descriptive fields (one definition, so the
 * two never drift), its id, the stress scenario the run used and the approval block.
 */
export type ParameterManifest = Pick<
  ParameterSet,
  | "modelVersion"
  | "seriesManifestHash"
  | "sourceSeries"
  | "observationPeriod"
  | "blockLength"
  | "missingDataTreatment"
  | "portfolioProjectionRule"
  | "residualTailTreatment"
  | "assetFactors"
  | "currencies"
  | "inflationSeries"
  | "reportingInflationSeriesId"
  | "fxQuoteConvention"
> & {
  readonly parameterSetId: string
  readonly selectedStressScenario: StressScenario
  readonly approval: Approval
}

/** spec 4.6 `identity`. */
export interface SimulationIdentity {
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

/** A representative path (the path at the p10, p50 or p90 rank of end balance). */
export interface RepresentativePath {
  readonly percentile: "p10" | "p50" | "p90"
  readonly pathIndex: number
  /** First year required spending was not fully funded; null when never (within the horizon). */
  readonly depletionYear: number | null
  readonly fundedSpendingRatio: number
  readonly endBalanceRealUsd: number
  readonly annualBalanceRealUsd: ReadonlyArray<number>
}

/** spec 4.6 `targetDiagnostics`. */
export interface TargetDiagnostics {
  readonly targetSuccessProbability: number
  readonly targetMet: boolean
  readonly survivalCount: number
  readonly modeledPathCount: number
  readonly earlyDepletionShare: number
  readonly sequenceRiskWindow: { readonly startYear: number; readonly endYear: number }
}

/** Exactly the `value` object of spec 4.6. */
export interface SimulationValue {
  readonly readiness: "ready" | "limited"
  readonly identity: SimulationIdentity
  readonly parameterManifest: ParameterManifest
  readonly legacyComparator: "iid-lognormal-real/legacy"
  readonly successDefinition: "all_required_net_spending_funded_through_horizon"
  readonly successProbability: number
  readonly fundedSpendingRatio: PercentileTriple
  /** Null where the percentile reaches a path that never depletes (the meaning of null in representativePaths). */
  readonly depletionYear: DepletionTriple
  readonly endBalanceRealUsd: PercentileTriple
  readonly maxDrawdown: PercentileTriple
  readonly taxPaidRealUsd?: PercentileTriple
  /** Spending strategies other than constant real: real net spending per retirement year. */
  readonly spendingRealUsd?: { readonly meanPerYear: PercentileTriple; readonly lowestYear: PercentileTriple }
  /** Saving phase: the year (0..H, H + 1 = not within the horizon) the balance first reaches the FI number. */
  readonly fiYear?: PercentileTriple
  readonly fxContributionRealUsd: PercentileTriple
  readonly annualBalanceRealUsd: ReadonlyArray<{ readonly year: number; readonly balance: PercentileTriple }>
  readonly representativePaths: ReadonlyArray<RepresentativePath>
  readonly targetDiagnostics: TargetDiagnostics
  readonly warnings: ReadonlyArray<SimulationWarning>
}

/**
 * For `historical-rolling` runs: the sampling mode (so that the result names it itself, without the
 * contract block), the calendar start year of each path and those that failed.
 */
export interface HistoricalCycles {
  readonly sampling: "historical-rolling"
  readonly startYears: ReadonlyArray<number>
  readonly failedStartYears: ReadonlyArray<number>
}

/** What `simulate` returns: `{ok, value}` as in the spec, plus the contract that reproduces it. */
export type SimulationOutcome =
  | {
      readonly ok: true
      readonly value: SimulationValue
      readonly contract: SimulationContract
      readonly historical?: HistoricalCycles
    }
  | {
      readonly ok: false
      readonly error: {
        readonly code: "INVALID_PLANNING_CONTRACT"
        readonly message: string
        readonly issues: ReadonlyArray<{ readonly path: string; readonly message: string }>
      }
    }
