import { AiUsageRepository } from "@fire/domain/AiUsageRepository"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/**
 * AI usage counters in SQL (table `ai_usage`, migration 0009). A charge is one
 * `INSERT ... ON CONFLICT DO UPDATE ... WHERE` statement: PostgreSQL locks the user's month row and
 * re-checks both counts under the lock, so concurrent requests from any number of processes are
 * counted exactly, and a request refused by either limit changes nothing.
 */

const iso = (ms: number) => new Date(ms).toISOString()

export const layer = Layer.effect(
  AiUsageRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      charge: Effect.fn("AiUsageRepository.charge")(function* (userId, period, limits) {
        if (limits.aiMonth < 1) return { _tag: "Refused", window: "month" } as const
        if (limits.aiDay < 1) return { _tag: "Refused", window: "day" } as const
        // A day later than the stored one starts the day's count afresh; a clock set back counts as the same day.
        const rows = yield* sql<{ month_used: number; day_used: number }>`
          INSERT INTO ai_usage AS u (user_id, month_start, month_used, day_start, day_used)
          VALUES (${userId}, ${iso(period.monthStart)}, 1, ${iso(period.dayStart)}, 1)
          ON CONFLICT (user_id, month_start) DO UPDATE SET
            month_used = u.month_used + 1,
            day_start = GREATEST(u.day_start, EXCLUDED.day_start),
            day_used = CASE WHEN EXCLUDED.day_start > u.day_start THEN 1 ELSE u.day_used + 1 END
          WHERE u.month_used < ${limits.aiMonth}
            AND (EXCLUDED.day_start > u.day_start OR u.day_used < ${limits.aiDay})
          RETURNING month_used, day_used`
        const charged = rows[0]
        if (charged !== undefined)
          return { _tag: "Charged", dayUsed: Number(charged.day_used), monthUsed: Number(charged.month_used) } as const
        const [row] = yield* sql<{ month_used: number }>`
          SELECT month_used FROM ai_usage WHERE user_id = ${userId} AND month_start = ${iso(period.monthStart)}`
        return { _tag: "Refused", window: Number(row?.month_used ?? 0) >= limits.aiMonth ? "month" : "day" } as const
      }),
      refund: Effect.fn("AiUsageRepository.refund")(function* (userId, period) {
        yield* sql`
          UPDATE ai_usage SET
            month_used = GREATEST(month_used - 1, 0),
            day_used = CASE WHEN day_start = ${iso(period.dayStart)} THEN GREATEST(day_used - 1, 0) ELSE day_used END
          WHERE user_id = ${userId} AND month_start = ${iso(period.monthStart)}`
      }),
      usedInMonth: Effect.fn("AiUsageRepository.usedInMonth")(function* (userId, monthStart) {
        const [row] = yield* sql<{ month_used: number }>`
          SELECT month_used FROM ai_usage WHERE user_id = ${userId} AND month_start = ${iso(monthStart)}`
        return Number(row?.month_used ?? 0)
      })
    }
  })
)
