import type { City } from "@fire/domain/City"
import { type CityCatalog, shippedCityCatalog } from "@fire/domain/CityCatalog"
import { type FilterableCity, matchKey, nameSortKey } from "@fire/domain/GeoQuery"
import { Clock, Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/**
 * Loads the city catalogue into the database, idempotently: the version seeded last is kept in
 * `city_catalog`; when it equals the catalogue's `catalogVersion` nothing happens, otherwise every
 * row is replaced in one transaction (under a table lock, so two processes starting together seed
 * once and a reader never sees half a catalogue).
 */

/** What a seed writes: the cities with their continents, and the versions that identify them. */
export interface CitySeedInput {
  readonly catalogVersion: string
  readonly dataVersion: string
  readonly entries: ReadonlyArray<FilterableCity>
}

/** The seed input of a decoded catalogue (the shipped one by default). */
export const seedInputOf = (catalog: CityCatalog = shippedCityCatalog()): CitySeedInput => ({
  catalogVersion: catalog.catalogVersion,
  dataVersion: catalog.dataVersion,
  entries: catalog.records.map((record, i) => ({ city: catalog.cities[i]!, continent: record.continent }))
})

/** The City as served (spec 2.3 field order), a plain JSON value. */
export const cityDocument = (city: City): Record<string, unknown> => ({
  id: city.id,
  name: city.name,
  country: city.country,
  countryCode: city.countryCode,
  region: city.region,
  coordinates: { lat: city.coordinates.lat, lng: city.coordinates.lng },
  costOfLiving: { ...city.costOfLiving },
  qualityOfLife: { ...city.qualityOfLife },
  taxInfo: { ...city.taxInfo, specialPrograms: [...city.taxInfo.specialPrograms] },
  nomadScore: city.nomadScore,
  visaInfo: { ...city.visaInfo, visaFreeFor: [...city.visaInfo.visaFreeFor] },
  currency: city.currency,
  lastUpdated: city.lastUpdated
})

const rowOf = (entry: FilterableCity, position: number) => ({
  slug: entry.city.id,
  position,
  name: entry.city.name,
  name_key: nameSortKey(entry.city.name),
  region_key: matchKey(entry.city.region),
  continent: entry.continent,
  country_key: matchKey(entry.city.country),
  country_code: entry.city.countryCode,
  monthly_total: entry.city.costOfLiving.monthlyTotal,
  nomad_score: entry.city.nomadScore,
  quality_overall: entry.city.qualityOfLife.overall,
  schengen: entry.city.visaInfo.schengen,
  digital_nomad_visa: entry.city.visaInfo.digitalNomadVisa,
  document: JSON.stringify(cityDocument(entry.city))
})

/** The outcome of a seed: the rows were current, or `count` rows were written. */
export type SeedOutcome = { readonly _tag: "Unchanged" } | { readonly _tag: "Seeded"; readonly count: number }

let generation = 0

/** How many seeds this process has written: a reader holding the catalogue in memory reloads when it changes. */
export const seedGeneration = (): number => generation

/** Seeds `input` unless its catalogVersion is already the seeded one (see module comment). */
export const seedCities = (input: CitySeedInput = seedInputOf()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          yield* sql`LOCK TABLE city_catalog IN EXCLUSIVE MODE`
          const seeded = yield* sql<{ readonly catalog_version: string }>`
          SELECT catalog_version FROM city_catalog WHERE id = 1`
          if (seeded[0]?.catalog_version === input.catalogVersion) return { _tag: "Unchanged" } as SeedOutcome
          yield* sql`DELETE FROM cities`
          const rows = input.entries.map(rowOf)
          const [first, ...rest] = rows
          if (first !== undefined) yield* sql`INSERT INTO cities ${sql.insert([first, ...rest])}`
          yield* sql`INSERT INTO city_catalog (id, catalog_version, data_version, city_count, seeded_at)
          VALUES (1, ${input.catalogVersion}, ${input.dataVersion}, ${rows.length}, ${new Date(now).toISOString()})
          ON CONFLICT (id) DO UPDATE SET catalog_version = EXCLUDED.catalog_version,
            data_version = EXCLUDED.data_version, city_count = EXCLUDED.city_count, seeded_at = EXCLUDED.seeded_at`
          return { _tag: "Seeded", count: rows.length } as SeedOutcome
        })
      )
      .pipe(
        Effect.tap((outcome) =>
          Effect.sync(() => {
            if (outcome._tag === "Seeded") generation++
          })
        )
      )
  })
