import { Effect } from "effect"
import * as Migrator from "effect/sql/Migrator"
import * as SqlClient from "effect/sql/SqlClient"
import serviceInstances from "./migrations/0001_service_instances.js"
import identity from "./migrations/0002_identity.js"
import cities from "./migrations/0003_cities.js"
import decision from "./migrations/0004_decision.js"
import finance from "./migrations/0005_finance.js"
import platform from "./migrations/0006_platform.js"
import parameterSetEventOrder from "./migrations/0007_parameter_set_event_order.js"
import sessions from "./migrations/0008_sessions.js"
import aiUsage from "./migrations/0009_ai_usage.js"
import aiConversations from "./migrations/0010_ai_conversations.js"

/**
 * The versioned schema, identical on PGlite and a PostgreSQL server. Each migration is a list of
 * statements run in order inside the migrator's transaction; ids only ever grow.
 */
const statements: Record<string, ReadonlyArray<string>> = {
  "0001_service_instances": serviceInstances,
  "0002_identity": identity,
  "0003_cities": cities,
  "0004_decision": decision,
  "0005_finance": finance,
  "0006_platform": platform,
  "0007_parameter_set_event_order": parameterSetEventOrder,
  "0008_sessions": sessions,
  "0009_ai_usage": aiUsage,
  "0010_ai_conversations": aiConversations
}

const asEffect = (sqlStatements: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const statement of sqlStatements) yield* sql.unsafe(statement)
  })

/** Applies every migration not yet applied; returns those it applied as `[id, name]`. */
export const run = Migrator.make({})({
  loader: Migrator.fromRecord(Object.fromEntries(Object.entries(statements).map(([k, v]) => [k, asEffect(v)]))),
  table: "schema_migrations"
})

/** The number of migrations this build knows. */
export const latestVersion = Object.keys(statements).length
