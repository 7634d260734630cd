/**
 * Benchmark of the decision actions end to end, over HTTP on a real server (PGlite in a temp
 * directory, or BENCH_DATABASE_URL): `POST .../evaluate` (five claims, the governed simulation of
 * 1000 paths in the worker pool, receipt and snapshot stored in one transaction), its idempotent
 * replay, `POST .../rank-stability` (3 cities, 50 perturbations of 100 paths) and `GET /status`
 * alone and while four rank-stability jobs run. Prints p50/p99 in milliseconds.
 *
 * Run: `pnpm --filter @fire/http bench`, or `tsx --conditions=source bench/decision-evaluate.bench.ts`.
 */
import { randomUUID } from "node:crypto"
import { readFileSync, rmSync } from "node:fs"
import { performance } from "node:perf_hooks"
import { UserRepository } from "@fire/domain/User"
import { type ParameterSet, parameterSetContentHash } from "@fire/simulation"
import { Effect, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { type Backend, backends } from "../../../test/utils/Backends.js"
import { postJson, startServer } from "../../../test/utils/TestServer.js"

const EVALUATIONS = Number(process.env.BENCH_RUNS ?? 60)

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const report = (label: string, samples: Array<number>) => {
  samples.sort((a, b) => a - b)
  const f = (x: number) => x.toFixed(1)
  console.log(`${label}: n=${samples.length} p50=${f(percentile(samples, 50))} ms p99=${f(percentile(samples, 99))} ms`)
}

const timed = async (f: () => Promise<Response>): Promise<number> => {
  const start = performance.now()
  const response = await f()
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`status ${response.status}`)
  return performance.now() - start
}

const root = new URL("../../../", import.meta.url)
const usSet = JSON.parse(readFileSync(new URL("docs/examples/parameter-set-us.json", root), "utf8")) as ParameterSet
// On PostgreSQL the run gets a fresh schema (as the tests do), so nothing is left in the shared one.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const isolated = await (backends().at(-1) as Backend).isolate()
const dataDir = isolated.dataDir
const server = await startServer(isolated)

try {
  const auth = { authorization: `Bearer ${await server.token("bench-decision@example.com")}` }
  await server.request("/api/v1/fire-decision/scenarios", { headers: auth })
  await server.run(
    Effect.gen(function* () {
      const users = yield* UserRepository
      const user = Option.getOrThrow(yield* users.findByEmail("bench-decision@example.com"))
      yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, Date.now())
      const sql = yield* SqlClient.SqlClient
      yield* sql`INSERT INTO parameter_sets (id, content, content_hash, series_manifest_hash, status, reviewer,
          approved_at, effective_from, warning_expires_at, hard_expires_at, imported_at, updated_at)
        VALUES (${usSet.id}, ${JSON.stringify(usSet)}::jsonb, ${parameterSetContentHash(usSet)},
          ${usSet.seriesManifestHash}, 'approved', 'bench', now(), now() - interval '1 day',
          now() + interval '1 year', now() + interval '2 years', now(), now())`
    })
  )
  const s = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "bench" }, auth)
  const scenarioId = ((await s.json()) as { data: { id: string } }).data.id
  const r = await postJson(
    server,
    `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
    {
      household: { birthYears: [1960, 1962], citizenships: ["US"], residenceCountry: "US" },
      positions: [
        { assetFactor: "us_equity", currency: "USD", value: 1_500_000, annualFee: 0.0005 },
        { assetFactor: "us_bond_10y", currency: "USD", value: 500_000, annualFee: 0.0005 }
      ],
      requiredNetSpending: { amount: 40_000, currency: "USD" },
      discretionarySpending: { amount: 5_000, currency: "USD" },
      incomeStreams: [],
      destinationCitySlugs: ["austin"],
      claims: [
        "spending.sustainable",
        "budget.destination_covered",
        "tax.destination_modeled",
        "visa.residence_path",
        "fx.exposure_bounded"
      ]
    },
    auth
  )
  const revisionId = ((await r.json()) as { data: { id: string } }).data.id
  const evaluate = (key: string) => () =>
    server.request(`/api/v1/fire-decision/scenarios/${scenarioId}/revisions/${revisionId}/evaluate`, {
      method: "POST",
      headers: { ...auth, "idempotency-key": key }
    })
  const rank = () =>
    postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/rank-stability`,
      { revisionId, candidateCitySlugs: ["austin", "lisbon", "bangkok"], seed: "bench", perturbationCount: 50 },
      auth
    )
  const status = () => server.request("/api/v1/status")

  await timed(evaluate(randomUUID()))
  console.log(`decision actions on ${process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite"}`)
  const evaluations: Array<number> = []
  for (let i = 0; i < EVALUATIONS; i++) evaluations.push(await timed(evaluate(randomUUID())))
  report("POST evaluate (new key)", evaluations)
  const key = randomUUID()
  await timed(evaluate(key))
  const replays: Array<number> = []
  for (let i = 0; i < EVALUATIONS; i++) replays.push(await timed(evaluate(key)))
  report("POST evaluate (replay)", replays)
  const ranks: Array<number> = []
  for (let i = 0; i < 8; i++) ranks.push(await timed(rank))
  report("POST rank-stability (3 cities x 50 perturbations)", ranks)
  const alone: Array<number> = []
  for (let i = 0; i < 100; i++) alone.push(await timed(status))
  report("GET /status alone", alone)
  const during: Array<number> = []
  let running = true
  const jobs = Promise.all(Array.from({ length: 4 }, () => timed(rank))).finally(() => {
    running = false
  })
  while (running) during.push(await timed(status))
  await jobs
  report("GET /status during 4 rank-stability jobs", during)
} finally {
  await server.close()
  rmSync(dataDir, { recursive: true, force: true })
}
