import { RateLimitStore } from "@fire/domain/RateLimitStore"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Counters in PostgreSQL: one multi-row upsert per request counts it against every window at
 * once. Row locks serialize increments of a counter across connections and processes, so the
 * n-th request of a window always sees n, and no more than the limit are ever admitted.
 */
export const layer = Layer.effect(
  RateLimitStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      increment: Effect.fn("RateLimitStore.increment")(function* (keys) {
        const [head, ...tail] = keys.map((k) => ({
          bucket: k.bucket,
          window_start: iso(k.windowStart),
          expires_at: iso(k.expiresAt),
          count: 1
        }))
        if (head === undefined) return []
        const rows = yield* sql<{ readonly bucket: string; readonly count: number }>`
          INSERT INTO rate_limit_counters ${sql.insert([head, ...tail])}
          ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
          RETURNING bucket, count`
        const byBucket = new Map(rows.map((row) => [row.bucket, Number(row.count)]))
        return keys.map((k) => byBucket.get(k.bucket) ?? Number.POSITIVE_INFINITY)
      }),
      purgeExpired: (now) =>
        Effect.map(
          sql<{
            readonly n: number
          }>`WITH gone AS (DELETE FROM rate_limit_counters WHERE expires_at < ${iso(now)} RETURNING 1)
            SELECT count(*)::int AS n FROM gone`,
          (rows) => rows[0]?.n ?? 0
        )
    }
  })
)
