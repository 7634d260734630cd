import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { shippedCityCatalog } from "../src/CityCatalog.js"
import {
  type CityFilter,
  type CityQuery,
  citySortKeys,
  compareCities,
  type FilterableCity,
  hasMore,
  matchesFilter,
  matchKey,
  nameSortKey,
  queryCities,
  sortOrders,
  sortValue
} from "../src/GeoQuery.js"
import { makeCity } from "./utils/CityMother.js"

const catalog = shippedCityCatalog()
const shipped: ReadonlyArray<FilterableCity> = catalog.records.map((r, i) => ({
  city: catalog.cities[i]!,
  continent: r.continent
}))

const continentsArb = fc.constantFrom("europe", "asia", "latin-america", "oceania")

/** Small invented catalogues with many equal sort values, so tie-breaking is exercised. */
const entriesArb: fc.Arbitrary<ReadonlyArray<FilterableCity>> = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z]{1,6}$/),
      name: fc.constantFrom("Áustin", "austin", "Bern", "bern", "Zürich", "Łódź", "Ōsaka"),
      housing: fc.integer({ min: 0, max: 3 }).map((k) => 500 * k),
      nomadScore: fc.integer({ min: 0, max: 4 }).map((k) => 25 * k),
      overall: fc.integer({ min: 0, max: 2 }).map((k) => 50 * k),
      schengen: fc.boolean(),
      digitalNomadVisa: fc.boolean(),
      continent: continentsArb
    }),
    { selector: (r) => r.id, maxLength: 30 }
  )
  .map((rows) =>
    rows.map((r) => ({
      continent: r.continent,
      city: makeCity({
        id: r.id,
        name: r.name,
        costs: { housing: r.housing, food: 100, transportation: 0, utilities: 0, entertainment: 0, other: 0 },
        quality: { overall: r.overall },
        nomadScore: r.nomadScore,
        schengen: r.schengen,
        digitalNomadVisa: r.digitalNomadVisa
      })
    }))
  )

const filterArb: fc.Arbitrary<CityFilter> = fc.record(
  {
    region: fc.constantFrom("europe", "Latin America", "ASIA", "Catalonia", "Test Region", "nowhere"),
    country: fc.constantFrom("pt", "ES", "Spain", "testland", "Portugal"),
    maxCost: fc.integer({ min: 1, max: 6000 }),
    minNomadScore: fc.integer({ min: 0, max: 100 }),
    schengen: fc.boolean(),
    digitalNomadVisa: fc.boolean()
  },
  { requiredKeys: [] }
)

const queryArb: fc.Arbitrary<CityQuery> = fc
  .tuple(
    filterArb,
    fc.constantFrom(...citySortKeys),
    fc.constantFrom(...sortOrders),
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 0, max: 200 })
  )
  .map(([filter, sort, order, limit, offset]) => ({ ...filter, sort, order, limit, offset }))

describe("queryCities: laws", () => {
  it("every returned city passes the filter, and total counts exactly the cities that pass", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(shipped), entriesArb), queryArb, (entries, query) => {
        const page = queryCities(entries, query)
        const passing = entries.filter((e) => matchesFilter(e, query))
        expect(page.total).toBe(passing.length)
        const ids = new Set(passing.map((e) => e.city.id))
        for (const city of page.cities) expect(ids.has(city.id)).toBe(true)
      })
    )
  })

  it("the page is in sort order: sort value monotone in the order, ties by id ascending", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(shipped), entriesArb), queryArb, (entries, query) => {
        const { cities } = queryCities(entries, { ...query, offset: 0, limit: 100 })
        for (let i = 1; i < cities.length; i++) {
          const a = sortValue(cities[i - 1]!, query.sort)
          const b = sortValue(cities[i]!, query.sort)
          if (a === b) expect(cities[i - 1]!.id < cities[i]!.id).toBe(true)
          else expect(query.order === "asc" ? a < b : a > b).toBe(true)
        }
      })
    )
  })

  it("pages of any size partition the filtered list: concatenated they are the whole list, without overlap", () => {
    fc.assert(
      fc.property(entriesArb, queryArb, fc.integer({ min: 1, max: 7 }), (entries, query, limit) => {
        const whole = queryCities(entries, { ...query, offset: 0, limit: 1000 }).cities.map((c) => c.id)
        const pages: Array<string> = []
        for (let offset = 0; offset < whole.length + limit; offset += limit) {
          const page = queryCities(entries, { ...query, offset, limit })
          expect(page.cities.length).toBeLessThanOrEqual(limit)
          expect(hasMore(offset, page.cities.length, page.total)).toBe(offset + limit < whole.length)
          pages.push(...page.cities.map((c) => c.id))
        }
        expect(pages).toEqual(whole)
      })
    )
  })

  it("asc and desc are mirror images when sort values are distinct", () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const q = { sort: "name", offset: 0, limit: 100 } as const
        const asc = queryCities(entries, { ...q, order: "asc" }).cities
        const desc = queryCities(entries, { ...q, order: "desc" }).cities
        const distinct = new Set(asc.map((c) => sortValue(c, "name"))).size === asc.length
        if (distinct) expect(desc.map((c) => c.id)).toEqual([...asc].reverse().map((c) => c.id))
      })
    )
  })
})

