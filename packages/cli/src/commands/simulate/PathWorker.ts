/**
 * The worker-thread entry of big `fire simulate` runs: runs one range of paths of a run (validated and
 * compiled again here, from the same input) and posts its outputs and rows back, transferring the
 * buffers; progress is posted every 4096 paths.
 */
import { parentPort } from "node:worker_threads"
import { prepareRun, runPaths, type SimulationInput, samplingPlanOf } from "@fire/simulation"

/** A range to run: paths firstPath .. firstPath + count - 1 of `input`. */
export interface PathTask {
  readonly input: SimulationInput
  readonly firstPath: number
  readonly count: number
}

/** What the worker posts: progress, the range's outputs, or a failure. */
export type PathWorkerMessage =
  | { readonly type: "progress"; readonly firstPath: number; readonly done: number }
  | {
      readonly type: "done"
      readonly firstPath: number
      readonly outputs: ReturnType<typeof runPaths>["outputs"]
      readonly rows: Int32Array
    }
  | { readonly type: "failed"; readonly firstPath: number; readonly message: string }

const PROGRESS_EVERY = 4096

parentPort?.on("message", (task: PathTask) => {
  const port = parentPort
  if (port === null) return
  try {
    const prepared = prepareRun(task.input)
    if (!prepared.ok) throw new Error(prepared.issues.map((i) => `${i.path} ${i.message}`).join("; "))
    const run = prepared.run
    const H = task.input.horizonYears
    const rows = new Int32Array(task.count * H)
    let reported = 0
    const { outputs } = runPaths(run.model, samplingPlanOf(run), task.count, H, {
      firstPath: task.firstPath,
      rowsOut: rows,
      onProgress: (done) => {
        if (done - reported < PROGRESS_EVERY && done < task.count) return
        reported = done
        port.postMessage({ type: "progress", firstPath: task.firstPath, done } satisfies PathWorkerMessage)
      }
    })
    const buffers = [...Object.values(outputs), rows]
      .filter((a): a is ArrayBufferView => ArrayBuffer.isView(a))
      .map((a) => a.buffer as ArrayBuffer)
    port.postMessage({ type: "done", firstPath: task.firstPath, outputs, rows } satisfies PathWorkerMessage, buffers)
  } catch (error) {
    port.postMessage({
      type: "failed",
      firstPath: task.firstPath,
      message: error instanceof Error ? error.message : String(error)
    } satisfies PathWorkerMessage)
  }
})
