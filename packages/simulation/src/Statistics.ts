/**
 * Percentiles and the summary statistics of a run. Each statistic is defined once, here.
 *
 * Percentile method: linear interpolation between order statistics, Hyndman-Fan type 7 (the default of
 * R, NumPy and Excel PERCENTILE.INC): with x_(0) <= ... <= x_(n-1) and h = (n - 1) p,
 * Q(p) = x_(floor h) + (h - floor h) (x_(floor h + 1) - x_(floor h)).
 * Order statistics are exact: found by bucketing then selection (see percentileTriple); they do not
 * depend on the algorithm, so results are deterministic.
 */

/** p10, p50 and p90 of a sample. */
export interface PercentileTriple {
  readonly p10: number
  readonly p50: number
  readonly p90: number
}

/**
 * Rearranges a[lo..hi] so that a[k] is the k-th smallest and a[lo..k-1] <= a[k] <= a[k+1..hi]
 * (Wirth's selection with Hoare partitioning and a median-of-three pivot value; scans stop on keys
 * equal to the pivot, so runs of equal values, such as depleted paths at 0, stay linear).
 */
const select = (a: Float64Array, lo: number, hi: number, k: number): void => {
  let l = lo
  let r = hi
  while (l < r) {
    const x0 = a[l] as number
    const y0 = a[(l + r) >>> 1] as number
    const z0 = a[r] as number
    const x = x0 < y0 ? (y0 < z0 ? y0 : Math.max(x0, z0)) : x0 < z0 ? x0 : Math.max(y0, z0)
    let i = l
    let j = r
    do {
      while ((a[i] as number) < x) i++
      while (x < (a[j] as number)) j--
      if (i <= j) {
        const t = a[i] as number
        a[i] = a[j] as number
        a[j] = t
        i++
        j--
      }
    } while (i <= j)
    if (j < k) l = i
    if (k < i) r = j
  }
}

/** Minimum of a[lo..hi]. */
const minOf = (a: Float64Array, lo: number, hi: number): number => {
  let m = a[lo] as number
  for (let i = lo + 1; i <= hi; i++) if ((a[i] as number) < m) m = a[i] as number
  return m
}

/** Type-7 quantile of the first n entries of `a` (which is reordered) at probability p in [0, 1]. */
const quantileInPlace = (a: Float64Array, n: number, p: number, lo: number, hi: number): number => {
  const h = (n - 1) * p
  const k = Math.floor(h)
  select(a, lo, hi, k)
  const xk = a[k] as number
  if (k + 1 >= n || h === k) return xk
  return xk + (h - k) * (minOf(a, k + 1, n - 1) - xk)
}

/** Reusable buffers for `percentileTriple` on up to `capacity` values. */
export interface QuantileScratch {
  readonly values: Float64Array
  readonly bucketOf: Uint8Array
  readonly counts: Int32Array
  readonly regionStart: Int32Array
  readonly bucketFirstRank: Int32Array
  readonly fill: Int32Array
  readonly ranks: Int32Array
  /** The bucket holding each needed rank. */
  readonly rankBucket: Int32Array
  /** The order statistics found by the last call ([0] of `found` is 1 when they are set, see lastOrderStatistics). */
  readonly orderStatistics: Float64Array
  readonly found: Int32Array
}

// 256 buckets: a bucket index fits a byte, and on skewed balances the bucket holding a quantile
// usually keeps a few percent of the values.
const BUCKETS = 256
// Below this many values, selection on a full copy is as fast as bucketing.
const DIRECT_BELOW = 32
// Up to this many values (the API's 2000 paths), the bucketing pass writes each value into its bucket's
// region of one shared buffer (BUCKETS x n doubles, 4 MiB at most, kept for the isolate's next calls)
// instead of counting them and gathering the needed buckets in a second pass: about half the time per
// 2000-value column. Larger samples (audits) gather. A module-level buffer is safe: an isolate runs
// one call at a time and no call re-enters another.
const SCATTER_MAX = 2048
let scatterBuffer = new Float64Array(0)

/** The shared scatter buffer, grown to hold BUCKETS regions of n values. */
const scatterRegion = (n: number): Float64Array => {
  if (scatterBuffer.length < BUCKETS * n) scatterBuffer = new Float64Array(BUCKETS * n)
  return scatterBuffer
}

