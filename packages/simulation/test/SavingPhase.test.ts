/**
 * The saving years before FI: contributions (indexed or not) until the retirement year, then spending,
 * and the year the balance first reaches the FI number (hand vectors on a three-year path).
 */
import { describe, expect, it } from "vitest"
import type { SavingPhase } from "../src/SavingPhase.js"
import { simulate } from "../src/simulate.js"
import { handRun, handSet, syntheticSet } from "./mothers/ParameterSetMother.js"
import { allEquity, retiree } from "./mothers/PlanMother.js"

const set = handSet([
  { equity: 0.1, bond: 0.02, inflation: 0.03 },
  { equity: -0.2, bond: 0.04, inflation: 0.01 },
  { equity: 0.15, bond: 0, inflation: 0.02 }
])

const run = (savingPhase: SavingPhase | undefined, required = 20_000) => {
  return handRun(
    set,
    allEquity({
      positions: [{ assetFactor: "us_equity", currency: "USD", value: 100_000, annualFee: 0 }],
      requiredSpending: { amount: required, currency: "USD" },
      ...(savingPhase === undefined ? {} : { savingPhase })
    })
  )
}

const phase = (over: Partial<SavingPhase> = {}): SavingPhase => ({
  annualContribution: { amount: 10_000, currency: "USD" },
  contributionInflationLinked: true,
  retirementYear: 3,
  fiNumber: { amount: 110_000, currency: "USD" },
  ...over
})

describe("saving phase (hand vectors)", () => {
  it("saves two indexed contributions, then spends from year 3", () => {
    // B1 = (100,000 + 10,000) x 1.1 = 121,000 (real 117,475.73); B2 = (121,000 + 10,300) x 0.8 = 105,040;
    // year 3 spends 20,000 x 1.03 x 1.01 = 20,806: B3 = 84,234 x 1.15 = 96,869.10 (real 91,290.69)
    const v = run(phase())
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(91_290.691, 3)
    expect(v.successProbability).toBe(1)
    // FI 110,000 real: reached at the end of year 1
    expect(v.fiYear).toEqual({ p10: 1, p50: 1, p90: 1 })
  })

  it("a nominal contribution stays 10,000", () => {
    // B2 = (121,000 + 10,000) x 0.8 = 104,800 ... B3 = (104,800 - 20,806) x 1.15; real 91,030.59
    expect(run(phase({ contributionInflationLinked: false })).endBalanceRealUsd.p50).toBeCloseTo(91_030.5851, 3)
  })

  it("reports H + 1 when the FI number is never reached, 0 when it already is", () => {
    expect(run(phase({ fiNumber: { amount: 120_000, currency: "USD" } })).fiYear?.p50).toBe(4)
    expect(run(phase({ fiNumber: { amount: 100_000, currency: "USD" } })).fiYear?.p50).toBe(0)
  })

  it("counts only retirement years toward success", () => {
    // 105,000 required fails in year 1 without a saving phase (balance 100,000); saving 20,000 (indexed)
    // for two years gives B2 = (132,000 + 20,600) x 0.8 = 122,080 >= 105,000 x 1.0403 = 109,231.50
    expect(run(undefined, 105_000).successProbability).toBe(0)
    const v = run(phase({ annualContribution: { amount: 20_000, currency: "USD" } }), 105_000)
    expect(v.successProbability).toBe(1)
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(((122_080 - 109_231.5) * 1.15) / (1.03 * 1.01 * 1.02), 6)
  })

  it("gives FI-year percentiles that order p10 <= p50 <= p90 over many paths", () => {
    const outcome = simulate({
      parameterSet: syntheticSet(),
      plan: retiree({
        positions: [{ assetFactor: "us_equity", currency: "USD", value: 100_000, annualFee: 0 }],
        savingPhase: phase({ retirementYear: 20, fiNumber: { amount: 1_000_000, currency: "USD" } })
      }),
      seed: "fi",
      pathCount: 300,
      horizonYears: 50,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9
    })
    if (!outcome.ok) throw new Error("invalid")
    const fi = outcome.value.fiYear
    expect(fi).toBeDefined()
    if (fi !== undefined) {
      expect(fi.p10).toBeLessThanOrEqual(fi.p50)
      expect(fi.p50).toBeLessThanOrEqual(fi.p90)
      expect(fi.p10).toBeGreaterThan(0)
    }
  })

  it("rejects a retirement year after the horizon", () => {
    const outcome = simulate({
      parameterSet: set,
      plan: allEquity({ savingPhase: phase({ retirementYear: 5 }) }),
      seed: "hand",
      pathCount: 1,
      horizonYears: 3,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling"
    })
    expect(outcome.ok).toBe(false)
  })
})
