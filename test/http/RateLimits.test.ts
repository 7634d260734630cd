import { UserRepository } from "@fire/domain/User"
import { DevIssuer } from "@fire/http"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { type RedisServer, redisServer, startRedis } from "../utils/RedisServer.js"
import { freshIp, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * Spec 8 by real requests, on a server whose clock the test moves: each tier's burst and daily
 * limit, the unauthenticated per-IP limits, the per-endpoint families, and the headers.
 */

const MINUTE = 60_000
/** 2026-03-10T00:00:05Z: windows start at known instants. */
const START = Date.UTC(2026, 2, 10, 0, 0, 5)

const limitHeaders = (response: Response) => ({
  limit: Number(response.headers.get("x-ratelimit-limit")),
  remaining: Number(response.headers.get("x-ratelimit-remaining")),
  reset: Number(response.headers.get("x-ratelimit-reset")),
  resource: response.headers.get("x-ratelimit-resource")
})

/** Each database, with its default counter store (memory on PGlite, the table on PostgreSQL), and PGlite with Redis. */
const setups = [
  ...backends().map((backend) => ({ name: backend.name, backend, redis: false })),
  ...(redisServer.skipped ? [] : [{ name: "pglite with redis counters", backend: backends()[0]!, redis: true }])
]

describe.each(setups)("rate limits on $name", ({ backend, redis: withRedis }) => {
  const clock = makeMutableClock(START)
  let server: TestServer
  let redis: RedisServer | undefined

  beforeAll(async () => {
    redis = withRedis ? await startRedis() : undefined
    server = await startServer({ ...(await backend.isolate()), clock, redisUrl: redis?.url })
  })
  afterAll(async () => {
    await server.close()
    await redis?.stop()
  })

  /** Sends `n` requests at once from one caller and returns the responses. */
  const burst = (n: number, path: string, headers: Record<string, string>, init: RequestInit = {}) =>
    Promise.all(Array.from({ length: n }, () => server.request(path, { ...init, headers: { ...headers } })))
  const statuses = (responses: ReadonlyArray<Response>) => responses.map((r) => r.status)
  const countOf = (responses: ReadonlyArray<Response>, status: number) =>
    statuses(responses).filter((s) => s === status).length

  const userToken = async (email: string, tier: "starter" | "pro") => {
    const token = await server.token(email)
    if (tier === "pro") {
      await server.run(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const user = yield* users.findOrCreate({ subject: DevIssuer.devSubject(email), email, now: clock.now() })
          yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, clock.now())
        })
      )
    }
    return { authorization: `Bearer ${token}` }
  }

  it("unauthenticated: 10 a minute per IP, then 429 with Retry-After and the body of spec 8", async () => {
    clock.set(START)
    const ip = { "x-forwarded-for": freshIp() }
    const admitted = []
    for (let i = 0; i < 10; i++) admitted.push(await server.request("/api/v1/status", { headers: ip }))
    expect(statuses(admitted)).toEqual(Array(10).fill(200))
    expect(admitted.map((r) => limitHeaders(r).remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
    expect(limitHeaders(admitted[0]!)).toMatchObject({ limit: 10, resource: "requests:minute" })
    expect(limitHeaders(admitted[0]!).reset).toBe(Math.ceil((START - (START % MINUTE) + MINUTE) / 1000))

    const refused = await server.request("/api/v1/status", { headers: ip })
    expect(refused.status).toBe(429)
    const body = (await refused.json()) as Record<string, unknown>
    expect(body).toMatchObject({ success: false, code: "RATE_LIMITED" })
    expect(typeof body.error).toBe("string")
    expect(typeof body.message).toBe("string")
    const retryAfter = Number(refused.headers.get("retry-after"))
    expect(body.retryAfter).toBe(retryAfter)
    expect(retryAfter).toBeGreaterThan(50)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limitHeaders(refused)).toMatchObject({ limit: 10, remaining: 0, resource: "requests:minute" })

    clock.advance(MINUTE)
    expect((await server.request("/api/v1/status", { headers: ip })).status).toBe(200)
  })

  it("every response carries the headers: a 404, a 400 and a 401 included", async () => {
    const ip = { "x-forwarded-for": freshIp() }
    const notFound = await server.request("/api/v1/nowhere", { headers: ip })
    const invalid = await server.request("/api/v1/calculator", {
      method: "POST",
      headers: { ...ip, "content-type": "application/json" },
      body: "{}"
    })
    const unauthorized = await server.request("/api/v1/user/profile", { headers: ip })
    expect([notFound.status, invalid.status, unauthorized.status]).toEqual([404, 400, 401])
    expect([notFound, invalid, unauthorized].map((r) => limitHeaders(r).remaining)).toEqual([9, 8, 7])
    for (const r of [notFound, invalid, unauthorized]) expect(limitHeaders(r).resource).toBe("requests:minute")
  })

  it("unauthenticated: 100 a day per IP across all endpoints, reset at midnight UTC", async () => {
    const ip = { "x-forwarded-for": freshIp() }
    clock.set(Date.UTC(2026, 2, 11, 0, 0, 5))
    let admitted = 0
    for (let minute = 0; minute < 10; minute++) {
      admitted += countOf(await burst(10, "/api/v1/status", ip), 200)
      clock.advance(MINUTE)
    }
    expect(admitted).toBe(100)
    const refused = await server.request("/api/v1/status", { headers: ip })
    expect(refused.status).toBe(429)
    expect(limitHeaders(refused)).toMatchObject({ limit: 100, remaining: 0, resource: "requests:day" })
    expect(limitHeaders(refused).reset).toBe(Date.UTC(2026, 2, 12) / 1000)
    clock.set(Date.UTC(2026, 2, 12, 0, 0, 1))
    expect((await server.request("/api/v1/status", { headers: ip })).status).toBe(200)
  })

  it("X-Forwarded-For is ignored from a peer that is not a trusted proxy", async () => {
    const strict = await startServer({
      ...(await backend.isolate()),
      clock,
      trustedProxies: [],
      ...(redis === undefined ? {} : { redisUrl: redis.url })
    })
    try {
      // Every request claims another client, but all come from 127.0.0.1: one counter.
      const responses = []
      for (let i = 0; i < 11; i++) responses.push(await strict.request("/api/v1/status"))
      expect(countOf(responses, 200)).toBe(10)
      expect(responses[10]?.status).toBe(429)
    } finally {
      await strict.close()
    }
  })

  it("starter: 60 a minute and 1,000 a day", async () => {
    clock.set(Date.UTC(2026, 2, 13, 0, 0, 5))
    const auth = await userToken("starter-limits@example.com", "starter")
    const first = await burst(61, "/api/v1/user/profile", auth)
    expect(countOf(first, 200)).toBe(60)
    const refusedBurst = first.find((r) => r.status === 429)!
    expect(limitHeaders(refusedBurst)).toMatchObject({ limit: 60, remaining: 0, resource: "requests:minute" })
    let total = 61 // the refused request counted too (spec 8.2)
    while (total < 1000) {
      clock.advance(MINUTE)
      const n = Math.min(60, 1000 - total)
      expect(countOf(await burst(n, "/api/v1/user/profile", auth), 200)).toBe(n === 60 ? 60 : n)
      total += n
    }
    clock.advance(MINUTE)
    const refused = await server.request("/api/v1/user/profile", { headers: auth })
    expect(refused.status).toBe(429)
    expect(limitHeaders(refused)).toMatchObject({ limit: 1000, remaining: 0, resource: "requests:day" })
  }, 60_000)

  it("pro: 300 a minute and 10,000 a day", async () => {
    clock.set(Date.UTC(2026, 2, 14, 0, 0, 5))
    const auth = await userToken("pro-limits@example.com", "pro")
    const first = await burst(301, "/api/v1/user/profile", auth)
    expect(countOf(first, 200)).toBe(300)
    expect(limitHeaders(first.find((r) => r.status === 429)!)).toMatchObject({
      limit: 300,
      resource: "requests:minute"
    })
    let total = 301
    while (total < 10_000) {
      clock.advance(MINUTE)
      const n = Math.min(300, 10_000 - total)
      expect(countOf(await burst(n, "/api/v1/status", auth), 200)).toBe(n)
      total += n
    }
    clock.advance(MINUTE)
    const refused = await server.request("/api/v1/status", { headers: auth })
    expect(refused.status).toBe(429)
    expect(limitHeaders(refused)).toMatchObject({ limit: 10_000, remaining: 0, resource: "requests:day" })
  }, 180_000)

  it("/tax/calculate: 50 an hour; /geo/recommendations: 20 an hour, whatever the tier", async () => {
    clock.set(Date.UTC(2026, 2, 15, 10, 0, 5))
    const auth = await userToken("families@example.com", "pro")
    const tax = await burst(51, "/api/v1/tax/calculate", auth, { method: "POST" })
    expect(countOf(tax, 429)).toBe(1)
    expect(limitHeaders(tax.find((r) => r.status === 429)!)).toMatchObject({
      limit: 50,
      resource: "tax-calculate:hour"
    })
    const geo = await burst(21, "/api/v1/geo/recommendations", auth)
    expect(countOf(geo, 429)).toBe(1)
    expect(limitHeaders(geo.find((r) => r.status === 429)!)).toMatchObject({
      limit: 20,
      resource: "geo-recommendations:hour"
    })
    clock.advance(60 * MINUTE)
    const again = await server.request("/api/v1/tax/calculate", { method: "POST", headers: auth })
    expect(again.status).not.toBe(429)
  })

  it("a path variant the router serves counts against its route's family; else it is not served", async () => {
    clock.set(Date.UTC(2026, 2, 16, 10, 0, 5))
    const auth = await userToken("variants@example.com", "pro")
    const variants = [
      "/api/v1/TAX/calculate",
      "/api/v1/tax/calculate/",
      "/api/v1/tax//calculate",
      "/api/v1/tax/%63alculate",
      "/api/v1/tax/calculate;x",
      "//api/v1/tax/calculate",
      "/%61pi/v1/tax/calculate"
    ]
    const json = { ...auth, "content-type": "application/json" }
    // Seven requests on each spelling: 49 in all, under the family's hourly limit of 50.
    let served = 0
    for (const path of variants) {
      const responses = await burst(7, path, json, { method: "POST", body: "{}" })
      for (const response of responses) {
        // Served as the tax endpoint (a 400 for the empty body), or refused as unknown: never charged elsewhere.
        expect([400, 404]).toContain(response.status)
        if (response.status === 400) {
          served++
          expect(limitHeaders(response).resource).toBe("tax-calculate:hour")
        }
      }
    }
    await burst(50 - served, "/api/v1/tax/calculate", json, { method: "POST", body: "{}" })
    const over = await server.request("/api/v1/tax/calculate", { method: "POST", headers: json, body: "{}" })
    expect(over.status).toBe(429)
    expect(limitHeaders(over)).toMatchObject({ limit: 50, remaining: 0, resource: "tax-calculate:hour" })
  })

  it("an unknown /api/v1/ai/... path is a 404 charged only to the request limits", async () => {
    clock.set(Date.UTC(2026, 3, 1, 0, 0, 5))
    const auth = await userToken("ai-probe@example.com", "starter")
    const probes = await burst(8, "/api/v1/ai/no-such-endpoint", auth, { method: "POST" })
    expect(statuses(probes)).toEqual(Array(8).fill(404))
    for (const probe of probes) expect(limitHeaders(probe).resource).toBe("requests:minute")
    // A GET on a POST-only route is a 405: it matched no route of the family either.
    clock.advance(MINUTE)
    const wrongMethod = await burst(51, "/api/v1/tax/calculate", auth)
    expect(countOf(wrongMethod, 405)).toBe(51)
  })
})
