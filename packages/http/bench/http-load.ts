/**
 * `pnpm bench:http`: load over loopback against `fire serve` in its own process(es), each request
 * beside a bare `node:http` server (its own process) that sends the same bytes (status, type,
 * body), measured in the same run: 50 connections, distinct users so no limit refuses (except the
 * anonymous 429 case), a bounded time per case. Setups: the embedded database (one process),
 * PostgreSQL with one process and with `--workers 3` (both counting in Redis), when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set and `redis-server` is installed. Also the
 * server CPU time a refused request (429) costs, and for the GET cases the framework floor's rate
 * (FrameworkFloor.ts: effect's own serving of the same bytes, no middleware). Prints a markdown table (docs/performance.md).
 *
 * Environment: BENCH_SECONDS (per case, default 5), BENCH_CONNECTIONS (default 50),
 * BENCH_SETUPS (comma list of embedded,pg1,pg3; default all that can run).
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { UserRepository, type UserId } from "@fire/domain/User"
import autocannon from "autocannon"
import { Effect } from "effect"
import { backends } from "../../../test/utils/Backends.js"
import { importAndApprove, ParameterSetMother } from "../../../test/utils/ParameterSetMother.js"
import { redisServer, startRedis } from "../../../test/utils/RedisServer.js"
import { RevisionMother } from "../../../test/utils/RevisionMother.js"
import { postJson, startServer } from "../../../test/utils/TestServer.js"
import { DevIssuer } from "../src/index.js"
import { bareServer, cpuMs, fireServe, frameworkFloor } from "./BenchProcesses.js"

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const USERS = 1_500
const SIM_USERS = 50

interface Case {
  readonly name: string
  readonly method: "GET" | "POST"
  readonly path: (user: number) => string
  readonly body?: (user: number) => string
  /** Per-request headers; `user` cycles through the bench users. */
  readonly headers: (user: number) => Record<string, string>
  readonly users: number
}

interface Measured {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly statuses: Record<string, number>
}

/** Runs autocannon for SECONDS, each request with the next user's headers. */
const load = async (url: string, c: Case, seconds = SECONDS): Promise<Measured> => {
  let next = 0
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: c.method,
        setupRequest: (request) => {
          const user = next++ % c.users
          return {
            ...request,
            method: c.method,
            path: c.path(user),
            headers: { ...c.headers(user), ...(c.body ? { "content-type": "application/json" } : {}) },
            ...(c.body ? { body: c.body(user) } : {})
          }
        }
      }
    ]
  })
  const statuses: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stat as { count: number }).count
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses }
}

