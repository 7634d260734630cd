/**
 * The path loop: draws each path's observation rows (block bootstrap or historical rolling) and
 * projects it. Shared by `simulate` and `solve`.
 */
import { blockStreamPrefix, fillBlockBootstrapRows } from "./Bootstrap.js"
import type { SamplingMode } from "./Contract.js"
import { fillRollingRows } from "./HistoricalRolling.js"
import type { CompiledModel } from "./Portfolio.js"
import { BATCH_PATHS, BATCH_ROWS, batchable, projectBatch } from "./PathBatch.js"
import { allocateOutputs, allocateScratch, type PathOutputs, projectPath } from "./Projection.js"

/** How paths are drawn. */
export interface SamplingPlan {
  readonly mode: SamplingMode
  readonly seed: string
  readonly blockLength: number
  readonly prefix: ReadonlyArray<number>
}

/** Progress callback: paths done so far and the total (called every 256 paths and at the end). */
export type ProgressListener = (pathsDone: number, pathCount: number) => void

/** Options of `runPaths`. */
export interface RunPathsOptions {
  /**
   * Let a path stop at its depletion (solving), leaving its outputs partial: a path run one at a time
   * returns there; a batch (PathBatch.ts) runs its paths to the horizon anyway.
   */
  readonly stopAtDepletion?: boolean
  readonly onProgress?: ProgressListener
  /**
   * The global index of the first path (default 0): output slot p holds path firstPath + p, drawn from
   * that path's own stream, so a run split into ranges draws exactly what one run draws.
   */
  readonly firstPath?: number
  /** When given (pathCount * horizonYears), receives each path's observation rows at [p * horizonYears + t]. */
  readonly rowsOut?: Int32Array
  /**
   * Stop as soon as whether at least this many paths survive is decided (solving, which asks only
   * that), after the path or batch that decides it: `survivors` is then at least it, or short of it by
   * the paths not run. Default: run all.
   */
  readonly survivorsNeeded?: number
  /**
   * Outputs of an earlier run of the same path count and horizon to write into instead of allocating
   * (solving runs many): each path overwrites its own entries and the year sums start again from 0.
   */
  readonly reuseOutputs?: PathOutputs
}

/** Runs `pathCount` paths of `horizonYears` years and returns their outputs and survivor count. */
export const runPaths = (
  model: CompiledModel,
  sampling: SamplingPlan,
  pathCount: number,
  horizonYears: number,
  options: RunPathsOptions = {}
): { readonly outputs: PathOutputs; readonly survivors: number } => {
  const reuse = options.reuseOutputs
  const outputs =
    reuse !== undefined && reuse.pathCount === pathCount && reuse.horizonYears === horizonYears
      ? reuse
      : allocateOutputs(pathCount, horizonYears)
  if (outputs === reuse) {
    outputs.realReturnSumAll.fill(0)
    outputs.realReturnSumDepleted.fill(0)
  }
  const scratch = allocateScratch(model, horizonYears)
  const kept = options.rowsOut
  const first = options.firstPath ?? 0
  const stop = options.stopAtDepletion === true
  const progress = options.onProgress
  const needed = options.survivorsNeeded
  // a plan with a flat tax (or none) takes its paths in batches, run to the end of the horizon (a path
  // that depletes goes on at 0; solving still stops at the first batch after which the count is decided)
  const batched = batchable(model)
  const rows = kept ?? (batched ? BATCH_ROWS : new Int32Array(horizonYears))
  const prefixState = blockStreamPrefix(sampling.seed)
  // path p's rows into rows[at + t * stride]
  const fill = (p: number, at: number, stride: number): void => {
    if (sampling.mode === "historical-rolling") fillRollingRows(rows, at, horizonYears, first + p, stride)
    else
      fillBlockBootstrapRows(
        rows,
        at,
        horizonYears,
        prefixState,
        first + p,
        model.rowCount,
        sampling.blockLength,
        sampling.prefix,
        stride
      )
  }
  const report = (p: number): void => {
    if (progress !== undefined && ((p + 1) % 256 === 0 || p + 1 === pathCount)) progress(p + 1, pathCount)
  }
  let survivors = 0
  if (batched) {
    // BATCH_PATHS paths at a time, year by year across them (PathBatch.ts: the same bits as one at a time)
    for (let from = 0; from < pathCount; from += BATCH_PATHS) {
      const count = Math.min(BATCH_PATHS, pathCount - from)
      if (kept === undefined) {
        // straight into the batch's year-major rows
        for (let q = 0; q < count; q++) fill(from + q, q, BATCH_PATHS)
        survivors += projectBatch(model, undefined, 0, outputs, from, count, scratch)
      } else {
        const at = from * horizonYears
        for (let q = 0; q < count; q++) fill(from + q, at + q * horizonYears, 1)
        survivors += projectBatch(model, kept, at, outputs, from, count, scratch)
      }
      for (let q = 0; q < count; q++) report(from + q)
      if (needed !== undefined && (survivors >= needed || survivors + (pathCount - from - count) < needed)) break
    }
    return { outputs, survivors }
  }
  for (let p = 0; p < pathCount; p++) {
    const at = kept === undefined ? 0 : p * horizonYears
    fill(p, at, 1)
    if (projectPath(model, rows, at, outputs, p, scratch, stop)) survivors++
    report(p)
    // decided: enough survivors, or too few paths left to reach the count
    if (needed !== undefined && (survivors >= needed || survivors + (pathCount - p - 1) < needed)) break
  }
  return { outputs, survivors }
}
