import {
  type Caller,
  type Counted,
  type Decision,
  decide,
  type EndpointFamily,
  limitsFor,
  windowAt
} from "@fire/domain/RateLimitPolicy"
import { RateLimitStore, type RateLimitStoreUnavailable } from "@fire/domain/RateLimitStore"
import { Clock, Context, Effect, Layer } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { AppConfig } from "../config/AppConfig.js"

/** Counters outlive their window by this much, ms (a key holds its window's start, so it is only memory). */
const RETENTION_MS = 60_000

export interface RateLimitOutcome extends Decision {
  /** The `X-RateLimit-*` headers of the response. */
  readonly headers: Readonly<Record<string, string>>
  /** Seconds until the reported window resets (for 429's `Retry-After`). */
  readonly retryAfter: number
}

/**
 * Counts a request against every limit that applies to its caller and to the endpoint family of
 * the route it matched, and decides whether it is admitted.
 */
export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    readonly check: (
      caller: Caller,
      family: EndpointFamily
    ) => Effect.Effect<RateLimitOutcome, SqlError | RateLimitStoreUnavailable>
  }
>()("fire/http/RateLimiter") {}

/** The `X-RateLimit-*` headers of spec 8 for the reported limit. */
export const rateLimitHeaders = (reported: Counted): Record<string, string> => ({
  "x-ratelimit-limit": String(reported.limit),
  "x-ratelimit-remaining": String(Math.max(0, reported.limit - reported.count)),
  "x-ratelimit-reset": String(Math.ceil(reported.reset / 1000)),
  "x-ratelimit-resource": reported.resource
})

export const layer = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const store = yield* RateLimitStore
    const { limits: settings } = yield* AppConfig
    let nextPurge = 0
    return {
      check: Effect.fn("RateLimiter.check")(function* (caller, family) {
        const now = yield* Clock.currentTimeMillis
        const limits = limitsFor(caller, family, settings)
        const windows = limits.map((limit) => windowAt(limit.window, now))
        const counts = yield* store.increment(
          limits.map((limit, i) => ({
            bucket: `${limit.bucket}:${limit.window}`,
            windowStart: windows[i]!.start,
            expiresAt: windows[i]!.reset + RETENTION_MS
          }))
        )
        if (now >= nextPurge) {
          nextPurge = now + 600_000
          yield* Effect.forkDetach(Effect.ignore(store.purgeExpired(now)))
        }
        const decision = decide(limits.map((limit, i) => ({ ...limit, count: counts[i]!, reset: windows[i]!.reset })))
        return {
          ...decision,
          headers: rateLimitHeaders(decision.reported),
          retryAfter: Math.max(1, Math.ceil((decision.reported.reset - now) / 1000))
        }
      })
    }
  })
)
