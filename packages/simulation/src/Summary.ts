/**
 * Turns per-path outputs into the statistics of spec 4.6. Definitions (also in the README):
 * - successProbability: share of paths whose required net spending is funded in every year.
 * - fundedSpendingRatio (per path): real required spending funded / real required spending, in [0, 1]
 *   (1 when nothing is required).
 * - depletionYear (per path): first year required spending is not fully funded, null when never (within
 *   the horizon). The triple has the same meaning: a percentile is null when it reaches a path that never
 *   depletes (its order statistic, or the next one it interpolates towards), else the type-7 percentile
 *   of the depletion years. Results from before this rule (a triple with horizonYears + 1 for "never",
 *   interpolated towards it) stay reproducible with `legacyDepletionYear` (verify uses it).
 * - endBalanceRealUsd: balance at the end of the horizon in real USD of year 0.
 * - maxDrawdown: largest fall of the real balance from a previous peak (year 0 included), in [0, 1].
 * - taxPaidRealUsd: sum of tax on withdrawals, each deflated to year 0.
 * - fxContributionRealUsd: sum over years of the USD gain from currency moves, deflated at year end.
 * - all triples are type-7 percentiles (Statistics.ts) over paths.
 */
import type { PathOutputs } from "./Projection.js"
import type { RepresentativePath, TargetDiagnostics } from "./SimulationResult.js"
import {
  earlyDepletionShare,
  type PercentileTriple,
  lastOrderStatistics,
  orderStatistic,
  percentileTriple,
  percentileTripleOfCounts,
  type QuantileScratch,
  quantileScratch,
  sequenceRiskWindow
} from "./Statistics.js"

/** The depletion-year triple: a year (possibly fractional, interpolated), or null for "never depleted". */
export interface DepletionTriple {
  readonly p10: number | null
  readonly p50: number | null
  readonly p90: number | null
}

/** The statistics shared by the block-regime model and the legacy comparator. */
export interface RunSummary {
  readonly successProbability: number
  readonly fundedSpendingRatio: PercentileTriple
  readonly depletionYear: DepletionTriple
  readonly endBalanceRealUsd: PercentileTriple
  readonly maxDrawdown: PercentileTriple
  readonly taxPaidRealUsd: PercentileTriple
  readonly fxContributionRealUsd: PercentileTriple
  readonly annualBalanceRealUsd: ReadonlyArray<{ readonly year: number; readonly balance: PercentileTriple }>
  readonly representativePaths: ReadonlyArray<RepresentativePath>
  readonly targetDiagnostics: TargetDiagnostics
}

const REPRESENTATIVE = [
  ["p10", 0.1],
  ["p50", 0.5],
  ["p90", 0.9]
] as const

/**
 * Representative paths: paths ordered by end real balance, then funded ratio, then path index; the
 * path at rank round((n - 1) p) for p = 0.1, 0.5, 0.9.
 */
const representativePaths = (
  out: PathOutputs,
  n: number,
  scratch: QuantileScratch,
  endOrderStatistics: Float64Array | undefined
): ReadonlyArray<RepresentativePath> => {
  const H = out.horizonYears
  const end = out.endReal
  const funded = out.fundedRatio
  return REPRESENTATIVE.map(([percentile, p], j) => {
    const h = (n - 1) * p
    const rank = Math.round(h)
    // the end balance at that rank (floor(h) or floor(h) + 1, which the end balance triple found when it
    // bucketed), then the paths tied on it, ordered by funded ratio and index
    const v =
      endOrderStatistics === undefined
        ? orderStatistic(end, n, rank, scratch)
        : (endOrderStatistics[2 * j + (rank - Math.floor(h))] as number)
    let below = 0
    const ties: Array<number> = []
    for (let i = 0; i < n; i++) {
      const e = end[i] as number
      if (e < v) below++
      else if (e === v) ties.push(i)
    }
    ties.sort((a, b) => (funded[a] as number) - (funded[b] as number) || a - b)
    const pathIndex = ties[rank - below] as number
    const d = out.depletionYear[pathIndex] as number
    return {
      percentile,
      pathIndex,
      depletionYear: d === 0 ? null : d,
      fundedSpendingRatio: funded[pathIndex] as number,
      endBalanceRealUsd: end[pathIndex] as number,
      annualBalanceRealUsd: Array.from({ length: H + 1 }, (_, t) => out.balanceReal[t * n + pathIndex] as number)
    }
  })
}

/**
 * The depletion triple with null for "never": `legacy` (horizonYears + 1 for paths that never
 * deplete, interpolated towards) is the triple before that rule. Never-depleted paths hold the top
 * `survivors` ranks, so a type-7 percentile reaches one when its rank k, or k + 1 when it
 * interpolates (h > k), is at least n - survivors; otherwise it is the legacy figure, unchanged.
 */
