/**
 * "Never depleted" has one meaning in a result: null, in the depletion-year triple as in
 * representativePaths (it was horizon + 1, or a fraction interpolated towards it, in the triple). Old
 * documents still verify bit for bit.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseParameterSet } from "../src/ParameterSet.js"
import { parsePlan } from "../src/Plan.js"
import { type SimulationInput, simulate } from "../src/simulate.js"
import { verify } from "../src/Verify.js"

const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
const read = (file: string): unknown => JSON.parse(readFileSync(join(examples, file), "utf8"))
const set = parseParameterSet(read("parameter-set-us.json"))
const plan = parsePlan(read("plan-us-7525.json"))
if (!set.ok || !plan.ok) throw new Error("docs/examples are invalid")

const input = (spending: number, horizonYears: number, pathCount: number): SimulationInput => ({
  parameterSet: set.value,
  plan: { ...plan.value, requiredSpending: { amount: spending, currency: "USD" } },
  seed: "depletion",
  pathCount,
  horizonYears,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
})

describe("depletionYear: null means never depleted, in the triple as in representativePaths", () => {
  it("at 60 years: p50 and p90 null (not 61), p10 a year of the horizon", () => {
    const r = simulate(input(40_000, 60, 200))
    if (!r.ok) throw new Error("run")
    expect(r.value.depletionYear.p50).toBeNull()
    expect(r.value.depletionYear.p90).toBeNull()
    expect(r.value.depletionYear.p10).toBeGreaterThanOrEqual(1)
    expect(r.value.depletionYear.p10).toBeLessThanOrEqual(60)
    for (const path of r.value.representativePaths)
      expect(path.depletionYear === null || (path.depletionYear >= 1 && path.depletionYear <= 60)).toBe(true)
  })

  it("a percentile is null exactly when it reaches a never-depleted path (type-7 ranks), else at most the horizon", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 90_000 }),
        fc.integer({ min: 5, max: 45 }),
        fc.integer({ min: 1, max: 120 }),
        (spending, years, paths) => {
          const r = simulate(input(spending, years, paths))
          if (!r.ok) throw new Error("run")
          const n = paths
          const survivors = r.value.targetDiagnostics.survivalCount
          for (const [key, p] of [
            ["p10", 0.1],
            ["p50", 0.5],
            ["p90", 0.9]
          ] as const) {
            const h = (n - 1) * p
            const k = Math.floor(h)
            const upper = h > k && k + 1 < n ? k + 1 : k
            const value = r.value.depletionYear[key]
            if (upper >= n - survivors) expect(value).toBeNull()
            else {
              expect(value).not.toBeNull()
              expect(value as number).toBeLessThanOrEqual(years)
              expect(value as number).toBeGreaterThanOrEqual(1)
            }
          }
          // all paths survive: every percentile and every representative path say never
          if (survivors === n) {
            expect(r.value.depletionYear).toEqual({ p10: null, p50: null, p90: null })
            for (const path of r.value.representativePaths) expect(path.depletionYear).toBeNull()
          }
        }
      ),
      { numRuns: 25 }
    )
  })

  it("a document written before the change (61 and 35.9 in the triple) still verifies bit for bit", () => {
    const old = JSON.parse(
      readFileSync(join(import.meta.dirname, "golden", "before-null-depletion-us-7525-60y.json"), "utf8")
    ) as { value: { depletionYear: unknown } }
    expect(old.value.depletionYear).toEqual({ p10: 35.900000000000006, p50: 61, p90: 61 })
    expect(verify(old, { parameterSets: set.value })).toMatchObject({ reproduced: true, differences: [] })
    // and an edited old triple still fails
    const edited = JSON.parse(JSON.stringify(old)) as { value: { depletionYear: { p10: number } } }
    edited.value.depletionYear.p10 = 36
    expect(verify(edited, { parameterSets: set.value }).reproduced).toBe(false)
  })
})
