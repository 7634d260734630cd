import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { AppConfig } from "../config/AppConfig.js"
import { acquire, type DataDirLocked } from "./DataDirLock.js"
import * as PgliteClient from "./PgliteClient.js"

/**
 * The `SqlClient` of the configuration: a PostgreSQL server when `DATABASE_URL` is set, else
 * embedded PGlite persisted under `DATA_DIR/pg`, held by this process alone (DataDirLock.ts).
 * Everything above speaks only `SqlClient`.
 */
export const layer: Layer.Layer<SqlClient.SqlClient, SqlError | DataDirLocked, AppConfig> = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* AppConfig
    if (Option.isSome(config.databaseUrl)) {
      return PgClient.layer({ url: config.databaseUrl.value, applicationName: "fire-api" })
    }
    const dataDir = join(config.dataDir, "pg")
    mkdirSync(dataDir, { recursive: true })
    // Held until the database closes: no second process opens this directory meanwhile.
    yield* acquire(config.dataDir)
    return PgliteClient.layer({ dataDir })
  })
)

/** Which backend a configuration selects, for logs and `/status`. */
export const backendName = (databaseUrl: Option.Option<unknown>): "postgresql" | "pglite" =>
  Option.isSome(databaseUrl) ? "postgresql" : "pglite"