/** Allocates scratch for samples of up to `capacity` values. */
export const quantileScratch = (capacity: number): QuantileScratch => ({
  values: new Float64Array(capacity),
  bucketOf: new Uint8Array(capacity),
  // two histograms (even and odd values) merged after the pass, so neighbouring values in the same
  // bucket do not wait on each other's count
  counts: new Int32Array(2 * BUCKETS),
  regionStart: new Int32Array(BUCKETS),
  bucketFirstRank: new Int32Array(BUCKETS),
  fill: new Int32Array(BUCKETS),
  ranks: new Int32Array(6),
  rankBucket: new Int32Array(6),
  orderStatistics: new Float64Array(6),
  found: new Int32Array(1)
})

const direct = (values: Float64Array, n: number, a: Float64Array): PercentileTriple => {
  a.set(values.subarray(0, n))
  const k50 = Math.floor((n - 1) * 0.5)
  const p50 = quantileInPlace(a, n, 0.5, 0, n - 1)
  // after selecting k50, entries below it are <= and above it are >=: narrow the later selections
  const p10 = quantileInPlace(a, n, 0.1, 0, k50)
  const p90 = quantileInPlace(a, n, 0.9, Math.min(k50, n - 1), n - 1)
  return { p10, p50, p90 }
}

/** The `rank`-th smallest (0-based, 0 <= rank < n) of the first n entries of `values` (not modified). */
export const orderStatistic = (values: Float64Array, n: number, rank: number, scratch: QuantileScratch): number => {
  const a = scratch.values
  a.set(values.subarray(0, n))
  select(a, 0, n - 1, rank)
  return a[rank] as number
}

/**
 * The order statistics the last `percentileTriple` on `scratch` found, when it found them by bucketing
 * (else undefined): for p = 0.1, 0.5, 0.9 (j = 0, 1, 2), x_(floor h) at [2j] and x_(floor h + 1) at
 * [2j + 1] (x_(floor h) again when h is whole), h = (n - 1) p. A copy: the next call reuses the scratch.
 */
export const lastOrderStatistics = (scratch: QuantileScratch): Float64Array | undefined =>
  scratch.found[0] === 1 ? scratch.orderStatistics.slice() : undefined

/**
 * p10/p50/p90 (type 7) of n whole numbers given by their counts (counts[y] of them equal y, summing to
 * n >= 1): the order statistics read off the cumulative counts, the same values as `percentileTriple`
 * on the numbers themselves and the same interpolation, so the same result bit for bit.
 */
export const percentileTripleOfCounts = (counts: Int32Array, n: number): PercentileTriple => ({
  p10: quantileOfCounts(counts, n, 0.1),
  p50: quantileOfCounts(counts, n, 0.5),
  p90: quantileOfCounts(counts, n, 0.9)
})

const quantileOfCounts = (counts: Int32Array, n: number, p: number): number => {
  const h = (n - 1) * p
  const k = Math.floor(h)
  const xk = rankOfCounts(counts, k)
  if (k + 1 >= n || h === k) return xk
  return xk + (h - k) * (rankOfCounts(counts, k + 1) - xk)
}

/** The `rank`-th smallest (0-based) of the numbers counted in `counts`. */
const rankOfCounts = (counts: Int32Array, rank: number): number => {
  let below = 0
  for (let y = 0; y < counts.length; y++) {
    below += counts[y] as number
    if (rank < below) return y
  }
  return counts.length - 1
}

const PROBABILITIES = [0.1, 0.5, 0.9] as const

/**
 * p10/p50/p90 (type 7) of the first `n` (>= 1) entries of `values`, which is not modified.
 *
 * Exact order statistics by bucketing: values are mapped to 256 equal-width buckets over [min, max]
 * by floor((v - min) * 256 / (max - min)), a monotone map (floating-point subtraction and
 * multiplication by a positive number never reverse an order), so every value of a bucket is <= every
 * value of the next. The buckets holding the needed ranks are gathered and selected within. The
 * result equals selection on the whole sample, whatever the distribution. `rangeHint` replaces
 * [min, max] (values outside it clamp into the first or last bucket, which keeps the map monotone):
 * it changes the speed, never the result.
 */
export const percentileTriple = (
  values: Float64Array,
  n: number,
  scratch: QuantileScratch,
  rangeHint?: { readonly lo: number; readonly hi: number }
): PercentileTriple => bucketedTriple(values, n, scratch, rangeHint, n <= SCATTER_MAX)

