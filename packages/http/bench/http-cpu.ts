/**
 * `pnpm bench:http-cpu`: server CPU time per request, which a loaded machine disturbs far less than
 * requests per second. `fire serve` (embedded database, one process) and a bare `node:http` server
 * sending the same bytes each answer a fixed number of requests (BENCH_REQUESTS, default 4,000) at
 * 50 connections, from 200 signed-in users (Starter limits raised so none is refused; identity
 * kept 60 s so the measured requests find it cached) or, for the 429, one anonymous address; the CPU time (user + system, /proc) each process spent over those requests,
 * divided by their number, is compared. The implied ratio of requests per second is bare CPU per
 * request / API CPU per request (what one core would do for each, the load generator aside).
 * The framework floor (FrameworkFloor.ts: a minimal effect HttpApi app on NodeHttpServer, one route
 * answering the same bytes, no middleware or logs) is measured the same way in the same run: bare /
 * floor is what effect's serving itself allows, floor / API what our own code per request costs.
 * BENCH_FLOOR=0 leaves the floor out. BENCH_CPU_PROF=<dir> runs the API under `node --cpu-prof` and writes its profile there on exit.
 * BENCH_IDENTITY_CACHE_SECONDS=0 resolves every credential on every request (the identity miss path).
 */
import { mkdtempSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { backends } from "../../../test/utils/Backends.js"
import { startRedis } from "../../../test/utils/RedisServer.js"
import { startServer } from "../../../test/utils/TestServer.js"
import { DevIssuer } from "../src/index.js"
import { type Answer, bareServer, cpuMs, fireServe, frameworkFloor, treeCpuMs } from "./BenchProcesses.js"

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const USERS = 200

interface Case {
  readonly name: string
  readonly path: string
  /** Per-request headers; `user` cycles through the bench users. */
  readonly headers: (user: number) => Record<string, string>
  readonly users: number
}

/** Sends `amount` requests of `c` at CONNECTIONS, each with the next user's headers; the status counts. */
const send = async (url: string, c: Case, amount: number) => {
  let next = 0
  // autocannon settles a fixed amount on its next 1 s tick: the time is the last answer's.
  const started = performance.now()
  let last = started
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({ ...request, method: "GET", path: c.path, headers: c.headers(next++ % c.users) }),
        onResponse: () => {
          last = performance.now()
        }
      }
    ]
  })
  const statuses: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (stat as { count: number }).count
  // Connection errors would mean reconnections the server pays for but no answer counts.
  if (result.errors > 0) console.error(`${c.name}: ${result.errors} connection errors`)
  return { statuses, seconds: (last - started) / 1000, p99: result.latency.p99 }
}

/** CPU ms per request of process `pid` over `amount` requests of `c`. */
const cpuPerRequest = async (pid: number, url: string, c: Case, amount: number, cpu = cpuMs) => {
  const before = cpu(pid)
  const { statuses, seconds, p99 } = await send(url, c, amount)
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0)
  return { ms: (cpu(pid) - before) / answered, rps: answered / seconds, p99, statuses }
}

const sample = async (url: string, c: Case): Promise<Answer> => {
  let response = await fetch(`${url}${c.path}`, { headers: c.headers(0) })
  for (let i = 0; c.users === 1 && response.status !== 429 && i < 20; i++) {
    await response.arrayBuffer()
    response = await fetch(`${url}${c.path}`, { headers: c.headers(0) })
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "application/json",
    body: Buffer.from(await response.arrayBuffer())
  }
}

