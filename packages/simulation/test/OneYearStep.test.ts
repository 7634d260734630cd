/**
 * One year step for every plan (Projection.ts): a planner feature set to its neutral value takes the
 * plain year's arithmetic, so the result is the plain plan's bit for bit. Each law below would fail if
 * the feature's switch, its tables or its index perturbed a single operation of the plain year.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Plan } from "../src/Plan.js"
import type { SimulationValue } from "../src/SimulationResult.js"
import { simulate } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const set = syntheticSet()

const run = (plan: Plan, seed: string, horizonYears: number, stressScenarioId: string): SimulationValue => {
  const r = simulate({
    parameterSet: set,
    plan,
    seed,
    pathCount: 40,
    horizonYears,
    stressScenarioId,
    targetSuccessProbability: 0.9
  })
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

/** Every figure of a value that does not name the plan (identity and the feature's own outputs aside). */
const figures = (v: SimulationValue) => ({
  successProbability: v.successProbability,
  fundedSpendingRatio: v.fundedSpendingRatio,
  depletionYear: v.depletionYear,
  endBalanceRealUsd: v.endBalanceRealUsd,
  maxDrawdown: v.maxDrawdown,
  taxPaidRealUsd: v.taxPaidRealUsd,
  fxContributionRealUsd: v.fxContributionRealUsd,
  annualBalanceRealUsd: v.annualBalanceRealUsd,
  representativePaths: v.representativePaths,
  targetDiagnostics: v.targetDiagnostics
})

const runs = fc.record({
  seed: fc.stringMatching(/^[a-z0-9]{1,8}$/),
  horizonYears: fc.integer({ min: 1, max: 40 }),
  stress: fc.constantFrom("baseline", "early-crash"),
  required: fc.integer({ min: 5_000, max: 90_000 })
})

const basePlan = (required: number): Plan => ({
  ...euroNomad(),
  requiredSpending: { amount: required, currency: "EUR" }
})

/** The plan's initial USD weights, formed as the compiler forms them (value x spot / total). */
const initialWeights = (plan: Plan): Array<number> => {
  const usd = plan.positions.map((p) => p.value * (set.fxSpotUsdPerUnit[p.currency] ?? 1))
  let total = 0
  for (const v of usd) total += v
  return usd.map((v) => v / total)
}

describe("one year step: neutral features give the plain plan's result bit for bit", () => {
  it("a saving phase that retires in year 1 (only fiYear is added)", () => {
    fc.assert(
      fc.property(runs, fc.integer({ min: 1, max: 3_000_000 }), ({ seed, horizonYears, stress, required }, fi) => {
        const plain = basePlan(required)
        const saving: Plan = {
          ...plain,
          savingPhase: {
            annualContribution: { amount: 10_000, currency: "EUR" },
            contributionInflationLinked: true,
            retirementYear: 1,
            fiNumber: { amount: fi, currency: "USD" }
          }
        }
        const a = run(plain, seed, horizonYears, stress)
        const b = run(saving, seed, horizonYears, stress)
        expect(figures(b)).toStrictEqual(figures(a))
        expect(b.fiYear).toBeDefined()
      }),
      { numRuns: 25 }
    )
  })

  it("a stream with its own index rising 0% a year is the nominal stream (own index x 1 = FX index)", () => {
    fc.assert(
      fc.property(runs, fc.integer({ min: 1, max: 30 }), ({ seed, horizonYears, stress, required }, start) => {
        const plain = basePlan(required)
        const annuity = { id: "annuity", amount: 9_000, currency: "GBP", startYear: start, endYear: 60 }
        const nominal: Plan = { ...plain, incomeStreams: [{ ...annuity, inflationLinked: false }] }
        const own: Plan = {
          ...plain,
          incomeStreams: [{ ...annuity, inflationLinked: false, indexation: { kind: "fixed_rise", rate: 0 } }]
        }
        expect(figures(run(own, seed, horizonYears, stress))).toStrictEqual(
          figures(run(nominal, seed, horizonYears, stress))
        )
      }),
      { numRuns: 25 }
    )
  })

  it("a glide path holding the initial weights every year is no glide path (per-year tables, spans)", () => {
    fc.assert(
      fc.property(runs, fc.integer({ min: 1, max: 12 }), ({ seed, horizonYears, stress, required }, rowsOfTable) => {
        const plain = basePlan(required)
        const w = initialWeights(plain)
        const glide: Plan = {
          ...plain,
          glidePath: { kind: "table", weightsByYear: Array.from({ length: rowsOfTable }, () => w) }
        }
        expect(figures(run(glide, seed, horizonYears, stress))).toStrictEqual(
          figures(run(plain, seed, horizonYears, stress))
        )
      }),
      { numRuns: 25 }
    )
  })
})
