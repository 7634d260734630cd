/**
 * Spending strategies: the formulas against hand-computed vectors (a three-year path of known returns
 * run as one historical cycle), the published VPW table, and the properties of each rule.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { canonicalJson } from "../src/CanonicalJson.js"
import type { Plan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"
import {
  type FloorCeilingStrategy,
  floorCeilingStep,
  floorCeilingYear,
  type GuytonKlingerStrategy,
  guytonKlingerStep,
  type SpendingStrategy,
  vpwRate
} from "../src/SpendingStrategy.js"
import { handRun, handSet, syntheticSet } from "./mothers/ParameterSetMother.js"
import { allEquity, euroNomad, retiree } from "./mothers/PlanMother.js"

// Year 1: equity +10%, inflation 3%; year 2: -20%, 1%; year 3: +15%, 2%.
const set = handSet([
  { equity: 0.1, bond: 0.02, inflation: 0.03 },
  { equity: -0.2, bond: 0.04, inflation: 0.01 },
  { equity: 0.15, bond: 0, inflation: 0.02 }
])

const runOne = (spendingStrategy: SpendingStrategy, overrides: Partial<Plan> = {}) => {
  return handRun(set, allEquity({ spendingStrategy, ...overrides }))
}

describe("percent of portfolio (hand vector)", () => {
  it("withdraws 4% of each start-of-year balance", () => {
    // B1 = 960,000 x 1.10 = 1,056,000; w2 = 42,240; B2 = 1,013,760 x 0.80 = 811,008; w3 = 32,440.32;
    // B3 = 778,567.68 x 1.15 = 895,352.832; real = B3 / (1.03 x 1.01 x 1.02) = 843,792.07
    const v = runOne({ kind: "percent_of_portfolio", rate: 0.04 })
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(843_792.0736, 3)
    // spending real: 40,000; 42,240 / 1.03 = 41,009.71; 32,440.32 / 1.0403 = 31,183.62
    expect(v.spendingRealUsd?.meanPerYear.p50).toBeCloseTo(37_397.7763, 3)
    expect(v.spendingRealUsd?.lowestYear.p50).toBeCloseTo(31_183.6201, 3)
    expect(v.successProbability).toBe(1)
  })
})

describe("Guyton-Klinger (hand vector)", () => {
  it("freezes after the losing year, then cuts 10% above the upper guardrail", () => {
    // w1 = 5% x 1,000,000 = 50,000; B1 = 950,000 x 1.1 = 1,045,000 (real 1,014,563): rate 4.93%, in band.
    // w2 = 50,000 real = 51,500 nominal; B2 = 993,500 x 0.8 = 794,800 (real 764,010).
    // Year 3: last return -20% and 50,000 / 764,010 = 6.54% > 5%: frozen at 51,500 nominal
    // (49,504.95 real); rate 6.48% > 6%: cut 10% -> 44,554.46 real = 46,350 nominal.
    // B3 = 748,450 x 1.15 = 860,717.5; real 811,151.29.
    const v = runOne({
      kind: "guyton_klinger",
      initialRate: 0.05,
      guardrail: 0.2,
      adjustment: 0.1,
      preservationEndsYearsBeforeHorizon: 0
    })
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(811_151.2893, 3)
    expect(v.spendingRealUsd?.meanPerYear.p50).toBeCloseTo(48_184.8185, 3)
  })

  it("does not cut in the last preservationEndsYearsBeforeHorizon years", () => {
    // same path, rule off in year 3: w3 frozen at 51,500 nominal; B3 = 743,300 x 1.15 = 854,795
    const v = runOne({
      kind: "guyton_klinger",
      initialRate: 0.05,
      guardrail: 0.2,
      adjustment: 0.1,
      preservationEndsYearsBeforeHorizon: 1
    })
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(854_795 / (1.03 * 1.01 * 1.02), 3)
  })
})

describe("floor and ceiling (hand vector)", () => {
  it("follows 5% of the balance within +5% / -2.5% real a year", () => {
    // w1 = 50,000; B1 = 1,045,000; target 52,250 nominal = 50,728.16 real (<= 52,500): taken.
    // B2 = 992,750 x 0.8 = 794,200 (real 763,433.6); target 38,171.68 real < floor 50,728.16 x 0.975
    // = 49,459.95 real = 51,453.19 nominal. B3 = 742,746.81 x 1.15 = 854,158.83; real 804,970.32.
    const v = runOne({ kind: "floor_ceiling", rate: 0.05, ceiling: 0.05, floor: -0.025 })
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(804_970.3181, 3)
    expect(v.spendingRealUsd?.lowestYear.p50).toBeCloseTo(49_459.9515, 3)
  })
})

describe("VPW", () => {
  it("reproduces the Bogleheads VPW table for 60/40 (stocks 5.0%, bonds 1.9% real, final age 100)", () => {
    // table figures quoted by the method's author (bogleheads.org forward-test thread, 2019-2020):
    // age 65: 5.0%, age 66: 5.1%, age 95: 21.5%, age 96: 26.4%
    const r = 0.6 * 0.05 + 0.4 * 0.019
    const pct = (age: number) => Math.round(vpwRate(r, 100 - age) * 1000) / 10
    expect([pct(65), pct(66), pct(95), pct(96)]).toEqual([5.0, 5.1, 21.5, 26.4])
  })

  it("amortises to zero at the final age (hand vector)", () => {
    // age 97, 98, 99 with 5% expected: PMT(5%, 3) = 34.97224%, PMT(5%, 2) = 51.21951%, then 100%
    expect(vpwRate(0.05, 3)).toBeCloseTo(0.3497224425, 9)
    expect(vpwRate(0.05, 2)).toBeCloseTo(0.512195122, 9)
    expect(vpwRate(0, 4)).toBe(0.25)
    const v = runOne({ kind: "vpw", startAge: 97, finalAge: 100, expectedRealReturnByFactor: { us_equity: 0.05 } })
    expect(v.endBalanceRealUsd.p50).toBe(0)
    // 349,722.44; 715,305.31 x 0.5122 / 1.03; all of 279,143.54 / 1.0403
    expect(v.spendingRealUsd?.meanPerYear.p50).toBeCloseTo(324_585.6788, 3)
  })

  it("rejects a plan whose factors have no expected return", () => {
    const outcome = simulate({
      parameterSet: set,
      plan: retiree({
        spendingStrategy: { kind: "vpw", startAge: 65, finalAge: 100, expectedRealReturnByFactor: { us_equity: 0.05 } }
      }),
      seed: "hand",
      pathCount: 1,
      horizonYears: 3,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling"
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok)
      expect(outcome.error.issues.map((i) => i.path)).toContain(
        "plan.spendingStrategy.expectedRealReturnByFactor.us_bond_10y"
      )
  })
})

describe("the required floor under a strategy", () => {
  it("withdraws the required spending when the strategy asks for less, and fails when it cannot", () => {
    // 1% of the balance is 10,000 but 30,000 is required (indexed): the floor is withdrawn
    const v = runOne(
      { kind: "percent_of_portfolio", rate: 0.01 },
      { requiredSpending: { amount: 30_000, currency: "USD" } }
    )
    expect(v.spendingRealUsd?.lowestYear.p50).toBeCloseTo(30_000, 6)
    const broke = runOne(
      { kind: "percent_of_portfolio", rate: 0.01 },
      { requiredSpending: { amount: 400_000, currency: "USD" } }
    )
    expect(broke.successProbability).toBe(0)
  })
})

const base = {
  parameterSet: syntheticSet(),
  seed: "laws",
  pathCount: 60,
  horizonYears: 40,
  stressScenarioId: "early-crash",
  targetSuccessProbability: 0.9
}

describe("properties", () => {
  it("percent of portfolio never depletes and keeps a positive balance", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.5, noNaN: true }), fc.integer({ min: 0, max: 1e6 }), (rate, seed) => {
        const outcome = simulate({
          ...base,
          seed: `s${seed}`,
          plan: allEquity({ spendingStrategy: { kind: "percent_of_portfolio", rate } })
        })
        if (!outcome.ok) return false
        const v = outcome.value
        return v.successProbability === 1 && v.annualBalanceRealUsd.every((y) => y.balance.p10 > 0)
      }),
      { numRuns: 25 }
    )
  })

  const gk = fc.record({
    initialRate: fc.double({ min: 0.01, max: 0.1, noNaN: true }),
    guardrail: fc.double({ min: 0, max: 0.5, noNaN: true }),
    adjustment: fc.double({ min: 0, max: 0.3, noNaN: true })
  })

  it("Guyton-Klinger: the real withdrawal changes only by the freeze and one adjustment, in the guardrail's direction", () => {
    fc.assert(
      fc.property(
        gk,
        fc.double({ min: 1_000, max: 200_000, noNaN: true }),
        fc.double({ min: 10_000, max: 5_000_000, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 0.8, max: 1.2, noNaN: true }),
        fc.boolean(),
        (params, previous, balance, losing, inverseInflation, preservation) => {
          const s: GuytonKlingerStrategy = {
            kind: "guyton_klinger",
            ...params,
            preservationEndsYearsBeforeHorizon: 15
          }
          const w = guytonKlingerStep(s, previous, balance, losing, inverseInflation, preservation)
          const frozen = losing && previous > s.initialRate * balance
          const start = frozen ? previous * inverseInflation : previous
          const upper = s.initialRate * (1 + s.guardrail) * balance
          const lower = s.initialRate * (1 - s.guardrail) * balance
          const expected =
            preservation && start > upper
              ? start * (1 - s.adjustment)
              : start < lower
                ? start * (1 + s.adjustment)
                : start
          expect(w).toBe(expected)
          // a cut only above the upper band, a raise only below the lower band
          if (w < start) expect(start).toBeGreaterThan(upper)
          if (w > start) expect(start).toBeLessThan(lower)
        }
      )
    )
  })

  it("floor and ceiling: each year's real change stays within [floor, ceiling]", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 0.1, noNaN: true }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: -0.2, max: 0, noNaN: true }),
        fc.double({ min: 1_000, max: 200_000, noNaN: true }),
        fc.double({ min: 0, max: 5_000_000, noNaN: true }),
        (rate, ceiling, floor, previous, balance) => {
          const s: FloorCeilingStrategy = { kind: "floor_ceiling", rate, ceiling, floor }
          const w = floorCeilingStep(s, previous, balance)
          expect(w).toBeGreaterThanOrEqual(previous * (1 + floor))
          expect(w).toBeLessThanOrEqual(previous * (1 + ceiling))
        }
      )
    )
  })

  it("floor and ceiling: the path loop's branch-free clamp is the clamp expression, bit for bit (ties, signed zeros, NaN)", () => {
    const clamp = (previous: number, balance: number, rate: number, down: number, up: number) => {
      const target = rate * balance
      const lo = previous * down
      const hi = previous * up
      return target < lo ? lo : Math.min(target, hi)
    }
    const same = (previous: number, balance: number, rate: number, down: number, up: number): void => {
      const got = floorCeilingYear(previous, balance, rate, down, up)
      const want = clamp(previous, balance, rate, down, up)
      expect(Object.is(got, want), `${previous} ${balance} ${rate} ${down} ${up}: ${got} vs ${want}`).toBe(true)
    }
    // ties with the ceiling and with the floor, zeros of both signs, a NaN anywhere, a reversed range
    const edges = [0, -0, 1, -1, 0.5, 2, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]
    for (const previous of edges)
      for (const balance of edges)
        for (const rate of [1, 0.04])
          for (const [down, up] of [
            [1, 1],
            [0.975, 1.05],
            [1.05, 0.975],
            [0, 0],
            [-0, 1]
          ] as const)
            same(previous, balance, rate, down, up)
    const any = fc.oneof(fc.double(), fc.constantFrom(0, -0, 1, 1000, Number.NaN))
    fc.assert(
      fc.property(any, any, fc.oneof(fc.double(), fc.constant(1)), any, any, (previous, balance, rate, down, up) =>
        same(previous, balance, rate, down, up)
      ),
      { numRuns: 2000 }
    )
    // the path loop's domain: nonnegative amounts, the band around the previous amount
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        fc.double({ min: 0, max: 5_000_000, noNaN: true }),
        fc.double({ min: 0.001, max: 0.1, noNaN: true }),
        fc.double({ min: -0.2, max: 0, noNaN: true }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (previous, balance, rate, floor, ceiling) => same(previous, balance, rate, 1 + floor, 1 + ceiling)
      ),
      { numRuns: 2000 }
    )
  })

  it("an explicit constant_real strategy reproduces today's result bit for bit (all but the plan's hash)", () => {
    const run = (plan: Plan) => {
      const o = simulate({ ...base, plan })
      if (!o.ok) throw new Error("invalid")
      const { identity, ...rest } = o.value
      const { contractHash: _h, ...id } = identity
      return canonicalJson({ ...rest, id })
    }
    const today = euroNomad()
    expect(run({ ...today, spendingStrategy: { kind: "constant_real" } })).toBe(run(today))
  })
})
