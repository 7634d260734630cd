import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { defaultLimitSettings } from "@fire/domain/RateLimitPolicy"
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
})
