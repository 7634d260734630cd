import { applyGovernanceAct, type GovernedParameterSet, governanceError, reimport } from "@fire/decision/ParameterSet"
import { type ParameterSetEvent, ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import type { ParameterSet as EngineParameterSet } from "@fire/simulation"
import { Effect, Layer, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"

interface SetRow {
  readonly id: string
  readonly content: string
  readonly content_hash: string
  readonly series_manifest_hash: string
  readonly status: GovernedParameterSet["status"]
  readonly reviewer: string | null
  readonly approved_at: number | null
  readonly effective_from: number | null
  readonly warning_expires_at: number | null
  readonly hard_expires_at: number | null
  readonly imported_at: number
  readonly updated_at: number
}

interface EventRow {
  readonly id: string
  readonly parameter_set_id: string
  readonly action: string
  readonly actor: string
  readonly details: string
  readonly at: number
}

const ms = (v: number | null): number | null => (v === null ? null : Number(v))
const iso = (v: number | null): string | null => (v === null ? null : new Date(v).toISOString())
const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8 AS ${column}`

const columns = `id, content::text AS content, content_hash, series_manifest_hash, status, reviewer,
  ${epoch("approved_at")}, ${epoch("effective_from")}, ${epoch("warning_expires_at")}, ${epoch("hard_expires_at")},
  ${epoch("imported_at")}, ${epoch("updated_at")}`

const toSet = (row: SetRow): GovernedParameterSet => ({
  id: row.id,
  content: JSON.parse(row.content) as EngineParameterSet,
  contentHash: row.content_hash,
  seriesManifestHash: row.series_manifest_hash,
  status: row.status,
  reviewer: row.reviewer,
  approvedAt: ms(row.approved_at),
  effectiveFrom: ms(row.effective_from),
  warningExpiresAt: ms(row.warning_expires_at),
  hardExpiresAt: ms(row.hard_expires_at),
  importedAt: Number(row.imported_at),
  updatedAt: Number(row.updated_at)
})

const toEvent = (row: EventRow): ParameterSetEvent => ({
  id: row.id,
  parameterSetId: row.parameter_set_id,
  action: row.action,
  actor: row.actor,
  details: JSON.parse(row.details) as Record<string, unknown>,
  at: Number(row.at)
})

/** The PostgreSQL (and PGlite) adapter of `ParameterSetRepository`; every write records its event in the same transaction. */
export const layer = Layer.effect(
  ParameterSetRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    const findRow = (id: string, lock: boolean) =>
      Effect.map(
        lock
          ? sql<SetRow>`SELECT ${select} FROM parameter_sets WHERE id = ${id} FOR UPDATE`
          : sql<SetRow>`SELECT ${select} FROM parameter_sets WHERE id = ${id}`,
        (rows) => Option.map(Option.fromNullishOr(rows[0]), toSet)
      )
    const recordEvent = (id: string, action: string, actor: string, details: Record<string, unknown>, now: number) =>
      sql`INSERT INTO parameter_set_events (id, parameter_set_id, action, actor, details, at)
        VALUES (${randomUUID()}, ${id}, ${action}, ${actor}, ${JSON.stringify(details)}::jsonb, ${iso(now)})`
    return {
      importDraft: (draft, actor, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const existing = yield* findRow(draft.id, true)
            const details = { contentHash: draft.contentHash, seriesManifestHash: draft.seriesManifestHash }
            if (Option.isNone(existing)) {
              yield* sql`INSERT INTO parameter_sets (id, content, content_hash, series_manifest_hash, status,
                  imported_at, updated_at)
                VALUES (${draft.id}, ${JSON.stringify(draft.content)}::jsonb, ${draft.contentHash},
                  ${draft.seriesManifestHash}, 'draft', ${iso(now)}, ${iso(now)})`
              yield* recordEvent(draft.id, "imported", actor, details, now)
              return { outcome: "created" as const, set: draft }
            }
            const decision = reimport(existing.value, draft)
            if (decision.kind === "refused") return yield* Effect.fail(decision.error)
            if (decision.kind === "unchanged") return { outcome: "unchanged" as const, set: existing.value }
            yield* sql`UPDATE parameter_sets SET content = ${JSON.stringify(draft.content)}::jsonb,
                content_hash = ${draft.contentHash}, series_manifest_hash = ${draft.seriesManifestHash},
                updated_at = ${iso(now)}
              WHERE id = ${draft.id}`
            yield* recordEvent(draft.id, "reimported", actor, details, now)
            return {
              outcome: "replaced" as const,
              set: { ...draft, importedAt: existing.value.importedAt, updatedAt: now }
            }
          })
        ),
      apply: (id, act, actor, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const existing = yield* findRow(id, true)
            if (Option.isNone(existing))
              return yield* Effect.fail(governanceError("NOT_FOUND", `no parameter set ${id}`))
            const next = applyGovernanceAct(existing.value, act, now)
            if (!next.ok) return yield* Effect.fail(next.error)
            const s = next.set
            yield* sql`UPDATE parameter_sets SET status = ${s.status}, reviewer = ${s.reviewer},
                approved_at = ${iso(s.approvedAt)}, effective_from = ${iso(s.effectiveFrom)},
                warning_expires_at = ${iso(s.warningExpiresAt)}, hard_expires_at = ${iso(s.hardExpiresAt)},
                updated_at = ${iso(now)}
              WHERE id = ${id}`
            const details: Record<string, unknown> =
              act.action === "approve"
                ? {
                    from: existing.value.status,
                    reviewer: s.reviewer,
                    effectiveFrom: iso(s.effectiveFrom),
                    warningExpiresAt: iso(s.warningExpiresAt),
                    hardExpiresAt: iso(s.hardExpiresAt)
                  }
                : { from: existing.value.status, ...(act.reason === undefined ? {} : { reason: act.reason }) }
            yield* recordEvent(id, act.action === "approve" ? "approved" : "suspended", actor, details, now)
            return s
          })
        ),
      find: (id) => findRow(id, false),
      list: Effect.map(sql<SetRow>`SELECT ${select} FROM parameter_sets ORDER BY imported_at DESC, id`, (rows) =>
        rows.map(toSet)
      ),
      listApproved: Effect.map(
        sql<SetRow>`SELECT ${select} FROM parameter_sets WHERE status = 'approved' ORDER BY id`,
        (rows) => rows.map(toSet)
      ),
      events: (id) =>
        Effect.map(
          sql<EventRow>`SELECT id, parameter_set_id, action, actor, details::text AS details, ${sql.unsafe(epoch("at"))}
            FROM parameter_set_events WHERE parameter_set_id = ${id} ORDER BY at, seq`,
          (rows) => rows.map(toEvent)
        ),
      receiptsUsing: (id) =>
        Effect.map(
          sql<{ readonly owner_id: string; readonly id: string }>`SELECT owner_id::text AS owner_id, id::text AS id
            FROM decision_receipts WHERE body->>'parameterSetId' = ${id} ORDER BY created_at, id`,
          (rows) => rows.map((r) => ({ ownerId: r.owner_id, receiptId: r.id }))
        )
    }
  })
)
