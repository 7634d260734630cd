import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postgresqlServer } from "../utils/MachineRequirement.js"
import { runFire, startFire } from "../utils/FireProcess.js"
import { startServer } from "../utils/TestServer.js"

/**
 * Operator commands beside a running server (issue 12, defect 4): on the embedded database one
 * process at a time (a lock the server holds and the CLI respects), so no command reports a
 * success that did not happen; on PostgreSQL they act on the one shared database.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field
type Json = any

const tempDir = () => mkdtempSync(join(tmpdir(), "fire-operator-"))

describe("operator commands on the embedded database", () => {
  it("refuse clearly while `fire serve` holds the data directory, and change nothing", async () => {
    const dataDir = tempDir()
    const server = await startFire(dataDir)
    try {
      const env = { DATA_DIR: dataDir }
      const commands = [
        ["users", "set-tier", "--email", "ops@example.com", "--tier", "pro"],
        ["token", "mint", "--email", "ops@example.com", "--tier", "pro"],
        ["parameter-sets", "suspend", "us-historical"],
        ["features", "set", "beta", "--enabled", "true"]
      ]
      const runs = await Promise.all(commands.map((args) => runFire(args, env)))
      for (const [i, run] of runs.entries()) {
        expect({ command: commands[i], code: run.code }).toEqual({ command: commands[i], code: 1 })
        const output = run.stdout + run.stderr
        expect(output).toContain(`in use by process ${server.child.pid}`)
        // No success line, no token.
        expect(output).not.toMatch(/tier pro|: suspended|beta: |eyJ/)
      }
      // The server is unharmed and nothing was written behind its back.
      const flags = await fetch(`${server.url}/api/v1/status`)
      expect(flags.status).toBe(200)
    } finally {
      server.child.kill("SIGTERM")
      await server.exited
    }
  }, 180_000)

  it("`token mint --tier pro` with no server running yields a Pro user the server then serves", async () => {
    const dataDir = tempDir()
    const minted = await runFire(["token", "mint", "--email", "pro@example.com", "--tier", "pro"], {
      DATA_DIR: dataDir
    })
    expect(minted.code).toBe(0)
    const token = minted.stdout.trim()
    const server = await startServer({ dataDir })
    try {
      const profile = (await (
        await server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } })
      ).json()) as Json
      expect(profile.data).toMatchObject({ email: "pro@example.com", subscriptionTier: "pro" })
    } finally {
      await server.close()
    }
  }, 120_000)
})

const postgresql = backends().find((b) => b.name === "postgresql")

describe.skipIf(postgresqlServer.skipped)(postgresqlServer.title("operator commands on PostgreSQL"), () => {
  it("set-tier beside a running server binds within the identity cache bound, a downgrade too", async () => {
    const { databaseUrl } = await postgresql!.isolate()
    const cacheSeconds = 2
    const env = { DATABASE_URL: databaseUrl!, DATA_DIR: tempDir() }
    const server = await startFire(env.DATA_DIR, { ...env, IDENTITY_CACHE_SECONDS: String(cacheSeconds) })
    try {
      const minted = await runFire(["token", "mint", "--email", "shared@example.com"], env)
      expect(minted.code).toBe(0)
      const headers = { authorization: `Bearer ${minted.stdout.trim()}` }
      const tier = async () =>
        ((await (await fetch(`${server.url}/api/v1/user/profile`, { headers })).json()) as Json).data.subscriptionTier
      // The tier the server serves once the command has returned: polled until it changes, and the
      // change must come within the identity cache's bound (plus a second for the request itself).
      const servedWithinBound = async (expected: string) => {
        const since = performance.now()
        let served = await tier()
        while (served !== expected && performance.now() - since < (cacheSeconds + 1) * 1_000) {
          await new Promise((r) => setTimeout(r, 100))
          served = await tier()
        }
        return served
      }
      expect(await tier()).toBe("starter")
      expect((await runFire(["users", "set-tier", "--email", "shared@example.com", "--tier", "pro"], env)).code).toBe(0)
      expect(await servedWithinBound("pro")).toBe("pro")
      expect(
        (await runFire(["users", "set-tier", "--email", "shared@example.com", "--tier", "starter"], env)).code
      ).toBe(0)
      expect(await servedWithinBound("starter")).toBe("starter")
    } finally {
      server.child.kill("SIGTERM")
      await server.exited
    }
  }, 180_000)
})
