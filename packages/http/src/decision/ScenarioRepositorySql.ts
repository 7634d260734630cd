import { type Revision, RevisionId, type RevisionContent } from "@fire/decision/Revision"
import { type Scenario, ScenarioId } from "@fire/decision/Scenario"
import { ScenarioRepository } from "@fire/decision/ScenarioRepository"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"
import { limitCheck } from "@fire/domain/ObjectLimits"

interface ScenarioRow {
  readonly id: string
  readonly owner_id: string
  readonly name: string
  readonly created_at: number
  readonly revision_count: number
}

interface RevisionRow {
  readonly id: string
  readonly scenario_id: string
  readonly number: number
  readonly content: string
  readonly content_hash: string
  readonly created_at: number
}

const scenarioId = Schema.decodeUnknownSync(ScenarioId)
const revisionId = Schema.decodeUnknownSync(RevisionId)
const iso = (ms: number) => new Date(ms).toISOString()

const toScenario = (row: ScenarioRow): Scenario => ({
  id: scenarioId(row.id),
  ownerId: row.owner_id,
  name: row.name,
  createdAt: Number(row.created_at),
  revisionCount: Number(row.revision_count)
})

const toRevision = (row: RevisionRow): Revision => ({
  id: revisionId(row.id),
  scenarioId: scenarioId(row.scenario_id),
  number: Number(row.number),
  content: JSON.parse(row.content) as RevisionContent,
  contentHash: row.content_hash,
  createdAt: Number(row.created_at)
})

const scenarioColumns = `s.id, s.owner_id, s.name, (extract(epoch from s.created_at) * 1000)::float8 AS created_at,
  (SELECT count(*)::int FROM scenario_revisions r WHERE r.scenario_id = s.id) AS revision_count`
const revisionColumns = `r.id, r.scenario_id, r.number, r.content::text AS content, r.content_hash,
  (extract(epoch from r.created_at) * 1000)::float8 AS created_at`

export const layer = Layer.effect(
  ScenarioRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const scenarioSelect = sql.unsafe(scenarioColumns)
    const revisionSelect = sql.unsafe(revisionColumns)
    const findOwned = (owner: string, id: string) =>
      Effect.map(
        sql<ScenarioRow>`SELECT ${scenarioSelect} FROM scenarios s WHERE s.id = ${id} AND s.owner_id = ${owner}`,
        (rows) => Option.map(Option.fromNullishOr(rows[0]), toScenario)
      )
    return {
      create: (owner, name, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            // Lock the owner: concurrent creates count one after the other, so the cap holds exactly.
            yield* sql`SELECT id FROM users WHERE id = ${owner} FOR UPDATE`
            const [held] = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM scenarios
              WHERE owner_id = ${owner}`
            const refused = limitCheck("scenarios", Number(held?.n ?? 0))
            if (refused !== undefined) return yield* Effect.fail(refused)
            const id = randomUUID()
            yield* sql`INSERT INTO scenarios (id, owner_id, name, created_at)
              VALUES (${id}, ${owner}, ${name}, ${iso(now)})`
            return { id: scenarioId(id), ownerId: owner, name, createdAt: now, revisionCount: 0 }
          })
        ),
      listOwned: (owner, page) =>
        Effect.all({
          rows: sql<ScenarioRow>`SELECT ${scenarioSelect} FROM scenarios s WHERE s.owner_id = ${owner}
            ORDER BY s.created_at DESC, s.id LIMIT ${page.limit} OFFSET ${page.offset}`,
          count: sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM scenarios WHERE owner_id = ${owner}`
        }).pipe(Effect.map(({ rows, count }) => ({ items: rows.map(toScenario), total: Number(count[0]?.n ?? 0) }))),
      findOwned,
      addRevision: (owner, id, content, contentHash, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            // Lock the scenario row: concurrent additions number their revisions one after the other.
            const owned = yield* sql<{ readonly id: string }>`SELECT id FROM scenarios
              WHERE id = ${id} AND owner_id = ${owner} FOR UPDATE`
            if (owned.length === 0) return Option.none()
            const [held] = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM scenario_revisions
              WHERE scenario_id = ${id}`
            const refused = limitCheck("revisionsPerScenario", Number(held?.n ?? 0))
            if (refused !== undefined) return yield* Effect.fail(refused)
            const rows = yield* sql<RevisionRow>`
              INSERT INTO scenario_revisions AS r (id, scenario_id, number, content, content_hash, created_at)
              VALUES (${randomUUID()}, ${id},
                (SELECT coalesce(max(number), 0) + 1 FROM scenario_revisions WHERE scenario_id = ${id}),
                ${JSON.stringify(content)}::jsonb, ${contentHash}, ${iso(now)})
              RETURNING ${revisionSelect}`
            return Option.some(toRevision(rows[0]!))
          })
        ),
      listRevisions: (owner, id, page) =>
        Effect.all({
          rows: sql<RevisionRow>`SELECT ${revisionSelect} FROM scenario_revisions r
            JOIN scenarios s ON s.id = r.scenario_id
            WHERE r.scenario_id = ${id} AND s.owner_id = ${owner} ORDER BY r.number
            LIMIT ${page.limit} OFFSET ${page.offset}`,
          count: sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM scenario_revisions r
            JOIN scenarios s ON s.id = r.scenario_id WHERE r.scenario_id = ${id} AND s.owner_id = ${owner}`
        }).pipe(Effect.map(({ rows, count }) => ({ items: rows.map(toRevision), total: Number(count[0]?.n ?? 0) }))),
      findRevision: (owner, id, revision) =>
        Effect.map(
          sql<RevisionRow>`SELECT ${revisionSelect} FROM scenario_revisions r JOIN scenarios s ON s.id = r.scenario_id
            WHERE r.id = ${revision} AND r.scenario_id = ${id} AND s.owner_id = ${owner}`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), toRevision)
        )
    }
  })
)