describe("queryCities: the shipped catalogue", () => {
  const all = (filter: CityFilter) =>
    queryCities(shipped, { ...filter, sort: "name", order: "asc", limit: 1000, offset: 0 }).cities

  it("region matches the admin region or the continent, ignoring case, accents, spaces and hyphens", () => {
    const europe = catalog.records.filter((r) => r.continent === "europe").map((r) => r.id)
    expect(
      all({ region: "Europe" })
        .map((c) => c.id)
        .sort()
    ).toEqual([...europe].sort())
    const latin = catalog.records.filter((r) => r.continent === "latin-america").length
    expect(all({ region: "latin america" })).toHaveLength(latin)
    expect(all({ region: "LATIN-AMERICA" })).toHaveLength(latin)
    const catalonia = catalog.records.filter((r) => r.region === "Catalonia").map((r) => r.id)
    expect(catalonia.length).toBeGreaterThan(0)
    expect(all({ region: "catalonia" }).map((c) => c.id)).toEqual(catalonia)
  })

  it("country matches the name or the ISO code, case-insensitively", () => {
    const portugal = catalog.cities.filter((c) => c.countryCode === "PT").map((c) => c.id)
    expect(
      all({ country: "portugal" })
        .map((c) => c.id)
        .sort()
    ).toEqual([...portugal].sort())
    expect(
      all({ country: "pt" })
        .map((c) => c.id)
        .sort()
    ).toEqual([...portugal].sort())
  })

  it("the default query (nomadScore desc) starts with the highest nomad score", () => {
    const top = Math.max(...catalog.cities.map((c) => c.nomadScore))
    const page = queryCities(shipped, { sort: "nomadScore", order: "desc", limit: 20, offset: 0 })
    expect(page.cities[0]!.nomadScore).toBe(top)
    expect(page.total).toBe(catalog.cities.length)
  })
})

describe("matchKey and nameSortKey", () => {
  it("hand-checked keys", () => {
    expect(matchKey("Latin America")).toBe("latin-america")
    expect(matchKey("  São_Paulo ")).toBe("sao-paulo")
    expect(nameSortKey("Zürich")).toBe("zurich")
    expect(nameSortKey("Álvaro") > nameSortKey("Alpha")).toBe(true)
    expect(nameSortKey("Álvaro") < nameSortKey("Amber")).toBe(true)
  })

  it("matchKey is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(matchKey(matchKey(s))).toBe(matchKey(s))
      })
    )
  })

  it("compareCities is a total order consistent with ids for equal cities", () => {
    const a = makeCity({ id: "a" })
    const b = makeCity({ id: "b" })
    for (const sort of citySortKeys)
      for (const order of sortOrders) {
        expect(compareCities(sort, order)(a, b)).toBe(-1)
        expect(compareCities(sort, order)(b, a)).toBe(1)
        expect(compareCities(sort, order)(a, a)).toBe(0)
      }
  })
})
