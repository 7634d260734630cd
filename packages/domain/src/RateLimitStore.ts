import { Context, type Effect } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/** One counter to increment: a bucket in the window starting at `windowStart` (epoch ms). */
export interface CounterKey {
  readonly bucket: string
  readonly windowStart: number
  /** When the counter may be deleted, epoch ms. */
  readonly expiresAt: number
}

/**
 * Shared request counters. `increment` counts one request against every key at once and returns
 * the counts after it, in the order given: atomically, so no two processes ever see the same count.
 */
export class RateLimitStore extends Context.Service<
  RateLimitStore,
  {
    readonly increment: (keys: ReadonlyArray<CounterKey>) => Effect.Effect<ReadonlyArray<number>, SqlError>
    /** Deletes counters past their expiry; returns how many. */
    readonly purgeExpired: (now: number) => Effect.Effect<number, SqlError>
  }
>()("domain/RateLimitStore") {}
