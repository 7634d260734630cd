/**
 * Benchmark of `POST /fire-decision/scenarios/{id}/retirement-simulation` end to end over HTTP on a
 * real server (PGlite in a temp directory, or BENCH_DATABASE_URL): 2000 paths x 60 years over the
 * approved US set, each with a new Idempotency-Key (claim, engine in the worker pool, stored
 * response); then `GET /status` alone and while eight simulations run at once. Prints p50/p99 ms.
 *
 * Run: `pnpm --filter @fire/http bench`, or `tsx --conditions=source bench/retirement-simulation.bench.ts`.
 */
import { randomUUID } from "node:crypto"
import { availableParallelism } from "node:os"
import { performance } from "node:perf_hooks"
import { UserRepository, type UserId } from "@fire/domain/User"
import { Duration, Effect } from "effect"
import type * as Clock from "effect/Clock"
import { importAndApprove, ParameterSetMother } from "../../../test/utils/ParameterSetMother.js"
import { RevisionMother } from "../../../test/utils/RevisionMother.js"
import { freshIp, postJson, startServer } from "../../../test/utils/TestServer.js"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const SIMULATIONS = Number(process.env.BENCH_RUNS ?? 40)
const STATUS_SAMPLES = Number(process.env.BENCH_STATUS_SAMPLES ?? 100)
const CONCURRENT = 8

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const report = (label: string, samples: Array<number>) => {
  samples.sort((a, b) => a - b)
  const f = (x: number) => x.toFixed(1).padStart(7)
  console.log(
    `${label.padEnd(58)} n=${String(samples.length).padStart(4)}  p50 ${f(percentile(samples, 50))} ms  p99 ${f(percentile(samples, 99))} ms`
  )
}

// The clock moves a minute ahead before each phase (untimed) so a Pro user's burst limit never refuses.
// Its sleep clears its timer when interrupted (each run's 10 s timeout must not outlive the run).
let offset = 0
const now = () => Date.now() + offset
const clock: Clock.Clock & { readonly now: () => number; readonly advance: (ms: number) => void } = {
  now,
  advance: (ms) => {
    offset += ms
  },
  currentTimeMillisUnsafe: now,
  currentTimeMillis: Effect.sync(now),
  currentTimeNanosUnsafe: () => BigInt(now()) * 1_000_000n,
  currentTimeNanos: Effect.sync(() => BigInt(now()) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
  monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
  sleep: (duration) =>
    Effect.callback<void>((resume) => {
      const timer = setTimeout(() => resume(Effect.void), Duration.toMillis(duration))
      return Effect.sync(() => clearTimeout(timer))
    })
}
const databaseUrl = process.env.BENCH_DATABASE_URL
const server = await startServer({
  dataDir: mkdtempSync(join(tmpdir(), "fire-bench-sim-")),
  databaseUrl: databaseUrl === "" ? undefined : databaseUrl,
  clock
})
try {
  const email = "bench-sim@example.com"
  let auth = { authorization: `Bearer ${await server.token(email)}` }
  const profile = await server.request("/api/v1/user/profile", { headers: auth })
  const userId = ((await profile.json()) as { data: { id: UserId } }).data.id
  await server.run(
    Effect.flatMap(UserRepository, (users) =>
      users.setSubscription(userId, { tier: "pro", status: "active" }, clock.now())
    )
  )
  await importAndApprove(server, ParameterSetMother.us(), clock.now())
  const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Bench" }, auth)
  const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
  const revision = await postJson(
    server,
    `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
    RevisionMother.usRetireeToLisbon(),
    auth
  )
  const revisionId = ((await revision.json()) as { data: { id: string } }).data.id
  const nextPhase = async () => {
    clock.advance(61_000)
    auth = { authorization: `Bearer ${await server.token(email)}` }
  }

  const simulate = async (seed: string) => {
    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      {
        revisionId,
        seed,
        pathCount: 2000,
        horizonYears: 60,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9
      },
      { ...auth, "idempotency-key": randomUUID() }
    )
    const body = (await response.json()) as { data?: { execution: { status: string } } }
    if (response.status !== 200 || body.data?.execution.status !== "completed")
      throw new Error(`unexpected ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
  }
  const status = async () => {
    const t0 = performance.now()
    const response = await fetch(`${server.url}/api/v1/status`, { headers: { "x-forwarded-for": freshIp() } })
    await response.arrayBuffer()
    return performance.now() - t0
  }

  console.log(
    `retirement simulation, 2000 paths x 60 years, ${availableParallelism()} worker(s), ${databaseUrl ? "PostgreSQL" : "PGlite"}`
  )
  await nextPhase()
  for (let i = 0; i < 3; i++) await simulate(`warmup-${i}`)
  const latencies: Array<number> = []
  for (let i = 0; i < SIMULATIONS; i++) {
    if (i > 0 && i % 100 === 0) await nextPhase()
    const t0 = performance.now()
    await simulate(`bench-${i}`)
    latencies.push(performance.now() - t0)
  }
  report("POST .../retirement-simulation (sequential, new key each)", latencies)

  await nextPhase()
  for (let i = 0; i < 20; i++) await status()
  const alone: Array<number> = []
  for (let i = 0; i < STATUS_SAMPLES; i++) alone.push(await status())
  report("GET /status alone", alone)

  await nextPhase()
  let running = true
  let completed = 0
  const load = Array.from({ length: CONCURRENT }, async (_, lane) => {
    for (let i = 0; running; i++) {
      await simulate(`load-${lane}-${i}`)
      completed++
      if (completed % 200 === 0) clock.advance(61_000)
    }
  })
  await new Promise((r) => setTimeout(r, 200))
  const loaded: Array<number> = []
  for (let i = 0; i < STATUS_SAMPLES; i++) loaded.push(await status())
  running = false
  await Promise.all(load)
  report(`GET /status while ${CONCURRENT} simulations run at once`, loaded)
  console.log(`(${completed} simulations completed during the loaded phase)`)
} finally {
  await server.close()
}
