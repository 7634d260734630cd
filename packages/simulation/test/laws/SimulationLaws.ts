/**
 * Property laws written once and applied to every model (the block-regime engine and the legacy
 * comparator). A model is given as two functions: its summary and its per-path outputs.
 */
import fc from "fast-check"
import { expect } from "vitest"
import type { ParameterSet } from "../../src/ParameterSet.js"
import type { Plan } from "../../src/Plan.js"
import type { PathOutputs } from "../../src/Projection.js"
import type { PercentileTriple } from "../../src/Statistics.js"
import type { DepletionTriple } from "../../src/Summary.js"
import { flatFxSet, syntheticSet } from "../mothers/ParameterSetMother.js"
import { inCurrency, retiree, scaled, withSpending } from "../mothers/PlanMother.js"

/** The statistics every model reports. */
export interface LawSummary {
  readonly successProbability: number
  readonly fundedSpendingRatio: PercentileTriple
  readonly depletionYear: DepletionTriple
  readonly endBalanceRealUsd: PercentileTriple
  readonly maxDrawdown: PercentileTriple
  readonly fxContributionRealUsd: PercentileTriple
  readonly annualBalanceRealUsd: ReadonlyArray<{ readonly year: number; readonly balance: PercentileTriple }>
  readonly representativePaths: ReadonlyArray<{
    readonly annualBalanceRealUsd: ReadonlyArray<number>
    readonly fundedSpendingRatio: number
  }>
}

/** One run's arguments. */
export interface RunArgs {
  readonly set: ParameterSet
  readonly plan: Plan
  readonly seed: string
  readonly pathCount: number
  readonly horizonYears: number
}

/** A model under test. */
export interface ModelUnderTest {
  readonly name: string
  readonly summary: (args: RunArgs) => LawSummary
  readonly paths: (args: RunArgs) => PathOutputs
}

const RUNS = { numRuns: 20 }

/** Small runs: a 60/40 retiree with random spending, size, seed, paths and horizon. */
export const runArgs: fc.Arbitrary<RunArgs> = fc
  .record({
    equity: fc.integer({ min: 0, max: 100 }),
    spending: fc.integer({ min: 0, max: 120_000 }),
    size: fc.integer({ min: 0, max: 3_000_000 }),
    seed: fc.stringMatching(/^[a-zA-Z0-9._:-]{1,12}$/),
    pathCount: fc.integer({ min: 1, max: 40 }),
    horizonYears: fc.integer({ min: 1, max: 45 })
  })
  .map(({ equity, spending, size, seed, pathCount, horizonYears }) => ({
    set: syntheticSet(),
    plan: retiree({
      positions: [
        { assetFactor: "us_equity", currency: "USD", value: (size * equity) / 100, annualFee: 0.001 },
        { assetFactor: "us_bond_10y", currency: "USD", value: (size * (100 - equity)) / 100, annualFee: 0.001 }
      ],
      requiredSpending: { amount: spending, currency: "USD" }
    }),
    seed,
    pathCount,
    horizonYears
  }))

/** The numbers of a summary, without identity fields (which hash the plan). */
const statistics = (s: LawSummary): LawSummary => ({
  successProbability: s.successProbability,
  fundedSpendingRatio: s.fundedSpendingRatio,
  depletionYear: s.depletionYear,
  endBalanceRealUsd: s.endBalanceRealUsd,
  maxDrawdown: s.maxDrawdown,
  fxContributionRealUsd: s.fxContributionRealUsd,
  annualBalanceRealUsd: s.annualBalanceRealUsd,
  representativePaths: s.representativePaths
})

const ordered = (t: PercentileTriple): boolean => t.p10 <= t.p50 && t.p50 <= t.p90

/** The depletion triple as numbers, null ("never depleted") above every year. */
const neverLast = (t: DepletionTriple): PercentileTriple => ({
  p10: t.p10 ?? Number.POSITIVE_INFINITY,
  p50: t.p50 ?? Number.POSITIVE_INFINITY,
  p90: t.p90 ?? Number.POSITIVE_INFINITY
})

/** p10 <= p50 <= p90 for every triple and every year. */
export const percentilesOrdered = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const s = m.summary(a)
      for (const t of [
        s.fundedSpendingRatio,
        neverLast(s.depletionYear),
        s.endBalanceRealUsd,
        s.maxDrawdown,
        s.fxContributionRealUsd
      ])
        expect(ordered(t)).toBe(true)
      for (const y of s.annualBalanceRealUsd) expect(ordered(y.balance)).toBe(true)
    }),
    RUNS
  )

/** Success probability does not rise when required spending rises. */
export const monotoneInSpending = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, fc.integer({ min: 1, max: 50_000 }), (a, more) => {
      const lower = m.summary(a).successProbability
      const higher = m.summary({
        ...a,
        plan: withSpending(a.plan, a.plan.requiredSpending.amount + more)
      }).successProbability
      expect(higher).toBeLessThanOrEqual(lower)
    }),
    RUNS
  )

