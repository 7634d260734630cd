/**
 * The shipped examples against published figures (docs/validation.md): the historical-rolling bridge
 * to FIRECalc / cFIREsim / FI Calc, and the multi-currency example end to end.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { type ParameterSet, parseParameterSet } from "../src/ParameterSet.js"
import { type Plan, parsePlan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"

const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
const set = (f: string): ParameterSet => {
  const r = parseParameterSet(JSON.parse(readFileSync(join(examples, f), "utf8")))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}
const plan = (f: string): Plan => {
  const r = parsePlan(JSON.parse(readFileSync(join(examples, f), "utf8")))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe("historical-rolling bridge (75/25, $1M, $40k real, 30 years, no fees)", () => {
  const r = simulate({
    parameterSet: set("parameter-set-us.json"),
    plan: plan("plan-us-7525.json"),
    seed: "validation",
    pathCount: 100,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.95,
    sampling: "historical-rolling"
  })

  it("succeeds in about 95-97% of start years, as the published historical calculators report", () => {
    if (!r.ok) throw new Error("run")
    expect(r.value.identity.pathCount).toBe(60) // start years 1934..1993
    expect(r.value.successProbability).toBeGreaterThanOrEqual(0.93)
    expect(r.value.successProbability).toBeLessThanOrEqual(0.97)
  })

  it("fails in the late-1960s start years", () => {
    if (!r.ok) throw new Error("run")
    const failed = r.historical?.failedStartYears ?? []
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((y) => y >= 1965 && y <= 1969)).toBe(true)
  })
})

describe("multi-currency example", () => {
  it("runs the EUR household on the 1972-2022 set under each shipped stress scenario", () => {
    const s = set("parameter-set-multi-currency.json")
    for (const stress of s.stressScenarios) {
      const r = simulate({
        parameterSet: s,
        plan: plan("plan-multi-currency.json"),
        seed: "example",
        pathCount: 200,
        horizonYears: 40,
        stressScenarioId: stress.id,
        targetSuccessProbability: 0.9
      })
      if (!r.ok) throw new Error(JSON.stringify(r.error))
      expect(r.value.successProbability).toBeGreaterThanOrEqual(0)
      expect(r.value.warnings.map((w) => w.code)).toContain("HISTORICAL_SAMPLE_LIMITATION") // 51 rows < 2 x 40
      expect(r.value.fxContributionRealUsd.p10).not.toBe(0)
    }
  })
})
