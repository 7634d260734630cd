/**
 * The simulation pool: the engine runs OFF the event loop, in worker threads sized to the cores
 * (`os.availableParallelism()`, or `SIMULATION_WORKERS`), so a simulation in flight never delays
 * another request (DESIGN.md, scale-out). A run interrupted (timeout, client gone) is taken out of
 * the queue, or its worker is terminated and replaced.
 */
import { createRequire } from "node:module"
import { availableParallelism } from "node:os"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { EngineRunFailed, EngineRunner } from "@fire/decision/EngineRunner"
import type { SimulationInput, SimulationOutcome, SolveRunOutcome } from "@fire/simulation"
import { Config, Context, Data, Effect, Layer } from "effect"
import type { WorkerReply, WorkerTask } from "./SimulationWorker.js"

/** A run the pool could not complete (the worker crashed or the engine threw). */
export class SimulationPoolError extends Data.TaggedError("SimulationPoolError")<{ readonly message: string }> {}

/** The largest execution timeout of spec 4.6, ms. */
export const MAX_TIMEOUT_MS = 10_000

/** The pool's settings: worker count and the execution timeout (ms, 1-10000). */
export interface SimulationSettings {
  readonly workers: number
  readonly timeoutMs: number
}

export class SimulationPool extends Context.Service<
  SimulationPool,
  {
    /** Runs the engine in a worker. Interrupting the effect cancels the task (terminating its worker if it started). */
    readonly run: (input: SimulationInput) => Effect.Effect<SimulationOutcome, SimulationPoolError>
    /** Solves the largest required spending meeting the input's target in a worker (`solveRun`); cancelled like `run`. */
    readonly solve: (input: SimulationInput) => Effect.Effect<SolveRunOutcome, SimulationPoolError>
    readonly settings: SimulationSettings
    /** Engine runs completed since start (a test counts them). */
    readonly completedRuns: Effect.Effect<number>
    /** Workers terminated because their run was interrupted. */
    readonly terminatedWorkers: Effect.Effect<number>
  }
>()("fire/http/SimulationPool") {}

/** Settings from the environment: `SIMULATION_WORKERS` (default the cores), `SIMULATION_TIMEOUT_MS` (default and maximum 10000). */
export const settingsConfig = Config.all({
  workers: Config.Int("SIMULATION_WORKERS").pipe(Config.withDefault(availableParallelism())),
  timeoutMs: Config.Int("SIMULATION_TIMEOUT_MS").pipe(Config.withDefault(MAX_TIMEOUT_MS))
})

/** How to start a worker: the built `.js` entry, or under tsx the `.ts` source with the `source` condition. */
const workerEntry = (): { readonly url: URL; readonly execArgv: ReadonlyArray<string> } => {
  const fromSource = import.meta.url.endsWith(".ts")
  const url = new URL(fromSource ? "./SimulationWorker.ts" : "./SimulationWorker.js", import.meta.url)
  if (!fromSource) return { url, execArgv: [] }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
  return { url, execArgv: ["--conditions=source", "--import", tsx] }
}

interface Task {
  readonly taskId: number
  readonly input: SimulationInput
  readonly operation: WorkerTask["operation"]
  readonly done: (
    result: { ok: true; outcome: SimulationOutcome | SolveRunOutcome } | { ok: false; message: string }
  ) => void
}

interface Slot {
  worker: Worker
  task: Task | undefined
}

