import type { StoredEvidenceSnapshot } from "@fire/decision/EvidenceSnapshot"
import type { DecisionReceipt } from "@fire/decision/Receipt"
import { ReceiptRepository, type StoredReceipt } from "@fire/decision/ReceiptRepository"
import { Effect, Layer, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/**
 * Receipts and evidence snapshots on PostgreSQL/PGlite. Idempotency: a transaction-scoped advisory
 * lock on (owner, key) serialises concurrent evaluations with one key, so the first computes and
 * stores and the rest replay; the UNIQUE (owner_id, kind, idempotency_key) constraint backs it.
 */

interface ReceiptRow {
  readonly id: string
  readonly kind: "evaluation" | "simulation"
  readonly scenario_id: string
  readonly revision_id: string
  readonly readiness: string
  readonly created_at: Date | string
  readonly body: string
}

const RECEIPT_COLUMNS = `id::text AS id, kind, scenario_id::text AS scenario_id, revision_id::text AS revision_id,
  readiness, created_at, body::text AS body`

const toStoredReceipt = (row: ReceiptRow): StoredReceipt => ({
  id: row.id,
  kind: row.kind,
  scenarioId: row.scenario_id,
  revisionId: row.revision_id,
  readiness: row.readiness,
  createdAt: new Date(row.created_at).toISOString(),
  body: JSON.parse(row.body) as unknown
})

export const layer = Layer.effect(
  ReceiptRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const receiptColumns = sql.unsafe(RECEIPT_COLUMNS)
    return {
      evaluateOnce: (key, compute) =>
        sql.withTransaction(
          Effect.gen(function* () {
            const lockName = `evaluation:${key.owner}:${key.idempotencyKey}`
            yield* sql`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtextextended(${lockName}, 0))) AS l`
            const existing = yield* sql<{ readonly request_hash: string; readonly body: string }>`
              SELECT request_hash, body::text AS body FROM decision_receipts
              WHERE owner_id = ${key.owner} AND kind = 'evaluation' AND idempotency_key = ${key.idempotencyKey}`
            const found = existing[0]
            if (found !== undefined)
              return found.request_hash === key.requestHash
                ? { _tag: "Replayed" as const, receipt: JSON.parse(found.body) as DecisionReceipt }
                : { _tag: "Conflict" as const }
            const { receipt, snapshot } = yield* compute
            yield* sql`INSERT INTO decision_receipts
              (id, owner_id, scenario_id, revision_id, kind, idempotency_key, request_hash, readiness, body, created_at)
              VALUES (${receipt.receiptId}, ${key.owner}, ${key.scenarioId}, ${key.revisionId}, 'evaluation',
                ${key.idempotencyKey}, ${key.requestHash}, ${receipt.readiness}, ${JSON.stringify(receipt)}::jsonb,
                ${receipt.computedAt})`
            yield* sql`INSERT INTO evidence_snapshots (id, receipt_id, body, created_at)
              VALUES (${snapshot.snapshotId}, ${receipt.receiptId}, ${JSON.stringify(snapshot)}::jsonb, ${snapshot.resolvedAt})`
            return { _tag: "Created" as const, receipt }
          })
        ),
      findReceipt: (owner, scenarioId, receiptId) =>
        Effect.map(
          sql<ReceiptRow>`SELECT ${receiptColumns}
            FROM decision_receipts WHERE id = ${receiptId} AND scenario_id = ${scenarioId} AND owner_id = ${owner}`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), toStoredReceipt)
        ),
      latest: (owner, kind, limit) =>
        Effect.map(
          sql<ReceiptRow>`SELECT ${receiptColumns}
            FROM decision_receipts WHERE owner_id = ${owner} AND kind = ${kind}
            ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
          (rows) => rows.map(toStoredReceipt)
        ),
      findSnapshot: (owner, scenarioId, receiptId) =>
        Effect.map(
          sql<{ readonly body: string }>`SELECT s.body::text AS body FROM evidence_snapshots s
            JOIN decision_receipts r ON r.id = s.receipt_id
            WHERE r.id = ${receiptId} AND r.scenario_id = ${scenarioId} AND r.owner_id = ${owner}`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => JSON.parse(row.body) as StoredEvidenceSnapshot)
        )
    }
  })
)
