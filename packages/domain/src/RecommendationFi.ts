import { computeFiTimeline } from "./FiTimeline.js"
import { MAX_ANNUAL_AMOUNT, MAX_BALANCE } from "./FiTimelineInput.js"
import { convert, type FxCurrency, isFxCurrency } from "./FxTable.js"

/**
 * `fiYearsGained` (spec 2.4): how many years sooner the user reaches FI living at a destination.
 * The FI timeline (`computeFiTimeline`, default 5 % real return and 4 % withdrawal rate) runs
 * twice on the profile's figures, in the profile's `baseCurrency`:
 *
 * - at home: annualIncome, annualExpenses, currentSavings as the profile states them;
 * - at the destination: the same income and savings, and annual expenses lowered by 12 times the
 *   monthly saving of the destination (converted from EUR to the base currency with the FX table),
 *   at least 1 a year. The whole saving is assumed to be invested.
 *
 * `fiYearsGained = yearsToFI(home) - yearsToFI(destination)`, two decimals; a timeline that never
 * reaches FI within its horizon (min(60, 120 - age) years) counts as the horizon, so the result is
 * a lower bound there. Negative when the destination costs more.
 */

/** Age used when the profile has no `birthYear`: it only sets the horizon, min(60, 120 - age) years. */
export const DEFAULT_RECOMMENDATION_AGE = 35

/** The profile figures the FI comparison reads; amounts per year in `baseCurrency`. */
export interface FiProfile {
  readonly birthYear?: number | undefined
  readonly baseCurrency?: string | undefined
  readonly annualIncome?: number | undefined
  readonly annualExpenses?: number | undefined
  readonly currentSavings?: number | undefined
}

/** Why a profile cannot be compared: figures missing, or a base currency the FX table does not quote. */
export type FiBasis =
  | {
      readonly _tag: "Complete"
      readonly currency: FxCurrency
      readonly age: number
      readonly annualIncome: number
      readonly annualExpenses: number
      readonly currentSavings: number
    }
  | { readonly _tag: "Incomplete"; readonly reason: string }

/** Default base currency of a profile without one (the calculator's default). */
export const DEFAULT_BASE_CURRENCY: FxCurrency = "USD"

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))

/**
 * The basis of the comparison: needs `annualIncome` and `annualExpenses` (> 0); savings absent
 * count as 0; the base currency (default USD) must be in the FX table. `currentYear` is injected.
 */
export const fiBasis = (profile: FiProfile, currentYear: number): FiBasis => {
  const currency = profile.baseCurrency ?? DEFAULT_BASE_CURRENCY
  if (!isFxCurrency(currency)) return { _tag: "Incomplete", reason: `base currency ${currency} is not in the FX table` }
  if (profile.annualIncome === undefined || profile.annualExpenses === undefined || profile.annualExpenses <= 0) {
    return { _tag: "Incomplete", reason: "the profile needs annualIncome and annualExpenses" }
  }
  const age =
    profile.birthYear === undefined ? DEFAULT_RECOMMENDATION_AGE : clamp(currentYear - profile.birthYear, 14, 100)
  return {
    _tag: "Complete",
    currency,
    age,
    annualIncome: clamp(profile.annualIncome, 0, MAX_ANNUAL_AMOUNT),
    annualExpenses: clamp(profile.annualExpenses, 1, MAX_ANNUAL_AMOUNT),
    currentSavings: clamp(profile.currentSavings ?? 0, 0, MAX_BALANCE)
  }
}

/** Years to FI for yearly expenses, the horizon when not reached (see module comment). */
export const yearsToFi = (basis: Extract<FiBasis, { _tag: "Complete" }>, annualExpenses: number): number => {
  const result = computeFiTimeline({
    currentAge: basis.age,
    annualIncome: basis.annualIncome,
    annualExpenses: clamp(annualExpenses, 1, MAX_ANNUAL_AMOUNT),
    currentSavings: basis.currentSavings
  })
  return result.yearsToFI ?? result.assumptions.maxYears
}

const round2 = (x: number): number => Math.round(x * 100) / 100

/**
 * Years gained at a destination saving `monthlySavingEur` (EUR per month, negative: it costs more),
 * given `homeYears = yearsToFi(basis, basis.annualExpenses)`; 0 for an incomplete basis.
 */
export const fiYearsGained = (basis: FiBasis, homeYears: number, monthlySavingEur: number): number => {
  if (basis._tag === "Incomplete") return 0
  const annualSaving = convert(12 * monthlySavingEur, "EUR", basis.currency)
  const destinationYears = yearsToFi(basis, basis.annualExpenses - annualSaving)
  return round2(homeYears - destinationYears)
}
