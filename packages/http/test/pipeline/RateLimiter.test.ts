import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { defaultLimitSettings, limitsFor, windowAt } from "@fire/domain/RateLimitPolicy"
import { RateLimitStore } from "@fire/domain/RateLimitStore"
import * as AppConfig from "../../src/config/AppConfig.js"
import { RateLimiter, layer as rateLimiterLayer } from "../../src/pipeline/RateLimiter.js"
import * as RateLimitStoreMemory from "../../src/pipeline/RateLimitStoreMemory.js"

/**
 * The limiter's configuration on its real in-memory store, the clock moved by the test. (The AI
 * coach's quotas are not the limiter's: test/http/AiUsage.test.ts.)
 */

describe("RateLimiter on the memory store", () => {
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

  it.effect(
    "past its daily limit a caller is refused with the day reported, without counting, until the day resets",
    () =>
      Effect.gen(function* () {
        const caller = { _tag: "Anonymous", ip: "192.0.2.7" } as const
        const settings = { ...defaultLimitSettings, anonymous: { day: 4, minute: 3 } }
        yield* TestClock.setTime(Date.UTC(2026, 3, 1, 10, 0, 5))
        const rl = yield* RateLimiter
        const check = rl.check(caller, "none")
        // 3 a minute: the fourth is refused by the minute, and it counts against the day
        const first = yield* Effect.forEach(Array.from({ length: 4 }), () => check)
        assert.deepStrictEqual(
          first.map((o) => [o.admitted, o.reported.resource]),
          [
            [true, "requests:minute"],
            [true, "requests:minute"],
            [true, "requests:minute"],
            [false, "requests:minute"]
          ]
        )
        // the next minute: the day's fifth request exceeds its 4
        yield* TestClock.adjust("1 minute")
        const fifth = yield* check
        assert.isFalse(fifth.admitted)
        assert.strictEqual(fifth.reported.resource, "requests:day")
        // every later request that day: the same refusal, the wait to midnight, and the day's counter untouched
        yield* TestClock.adjust("3 hours")
        const later = yield* Effect.forEach(Array.from({ length: 50 }), () => check)
        for (const outcome of later) {
          assert.isFalse(outcome.admitted)
          assert.deepStrictEqual(outcome.headers, fifth.headers)
          assert.strictEqual(outcome.retryAfter, (Date.UTC(2026, 3, 2) - Date.UTC(2026, 3, 1, 13, 1, 5)) / 1000)
        }
        const day = limitsFor(caller, "none", settings).find((limit) => limit.window === "day")!
        const now = Date.UTC(2026, 3, 1, 13, 1, 5)
        const window = windowAt("day", now)
        const [dayCount] = yield* (yield* RateLimitStore).increment([
          { bucket: `${day.bucket}:day`, windowStart: window.start, expiresAt: window.reset + 60_000 }
        ])
        // 5 requests counted, and this one
        assert.strictEqual(dayCount, 6)
        // the next day: admitted again
        yield* TestClock.setTime(Date.UTC(2026, 3, 2, 0, 0, 1))
        assert.isTrue((yield* check).admitted)
      }).pipe(
        Effect.provide(
          rateLimiterLayer.pipe(
            Layer.provideMerge(
              Layer.mergeAll(
                RateLimitStoreMemory.layer,
                AppConfig.layerFrom({ limits: { ...defaultLimitSettings, anonymous: { day: 4, minute: 3 } } })
              )
            )
          )
        )
      )
  )
})
