import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { defaultLimitSettings } from "@fire/domain/RateLimitPolicy"
import * as AppConfig from "../../src/server/AppConfig.js"
import { RateLimiter, layer as rateLimiterLayer } from "../../src/server/RateLimiter.js"
import * as RateLimitStoreMemory from "../../src/store/RateLimitStoreMemory.js"

/**
 * The AI quotas (DESIGN.md: 5 a day and 50 a month for starter; refused requests count too) on
 * the limiter with its real in-memory store, the clock moved by the test. No `/ai/*` route exists
 * yet, so this is where those windows are checked; the HTTP tests check the other families.
 */

const starter = { _tag: "User", userId: "ai-user", tier: "starter" } as const
const DAY = 86_400_000

const limiter = rateLimiterLayer.pipe(Layer.provide([RateLimitStoreMemory.layer, AppConfig.layerFrom({})]))

describe("RateLimiter on the memory store", () => {
  it.effect("ai: 5 a day and 50 a month for starter, reset on the first of the month UTC", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.UTC(2026, 3, 1, 0, 0, 5))
      const rl = yield* RateLimiter
      const chat = (n: number) => Effect.forEach(Array.from({ length: n }), () => rl.check(starter, "ai"))
      const day1 = yield* chat(6)
      assert.deepStrictEqual(
        day1.map((o) => o.admitted),
        [true, true, true, true, true, false]
      )
      assert.deepStrictEqual(day1[5]!.reported.resource, "ai:day")
      // 6 counted on day 1; 5 a day on days 2 to 9 make 46.
      for (let day = 2; day <= 9; day++) {
        yield* TestClock.adjust(DAY)
        assert.isTrue((yield* chat(5)).every((o) => o.admitted))
      }
      yield* TestClock.adjust(DAY)
      const day10 = yield* chat(5)
      assert.deepStrictEqual(day10.filter((o) => !o.admitted).length, 1)
      const refused = day10.find((o) => !o.admitted)!
      assert.deepStrictEqual(refused.headers["x-ratelimit-resource"], "ai:month")
      assert.deepStrictEqual(refused.headers["x-ratelimit-reset"], String(Date.UTC(2026, 4, 1) / 1000))
      yield* TestClock.setTime(Date.UTC(2026, 4, 1, 0, 0, 1))
      assert.isTrue((yield* rl.check(starter, "ai")).admitted)
    }).pipe(Effect.provide(limiter))
  )

  it.effect("RATE_LIMIT_* variables replace the spec's figures; absent ones keep them", () =>
    Effect.gen(function* () {
      const settings = yield* AppConfig.limitsConfig
      assert.deepStrictEqual(settings.anonymous, { day: 100, minute: 3 })
      assert.deepStrictEqual(settings.pro.day, 20_000)
      assert.deepStrictEqual(settings.starter, { day: 1_000, minute: 60, aiDay: 5, aiMonth: 50 })
      assert.deepStrictEqual(settings.familyHourly["tax-calculate"], 50)
      const invalid = yield* Effect.flip(
        Effect.gen(function* () {
          return yield* AppConfig.limitsConfig
        }).pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ RATE_LIMIT_PRO_DAY: "0" }))))
      )
      assert.include(String(invalid), "RATE_LIMIT_PRO_DAY")
    }).pipe(
      Effect.provide(
        ConfigProvider.layer(
          ConfigProvider.fromEnvRecord({ RATE_LIMIT_ANONYMOUS_MINUTE: "3", RATE_LIMIT_PRO_DAY: "20000" })
        )
      )
    )
  )

  it.effect("configured figures are the ones enforced", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.UTC(2026, 3, 1, 0, 0, 5))
      const rl = yield* RateLimiter
      const outcomes = yield* Effect.forEach(Array.from({ length: 4 }), () =>
        rl.check({ _tag: "Anonymous", ip: "192.0.2.1" }, "none")
      )
      assert.deepStrictEqual(
        outcomes.map((o) => o.admitted),
        [true, true, true, false]
      )
    }).pipe(
      Effect.provide(
        rateLimiterLayer.pipe(
          Layer.provide([
            RateLimitStoreMemory.layer,
            AppConfig.layerFrom({
              limits: { ...defaultLimitSettings, anonymous: { day: 100, minute: 3 } }
            })
          ])
        )
      )
    )
  )
})
