import fc from "fast-check"
import type { FiTimelineInput } from "../../src/FiTimelineInput.js"

/** Named calculator inputs for worked examples, and fast-check arbitraries of valid inputs. */
export const FiTimelineInputMother = {
  /** 30 years old, earns 70k, spends 40k (so saves 30k), 100k invested; every optional input left to its default. */
  saver: (overrides: Partial<FiTimelineInput> = {}): FiTimelineInput => ({
    currentAge: 30,
    annualIncome: 70_000,
    annualExpenses: 40_000,
    currentSavings: 100_000,
    ...overrides
  }),
  /** Earns 30k, spends 40k: draws 10k a year from the portfolio. */
  overspender: (overrides: Partial<FiTimelineInput> = {}): FiTimelineInput => ({
    currentAge: 40,
    annualIncome: 30_000,
    annualExpenses: 40_000,
    currentSavings: 0,
    ...overrides
  })
}

/** A number spread evenly over [min, max] (fc.double favours tiny magnitudes). */
const uniform = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: 0, max: 1_000_000 }).map((k) => Math.min(max, min + ((max - min) * k) / 1_000_000))

const amount = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true })

/**
 * Valid inputs in everyday ranges, scaled to the expenses so that FI is often reached within
 * the horizon (most draws cross the FI number inside the projection), with the rates and the
 * horizon drawn explicitly and the other optional inputs left to their defaults.
 */
export const everydayInput: fc.Arbitrary<FiTimelineInput> = fc
  .record({
    currentAge: fc.integer({ min: 14, max: 80 }),
    annualExpenses: uniform(1_000, 200_000),
    incomeMultiple: uniform(0, 4),
    savingsMultiple: uniform(0, 40),
    expectedRealReturn: uniform(-0.05, 0.15),
    withdrawalRate: uniform(0.01, 0.1),
    horizonShare: uniform(0, 1)
  })
  .map(({ incomeMultiple, savingsMultiple, horizonShare, ...rest }) => ({
    currentAge: rest.currentAge,
    annualIncome: rest.annualExpenses * incomeMultiple,
    annualExpenses: rest.annualExpenses,
    currentSavings: rest.annualExpenses * savingsMultiple,
    expectedRealReturn: rest.expectedRealReturn,
    withdrawalRate: rest.withdrawalRate,
    maxYears: Math.max(1, Math.round(horizonShare * Math.min(100, 120 - rest.currentAge)))
  }))

/** Valid inputs over the whole accepted range, every optional input present or absent. */
export const anyInput: fc.Arbitrary<FiTimelineInput> = fc
  .record({
    currentAge: fc.integer({ min: 14, max: 100 }),
    annualIncome: amount(1e9),
    annualExpenses: fc.double({ min: 1, max: 1e9, noNaN: true }),
    currentSavings: amount(1e10),
    leanShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    fatShare: fc.option(fc.double({ min: 1, max: 10, noNaN: true }), { nil: undefined }),
    expectedRealReturn: fc.option(fc.double({ min: -0.05, max: 0.15, noNaN: true }), { nil: undefined }),
    withdrawalRate: fc.option(fc.double({ min: 0.01, max: 0.1, noNaN: true }), { nil: undefined }),
    annualSavings: fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { nil: undefined }),
    baristaIncome: fc.option(amount(1e9), { nil: undefined }),
    yearsToRetirement: fc.option(fc.integer({ min: 0, max: 86 }), { nil: undefined }),
    horizon: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    currency: fc.option(fc.constantFrom("USD", "EUR", "JPY", "CHF"), { nil: undefined })
  })
  .map(({ leanShare, fatShare, yearsToRetirement, horizon, ...rest }) => {
    const input: { -readonly [K in keyof FiTimelineInput]: FiTimelineInput[K] } = {
      currentAge: rest.currentAge,
      annualIncome: rest.annualIncome,
      annualExpenses: rest.annualExpenses,
      currentSavings: rest.currentSavings
    }
    if (rest.expectedRealReturn !== undefined) input.expectedRealReturn = rest.expectedRealReturn
    if (rest.withdrawalRate !== undefined) input.withdrawalRate = rest.withdrawalRate
    if (rest.annualSavings !== undefined) input.annualSavings = rest.annualSavings
    if (rest.baristaIncome !== undefined) input.baristaIncome = rest.baristaIncome
    if (rest.currency !== undefined) input.currency = rest.currency
    if (leanShare !== undefined) input.leanExpenses = Math.max(1, rest.annualExpenses * leanShare)
    if (fatShare !== undefined) input.fatExpenses = Math.min(1e10, rest.annualExpenses * fatShare)
    if (yearsToRetirement !== undefined) input.retirementAge = Math.min(100, rest.currentAge + yearsToRetirement)
    if (horizon !== undefined) input.maxYears = Math.min(horizon, 120 - rest.currentAge)
    return input
  })
