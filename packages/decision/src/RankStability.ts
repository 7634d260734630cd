import type { City } from "@fire/domain/City"
import {
  deriveStream,
  type ParameterSet as EngineParameterSet,
  type Mulberry32,
  nextUnit,
  type Plan,
  type SimulationInput,
  type SimulationOutcome,
  simulate
} from "@fire/simulation"
import { convertAmount } from "./Destinations.js"
import type { RevisionContent } from "./Revision.js"

/**
 * Rank stability of candidate destinations (Pro): how firmly a plan's ranking of 2-10 cities
 * holds under seeded perturbations. Pure and deterministic for a seed; every random draw comes
 * from the engine's `mulberry32-derived-streams/1` (DESIGN.md: one generator family).
 *
 * Metric: the success probability of the plan at the destination, its required spending scaled
 * by the city's (perturbed) annual cost of living relative to the candidates' mean; ties broken
 * by the monthly surplus (required plus discretionary spending less the perturbed cost, in the
 * spending currency), then by slug. Perturbation k draws, per city, a cost-of-living factor and,
 * per local currency other than the spending currency, an FX factor (each lognormal with mean 1
 * and sigma {@link COST_SIGMA} / {@link FX_SIGMA}), and runs the engine on the market paths of
 * seed `<seed>.k<k>` (common to all cities of that perturbation).
 */

/** Sigma of the lognormal cost-of-living factor. */
export const COST_SIGMA = 0.1
/** Sigma of the lognormal FX factor on a city's local currency. */
export const FX_SIGMA = 0.1
/** Engine paths per city and perturbation. */
export const PATHS_PER_RUN = 100

/** What a rank-stability run takes. */
export interface RankStabilityInput {
  readonly content: RevisionContent
  /** The approved engine parameter set (selected by the caller). */
  readonly parameterSet: EngineParameterSet
  /** 2-10 distinct candidate cities, in the caller's order. */
  readonly cities: ReadonlyArray<City>
  /** 1-100 characters of [a-zA-Z0-9._:-]. */
  readonly seed: string
  /** Number of perturbations, 10-200. */
  readonly perturbations: number
  /** Years, 1-60. */
  readonly horizonYears: number
  /** Engine paths per city and perturbation; default {@link PATHS_PER_RUN}. */
  readonly pathsPerRun?: number
}

/** Per-city figures of a run. */
export interface CityStability {
  readonly city: string
  /** `rankDistribution[r]` is the probability of rank r + 1; sums to 1. */
  readonly rankDistribution: ReadonlyArray<number>
  readonly probabilityFirst: number
  /** Mean rank, 1..n. */
  readonly expectedRank: number
  readonly meanSuccessProbability: number
  /** Mean monthly surplus, in `spendingCurrency`. */
  readonly meanMonthlySurplus: number
}

export type Verdict = "stable" | "moderately_stable" | "unstable"

/** The result of a run. */
export interface RankStability {
  readonly metric: {
    readonly primary: "success_probability"
    readonly tieBreak: "monthly_surplus"
    readonly description: string
  }
  readonly seed: string
  readonly perturbations: number
  readonly pathsPerRun: number
  readonly horizonYears: number
  readonly parameterSetId: string
  readonly spendingCurrency: string
  readonly cities: ReadonlyArray<CityStability>
  /** P(rank of `city` < rank of `over`), for every ordered pair. */
  readonly pairwise: ReadonlyArray<{ readonly city: string; readonly over: string; readonly probability: number }>
  /** Kendall's coefficient of concordance of the perturbations' rankings, 0..1. */
  readonly kendallW: number
  readonly verdict: { readonly code: Verdict; readonly leader: string; readonly text: string }
}

/** Why a run could not be made. */
export interface RankStabilityError {
  readonly _tag: "RankStabilityError"
  readonly message: string
}

/** A standard normal draw (Box-Muller) from two outputs of `g`. */
const normal = (g: Mulberry32): number => {
  const u1 = nextUnit(g)
  const u2 = nextUnit(g)
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2)
}

/** A lognormal factor with mean 1 and log-sigma `sigma`. */
const lognormal = (g: Mulberry32, sigma: number): number => Math.exp(sigma * normal(g) - (sigma * sigma) / 2)

