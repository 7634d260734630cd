/**
 * A run split into path ranges and merged is bit-identical to one run over every path: the split the
 * CLI's worker threads use (each range drawn from its paths' own streams, the cross-path sums re-added
 * in path order).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { canonicalJson } from "../src/CanonicalJson.js"
import { runPaths } from "../src/Engine.js"
import { parseParameterSet } from "../src/ParameterSet.js"
import { mergePathRanges, type PathRange, pathRanges } from "../src/PathRanges.js"
import { parsePlan } from "../src/Plan.js"
import { finishRun, prepareRun, type SimulationInput, samplingPlanOf, simulate } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const base: SimulationInput = {
  parameterSet: syntheticSet(),
  plan: euroNomad(),
  seed: "ranges",
  pathCount: 700,
  horizonYears: 25,
  stressScenarioId: "early-crash",
  targetSuccessProbability: 0.8
}

/** The run split into ranges of `size` paths, each run on its own, merged in a shuffled order. */
const splitRun = (input: SimulationInput, size: number, reverse: boolean) => {
  const prepared = prepareRun(input)
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues))
  const run = prepared.run
  const H = input.horizonYears
  const ranges: Array<PathRange> = pathRanges(run.pathCount, size).map(([firstPath, count]) => {
    const rows = new Int32Array(count * H)
    const { outputs } = runPaths(run.model, samplingPlanOf(run), count, H, { firstPath, rowsOut: rows })
    return { firstPath, outputs, rows }
  })
  return finishRun(run, mergePathRanges(run.model, run.pathCount, H, reverse ? ranges.reverse() : ranges))
}

describe("path ranges", () => {
  it("merge to the single run's outcome bit for bit, whatever the range size and order", () => {
    const whole = canonicalJson(simulate(base))
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), fc.boolean(), (size, reverse) => {
        expect(canonicalJson(splitRun(base, size, reverse))).toBe(whole)
      }),
      { numRuns: 12 }
    )
  })

  it("hold for historical-rolling runs (with their failed start years)", () => {
    const rolling: SimulationInput = { ...base, stressScenarioId: "baseline", sampling: "historical-rolling" }
    expect(canonicalJson(splitRun(rolling, 3, true))).toBe(canonicalJson(simulate(rolling)))
  })

  it("hold for planner plans (spending strategy, glide path, saving phase) on the shipped US set", () => {
    const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
    const set = parseParameterSet(JSON.parse(readFileSync(join(examples, "parameter-set-us.json"), "utf8")))
    const plan = parsePlan(JSON.parse(readFileSync(join(examples, "plan-us-planner.json"), "utf8")))
    if (!set.ok || !plan.ok) throw new Error("examples")
    const planner: SimulationInput = {
      ...base,
      parameterSet: set.value,
      plan: plan.value,
      stressScenarioId: "start-1966",
      horizonYears: 50
    }
    expect(canonicalJson(splitRun(planner, 97, true))).toBe(canonicalJson(simulate(planner)))
  })

  it("tile the run: every path exactly once, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 6000 }), (count, size) => {
        const ranges = pathRanges(count, size)
        let next = 0
        for (const [first, n] of ranges) {
          expect(first).toBe(next)
          expect(n).toBeGreaterThan(0)
          next += n
        }
        expect(next).toBe(count)
      })
    )
  })

  it("refuses ranges that leave a hole", () => {
    const prepared = prepareRun(base)
    if (!prepared.ok) throw new Error("setup")
    const rows = new Int32Array(10 * 25)
    const { outputs } = runPaths(prepared.run.model, samplingPlanOf(prepared.run), 10, 25, { rowsOut: rows })
    expect(() => mergePathRanges(prepared.run.model, 20, 25, [{ firstPath: 0, outputs, rows }])).toThrow(/cover 10/)
  })
})
