/**
 * Object Mother for synthetic parameter sets: deterministic joint rows from simple formulas, so
 * engine tests do not depend on the shipped market data.
 */
import type { ObservationRow, ParameterSet, StressScenario } from "../../src/ParameterSet.js"
import type { Plan } from "../../src/Plan.js"
import type { SimulationValue } from "../../src/SimulationResult.js"
import { simulate } from "../../src/simulate.js"

const HASH = "0".repeat(63)

const row = (i: number, fxScale: number): ObservationRow => ({
  year: 1950 + i,
  nominalReturn: {
    us_equity: 0.09 + 0.2 * Math.sin(i * 1.7) - (i % 11 === 3 ? 0.3 : 0),
    us_bond_10y: 0.05 + 0.07 * Math.cos(i * 0.9),
    us_cash: 0.03 + 0.02 * Math.sin(i * 0.3)
  },
  inflation: {
    us_cpi: 0.03 + 0.025 * Math.sin(i * 0.5),
    eu_cpi: 0.025 + 0.02 * Math.cos(i * 0.4),
    uk_cpi: 0.035 + 0.03 * Math.sin(i * 0.6 + 1)
  },
  fxReturn: { EUR: fxScale * 0.08 * Math.sin(i * 1.3), GBP: fxScale * 0.07 * Math.cos(i * 1.1) },
  cashYield: 0.03 + 0.02 * Math.sin(i * 0.3)
})

const scenarios = (rows: number): ReadonlyArray<StressScenario> => [
  { id: "baseline", description: "no stress", prefixObservationIndexes: [], shockYears: 0 },
  {
    id: "early-crash",
    description: "rows 3.. forced first, equity shocked -20 points for 2 years",
    prefixObservationIndexes: [3, 4, 5, 6].filter((i) => i < rows),
    shockYears: 2,
    returnShockByFactor: { us_equity: -0.2 },
    inflationShockBySeries: { us_cpi: 0.02 },
    fxShockByCurrency: { EUR: -0.05 }
  }
]

/** Builds a synthetic set of `rows` joint rows (default 40); `fxScale` 0 makes every FX return 0. */
export const syntheticSet = (
  options: { readonly rows?: number; readonly fxScale?: number; readonly blockYears?: number } = {}
): ParameterSet => {
  const n = options.rows ?? 40
  const observations = Array.from({ length: n }, (_, i) => row(i, options.fxScale ?? 1))
  return {
    schemaVersion: "parameter-set/1",
    id: "test/synthetic",
    modelVersion: "historical-block-regime/1",
    description: "Synthetic rows for tests",
    sourceSeries: [
      {
        id: "synthetic",
        kind: "nominal_return",
        publisher: "tests",
        version: "1",
        hash: `${HASH}1`,
        license: "test",
        observationStart: "1950",
        observationEnd: String(1950 + n - 1),
        coverageKeys: ["us_equity"]
      }
    ],
    seriesManifestHash: `${HASH}2`,
    observationPeriod: { start: "1950", end: String(1950 + n - 1), frequency: "annual" },
    blockLength: { method: "reviewer_selected", years: options.blockYears ?? 5 },
    missingDataTreatment: "complete_joint_rows_only",
    portfolioProjectionRule: "native_factor_return_then_position_fee",
    residualTailTreatment: "none",
    assetFactors: ["us_equity", "us_bond_10y", "us_cash"],
    currencies: ["USD", "EUR", "GBP"],
    inflationSeries: ["us_cpi", "eu_cpi", "uk_cpi"],
    reportingInflationSeriesId: "us_cpi",
    fxQuoteConvention: "usd_per_currency_unit",
    currencyInflationSeries: { USD: "us_cpi", EUR: "eu_cpi", GBP: "uk_cpi" },
    fxSpotUsdPerUnit: { USD: 1, EUR: 1.1, GBP: 1.25 },
    stressScenarios: scenarios(n),
    approval: {
      status: "draft",
      reviewer: null,
      approvedAt: null,
      effectiveFrom: null,
      warningExpiresAt: null,
      hardExpiresAt: null
    },
    observations
  }
}

/**
 * The synthetic set with every FX return 0, spot 1 and every currency on the USD inflation series:
 * a EUR plan on it must behave exactly like the same plan in USD.
 */
export const flatFxSet = (): ParameterSet => {
  const base = syntheticSet({ fxScale: 0 })
  return {
    ...base,
    fxSpotUsdPerUnit: { USD: 1, EUR: 1, GBP: 1 },
    currencyInflationSeries: { USD: "us_cpi", EUR: "us_cpi", GBP: "us_cpi" }
  }
}

/** One hand-written joint row: equity and bond returns and the (shared) inflation of every series. */
export interface HandRow {
  readonly equity: number
  readonly bond: number
  readonly inflation: number
  /** EUR's USD return (default 0). */
  readonly eurFx?: number
}

/**
 * A set of hand-written rows from 2001 (block length 1, baseline only, EUR spot 1.1): run with
 * `historical-rolling` and horizon = rows.length for one path whose figures can be worked by hand.
 */
export const handSet = (rows: ReadonlyArray<HandRow>): ParameterSet => ({
  ...syntheticSet(),
  blockLength: { method: "reviewer_selected", years: 1 },
  stressScenarios: [{ id: "baseline", description: "none", prefixObservationIndexes: [], shockYears: 0 }],
  observations: rows.map((r, i) => ({
    year: 2001 + i,
    nominalReturn: { us_equity: r.equity, us_bond_10y: r.bond, us_cash: 0 },
    inflation: { us_cpi: r.inflation, eu_cpi: r.inflation, uk_cpi: r.inflation },
    fxReturn: { EUR: r.eurFx ?? 0, GBP: 0 },
    cashYield: 0
  }))
})

/**
 * Runs `plan` as the one path of a hand set (`historical-rolling`, horizon = `horizonYears`, the
 * baseline, seed "hand"): the figures a hand vector checks. Throws when the engine refuses the run.
 */
export const handRun = (parameterSet: ParameterSet, plan: Plan, horizonYears = 3): SimulationValue => {
  const outcome = simulate({
    parameterSet,
    plan,
    seed: "hand",
    pathCount: 1,
    horizonYears,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.9,
    sampling: "historical-rolling"
  })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
  return outcome.value
}
