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

const amount = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true })

/**
 * Valid inputs in everyday ranges (FI is often reached within the horizon), with the rates and
 * the horizon drawn explicitly and the other optional inputs left to their defaults.
 */
export const everydayInput: fc.Arbitrary<FiTimelineInput> = fc.integer({ min: 14, max: 100 }).chain((currentAge) =>
  fc.record({
    currentAge: fc.constant(currentAge),
    annualIncome: amount(400_000),
    annualExpenses: fc.double({ min: 1_000, max: 200_000, noNaN: true }),
    currentSavings: amount(3_000_000),
    expectedRealReturn: fc.double({ min: -0.05, max: 0.15, noNaN: true }),
    withdrawalRate: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
    maxYears: fc.integer({ min: 1, max: Math.min(100, 120 - currentAge) })
  })
)

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
