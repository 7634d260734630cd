import { describe, expect, it } from "vitest"
import { type SimulationInput, simulate } from "../src/simulate.js"
import { solve } from "../src/Solve.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { retiree, scaled, withSpending } from "./mothers/PlanMother.js"

const base: SimulationInput = {
  parameterSet: syntheticSet(),
  plan: retiree(),
  seed: "solve",
  pathCount: 300,
  horizonYears: 20,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
}
const success = (i: SimulationInput): number => {
  const r = simulate(i)
  if (!r.ok) throw new Error("run")
  return r.value.successProbability
}

describe("solve", () => {
  it("finds the largest whole spending that meets the target", () => {
    const r = solve(base, "requiredSpending")
    if (!r.ok) throw new Error("solve")
    const s = r.value.amount
    expect(r.value.attainable).toBe(true)
    expect(Number.isInteger(s)).toBe(true)
    expect(success({ ...base, plan: withSpending(base.plan, s) })).toBeGreaterThanOrEqual(0.9)
    expect(success({ ...base, plan: withSpending(base.plan, s + 1) })).toBeLessThan(0.9)
  })

  it("finds the smallest whole portfolio that meets the target", () => {
    const r = solve(base, "portfolioValue")
    if (!r.ok) throw new Error("solve")
    const v = r.value.amount
    const at = (total: number) => success({ ...base, plan: scaled(base.plan, total / 1_000_000) })
    expect(at(v)).toBeGreaterThanOrEqual(0.9)
    expect(at(v - 1)).toBeLessThan(0.9)
  })

  it("grows an empty portfolio until even a target of 1 is met", () => {
    const r = solve(
      {
        ...base,
        plan: retiree({ positions: [{ assetFactor: "us_cash", currency: "USD", value: 0, annualFee: 0 }] }),
        targetSuccessProbability: 1
      },
      "portfolioValue"
    )
    if (!r.ok) throw new Error("solve")
    expect(r.value.attainable).toBe(true)
    expect(r.value.successProbability).toBeGreaterThanOrEqual(1)
  })

  it("refuses a spending target every amount meets (target 0) instead of answering the 1e12 bound", () => {
    const r = solve({ ...base, targetSuccessProbability: 0 }, "requiredSpending")
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.issues.map((i) => i.path)).toEqual(["targetSuccessProbability"])
    expect(r.issues[0]?.message).toMatch(/no largest amount exists/)
  })

  it("answers a 0% portfolio target with an empty portfolio", () => {
    const r = solve({ ...base, targetSuccessProbability: 0 }, "portfolioValue")
    if (!r.ok) throw new Error("solve")
    expect(r.value).toMatchObject({ amount: 0, attainable: true })
  })
})
