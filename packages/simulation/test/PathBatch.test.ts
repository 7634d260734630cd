/**
 * A batch of paths projected year by year (PathBatch.ts) gives each path's outputs of the one-path loop
 * (Projection.ts's projectPath) bit for bit, over random plans of every kind the batch takes: every
 * spending strategy (constant real with discretionary spending too), a flat tax, glide paths, saving
 * years, income streams of every
 * indexation, a stress shock, any horizon, path counts within one batch and across batches, block
 * bootstrap and historical rolling.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { blockStreamPrefix, fillBlockBootstrapRows } from "../src/Bootstrap.js"
import { runPaths } from "../src/Engine.js"
import { fillRollingRows } from "../src/HistoricalRolling.js"
import { BATCH_PATHS, batchable } from "../src/PathBatch.js"
import type { Plan } from "../src/Plan.js"
import { allocateOutputs, allocateScratch, type PathOutputs, projectPath } from "../src/Projection.js"
import { prepareRun, type SimulationInput, samplingPlanOf } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const set = syntheticSet()

const strategies = fc.constantFrom<NonNullable<Plan["spendingStrategy"]>>(
  { kind: "constant_real" },
  { kind: "percent_of_portfolio", rate: 0.04 },
  {
    kind: "vpw",
    startAge: 60,
    finalAge: 100,
    expectedRealReturnByFactor: { us_equity: 0.05, us_bond_10y: 0.019, us_cash: 0 }
  },
  {
    kind: "guyton_klinger",
    initialRate: 0.05,
    guardrail: 0.2,
    adjustment: 0.1,
    preservationEndsYearsBeforeHorizon: 15
  },
  { kind: "guyton_klinger", initialRate: 0.04, guardrail: 0.1, adjustment: 0.2, preservationEndsYearsBeforeHorizon: 0 },
  { kind: "floor_ceiling", rate: 0.045, ceiling: 0.05, floor: -0.025 }
)

const stream = fc.record({
  amount: fc.integer({ min: 0, max: 30_000 }),
  currency: fc.constantFrom("USD", "EUR", "GBP"),
  startYear: fc.integer({ min: 1, max: 30 }),
  years: fc.integer({ min: 0, max: 40 }),
  indexation: fc.constantFrom("linked", "nominal", "capped", "fixed_rise")
})

const plans = fc
  .record({
    strategy: strategies,
    required: fc.integer({ min: 0, max: 120_000 }),
    discretionary: fc.integer({ min: 0, max: 30_000 }),
    tax: fc.constantFrom(0, 0.15, 0.3),
    streams: fc.array(stream, { maxLength: 3 }),
    glide: fc.constantFrom("none", "linear", "table"),
    retirementYear: fc.option(fc.integer({ min: 2, max: 12 }), { nil: undefined })
  })
  .map(({ strategy, required, discretionary, tax, streams, glide, retirementYear }): Plan => {
    const plan = euroNomad()
    const n = plan.positions.length
    return {
      ...plan,
      requiredSpending: { amount: required, currency: "EUR" },
      discretionarySpending: { amount: discretionary, currency: "GBP" },
      taxProfile: { kind: "flat_withdrawal", rate: tax },
      spendingStrategy: strategy,
      incomeStreams: streams.map((s, i) => ({
        id: `s${i}`,
        amount: s.amount,
        currency: s.currency,
        startYear: s.startYear,
        endYear: Math.min(60, s.startYear + s.years),
        inflationLinked: s.indexation !== "nominal",
        ...(s.indexation === "capped" ? { indexation: { kind: "capped" as const, cap: 0.02 } } : {}),
        ...(s.indexation === "fixed_rise" ? { indexation: { kind: "fixed_rise" as const, rate: 0.01 } } : {})
      })),
      ...(glide === "linear"
        ? { glidePath: { kind: "linear" as const, from: [0.4, 0.3, 0.2, 0.1], to: [0.1, 0.2, 0.3, 0.4], years: 8 } }
        : glide === "table"
          ? { glidePath: { kind: "table" as const, weightsByYear: [Array(n).fill(1 / n), [0.7, 0.1, 0.1, 0.1]] } }
          : {}),
      ...(retirementYear === undefined
        ? {}
        : {
            savingPhase: {
              annualContribution: { amount: 20_000, currency: "EUR" },
              contributionInflationLinked: true,
              retirementYear,
              fiNumber: { amount: 1_500_000, currency: "USD" }
            }
          })
    }
  })

/** Every output of the run, as bytes. */
const bytes = (o: PathOutputs): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, ArrayBuffer.isView(v) ? Buffer.from(v.buffer).toString("base64") : String(v)])
  )

/** The one-path loop: each path's rows, then projectPath, path by path (Engine.ts for other plans). */
const oneAtATime = (input: SimulationInput) => {
  const prepared = prepareRun(input)
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues))
  const { model, pathCount: n } = prepared.run
  const sampling = samplingPlanOf(prepared.run)
  const H = input.horizonYears
  const out = allocateOutputs(n, H)
  const scratch = allocateScratch(model, H)
  const rows = new Int32Array(n * H)
  const prefix = blockStreamPrefix(sampling.seed)
  let survivors = 0
  for (let p = 0; p < n; p++) {
    if (sampling.mode === "historical-rolling") fillRollingRows(rows, p * H, H, p)
    else fillBlockBootstrapRows(rows, p * H, H, prefix, p, model.rowCount, sampling.blockLength, sampling.prefix)
    if (projectPath(model, rows, p * H, out, p, scratch, false)) survivors++
  }
  return { model, sampling, n, out, rows, survivors }
}

