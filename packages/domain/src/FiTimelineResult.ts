import { Schema } from "effect"
import { CurrencyCode, DefaultableField } from "./FiTimelineInput.js"

/**
 * The answer of the public FI timeline calculator. Amounts are in today's money (real terms)
 * in `assumptions.currency`; years are counted from today.
 */

const Amount = Schema.Finite
const Years = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

const yearsToFI = Schema.NullOr(Years).annotate({
  description:
    "Years from today until the year-end balance first reaches the target, interpolated linearly between the two " +
    "year-end balances around the crossing; 0 when already reached; null when not reached within maxYears"
})
const fiAge = Schema.NullOr(Years).annotate({ description: "currentAge + yearsToFI (fractional); null with yearsToFI" })

/** One year of the accumulation path. Row 0 is today; row `y` is the year that ends `y` years from now. */
export const ProjectionYear = Schema.Struct({
  year: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 })).annotate({
    description: "Years from today: 0 is today, y the end of the y-th year"
  }),
  age: Schema.Int.annotate({ description: "currentAge + year" }),
  startBalance: Amount.annotate({ description: "Balance at the start of the year (row 0: current savings)" }),
  contributions: Amount.annotate({
    description: "annualSavings added at the end of the year (negative: a draw; capped so the balance stays >= 0)"
  }),
  growth: Amount.annotate({ description: "startBalance x expectedRealReturn" }),
  endBalance: Amount.annotate({ description: "startBalance + growth + contributions, never below 0" }),
  fiProgress: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "endBalance / fiNumber (1 and above: financially independent)"
  })
})
export type ProjectionYear = typeof ProjectionYear.Type

/** One FI target: the portfolio that pays `annualExpenses` at the withdrawal rate, and when it is reached. */
export const FiVariant = Schema.Struct({
  annualExpenses: Amount.annotate({ description: "Yearly spending the portfolio must pay for" }),
  fiNumber: Amount.annotate({ description: "annualExpenses / withdrawalRate" }),
  yearsToFI,
  fiAge
})
export type FiVariant = typeof FiVariant.Type

/** Coast FI: the balance from which growth alone reaches the FI number by `retirementAge`. */
export const CoastFi = Schema.Struct({
  fiNumber: Amount.annotate({
    description: "Amount needed today: regular fiNumber / (1 + expectedRealReturn)^(retirementAge - currentAge)"
  }),
  retirementAge: Schema.Int,
  reached: Schema.Boolean.annotate({ description: "currentSavings >= the Coast FI number today" }),
  yearsToFI: yearsToFI.annotate({
    description:
      "Years until the balance reaches the Coast target of that year, fiNumber / (1 + r)^(years left to " +
      "retirementAge) (the regular fiNumber from retirementAge on); linear interpolation within the year"
  }),
  fiAge
})
export type CoastFi = typeof CoastFi.Type

/** Barista FI: the portfolio that pays the expenses a part-time income does not cover. */
export const BaristaFi = Schema.Struct({
  ...FiVariant.fields,
  annualExpenses: Amount.annotate({ description: "max(0, annualExpenses - baristaIncome)" }),
  baristaIncome: Amount
})
export type BaristaFi = typeof BaristaFi.Type

/** The values the calculation actually used, defaults included. */
export const FiAssumptions = Schema.Struct({
  currency: CurrencyCode,
  expectedRealReturn: Schema.Finite,
  withdrawalRate: Schema.Finite,
  annualSavings: Amount,
  leanExpenses: Amount,
  fatExpenses: Amount,
  baristaIncome: Amount,
  retirementAge: Schema.Int,
  maxYears: Schema.Int,
  contributionTiming: Schema.Literal("end_of_year").annotate({
    description: "Savings are added at the end of each year and earn nothing in the year they are saved"
  }),
  valueBasis: Schema.Literal("real").annotate({ description: "All amounts are in today's money (after inflation)" }),
  defaultsApplied: Schema.Array(DefaultableField).annotate({
    description: "Optional inputs that were absent, so their documented default was used"
  })
})
export type FiAssumptions = typeof FiAssumptions.Type

export const FiTimelineResult = Schema.Struct({
  fiNumber: Amount.annotate({ description: "annualExpenses / withdrawalRate" }),
  yearsToFI,
  fiAge,
  savingsRate: Schema.NullOr(Schema.Finite).annotate({
    description: "annualSavings / annualIncome (may be negative or above 1); null when annualIncome is below 1"
  }),
  projection: Schema.Array(ProjectionYear).annotate({ description: "maxYears + 1 rows: year 0 (today) to maxYears" }),
  variants: Schema.Struct({
    lean: FiVariant,
    regular: FiVariant,
    fat: FiVariant,
    coast: CoastFi,
    barista: BaristaFi
  }),
  assumptions: FiAssumptions
}).annotate({ title: "FiTimelineResult" })
export type FiTimelineResult = typeof FiTimelineResult.Type
