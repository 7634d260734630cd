/**
 * A run split into path ranges (worker threads): each range is run by `runPaths` with its `firstPath`
 * (so path i draws from its own stream whatever the split) and keeps its observation rows; the ranges
 * are merged here into the outputs one `runPaths` over every path would have produced, bit for bit.
 * Per-path outputs are copied to their slots; the two cross-path sums (real return by year, over all
 * paths and over depleted ones) are re-added in path order from the kept rows, the order and the
 * operands of the single run (a range's partial sums added together would round differently).
 */
import type { CompiledModel } from "./Portfolio.js"
import { REAL_RETURN, ROW_STRIDE } from "./Portfolio.js"
import { allocateOutputs, type PathOutputs } from "./Projection.js"

/** The outputs of paths firstPath .. firstPath + outputs.pathCount - 1 and their rows ([p * H + t]). */
export interface PathRange {
  readonly firstPath: number
  readonly outputs: PathOutputs
  readonly rows: Int32Array
}

/** Splits `pathCount` paths into ranges of at most `size` paths: [firstPath, count] pairs in order. */
export const pathRanges = (pathCount: number, size: number): ReadonlyArray<readonly [number, number]> => {
  const ranges: Array<readonly [number, number]> = []
  const step = Math.max(1, Math.floor(size))
  for (let first = 0; first < pathCount; first += step) ranges.push([first, Math.min(step, pathCount - first)])
  return ranges
}

/**
 * Merges ranges covering paths 0 .. pathCount - 1 exactly once (any order) into one run's outputs.
 * Throws when they do not tile the run (a programming error of the caller).
 */
export const mergePathRanges = (
  model: CompiledModel,
  pathCount: number,
  horizonYears: number,
  ranges: ReadonlyArray<PathRange>
): PathOutputs => {
  const H = horizonYears
  const out = allocateOutputs(pathCount, H)
  const sorted = [...ranges].sort((a, b) => a.firstPath - b.firstPath)
  let next = 0
  for (const range of sorted) {
    const n = range.outputs.pathCount
    const f = range.firstPath
    if (f !== next || range.outputs.horizonYears !== H || range.rows.length !== n * H)
      throw new Error(`path ranges do not tile the run at path ${next}`)
    next = f + n
    const o = range.outputs
    // every per-path output (one value per path), whatever the projection writes
    for (const key of Object.keys(o) as Array<keyof PathOutputs>) {
      if (key === "balanceReal" || key === "realReturnSumAll" || key === "realReturnSumDepleted") continue
      const source = o[key]
      if (ArrayBuffer.isView(source)) (out[key] as typeof source).set(source as never, f)
    }
    for (let t = 0; t <= H; t++) out.balanceReal.set(o.balanceReal.subarray(t * n, (t + 1) * n), t * pathCount + f)
  }
  if (next !== pathCount) throw new Error(`path ranges cover ${next} of ${pathCount} paths`)
  // the cross-path sums, in path order as the projections add them: year t of a path reads its row's
  // real return in the year's table (the glide path's table of that year, when the plan has one)
  const sumAll = out.realReturnSumAll
  const sumDepleted = out.realReturnSumDepleted
  const shockYears = model.shockYears
  const glide = model.glide
  const base = glide === undefined ? model.base.packed : glide.packed
  const shocked = glide === undefined ? model.shocked.packed : glide.shockedPacked
  const yearStride = glide === undefined ? 0 : glide.yearStride
  const lastGlideYear = glide === undefined ? 1 : glide.years
  const realReturn = (rows: Int32Array, at: number, t: number): number =>
    (t <= shockYears ? shocked : base)[
      (rows[at + t - 1] as number) * ROW_STRIDE + (Math.min(t, lastGlideYear) - 1) * yearStride + REAL_RETURN
    ] as number
  for (const range of sorted) {
    const n = range.outputs.pathCount
    const rows = range.rows
    for (let p = 0; p < n; p++)
      for (let t = 1; t <= H; t++) sumAll[t - 1] = (sumAll[t - 1] as number) + realReturn(rows, p * H, t)
    for (let p = 0; p < n; p++) {
      if ((range.outputs.depletionYear[p] as number) === 0) continue
      for (let t = 1; t <= H; t++) sumDepleted[t - 1] = (sumDepleted[t - 1] as number) + realReturn(rows, p * H, t)
    }
  }
  return out
}
