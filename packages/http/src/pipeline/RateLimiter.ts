import {
  type Caller,
  type Counted,
  type Decision,
  decide,
  type EndpointFamily,
  type Limit,
  limitsFor,
  windowAt
} from "@fire/domain/RateLimitPolicy"
import { RateLimitStore, type RateLimitStoreUnavailable } from "@fire/domain/RateLimitStore"
import { Clock, Context, Effect, Layer } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { AppConfig } from "../config/AppConfig.js"

/** Exhausted counters remembered at once (`exhausted` below); the oldest go first. */
const EXHAUSTED_CAPACITY = 10_000

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
    /**
     * Counts one use of an endpoint family's own limit only (spec 8's hourly tax and
     * recommendation limits), for a use reached through another door than the family's route (an
     * MCP tool call, which the request that carried it has already counted against the caller's
     * request limits). `admitted` is true for a family without a limit of its own.
     */
    readonly checkFamily: (
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

/** The outcome for a family without a limit of its own: admitted, nothing counted. */
const unlimited = (now: number): RateLimitOutcome => {
  const reported: Counted = { resource: "none", window: "hour", limit: 0, bucket: "none", count: 0, reset: now }
  return { admitted: true, reported, headers: {}, retryAfter: 0 }
}

export const layer = Layer.effect(
  RateLimiter,
  Effect.gen(function* () {
    const store = yield* RateLimitStore
    const { limits: settings } = yield* AppConfig
    let nextPurge = 0
    /**
     * Counters known exceeded in a window that ends strictly after every other window of the same
     * requests (a caller's day once its daily limit is spent). Counts only grow within a window and
     * the windows are nested UTC windows, so until that reset every such request is refused with
     * this limit reported, whatever the other counts: it is answered without counting, and a flood
     * from one caller costs no counter store round trip (docs/auth.md). Keyed by counter and window
     * start; an entry is dropped at its window's reset.
     */
    const exhausted = new Map<string, Counted>()
    const refusedBy = (reported: Counted, now: number): RateLimitOutcome => ({
      admitted: false,
      reported,
      headers: rateLimitHeaders(reported),
      retryAfter: Math.max(1, Math.ceil((reported.reset - now) / 1000))
    })
    const count = Effect.fnUntraced(function* (limits: ReadonlyArray<Limit>) {
      const now = yield* Clock.currentTimeMillis
      if (limits.length === 0) return unlimited(now)
      const windows = limits.map((limit) => windowAt(limit.window, now))
      // the limit whose window ends last, when no other ends at the same time
      let last = 0
      let unique = true
      for (let i = 1; i < limits.length; i++) {
        if (windows[i]!.reset > windows[last]!.reset) {
          last = i
          unique = true
        } else if (windows[i]!.reset === windows[last]!.reset) unique = false
      }
      const lastKey = `${limits[last]!.bucket}:${limits[last]!.window}:${windows[last]!.start}`
      const known = unique ? exhausted.get(lastKey) : undefined
      if (known !== undefined) {
        if (now < known.reset) return refusedBy(known, now)
        exhausted.delete(lastKey)
      }
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
      if (unique && !decision.admitted && counts[last]! > limits[last]!.limit) {
        if (exhausted.size >= EXHAUSTED_CAPACITY) exhausted.delete(exhausted.keys().next().value!)
        exhausted.set(lastKey, decision.reported)
      }
      return {
        ...decision,
        headers: rateLimitHeaders(decision.reported),
        retryAfter: Math.max(1, Math.ceil((decision.reported.reset - now) / 1000))
      } satisfies RateLimitOutcome
    })
    return {
      // Untraced: every request passes here, and a traced `Effect.fn` builds a span and captures two
      // stack traces per call (docs/performance.md).
      check: (caller, family) => count(limitsFor(caller, family, settings)),
      checkFamily: Effect.fn("RateLimiter.checkFamily")(function* (caller, family) {
        const own = limitsFor(caller, family, settings).filter((limit) => limit.resource === `${family}:hour`)
        return yield* count(own)
      })
    }
  })
)
