import { Context, type Effect, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { convert, isFxCurrency } from "./FxTable.js"
import { forwardDividends } from "./Indicators/DividendIncome.js"
import { weightedOngoingCharge } from "./Indicators/FeeTaxDrag.js"
import { type HoldingInput, valueHoldings } from "./Indicators/Indicator.js"
import { WITHDRAWAL_RATE } from "./Indicators/FireCoverage.js"
import { breadthScore, concentrationScore, costScore } from "./PortfolioHealth.js"
import type { UserId } from "./User.js"
import { type EstimatePolicy, profileDefaults, type ProfileFields } from "./UserProfile.js"

/**
 * The FI score (`GET /fi-score`): 0-100 from five components, each 0..100, weighted and averaged
 * over the components that can be computed. Amounts in the reporting currency (the profile's
 * `baseCurrency` when the FX table quotes it, else EUR), per year. Formulas: docs/finance.md.
 *
 * Net worth follows the profile's `estimatePolicy` exactly as spec 4.5 defines it:
 * `holdingsAugment` = holdings + max(0, estimate - holdings) (the estimate counts only as the
 * excess above holdings), `holdingsOnly` = holdings, `estimateOnly` = estimate.
 * Passive income is the profile's `monthlyPassiveIncome` x 12; with `derivePassiveFromDividends`
 * the forward 12-month dividends of tracked holdings are added to it once (dividends only: no
 * interest, no price return), and nowhere else (not to net worth, not to income).
 */

/** Component weights (sum 1). */
export const fiScoreWeights = {
  savingsRate: 0.2,
  fiProgress: 0.35,
  runway: 0.15,
  diversification: 0.15,
  feeDrag: 0.15
} as const
export type FiScoreComponentName = keyof typeof fiScoreWeights

/** Savings rate that scores 100. */
export const FULL_SAVINGS_RATE = 0.5
/** Months of net spending covered that score 100. */
export const FULL_RUNWAY_MONTHS = 24

const Component = Schema.Struct({
  score: Schema.NullOr(Schema.Finite).annotate({ description: "0..100, null when not computable" }),
  weight: Schema.Finite,
  value: Schema.NullOr(Schema.Finite).annotate({ description: "The measure behind the score (see docs/finance.md)" }),
  missing: Schema.NullOr(Schema.String)
})

/** Response data of `GET /fi-score`. */
export const FiScoreResult = Schema.Struct({
  score: Schema.NullOr(Schema.Finite).annotate({
    description: "0..100 (one decimal); null when no component is computable"
  }),
  status: Schema.Literals(["ok", "partial", "pending"]),
  components: Schema.Struct({
    savingsRate: Component,
    fiProgress: Component,
    runway: Component,
    diversification: Component,
    feeDrag: Component
  }),
  inputs: Schema.Struct({
    reportingCurrency: Schema.String,
    estimatePolicy: Schema.Literals(["holdingsAugment", "holdingsOnly", "estimateOnly"]),
    derivePassiveFromDividends: Schema.Boolean,
    holdingsValue: Schema.Finite,
    estimate: Schema.NullOr(Schema.Finite),
    netWorth: Schema.Finite,
    reportedPassiveIncome: Schema.Finite,
    dividendPassiveIncome: Schema.Finite,
    passiveIncome: Schema.Finite,
    annualExpenses: Schema.NullOr(Schema.Finite),
    fiNumber: Schema.NullOr(Schema.Finite),
    withdrawalRate: Schema.Finite
  }),
  warnings: Schema.Array(Schema.String)
})
export type FiScoreResult = typeof FiScoreResult.Type

/**
 * Net worth under an estimate policy (spec 4.5). `holdings` and `estimate` in one currency; an
 * absent estimate counts as 0.
 */
export const netWorthOf = (policy: EstimatePolicy, holdings: number, estimate: number | undefined): number => {
  const e = estimate ?? 0
  switch (policy) {
    case "holdingsOnly":
      return holdings
    case "estimateOnly":
      return e
    case "holdingsAugment":
      return holdings + Math.max(0, e - holdings)
  }
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits

/** The FI score of a profile and its tracked holdings. Pure; every amount of the profile is in its `baseCurrency`. */
export const computeFiScore = (profile: ProfileFields, holdings: ReadonlyArray<HoldingInput>): FiScoreResult => {
  const policy = profile.estimatePolicy ?? profileDefaults.estimatePolicy
  const derive = profile.derivePassiveFromDividends ?? profileDefaults.derivePassiveFromDividends
  const valuation = valueHoldings(holdings, profile)
  const currency = valuation.reportingCurrency
  const warnings = [...valuation.warnings]
  const from = profile.baseCurrency ?? "EUR"
  if (profile.baseCurrency === undefined) warnings.push("baseCurrency is not set; profile amounts are taken as EUR")
  const fromProfile = (x: number | undefined) =>
    x === undefined ? undefined : isFxCurrency(from) ? convert(x, from, currency) : x
  const income = fromProfile(profile.annualIncome)
  const expenses = fromProfile(profile.annualExpenses)
  const estimate = fromProfile(profile.currentSavings)
  const holdingsValue = valuation.total
  if (policy !== "holdingsOnly" && estimate === undefined)
    warnings.push("currentSavings is not set; the estimate counts as 0")
  const netWorth = netWorthOf(policy, holdingsValue, estimate)
  const reported = (fromProfile(profile.monthlyPassiveIncome) ?? 0) * 12
  const dividends = derive ? forwardDividends(valuation.valued) : { annual: 0, unknown: [] }
  if (dividends.unknown.length > 0)
    warnings.push(`dividend yield unknown, counted as 0: ${dividends.unknown.join(", ")}`)
  const passive = reported + dividends.annual
  const netSpending = expenses === undefined ? undefined : Math.max(0, expenses - passive)
  const fiNumber = netSpending === undefined ? undefined : netSpending / WITHDRAWAL_RATE

  const none = (name: FiScoreComponentName, missing: string) => ({
    score: null,
    weight: fiScoreWeights[name],
    value: null,
    missing
  })
  const some = (name: FiScoreComponentName, score: number, value: number) => ({
    score: round(100 * clamp01(score), 1),
    weight: fiScoreWeights[name],
    value: round(value, 4),
    missing: null
  })

  const savingsRate =
    income === undefined || income <= 0 || expenses === undefined
      ? none("savingsRate", "annualIncome (> 0) and annualExpenses")
      : some("savingsRate", (income - expenses) / income / FULL_SAVINGS_RATE, (income - expenses) / income)
  const progress = fiNumber === undefined ? undefined : fiNumber === 0 ? 1 : netWorth / fiNumber
  const fiProgress =
    progress === undefined ? none("fiProgress", "annualExpenses") : some("fiProgress", progress, progress)
  const months =
    netSpending === undefined ? undefined : netSpending === 0 ? FULL_RUNWAY_MONTHS : netWorth / (netSpending / 12)
  const runway =
    months === undefined ? none("runway", "annualExpenses") : some("runway", months / FULL_RUNWAY_MONTHS, months)
  const valued = valuation.valued
  const diversification =
    valued.length === 0
      ? none("diversification", "holdings")
      : (() => {
          const conc = concentrationScore(valued.map((v) => v.value))
          const s = (breadthScore(valued.map((v) => v.holding)) + conc.score) / 2
          return some("diversification", s / 100, conc.effectiveHoldings)
        })()
  const fee = weightedOngoingCharge(valued)
  if (fee.unknown.length > 0 && fee.unknown.length < valued.length)
    warnings.push(`ongoing charge unknown, left out of the average: ${fee.unknown.join(", ")}`)
  const feeDrag =
    valued.length === 0 || fee.unknown.length === valued.length
      ? none("feeDrag", "holdings with a known ongoingCharge")
      : some("feeDrag", costScore(fee.charge) / 100, fee.charge)

  const components = { savingsRate, fiProgress, runway, diversification, feeDrag }
  const present = Object.values(components).filter((c) => c.score !== null)
  const weight = present.reduce((s, c) => s + c.weight, 0)
  const score = weight === 0 ? null : round(present.reduce((s, c) => s + c.weight * (c.score ?? 0), 0) / weight, 1)
  return {
    score,
    status: present.length === 0 ? "pending" : present.length === 5 ? "ok" : "partial",
    components,
    inputs: {
      reportingCurrency: currency,
      estimatePolicy: policy,
      derivePassiveFromDividends: derive,
      holdingsValue: round(holdingsValue, 2),
      estimate: estimate === undefined ? null : round(estimate, 2),
      netWorth: round(netWorth, 2),
      reportedPassiveIncome: round(reported, 2),
      dividendPassiveIncome: round(dividends.annual, 2),
      passiveIncome: round(passive, 2),
      annualExpenses: expenses === undefined ? null : round(expenses, 2),
      fiNumber: fiNumber === undefined ? null : round(fiNumber, 2),
      withdrawalRate: WITHDRAWAL_RATE
    },
    warnings
  }
}

/** One stored daily snapshot of a user's FI score. */
export const FiScoreSnapshot = Schema.Struct({
  day: Schema.String.annotate({ description: "UTC date, YYYY-MM-DD" }),
  score: Schema.Finite,
  status: Schema.String,
  netWorth: Schema.Finite,
  fiNumber: Schema.NullOr(Schema.Finite),
  reportingCurrency: Schema.String,
  computedAt: Schema.String
})
export type FiScoreSnapshot = typeof FiScoreSnapshot.Type

/** The UTC calendar day of an epoch-ms instant, `YYYY-MM-DD`. */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10)

/** Storage of daily FI score snapshots (port): at most one per user and UTC day, the first of the day kept. */
export class FiScoreHistoryRepository extends Context.Service<
  FiScoreHistoryRepository,
  {
    /** Stores the snapshot unless the user has one for that day; true when stored. */
    readonly record: (userId: UserId, snapshot: FiScoreSnapshot) => Effect.Effect<boolean, SqlError>
    /** Snapshots newest day first, and their total count. */
    readonly list: (
      userId: UserId,
      page: { readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<FiScoreSnapshot>; readonly total: number }, SqlError>
  }
>()("domain/FiScoreHistoryRepository") {}
