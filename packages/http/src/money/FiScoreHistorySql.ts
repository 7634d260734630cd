import { FiScoreHistoryRepository, type FiScoreSnapshot } from "@fire/domain/FiScore"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

interface Row {
  readonly day: string
  readonly score: number
  readonly status: string
  readonly net_worth: string
  readonly fi_number: string | null
  readonly reporting_currency: string
  readonly computed_at: number
}

const toSnapshot = (row: Row): FiScoreSnapshot => ({
  day: row.day,
  score: Number(row.score),
  status: row.status,
  netWorth: Number(row.net_worth),
  fiNumber: row.fi_number === null ? null : Number(row.fi_number),
  reportingCurrency: row.reporting_currency,
  computedAt: new Date(Number(row.computed_at)).toISOString()
})

/** Daily FI score snapshots: the primary key (user, day) keeps at most one a day; the first one stays. */
export const layer = Layer.effect(
  FiScoreHistoryRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      record: (userId, s) =>
        Effect.map(
          sql<{ readonly day: string }>`INSERT INTO fi_score_snapshots
              (user_id, day, score, status, net_worth, fi_number, reporting_currency, computed_at)
            VALUES (${userId}, ${s.day}::date, ${s.score}, ${s.status}, ${s.netWorth}, ${s.fiNumber},
              ${s.reportingCurrency}, ${s.computedAt})
            ON CONFLICT (user_id, day) DO NOTHING RETURNING day::text AS day`,
          (rows) => rows.length > 0
        ),
      list: (userId, { limit, offset }) =>
        Effect.gen(function* () {
          const rows = yield* sql<Row>`SELECT day::text AS day, score, status, net_worth::text AS net_worth,
              fi_number::text AS fi_number, reporting_currency,
              (extract(epoch from computed_at) * 1000)::float8 AS computed_at
            FROM fi_score_snapshots WHERE user_id = ${userId} ORDER BY day DESC LIMIT ${limit} OFFSET ${offset}`
          const counted = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM fi_score_snapshots
            WHERE user_id = ${userId}`
          return { items: rows.map(toSnapshot), total: Number(counted[0]?.n ?? 0) }
        })
    }
  })
)
