import { describe, expect, it } from "vitest"
import { runPaths } from "../src/Engine.js"
import { compileModel } from "../src/Portfolio.js"
import { type SimulationInput, simulate } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad, retiree } from "./mothers/PlanMother.js"

const input = (overrides: Partial<SimulationInput> = {}): SimulationInput => ({
  parameterSet: syntheticSet(),
  plan: retiree(),
  seed: "t1",
  pathCount: 100,
  horizonYears: 30,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9,
  ...overrides
})

const value = (i: SimulationInput) => {
  const r = simulate(i)
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

describe("simulate: the spec 4.6 value", () => {
  it("fills identity and manifest", () => {
    const v = value(input())
    expect(v.identity).toMatchObject({
      engineVersion: "retirement-sim/1",
      modelVersion: "historical-block-regime/1",
      prngVersion: "mulberry32-derived-streams/1",
      parameterSetId: "test/synthetic",
      seed: "t1",
      pathCount: 100,
      horizonMonths: 360,
      scenarioId: "retiree-6040"
    })
    expect(v.identity.contractHash).toMatch(/^[0-9a-f]{64}$/)
    expect(v.parameterManifest.selectedStressScenario.id).toBe("baseline")
    expect(v.legacyComparator).toBe("iid-lognormal-real/legacy")
    expect(v.successDefinition).toBe("all_required_net_spending_funded_through_horizon")
    expect(v.representativePaths.map((p) => p.percentile)).toEqual(["p10", "p50", "p90"])
    expect(v.targetDiagnostics.modeledPathCount).toBe(100)
    expect(v.targetDiagnostics.survivalCount).toBe(Math.round(v.successProbability * 100))
  })

  it("warns TAX_EXCLUDED without a tax profile, and reports taxPaidRealUsd only with one", () => {
    const untaxed = value(input())
    expect(untaxed.warnings.map((w) => w.code)).toContain("TAX_EXCLUDED")
    expect(untaxed.taxPaidRealUsd).toBeUndefined()
    const taxed = value(input({ plan: euroNomad() }))
    expect(taxed.warnings.map((w) => w.code)).toContain("CURRENT_TAX_LAW_HELD_STATIC")
    expect(taxed.taxPaidRealUsd?.p50).toBeGreaterThan(0)
  })

  it("warns HISTORICAL_SAMPLE_LIMITATION when rows are short for the horizon, and is then limited", () => {
    expect(value(input({ horizonYears: 15 })).warnings.map((w) => w.code)).not.toContain("HISTORICAL_SAMPLE_LIMITATION")
    const long = value(input({ horizonYears: 30 }))
    expect(long.warnings.map((w) => w.code)).toContain("HISTORICAL_SAMPLE_LIMITATION")
    expect(long.readiness).toBe("limited")
  })

  it("is ready only for an approved set without limitations; expiry warning needs asOf", () => {
    const set = syntheticSet({ rows: 40 })
    const approved = {
      ...set,
      approval: {
        status: "approved" as const,
        reviewer: "reviewer@example.org",
        approvedAt: "2026-01-01T00:00:00Z",
        effectiveFrom: "2026-01-01T00:00:00Z",
        warningExpiresAt: "2026-06-01T00:00:00Z",
        hardExpiresAt: "2027-01-01T00:00:00Z"
      }
    }
    expect(value(input({ parameterSet: approved, horizonYears: 10 })).readiness).toBe("ready")
    const late = value(input({ parameterSet: approved, horizonYears: 10, asOf: "2026-07-01T00:00:00Z" }))
    expect(late.warnings[0]?.code).toBe("PARAMETER_SET_WARNING_EXPIRY")
    expect(late.readiness).toBe("limited")
  })

  it("rejects invalid inputs with every path", () => {
    const r = simulate(
      input({
        seed: "bad seed!",
        pathCount: 0,
        horizonYears: 61,
        stressScenarioId: "nope",
        targetSuccessProbability: 2
      })
    )
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe("INVALID_PLANNING_CONTRACT")
      expect(r.error.issues.map((i) => i.path).sort()).toEqual(
        ["horizonYears", "pathCount", "seed", "stressScenarioId", "targetSuccessProbability"].sort()
      )
    }
  })

  it("rejects a plan the set does not cover", () => {
    const plan = retiree({ positions: [{ assetFactor: "gold", currency: "SEK", value: 1, annualFee: 0 }] })
    const r = simulate(input({ plan }))
    expect(r.ok ? [] : r.error.issues.map((i) => i.path)).toEqual([
      "plan.positions.0.assetFactor",
      "plan.positions.0.currency"
    ])
  })
})

