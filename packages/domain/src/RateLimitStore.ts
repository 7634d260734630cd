import { Context, type Effect, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/** One counter to increment: a bucket in the window starting at `windowStart` (epoch ms). */
export interface CounterKey {
  readonly bucket: string
  readonly windowStart: number
  /** When the counter may be deleted, epoch ms (on the caller's clock). */
  readonly expiresAt: number
}

/** The counter store (Redis) did not answer; the request cannot be counted, so it is refused. */
export class RateLimitStoreUnavailable extends Schema.TaggedError<RateLimitStoreUnavailable>()(
  "RateLimitStoreUnavailable",
  { message: Schema.String }
) {}

/**
 * Shared request counters. `increment` counts one request against every key at once and returns
 * the counts after it, in the order given: atomically, so no two callers sharing the store ever
 * see the same count.
 */
export class RateLimitStore extends Context.Service<
  RateLimitStore,
  {
    readonly increment: (
      keys: ReadonlyArray<CounterKey>
    ) => Effect.Effect<ReadonlyArray<number>, SqlError | RateLimitStoreUnavailable>
    /** Deletes counters past their expiry; returns how many. */
    readonly purgeExpired: (now: number) => Effect.Effect<number, SqlError | RateLimitStoreUnavailable>
  }
>()("domain/RateLimitStore") {}
