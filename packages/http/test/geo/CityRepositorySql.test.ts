import { CityRepository } from "@fire/domain/CityRepository"
import { shippedCityCatalog } from "@fire/domain/CityCatalog"
import { type CityQuery, citySortKeys, type FilterableCity, queryCities, sortOrders } from "@fire/domain/GeoQuery"
import { Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as CityRepositorySql from "../../src/geo/CityRepositorySql.js"
import { cityDocument, seedCities, seedInputOf } from "../../src/geo/CitySeed.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The SQL adapter answers every list query exactly as the pure `queryCities` does (same cities,
 * same order, same total), on PGlite and PostgreSQL; the seed is idempotent and replaces the rows
 * when the catalogue version changes.
 */

const catalog = shippedCityCatalog()
const entries: ReadonlyArray<FilterableCity> = seedInputOf(catalog).entries
const plain = (value: unknown) => JSON.parse(JSON.stringify(value))

const queryArb: fc.Arbitrary<CityQuery> = fc
  .record(
    {
      region: fc.constantFrom("europe", "Latin America", "asia", "Catalonia", "Bavaria", "Middle-East", "x"),
      country: fc.constantFrom("pt", "ES", "spain", "United States", "Japan", "mx"),
      maxCost: fc.integer({ min: 1, max: 6000 }),
      minNomadScore: fc.integer({ min: 0, max: 1000 }).map((k) => k / 10),
      schengen: fc.boolean(),
      digitalNomadVisa: fc.boolean()
    },
    { requiredKeys: [] }
  )
  .chain((filter) =>
    fc
      .record({
        sort: fc.constantFrom(...citySortKeys),
        order: fc.constantFrom(...sortOrders),
        limit: fc.integer({ min: 1, max: 100 }),
        offset: fc.integer({ min: 0, max: 160 })
      })
      .map((page) => ({ ...filter, ...page }))
  )

describe.each(backends())("CityRepositorySql on $name", (backend) => {
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | CityRepository, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | CityRepository>) => runtime.runPromise(effect)

  beforeAll(async () => {
    const { dataDir, databaseUrl } = await backend.isolate()
    const config = AppConfig.layerFrom({
      dataDir,
      databaseUrl: databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(databaseUrl))
    })
    const database = Database.layer.pipe(Layer.provide(config))
    runtime = ManagedRuntime.make(CityRepositorySql.layer.pipe(Layer.provideMerge(database)))
    await run(Migrations.run)
  })
  afterAll(() => runtime.dispose())

  it("seeds once: the first seed writes every city, the second finds the version current", async () => {
    expect(await run(seedCities())).toEqual({ _tag: "Seeded", count: catalog.cities.length })
    expect(await run(seedCities())).toEqual({ _tag: "Unchanged" })
    const stored = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT catalog_version, city_count FROM city_catalog`)
    )
    expect(stored).toEqual([{ catalog_version: catalog.catalogVersion, city_count: catalog.cities.length }])
  })

  it("every list query gives the cities, order and total of the pure query", async () => {
    const samples = fc.sample(queryArb, { numRuns: 60, seed: 20261121 })
    for (const query of samples) {
      const expected = queryCities(entries, query)
      const actual = await run(Effect.flatMap(CityRepository, (repo) => repo.list(query)))
      expect({ query, ids: actual.cities.map((c) => c.id), total: actual.total }).toEqual({
        query,
        ids: expected.cities.map((c) => c.id),
        total: expected.total
      })
    }
  })

  it("rows carry the City document as served, and findBySlugs keeps the asked order", async () => {
    const found = await run(Effect.flatMap(CityRepository, (repo) => repo.findBySlugs(["porto", "nowhere", "lisbon"])))
    expect(found.map((c) => c.id)).toEqual(["porto", "lisbon"])
    const lisbon = catalog.cities.find((c) => c.id === "lisbon")!
    expect(found[1]).toEqual(plain(cityDocument(lisbon)))
    expect(Object.keys(found[1]!)).toEqual(Object.keys(cityDocument(lisbon)))
    const all = await run(Effect.flatMap(CityRepository, (repo) => repo.all))
    expect(all.map((c) => c.id)).toEqual(catalog.cities.map((c) => c.id))
  })

  it("a new catalogue version replaces every row in one transaction", async () => {
    const small = { catalogVersion: "test-v2", dataVersion: "2026-11-21.2", entries: entries.slice(0, 3) }
    expect(await run(seedCities(small))).toEqual({ _tag: "Seeded", count: 3 })
    const all = await run(Effect.flatMap(CityRepository, (repo) => repo.all))
    expect(all.map((c) => c.id)).toEqual(entries.slice(0, 3).map((e) => e.city.id))
    expect(await run(seedCities())).toEqual({ _tag: "Seeded", count: catalog.cities.length })
  })

  it("two seeds of a new version at once: one writes, the other finds it current", async () => {
    const next = { catalogVersion: "test-v3", dataVersion: "2026-11-21.3", entries: entries.slice(0, 5) }
    const outcomes = await run(Effect.all([seedCities(next), seedCities(next)], { concurrency: 2 }))
    expect(outcomes.map((o) => o._tag).sort()).toEqual(["Seeded", "Unchanged"])
    const all = await run(Effect.flatMap(CityRepository, (repo) => repo.all))
    expect(all).toHaveLength(5)
    await run(seedCities())
  })
})