/**
 * `percentileTriple` with the needed buckets always gathered in a second pass (the way samples above
 * 2048 values go): the reference the one-pass scatter must equal bit for bit (test/Statistics.test.ts).
 */
export const percentileTripleGathered = (
  values: Float64Array,
  n: number,
  scratch: QuantileScratch,
  rangeHint?: { readonly lo: number; readonly hi: number }
): PercentileTriple => bucketedTriple(values, n, scratch, rangeHint, false)

const bucketedTriple = (
  values: Float64Array,
  n: number,
  scratch: QuantileScratch,
  rangeHint: { readonly lo: number; readonly hi: number } | undefined,
  scatter: boolean
): PercentileTriple => {
  scratch.found[0] = 0
  if (n < DIRECT_BELOW) return direct(values, n, scratch.values)
  let min: number
  let max: number
  if (rangeHint !== undefined && rangeHint.hi > rangeHint.lo) {
    // a hint only saves the min/max pass: values outside it clamp to the end buckets, still monotone
    min = rangeHint.lo
    max = rangeHint.hi
  } else {
    min = values[0] as number
    max = min
    for (let i = 1; i < n; i++) {
      const v = values[i] as number
      if (v < min) min = v
      else if (v > max) max = v
    }
    if (min === max) {
      scratch.orderStatistics.fill(min)
      scratch.found[0] = 1
      return { p10: min, p50: min, p90: min }
    }
  }
  const scale = BUCKETS / (max - min)
  if (!Number.isFinite(scale)) return direct(values, n, scratch.values)
  const { bucketOf, counts, values: gather, regionStart, bucketFirstRank, fill, ranks, rankBucket } = scratch
  // ranks needed: floor(h) and floor(h) + 1 for each probability
  for (let j = 0; j < 3; j++) {
    const k = Math.floor((n - 1) * (PROBABILITIES[j] as number))
    ranks[2 * j] = k
    ranks[2 * j + 1] = Math.min(k + 1, n - 1)
  }
  const region = scatter ? scatterRegion(n) : undefined
  if (region !== undefined) {
    // one pass: each value straight into its bucket's region (bucket b's at [b * n, b * n + n)), in
    // input order, as the gather below would place the needed buckets' values: the same selections
    // on the same arrays, so the same result bit for bit, without a second pass over the sample
    counts.fill(0, 0, BUCKETS)
    for (let i = 0; i < n; i++) {
      const v = values[i] as number
      const x = (v - min) * scale
      const b = x >= 0 ? (x < BUCKETS ? x | 0 : BUCKETS - 1) : 0
      const k = counts[b] as number
      region[b * n + k] = v
      counts[b] = k + 1
    }
  } else {
    counts.fill(0)
    // the bucket of v: floor((v - min) * scale) clamped to [0, BUCKETS - 1] (NaN to 0)
    let i = 0
    for (; i + 1 < n; i += 2) {
      let b = ((values[i] as number) - min) * scale
      b = b >= 0 ? (b < BUCKETS ? b | 0 : BUCKETS - 1) : 0
      let c = ((values[i + 1] as number) - min) * scale
      c = c >= 0 ? (c < BUCKETS ? c | 0 : BUCKETS - 1) : 0
      bucketOf[i] = b
      bucketOf[i + 1] = c
      counts[b] = (counts[b] as number) + 1
      counts[BUCKETS + c] = (counts[BUCKETS + c] as number) + 1
    }
    if (i < n) {
      let b = ((values[i] as number) - min) * scale
      b = b >= 0 ? (b < BUCKETS ? b | 0 : BUCKETS - 1) : 0
      bucketOf[i] = b
      counts[b] = (counts[b] as number) + 1
    }
    for (let b = 0; b < BUCKETS; b++) counts[b] = (counts[b] as number) + (counts[BUCKETS + b] as number)
  }
  // bucket and first rank of each needed bucket; its region: bucket b's own (scattered), or the
  // needed buckets' regions one after another in bucket order (gathered below)
  regionStart.fill(-1)
  let cum = 0
  let offset = 0
  let r = 0
  for (let b = 0; b < BUCKETS && r < 6; b++) {
    const c = counts[b] as number
    let needed = false
    while (r < 6 && (ranks[r] as number) < cum + c) {
      needed = true
      rankBucket[r] = b
      r++
    }
    if (needed) {
      regionStart[b] = region === undefined ? offset : b * n
      bucketFirstRank[b] = cum
      offset += c
    }
    cum += c
  }
  if (region === undefined) {
    fill.fill(0)
    for (let i = 0; i < n; i++) {
      const b = bucketOf[i] as number
      const start = regionStart[b] as number
      if (start >= 0) {
        gather[start + (fill[b] as number)] = values[i] as number
        fill[b] = (fill[b] as number) + 1
      }
    }
  }
  const within = region ?? gather
  const p10 = interpolated(scratch, within, n, 0)
  const p50 = interpolated(scratch, within, n, 1)
  const p90 = interpolated(scratch, within, n, 2)
  scratch.found[0] = 1
  return { p10, p50, p90 }
}

