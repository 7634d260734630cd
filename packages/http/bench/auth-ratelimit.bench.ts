/**
 * Added latency of authentication plus rate limiting, per request: the same endpoint
 * (`POST /api/v1/calculator`, pure) on two in-process servers, one with identity and rate limits
 * switched off, measured in one run. Embedded PGlite by default; `BENCH_DATABASE_URL` for a server.
 *
 *   pnpm --filter @fire/http bench
 */
import { Clock, Effect, Exit, Layer, Logger, Option, Redacted, Scope } from "effect"
import * as Context from "effect/Context"
import { HttpServer } from "effect/http"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as ApiKeys from "@fire/domain/ApiKeys"
import * as DevIssuer from "../src/identity/DevIssuer.js"
import * as AppConfig from "../src/config/AppConfig.js"
import { makeServerLayer } from "../src/runtime/main.js"

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const WARMUP = 200
const body = JSON.stringify({ currentAge: 35, annualIncome: 80_000, annualExpenses: 45_000, currentSavings: 200_000 })

/** Real time plus an offset the bench moves a minute ahead between batches of 250 requests (untimed), so a
 * Pro user's burst limit (300 a minute) counts every request without refusing one. */
let offset = 0
const now = () => Date.now() + offset
const BATCH = 250
const benchClock: Clock.Clock = {
  currentTimeMillisUnsafe: now,
  currentTimeMillis: Effect.sync(now),
  currentTimeNanosUnsafe: () => BigInt(now()) * 1_000_000n,
  currentTimeNanos: Effect.sync(() => BigInt(now()) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
  monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
  sleep: (d) => Effect.sleep(d)
}

const start = async (security: boolean) => {
  const dataDir = mkdtempSync(join(tmpdir(), "fire-bench-"))
  const databaseUrl = process.env.BENCH_DATABASE_URL
  const scope = Scope.makeUnsafe()
  const config = AppConfig.layerFrom({
    port: 0,
    dataDir,
    databaseUrl: databaseUrl ? Option.some(Redacted.make(databaseUrl)) : Option.none(),
    trustedProxies: ["127.0.0.1"]
  })
  const layer = makeServerLayer(config, { logger: Logger.layer([]), pipeline: { security } }).pipe(
    Layer.provide(Layer.succeed(Clock.Clock, benchClock))
  )
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const url = HttpServer.formatAddress(Context.get(context, HttpServer.HttpServer).address).replace(/\/$/, "")
  return { url, dataDir, context, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

const measure = async (
  url: string,
  headers: () => Record<string, string>,
  beforeBatch: () => Promise<void> = async () => {}
) => {
  const send = async () => {
    const response = await fetch(`${url}/api/v1/calculator`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers() },
      body
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`)
  }
  const nextBatch = async () => {
    offset += 60_000
    await beforeBatch()
  }
  await nextBatch()
  for (let i = 0; i < WARMUP; i++) await send()
  const samples: Array<number> = []
  for (let i = 0; i < REQUESTS; i++) {
    if (i % BATCH === 0) await nextBatch()
    const t0 = performance.now()
    await send()
    samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) }
}

const off = await start(false)
const on = await start(true)
try {
  // A Pro user (300 a minute, 10,000 a day) so the limits count every request without refusing one.
  const email = "bench@example.com"
  const sql = await import("effect/sql/SqlClient")
  await Effect.runPromise(
    Effect.gen(function* () {
      const client = yield* sql.SqlClient
      yield* client`INSERT INTO users (id, subject, email, subscription_tier, created_at, updated_at)
        VALUES (gen_random_uuid(), ${DevIssuer.devSubject(email)}, ${email}, 'pro', now(), now())`
    }).pipe(Effect.provideContext(on.context))
  )
  const tokenAt = async () => DevIssuer.mint(on.dataDir, email, now())
  let token = await tokenAt()
  const userId = await Effect.runPromise(
    Effect.gen(function* () {
      const client = yield* sql.SqlClient
      const rows = yield* client<{ id: string }>`SELECT id FROM users WHERE email = ${email}`
      return rows[0]!.id
    }).pipe(Effect.provideContext(on.context))
  )
  const { key } = await Effect.runPromise(
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      return yield* keys.create(userId as never, "bench")
    }).pipe(Effect.provideContext(on.context))
  )

  let ip = 0
  const baseline = await measure(off.url, () => ({}))
  const anonymous = await measure(on.url, () => ({ "x-forwarded-for": `10.9.${(++ip >> 8) & 255}.${ip & 255}` }))
  // A token lives an hour and the bench clock runs ahead: a fresh one for each batch, outside the timing.
  const jwt = await measure(
    on.url,
    () => ({ authorization: `Bearer ${token}` }),
    async () => {
      token = await tokenAt()
    }
  )
  const apiKey = await measure(on.url, () => ({ authorization: `Bearer ${key}` }))

  const row = (name: string, r: { p50: number; p99: number }) =>
    `${name.padEnd(34)} p50 ${r.p50.toFixed(3).padStart(7)} ms  p99 ${r.p99.toFixed(3).padStart(7)} ms  ` +
    `added p50 ${(r.p50 - baseline.p50).toFixed(3).padStart(6)} ms  p99 ${(r.p99 - baseline.p99).toFixed(3).padStart(6)} ms`
  console.log(
    `POST /api/v1/calculator, ${REQUESTS} sequential requests each after ${WARMUP} warm-up (${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"})`
  )
  console.log(row("identity and rate limits off", baseline))
  console.log(row("anonymous (per-IP limits)", anonymous))
  console.log(row("JWT (verify, user, limits)", jwt))
  console.log(row("API key (hash lookup, limits)", apiKey))
} finally {
  await on.close()
  await off.close()
}
