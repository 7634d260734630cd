import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DevIssuer } from "@fire/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postgresqlServer } from "../utils/MachineRequirement.js"
import { startFire } from "../utils/FireProcess.js"

/**
 * Two API processes on one real PostgreSQL server enforce one limit under concurrent load, and a
 * key revoked through one is refused by both at once (DESIGN.md, "Scale-out").
 */

const postgresql = backends().find((b) => b.name === "postgresql")

describe.skipIf(postgresqlServer.skipped)(postgresqlServer.title("two API processes on one PostgreSQL"), () => {
  let a: Awaited<ReturnType<typeof startFire>>
  let b: Awaited<ReturnType<typeof startFire>>
  const dataDir = mkdtempSync(join(tmpdir(), "fire-scale-"))

  beforeAll(async () => {
    const { databaseUrl } = await postgresql!.isolate()
    const env = { DATABASE_URL: databaseUrl!, TRUSTED_PROXIES: "127.0.0.1" }
    // One after the other: the first applies the migrations.
    a = await startFire(dataDir, env)
    b = await startFire(dataDir, env)
  }, 60_000)
  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill("SIGTERM")
      await server?.exited
    }
  })

  /** Waits until at least `seconds` remain in the current UTC minute, so a burst sits in one window. */
  const roomInMinute = async (seconds: number) => {
    const left = 60_000 - (Date.now() % 60_000)
    if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50))
  }

  const spread = (n: number, path: string, headers: Record<string, string>) =>
    Promise.all(Array.from({ length: n }, (_, i) => fetch(`${(i % 2 === 0 ? a : b).url}${path}`, { headers })))

  it("200 concurrent anonymous requests from one IP across both: exactly 10 admitted", async () => {
    await roomInMinute(20)
    const responses = await spread(200, "/api/v1/status", { "x-forwarded-for": "198.51.100.23" })
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(190)
  }, 60_000)

  it("200 concurrent requests of one starter user across both: exactly 60 admitted", async () => {
    await roomInMinute(20)
    const token = await DevIssuer.mint(dataDir, "scale@example.com", Date.now())
    const responses = await spread(200, "/api/v1/user/profile", { authorization: `Bearer ${token}` })
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(60)
    expect(statuses.filter((s) => s === 429)).toHaveLength(140)
  }, 60_000)

  it("a key revoked through one process is refused by both at once", async () => {
    const token = await DevIssuer.mint(dataDir, "revoke@example.com", Date.now())
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const created = await fetch(`${a.url}/api/v1/user/api-keys`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ name: "scale" })
    })
    expect(created.status).toBe(201)
    const { data } = (await created.json()) as { data: { id: string; key: string } }
    const withKey = { authorization: `Bearer ${data.key}` }
    for (const server of [a, b])
      expect((await fetch(`${server.url}/api/v1/user/profile`, { headers: withKey })).status).toBe(200)
    const revoked = await fetch(`${b.url}/api/v1/user/api-keys/${data.id}`, { method: "DELETE", headers: auth })
    expect(revoked.status).toBe(200)
    for (const server of [a, b])
      expect((await fetch(`${server.url}/api/v1/user/profile`, { headers: withKey })).status).toBe(401)
  }, 60_000)
})
