import { simulationSnapshot } from "@fire/decision/EvidenceSnapshot"
import { type PlanningExecution, PlanningExecutionRepository } from "@fire/decision/PlanningExecutionRepository"
import { Effect, Layer, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"

interface ExecutionRow {
  readonly id: string
  readonly owner_id: string
  readonly scenario_id: string
  readonly idempotency_key: string
  readonly request_hash: string
  readonly state: "running" | "done"
  readonly response: string | null
  readonly created_at: number
  readonly completed_at: number | null
}

const iso = (ms: number) => new Date(ms).toISOString()

const toExecution = (row: ExecutionRow): PlanningExecution => ({
  id: row.id,
  ownerId: row.owner_id,
  scenarioId: row.scenario_id,
  idempotencyKey: row.idempotency_key,
  requestHash: row.request_hash,
  state: row.state,
  response: row.response === null ? null : (JSON.parse(row.response) as unknown),
  createdAt: Number(row.created_at),
  completedAt: row.completed_at === null ? null : Number(row.completed_at)
})

const columns = `id::text AS id, owner_id::text AS owner_id, scenario_id::text AS scenario_id,
  idempotency_key::text AS idempotency_key, request_hash, state, response::text AS response,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from completed_at) * 1000)::float8 AS completed_at`

/**
 * The PostgreSQL (and PGlite) adapter of `PlanningExecutionRepository`: the claim is one
 * `INSERT ... ON CONFLICT DO NOTHING` on `UNIQUE (owner_id, idempotency_key)`, so of any number of
 * concurrent requests with one key exactly one inserts.
 */
export const layer = Layer.effect(
  PlanningExecutionRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    const find = (owner: string, key: string) =>
      Effect.map(
        sql<ExecutionRow>`SELECT ${select} FROM planning_executions WHERE owner_id = ${owner} AND idempotency_key = ${key}`,
        (rows) => Option.map(Option.fromNullishOr(rows[0]), toExecution)
      )
    return {
      claim: (owner, scenarioId, key, requestHash, now) =>
        Effect.gen(function* () {
          const id = randomUUID()
          const inserted = yield* sql<{ readonly id: string }>`INSERT INTO planning_executions
              (id, owner_id, scenario_id, idempotency_key, request_hash, state, created_at)
            VALUES (${id}, ${owner}, ${scenarioId}, ${key}, ${requestHash}, 'running', ${iso(now)})
            ON CONFLICT (owner_id, idempotency_key) DO NOTHING RETURNING id::text AS id`
          if (inserted.length > 0) return { _tag: "Claimed" as const, id }
          const existing = yield* find(owner, key)
          // The holder was released between our insert and read: claim again.
          if (Option.isNone(existing))
            return { _tag: "Claimed" as const, id: yield* reclaim(owner, scenarioId, key, requestHash, now) }
          return { _tag: "Existing" as const, execution: existing.value }
        }),
      find,
      complete: (id, owner, key, requestHash, response, receipt, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            if (receipt !== undefined)
              yield* sql`INSERT INTO decision_receipts (id, owner_id, scenario_id, revision_id, kind, idempotency_key,
                  request_hash, readiness, body, created_at)
                VALUES (${receipt.id}, ${owner}, ${receipt.scenarioId}, ${receipt.revisionId}, 'simulation', ${key},
                  ${requestHash}, ${receipt.readiness}, ${JSON.stringify(receipt.body)}::jsonb, ${iso(now)})`
            if (receipt !== undefined) {
              // its evidence snapshot, so the receipt's evidence resolves like an evaluation's
              const snapshot = simulationSnapshot(receipt, randomUUID(), now)
              yield* sql`INSERT INTO evidence_snapshots (id, receipt_id, body, created_at)
                VALUES (${snapshot.snapshotId}, ${receipt.id}, ${JSON.stringify(snapshot)}::jsonb, ${iso(now)})`
            }
            yield* sql`UPDATE planning_executions SET state = 'done', response = ${JSON.stringify(response)}::jsonb,
                completed_at = ${iso(now)}
              WHERE id = ${id} AND state = 'running'`
          })
        ),
      takeOver: (owner, key, requestHash, staleBefore, now) =>
        Effect.map(
          sql<{ readonly id: string }>`UPDATE planning_executions SET created_at = ${iso(now)}
            WHERE owner_id = ${owner} AND idempotency_key = ${key} AND request_hash = ${requestHash}
              AND state = 'running' AND created_at < ${iso(staleBefore)}
            RETURNING id::text AS id`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), (r) => r.id)
        ),
      release: (id) => Effect.asVoid(sql`DELETE FROM planning_executions WHERE id = ${id} AND state = 'running'`)
    }
    function reclaim(owner: string, scenarioId: string, key: string, requestHash: string, now: number) {
      return Effect.gen(function* () {
        const id = randomUUID()
        yield* sql`INSERT INTO planning_executions (id, owner_id, scenario_id, idempotency_key, request_hash, state, created_at)
          VALUES (${id}, ${owner}, ${scenarioId}, ${key}, ${requestHash}, 'running', ${iso(now)})`
        return id
      })
    }
  })
)
