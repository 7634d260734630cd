import { PGlite } from "@electric-sql/pglite"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Semaphore, Stream } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import * as SqlClient from "effect/sql/SqlClient"
import type { Connection } from "effect/sql/SqlConnection"
import {
  AuthenticationError,
  AuthorizationError,
  ConnectionError,
  ConstraintError,
  DeadlockError,
  LockTimeoutError,
  SerializationError,
  SqlError,
  type SqlErrorReason,
  SqlSyntaxError,
  StatementTimeoutError,
  UniqueViolation,
  UnknownError
} from "effect/sql/SqlError"

/**
 * An effect `SqlClient` over PGlite: real PostgreSQL compiled to WASM, in-process, persisted in a
 * directory (or in memory when `dataDir` is absent). `@effect/sql-pglite` does not load on effect
 * 4.1, so this adapter implements the `Connection` interface itself.
 *
 * PGlite has one connection. A semaphore of one permit is held by every statement and for the
 * whole of a transaction, so statements of other fibers never interleave with a transaction.
 */

/** Maps a PostgreSQL error (SQLSTATE in `code`) to the reason union every adapter shares. */
const classify = (cause: unknown, operation: string): SqlErrorReason => {
  const error = cause as { code?: unknown; constraint?: unknown; message?: unknown }
  const code = typeof error.code === "string" ? error.code : undefined
  const props = { cause, message: typeof error.message === "string" ? error.message : "PGlite error", operation }
  if (code === undefined) return new UnknownError(props)
  if (code.startsWith("08")) return new ConnectionError(props)
  if (code.startsWith("28")) return new AuthenticationError(props)
  if (code === "42501") return new AuthorizationError(props)
  if (code.startsWith("42")) return new SqlSyntaxError(props)
  if (code === "23505") {
    const constraint = typeof error.constraint === "string" && error.constraint !== "" ? error.constraint : "unknown"
    return new UniqueViolation({ ...props, constraint })
  }
  if (code.startsWith("23")) return new ConstraintError(props)
  if (code === "40P01") return new DeadlockError(props)
  if (code === "40001") return new SerializationError(props)
  if (code === "55P03") return new LockTimeoutError(props)
  if (code === "57014") return new StatementTimeoutError(props)
  return new UnknownError(props)
}

const run = <A>(operation: string, f: () => Promise<A>): Effect.Effect<A, SqlError> =>
  Effect.tryPromise({ try: f, catch: (cause) => new SqlError({ reason: classify(cause, operation) }) })

const makeConnection = (db: PGlite): Connection => {
  const rows = (sql: string, params: ReadonlyArray<unknown>) =>
    run("execute", () => db.query<Record<string, unknown>>(sql, params as Array<unknown>)).pipe(
      Effect.map((result) => result.rows)
    )
  const values = (sql: string, params: ReadonlyArray<unknown>) =>
    run("executeValues", () => db.query<Array<unknown>>(sql, params as Array<unknown>, { rowMode: "array" })).pipe(
      Effect.map((result) => result.rows)
    )
  const withTransform = <A extends object>(
    effect: Effect.Effect<ReadonlyArray<A>, SqlError>,
    transformRows: (<B extends object>(row: ReadonlyArray<B>) => ReadonlyArray<B>) | undefined
  ) => (transformRows ? Effect.map(effect, transformRows) : effect)
  return {
    execute: (sql, params, transformRows) => withTransform(rows(sql, params), transformRows),
    executeUnprepared: (sql, params, transformRows) => withTransform(rows(sql, params), transformRows),
    executeRaw: (sql, params) =>
      params.length === 0
        ? run("executeRaw", () => db.exec(sql))
        : run("executeRaw", () => db.query(sql, params as Array<unknown>)),
    executeValues: values,
    executeValuesUnprepared: values,
    executeStream: (sql, params, transformRows) =>
      Stream.fromIterableEffect(withTransform(rows(sql, params), transformRows))
  }
}

/** Options of the embedded database. */
export interface PgliteOptions {
  /** Directory of the database files; absent: in memory, gone at close. */
  readonly dataDir?: string | undefined
}

/** Opens PGlite for the scope's lifetime and builds a `SqlClient` on it. */
export const make = Effect.fnUntraced(function* (options: PgliteOptions) {
  const db = yield* Effect.acquireRelease(
    run("open", () => (options.dataDir === undefined ? PGlite.create() : PGlite.create(options.dataDir))),
    (opened) => Effect.promise(() => opened.close()).pipe(Effect.ignore)
  )
  const connection = makeConnection(db)
  const lock = yield* Semaphore.make(1)
  const acquirer = Effect.as(Semaphore.takeScoped(lock, 1), connection)
  return yield* SqlClient.make({
    acquirer,
    transactionAcquirer: acquirer,
    compiler: PgClient.makeCompiler(),
    driver: "pglite",
    spanAttributes: [["db.system.name", "postgresql"]]
  })
})

/** `SqlClient` layer on PGlite. */
export const layer = (options: PgliteOptions): Layer.Layer<SqlClient.SqlClient, SqlError> =>
  Layer.effect(SqlClient.SqlClient, make(options)).pipe(Layer.provide(Reactivity.layer))
