/**
 * Benchmark of `GET /api/v1/geo/cities?limit=100`, in process: the whole app (request pipeline,
 * query decoding, SQL on the database, response encoding) behind `HttpRouter.toWebHandler`, called
 * with web `Request`s, so no socket is involved. The pipeline runs with `security: false` (no
 * identity or rate-limit statements: 1,000 anonymous requests would be refused by the per-IP limit).
 * Also times the repository's list query alone.
 *
 * Run: `pnpm --filter @fire/http bench` (PGlite in a temp directory), or with BENCH_DATABASE_URL
 * set to a PostgreSQL URL. Prints p50/p99 in milliseconds.
 */
import { NodeHttpServer } from "@effect/platform-node"
import { CityRepository } from "@fire/domain/CityRepository"
import { Context, Effect, Layer, Logger, ManagedRuntime, Option, Redacted, References } from "effect"
import { HttpRouter } from "effect/http"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import * as AppConfig from "../src/config/AppConfig.js"
import * as HttpApp from "../src/runtime/HttpApp.js"

const WARMUP = 200
const RUNS = Number(process.env.BENCH_RUNS ?? 2000)
const PATH = "/api/v1/geo/cities?limit=100"

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const report = (label: string, samples: Array<number>) => {
  samples.sort((a, b) => a - b)
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length
  const f = (x: number) => x.toFixed(3)
  console.log(
    `${label}: n=${samples.length} p50=${f(percentile(samples, 50))} ms p99=${f(percentile(samples, 99))} ms mean=${f(mean)} ms`
  )
  return percentile(samples, 50)
}

const time = async (n: number, f: () => Promise<void>): Promise<Array<number>> => {
  const samples: Array<number> = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await f()
    samples.push(performance.now() - start)
  }
  return samples
}

const dataDir = mkdtempSync(join(tmpdir(), "fire-bench-"))
const databaseUrl = process.env.BENCH_DATABASE_URL
const config = AppConfig.layerFrom({
  dataDir,
  databaseUrl: databaseUrl === undefined || databaseUrl === "" ? Option.none() : Option.some(Redacted.make(databaseUrl))
})
// One set of services (database, migrations, seed) shared by the web handler and the direct query.
const services = HttpApp.Services.pipe(Layer.provideMerge(config), Layer.provide(Logger.layer([])))
const runtime = ManagedRuntime.make(services)
await runtime.runPromise(Effect.void)
const app = HttpApp.Routes({ security: false }).pipe(
  Layer.provideMerge(services),
  Layer.provide([NodeHttpServer.layerHttpServices, Logger.layer([])])
)
const { handler, dispose } = HttpRouter.toWebHandler(app, { disableLogger: true, memoMap: runtime.memoMap })

// Request logs off: a console line per request would dominate what is measured.
const quiet = Context.make(References.MinimumLogLevel, "None")

const send = () => handler(new Request(`http://bench.local${PATH}`), quiet)

/** Checks one answer in full (status, 100 cities); the timed requests only read the body. */
const check = async () => {
  const response = await send()
  if (response.status !== 200) throw new Error(`status ${response.status}: ${await response.text()}`)
  const body = (await response.json()) as { data: ReadonlyArray<unknown> }
  if (body.data.length !== 100) throw new Error(`expected 100 cities, got ${body.data.length}`)
}

const request = async () => {
  const response = await send()
  await response.arrayBuffer()
}

try {
  await check()
  await time(WARMUP, request)
  console.log(`GET ${PATH} on ${databaseUrl ? "postgresql" : "pglite"}, ${RUNS} runs after ${WARMUP} warm-up`)
  const p50 = report("in-process request", await time(RUNS, request))
  // The repository alone: one list query on the database, no HTTP.
  const listOnly = Effect.flatMap(CityRepository, (repo) =>
    repo.list({ sort: "nomadScore", order: "desc", limit: 100, offset: 0 })
  )
  await time(WARMUP, async () => {
    await runtime.runPromise(listOnly)
  })
  report(
    "repository list query alone",
    await time(RUNS, async () => {
      await runtime.runPromise(listOnly)
    })
  )
  console.log(p50 < 5 ? "p50 within the 5 ms budget" : "p50 OVER the 5 ms budget")
} finally {
  await dispose()
  await runtime.dispose()
  rmSync(dataDir, { recursive: true, force: true })
}