/** Builds a pool of `workers` threads; they are terminated when the scope closes. */
export const makePool = (settings: SimulationSettings) =>
  Effect.gen(function* () {
    const entry = workerEntry()
    const queue: Array<Task> = []
    const slots: Array<Slot> = []
    let nextTaskId = 0
    let completed = 0
    let terminated = 0
    let closed = false

    const spawn = (slot?: Slot): Slot => {
      const worker = new Worker(entry.url, { execArgv: [...entry.execArgv] })
      worker.unref()
      const s: Slot = slot ?? { worker, task: undefined }
      s.worker = worker
      s.task = undefined
      worker.on("message", (reply: WorkerReply) => {
        const task = s.task
        if (task === undefined || task.taskId !== reply.taskId) return
        s.task = undefined
        completed++
        task.done(reply.ok ? { ok: true, outcome: reply.outcome } : { ok: false, message: reply.message })
        dispatch()
      })
      worker.on("error", (error) => {
        const task = s.task
        s.task = undefined
        task?.done({ ok: false, message: `simulation worker failed: ${error.message}` })
      })
      worker.on("exit", () => {
        if (closed || s.worker !== worker) return
        const task = s.task
        s.task = undefined
        task?.done({ ok: false, message: "simulation worker exited" })
        spawn(s)
        dispatch()
      })
      return s
    }

    const dispatch = () => {
      for (const slot of slots) {
        if (slot.task !== undefined) continue
        const task = queue.shift()
        if (task === undefined) return
        slot.task = task
        slot.worker.postMessage({
          taskId: task.taskId,
          input: task.input,
          operation: task.operation
        } satisfies WorkerTask)
      }
    }

    const cancel = (taskId: number) => {
      const queued = queue.findIndex((t) => t.taskId === taskId)
      if (queued >= 0) {
        queue.splice(queued, 1)
        return
      }
      const slot = slots.find((s) => s.task?.taskId === taskId)
      if (slot === undefined) return
      // The engine is a tight synchronous loop: the only way to stop it is to end its thread.
      const old = slot.worker
      slot.task = undefined
      terminated++
      spawn(slot)
      void old.terminate()
      dispatch()
    }

    for (let i = 0; i < Math.max(1, settings.workers); i++) slots.push(spawn())
    yield* Effect.addFinalizer(() =>
      Effect.promise(async () => {
        closed = true
        await Promise.all(slots.map((s) => s.worker.terminate()))
      })
    )

    const submit = <A extends SimulationOutcome | SolveRunOutcome>(
      input: SimulationInput,
      operation: WorkerTask["operation"]
    ) =>
      Effect.callback<A, SimulationPoolError>((resume) => {
        const taskId = nextTaskId++
        queue.push({
          taskId,
          input,
          operation,
          done: (result) =>
            resume(
              result.ok
                ? Effect.succeed(result.outcome as A)
                : Effect.fail(new SimulationPoolError({ message: result.message }))
            )
        })
        dispatch()
        return Effect.sync(() => cancel(taskId))
      })

    return {
      run: (input: SimulationInput) => submit<SimulationOutcome>(input, "simulate"),
      solve: (input: SimulationInput) => submit<SolveRunOutcome>(input, "solve"),
      settings,
      completedRuns: Effect.sync(() => completed),
      terminatedWorkers: Effect.sync(() => terminated)
    }
  })

/** The pool with settings from the environment (timeout clamped to 1-10000 ms). */
export const layer = Layer.effect(
  SimulationPool,
  Effect.gen(function* () {
    const read = yield* settingsConfig
    return yield* makePool({
      workers: Math.max(1, read.workers),
      timeoutMs: Math.min(MAX_TIMEOUT_MS, Math.max(1, read.timeoutMs))
    })
  })
)

/**
 * The pool as the decision layer's `EngineRunner` port: its runs (a pool failure becomes
 * `EngineRunFailed`), its execution timeout, and as many runs at once as it has workers.
 */
export const engineRunner = Layer.effect(
  EngineRunner,
  Effect.gen(function* () {
    const pool = yield* SimulationPool
    return {
      run: (input) => pool.run(input).pipe(Effect.mapError((e) => new EngineRunFailed({ message: e.message }))),
      solve: (input) => pool.solve(input).pipe(Effect.mapError((e) => new EngineRunFailed({ message: e.message }))),
      timeoutMs: pool.settings.timeoutMs,
      concurrency: pool.settings.workers
    }
  })
)
