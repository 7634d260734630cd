import type { City } from "@fire/domain/City"
import { CityRepository } from "@fire/domain/CityRepository"
import { type CityQuery, type CitySortKey, matchKey } from "@fire/domain/GeoQuery"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/**
 * The city catalogue in SQL (table `cities`, migration 0003, filled by CitySeed.ts). The list query
 * filters on key columns the seed derives with the same functions as the pure query (`matchKey`,
 * `nameSortKey`) and sorts with `COLLATE "C"` ties broken by slug, so both backends give exactly
 * the order of `queryCities`.
 */

const sortColumn: Record<CitySortKey, string> = {
  cost: "monthly_total",
  nomadScore: "nomad_score",
  qualityOfLife: "quality_overall",
  name: `name_key COLLATE "C"`
}

interface ListRow {
  readonly document: unknown
  readonly total: number
}

/** `json` (kept as written, key order included) comes back parsed from the pg driver and PGlite alike; a string is parsed. */
const toCity = (document: unknown): City => (typeof document === "string" ? JSON.parse(document) : document) as City

/** `CityRepository` over the configured `SqlClient` (PGlite or PostgreSQL). */
export const layer = Layer.effect(
  CityRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      list: Effect.fn("CityRepository.list")(function* (query: CityQuery) {
        const clauses = []
        if (query.region !== undefined) {
          const key = matchKey(query.region)
          clauses.push(sql`(region_key = ${key} OR continent = ${key})`)
        }
        if (query.country !== undefined) {
          const key = matchKey(query.country)
          clauses.push(sql`(country_key = ${key} OR lower(country_code) = ${key})`)
        }
        if (query.maxCost !== undefined) clauses.push(sql`monthly_total <= ${query.maxCost}`)
        if (query.minNomadScore !== undefined) clauses.push(sql`nomad_score >= ${query.minNomadScore}`)
        if (query.schengen !== undefined) clauses.push(sql`schengen = ${query.schengen}`)
        if (query.digitalNomadVisa !== undefined) clauses.push(sql`digital_nomad_visa = ${query.digitalNomadVisa}`)
        const direction = query.order === "asc" ? "ASC" : "DESC"
        const orderBy = sql.literal(`${sortColumn[query.sort]} ${direction}, slug COLLATE "C" ASC`)
        // The window count is taken before LIMIT, so one statement gives the page and the total.
        const rows = yield* sql<ListRow>`
          SELECT document, count(*) OVER ()::int AS total FROM cities
          WHERE ${sql.and(clauses)}
          ORDER BY ${orderBy}
          LIMIT ${query.limit} OFFSET ${query.offset}`
        if (rows.length > 0) return { cities: rows.map((row) => toCity(row.document)), total: Number(rows[0]!.total) }
        // An offset past the end returns no row, hence no window count: count apart.
        const counted = yield* sql<{ readonly total: number }>`
          SELECT count(*)::int AS total FROM cities WHERE ${sql.and(clauses)}`
        return { cities: [], total: Number(counted[0]?.total ?? 0) }
      }),
      findBySlugs: Effect.fn("CityRepository.findBySlugs")(function* (slugs: ReadonlyArray<string>) {
        if (slugs.length === 0) return []
        const rows = yield* sql<{ readonly slug: string; readonly document: unknown }>`
          SELECT slug, document FROM cities WHERE ${sql.in("slug", slugs)}`
        const bySlug = new Map(rows.map((row) => [row.slug, toCity(row.document)]))
        return slugs.flatMap((slug) => {
          const city = bySlug.get(slug)
          return city === undefined ? [] : [city]
        })
      }),
      all: Effect.map(sql<{ readonly document: unknown }>`SELECT document FROM cities ORDER BY position`, (rows) =>
        rows.map((row) => toCity(row.document))
      )
    }
  })
)
