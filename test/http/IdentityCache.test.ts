import { toProfile, UserRepository } from "@fire/domain/User"
import { UserProfile } from "@fire/domain/UserProfile"
import { DevIssuer } from "@fire/http"
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * Identity is read once per credential per interval (`IDENTITY_CACHE_SECONDS` on PostgreSQL), and a
 * change made outside this process (a tier set by an operator) still takes effect within that bound;
 * a change written through this process (the profile, a key revoked, a tier) shows on its next
 * request here. The embedded database is one process, which announces every change, so it reuses
 * outcomes past the bound (docs/auth.md). Here the bound is 2 s.
 */

const BOUND_MS = 2_000

describe.each(backends())("identity cache on $name", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), identityCacheSeconds: BOUND_MS / 1000 })
  })
  afterAll(() => server.close())

  const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` })

  /** Polls `check` until it holds; returns the ms it took. */
  const within = async (check: () => Promise<boolean>) => {
    const started = performance.now()
    while (!(await check())) {
      if (performance.now() - started > BOUND_MS * 3) throw new Error("did not take effect")
      await new Promise((r) => setTimeout(r, 50))
    }
    return performance.now() - started
  }

  it("a key revoked through this process is refused on its next request", async () => {
    const token = await server.token("cache-revoke@example.com")
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "cached" }, bearer(token))
    expect(created.status).toBe(201)
    const { data } = (await created.json()) as { data: { id: string; key: string } }
    expect((await server.request("/api/v1/user/profile", { headers: bearer(data.key) })).status).toBe(200)
    const revoked = await server.request(`/api/v1/user/api-keys/${data.id}`, {
      method: "DELETE",
      headers: bearer(token)
    })
    expect(revoked.status).toBe(200)
    // remembered for 2 s before the revocation; forgotten by it
    expect((await server.request("/api/v1/user/profile", { headers: bearer(data.key) })).status).toBe(401)
  })

  const tierOf = async (token: string) =>
    (
      (await (await server.request("/api/v1/user/profile", { headers: bearer(token) })).json()) as {
        data: { subscriptionTier: string }
      }
    ).data.subscriptionTier

  it("a tier set through this process's repository shows on the next request", async () => {
    const email = "cache-tier@example.com"
    const token = await server.token(email)
    expect(await tierOf(token)).toBe("starter")
    await server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.findOrCreate({ subject: DevIssuer.devSubject(email), email, now: Date.now() })
        yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, Date.now())
      })
    )
    expect(await tierOf(token)).toBe("pro")
  })

  it(
    backend.name === "postgresql"
      ? "a tier changed by another process (a row written outside this one) shows within the bound"
      : "on the embedded database an outcome is reused past the bound: only this process writes, and it announces each change",
    async () => {
      const email = "cache-outside@example.com"
      const token = await server.token(email)
      expect(await tierOf(token)).toBe("starter")
      // a write this process's repositories did not make (another process, on PostgreSQL)
      await server.run(
        Effect.flatMap(
          SqlClient,
          (sql) => sql`UPDATE users SET subscription_tier = 'pro' WHERE subject = ${DevIssuer.devSubject(email)}`
        )
      )
      if (backend.name === "postgresql") {
        const took = await within(async () => (await tierOf(token)) === "pro")
        expect(took).toBeLessThanOrEqual(BOUND_MS + 500)
      } else {
        await new Promise((r) => setTimeout(r, BOUND_MS + 300))
        expect(await tierOf(token)).toBe("starter")
      }
    }
  )

  it("resolving a known user again past the bound writes nothing (the user's row keeps its version)", async () => {
    const email = "cache-no-write@example.com"
    const token = await server.token(email)
    const version = () =>
      server.run(
        Effect.flatMap(
          SqlClient,
          (sql) =>
            sql<{
              readonly version: string
            }>`SELECT xmin::text AS version FROM users WHERE subject = ${DevIssuer.devSubject(email)}`
        )
      )
    expect((await server.request("/api/v1/user/profile", { headers: bearer(token) })).status).toBe(200)
    const before = await version()
    expect(before).toHaveLength(1)
    // a key made and revoked (an announced change) and the bound past: the next request resolves the
    // token again, reading the user's row
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "forces a resolution" }, bearer(token))
    const { data } = (await created.json()) as { data: { id: string } }
    const revoked = await server.request(`/api/v1/user/api-keys/${data.id}`, {
      method: "DELETE",
      headers: bearer(token)
    })
    expect(revoked.status).toBe(200)
    await new Promise((r) => setTimeout(r, BOUND_MS + 300))
    expect((await server.request("/api/v1/user/profile", { headers: bearer(token) })).status).toBe(200)
    expect(await version()).toEqual(before)
  })

  it("a cached user's profile is encoded once: each answer the same data bytes, its own meta, an update on the next answer", async () => {
    const email = "cache-profile@example.com"
    const token = await server.token(email)
    const answer = async () => {
      const response = await server.request("/api/v1/user/profile", { headers: bearer(token) })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/json")
      const text = await response.text()
      const body = JSON.parse(text) as { data: { fullName: string | null }; meta: { requestId: string } }
      // What encoding the whole envelope gave: compact JSON in the schema's key order, this request's meta.
      expect(text).toBe(JSON.stringify(body))
      expect(Object.keys(body)).toEqual(["success", "data", "meta"])
      expect(body.meta.requestId).toBe(response.headers.get("x-request-id"))
      expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text))
      return { text, body }
    }
    const first = await answer()
    const second = await answer()
    const dataOf = (text: string) => text.slice(0, text.indexOf(',"meta":'))
    expect(dataOf(second.text)).toBe(dataOf(first.text))
    expect(second.body.meta.requestId).not.toBe(first.body.meta.requestId)
    const user = await server.run(
      Effect.flatMap(UserRepository, (users) =>
        users.findOrCreate({ subject: DevIssuer.devSubject(email), email, now: Date.now() })
      )
    )
    expect(dataOf(first.text)).toBe(
      `{"success":true,"data":${JSON.stringify(Schema.encodeSync(UserProfile)(toProfile(user)))}`
    )
    const updated = await server.request("/api/v1/user/profile", {
      method: "PUT",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Cached Once" })
    })
    expect(updated.status).toBe(200)
    // the update was announced and this process forgot what it remembered: read your own write
    expect((await answer()).body.data.fullName).toBe("Cached Once")
  })
})

describe.each(backends())("a JWT's verified claims on $name", (backend) => {
  const clock = makeMutableClock(Date.UTC(2030, 0, 1))
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  it("are reused only until the token expires: past it, the same token is refused as expired", async () => {
    const token = await server.token("claims-expiry@example.com")
    const profile = () => server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } })
    expect((await profile()).status).toBe(200)
    // within its hour: accepted again (resolved again, identity not cached here)
    clock.advance(59 * 60_000)
    expect((await profile()).status).toBe(200)
    // past its hour and the 30 s allowance
    clock.advance(2 * 60_000)
    const refused = await profile()
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { code: string }).code).toBe("TOKEN_EXPIRED")
  })
})
