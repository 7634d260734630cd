import { RateLimitStore } from "@fire/domain/RateLimitStore"
import { Clock, Effect, Layer } from "effect"

/** How often expired counters are swept out of memory, ms. */
const SWEEP_EVERY_MS = 60_000

/**
 * Counters in this process's memory: exact for one process and free of I/O (the default on the
 * embedded database, which is single-process by construction). Several processes need the Redis
 * store, or they would each count on their own.
 */
export const layer = Layer.sync(RateLimitStore, () => {
  const counters = new Map<string, { count: number; expiresAt: number }>()
  let nextSweep = 0
  const sweep = (now: number) => {
    let purged = 0
    for (const [key, counter] of counters) {
      if (counter.expiresAt <= now) {
        counters.delete(key)
        purged++
      }
    }
    return purged
  }
  return {
    increment: (keys) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        if (now >= nextSweep) {
          nextSweep = now + SWEEP_EVERY_MS
          sweep(now)
        }
        return keys.map((key) => {
          const id = `${key.bucket}:${key.windowStart}`
          const counter = counters.get(id)
          if (counter === undefined || counter.expiresAt <= now) {
            counters.set(id, { count: 1, expiresAt: key.expiresAt })
            return 1
          }
          counter.count++
          return counter.count
        })
      }),
    purgeExpired: (now) => Effect.sync(() => sweep(now))
  }
})
