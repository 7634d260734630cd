import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postgresqlServer } from "../utils/MachineRequirement.js"

/**
 * The persistence tests run on PGlite always and on a real PostgreSQL server when one is given
 * (`describe.each(backends())`). Without a server this test is the one named skip that says so.
 */

const currentSchema = (url: string) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient
      const rows = yield* sql<{ schema: string; version: string }>`
        SELECT current_schema() AS schema, current_setting('server_version_num') AS version`
      return rows[0]!
    }).pipe(Effect.provide(Layer.fresh(PgClient.layer({ url: Redacted.make(url) }))))
  )

describe("the database backends of the persistence tests", () => {
  it.skipIf(postgresqlServer.skipped)(
    postgresqlServer.title("include a real PostgreSQL server (15 or later), one new schema per isolated test"),
    async () => {
      const server = backends().find((backend) => backend.name === "postgresql")
      if (server === undefined) throw new Error("TEST_DATABASE_URL is set but backends() has no PostgreSQL")
      const [a, b] = [await server.isolate(), await server.isolate()]
      const [first, second] = [await currentSchema(a.databaseUrl!), await currentSchema(b.databaseUrl!)]
      expect(Number(first.version)).toBeGreaterThanOrEqual(150000)
      expect(first.schema).toMatch(/^t_[0-9a-f]{32}$/)
      expect(second.schema).not.toBe(first.schema)
    }
  )
})
