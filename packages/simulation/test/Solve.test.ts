import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { runPaths } from "../src/Engine.js"
import { BATCH_PATHS, batchable } from "../src/PathBatch.js"
import { prepareRun, type SimulationInput, samplingPlanOf, simulate } from "../src/simulate.js"
import { solve } from "../src/Solve.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad, retiree, scaled, withSpending } from "./mothers/PlanMother.js"

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

describe("a solving step stops once its answer is decided", () => {
  const prepared = prepareRun({ ...base, plan: euroNomad(), pathCount: 120, horizonYears: 30 })
  if (!prepared.ok) throw new Error("prepare")
  const run = prepared.run

  /**
   * After how many paths the run stops when it asks whether `needed` survive: the first path after
   * which the count is decided (one path at a time), rounded up to whole batches when the plan runs in
   * batches of BATCH_PATHS.
   */
  const stopsAfter = (survivedInOrder: ReadonlyArray<boolean>, needed: number, step: number): number => {
    const n = survivedInOrder.length
    let survivors = 0
    for (let k = 1; k <= n; k++) {
      if (survivedInOrder[k - 1]) survivors++
      const decided = survivors >= needed || survivors + (n - k) < needed
      if (decided && (k % step === 0 || k === n)) return k
    }
    return n
  }

  const gainTaxed = {
    ...euroNomad(),
    taxProfile: {
      kind: "gain_schedule" as const,
      segments: [{ fromYear: 1, country: "US", currency: "USD", bands: [{ from: 0, rate: 0.15 }], source: "test" }]
    }
  }
  const cases = [
    // a plan run one path at a time (a gain tax) stops after the deciding path
    { name: "one path at a time", plan: gainTaxed, pathCount: 120, step: 1, batched: false },
    // a plan run in batches stops after the deciding path's batch
    { name: "in batches", plan: euroNomad(), pathCount: 3 * BATCH_PATHS + 40, step: BATCH_PATHS, batched: true }
  ]
  for (const c of cases)
    it(`answers whether at least \`survivorsNeeded\` paths survive as the full run does, for every count (${c.name})`, () => {
      const p = prepareRun({ ...base, plan: c.plan, pathCount: c.pathCount, horizonYears: 30 })
      if (!p.ok) throw new Error("prepare")
      const r = p.run
      expect(batchable(r.model)).toBe(c.batched)
      const full = runPaths(r.model, samplingPlanOf(r), r.pathCount, 30, { stopAtDepletion: true })
      const survived = Array.from(full.outputs.depletionYear, (d) => d === 0)
      // the full run's survivors lie strictly inside 0..n, so both answers occur
      expect(full.survivors).toBeGreaterThan(0)
      expect(full.survivors).toBeLessThan(r.pathCount)
      fc.assert(
        fc.property(fc.integer({ min: 0, max: r.pathCount + 1 }), (needed) => {
          // the paths it ran are those whose rows it drew
          const rowsOut = new Int32Array(r.pathCount * 30).fill(-1)
          const decided = runPaths(r.model, samplingPlanOf(r), r.pathCount, 30, {
            stopAtDepletion: true,
            survivorsNeeded: needed,
            rowsOut
          })
          let ran = 0
          while (ran < r.pathCount && (rowsOut[ran * 30] as number) >= 0) ran++
          expect(decided.survivors >= needed).toBe(full.survivors >= needed)
          expect(ran).toBe(stopsAfter(survived, needed, c.step))
        }),
        { numRuns: 60 }
      )
    })

  it("writes into reused outputs exactly what fresh outputs receive", () => {
    const fresh = runPaths(run.model, samplingPlanOf(run), run.pathCount, 30)
    // outputs of another plan's run first, so nothing carries over by accident
    const other = prepareRun({ ...base, plan: withSpending(euroNomad(), 90_000), pathCount: 120, horizonYears: 30 })
    if (!other.ok) throw new Error("prepare")
    const used = runPaths(other.run.model, samplingPlanOf(other.run), 120, 30).outputs
    const reused = runPaths(run.model, samplingPlanOf(run), run.pathCount, 30, { reuseOutputs: used })
    expect(reused.outputs).toBe(used)
    expect(reused.survivors).toBe(fresh.survivors)
    expect(reused.outputs).toEqual(fresh.outputs)
  })
})