/** The same plan's retirement within the horizon. */
const within = (plan: Plan, horizonYears: number): Plan => {
  const saving = plan.savingPhase
  return saving === undefined || saving.retirementYear <= horizonYears
    ? plan
    : { ...plan, savingPhase: { ...saving, retirementYear: horizonYears } }
}

describe("a batch of paths year by year", () => {
  it("give each path's one-path outputs, survivors and rows bit for bit", () => {
    let depleted = 0
    fc.assert(
      fc.property(
        plans,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom("baseline", "early-crash"),
        (drawn, pathCount, horizonYears, stressScenarioId) => {
          const plan = within(drawn, horizonYears)
          const input: SimulationInput = {
            parameterSet: set,
            plan,
            seed: "batch",
            pathCount,
            horizonYears,
            stressScenarioId,
            targetSuccessProbability: 0.9
          }
          const one = oneAtATime(input)
          expect(batchable(one.model)).toBe(true)
          const rows = new Int32Array(pathCount * horizonYears)
          const paired = runPaths(one.model, one.sampling, pathCount, horizonYears, { rowsOut: rows })
          expect(bytes(paired.outputs)).toEqual(bytes(one.out))
          expect(paired.survivors).toBe(one.survivors)
          expect(rows).toEqual(one.rows)
          depleted += pathCount - one.survivors
          // and without rowsOut (the batch's own row buffer)
          expect(bytes(runPaths(one.model, one.sampling, pathCount, horizonYears).outputs)).toEqual(bytes(one.out))
        }
      ),
      { numRuns: 80 }
    )
    // the runs include depleting paths (their depletion years and depleted-path sums)
    expect(depleted).toBeGreaterThan(0)
  })

  it("give the one-path outputs across batches, in block bootstrap and historical rolling", () => {
    fc.assert(
      fc.property(
        plans,
        fc.integer({ min: BATCH_PATHS - 3, max: 3 * BATCH_PATHS + 5 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom("block-bootstrap" as const, "historical-rolling" as const),
        (drawn, pathCount, horizonYears, sampling) => {
          const input: SimulationInput = {
            parameterSet: set,
            plan: within(drawn, horizonYears),
            seed: "batch",
            pathCount,
            horizonYears,
            stressScenarioId: "baseline",
            targetSuccessProbability: 0.9,
            sampling
          }
          const one = oneAtATime(input)
          const batched = runPaths(one.model, one.sampling, one.n, horizonYears)
          expect(bytes(batched.outputs)).toEqual(bytes(one.out))
          expect(batched.survivors).toBe(one.survivors)
        }
      ),
      { numRuns: 25 }
    )
  })

  it("report progress as the one-path loop does: every 256 paths and at the end", () => {
    const prepared = prepareRun({
      parameterSet: set,
      plan: { ...euroNomad(), spendingStrategy: { kind: "percent_of_portfolio", rate: 0.04 } },
      seed: "batch",
      pathCount: 513,
      horizonYears: 5,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9
    })
    if (!prepared.ok) throw new Error("invalid")
    expect(batchable(prepared.run.model)).toBe(true)
    const calls: Array<[number, number]> = []
    runPaths(prepared.run.model, samplingPlanOf(prepared.run), 513, 5, { onProgress: (d, n) => calls.push([d, n]) })
    expect(calls).toEqual([
      [256, 513],
      [512, 513],
      [513, 513]
    ])
  })

  it("take every plan with a flat tax (gain-tax plans stay one path at a time)", () => {
    const model = (plan: Plan) => {
      const p = prepareRun({
        parameterSet: set,
        plan,
        seed: "batch",
        pathCount: 2,
        horizonYears: 5,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9
      })
      if (!p.ok) throw new Error("invalid")
      return p.run.model
    }
    expect(batchable(model(euroNomad()))).toBe(true)
    expect(batchable(model({ ...euroNomad(), spendingStrategy: { kind: "constant_real" } }))).toBe(true)
    expect(
      batchable(
        model({
          ...euroNomad(),
          spendingStrategy: { kind: "percent_of_portfolio", rate: 0.04 },
          taxProfile: {
            kind: "gain_schedule",
            segments: [
              { fromYear: 1, country: "US", currency: "USD", bands: [{ from: 0, rate: 0.15 }], source: "test" }
            ]
          }
        })
      )
    ).toBe(false)
    // more own-indexed streams than the batch's index slots hold: one path at a time
    const capped = (n: number): Plan => ({
      ...euroNomad(),
      incomeStreams: Array.from({ length: n }, (_, i) => ({
        id: `s${i}`,
        amount: 1000,
        currency: "EUR",
        startYear: 1,
        endYear: 5,
        inflationLinked: true,
        indexation: { kind: "capped" as const, cap: 0.02 }
      }))
    })
    expect(batchable(model(capped(20)))).toBe(true)
    expect(batchable(model(capped(40)))).toBe(false)
  })
})
