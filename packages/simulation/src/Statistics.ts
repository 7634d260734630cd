/**
 * Percentiles and the summary statistics of a run. Each statistic is defined once, here.
 *
 * Percentile method: linear interpolation between order statistics, Hyndman-Fan type 7 (the default of
 * R, NumPy and Excel PERCENTILE.INC): with x_(0) <= ... <= x_(n-1) and h = (n - 1) p,
 * Q(p) = x_(floor h) + (h - floor h) (x_(floor h + 1) - x_(floor h)).
 * Order statistics are found by selection (quickselect, median-of-three) on a reused scratch buffer;
 * the values do not depend on the selection order, so results are deterministic.
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

/**
 * p10/p50/p90 (type 7) of `values` (n >= 1 entries), computed on `scratch` (length >= n), which is
 * overwritten; `values` is not modified.
 */
export const percentileTriple = (values: Float64Array, n: number, scratch: Float64Array): PercentileTriple => {
  scratch.set(values.subarray(0, n))
  const k50 = Math.floor((n - 1) * 0.5)
  const p50 = quantileInPlace(scratch, n, 0.5, 0, n - 1)
  // after selecting k50, entries below it are <= and above it are >=: narrow the later selections
  const p10 = quantileInPlace(scratch, n, 0.1, 0, k50)
  const p90 = quantileInPlace(scratch, n, 0.9, Math.min(k50, n - 1), n - 1)
  return { p10, p50, p90 }
}

/**
 * The window of `min(5, H)` consecutive years in which the mean real portfolio return of surviving
 * paths exceeds that of depleted paths by the most (summed over the window; earliest wins ties):
 * where the order of returns decided failure. Years 1..min(5, H) when no path or every path depletes.
 */
export const sequenceRiskWindow = (
  sumSurvived: Float64Array,
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
  for (let t = 0; t < H; t++) diff[t] = (sumSurvived[t] as number) / (n - failed) - (sumDepleted[t] as number) / failed
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
