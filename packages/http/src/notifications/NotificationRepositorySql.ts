import { FI_MILESTONES, type FiMilestone } from "@fire/domain/FiMilestone"
import type { Notification, NotificationType } from "@fire/domain/Notification"
import { NotificationRepository } from "@fire/domain/NotificationRepository"
import { UserId } from "@fire/domain/User"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"

/**
 * Notifications in SQL (table `notifications`, migration 0006). A notification is live while
 * `expires_at` is null or after the request's time; expired rows stay but are never listed,
 * counted or marked.
 */

const columns = `id, user_id, type, title, message, read,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from expires_at) * 1000)::float8 AS expires_at`

interface Row {
  readonly id: string
  readonly user_id: string
  readonly type: NotificationType
  readonly title: string
  readonly message: string
  readonly read: boolean
  readonly created_at: number
  readonly expires_at: number | null
}

const decodeUserId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

const toNotification = (row: Row): Notification => ({
  id: row.id,
  userId: decodeUserId(row.user_id),
  type: row.type,
  title: row.title,
  message: row.message,
  read: row.read,
  createdAt: Number(row.created_at),
  expiresAt: row.expires_at === null ? undefined : Number(row.expires_at)
})

const asMilestone = (value: number): FiMilestone | 0 => FI_MILESTONES.find((m) => m === value) ?? 0