/**
 * The type-7 quantile of probability j from the buckets in `gather` (the needed ones gathered, or every
 * bucket's region when scattered): x_(k), then x_(k + 1) when it
 * interpolates, each the order statistic selected within its bucket (the smallest above x_(k) when
 * both share one: after selecting k, the entries after it are >= it).
 */
const interpolated = (scratch: QuantileScratch, gather: Float64Array, n: number, j: number): number => {
  const { counts, regionStart, bucketFirstRank, ranks, rankBucket } = scratch
  const h = (n - 1) * (PROBABILITIES[j] as number)
  const k = Math.floor(h)
  const b = rankBucket[2 * j] as number
  const start = regionStart[b] as number
  const end = start + (counts[b] as number) - 1
  const at = start + (ranks[2 * j] as number) - (bucketFirstRank[b] as number)
  select(gather, start, end, at)
  const xk = gather[at] as number
  scratch.orderStatistics[2 * j] = xk
  scratch.orderStatistics[2 * j + 1] = xk
  if (k + 1 >= n || h === k) return xk
  const b1 = rankBucket[2 * j + 1] as number
  let xk1: number
  if (b1 === b) xk1 = minOf(gather, at + 1, end)
  else {
    const start1 = regionStart[b1] as number
    const at1 = start1 + (ranks[2 * j + 1] as number) - (bucketFirstRank[b1] as number)
    select(gather, start1, start1 + (counts[b1] as number) - 1, at1)
    xk1 = gather[at1] as number
  }
  scratch.orderStatistics[2 * j + 1] = xk1
  return xk + (h - k) * (xk1 - xk)
}

/**
 * The window of `min(5, H)` consecutive years in which the mean real portfolio return of surviving
 * paths exceeds that of depleted paths by the most (summed over the window; earliest wins ties):
 * where the order of returns decided failure. Years 1..min(5, H) when no path or every path depletes.
 */
export const sequenceRiskWindow = (
  sumAll: Float64Array,
  sumDepleted: Float64Array,
  depletionYear: Int32Array,
  n: number,
  H: number
): { readonly startYear: number; readonly endYear: number } => {
  const w = Math.min(5, H)
  let failed = 0
  for (let p = 0; p < n; p++) if ((depletionYear[p] as number) > 0) failed++
  if (failed === 0 || failed === n) return { startYear: 1, endYear: w }
  const diff = new Float64Array(H)
  for (let t = 0; t < H; t++)
    diff[t] = ((sumAll[t] as number) - (sumDepleted[t] as number)) / (n - failed) - (sumDepleted[t] as number) / failed
  let best = Number.NEGATIVE_INFINITY
  let bestStart = 0
  for (let s = 0; s + w <= H; s++) {
    let sum = 0
    for (let t = s; t < s + w; t++) sum += diff[t] as number
    if (sum > best) {
      best = sum
      bestStart = s
    }
  }
  return { startYear: bestStart + 1, endYear: bestStart + w }
}

/** Share of depleted paths that deplete in the first half of the horizon (year <= ceil(H / 2)); 0 if none deplete. */
export const earlyDepletionShare = (depletionYear: Int32Array, n: number, H: number): number => {
  const half = Math.ceil(H / 2)
  let failed = 0
  let early = 0
  for (let p = 0; p < n; p++) {
    const d = depletionYear[p] as number
    if (d > 0) {
      failed++
      if (d <= half) early++
    }
  }
  return failed === 0 ? 0 : early / failed
}
