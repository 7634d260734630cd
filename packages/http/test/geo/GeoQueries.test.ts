import { compareCities } from "@fire/domain/GeoComparison"
import { queryCities } from "@fire/domain/GeoQuery"
import { shippedCityCatalog } from "@fire/domain/CityCatalog"
import {
  CityNotFound,
  GeoQueries,
  InvalidComparedCities,
  layer as geoQueriesLayer,
  NoRecommendationReference,
  UnknownPreferenceTags
} from "@fire/domain/geo/GeoQueries"
import { recommend } from "@fire/domain/Recommendation"
import { Clock, Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import { makeMutableClock } from "../../../../test/utils/MutableClock.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as CityRepositoryCached from "../../src/geo/CityRepositoryCached.js"
import * as CitySeed from "../../src/geo/CitySeed.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The geo use case called directly, without HTTP, over the seeded city repository of the server on
 * PGlite (and on PostgreSQL when TEST_DATABASE_URL is set): its answers are those of the pure
 * functions over the shipped catalogue, and its refusals are tagged errors naming what was wrong.
 */

const START = Date.UTC(2026, 5, 10, 9, 0, 0)
const catalogue = shippedCityCatalog()
const entries = catalogue.records.map((record, i) => ({ city: catalogue.cities[i]!, continent: record.continent }))
const city = (slug: string) => catalogue.cities.find((c) => c.id === slug)!

describe.each(backends())("GeoQueries on $name", (backend) => {
  const clock = makeMutableClock(START)
  const services = geoQueriesLayer.pipe(Layer.provideMerge(CityRepositoryCached.layer))
  let runtime: ManagedRuntime.ManagedRuntime<Layer.Success<typeof services> | SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, GeoQueries>) =>
    runtime.runPromise(effect.pipe(Effect.provideService(Clock.Clock, clock)))
  const refusal = <A, E>(effect: Effect.Effect<A, E, GeoQueries>) => run(Effect.flip(effect))

  beforeAll(async () => {
    const { dataDir, databaseUrl } = await backend.isolate()
    const config = AppConfig.layerFrom({
      dataDir,
      databaseUrl: databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(databaseUrl))
    })
    runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(Database.layer), Layer.provide(config)))
    await runtime.runPromise(Effect.andThen(Migrations.run, CitySeed.seedCities()))
  })
  afterAll(() => runtime.dispose())

  it("lists with the defaults of spec 4.3 (nomad score descending, 20 from 0) and the pure query's page", async () => {
    const page = await run(Effect.flatMap(GeoQueries, (geo) => geo.list({ minNomadScore: null, offset: null })))
    const expected = queryCities(entries, { sort: "nomadScore", order: "desc", limit: 20, offset: 0 })
    expect(page.limit).toBe(20)
    expect(page.offset).toBe(0)
    expect(page.total).toBe(catalogue.cities.length)
    expect(page.hasMore).toBe(catalogue.cities.length > 20)
    expect(page.cities.map((c) => c.id)).toEqual(expected.cities.map((c) => c.id))
  })

  it("passes the repository's page on as it is: the same query asked again gives the same array (encoded once by the adapter)", async () => {
    const [a, b, other] = await run(
      Effect.gen(function* () {
        const geo = yield* GeoQueries
        return yield* Effect.all([
          geo.list({ region: "europe", limit: 5 }),
          geo.list({ region: "europe", limit: 5 }),
          geo.list({ region: "europe", limit: 5, offset: 5 })
        ])
      })
    )
    expect(b.cities).toBe(a.cities)
    expect(other.cities).not.toBe(a.cities)
    expect(other.cities.map((c) => c.id)).not.toEqual(a.cities.map((c) => c.id))
  })

  it("filters, sorts and pages as the pure query; the last page has no more", async () => {
    const request = { country: "pt", sort: "cost", order: "asc", limit: 2, offset: 1 } as const
    const { first, last } = await run(
      Effect.gen(function* () {
        const geo = yield* GeoQueries
        const first = yield* geo.list(request)
        const last = yield* geo.list({ ...request, offset: first.total - 1 })
        return { first, last }
      })
    )
    const expected = queryCities(entries, { ...request, offset: 1 })
    expect(expected.total).toBeGreaterThan(3)
    expect(first.cities.map((c) => c.id)).toEqual(expected.cities.map((c) => c.id))
    expect(first.cities.every((c) => c.countryCode === "PT")).toBe(true)
    expect(first).toMatchObject({ total: expected.total, limit: 2, offset: 1, hasMore: true })
    expect(last.cities).toHaveLength(1)
    expect(last.hasMore).toBe(false)
  })

  it("gets a city by slug; an unknown slug is CityNotFound naming it", async () => {
    expect((await run(Effect.flatMap(GeoQueries, (geo) => geo.get("lisbon")))).name).toBe("Lisbon")
    const missing = await refusal(Effect.flatMap(GeoQueries, (geo) => geo.get("atlantis")))
    expect(missing).toBeInstanceOf(CityNotFound)
    expect(missing.message).toBe("No city with id atlantis")
  })

  it("compares 2 to 5 known, distinct slugs against the first, as the pure comparison", async () => {
    const answer = await run(Effect.flatMap(GeoQueries, (geo) => geo.compare(["porto", "lisbon", "valencia"])))
    expect(answer).toEqual(compareCities([city("porto"), city("lisbon"), city("valencia")]))
    expect(answer.baseline).toBe("porto")
  })

  it("refuses a comparison that cannot be made, before reading a city, and names the unknown cities only", async () => {
    const reasons = await run(
      Effect.gen(function* () {
        const geo = yield* GeoQueries
        const refused = (slugs: ReadonlyArray<string>) => Effect.flip(geo.compare(slugs))
        return yield* Effect.all([
          refused(["lisbon"]),
          refused(["lisbon", "porto", "faro", "funchal", "valencia", "madrid"]),
          refused(["lisbon", "Porto!", "-x"]),
          refused(["lisbon", "porto", "lisbon"]),
          refused(["lisbon", "atlantis", "porto", "eldorado"])
        ])
      })
    )
    const [one, six, notSlugs, twice, unknown] = reasons
    expect(one).toBeInstanceOf(InvalidComparedCities)
    expect(one).toMatchObject({ reason: "Count", slugs: ["lisbon"] })
    expect(six).toMatchObject({ reason: "Count" })
    expect(notSlugs).toMatchObject({ reason: "NotSlugs", slugs: ["Porto!", "-x"] })
    expect(twice).toMatchObject({ reason: "Duplicates" })
    expect(twice.message).toBe("Each city may appear only once")
    expect(unknown).toBeInstanceOf(CityNotFound)
    expect(unknown.message).toBe("No city with id atlantis, eldorado")
  })

  it("recommends for a budget as the pure ranking at the clock's UTC year; the current city is never one", async () => {
    const profile = { birthYear: 1990, currentCitySlug: "lisbon" }
    const { byBudget, fromCurrent } = await run(
      Effect.gen(function* () {
        const geo = yield* GeoQueries
        return {
          byBudget: yield* geo.recommend({}, { budget: 2500, preferences: " Climate, safety,climate ", limit: 5 }),
          fromCurrent: yield* geo.recommend(profile, {})
        }
      })
    )
    expect(byBudget).toEqual(
      recommend(catalogue.cities, { budgetUsd: 2500, tags: ["climate", "safety"], limit: 5 }, {}, 2026)
    )
    expect(byBudget.recommendations).toHaveLength(5)
    expect(byBudget.basis.preferences).toEqual(["climate", "safety"])
    expect(fromCurrent.recommendations).toHaveLength(10)
    expect(fromCurrent.basis.savingsAgainst).toBe("currentCity")
    expect(fromCurrent.recommendations.map((r) => r.city.id)).not.toContain("lisbon")
    expect(fromCurrent).toEqual(
      recommend(catalogue.cities, { budgetUsd: undefined, tags: [], limit: 10 }, profile, 2026)
    )
  })

  it("refuses unknown preference tags (named once each) and a request with no reference cost", async () => {
    const [tags, noReference] = await run(
      Effect.gen(function* () {
        const geo = yield* GeoQueries
        return yield* Effect.all([
          Effect.flip(geo.recommend({}, { budget: 2000, preferences: "climate,volcanoes,volcanoes,x" })),
          Effect.flip(geo.recommend({ currentCitySlug: "atlantis" }, {}))
        ])
      })
    )
    expect(tags).toBeInstanceOf(UnknownPreferenceTags)
    expect(tags).toMatchObject({ unknown: ["volcanoes", "x"] })
    expect(tags.message).toMatch(/^Unknown preference tag\(s\): volcanoes, x; valid tags: /)
    expect(noReference).toBeInstanceOf(NoRecommendationReference)
  })
})
