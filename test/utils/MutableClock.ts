import { Duration, Effect } from "effect"
import type * as Clock from "effect/Clock"

/**
 * A clock the test moves: real time plus an offset, so a server can be taken to the next minute,
 * day or month without waiting. Sleeping is real.
 */
export interface MutableClock extends Clock.Clock {
  /** Moves the clock forward by `ms`. */
  readonly advance: (ms: number) => void
  /** Sets the clock to `epochMs`. */
  readonly set: (epochMs: number) => void
  readonly now: () => number
}

export const makeMutableClock = (startAt?: number): MutableClock => {
  let offset = startAt === undefined ? 0 : startAt - Date.now()
  const now = () => Date.now() + offset
  return {
    now,
    advance: (ms) => {
      offset += ms
    },
    set: (epochMs) => {
      offset = epochMs - Date.now()
    },
    currentTimeMillisUnsafe: now,
    currentTimeMillis: Effect.sync(now),
    currentTimeNanosUnsafe: () => BigInt(now()) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(now()) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
    monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
    sleep: (duration) =>
      Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, Duration.toMillis(duration))))
  }
}
