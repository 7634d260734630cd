/**
 * The benchmark's workload: the bar of the issue, 2000 paths x 60 years, 4 asset factors, 3
 * currencies. Joint rows are synthetic (deterministic formulas, 89 rows like the US set) because the
 * shipped sets have 3 factors; the engine's cost does not depend on the values.
 */
import type { ObservationRow, ParameterSet } from "../src/ParameterSet.js"
import type { Plan } from "../src/Plan.js"

export const FACTORS = ["us_equity", "intl_equity", "us_bond_10y", "us_cash"] as const
export const CURRENCIES = ["USD", "EUR", "GBP"] as const
export const ROWS = 89

const row = (i: number): ObservationRow => ({
  year: 1934 + i,
  nominalReturn: {
    us_equity: 0.1 + 0.18 * Math.sin(i * 1.7),
    intl_equity: 0.09 + 0.2 * Math.sin(i * 1.3 + 0.5),
    us_bond_10y: 0.05 + 0.08 * Math.cos(i * 0.9),
    us_cash: 0.035 + 0.03 * Math.sin(i * 0.3)
  },
  inflation: {
    us_cpi: 0.035 + 0.03 * Math.sin(i * 0.5),
    eu_cpi: 0.03 + 0.025 * Math.cos(i * 0.4),
    uk_cpi: 0.04 + 0.035 * Math.sin(i * 0.6 + 1)
  },
  fxReturn: { EUR: 0.09 * Math.sin(i * 1.3), GBP: 0.08 * Math.cos(i * 1.1) },
  cashYield: 0.035 + 0.03 * Math.sin(i * 0.3)
})

/** The benchmark parameter set. */
export const benchSet = (): ParameterSet => ({
  schemaVersion: "parameter-set/1",
  id: "bench/4-factors-3-currencies",
  modelVersion: "historical-block-regime/1",
  description: "benchmark workload",
  sourceSeries: [
    {
      id: "bench",
      kind: "nominal_return",
      publisher: "bench",
      version: "1",
      hash: "a".repeat(64),
      license: "bench",
      observationStart: "1934",
      observationEnd: "2022",
      coverageKeys: ["bench"]
    }
  ],
  seriesManifestHash: "b".repeat(64),
  observationPeriod: { start: "1934", end: "2022", frequency: "annual" },
  blockLength: { method: "reviewer_selected", years: 10 },
  missingDataTreatment: "complete_joint_rows_only",
  portfolioProjectionRule: "native_factor_return_then_position_fee",
  residualTailTreatment: "none",
  assetFactors: [...FACTORS],
  currencies: [...CURRENCIES],
  inflationSeries: ["us_cpi", "eu_cpi", "uk_cpi"],
  reportingInflationSeriesId: "us_cpi",
  fxQuoteConvention: "usd_per_currency_unit",
  currencyInflationSeries: { USD: "us_cpi", EUR: "eu_cpi", GBP: "uk_cpi" },
  fxSpotUsdPerUnit: { USD: 1, EUR: 1.08, GBP: 1.27 },
  stressScenarios: [{ id: "baseline", description: "baseline", prefixObservationIndexes: [], shockYears: 0 }],
  approval: {
    status: "draft",
    reviewer: null,
    approvedAt: null,
    effectiveFrom: null,
    warningExpiresAt: null,
    hardExpiresAt: null
  },
  observations: Array.from({ length: ROWS }, (_, i) => row(i))
})

/** The benchmark plan: one position per factor across the three currencies, EUR spending, a pension, tax. */
export const benchPlan = (): Plan => ({
  schemaVersion: "plan/1",
  id: "bench-plan",
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: 500_000, annualFee: 0.0005 },
    { assetFactor: "intl_equity", currency: "EUR", value: 250_000, annualFee: 0.002 },
    { assetFactor: "us_bond_10y", currency: "GBP", value: 200_000, annualFee: 0.001 },
    { assetFactor: "us_cash", currency: "EUR", value: 50_000, annualFee: 0 }
  ],
  requiredSpending: { amount: 28_000, currency: "EUR" },
  discretionarySpending: { amount: 5_000, currency: "EUR" },
  incomeStreams: [
    { id: "pension", amount: 12_000, currency: "GBP", startYear: 12, endYear: 60, inflationLinked: true }
  ],
  rebalancing: "annual",
  taxProfile: { kind: "flat_withdrawal", rate: 0.15 }
})

/**
 * The benchmark plan with the planner features on: Guyton-Klinger spending above the required floor, a
 * glide path (a rising-equity tent over 10 years), a pension capped at 2% indexation, 5 saving years.
 */
export const benchPlannerPlan = (): Plan => {
  const plan = benchPlan()
  return {
    ...plan,
    id: "bench-planner-plan",
    discretionarySpending: { amount: 0, currency: "EUR" },
    incomeStreams: [
      {
        id: "pension",
        amount: 12_000,
        currency: "GBP",
        startYear: 12,
        endYear: 60,
        inflationLinked: true,
        indexation: { kind: "capped", cap: 0.02 }
      }
    ],
    spendingStrategy: {
      kind: "guyton_klinger",
      initialRate: 0.045,
      guardrail: 0.2,
      adjustment: 0.1,
      preservationEndsYearsBeforeHorizon: 15
    },
    glidePath: { kind: "linear", from: [0.3, 0.1, 0.5, 0.1], to: [0.5, 0.2, 0.25, 0.05], years: 10 },
    savingPhase: {
      annualContribution: { amount: 20_000, currency: "EUR" },
      contributionInflationLinked: true,
      retirementYear: 6,
      fiNumber: { amount: 1_200_000, currency: "USD" }
    }
  }
}

/**
 * The benchmark plan taxed on realised gains instead of a flat rate: a GB-like schedule in GBP (0 to
 * 3,000, 18% to 40,700, then 24%), each position bought at 70% of today's value, the cost basis kept
 * per position (rebalancing realises gains) or at average cost.
 */
export const benchGainTaxPlan = (costBasis: "average" | "per_position"): Plan => {
  const plan = benchPlan()
  return {
    ...plan,
    id: `bench-gain-tax-${costBasis}`,
    positions: plan.positions.map((p) => ({ ...p, costBasis: p.value * 0.7 })),
    taxProfile: {
      kind: "gain_schedule",
      costBasis,
      segments: [
        {
          fromYear: 1,
          country: "GB",
          currency: "GBP",
          bands: [
            { from: 0, rate: 0 },
            { from: 3_000, rate: 0.18 },
            { from: 40_700, rate: 0.24 }
          ],
          source: "bench: GB-like capital gains bands"
        }
      ]
    }
  }
}