/**
 * Kendall's W of `rankings` (each a permutation's ranks 1..n of the same n items; m >= 1 rankings,
 * n >= 2): 12 S / (m^2 (n^3 - n)), S the squared deviations of the rank sums from their mean. In [0, 1].
 */
export const kendallW = (rankings: ReadonlyArray<ReadonlyArray<number>>): number => {
  const m = rankings.length
  const n = rankings[0]?.length ?? 0
  if (m === 0 || n < 2) return 1
  const mean = (m * (n + 1)) / 2
  let s = 0
  for (let i = 0; i < n; i++) {
    const sum = rankings.reduce((acc, r) => acc + (r[i] as number), 0)
    s += (sum - mean) ** 2
  }
  return Math.min(1, Math.max(0, (12 * s) / (m * m * (n ** 3 - n))))
}

/** stable: W >= 0.7 and the leader first in >= 75%; unstable: W < 0.4 or the leader first in < 40%. */
export const verdictOf = (w: number, leaderFirst: number): Verdict =>
  w >= 0.7 && leaderFirst >= 0.75 ? "stable" : w < 0.4 || leaderFirst < 0.4 ? "unstable" : "moderately_stable"

const planFor = (content: RevisionContent, slug: string, required: number): Plan => ({
  schemaVersion: "plan/1",
  id: `rank-${slug}`,
  positions: content.positions.map((p) => ({ ...p })),
  requiredSpending: { amount: required, currency: content.requiredNetSpending.currency },
  discretionarySpending: { ...content.discretionarySpending },
  incomeStreams: content.incomeStreams.map((s) => ({ ...s })),
  rebalancing: "annual"
})

const pct = (x: number) => `${Math.round(x * 100)}%`

/** One engine run of a rank-stability job: perturbation `k`, city index `i`, the engine input and the monthly surplus. */
export interface RankRun {
  readonly k: number
  readonly i: number
  readonly engineInput: SimulationInput
  /** Required plus discretionary spending less the perturbed cost, per month, in the spending currency. */
  readonly surplus: number
}

const fail = (message: string): RankStabilityError => ({ _tag: "RankStabilityError", message })

/**
 * The engine runs of a job, perturbation by perturbation and city by city (k-major): the draws of
 * the cost-of-living and FX factors happen here, so the runs can execute anywhere (a worker pool)
 * and in any order.
 */
export const rankStabilityRuns = (input: RankStabilityInput): ReadonlyArray<RankRun> | RankStabilityError => {
  const { content, cities } = input
  const n = cities.length
  const currency = content.requiredNetSpending.currency
  const paths = input.pathsPerRun ?? PATHS_PER_RUN
  const budget =
    content.requiredNetSpending.amount +
    (convertAmount(content.discretionarySpending.amount, content.discretionarySpending.currency, currency) ??
      Number.NaN)
  const baseCost = cities.map((c) => convertAmount(c.costOfLiving.monthlyTotal * 12, "EUR", currency))
  if (!Number.isFinite(budget) || baseCost.some((c) => c === undefined))
    return fail(`The FX table cannot convert the cities' costs into ${currency}`)
  const reference = (baseCost as Array<number>).reduce((a, b) => a + b, 0) / n
  const runs: Array<RankRun> = []
  for (let k = 0; k < input.perturbations; k++) {
    for (let i = 0; i < n; i++) {
      const city = cities[i] as City
      const cost = (baseCost[i] as number) * lognormal(deriveStream(input.seed, `rank-col:${city.id}`, k), COST_SIGMA)
      const fx =
        city.currency === currency ? 1 : lognormal(deriveStream(input.seed, `rank-fx:${city.currency}`, k), FX_SIGMA)
      const annualCost = cost * fx
      runs.push({
        k,
        i,
        surplus: (budget - annualCost) / 12,
        engineInput: {
          parameterSet: input.parameterSet,
          plan: planFor(content, city.id, (content.requiredNetSpending.amount * annualCost) / reference),
          seed: `${input.seed}.k${k}`,
          pathCount: paths,
          horizonYears: input.horizonYears,
          stressScenarioId: "baseline",
          targetSuccessProbability: 0.9
        }
      })
    }
  }
  return runs
}

/** Runs the perturbations in line and summarises the rankings. Deterministic for equal inputs. */
export const rankStability = (input: RankStabilityInput): RankStability | RankStabilityError => {
  const runs = rankStabilityRuns(input)
  if ("_tag" in runs) return runs
  return summarizeRankStability(
    input,
    runs,
    runs.map((r) => simulate(r.engineInput))
  )
}

