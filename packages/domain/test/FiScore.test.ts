import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { assetFactors, regions } from "../src/Asset.js"
import { computeFiScore, netWorthOf, utcDay } from "../src/FiScore.js"
import type { HoldingInput } from "../src/Indicators/Indicator.js"
import type { EstimatePolicy, ProfileFields } from "../src/UserProfile.js"

const eur = "EUR" as NonNullable<ProfileFields["baseCurrency"]>

/** A EUR holding worth exactly `value` (quantity 1 at that price). */
const holding = (i: number, value: number, extra: Partial<HoldingInput> = {}): HoldingInput => ({
  id: `h${i}`,
  isin: `XS${String(i).padStart(10, "0")}`,
  quantity: "1",
  unitPrice: value.toFixed(2),
  currency: "EUR",
  assetFactor: "us_equity",
  region: "global",
  dividendYield: 0.02,
  dividendFrequency: "annual",
  ongoingCharge: 0.002,
  ...extra
})

const amount = (max: number) => fc.integer({ min: 0, max }).map((x) => x)
const holdingsArb = fc.array(
  fc.record({
    value: fc.integer({ min: 1, max: 2_000_000 }),
    assetFactor: fc.constantFrom(...assetFactors),
    region: fc.constantFrom(...regions),
    dividendYield: fc.option(fc.double({ min: 0, max: 0.1, noNaN: true }), { nil: undefined }),
    ongoingCharge: fc.option(fc.double({ min: 0, max: 0.03, noNaN: true }), { nil: undefined })
  }),
  { maxLength: 8 }
)
const toHoldings = (rows: ReadonlyArray<{ value: number } & Partial<HoldingInput>>) =>
  rows.map(({ value, ...rest }, i) => holding(i, value, rest))
const profileArb: fc.Arbitrary<ProfileFields> = fc.record(
  {
    baseCurrency: fc.constantFrom("EUR", "USD", "GBP"),
    annualIncome: amount(300_000),
    annualExpenses: amount(200_000),
    monthlyPassiveIncome: amount(5_000),
    currentSavings: amount(3_000_000),
    estimatePolicy: fc.constantFrom("holdingsAugment", "holdingsOnly", "estimateOnly"),
    derivePassiveFromDividends: fc.boolean()
  },
  { requiredKeys: [] }
) as fc.Arbitrary<ProfileFields>

describe("FI score (pure)", () => {
  it("net worth by estimate policy, exactly as spec 4.5 says", () => {
    expect(netWorthOf("holdingsAugment", 100, 150)).toBe(150)
    expect(netWorthOf("holdingsAugment", 100, 40)).toBe(100)
    expect(netWorthOf("holdingsAugment", 100, undefined)).toBe(100)
    expect(netWorthOf("holdingsOnly", 100, 150)).toBe(100)
    expect(netWorthOf("estimateOnly", 100, 40)).toBe(40)
    expect(netWorthOf("estimateOnly", 100, undefined)).toBe(0)
  })

  it("property: the score is null or within 0..100, and so is every component", () => {
    fc.assert(
      fc.property(profileArb, holdingsArb, (profile, rows) => {
        const r = computeFiScore(profile, toHoldings(rows))
        const scores = [r.score, ...Object.values(r.components).map((c) => c.score)]
        return scores.every((s) => s === null || (s >= 0 && s <= 100))
      })
    )
  })

  it("property: holdingsAugment is never below holdingsOnly nor estimateOnly, and equals the larger", () => {
    fc.assert(
      fc.property(profileArb, holdingsArb, (profile, rows) => {
        const holdings = toHoldings(rows)
        const of = (estimatePolicy: EstimatePolicy) =>
          computeFiScore({ ...profile, estimatePolicy }, holdings).inputs.netWorth
        const augment = of("holdingsAugment")
        return Math.abs(augment - Math.max(of("holdingsOnly"), of("estimateOnly"))) < 0.011
      })
    )
  })

  it("property: holdingsOnly ignores the estimate; estimateOnly ignores the holdings", () => {
    fc.assert(
      fc.property(profileArb, holdingsArb, amount(1_000_000), (profile, rows, other) => {
        const holdings = toHoldings(rows)
        const a = computeFiScore({ ...profile, estimatePolicy: "holdingsOnly" }, holdings)
        const b = computeFiScore({ ...profile, estimatePolicy: "holdingsOnly", currentSavings: other }, holdings)
        const c = computeFiScore(
          { ...profile, estimatePolicy: "estimateOnly", derivePassiveFromDividends: false },
          holdings
        )
        const d = computeFiScore({ ...profile, estimatePolicy: "estimateOnly", derivePassiveFromDividends: false }, [])
        return a.inputs.netWorth === b.inputs.netWorth && c.inputs.netWorth === d.inputs.netWorth
      })
    )
  })

  it("property: with derivePassiveFromDividends off, dividend yields do not change the score", () => {
    fc.assert(
      fc.property(profileArb, holdingsArb, (profile, rows) => {
        const p = { ...profile, derivePassiveFromDividends: false }
        const a = computeFiScore(p, toHoldings(rows))
        const b = computeFiScore(p, toHoldings(rows.map((r) => ({ ...r, dividendYield: 0 }))))
        return a.score === b.score && a.inputs.passiveIncome === b.inputs.passiveIncome
      })
    )
  })

  it("property: dividends are counted once: passive = reported + dividends, net worth unchanged", () => {
    fc.assert(
      fc.property(profileArb, holdingsArb, (profile, rows) => {
        const holdings = toHoldings(rows)
        const off = computeFiScore({ ...profile, derivePassiveFromDividends: false }, holdings)
        const on = computeFiScore({ ...profile, derivePassiveFromDividends: true }, holdings)
        return (
          on.inputs.netWorth === off.inputs.netWorth &&
          Math.abs(on.inputs.passiveIncome - (off.inputs.passiveIncome + on.inputs.dividendPassiveIncome)) < 0.011 &&
          off.inputs.dividendPassiveIncome === 0 &&
          (on.components.fiProgress.score ?? 0) >= (off.components.fiProgress.score ?? 0)
        )
      })
    )
  })

  it("property: more net worth never lowers the score", () => {
    fc.assert(
      fc.property(profileArb, amount(1_000_000), (profile, more) => {
        const p = { ...profile, estimatePolicy: "estimateOnly" as const }
        const a = computeFiScore({ ...p, currentSavings: p.currentSavings ?? 0 }, [])
        const b = computeFiScore({ ...p, currentSavings: (p.currentSavings ?? 0) + more }, [])
        return (b.score ?? 0) >= (a.score ?? 0)
      })
    )
  })

  it("a worked example", () => {
    const r = computeFiScore(
      {
        baseCurrency: eur,
        annualIncome: 60_000,
        annualExpenses: 30_000,
        monthlyPassiveIncome: 250,
        currentSavings: 0,
        derivePassiveFromDividends: true
      },
      [holding(1, 100_000, { dividendYield: 0.03, ongoingCharge: 0.003 })]
    )
    // Passive 3,000 + 3,000 dividends; FI number (30,000 - 6,000) / 4 % = 600,000.
    expect(r.inputs.fiNumber).toBe(600_000)
    expect(r.components.fiProgress.value).toBeCloseTo(100_000 / 600_000, 4)
    expect(r.components.savingsRate.score).toBe(100)
    expect(r.components.feeDrag.score).toBeCloseTo(80, 6)
    expect(utcDay(Date.UTC(2026, 0, 31, 23, 59, 59))).toBe("2026-01-31")
  })
})
