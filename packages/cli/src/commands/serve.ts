import { AppConfig, ServerLayer } from "@fire/http"
import { Effect, Layer, Option } from "effect"
import { Command, Flag } from "effect/cli"
import cluster, { type Worker } from "node:cluster"
import { availableParallelism } from "node:os"
import { failWith } from "./CliFailure.js"

/** Why `--workers N` (N > 1) cannot run under this configuration, or undefined when it can. */
const workersRefusal = (config: {
  readonly databaseUrl: Option.Option<unknown>
  readonly redisUrl: Option.Option<unknown>
}): string | undefined => {
  if (Option.isNone(config.databaseUrl))
    return "--workers needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) serves one process only; run one process without --workers"
  if (Option.isNone(config.redisUrl))
    return "--workers needs REDIS_URL: the request processes share their rate-limit counters in Redis"
  return undefined
}

/**
 * The primary of `--workers N`: forks the first request process (it applies migrations and seeds
 * alone), then the others once it listens; they share the port (node's cluster). A process that
 * dies is replaced. SIGTERM/SIGINT are passed on: each process drains its requests, then the
 * primary exits. Each process's simulation pool gets the cores divided among the processes.
 */
const supervise = (workers: number) =>
  Effect.callback<void>((resume) => {
    const simulationWorkers =
      process.env.SIMULATION_WORKERS ?? String(Math.max(1, Math.floor(availableParallelism() / workers)))
    const env = { SIMULATION_WORKERS: simulationWorkers }
    let stopping = false
    const live = new Set<Worker>()
    // Each request process runs `fire serve` (one process: it serves).
    cluster.setupPrimary({ exec: process.argv[1]!, args: ["serve"] })
    const fork = () => {
      const worker = cluster.fork(env)
      live.add(worker)
      worker.once("exit", (code, signal) => {
        live.delete(worker)
        if (stopping) {
          if (live.size === 0) resume(Effect.void)
          return
        }
        console.error(`fire serve: request process ${worker.process.pid} exited (${signal ?? code}); starting another`)
        fork()
      })
      return worker
    }
    fork().once("listening", () => {
      for (let i = 1; i < workers; i++) fork()
    })
    const stop = () => {
      if (stopping) return
      stopping = true
      if (live.size === 0) return resume(Effect.void)
      for (const worker of live) worker.process.kill("SIGTERM")
    }
    process.once("SIGTERM", stop)
    process.once("SIGINT", stop)
  })

/** `fire serve [--workers N]`: runs the API until SIGINT/SIGTERM, then shuts down gracefully. */
export const serve = Command.make(
  "serve",
  {
    workers: Flag.Int("workers").pipe(
      Flag.withDescription(
        "Request processes sharing the port (node cluster); more than 1 needs DATABASE_URL and REDIS_URL"
      ),
      Flag.withDefault(1)
    )
  },
  Effect.fn(function* ({ workers }) {
    if (workers <= 1 || cluster.isWorker) return yield* Layer.launch(ServerLayer).pipe(Effect.asVoid)
    const config = yield* AppConfig.config
    const refusal = workersRefusal(config)
    if (refusal !== undefined) return yield* failWith(refusal)
    yield* supervise(workers)
  })
)