/** Users, tokens, a parameter set and a scenario per simulation user, through an in-process server that is then closed. */
const prepare = async (dataDir: string, databaseUrl: string | undefined) => {
  const server = await startServer({ dataDir, databaseUrl })
  try {
    const now = Date.now()
    const tokens = await Promise.all(
      Array.from({ length: USERS }, (_, i) => DevIssuer.mint(dataDir, `bench-${i}@example.com`, now))
    )
    // Create the users (a JWT's first request does), a hundred at a time.
    for (let i = 0; i < USERS; i += 100)
      await Promise.all(
        tokens
          .slice(i, i + 100)
          .map((t) => server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${t}` } }))
      )
    await importAndApprove(server, ParameterSetMother.us(), now)
    const scenarios: Array<{ scenarioId: string; revisionId: string }> = []
    for (let i = 0; i < SIM_USERS; i++) {
      const auth = { authorization: `Bearer ${tokens[i]}` }
      const profile = (await (await server.request("/api/v1/user/profile", { headers: auth })).json()) as {
        data: { id: UserId }
      }
      await server.run(
        Effect.flatMap(UserRepository, (users) =>
          users.setSubscription(profile.data.id, { tier: "pro", status: "active" }, Date.now())
        )
      )
      const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: `Bench ${i}` }, auth)
      const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
      const revision = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        RevisionMother.usRetireeToLisbon(),
        auth
      )
      scenarios.push({ scenarioId, revisionId: ((await revision.json()) as { data: { id: string } }).data.id })
    }
    return { tokens, scenarios }
  } finally {
    await server.close()
  }
}

const casesFor = (
  tokens: ReadonlyArray<string>,
  scenarios: ReadonlyArray<{ scenarioId: string; revisionId: string }>
): ReadonlyArray<Case> => {
  const jwt = (user: number) => ({ authorization: `Bearer ${tokens[user]}` })
  return [
    {
      name: "GET /geo/cities?limit=100 (JWT)",
      method: "GET",
      path: () => "/api/v1/geo/cities?limit=100",
      headers: jwt,
      users: USERS
    },
    { name: "GET /user/profile (JWT)", method: "GET", path: () => "/api/v1/user/profile", headers: jwt, users: USERS },
    {
      name: "POST /calculator (JWT)",
      method: "POST",
      path: () => "/api/v1/calculator",
      body: () =>
        JSON.stringify({ currentAge: 30, annualIncome: 70_000, annualExpenses: 40_000, currentSavings: 100_000 }),
      headers: jwt,
      users: USERS
    },
    // One client address, no credential: after its 10 a minute, every answer is a 429.
    {
      name: "GET /status anonymous, refused (429)",
      method: "GET",
      path: () => "/api/v1/status",
      headers: () => ({}),
      users: 1
    },
    {
      name: "POST retirement-simulation (100 paths x 30 y)",
      method: "POST",
      path: (user) => `/api/v1/fire-decision/scenarios/${scenarios[user]!.scenarioId}/retirement-simulation`,
      body: (user) =>
        JSON.stringify({
          revisionId: scenarios[user]!.revisionId,
          seed: randomUUID(),
          pathCount: 100,
          horizonYears: 30,
          stressScenarioId: "baseline",
          targetSuccessProbability: 0.9
        }),
      headers: (user) => ({ ...jwt(user), "idempotency-key": randomUUID() }),
      users: SIM_USERS
    }
  ]
}

/** One request of `c` as the API answers it (the anonymous case: once it is refused): the bytes the bare server will send. */
const sample = async (url: string, c: Case) => {
  const send = () =>
    fetch(`${url}${c.path(0)}`, {
      method: c.method,
      headers: { ...c.headers(0), ...(c.body ? { "content-type": "application/json" } : {}) },
      ...(c.body ? { body: c.body(0) } : {})
    })
  let response = await send()
  for (let i = 0; c.users === 1 && response.status !== 429 && i < 20; i++) {
    await response.arrayBuffer()
    response = await send()
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/json",
    body: Buffer.from(await response.arrayBuffer())
  }
}

/**
 * Each user's token presented once to the API before the cases, 50 at a time: a server that has been
 * up a while has seen its signed-in users, and a first sight (a JWT verified, the user's row read) is
 * not what the cases measure. Its cost, paid once per token per process, is measured by
 * `BENCH_IDENTITY_CACHE_SECONDS=0 pnpm bench:http-cpu` (docs/performance.md). On PostgreSQL the
 * identity bound (5 s) has passed again by each case's measurement.
 */
const presentEachToken = async (url: string, tokens: ReadonlyArray<string>) => {
  for (let i = 0; i < tokens.length; i += CONNECTIONS)
    await Promise.all(
      tokens.slice(i, i + CONNECTIONS).map(async (token) => {
        const response = await fetch(`${url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`a prepared user's token was answered ${response.status}`)
      })
    )
}

interface Row {
  readonly setup: string
  readonly name: string
  readonly api: Measured
  readonly bare: Measured
  readonly floor?: Measured
  readonly cpuPerRequestMs?: number
}

