/**
 * The path loop: draws each path's observation rows (block bootstrap or historical rolling) and
 * projects it. Shared by `simulate` and `solve`.
 */
import { blockStreamPrefix, fillBlockBootstrapRows } from "./Bootstrap.js"
import type { SamplingMode } from "./Contract.js"
import { fillRollingRows } from "./HistoricalRolling.js"
import { projectPlannerPath } from "./PlannerProjection.js"
import type { CompiledModel } from "./Portfolio.js"
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

/** Runs `pathCount` paths of `horizonYears` years and returns their outputs and survivor count. */
export const runPaths = (
  model: CompiledModel,
  sampling: SamplingPlan,
  pathCount: number,
  horizonYears: number,
  options: { readonly stopAtDepletion?: boolean; readonly onProgress?: ProgressListener } = {}
): { readonly outputs: PathOutputs; readonly survivors: number } => {
  const outputs = allocateOutputs(pathCount, horizonYears)
  const scratch = allocateScratch(model, horizonYears)
  const rows = new Int32Array(horizonYears)
  const stop = options.stopAtDepletion === true
  const progress = options.onProgress
  const prefixState = blockStreamPrefix(sampling.seed)
  let survivors = 0
  for (let p = 0; p < pathCount; p++) {
    if (sampling.mode === "historical-rolling") fillRollingRows(rows, 0, horizonYears, p)
    else
      fillBlockBootstrapRows(
        rows,
        0,
        horizonYears,
        prefixState,
        p,
        model.rowCount,
        sampling.blockLength,
        sampling.prefix
      )
    const survived = model.planner
      ? projectPlannerPath(model, rows, 0, outputs, p, scratch, stop)
      : projectPath(model, rows, 0, outputs, p, scratch, stop)
    if (survived) survivors++
    if (progress !== undefined && ((p + 1) % 256 === 0 || p + 1 === pathCount)) progress(p + 1, pathCount)
  }
  return { outputs, survivors }
}
