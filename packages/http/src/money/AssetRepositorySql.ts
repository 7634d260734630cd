import { type Asset, AssetRepository, DuplicateIsin, PortfolioGone } from "@fire/domain/Asset"
import { normalizeDecimal } from "@fire/domain/Money"
import { UserId } from "@fire/domain/User"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { isSqlError, type SqlError } from "effect/sql/SqlError"

/** Exact amounts leave the database as text (`numeric::text`), timestamps as epoch milliseconds. */
const columns = `id, user_id, portfolio_id, isin, name, quantity::text AS quantity, unit_price::text AS unit_price,
  currency, asset_factor, region, dividend_yield::text AS dividend_yield, dividend_frequency,
  ongoing_charge::text AS ongoing_charge,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from updated_at) * 1000)::float8 AS updated_at`

interface Row {
  readonly id: string
  readonly user_id: string
  readonly portfolio_id: string
  readonly isin: string
  readonly name: string
  readonly quantity: string
  readonly unit_price: string
  readonly currency: string
  readonly asset_factor: Asset["assetFactor"]
  readonly region: Asset["region"]
  readonly dividend_yield: string | null
  readonly dividend_frequency: Asset["dividendFrequency"] | null
  readonly ongoing_charge: string | null
  readonly created_at: number
  readonly updated_at: number
}

const decodeId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

const toAsset = (row: Row): Asset => ({
  id: row.id,
  userId: decodeId(row.user_id),
  portfolioId: row.portfolio_id,
  isin: row.isin,
  name: row.name,
  quantity: normalizeDecimal(row.quantity),
  unitPrice: normalizeDecimal(row.unit_price),
  currency: row.currency,
  assetFactor: row.asset_factor,
  region: row.region,
  dividendYield: row.dividend_yield === null ? undefined : Number(row.dividend_yield),
  dividendFrequency: row.dividend_frequency ?? undefined,
  ongoingCharge: row.ongoing_charge === null ? undefined : Number(row.ongoing_charge),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at)
})

/**
 * The unique (portfolio, ISIN) constraint becomes the domain's duplicate-ISIN error; the foreign
 * key to a portfolio deleted meanwhile becomes `PortfolioGone` (a 400, never a 503).
 */
const constraintErrors =
  (asset: Asset) =>
  <A>(effect: Effect.Effect<A, SqlError>): Effect.Effect<A, SqlError | DuplicateIsin | PortfolioGone> =>
    effect.pipe(
      Effect.catchIf(
        (e) => isSqlError(e) && e.reason._tag === "UniqueViolation",
        () => Effect.fail(new DuplicateIsin({ isin: asset.isin, portfolioId: asset.portfolioId }))
      ),
      Effect.catchIf(
        (e) => isSqlError(e) && e.reason._tag === "ConstraintError",
        () => Effect.fail(new PortfolioGone({ portfolioId: asset.portfolioId }))
      )
    )

const orNull = <A>(value: A | undefined): A | null => value ?? null

export const layer = Layer.effect(
  AssetRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    return {
      insert: (a) =>
        sql`INSERT INTO assets (id, user_id, portfolio_id, isin, name, quantity, unit_price, currency, asset_factor,
            region, dividend_yield, dividend_frequency, ongoing_charge, created_at, updated_at)
          VALUES (${a.id}, ${a.userId}, ${a.portfolioId}, ${a.isin}, ${a.name}, ${a.quantity}::numeric,
            ${a.unitPrice}::numeric, ${a.currency}, ${a.assetFactor}, ${a.region},
            ${orNull(a.dividendYield)}::numeric, ${orNull(a.dividendFrequency)}, ${orNull(a.ongoingCharge)}::numeric,
            ${iso(a.createdAt)}, ${iso(a.updatedAt)})`.pipe(Effect.as(a), constraintErrors(a)),
      update: (a) =>
        sql<Row>`UPDATE assets SET portfolio_id = ${a.portfolioId}, isin = ${a.isin}, name = ${a.name},
            quantity = ${a.quantity}::numeric, unit_price = ${a.unitPrice}::numeric, currency = ${a.currency},
            asset_factor = ${a.assetFactor}, region = ${a.region}, dividend_yield = ${orNull(a.dividendYield)}::numeric,
            dividend_frequency = ${orNull(a.dividendFrequency)}, ongoing_charge = ${orNull(a.ongoingCharge)}::numeric,
            updated_at = ${iso(a.updatedAt)}
          WHERE id = ${a.id} AND user_id = ${a.userId} RETURNING ${select}`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toAsset)),
          constraintErrors(a)
        ),
      find: (userId, id) =>
        Effect.map(sql<Row>`SELECT ${select} FROM assets WHERE id = ${id} AND user_id = ${userId}`, (rows) =>
          Option.map(Option.fromNullishOr(rows[0]), toAsset)
        ),
      list: (userId, { portfolioId, limit, offset }) =>
        Effect.gen(function* () {
          const scope = portfolioId === undefined ? sql`` : sql`AND portfolio_id = ${portfolioId}`
          const rows = yield* sql<Row>`SELECT ${select} FROM assets WHERE user_id = ${userId} ${scope}
            ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`
          const counted = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM assets
            WHERE user_id = ${userId} ${scope}`
          return { items: rows.map(toAsset), total: Number(counted[0]?.n ?? 0) }
        }),
      all: (userId, portfolioId) =>
        Effect.map(
          portfolioId === undefined
            ? sql<Row>`SELECT ${select} FROM assets WHERE user_id = ${userId} ORDER BY created_at, id`
            : sql<Row>`SELECT ${select} FROM assets WHERE user_id = ${userId} AND portfolio_id = ${portfolioId}
                ORDER BY created_at, id`,
          (rows) => rows.map(toAsset)
        ),
      remove: (userId, id) =>
        Effect.map(
          sql<{ readonly id: string }>`DELETE FROM assets WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
          (rows) => rows.length > 0
        )
    }
  })
)
