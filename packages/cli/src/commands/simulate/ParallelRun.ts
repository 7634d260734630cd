/**
 * Big `fire simulate` runs over worker threads: the run's paths are split into ranges (`pathRanges`),
 * each range is run in a worker from the same input, and the ranges are merged (`mergePathRanges`)
 * into exactly the outputs of a single-thread run: the result is bit-identical whatever the number of
 * workers (each path draws from its own seeded stream; the cross-path sums are re-added in path order).
 */
import { Worker } from "node:worker_threads"
import {
  finishRun,
  mergePathRanges,
  type PathRange,
  pathRanges,
  prepareRun,
  type ProgressListener,
  type SimulationInput,
  type SimulationOutcome,
  simulate
} from "@fire/simulation"
import type { PathTask, PathWorkerMessage } from "./PathWorker.js"

/** Runs below this many paths stay on the main thread (starting workers costs more than they save). */
export const PARALLEL_THRESHOLD = 2000

/**
 * Starts a path worker: the built `.js` entry next to this file, or (running from the `.ts` sources
 * under tsx) a small bootstrap that registers tsx in the worker and imports the `.ts` entry (Node 20
 * does not apply `--import` to a worker's own loader).
 */
const startWorker = (): Worker => {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./PathWorker.js", import.meta.url))
  const tsxApi = import.meta.resolve("tsx/esm/api")
  const entry = new URL("./PathWorker.ts", import.meta.url).href
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(bootstrap, { eval: true, execArgv: ["--conditions=source"] })
}

/** Paths per range: about four ranges per worker (load balance), at least 1000. */
const rangeSize = (pathCount: number, workers: number): number => Math.max(1000, Math.ceil(pathCount / (workers * 4)))

/**
 * Runs `input` on `workers` threads (1 = the engine in this thread; so is a run under
 * PARALLEL_THRESHOLD paths unless `force`) and returns the engine's outcome, identical to `simulate(input)`.
 * `onProgress` receives the paths done over all workers.
 */
export const runParallel = async (
  input: SimulationInput,
  workers: number,
  options: { readonly onProgress?: ProgressListener; readonly force?: boolean } = {}
): Promise<SimulationOutcome> => {
  const prepared = prepareRun(input)
  if (!prepared.ok || workers <= 1 || (prepared.run.pathCount < PARALLEL_THRESHOLD && options.force !== true))
    return simulate(options.onProgress === undefined ? input : { ...input, onProgress: options.onProgress })
  const run = prepared.run
  const { onProgress: _listener, ...plain } = input
  const ranges = pathRanges(run.pathCount, rangeSize(run.pathCount, workers))
  const done = new Map<number, number>()
  const results: Array<PathRange> = []
  const pool = Array.from({ length: Math.min(workers, ranges.length) }, startWorker)
  let next = 0
  try {
    await new Promise<void>((resolve, reject) => {
      let finished = 0
      const report = () => {
        let total = 0
        for (const n of done.values()) total += n
        options.onProgress?.(total, run.pathCount)
      }
      const dispatch = (worker: Worker) => {
        const range = ranges[next++]
        if (range === undefined) return
        worker.postMessage({ input: plain, firstPath: range[0], count: range[1] } satisfies PathTask)
      }
      for (const worker of pool) {
        worker.on("message", (message: PathWorkerMessage) => {
          if (message.type === "failed") return reject(new Error(`path worker failed: ${message.message}`))
          done.set(message.firstPath, message.type === "progress" ? message.done : message.outputs.pathCount)
          report()
          if (message.type !== "done") return
          results.push({ firstPath: message.firstPath, outputs: message.outputs, rows: message.rows })
          if (++finished === ranges.length) resolve()
          else dispatch(worker)
        })
        worker.on("error", reject)
        worker.on("exit", (code) => {
          if (finished < ranges.length) reject(new Error(`path worker exited (code ${code})`))
        })
        dispatch(worker)
      }
    })
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()))
  }
  return finishRun(run, mergePathRanges(run.model, run.pathCount, input.horizonYears, results))
}
