import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { SqlError } from "effect/sql/SqlError"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/** The same adapter contract on PGlite and on a PostgreSQL server: the one `SqlClient` the app sees. */

describe.each(backends())("SqlClient on $name", (backend) => {
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => runtime.runPromise(effect)

  beforeAll(async () => {
    const { dataDir, databaseUrl } = await backend.isolate()
    const config = AppConfig.layerFrom({
      dataDir,
      databaseUrl: databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(databaseUrl))
    })
    runtime = ManagedRuntime.make(Database.layer.pipe(Layer.provide(config)))
    await run(Migrations.run)
    await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE adapter_probe (id int PRIMARY KEY, label text NOT NULL, CONSTRAINT adapter_probe_label UNIQUE (label))`
      })
    )
  })
  afterAll(() => runtime.dispose())

  it("migrations are idempotent: a second run applies nothing", async () => {
    expect(await run(Migrations.run)).toEqual([])
  })

  it("binds parameters and returns typed rows", async () => {
    const rows = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO adapter_probe ${sql.insert({ id: 1, label: "one" })}`
        return yield* sql<{ id: number; label: string }>`SELECT id, label FROM adapter_probe WHERE id = ${1}`
      })
    )
    expect(rows).toEqual([{ id: 1, label: "one" }])
  })

  it("maps a unique violation to UniqueViolation with the constraint name", async () => {
    const error = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO adapter_probe ${sql.insert({ id: 2, label: "dup" })}`
        yield* sql`INSERT INTO adapter_probe ${sql.insert({ id: 3, label: "dup" })}`
      }).pipe(Effect.flip)
    )
    expect(error).toBeInstanceOf(SqlError)
    expect((error as SqlError).reason._tag).toBe("UniqueViolation")
    expect((error as SqlError).reason).toMatchObject({ constraint: "adapter_probe_label" })
  })

  it("rolls a failed transaction back whole: no partial write", async () => {
    await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`INSERT INTO adapter_probe ${sql.insert({ id: 10, label: "ten" })}`
            yield* sql`INSERT INTO adapter_probe ${sql.insert({ id: 11, label: "one" })}` // duplicate label
          })
        )
      }).pipe(Effect.flip)
    )
    const rows = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ id: number }>`SELECT id FROM adapter_probe WHERE id IN (10, 11)`
      })
    )
    expect(rows).toEqual([])
  })

  it("keeps concurrent transactions apart: every increment lands exactly once", async () => {
    await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE adapter_counter (id int PRIMARY KEY, n int NOT NULL)`
        yield* sql`INSERT INTO adapter_counter VALUES (1, 0)`
        const increment = sql.withTransaction(
          Effect.gen(function* () {
            const [row] = yield* sql<{ n: number }>`SELECT n FROM adapter_counter WHERE id = 1 FOR UPDATE`
            yield* Effect.yieldNow
            yield* sql`UPDATE adapter_counter SET n = ${(row?.n ?? 0) + 1} WHERE id = 1`
          })
        )
        yield* Effect.all(
          Array.from({ length: 25 }, () => increment),
          { concurrency: 25 }
        )
      })
    )
    const [row] = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{ n: number }>`SELECT n FROM adapter_counter WHERE id = 1`
      })
    )
    expect(row?.n).toBe(25)
  })

  it("reports a syntax error as SqlSyntaxError, not a defect", async () => {
    const error = await run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`SELEC nonsense`
      }).pipe(Effect.flip)
    )
    expect((error as SqlError).reason._tag).toBe("SqlSyntaxError")
  })
})
