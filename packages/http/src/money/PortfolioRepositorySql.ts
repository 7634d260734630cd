import { DuplicatePortfolioName, type Portfolio, PortfolioRepository } from "@fire/domain/Portfolio"
import { UserId } from "@fire/domain/User"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { type SqlError, isSqlError } from "effect/sql/SqlError"
import { limitCheck } from "@fire/domain/ObjectLimits"

interface Row {
  readonly id: string
  readonly user_id: string
  readonly name: string
  readonly created_at: number
  readonly updated_at: number
  readonly asset_count?: number | string
}

const columns = `p.id, p.user_id, p.name,
  (extract(epoch from p.created_at) * 1000)::float8 AS created_at,
  (extract(epoch from p.updated_at) * 1000)::float8 AS updated_at`

const decodeId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

const toPortfolio = (row: Row): Portfolio => ({
  id: row.id,
  userId: decodeId(row.user_id),
  name: row.name,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at)
})

/** A unique violation of the (owner, lower(name)) index becomes the domain's duplicate-name error. */
const duplicateName =
  (name: string) =>
  <A>(effect: Effect.Effect<A, SqlError>): Effect.Effect<A, SqlError | DuplicatePortfolioName> =>
    Effect.catchIf(
      effect,
      (e) => isSqlError(e) && e.reason._tag === "UniqueViolation",
      () => Effect.fail(new DuplicatePortfolioName({ name }))
    )

export const layer = Layer.effect(
  PortfolioRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    return {
      insert: (p) =>
        sql.withTransaction(
          Effect.gen(function* () {
            // Lock the owner: concurrent creates count one after the other, so the cap holds exactly.
            yield* sql`SELECT id FROM users WHERE id = ${p.userId} FOR UPDATE`
            const [held] = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM portfolios
              WHERE user_id = ${p.userId}`
            const refused = limitCheck("portfolios", Number(held?.n ?? 0))
            if (refused !== undefined) return yield* Effect.fail(refused)
            yield* sql`INSERT INTO portfolios (id, user_id, name, created_at, updated_at)
              VALUES (${p.id}, ${p.userId}, ${p.name}, ${iso(p.createdAt)}, ${iso(p.updatedAt)})`.pipe(
              duplicateName(p.name)
            )
            return p
          })
        ),
      find: (userId, id) =>
        Effect.map(sql<Row>`SELECT ${select} FROM portfolios p WHERE p.id = ${id} AND p.user_id = ${userId}`, (rows) =>
          Option.map(Option.fromNullishOr(rows[0]), toPortfolio)
        ),
      list: (userId) =>
        Effect.map(
          sql<Row>`SELECT ${select}, (SELECT count(*) FROM assets a WHERE a.portfolio_id = p.id)::int AS asset_count
            FROM portfolios p WHERE p.user_id = ${userId} ORDER BY p.created_at, p.id`,
          (rows) => rows.map((row) => ({ portfolio: toPortfolio(row), assetCount: Number(row.asset_count ?? 0) }))
        ),
      rename: (userId, id, name, now) =>
        sql<Row>`UPDATE portfolios p SET name = ${name}, updated_at = ${iso(now)}
          WHERE p.id = ${id} AND p.user_id = ${userId} RETURNING ${select}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toPortfolio)),
          duplicateName(name)
        ),
      remove: (userId, id) =>
        Effect.map(
          sql<{ readonly id: string }>`DELETE FROM portfolios WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
          (rows) => rows.length > 0
        )
    }
  })
)