const depletionTriple = (legacy: PercentileTriple, n: number, survivors: number): DepletionTriple => {
  const firstNever = n - survivors
  const at = (p: number, value: number): number | null => {
    const h = (n - 1) * p
    const k = Math.floor(h)
    const reaches = k >= firstNever || (h > k && k + 1 < n && k + 1 >= firstNever)
    return reaches ? null : value
  }
  return { p10: at(0.1, legacy.p10), p50: at(0.5, legacy.p50), p90: at(0.9, legacy.p90) }
}

/** Options of `summarize`. */
export interface SummaryOptions {
  /** The depletion triple as before null meant "never": horizonYears + 1 for never-depleted paths. */
  readonly legacyDepletionYear?: boolean
}

/** Computes every statistic of a run of `n` paths (n >= 1) against `target` success probability. */
export const summarize = (out: PathOutputs, n: number, target: number, options: SummaryOptions = {}): RunSummary => {
  const H = out.horizonYears
  const scratch = quantileScratch(n)
  let survivors = 0
  // depletion years 1..H, H + 1 for never, counted by year (whole numbers: no sort needed)
  const depletion = new Int32Array(H + 2)
  for (let p = 0; p < n; p++) {
    const d = out.depletionYear[p] as number
    if (d === 0) survivors++
    const year = d === 0 ? H + 1 : d
    depletion[year] = (depletion[year] as number) + 1
  }
  const annual: Array<{ year: number; balance: PercentileTriple }> = []
  for (let t = 0; t <= H; t++) {
    // balances are >= 0 and most stay below 1.5 x last year's p90 (a speed hint only, see percentileTriple)
    const previous = annual[t - 1]?.balance.p90 ?? 0
    const hint = previous > 0 ? { lo: 0, hi: 1.5 * previous } : undefined
    annual.push({ year: t, balance: percentileTriple(out.balanceReal.subarray(t * n, (t + 1) * n), n, scratch, hint) })
  }
  const successProbability = survivors / n
  const endBalance = percentileTriple(out.endReal, n, scratch)
  const endOrderStatistics = lastOrderStatistics(scratch)
  return {
    successProbability,
    fundedSpendingRatio: percentileTriple(out.fundedRatio, n, scratch),
    depletionYear:
      options.legacyDepletionYear === true
        ? percentileTripleOfCounts(depletion, n)
        : depletionTriple(percentileTripleOfCounts(depletion, n), n, survivors),
    endBalanceRealUsd: endBalance,
    maxDrawdown: percentileTriple(out.maxDrawdown, n, scratch),
    taxPaidRealUsd: percentileTriple(out.taxReal, n, scratch),
    fxContributionRealUsd: percentileTriple(out.fxReal, n, scratch),
    annualBalanceRealUsd: annual,
    representativePaths: representativePaths(out, n, scratch, endOrderStatistics),
    targetDiagnostics: {
      targetSuccessProbability: target,
      targetMet: successProbability >= target,
      survivalCount: survivors,
      modeledPathCount: n,
      earlyDepletionShare: earlyDepletionShare(out.depletionYear, n, H),
      sequenceRiskWindow: sequenceRiskWindow(out.realReturnSumAll, out.realReturnSumDepleted, out.depletionYear, n, H)
    }
  }
}

/** What a spending strategy spent per path: real net spending per retirement year, mean and lowest. */
export interface SpendingSummary {
  readonly meanPerYear: PercentileTriple
  readonly lowestYear: PercentileTriple
}

/**
 * spendingRealUsd (spending strategies only): over paths, the type-7 percentiles of each path's mean
 * real net spending per retirement year and of its lowest year (withdrawals net of tax plus income spent).
 */
export const summarizeSpending = (out: PathOutputs, n: number): SpendingSummary => {
  const scratch = quantileScratch(n)
  return {
    meanPerYear: percentileTriple(out.spendMeanReal, n, scratch),
    lowestYear: percentileTriple(out.spendLowestReal, n, scratch)
  }
}

/**
 * fiYear (saving phase only): over paths, the type-7 percentiles of the first year t in 0..H whose end
 * real balance (in USD of year 0) reaches the FI number; paths that never reach it count as H + 1.
 */
export const summarizeFiYear = (out: PathOutputs, n: number): PercentileTriple => {
  const H = out.horizonYears
  // years 0..H, H + 1 for never, counted by year (whole numbers: no sort needed)
  const years = new Int32Array(H + 2)
  for (let p = 0; p < n; p++) {
    const y = out.fiYear[p] as number
    const year = y < 0 ? H + 1 : y
    years[year] = (years[year] as number) + 1
  }
  return percentileTripleOfCounts(years, n)
}
