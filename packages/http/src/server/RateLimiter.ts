import {
  type Caller,
  type Counted,
  type Decision,
  decide,
  familyOf,
  limitsFor,
  windowAt
} from "@fire/domain/RateLimitPolicy"
import { RateLimitStore } from "@fire/domain/RateLimitStore"
import { Clock, Context, Effect, Layer } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/** Counters are kept a day past their window, then purged. */
const RETENTION_MS = 86_400_000

export interface RateLimitOutcome extends Decision {
  /** The `X-RateLimit-*` headers of the response. */
  readonly headers: Readonly<Record<string, string>>
  /** Seconds until the reported window resets (for 429's `Retry-After`). */
  readonly retryAfter: number
}

/** Counts a request against every limit that applies and decides whether it is admitted. */
export class RateLimiter extends Context.Service<
  RateLimiter,
  { readonly check: (caller: Caller, path: string) => Effect.Effect<RateLimitOutcome, SqlError> }
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
    let nextPurge = 0
    return {
      check: Effect.fn("RateLimiter.check")(function* (caller, path) {
        const now = yield* Clock.currentTimeMillis
        const limits = limitsFor(caller, familyOf(path))
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
