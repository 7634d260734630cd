import { NodeRedis } from "@effect/platform-node"
import { RateLimitStore, RateLimitStoreUnavailable } from "@fire/domain/RateLimitStore"
import { Clock, Effect, Layer, Redacted } from "effect"
import * as Redis from "effect/persistence/Redis"

/** A request waits at most this long for its counts (a hung Redis; a closed connection fails at once); then it is refused with a 503. */
const COMMAND_TIMEOUT = "2 seconds"

/** Prefix of every counter key, so the counters can share a Redis with other data. */
const PREFIX = "fire:rl:"

/**
 * Counts one request against all its counters in one atomic round trip: INCR each key, and give a
 * new key its time to live (ms, relative, so the server's clock decides when a window ends).
 * Every request counts, refused ones included (spec 8.2), exactly as the PostgreSQL store did.
 */
const incrementAll = Redis.script((keys: ReadonlyArray<string>, ttls: ReadonlyArray<number>) => [...keys, ...ttls], {
  numberOfKeys: (keys) => keys.length,
  lua: `
local counts = {}
for i, key in ipairs(KEYS) do
  local n = redis.call("INCR", key)
  if n == 1 then redis.call("PEXPIRE", key, ARGV[i]) end
  counts[i] = n
end
return counts
`
}).withReturnType<ReadonlyArray<number>>()

/**
 * Counters in Redis, shared by every process that points at the same server: exact across
 * processes (one Lua script per request is atomic) and no database write per request. The key
 * carries the window's start, so a window's count never leaks into the next one.
 */
export const layerNoDeps = Layer.effect(
  RateLimitStore,
  Effect.gen(function* () {
    const redis = yield* Redis.Redis
    const run = redis.eval(incrementAll)
    const unavailable = (cause: unknown) =>
      new RateLimitStoreUnavailable({ message: `Redis did not answer: ${String(cause)}` })
    return {
      increment: (keys) =>
        Effect.gen(function* () {
          if (keys.length === 0) return []
          const now = yield* Clock.currentTimeMillis
          const counts = yield* run(
            keys.map((key) => `${PREFIX}${key.bucket}:${key.windowStart}`),
            keys.map((key) => Math.max(1, key.expiresAt - now))
          ).pipe(
            Effect.timeoutOrElse({ duration: COMMAND_TIMEOUT, orElse: () => Effect.fail(unavailable("timeout")) }),
            Effect.mapError((error) => (error instanceof RateLimitStoreUnavailable ? error : unavailable(error.cause)))
          )
          return counts.map(Number)
        }),
      // Redis expires the keys itself.
      purgeExpired: () => Effect.succeed(0)
    }
  })
)

/**
 * The Redis store on a connection to `url`. Commands fail at once while the connection is down
 * (no offline queue), so requests get a fast 503 instead of waiting; the client reconnects by
 * itself. The server does not start while the Redis server cannot be reached.
 */
export const layer = (url: Redacted.Redacted<string>) =>
  layerNoDeps.pipe(
    Layer.provide(
      NodeRedis.layer({ url: Redacted.value(url), disableOfflineQueue: true, socket: { connectTimeout: 5_000 } })
    )
  )