export const layer = Layer.effect(
  NotificationRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    const live = (now: number) => sql`(expires_at IS NULL OR expires_at > ${iso(now)})`
    return {
      insertOnce: Effect.fn("NotificationRepository.insertOnce")(function* (userId, draft, now) {
        const rows = yield* sql<Row>`
          INSERT INTO notifications (id, user_id, type, title, message, dedupe_key, created_at, expires_at)
          VALUES (${randomUUID()}, ${userId}, ${draft.type}, ${draft.title}, ${draft.message}, ${draft.dedupeKey},
            ${iso(now)}, ${draft.expiresAt === undefined ? null : iso(draft.expiresAt)})
          ON CONFLICT (user_id, dedupe_key) DO NOTHING
          RETURNING ${select}`
        return Option.map(Option.fromNullishOr(rows[0]), toNotification)
      }),
      list: Effect.fn("NotificationRepository.list")(function* (userId, query) {
        const filter = query.unreadOnly ? sql`AND read = false` : sql``
        const [counts] = yield* sql<{ total: number; unread: number }>`
          SELECT count(*) FILTER (WHERE ${query.unreadOnly ? sql`read = false` : sql`true`})::int AS total,
            count(*) FILTER (WHERE read = false)::int AS unread
          FROM notifications WHERE user_id = ${userId} AND ${live(query.now)}`
        const rows = yield* sql<Row>`
          SELECT ${select} FROM notifications
          WHERE user_id = ${userId} AND ${live(query.now)} ${filter}
          ORDER BY created_at DESC, id DESC
          LIMIT ${query.limit} OFFSET ${query.offset}`
        return {
          notifications: rows.map(toNotification),
          total: Number(counts?.total ?? 0),
          unread: Number(counts?.unread ?? 0)
        }
      }),
      markRead: Effect.fn("NotificationRepository.markRead")(function* (userId, id, now) {
        const rows = yield* sql<Row>`
          UPDATE notifications SET read = true, read_at = COALESCE(read_at, ${iso(now)})
          WHERE id = ${id} AND user_id = ${userId} AND ${live(now)}
          RETURNING ${select}`
        return Option.map(Option.fromNullishOr(rows[0]), toNotification)
      }),
      markAllRead: Effect.fn("NotificationRepository.markAllRead")(function* (userId, now) {
        const rows = yield* sql<{ id: string }>`
          UPDATE notifications SET read = true, read_at = ${iso(now)}
          WHERE user_id = ${userId} AND read = false AND ${live(now)}
          RETURNING id`
        return rows.length
      }),
      highestFiMilestone: Effect.fn("NotificationRepository.highestFiMilestone")(function* (userId) {
        const rows = yield* sql<{ highest: number }>`SELECT highest FROM fi_milestones WHERE user_id = ${userId}`
        return rows[0] === undefined ? 0 : asMilestone(Number(rows[0].highest))
      }),
      recordFiMilestone: Effect.fn("NotificationRepository.recordFiMilestone")(function* (userId, milestone, now) {
        yield* sql`
          INSERT INTO fi_milestones (user_id, highest, updated_at) VALUES (${userId}, ${milestone}, ${iso(now)})
          ON CONFLICT (user_id) DO UPDATE SET highest = GREATEST(fi_milestones.highest, EXCLUDED.highest),
            updated_at = EXCLUDED.updated_at`
      }),
      trialsEndingBetween: Effect.fn("NotificationRepository.trialsEndingBetween")(function* (from, to) {
        const rows = yield* sql<{ id: string; trial_ends_at: number }>`
          SELECT id, (extract(epoch from trial_ends_at) * 1000)::float8 AS trial_ends_at FROM users
          WHERE subscription_status = 'trialing' AND trial_ends_at > ${iso(from)} AND trial_ends_at <= ${iso(to)}`
        return rows.map((row) => ({ userId: decodeUserId(row.id), trialEndsAt: Number(row.trial_ends_at) }))
      }),
      // Reads the decision tables (migration 0004): `evidence_snapshots.body` is a StoredEvidenceSnapshot
      // whose `facts[].fact` carries `id` and `warningAfter` (ISO 8601).
      evidenceWarningsDue: Effect.fn("NotificationRepository.evidenceWarningsDue")(function* (now, limit) {
        const rows = yield* sql<{ owner_id: string; receipt_id: string; fact_id: string; warning_after: string }>`
          SELECT owner_id, receipt_id, fact_id, warning_after FROM (
            SELECT r.owner_id, r.id AS receipt_id, r.created_at, f.value -> 'fact' ->> 'id' AS fact_id,
              f.value -> 'fact' ->> 'warningAfter' AS warning_after
            FROM evidence_snapshots s
            JOIN decision_receipts r ON r.id = s.receipt_id
            CROSS JOIN LATERAL jsonb_array_elements(s.body -> 'facts') AS f(value)
          ) due
          WHERE fact_id IS NOT NULL AND warning_after IS NOT NULL
            AND warning_after::timestamptz >= created_at AND warning_after::timestamptz < ${iso(now)}
            AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = due.owner_id
              AND n.dedupe_key = 'evidence-fact-warning:' || due.receipt_id || ':' || due.fact_id)
          ORDER BY warning_after, receipt_id, fact_id
          LIMIT ${limit}`
        return rows.map((row) => ({
          userId: decodeUserId(row.owner_id),
          receiptId: row.receipt_id,
          factId: row.fact_id,
          warningAfter: row.warning_after
        }))
      }),
      // Reads the decision tables (migration 0004): a simulation receipt's body names its
      // `parameterSetId`; governance acts are rows of `parameter_set_events` (action `suspended`).
      suspensionsDue: Effect.fn("NotificationRepository.suspensionsDue")(function* (limit) {
        const rows = yield* sql<{ owner_id: string; receipt_id: string; parameter_set_id: string }>`
          SELECT DISTINCT r.owner_id, r.id AS receipt_id, e.parameter_set_id
          FROM parameter_set_events e
          JOIN decision_receipts r ON r.kind = 'simulation'
            AND r.body ->> 'parameterSetId' = e.parameter_set_id AND r.created_at < e.at
          WHERE e.action = 'suspended'
            AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = r.owner_id
              AND n.dedupe_key = 'parameter-set-suspended:' || e.parameter_set_id || ':' || r.id)
          ORDER BY e.parameter_set_id, r.id
          LIMIT ${limit}`
        return rows.map((row) => ({
          userId: decodeUserId(row.owner_id),
          receiptId: row.receipt_id,
          parameterSetId: row.parameter_set_id
        }))
      })
    }
  })
)
