import { Effect, Layer, Option } from "effect"
import { AppConfig } from "../config/AppConfig.js"
import * as RateLimitStoreMemory from "./RateLimitStoreMemory.js"
import * as RateLimitStoreRedis from "./RateLimitStoreRedis.js"
import * as RateLimitStoreSql from "./RateLimitStoreSql.js"

/** Which store keeps the counters under a configuration (see `AppConfigShape.rateLimitStore`). */
export const storeKind = (config: {
  readonly rateLimitStore: Option.Option<"memory" | "redis" | "postgres">
  readonly redisUrl: Option.Option<unknown>
  readonly databaseUrl: Option.Option<unknown>
}): "memory" | "redis" | "postgres" =>
  Option.getOrElse(config.rateLimitStore, () =>
    Option.isSome(config.redisUrl) ? "redis" : Option.isSome(config.databaseUrl) ? "postgres" : "memory"
  )

/**
 * The rate-limit store of the configuration: Redis (shared, exact across processes), memory (one
 * process), or the PostgreSQL table (shared and exact without Redis, at one upsert per request).
 */
export const layer = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* AppConfig
    const kind = storeKind(config)
    yield* Effect.logInfo(`rate-limit counters: ${kind}`)
    switch (kind) {
      case "memory":
        return RateLimitStoreMemory.layer
      case "postgres":
        return RateLimitStoreSql.layer
      case "redis": {
        if (Option.isNone(config.redisUrl))
          return yield* Effect.die(new Error("RATE_LIMIT_STORE=redis needs REDIS_URL"))
        return RateLimitStoreRedis.layer(config.redisUrl.value)
      }
    }
  })
)
