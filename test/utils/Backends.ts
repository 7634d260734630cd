import { randomUUID } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * The database backends a persistence test runs on: embedded PGlite always, a real PostgreSQL
 * server when `TEST_DATABASE_URL` is set (as `.ci/run` does). Each `isolate()` call gives a fresh,
 * empty database: a temp directory for PGlite, a new schema for the server.
 */
export interface Backend {
  readonly name: "pglite" | "postgresql"
  /** A fresh database: the DATA_DIR and, for the server, a DATABASE_URL whose search_path is a new schema. */
  readonly isolate: () => Promise<{ readonly dataDir: string; readonly databaseUrl: string | undefined }>
}

const tempDir = () => mkdtempSync(join(tmpdir(), "fire-test-"))

const pglite: Backend = { name: "pglite", isolate: async () => ({ dataDir: tempDir(), databaseUrl: undefined }) }

const postgresql = (baseUrl: string): Backend => ({
  name: "postgresql",
  isolate: async () => {
    const schema = `t_${randomUUID().replaceAll("-", "")}`
    const { PgClient } = await import("@effect/sql-pg")
    const { Effect, Layer, Redacted } = await import("effect")
    const { SqlClient } = await import("effect/sql/SqlClient")
    await Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        yield* sql.unsafe(`CREATE SCHEMA ${schema}`)
      }).pipe(Effect.provide(Layer.fresh(PgClient.layer({ url: Redacted.make(baseUrl) }))))
    )
    const url = new URL(baseUrl)
    url.searchParams.set("options", `-c search_path=${schema}`)
    return { dataDir: tempDir(), databaseUrl: url.toString() }
  }
})

/** The backends of this run. */
export const backends = (): ReadonlyArray<Backend> => {
  const url = process.env.TEST_DATABASE_URL
  return url === undefined || url === "" ? [pglite] : [pglite, postgresql(url)]
}