/** Success probability does not rise when the portfolio shrinks. */
export const monotoneInPortfolio = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, fc.double({ min: 0, max: 1, noNaN: true }), (a, factor) => {
      const full = m.summary(a).successProbability
      const shrunk = m.summary({ ...a, plan: scaled(a.plan, factor) }).successProbability
      expect(shrunk).toBeLessThanOrEqual(full)
    }),
    RUNS
  )

/** Zero required spending succeeds on every path, with every path fully funded. */
export const zeroSpendingSucceeds = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const s = m.summary({ ...a, plan: withSpending(a.plan, 0) })
      expect(s.successProbability).toBe(1)
      expect(s.fundedSpendingRatio).toEqual({ p10: 1, p50: 1, p90: 1 })
    }),
    RUNS
  )

/** Funded ratio in [0, 1] per path and in every triple; drawdown in [0, 1]. */
export const fundedRatioInUnitInterval = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const out = m.paths(a)
      for (let p = 0; p < a.pathCount; p++) {
        expect(out.fundedRatio[p]).toBeGreaterThanOrEqual(0)
        expect(out.fundedRatio[p]).toBeLessThanOrEqual(1)
        expect(out.maxDrawdown[p]).toBeGreaterThanOrEqual(0)
        expect(out.maxDrawdown[p]).toBeLessThanOrEqual(1)
      }
      const s = m.summary(a)
      expect(s.fundedSpendingRatio.p10).toBeGreaterThanOrEqual(0)
      expect(s.fundedSpendingRatio.p90).toBeLessThanOrEqual(1)
    }),
    RUNS
  )

/** Annual arrays hold horizonYears + 1 entries (years 0..H); depletion years lie in 1..H+1. */
export const lengthsFollowHorizon = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const s = m.summary(a)
      expect(s.annualBalanceRealUsd.map((y) => y.year)).toEqual(Array.from({ length: a.horizonYears + 1 }, (_, t) => t))
      expect(s.representativePaths).toHaveLength(3)
      for (const r of s.representativePaths) expect(r.annualBalanceRealUsd).toHaveLength(a.horizonYears + 1)
      // a depletion percentile is a year of the horizon, or null: never depleted (as in representativePaths)
      for (const d of [s.depletionYear.p10, s.depletionYear.p50, s.depletionYear.p90])
        if (d !== null) {
          expect(d).toBeGreaterThanOrEqual(1)
          expect(d).toBeLessThanOrEqual(a.horizonYears)
        }
    }),
    RUNS
  )

/** Path i is the same whatever the path count: the first k paths of a run of N equal a run of k. */
export const pathPrefixStable = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, fc.integer({ min: 1, max: 40 }), (a, extra) => {
      const small = m.paths(a)
      const big = m.paths({ ...a, pathCount: a.pathCount + extra })
      const H = a.horizonYears
      for (let p = 0; p < a.pathCount; p++) {
        expect(big.endReal[p]).toBe(small.endReal[p])
        expect(big.depletionYear[p]).toBe(small.depletionYear[p])
        expect(big.fundedRatio[p]).toBe(small.fundedRatio[p])
        for (let t = 0; t <= H; t++)
          expect(big.balanceReal[t * big.pathCount + p]).toBe(small.balanceReal[t * a.pathCount + p])
      }
    }),
    RUNS
  )

/** Identical inputs give identical results; another seed gives other results (given any risk). */
export const deterministicForSeed = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const args = { ...a, pathCount: a.pathCount + 5, horizonYears: a.horizonYears + 5, plan: scaled(a.plan, 1) }
      const withRisk = { ...args, plan: retiree() }
      expect(JSON.stringify(m.summary(args))).toBe(JSON.stringify(m.summary(args)))
      const other = JSON.stringify(statistics(m.summary({ ...withRisk, seed: `${a.seed}x` })))
      expect(JSON.stringify(statistics(m.summary(withRisk)))).not.toBe(other)
    }),
    RUNS
  )

/** With FX returns of 0, spot 1 and shared inflation, a plan in EUR reproduces the same plan in USD. */
export const flatFxReproducesSingleCurrency = (m: ModelUnderTest): void =>
  fc.assert(
    fc.property(runArgs, (a) => {
      const set = flatFxSet()
      const usd = statistics(m.summary({ ...a, set, plan: inCurrency(a.plan, "USD") }))
      const eur = statistics(m.summary({ ...a, set, plan: inCurrency(a.plan, "EUR") }))
      expect(eur).toEqual(usd)
    }),
    RUNS
  )

/** Every law, for `describe` tables. */
export const ALL_LAWS = {
  percentilesOrdered,
  monotoneInSpending,
  monotoneInPortfolio,
  zeroSpendingSucceeds,
  fundedRatioInUnitInterval,
  lengthsFollowHorizon,
  pathPrefixStable,
  deterministicForSeed,
  flatFxReproducesSingleCurrency
} as const
