import { projectAccumulation, yearsToTarget } from "./FiProjection.js"
import {
  type DefaultableField,
  FiTimelineDefaults,
  type FiTimelineInput,
  MAX_PROJECTION_AGE
} from "./FiTimelineInput.js"
import type { FiAssumptions, FiTimelineResult, FiVariant } from "./FiTimelineResult.js"

/**
 * The public FI timeline calculator: FI number for a withdrawal rate, years and age to FI, a
 * year-by-year projection in real terms, and the Lean, Fat, Coast and Barista variants.
 * Formulas (all amounts in today's money, r = expectedRealReturn, w = withdrawalRate,
 * S = annualSavings, P = currentSavings):
 *
 * - FI number: F = annualExpenses / w (the "25x rule" at w = 0.04).
 * - Path: B_0 = P, B_y = max(0, B_{y-1}(1 + r) + S): savings are added at the end of the year.
 * - Years to FI: 0 when P >= F; else the first year k with B_k >= F, minus the linearly
 *   interpolated part of that year not needed: (k - 1) + (F - B_{k-1}) / (B_k - B_{k-1}); null
 *   when no year up to maxYears reaches F. Age at FI = currentAge + years to FI.
 * - Lean / Fat: the same path against leanExpenses / w and fatExpenses / w.
 * - Coast: C = F / (1 + r)^H with H = retirementAge - currentAge, the balance from which growth
 *   alone reaches F at retirementAge; its years count to the first year y with
 *   B_y >= F / (1 + r)^(H - y) (F itself from retirementAge on).
 * - Barista: the same path against max(0, annualExpenses - baristaIncome) / w.
 *
 * See docs/calculator.md for the worked examples and the properties the tests check.
 */

export { FiTimelineDefaults, FiTimelineInput } from "./FiTimelineInput.js"
export { BaristaFi, CoastFi, FiAssumptions, FiTimelineResult, FiVariant, ProjectionYear } from "./FiTimelineResult.js"

/**
 * The values the calculation uses: each optional input, or its documented default when absent
 * (listed in `defaultsApplied`). Input must already satisfy `FiTimelineInput`.
 */
export const resolveAssumptions = (input: FiTimelineInput): FiAssumptions => {
  const defaultsApplied: Array<DefaultableField> = []
  const pick = <A>(field: DefaultableField, value: A | undefined, fallback: A): A => {
    if (value !== undefined) return value
    defaultsApplied.push(field)
    return fallback
  }
  const d = FiTimelineDefaults
  const expectedRealReturn = pick("expectedRealReturn", input.expectedRealReturn, d.expectedRealReturn)
  const withdrawalRate = pick("withdrawalRate", input.withdrawalRate, d.withdrawalRate)
  const annualSavings = pick("annualSavings", input.annualSavings, input.annualIncome - input.annualExpenses)
  const leanExpenses = pick("leanExpenses", input.leanExpenses, input.annualExpenses * d.leanExpensesMultiple)
  const fatExpenses = pick("fatExpenses", input.fatExpenses, input.annualExpenses * d.fatExpensesMultiple)
  const baristaIncome = pick("baristaIncome", input.baristaIncome, input.annualExpenses * d.baristaIncomeMultiple)
  const retirementAge = pick("retirementAge", input.retirementAge, Math.max(d.retirementAge, input.currentAge))
  const maxYears = pick("maxYears", input.maxYears, Math.min(d.maxYears, MAX_PROJECTION_AGE - input.currentAge))
  const currency = pick("currency", input.currency, d.currency)
  return {
    currency,
    expectedRealReturn,
    withdrawalRate,
    annualSavings,
    leanExpenses,
    fatExpenses,
    baristaIncome,
    retirementAge,
    maxYears,
    contributionTiming: "end_of_year",
    valueBasis: "real",
    defaultsApplied
  }
}

/**
 * Computes the FI timeline (formulas in the module comment). Pure and deterministic: the same
 * input always gives the same result. Input must already satisfy `FiTimelineInput` (decode
 * untrusted data first); amounts in the result are in today's money, years from today.
 */
export const computeFiTimeline = (input: FiTimelineInput): FiTimelineResult => {
  const assumptions = resolveAssumptions(input)
  const { withdrawalRate, expectedRealReturn: r } = assumptions
  const fiNumber = input.annualExpenses / withdrawalRate
  const projection = projectAccumulation({
    currentAge: input.currentAge,
    currentSavings: input.currentSavings,
    annualSavings: assumptions.annualSavings,
    realReturn: r,
    years: assumptions.maxYears,
    fiNumber
  })
  const balances = projection.map((row) => row.endBalance)

  const variant = (annualExpenses: number): FiVariant => {
    const target = annualExpenses / withdrawalRate
    const years = yearsToTarget(balances, () => target)
    return { annualExpenses, fiNumber: target, yearsToFI: years, fiAge: ageAt(input.currentAge, years) }
  }
  const regular = variant(input.annualExpenses)

  const yearsToRetirement = assumptions.retirementAge - input.currentAge
  // The balance needed `y` years from now so that growth alone gives fiNumber at retirementAge.
  const coastTarget = (year: number): number =>
    year >= yearsToRetirement ? fiNumber : fiNumber / (1 + r) ** (yearsToRetirement - year)
  const coastYears = yearsToTarget(balances, coastTarget)

  const baristaIncome = assumptions.baristaIncome
  const barista = variant(Math.max(0, input.annualExpenses - baristaIncome))

  return {
    fiNumber,
    yearsToFI: regular.yearsToFI,
    fiAge: regular.fiAge,
    // Below one unit of income a year a ratio would be meaningless (and could overflow).
    savingsRate: input.annualIncome >= 1 ? assumptions.annualSavings / input.annualIncome : null,
    projection,
    variants: {
      lean: variant(assumptions.leanExpenses),
      regular,
      fat: variant(assumptions.fatExpenses),
      coast: {
        fiNumber: coastTarget(0),
        retirementAge: assumptions.retirementAge,
        reached: coastYears === 0,
        yearsToFI: coastYears,
        fiAge: ageAt(input.currentAge, coastYears)
      },
      barista: { ...barista, baristaIncome }
    },
    assumptions
  }
}

const ageAt = (currentAge: number, years: number | null): number | null => (years === null ? null : currentAge + years)
