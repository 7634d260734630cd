/**
 * A parameter set whose observation years have a hole is refused, by the file parser and by the
 * engine itself (a set built in code): blocks and rolling cycles are runs of consecutive rows, so a
 * hole would stitch 1959 to 1980 and report cycles that never happened.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { missingObservationYears, type ParameterSet, parseParameterSet } from "../src/ParameterSet.js"
import { type Plan, parsePlan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"

const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
const usFile = JSON.parse(readFileSync(join(examples, "parameter-set-us.json"), "utf8")) as {
  observations: Array<{ year: number }>
}
const withoutSixtiesAndSeventies = {
  ...usFile,
  observations: usFile.observations.filter((row) => row.year < 1960 || row.year > 1979)
}
const planResult = parsePlan(JSON.parse(readFileSync(join(examples, "plan-us-7525.json"), "utf8")))
if (!planResult.ok) throw new Error("plan-us-7525.json is invalid")
const plan: Plan = planResult.value

describe("non-contiguous observation years", () => {
  it("the parser refuses the shipped US set with 1960-1979 removed, naming the missing years", () => {
    const parsed = parseParameterSet(withoutSixtiesAndSeventies)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toContainEqual({
      path: "observations",
      message: "must be consecutive calendar years; missing 1960-1979"
    })
  })

  it("the engine refuses such a set built in code, in both sampling modes", () => {
    const full = parseParameterSet(usFile)
    if (!full.ok) throw new Error("shipped set invalid")
    const holed: ParameterSet = {
      ...full.value,
      observations: full.value.observations.filter((row) => row.year < 1960 || row.year > 1979)
    }
    for (const sampling of ["historical-rolling", "block-bootstrap"] as const) {
      const outcome = simulate({
        parameterSet: holed,
        plan,
        seed: "gaps",
        pathCount: 100,
        horizonYears: 30,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9,
        sampling
      })
      expect(outcome.ok).toBe(false)
      if (outcome.ok) continue
      expect(outcome.error.issues).toContainEqual({
        path: "parameterSet.observations",
        message: "must be consecutive calendar years; missing 1960-1979"
      })
    }
  })

  it("lists exactly the years between increasing rows that no row holds", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1800, max: 2100 }), { minLength: 1, maxLength: 60 }), (raw) => {
        const years = [...raw].sort((a, b) => a - b)
        const missing = missingObservationYears(years.map((year) => ({ year })))
        const first = years[0] as number
        const last = years.at(-1) as number
        const expected: Array<number> = []
        for (let y = first; y <= last; y++) if (!years.includes(y)) expected.push(y)
        expect(missing).toEqual(expected)
      })
    )
  })
})
