import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type SimulationInput, simulate } from "../src/simulate.js"
import { solveRun, verifySolve } from "../src/SolveRun.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { retiree, withSpending } from "./mothers/PlanMother.js"

/**
 * `solveRun` (the governed solve's engine step) and `verifySolve` (what `fire simulate verify` runs
 * on a saved solve): the answer is exact to its tolerance through `simulate` itself, it carries
 * the simulation's contract, and a saved solve re-runs bit for bit while any edited figure or
 * input does not.
 */

const base: SimulationInput = {
  parameterSet: syntheticSet(),
  plan: retiree(),
  seed: "solve-run",
  pathCount: 200,
  horizonYears: 20,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
}
const success = (i: SimulationInput): number => {
  const r = simulate(i)
  if (!r.ok) throw new Error("run")
  return r.value.successProbability
}

/** A saved solve as the HTTP endpoint answers it (the fields verifySolve reads). */
const savedOf = (input: SimulationInput) => {
  const r = solveRun(input)
  if (!r.ok) throw new Error("solve")
  const v = r.value
  return {
    success: true,
    data: {
      kind: "retirement_spending_solve",
      result: {
        ok: true,
        value: {
          identity: {
            parameterSetId: input.parameterSet.id,
            seriesManifestHash: input.parameterSet.seriesManifestHash,
            seed: input.seed,
            pathCount: input.pathCount,
            horizonMonths: input.horizonYears * 12,
            contractHash: v.contractHash,
            scenarioId: input.plan.id
          },
          solveFor: "requiredSpending",
          stressScenarioId: input.stressScenarioId,
          targetSuccessProbability: input.targetSuccessProbability,
          amount: v.solve.amount,
          currency: v.solve.currency,
          successProbability: v.solve.successProbability,
          attainable: v.solve.attainable,
          search: v.search
        }
      }
    }
  }
}

describe("solveRun", () => {
  it("for any seed and target, the amount meets the target through simulate and amount + tolerance does not", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.integer({ min: 50, max: 95 }), (seed, percent) => {
        const input = { ...base, pathCount: 100, seed, targetSuccessProbability: percent / 100 }
        const r = solveRun(input)
        if (!r.ok) throw new Error("solve")
        const { amount, successProbability, attainable } = r.value.solve
        expect(attainable).toBe(true)
        const at = success({ ...input, plan: withSpending(input.plan, amount) })
        expect(at).toBe(successProbability)
        expect(at).toBeGreaterThanOrEqual(percent / 100)
        expect(success({ ...input, plan: withSpending(input.plan, amount + r.value.search.tolerance) })).toBeLessThan(
          percent / 100
        )
      }),
      { numRuns: 8 }
    )
  })

  it("carries the simulation's contract, the search bounds and the iterations", () => {
    const r = solveRun(base)
    const sim = simulate(base)
    if (!r.ok || !sim.ok) throw new Error("run")
    expect(r.contract).toEqual(sim.contract)
    expect(r.value.contractHash).toBe(sim.value.identity.contractHash)
    expect(r.value.search).toEqual({
      lowerBound: 0,
      upperBound: 1e12,
      tolerance: 1,
      iterations: r.value.solve.iterations
    })
    expect(r.value.readiness).toBe(sim.value.readiness)
  })

  it("refuses what the engine refuses, naming the field", () => {
    const r = solveRun({ ...base, seed: "no spaces" })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.issues.map((i) => i.path)).toContain("seed")
  })
})

describe("verifySolve", () => {
  const sources = { parameterSets: base.parameterSet, plan: base.plan }

  it("re-runs a saved solve bit for bit", () => {
    const report = verifySolve(savedOf(base), sources)
    expect(report.reproduced).toBe(true)
    expect(report.contractHashMatches).toBe(true)
  })

  it("an edited amount, success probability or search is not reproduced, and names what differs", () => {
    for (const [field, edit] of [
      ["amount", (v: Record<string, unknown>) => ({ ...v, amount: (v.amount as number) - 1 })],
      ["successProbability", (v: Record<string, unknown>) => ({ ...v, successProbability: 0.5 })],
      ["search", (v: Record<string, unknown>) => ({ ...v, search: { ...(v.search as object), iterations: 1 } })]
    ] as const) {
      const saved = savedOf(base)
      const edited = { ...saved, data: { ...saved.data, result: { ok: true, value: edit(saved.data.result.value) } } }
      const report = verifySolve(edited, sources)
      expect(report.reproduced).toBe(false)
      expect(report.differences).toEqual([field])
      expect(report.reason).toBe("same contract, different numbers")
    }
  })

  it("another plan is a different contract; a missing plan or set is named", () => {
    const other = verifySolve(savedOf(base), { ...sources, plan: withSpending(base.plan, 1) })
    expect(other.reproduced).toBe(false)
    expect(other.contractHashMatches).toBe(false)
    expect(verifySolve(savedOf(base), { parameterSets: base.parameterSet }).reason).toContain("no plan")
    expect(verifySolve(savedOf(base), { parameterSets: [], plan: base.plan }).reason).toContain("not supplied")
    expect(verifySolve({ data: { result: { ok: true, value: {} } } }, sources).reason).toContain("no solve value")
  })
})
