/**
 * A two-year worked example computed by hand (the projection rule, FX, inflation-linked spending in
 * EUR, tax, real deflation), against the engine on a two-row set run as one historical cycle.
 */
import { describe, expect, it } from "vitest"
import type { ParameterSet } from "../src/ParameterSet.js"
import type { Plan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"

const set: ParameterSet = {
  ...syntheticSet(),
  blockLength: { method: "reviewer_selected", years: 1 },
  stressScenarios: [{ id: "baseline", description: "none", prefixObservationIndexes: [], shockYears: 0 }],
  observations: [
    {
      year: 2001,
      nominalReturn: { us_equity: 0.1, us_bond_10y: 0.02, us_cash: 0 },
      inflation: { us_cpi: 0.03, eu_cpi: 0.02, uk_cpi: 0 },
      fxReturn: { EUR: 0.05, GBP: 0 },
      cashYield: 0
    },
    {
      year: 2002,
      nominalReturn: { us_equity: -0.2, us_bond_10y: 0.04, us_cash: 0 },
      inflation: { us_cpi: 0.01, eu_cpi: 0.03, uk_cpi: 0 },
      fxReturn: { EUR: -0.1, GBP: 0 },
      cashYield: 0
    }
  ]
}

const plan: Plan = {
  schemaVersion: "plan/1",
  id: "worked",
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: 100_000, annualFee: 0.01 },
    { assetFactor: "us_bond_10y", currency: "EUR", value: 50_000, annualFee: 0 }
  ],
  requiredSpending: { amount: 5_000, currency: "EUR" },
  discretionarySpending: { amount: 0, currency: "EUR" },
  incomeStreams: [],
  rebalancing: "annual",
  taxProfile: { kind: "flat_withdrawal", rate: 0.1 }
}

describe("worked example (2 years, one historical cycle)", () => {
  // By hand. EUR spot 1.1 USD: EUR holding = 55,000 USD; total 155,000; weights 100/155 and 55/155.
  const wEq = 100_000 / 155_000
  const wBd = 55_000 / 155_000
  const gross1 = wEq * 1.1 * 0.99 + wBd * 1.02 * 1.05
  const gross2 = wEq * 0.8 * 0.99 + wBd * 1.04 * 0.9
  const need1 = 5_000 * 1.1 // EUR 5,000 at spot, year 1 in today's money
  const need2 = need1 * 1.02 * 1.05 // EUR inflation and the EUR's USD return of year 1
  const afterWithdrawal1 = 155_000 - need1 / 0.9
  const end1 = afterWithdrawal1 * gross1
  const afterWithdrawal2 = end1 - need2 / 0.9
  const end2 = afterWithdrawal2 * gross2
  const deflator1 = 1.03
  const deflator2 = 1.03 * 1.01
  const fx = (afterWithdrawal1 * wBd * 1.02 * 0.05) / deflator1 + (afterWithdrawal2 * wBd * 1.04 * -0.1) / deflator2
  const tax = (need1 / 0.9) * 0.1 + ((need2 / 0.9) * 0.1) / deflator1

  const r = simulate({
    parameterSet: set,
    plan,
    seed: "worked",
    pathCount: 1,
    horizonYears: 2,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.5,
    sampling: "historical-rolling"
  })
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  const v = r.value

  it("projects balances in real USD", () => {
    const balances = v.representativePaths[0]?.annualBalanceRealUsd ?? []
    expect(balances[0]).toBe(155_000)
    expect(balances[1]).toBeCloseTo(end1 / deflator1, 6)
    expect(balances[2]).toBeCloseTo(end2 / deflator2, 6)
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(end2 / deflator2, 6)
  })

  it("funds the spending, pays the tax and reports the FX contribution", () => {
    expect(v.successProbability).toBe(1)
    expect(v.fundedSpendingRatio.p50).toBe(1)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(tax, 6)
    expect(v.fxContributionRealUsd.p50).toBeCloseTo(fx, 6)
  })

  it("measures the drawdown from the running peak", () => {
    const real = [155_000, end1 / deflator1, end2 / deflator2]
    let peak = 0
    let dd = 0
    for (const x of real) {
      peak = Math.max(peak, x)
      dd = Math.max(dd, (peak - x) / peak)
    }
    expect(v.maxDrawdown.p50).toBeCloseTo(dd, 12)
  })
})
