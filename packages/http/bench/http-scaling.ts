/**
 * `pnpm bench:http-scaling`: requests per second of `fire serve` with 1, then N request processes
 * (`--workers N`, BENCH_WORKERS, default the machine's cores) on PostgreSQL with its counters in
 * Redis, for `GET /user/profile` from 200 signed-in users (their identity cached, limits raised so
 * none is refused). The load comes from wrk (one thread, 50 connections, BENCH_SECONDS per
 * measurement, default 8), a C load generator that spends a small fraction of the CPU autocannon
 * does per request, so that on a small machine the server's processes get the cores: the ratio of
 * the two rates is what the further processes add. BENCH_ROUNDS (default 3) rounds of 1 then N
 * processes, alternating. Needs `wrk` on the PATH (Debian's `wrk`) and BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; not part of `pnpm bench`.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { backends } from "../../../test/utils/Backends.js"
import { startRedis } from "../../../test/utils/RedisServer.js"
import { startServer } from "../../../test/utils/TestServer.js"
import { DevIssuer } from "../src/index.js"
import { fireServe, treeCpuMs } from "./BenchProcesses.js"

const USERS = 200
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const WORKERS = Number(process.env.BENCH_WORKERS ?? availableParallelism())
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (databaseUrl === undefined) throw new Error("BENCH_DATABASE_URL or TEST_DATABASE_URL is needed")
try {
  execFileSync("wrk", ["--version"], { stdio: "ignore" })
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary throws ENOENT
  if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("wrk is needed (apt-get install wrk)")
}

/** Fresh schema, users made and their tokens, through an in-process server that is then closed. */
const prepare = async () => {
  const isolated = await backends()
    .find((b) => b.name === "postgresql")!
    .isolate()
  const server = await startServer(isolated)
  try {
    const now = Date.now()
    const tokens = await Promise.all(
      Array.from({ length: USERS }, (_, i) => DevIssuer.mint(isolated.dataDir, `scale-${i}@example.com`, now))
    )
    for (const token of tokens)
      await server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } })
    return { ...isolated, tokens }
  } finally {
    await server.close()
  }
}

/** The wrk script: each request the next user's token. */
const script = (tokens: ReadonlyArray<string>) => {
  const path = join(mkdtempSync(join(tmpdir(), "fire-bench-scaling-")), "profile.lua")
  writeFileSync(
    path,
    `local tokens = {${tokens.map((t) => JSON.stringify(t)).join(",")}}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", "/api/v1/user/profile", { ["Authorization"] = "Bearer " .. tokens[(i % #tokens) + 1] })
end
`
  )
  return path
}

const wrk = (url: string, lua: string, seconds: number) => {
  const out = execFileSync("wrk", ["-t1", "-c50", `-d${seconds}s`, "--latency", "-s", lua, url], { encoding: "utf8" })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "?"
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  return { rps, p99, non2xx }
}

const measure = async (workers: number) => {
  const { dataDir, databaseUrl: url, tokens } = await prepare()
  const redis = await startRedis()
  const api = await fireServe(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: url ?? "",
      REDIS_URL: redis.url,
      APP_ENV: "development",
      IDENTITY_CACHE_SECONDS: "60",
      MAX_CONNECTIONS_PER_IP: "1000",
      RATE_LIMIT_STARTER_MINUTE: "1000000",
      RATE_LIMIT_STARTER_DAY: "1000000"
    },
    workers > 1 ? ["--workers", String(workers)] : [],
    workers
  )
  try {
    const lua = script(tokens)
    wrk(api.url, lua, 3) // warm-up: every user's identity in every process, JIT
    const before = treeCpuMs(api.pid)
    const result = wrk(api.url, lua, SECONDS)
    const cpu = (treeCpuMs(api.pid) - before) / (result.rps * SECONDS)
    return { ...result, cpu }
  } finally {
    await api.stop()
    await redis.stop()
  }
}

// Rounds of 1 then N processes, alternating, so that a change of the machine's state meets both.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const rounds: Array<{
  readonly one: Awaited<ReturnType<typeof measure>>
  readonly n: Awaited<ReturnType<typeof measure>>
}> = []
for (let r = 0; r < ROUNDS; r++) rounds.push({ one: await measure(1), n: await measure(WORKERS) })
const ratios = rounds.map(({ one, n }) => n.rps / one.rps).sort((a, b) => a - b)
console.log(
  `\nGET /user/profile (JWT, identity cached), PostgreSQL + Redis, wrk -t1 -c50 -d${SECONDS}s, ${availableParallelism()} cores, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}\n`
)
console.log(`| round | processes | req/s | p99 | non-2xx | server CPU / request (all processes) | ${WORKERS} / 1 |`)
console.log("|---|---|---|---|---|---|---|")
rounds.forEach(({ one, n }, r) => {
  console.log(`| ${r + 1} | 1 | ${one.rps.toFixed(0)} | ${one.p99} | ${one.non2xx} | ${one.cpu.toFixed(3)} ms | |`)
  console.log(
    `| ${r + 1} | ${WORKERS} | ${n.rps.toFixed(0)} | ${n.p99} | ${n.non2xx} | ${n.cpu.toFixed(3)} ms | ${(n.rps / one.rps).toFixed(2)}x |`
  )
})
console.log(
  `\n${WORKERS} processes / 1, median of ${ROUNDS} rounds: ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)}x (bar: >= ${(0.7 * WORKERS).toFixed(1)}x, 0.7 x N)`
)
process.exit(0)
