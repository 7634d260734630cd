import type { City } from "@fire/domain/City"
import { CityRepository } from "@fire/domain/CityRepository"
import { type CityPage, type CityQuery, type FilterableCity, queryCities } from "@fire/domain/GeoQuery"
import { Effect, Layer } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { seedGeneration } from "./CitySeed.js"

/**
 * The city catalogue held in memory: read from the database once (and again after this process
 * seeds a new version), then every list, lookup and `all` is answered by the pure query
 * (`queryCities`, the semantics the SQL adapter is tested against) with no database round trip.
 * The catalogue changes only when a deploy ships a new version, seeded at start; a process started
 * before a newer version was seeded by another keeps its own until it restarts.
 *
 * A list query asked again is answered with the same page object (up to `PAGES_KEPT` distinct
 * queries per catalogue version), so the list handler's encoding, remembered per page, is done
 * once per distinct query (EncodedEnvelope.ts).
 */
/** Distinct list queries whose pages are kept; past this, the kept pages are dropped and kept anew. */
const PAGES_KEPT = 128

/** A query's key: its fields in a fixed order (absent filters as `undefined`, left out). */
const keyOf = (q: CityQuery): string =>
  JSON.stringify([
    q.region,
    q.country,
    q.maxCost,
    q.minNomadScore,
    q.schengen,
    q.digitalNomadVisa,
    q.sort,
    q.order,
    q.limit,
    q.offset
  ])

export const layer = Layer.effect(
  CityRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    let loaded:
      | {
          readonly generation: number
          readonly entries: ReadonlyArray<FilterableCity>
          readonly bySlug: ReadonlyMap<string, City>
          readonly pages: Map<string, CityPage>
        }
      | undefined
    const load = Effect.gen(function* () {
      const generation = seedGeneration()
      if (loaded !== undefined && loaded.generation === generation) return loaded
      const rows = yield* sql<{ readonly document: unknown; readonly continent: string }>`
        SELECT document, continent FROM cities ORDER BY position`
      const entries = rows.map((row) => ({
        city: (typeof row.document === "string" ? JSON.parse(row.document) : row.document) as City,
        continent: row.continent
      }))
      loaded = { generation, entries, bySlug: new Map(entries.map((e) => [e.city.id, e.city])), pages: new Map() }
      return loaded
    })
    return {
      list: (query) =>
        Effect.map(load, (catalogue) => {
          const key = keyOf(query)
          let page = catalogue.pages.get(key)
          if (page === undefined) {
            page = queryCities(catalogue.entries, query)
            if (catalogue.pages.size >= PAGES_KEPT) catalogue.pages.clear()
            catalogue.pages.set(key, page)
          }
          return page
        }),
      findBySlugs: (slugs) =>
        Effect.map(load, (catalogue) =>
          slugs.flatMap((slug) => {
            const city = catalogue.bySlug.get(slug)
            return city === undefined ? [] : [city]
          })
        ),
      all: Effect.map(load, (catalogue) => catalogue.entries.map((e) => e.city))
    }
  })
)