/**
 * BENCH_WORKERS=N (N > 1) runs `fire serve --workers N` on PostgreSQL (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL; a fresh schema) with its counters in a Redis started for the run; BENCH_BACKEND=
 * postgresql does so with one process. The API's CPU is then that of the whole process tree (the
 * cluster's primary and its request processes).
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)
const postgres = WORKERS > 1 || process.env.BENCH_BACKEND === "postgresql"
const redis = postgres ? await startRedis() : undefined
const { dataDir, databaseUrl } = postgres
  ? await backends()
      .find((b) => b.name === "postgresql")!
      .isolate()
  : { dataDir: mkdtempSync(join(tmpdir(), "fire-bench-cpu-")), databaseUrl: undefined }
if (postgres && databaseUrl === undefined) throw new Error("BENCH_DATABASE_URL or TEST_DATABASE_URL is needed")
const tokens = await (async () => {
  const server = await startServer({ dataDir, databaseUrl })
  try {
    const now = Date.now()
    const minted = await Promise.all(
      Array.from({ length: USERS }, (_, i) => DevIssuer.mint(dataDir, `bench-${i}@example.com`, now))
    )
    for (let i = 0; i < USERS; i += 100)
      await Promise.all(
        minted
          .slice(i, i + 100)
          .map((t) => server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${t}` } }))
      )
    return minted
  } finally {
    await server.close()
  }
})()

const jwt = (user: number) => ({ authorization: `Bearer ${tokens[user]}` })
const cases: ReadonlyArray<Case> = [
  { name: "GET /user/profile (JWT)", path: "/api/v1/user/profile", headers: jwt, users: USERS },
  { name: "GET /geo/cities?limit=100 (JWT)", path: "/api/v1/geo/cities?limit=100", headers: jwt, users: USERS },
  { name: "GET /tax/countries (JWT)", path: "/api/v1/tax/countries", headers: jwt, users: USERS },
  // One client address, no credential: after its 10 a minute, every answer is a 429.
  { name: "GET /status anonymous, refused (429)", path: "/api/v1/status", headers: () => ({}), users: 1 }
]
const wanted = process.env.BENCH_CASES?.split(",")
const profileDir = process.env.BENCH_CPU_PROF
/** BENCH_FLOOR=0 leaves the framework floor out (A/B runs of the API alone). */
const withFloor = process.env.BENCH_FLOOR !== "0"
const api = await fireServe(
  // Identity outcomes are kept 60 s (the most allowed), so the measured requests find their user cached;
  // the Starter limits are raised so that 200 users' requests are never refused.
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    REDIS_URL: redis?.url ?? "",
    APP_ENV: "development",
    IDENTITY_CACHE_SECONDS: process.env.BENCH_IDENTITY_CACHE_SECONDS ?? "60",
    // The load generator's 50 connections come from one address; the default 32 per address would
    // close 18 of them at accept, over and over (autocannon reconnects), which the API would pay.
    MAX_CONNECTIONS_PER_IP: "1000",
    RATE_LIMIT_STARTER_MINUTE: "1000000",
    RATE_LIMIT_STARTER_DAY: "1000000"
  },
  WORKERS > 1 ? ["--workers", String(WORKERS)] : [],
  WORKERS,
  profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]
)
const rows: Array<string> = []
try {
  for (const c of cases) {
    if (wanted !== undefined && !wanted.some((w) => c.path.includes(w))) continue
    const answer = await sample(api.url, c)
    const bare = await bareServer(answer)
    const floor = withFloor ? await frameworkFloor(answer, c.path) : undefined
    try {
      await send(api.url, c, USERS + 500) // warm-up: every user's identity, JIT
      if (floor !== undefined) await send(floor.url, c, 1_000)
      await send(bare.url, c, 1_000)
      const a = await cpuPerRequest(api.pid, api.url, c, REQUESTS, treeCpuMs)
      const f =
        floor === undefined
          ? { ms: Number.NaN, rps: Number.NaN, p99: Number.NaN }
          : await cpuPerRequest(floor.pid, floor.url, c, REQUESTS)
      const b = await cpuPerRequest(bare.pid, bare.url, c, REQUESTS)
      const pct = (x: number, y: number) => `${((100 * x) / y).toFixed(1)} %`
      const line =
        `| ${c.name} | ${a.ms.toFixed(3)} ms | ${f.ms.toFixed(3)} ms | ${b.ms.toFixed(3)} ms | ` +
        `${pct(b.ms, a.ms)} | ${pct(b.ms, f.ms)} | ${pct(f.ms, a.ms)} | ` +
        `${a.rps.toFixed(0)} / ${f.rps.toFixed(0)} / ${b.rps.toFixed(0)} | ${a.p99} / ${f.p99} / ${b.p99} | ${JSON.stringify(a.statuses)} |`
      console.error(line)
      rows.push(line)
    } finally {
      await floor?.stop()
      await bare.stop()
    }
  }
} finally {
  await api.stop()
  await redis?.stop()
}
console.log(
  `\n${postgres ? `PostgreSQL + Redis, ${WORKERS} request process(es)` : "embedded database, 1 process"}, ${REQUESTS} requests per measurement, ${CONNECTIONS} connections, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`
)
console.log(
  "| request | API CPU / req | floor CPU / req | bare CPU / req | bare / API | bare / floor | floor / API | req/s API / floor / bare | p99 ms API / floor / bare | API statuses |"
)
console.log("|---|---|---|---|---|---|---|---|---|---|")
for (const row of rows) console.log(row)
process.exit(0)
