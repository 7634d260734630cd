import { describe, expect, it } from "vitest"
import { simulateLegacy } from "../src/Legacy.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { retiree } from "./mothers/PlanMother.js"

describe("iid-lognormal-real/legacy", () => {
  const set = syntheticSet()
  const r = simulateLegacy({
    parameterSet: set,
    plan: retiree(),
    seed: "legacy",
    pathCount: 4000,
    horizonYears: 1,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.9
  })
  if (!r.ok) throw new Error("setup")

  it("fits mu and sigma to the log real returns of the rebalanced portfolio", () => {
    const logs = set.observations.map((o) =>
      Math.log(
        (0.6 * (1 + (o.nominalReturn.us_equity ?? 0)) + 0.4 * (1 + (o.nominalReturn.us_bond_10y ?? 0))) /
          (1 + (o.inflation.us_cpi ?? 0))
      )
    )
    const mu = logs.reduce((a, b) => a + b, 0) / logs.length
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mu) ** 2, 0) / (logs.length - 1))
    expect(r.value.mu).toBeCloseTo(mu, 12)
    expect(r.value.sigma).toBeCloseTo(sd, 12)
  })

  it("draws one-year real growth whose median is exp(mu) within sampling error", () => {
    // end balance after one year = (1,000,000 - 40,000) * exp(mu + sigma Z); median Z = 0
    const expected = 960_000 * Math.exp(r.value.mu)
    const se = (960_000 * Math.exp(r.value.mu) * r.value.sigma * 1.2533) / Math.sqrt(4000)
    expect(Math.abs(r.value.endBalanceRealUsd.p50 - expected)).toBeLessThan(4 * se)
  })
})
