/**
 * The worker-thread entry of the simulation pool: runs the engine (`@fire/simulation`) on the
 * inputs it is sent and posts the outcome back. One run at a time per worker; no state between runs.
 */
import { parentPort } from "node:worker_threads"
import {
  type SimulationInput,
  type SimulationOutcome,
  type SolveRunOutcome,
  simulate,
  solveRun
} from "@fire/simulation"

/** A task sent to the worker: a simulation, or the solve of the largest sustainable spending. */
export interface WorkerTask {
  readonly taskId: number
  readonly input: SimulationInput
  readonly operation: "simulate" | "solve"
}

/** The worker's answer: the engine's outcome, or the message of an unexpected failure. */
export type WorkerReply =
  | { readonly taskId: number; readonly ok: true; readonly outcome: SimulationOutcome | SolveRunOutcome }
  | { readonly taskId: number; readonly ok: false; readonly message: string }

parentPort?.on("message", (task: WorkerTask) => {
  let reply: WorkerReply
  try {
    reply = {
      taskId: task.taskId,
      ok: true,
      outcome: task.operation === "solve" ? solveRun(task.input) : simulate(task.input)
    }
  } catch (error) {
    reply = { taskId: task.taskId, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  parentPort?.postMessage(reply)
})