/**
 * Ranks each perturbation's cities and summarises: `outcomes[j]` is the engine's answer to
 * `runs[j]`. An engine refusal anywhere fails the whole job (no partial ranking).
 */
export const summarizeRankStability = (
  input: RankStabilityInput,
  runs: ReadonlyArray<RankRun>,
  outcomes: ReadonlyArray<SimulationOutcome>
): RankStability | RankStabilityError => {
  const { cities } = input
  const n = cities.length
  const paths = input.pathsPerRun ?? PATHS_PER_RUN
  const currency = input.content.requiredNetSpending.currency
  const rankCounts = cities.map(() => new Array<number>(n).fill(0))
  const beats = cities.map(() => new Array<number>(n).fill(0))
  const successSum = new Array<number>(n).fill(0)
  const surplusSum = new Array<number>(n).fill(0)
  const rankings: Array<Array<number>> = []
  for (let k = 0; k < input.perturbations; k++) {
    const scored: Array<{ i: number; success: number; surplus: number }> = []
    for (let i = 0; i < n; i++) {
      const j = k * n + i
      const run = runs[j]
      const outcome = outcomes[j]
      if (run === undefined || outcome === undefined) return fail("A perturbation run is missing")
      if (!outcome.ok) return fail(`The engine refused the run: ${outcome.error.issues.map((x) => x.path).join(", ")}`)
      scored.push({ i, success: outcome.value.successProbability, surplus: run.surplus })
    }
    scored.sort(
      (a, b) =>
        b.success - a.success || b.surplus - a.surplus || ((cities[a.i] as City).id < (cities[b.i] as City).id ? -1 : 1)
    )
    const ranks = new Array<number>(n).fill(0)
    scored.forEach((s, position) => {
      ranks[s.i] = position + 1
      ;(rankCounts[s.i] as Array<number>)[position]! += 1
      successSum[s.i]! += s.success
      surplusSum[s.i]! += s.surplus
    })
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (ranks[a]! < ranks[b]!) beats[a]![b]! += 1
    rankings.push(ranks)
  }
  const K = input.perturbations
  const perCity: Array<CityStability> = cities.map((c, i) => {
    const dist = (rankCounts[i] as Array<number>).map((count) => count / K)
    return {
      city: c.id,
      rankDistribution: dist,
      probabilityFirst: dist[0] as number,
      expectedRank: dist.reduce((acc, p, r) => acc + p * (r + 1), 0),
      meanSuccessProbability: (successSum[i] as number) / K,
      meanMonthlySurplus: Math.round(((surplusSum[i] as number) / K) * 100) / 100
    }
  })
  const w = kendallW(rankings)
  const leader = [...perCity].sort(
    (a, b) => b.probabilityFirst - a.probabilityFirst || a.expectedRank - b.expectedRank
  )[0]!
  const code = verdictOf(w, leader.probabilityFirst)
  const text =
    code === "stable"
      ? `${leader.city} ranks first in ${pct(leader.probabilityFirst)} of perturbations; the ranking is stable (W = ${w.toFixed(2)}).`
      : code === "moderately_stable"
        ? `${leader.city} leads in ${pct(leader.probabilityFirst)} of perturbations; the ranking is only moderately stable (W = ${w.toFixed(2)}).`
        : `No city leads reliably (${leader.city} first in ${pct(leader.probabilityFirst)}); the ranking is unstable (W = ${w.toFixed(2)}).`
  return {
    metric: {
      primary: "success_probability",
      tieBreak: "monthly_surplus",
      description:
        "Success probability of the plan at the destination, required spending scaled by its perturbed cost of living " +
        "relative to the candidates' mean; ties by monthly surplus, then slug"
    },
    seed: input.seed,
    perturbations: K,
    pathsPerRun: paths,
    horizonYears: input.horizonYears,
    parameterSetId: input.parameterSet.id,
    spendingCurrency: currency,
    cities: perCity,
    pairwise: cities.flatMap((a, i) =>
      cities.flatMap((b, j) => (i === j ? [] : [{ city: a.id, over: b.id, probability: (beats[i]![j] as number) / K }]))
    ),
    kendallW: w,
    verdict: { code, leader: leader.city, text }
  }
}
