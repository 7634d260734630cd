import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startFire } from "../utils/FireProcess.js"
import { postgresqlServer } from "../utils/MachineRequirement.js"
import { type RedisServer, redisServer, startRedis } from "../utils/RedisServer.js"

/**
 * `fire serve --workers N`: N request processes share one port (node's cluster), one PostgreSQL and
 * one Redis, so a limit stays exact across them; SIGTERM drains them all. On the embedded
 * database (single-process) the option is refused with a message.
 */

describe("fire serve --workers", () => {
  it("is refused on the embedded database, with the reason", async () => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", "serve", "--workers", "2"],
      {
        env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), "fire-workers-")), DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"]
      }
    )
    let stderr = ""
    child.stderr.on("data", (chunk) => (stderr += chunk))
    const code = await new Promise((resolve) => child.once("exit", resolve))
    expect(code).toBe(1)
    expect(stderr).toContain("--workers needs DATABASE_URL")
  }, 60_000)
})

const postgresql = backends().find((b) => b.name === "postgresql")

describe.skipIf(postgresqlServer.skipped || redisServer.skipped)(
  redisServer.title(postgresqlServer.title("fire serve --workers 2 on PostgreSQL and Redis")),
  () => {
    let redis: RedisServer
    let server: Awaited<ReturnType<typeof startFire>>

    beforeAll(async () => {
      redis = await startRedis()
      const { databaseUrl } = await postgresql!.isolate()
      server = await startFire(
        mkdtempSync(join(tmpdir(), "fire-workers-")),
        { DATABASE_URL: databaseUrl!, REDIS_URL: redis.url, TRUSTED_PROXIES: "127.0.0.1" },
        ["serve", "--workers", "2"]
      )
      // The second process starts once the first listens (it applied the migrations).
      for (let i = 0; i < 600 && server.output().split("listening on").length < 3; i++)
        await new Promise((r) => setTimeout(r, 100))
    }, 90_000)
    afterAll(async () => {
      server?.child.kill("SIGTERM")
      await server?.exited
      await redis?.stop()
    })

    it("two processes serve one port and count one limit", async () => {
      expect(server.output().split("listening on").length - 1).toBe(2)
      const left = 60_000 - (Date.now() % 60_000)
      if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50))
      const responses = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${server.url}/api/v1/status`, { headers: { "x-forwarded-for": "198.51.100.77" } })
        )
      )
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(10)
      expect(statuses.filter((s) => s === 429)).toHaveLength(90)
    }, 60_000)

    it("SIGTERM stops every process and exits 0", async () => {
      server.child.kill("SIGTERM")
      expect(await server.exited).toBe(0)
      await expect(fetch(`${server.url}/api/v1/status`)).rejects.toThrow()
    }, 60_000)
  }
)
