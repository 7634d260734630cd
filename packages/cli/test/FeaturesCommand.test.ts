import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess } from "./utils/InProcessCommand.js"
import { startServer } from "../../../test/utils/TestServer.js"
import { features, parseTiers } from "../src/commands/features.js"

/** `fire features set|list` in process on an embedded database, then served by `GET /features`. */

const dataDir = mkdtempSync(join(tmpdir(), "fire-features-"))
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL }

const fire = (...args: ReadonlyArray<string>) => runInProcess(features, args)

beforeAll(() => {
  process.env.DATA_DIR = dataDir
  delete process.env.DATABASE_URL
})
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe("parseTiers", () => {
  it("reads a comma list, `all` and an empty value; refuses an unknown tier", () => {
    expect(parseTiers("pro, starter")).toEqual({ tiers: ["pro", "starter"] })
    expect(parseTiers("PRO,pro")).toEqual({ tiers: ["pro"] })
    expect(parseTiers("all")).toEqual({ tiers: [] })
    expect(parseTiers("")).toEqual({ tiers: [] })
    expect(parseTiers("starter,gold")).toEqual({ unknown: "gold" })
  })
})

describe("fire features", () => {
  it("lists nothing at first, then creates with defaults and changes only the given options", async () => {
    expect((await fire("list")).stdout).toEqual(["No feature flags."])
    const created = await fire("set", "beta.dashboard", "--description", "New dashboard")
    expect(created.code).toBe(0)
    expect(created.stdout).toEqual(["beta.dashboard\tdisabled\tall-tiers\t100%\tNew dashboard"])
    const changed = await fire("set", "beta.dashboard", "--enabled", "true", "--tiers", "pro", "--rollout", "40")
    expect(changed.stdout).toEqual(["beta.dashboard\tenabled\tpro\t40%\tNew dashboard"])
    expect((await fire("list")).stdout).toEqual(["beta.dashboard\tenabled\tpro\t40%\tNew dashboard"])
  })

  it.each([
    [["set", "Bad Key"], "invalid key"],
    [["set", "ok", "--rollout", "101"], "--rollout must be an integer 0-100"],
    [["set", "ok", "--rollout", "-1"], "--rollout must be an integer 0-100"],
    [["set", "ok", "--tiers", "gold"], "unknown tier gold"],
    [["set", "ok", "--description", "x".repeat(501)], "at most 500 characters"]
  ])("refuses %j with exit code 1 and says why", async (args, why) => {
    const run = await fire(...args)
    expect(run.code).toBe(1)
    expect(run.stderr.join("\n")).toContain(why)
  })

  it("the API serves what the CLI set, evaluated for the caller", async () => {
    expect((await fire("set", "everyone", "--enabled", "true", "--description", "For all")).code).toBe(0)
    const server = await startServer({ dataDir, databaseUrl: undefined })
    try {
      const token = await server.token("cli-flags@example.com")
      const response = await server.request("/api/v1/features/everyone", {
        headers: { authorization: `Bearer ${token}` }
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { data: unknown }).data).toEqual({
        key: "everyone",
        description: "For all",
        enabled: true
      })
    } finally {
      await server.close()
    }
  })
})
