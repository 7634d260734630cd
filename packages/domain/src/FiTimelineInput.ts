import { Schema } from "effect"

/**
 * The request of the public FI timeline calculator (`POST /api/v1/calculator`): who the user
 * is today and what they assume. Every amount is per year, after tax, in today's money (real
 * terms) in `currency`; every rate is a fraction (`0.04` = 4 %). Optional fields have the
 * documented defaults of {@link FiTimelineDefaults}; `computeFiTimeline` reports the values it
 * actually used in `assumptions`.
 */

/** Largest accepted annual amount (income, expenses, savings, barista income): one billion. */
export const MAX_ANNUAL_AMOUNT = 1e9
/** Largest accepted balance (current savings) and fat-FI spending: ten billion. */
export const MAX_BALANCE = 1e10
/** The projection never runs past this age: `currentAge + maxYears <= 120`. */
export const MAX_PROJECTION_AGE = 120

/** Defaults of the optional fields (multiples apply to `annualExpenses`). */
export const FiTimelineDefaults = {
  expectedRealReturn: 0.05,
  withdrawalRate: 0.04,
  /** Lean FI spends 70 % of today's expenses. */
  leanExpensesMultiple: 0.7,
  /** Fat FI spends 150 % of today's expenses. */
  fatExpensesMultiple: 1.5,
  /** Barista FI: a part-time job that pays half of today's expenses. */
  baristaIncomeMultiple: 0.5,
  /** Coast FI aims at this age, or at `currentAge` when the user is already older. */
  retirementAge: 65,
  /** Horizon in years, shortened so that `currentAge + maxYears <= 120`. */
  maxYears: 60,
  currency: "USD"
} as const

const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })

const Age = Schema.Int.check(between(14, 100))
const AnnualAmount = Schema.Finite.check(between(0, MAX_ANNUAL_AMOUNT))
// At least 1 a year: a smaller spending target would make every ratio to the FI number overflow.
const AnnualSpending = Schema.Finite.check(between(1, MAX_ANNUAL_AMOUNT))

/** An ISO 4217 alphabetic currency code, e.g. `USD`, `EUR`. */
export const CurrencyCode = Schema.String.check(Schema.isPattern(/^[A-Z]{3}$/u)).annotate({
  description: "ISO 4217 alphabetic code (3 upper-case letters); only echoed back, no conversion is done",
  examples: ["USD", "EUR"]
})

const fields = {
  currentAge: Age.annotate({ description: "Age today, in whole years (14 to 100)", examples: [30] }),
  annualIncome: AnnualAmount.annotate({
    description: "Income after tax per year (0 to 1e9); with annualExpenses it gives the default annualSavings",
    examples: [70_000]
  }),
  annualExpenses: AnnualSpending.annotate({
    description: "Spending per year today and in retirement (1 to 1e9)",
    examples: [40_000]
  }),
  currentSavings: Schema.Finite.check(between(0, MAX_BALANCE)).annotate({
    description: "Invested savings today (0 to 1e10)",
    examples: [100_000]
  }),
  expectedRealReturn: Schema.optionalKey(
    Schema.Finite.check(between(-0.05, 0.15)).annotate({
      description: "Expected yearly return after inflation, as a fraction (-0.05 to 0.15); default 0.05",
      default: FiTimelineDefaults.expectedRealReturn
    })
  ),
  withdrawalRate: Schema.optionalKey(
    Schema.Finite.check(between(0.01, 0.1)).annotate({
      description: "Safe withdrawal rate, as a fraction of the portfolio per year (0.01 to 0.10); default 0.04",
      default: FiTimelineDefaults.withdrawalRate
    })
  ),
  annualSavings: Schema.optionalKey(
    Schema.Finite.check(between(-MAX_ANNUAL_AMOUNT, MAX_ANNUAL_AMOUNT)).annotate({
      description:
        "Amount added to the portfolio at the end of each year (-1e9 to 1e9); default annualIncome - annualExpenses. " +
        "A negative value is a yearly draw on the portfolio (spending more than earning)"
    })
  ),
  leanExpenses: Schema.optionalKey(
    AnnualSpending.annotate({
      description: "Yearly spending of Lean FI (at least 1, at most annualExpenses); default 0.7 x annualExpenses"
    })
  ),
  fatExpenses: Schema.optionalKey(
    Schema.Finite.check(between(1, MAX_BALANCE)).annotate({
      description: "Yearly spending of Fat FI (at least annualExpenses, at most 1e10); default 1.5 x annualExpenses"
    })
  ),
  baristaIncome: Schema.optionalKey(
    AnnualAmount.annotate({
      description:
        "Part-time income after tax per year for Barista FI (0 to 1e9); default 0.5 x annualExpenses. " +
        "An income at or above annualExpenses makes the Barista FI number 0"
    })
  ),
  retirementAge: Schema.optionalKey(
    Age.annotate({
      description:
        "Age at which Coast FI must reach the FI number (14 to 100, at least currentAge); default max(65, currentAge)"
    })
  ),
  maxYears: Schema.optionalKey(
    Schema.Int.check(between(1, 100)).annotate({
      description:
        "Projection horizon in years (1 to 100, currentAge + maxYears at most 120); default min(60, 120 - currentAge)"
    })
  ),
  currency: Schema.optionalKey(CurrencyCode.annotate({ default: FiTimelineDefaults.currency }))
}

type Fields = Schema.Struct.Type<typeof fields>

/** Checks between fields; each failure names the field to change. */
const crossFieldIssues = (input: Fields): Array<Schema.FilterIssue> => {
  const issues: Array<Schema.FilterIssue> = []
  if (input.maxYears !== undefined && input.currentAge + input.maxYears > MAX_PROJECTION_AGE) {
    issues.push({ path: ["maxYears"], issue: `currentAge + maxYears must be at most ${MAX_PROJECTION_AGE}` })
  }
  if (input.retirementAge !== undefined && input.retirementAge < input.currentAge) {
    issues.push({ path: ["retirementAge"], issue: "retirementAge must be at least currentAge" })
  }
  if (input.leanExpenses !== undefined && input.leanExpenses > input.annualExpenses) {
    issues.push({ path: ["leanExpenses"], issue: "leanExpenses must be at most annualExpenses" })
  }
  if (input.fatExpenses !== undefined && input.fatExpenses < input.annualExpenses) {
    issues.push({ path: ["fatExpenses"], issue: "fatExpenses must be at least annualExpenses" })
  }
  return issues
}

/** The calculator's input; decode untrusted JSON with it before calling `computeFiTimeline`. */
export const FiTimelineInput = Schema.Struct(fields).check(Schema.makeFilter(crossFieldIssues)).annotate({
  title: "FiTimelineInput",
  description: "Inputs of the FI timeline calculator: yearly amounts after tax, in today's money, rates as fractions"
})
export type FiTimelineInput = typeof FiTimelineInput.Type

/** Names of the optional inputs, as listed in `assumptions.defaultsApplied` when absent. */
export const DefaultableField = Schema.Literals([
  "expectedRealReturn",
  "withdrawalRate",
  "annualSavings",
  "leanExpenses",
  "fatExpenses",
  "baristaIncome",
  "retirementAge",
  "maxYears",
  "currency"
])
export type DefaultableField = typeof DefaultableField.Type
