import { AiQuota, AiQuotaExceeded } from "@fire/domain/AiQuota"
import * as AiQuotaLayers from "@fire/domain/AiQuota"
import { type User, UserRepository } from "@fire/domain/User"
import { DevIssuer } from "@fire/http"
import * as AiUsageRepositorySql from "@fire/http/ai/AiUsageRepositorySql"
import { Clock, Effect, Layer } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The AI quotas (DESIGN.md: 50/500 a month, 5/500 a day) counted in the database by the real
 * adapter, read back through `GET /api/v1/ai/usage` on a real server whose clock the test moves.
 */

const DAY = 86_400_000
/** 2026-03-30T08:00:00Z: two days before a month boundary. */
const START = Date.UTC(2026, 2, 30, 8)

describe.each(backends())("AI usage and quotas on $name", (backend) => {
  const clock = makeMutableClock(START)
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  /** Runs an effect with the coach's quota service over the server's own database and clock. */
  const withQuota = <A, E>(effect: Effect.Effect<A, E, AiQuota | SqlClient.SqlClient>) =>
    server.run(
      effect.pipe(
        Effect.provide(AiQuotaLayers.layer.pipe(Layer.provide(AiUsageRepositorySql.layer))),
        Effect.provideService(Clock.Clock, clock)
      )
    )

  const signUp = async (email: string, tier: "starter" | "pro" = "starter") =>
    server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const created = yield* users.findOrCreate({ subject: DevIssuer.devSubject(email), email, now: clock.now() })
        if (tier === "starter") return created
        const upgraded = yield* users.setSubscription(created.id, { tier, status: "active" }, clock.now())
        return upgraded._tag === "Some" ? upgraded.value : created
      })
    )

  /** `n` answers of the coach at once; each answer is the number 1. Outcomes: "ok" or the failure's tag. */
  const chats = (user: User, n: number) =>
    withQuota(
      Effect.gen(function* () {
        const quota = yield* AiQuota
        return yield* Effect.all(
          Array.from({ length: n }, () =>
            quota.charged(user, Effect.succeed(1)).pipe(
              Effect.as("ok" as const),
              Effect.catchTag("AiQuotaExceeded", (e) => Effect.succeed(e.window))
            )
          ),
          { concurrency: "unbounded" }
        )
      })
    )

  /** `GET /ai/usage` as `user`, with a token minted at the clock's now (tokens live one hour). */
  const usage = async (user: User) => {
    const auth = { authorization: `Bearer ${await server.token(user.email)}` }
    const response = await server.request("/api/v1/ai/usage", { headers: auth })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: Record<string, unknown> }).data
  }

  it("a new user: nothing used, the tier's limit, reset at the next UTC month", async () => {
    clock.set(START)
    const user = await signUp("ai-new@example.com")
    expect(await usage(user)).toEqual({ used: 0, limit: 50, remaining: 50, resetDate: "2026-04-01T00:00:00.000Z" })
    const pro = await signUp("ai-new-pro@example.com", "pro")
    expect(await usage(pro)).toMatchObject({ used: 0, limit: 500, remaining: 500 })
  })

  it("requires authentication", async () => {
    const response = await server.request("/api/v1/ai/usage")
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ success: false, code: "UNAUTHORIZED" })
  })

  it("20 concurrent requests of a starter with 5 left today: exactly 5 answered, the refused ones not counted", async () => {
    clock.set(START)
    const user = await signUp("ai-concurrent@example.com")
    const outcomes = await chats(user, 20)
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(5)
    expect(outcomes.filter((o) => o === "day")).toHaveLength(15)
    expect(await usage(user)).toMatchObject({ used: 5, limit: 50, remaining: 45 })
    // Reading the usage is free, however often.
    for (let i = 0; i < 6; i++) await usage(user)
    expect(await usage(user)).toMatchObject({ used: 5 })
  })

  it("a failed answer is taken back; a refusal carries the seconds to the window's end", async () => {
    clock.set(Date.UTC(2026, 2, 30, 23, 59, 0))
    const user = await signUp("ai-refund@example.com")
    const failed = await withQuota(
      Effect.gen(function* () {
        const quota = yield* AiQuota
        return yield* Effect.flip(quota.charged(user, Effect.fail("provider down" as const)))
      })
    )
    expect(failed).toBe("provider down")
    expect(await usage(user)).toMatchObject({ used: 0 })
    expect((await chats(user, 5)).every((o) => o === "ok")).toBe(true)
    const refusal = await withQuota(
      Effect.gen(function* () {
        const quota = yield* AiQuota
        return yield* Effect.flip(quota.charged(user, Effect.succeed(1)))
      })
    )
    expect(refusal).toBeInstanceOf(AiQuotaExceeded)
    expect(refusal).toMatchObject({ window: "day", limit: 5, retryAfter: 60 })
  })

  it("the daily cap resets at UTC midnight; the monthly quota holds until the month ends, then resets", async () => {
    clock.set(Date.UTC(2026, 1, 1, 9))
    const user = await signUp("ai-month@example.com")
    for (let day = 1; day <= 10; day++) {
      // The sixth of day 10 meets both windows spent: the month is reported, its wait is the real one.
      const refusedBy = day < 10 ? "day" : "month"
      expect([...(await chats(user, 6))].sort()).toEqual([refusedBy, "ok", "ok", "ok", "ok", "ok"].sort())
      clock.advance(DAY)
    }
    // 2026-02-11: 50 used, the month is spent although the day is fresh.
    expect(await usage(user)).toEqual({ used: 50, limit: 50, remaining: 0, resetDate: "2026-03-01T00:00:00.000Z" })
    const refused = await chats(user, 3)
    expect(refused).toEqual(["month", "month", "month"])
    expect(await usage(user)).toMatchObject({ used: 50, remaining: 0 })
    // Five seconds before March (the test clock runs in real time), then the first instant of March.
    clock.set(Date.UTC(2026, 2, 1) - 5_000)
    expect(await chats(user, 1)).toEqual(["month"])
    clock.set(Date.UTC(2026, 2, 1))
    expect(await usage(user)).toEqual({ used: 0, limit: 50, remaining: 50, resetDate: "2026-04-01T00:00:00.000Z" })
    expect(await chats(user, 1)).toEqual(["ok"])
    expect(await usage(user)).toMatchObject({ used: 1, remaining: 49 })
  })

  it("a pro user's limits: 500 a day", async () => {
    clock.set(START)
    const user = await signUp("ai-pro@example.com", "pro")
    const outcomes = await chats(user, 30)
    expect(outcomes.every((o) => o === "ok")).toBe(true)
    expect(await usage(user)).toMatchObject({ used: 30, limit: 500, remaining: 470 })
  })
})
