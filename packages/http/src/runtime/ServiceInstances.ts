import { Clock, Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/** Records this process's start: one row per start, kept across restarts. */
export const recordStart = (instance: {
  readonly id: string
  readonly version: string
  readonly environment: string
}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    yield* sql`INSERT INTO service_instances (instance_id, version, environment, started_at)
      VALUES (${instance.id}, ${instance.version}, ${instance.environment}, ${new Date(now).toISOString()})`
  })

/** How many starts the database has seen. */
export const countStarts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM service_instances`
  return rows[0]?.n ?? 0
})