describe("stress scenarios", () => {
  it("forces the prefix rows first on every path and flags the scenario", () => {
    const v = value(input({ stressScenarioId: "early-crash", pathCount: 50 }))
    expect(v.warnings.map((w) => w.code)).toContain("STRESS_SCENARIO_APPLIED")
    // Four forced years: every path has the same balances through year 4.
    for (let t = 0; t <= 4; t++) {
      const b = v.annualBalanceRealUsd[t]?.balance
      expect(b?.p10).toBe(b?.p90)
    }
    const y5 = v.annualBalanceRealUsd[6]?.balance
    expect(y5?.p10).toBeLessThan(y5?.p90 ?? 0)
  })

  it("shocks lower the balance in the shocked years", () => {
    const set = syntheticSet()
    const plan = retiree()
    const shocked = compileModel(set, plan, set.stressScenarios[1])
    const base = compileModel(set, plan, undefined)
    if (!shocked.ok || !base.ok) throw new Error("compile")
    const sampling = { mode: "block-bootstrap" as const, seed: "s", blockLength: 5, prefix: [] }
    const a = runPaths(shocked.model, sampling, 20, 5).outputs
    const b = runPaths(base.model, sampling, 20, 5).outputs
    for (let p = 0; p < 20; p++) expect(a.balanceReal[2 * 20 + p]).toBeLessThan(b.balanceReal[2 * 20 + p] as number)
  })
})

describe("historical-rolling", () => {
  it("runs one path per start year and lists failing start years", () => {
    const r = simulate(input({ sampling: "historical-rolling", horizonYears: 30 }))
    if (!r.ok) throw new Error("run")
    expect(r.value.identity.pathCount).toBe(11)
    expect(r.historical?.startYears).toEqual(Array.from({ length: 11 }, (_, i) => 1950 + i))
    expect(r.historical?.failedStartYears.length).toBe(11 - r.value.targetDiagnostics.survivalCount)
  })

  it("rejects a horizon longer than the data and a forced prefix", () => {
    expect(simulate(input({ sampling: "historical-rolling", horizonYears: 41 })).ok).toBe(false)
    expect(simulate(input({ sampling: "historical-rolling", stressScenarioId: "early-crash" })).ok).toBe(false)
  })
})

describe("progress", () => {
  it("reports every 256 paths and at the end", () => {
    const calls: Array<number> = []
    simulate(input({ pathCount: 600, onProgress: (done) => calls.push(done) }))
    expect(calls).toEqual([256, 512, 600])
  })
})

describe("runs one after another", () => {
  // a saving phase that retires in year 1 has no saving year: every FI year is 0, as a fresh run gives
  const savesNothing = retiree({
    savingPhase: {
      annualContribution: { amount: 10_000, currency: "USD" },
      contributionInflationLinked: true,
      retirementYear: 1,
      fiNumber: { amount: 500_000, currency: "USD" }
    }
  })
  const strategyAndSaving = retiree({
    spendingStrategy: {
      kind: "guyton_klinger",
      initialRate: 0.05,
      guardrail: 0.2,
      adjustment: 0.1,
      preservationEndsYearsBeforeHorizon: 15
    },
    savingPhase: {
      annualContribution: { amount: 10_000, currency: "USD" },
      contributionInflationLinked: true,
      retirementYear: 8,
      fiNumber: { amount: 5_000_000, currency: "USD" }
    }
  })

  it("give each plan the result of a run on its own, whatever ran before with the same path count and horizon", () => {
    const alone = value(input({ plan: savesNothing, pathCount: 120 }))
    // the run before fills every per-path output (a strategy, saving years, FI years, depletions)
    const before = value(input({ plan: strategyAndSaving, pathCount: 120 }))
    expect(before.fiYear?.p50).toBeGreaterThan(0)
    const after = value(input({ plan: savesNothing, pathCount: 120 }))
    expect(after).toEqual(alone)
    expect(after.fiYear).toEqual({ p10: 0, p50: 0, p90: 0 })
  })

  it("a run started from a progress listener does not disturb the run that called it", () => {
    const plain = value(input({ pathCount: 300 }))
    const nested: Array<number> = []
    const outer = value(
      input({
        pathCount: 300,
        onProgress: () => nested.push(value(input({ plan: strategyAndSaving, pathCount: 300 })).successProbability)
      })
    )
    expect(nested.length).toBe(2)
    expect(outer).toEqual(plain)
  })
})
