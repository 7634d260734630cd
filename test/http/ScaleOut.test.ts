import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DevIssuer } from "@fire/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postgresqlServer } from "../utils/MachineRequirement.js"
import { startFire } from "../utils/FireProcess.js"
import { type RedisServer, redisServer, startRedis } from "../utils/RedisServer.js"

/**
 * Three API processes on one real PostgreSQL server, counting in one Redis, enforce one limit
 * under concurrent load; a key revoked through one is refused by all within 5 s, and a session
 * signed out through one is refused by all at once (sessions are never cached; DESIGN.md, "Scale-out").
 */

const postgresql = backends().find((b) => b.name === "postgresql")

describe.skipIf(postgresqlServer.skipped || redisServer.skipped)(
  redisServer.title(postgresqlServer.title("three API processes on one PostgreSQL and one Redis")),
  () => {
    let a: Awaited<ReturnType<typeof startFire>>
    let b: Awaited<ReturnType<typeof startFire>>
    let c: Awaited<ReturnType<typeof startFire>>
    let redis: RedisServer
    const dataDir = mkdtempSync(join(tmpdir(), "fire-scale-"))

    beforeAll(async () => {
      redis = await startRedis()
      const { databaseUrl } = await postgresql!.isolate()
      const env = { DATABASE_URL: databaseUrl!, TRUSTED_PROXIES: "127.0.0.1", REDIS_URL: redis.url }
      // One after the other: the first applies the migrations.
      a = await startFire(dataDir, env)
      b = await startFire(dataDir, env)
      c = await startFire(dataDir, env)
    }, 90_000)
    afterAll(async () => {
      for (const server of [a, b, c]) {
        server?.child.kill("SIGTERM")
        await server?.exited
      }
      await redis?.stop()
    })

    /** Waits until at least `seconds` remain in the current UTC minute, so a burst sits in one window. */
    const roomInMinute = async (seconds: number) => {
      const left = 60_000 - (Date.now() % 60_000)
      if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50))
    }

    const spread = (n: number, path: string, headers: Record<string, string>) =>
      Promise.all(Array.from({ length: n }, (_, i) => fetch(`${[a, b, c][i % 3]!.url}${path}`, { headers })))

    it("20 concurrent coach questions of one starter user with 5 left today across the three: exactly 5 answered", async () => {
      await roomInMinute(20)
      const token = await DevIssuer.mint(dataDir, "scale-ai@example.com", Date.now())
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
      const body = JSON.stringify({ message: "How is my FI score?" })
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${[a, b, c][i % 3]!.url}/api/v1/ai/chat`, { method: "POST", headers, body })
        )
      )
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(15)
      for (const server of [a, b, c]) {
        const usage = await fetch(`${server.url}/api/v1/ai/usage`, { headers })
        expect(((await usage.json()) as { data: { used: number } }).data.used).toBe(5)
      }
    })

    it("200 concurrent tax calculations of one starter user across the three: exactly 50 answered", async () => {
      await roomInMinute(20)
      const token = await DevIssuer.mint(dataDir, "scale-tax@example.com", Date.now())
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${[a, b, c][i % 3]!.url}/api/v1/tax/calculate`, { method: "POST", headers, body: "{}" })
        )
      )
      const answered = responses.filter((r) => r.status !== 429)
      expect(answered).toHaveLength(50)
      expect(responses.filter((r) => r.status === 429)).toHaveLength(150)
      // Each count of the hourly family limit was seen once: no two processes shared a count.
      const remaining = answered.map((r) => Number(r.headers.get("x-ratelimit-remaining"))).sort((x, y) => x - y)
      expect(remaining).toEqual(Array.from({ length: 50 }, (_, i) => i))
      const refused = (await responses.find((r) => r.status === 429)!.json()) as Record<string, unknown>
      expect(refused).toMatchObject({ success: false, code: "RATE_LIMITED" })
    }, 60_000)

    it("200 concurrent anonymous requests from one IP across the three: exactly 10 admitted", async () => {
      await roomInMinute(20)
      const responses = await spread(200, "/api/v1/status", { "x-forwarded-for": "198.51.100.23" })
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(10)
      expect(statuses.filter((s) => s === 429)).toHaveLength(190)
    }, 60_000)

    it("200 concurrent requests of one starter user across the three: exactly 60 admitted", async () => {
      await roomInMinute(20)
      const token = await DevIssuer.mint(dataDir, "scale@example.com", Date.now())
      const responses = await spread(200, "/api/v1/user/profile", { authorization: `Bearer ${token}` })
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(60)
      expect(statuses.filter((s) => s === 429)).toHaveLength(140)
    }, 60_000)

    it("a key revoked through one process is refused by all within the identity bound (5 s)", async () => {
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
      for (const server of [a, b, c])
        expect((await fetch(`${server.url}/api/v1/user/profile`, { headers: withKey })).status).toBe(200)
      const revoked = await fetch(`${b.url}/api/v1/user/api-keys/${data.id}`, { method: "DELETE", headers: auth })
      expect(revoked.status).toBe(200)
      // Each process reuses a credential's outcome for IDENTITY_CACHE_SECONDS (5 s by default): the bound.
      const started = Date.now()
      for (const server of [a, b, c]) {
        while ((await fetch(`${server.url}/api/v1/user/profile`, { headers: withKey })).status !== 401) {
          expect(Date.now() - started).toBeLessThan(5_000 + 1_000)
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    }, 60_000)

    it("a session signed out through one process is refused by all at once", async () => {
      const token = await DevIssuer.mint(dataDir, "session@example.com", Date.now())
      const signedIn = await fetch(`${a.url}/api/v1/auth/session`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` }
      })
      expect(signedIn.status).toBe(201)
      const cookie = signedIn.headers
        .getSetCookie()
        .find((v) => v.startsWith("fire_session="))!
        .split(";")[0]!
      for (const server of [a, b, c])
        expect((await fetch(`${server.url}/api/v1/user/profile`, { headers: { cookie } })).status).toBe(200)
      const signedOut = await fetch(`${b.url}/api/v1/auth/session`, {
        method: "DELETE",
        headers: { cookie, origin: b.url }
      })
      expect(signedOut.status).toBe(200)
      for (const server of [a, b, c])
        expect((await fetch(`${server.url}/api/v1/user/profile`, { headers: { cookie } })).status).toBe(401)
    }, 60_000)
  }
)