const runSetup = async (
  setup: string,
  options: { databaseUrl?: string; redisUrl?: string; workers: number }
): Promise<ReadonlyArray<Row>> => {
  const dataDir = mkdtempSync(join(tmpdir(), "fire-bench-http-"))
  const { tokens, scenarios } = await prepare(dataDir, options.databaseUrl)
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    REDIS_URL: options.redisUrl ?? "",
    APP_ENV: "development",
    // The load generator's connections come from one address; the default 32 per address would close
    // the others at accept, over and over (autocannon reconnects).
    MAX_CONNECTIONS_PER_IP: "1000"
  }
  const api = await fireServe(env, options.workers > 1 ? ["--workers", String(options.workers)] : [], options.workers)
  const rows: Array<Row> = []
  try {
    await presentEachToken(api.url, tokens)
    for (const c of casesFor(tokens, scenarios)) {
      const answer = await sample(api.url, c)
      const bare = await bareServer(answer)
      // The framework floor (FrameworkFloor.ts) for the GET cases: effect's own serving of the same bytes.
      const floor = c.method === "GET" ? await frameworkFloor(answer, c.path(0)) : undefined
      try {
        await load(api.url, c, 1) // warm-up: identity, JIT
        const bareResult = await load(bare.url, c)
        const floorResult = floor === undefined ? undefined : await load(floor.url, c)
        const before = options.workers === 1 ? cpuMs(api.pid) : 0
        const apiResult = await load(api.url, c)
        const after = options.workers === 1 ? cpuMs(api.pid) : 0
        const requests = apiResult.rps * SECONDS
        rows.push({
          setup,
          name: c.name,
          api: apiResult,
          bare: bareResult,
          ...(floorResult === undefined ? {} : { floor: floorResult }),
          ...(options.workers === 1 ? { cpuPerRequestMs: (after - before) / requests } : {})
        })
        console.error(`${setup} | ${c.name}: ${apiResult.rps.toFixed(0)} req/s ${JSON.stringify(apiResult.statuses)}`)
      } finally {
        await floor?.stop()
        await bare.stop()
      }
    }
  } finally {
    await api.stop()
  }
  return rows
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const wanted = new Set((process.env.BENCH_SETUPS ?? "embedded,pg1,pg3").split(","))
const rows: Array<Row> = []
if (wanted.has("embedded")) rows.push(...(await runSetup("embedded, 1 process", { workers: 1 })))
if (databaseUrl && !redisServer.skipped && (wanted.has("pg1") || wanted.has("pg3"))) {
  const redis = await startRedis()
  try {
    const postgresql = backends().find((b) => b.name === "postgresql")!
    if (wanted.has("pg1")) {
      const { databaseUrl: isolated } = await postgresql.isolate()
      rows.push(
        ...(await runSetup("PostgreSQL + Redis, 1 process", {
          databaseUrl: isolated!,
          redisUrl: redis.url,
          workers: 1
        }))
      )
    }
    if (wanted.has("pg3")) {
      const { databaseUrl: isolated } = await postgresql.isolate()
      rows.push(
        ...(await runSetup("PostgreSQL + Redis, 3 processes", {
          databaseUrl: isolated!,
          redisUrl: redis.url,
          workers: 3
        }))
      )
    }
  } finally {
    await redis.stop()
  }
}

const f0 = (n: number) => n.toFixed(0)
console.log(
  `\n${availableParallelism()} cores, ${CONNECTIONS} connections, ${SECONDS} s per measurement, node ${process.version}\n`
)
console.log(
  "| setup | request | API req/s | bare req/s | ratio | floor req/s (ratio) | API p50 / p99 ms | bare p50 / p99 ms | API statuses | server CPU per request |"
)
console.log("|---|---|---|---|---|---|---|---|---|---|")
const floorCell = (r: Row) =>
  r.floor === undefined ? "" : `${f0(r.floor.rps)} (${((100 * r.floor.rps) / r.bare.rps).toFixed(1)} %)`
for (const r of rows)
  console.log(
    `| ${r.setup} | ${r.name} | ${f0(r.api.rps)} | ${f0(r.bare.rps)} | ${((100 * r.api.rps) / r.bare.rps).toFixed(1)} % | ${floorCell(r)} | ${r.api.p50} / ${r.api.p99} | ${r.bare.p50} / ${r.bare.p99} | ${Object.entries(
      r.api.statuses
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")} | ${r.cpuPerRequestMs === undefined ? "" : `${r.cpuPerRequestMs.toFixed(3)} ms`} |`
  )
process.exit(0)
