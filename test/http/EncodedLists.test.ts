import { shippedCityCatalog } from "@fire/domain/CityCatalog"
import { type CityQuery, queryCities } from "@fire/domain/GeoQuery"
import { TaxCountry } from "@fire/domain/tax/TaxCalculation"
import { taxCountries } from "@fire/domain/tax/TaxCatalog"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The static lists encoded once (issue 13): a page of the city list and the tax countries are
 * encoded once per distinct query and each answer splices its own `meta` around those bytes. The
 * answers must stay what encoding the whole envelope per request gave: compact JSON, `meta` of
 * this request, the page of this query (never another query's page from the cache).
 */

const catalog = shippedCityCatalog()
const entries = catalog.records.map((r, i) => ({ city: catalog.cities[i]!, continent: r.continent }))

interface Envelope {
  success: true
  data: Array<{ id: string }>
  meta: { requestId: string; timestamp: string; version: string; total?: number; hasMore?: boolean }
}

describe.each(backends())("lists encoded once on $name", (backend) => {
  let server: TestServer
  const answer = async (path: string) => {
    const response = await server.request(`/api/v1${path}`)
    expect(response.status, path).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/json")
    const text = await response.text()
    const body = JSON.parse(text) as Envelope
    // Compact JSON in the envelope's key order: what JSON.stringify of the whole envelope writes.
    expect(text).toBe(JSON.stringify(body))
    expect(Object.keys(body)).toEqual(["success", "data", "meta"])
    expect(body.meta.requestId).toBe(response.headers.get("x-request-id"))
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text))
    return { text, body }
  }

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  }, 120_000)
  afterAll(() => server?.close())

  it("answers the same city page twice with the same data and each answer's own meta", async () => {
    const first = await answer("/geo/cities?limit=100")
    const second = await answer("/geo/cities?limit=100")
    expect(second.body.meta.requestId).not.toBe(first.body.meta.requestId)
    expect(second.body.data).toEqual(first.body.data)
    const dataOf = (text: string) => text.slice(0, text.indexOf(',"meta":'))
    expect(dataOf(second.text)).toBe(dataOf(first.text))
    expect(first.body.data.map((c) => c.id)).toEqual(
      queryCities(entries, { sort: "nomadScore", order: "desc", limit: 100, offset: 0 }).cities.map((c) => c.id)
    )
  })

  it("answers each of interleaved queries with its own page, first and again", async () => {
    const queries: ReadonlyArray<[string, CityQuery]> = [
      ["?sort=cost&order=asc&limit=10", { sort: "cost", order: "asc", limit: 10, offset: 0 }],
      ["?sort=cost&order=desc&limit=10", { sort: "cost", order: "desc", limit: 10, offset: 0 }],
      ["?country=PT&sort=name&order=asc", { country: "PT", sort: "name", order: "asc", limit: 20, offset: 0 }],
      ["?country=ES&sort=name&order=asc", { country: "ES", sort: "name", order: "asc", limit: 20, offset: 0 }],
      ["?limit=5&offset=5", { sort: "nomadScore", order: "desc", limit: 5, offset: 5 }],
      ["?limit=5&offset=10", { sort: "nomadScore", order: "desc", limit: 5, offset: 10 }],
      [
        "?schengen=true&maxCost=2500",
        { schengen: true, maxCost: 2500, sort: "nomadScore", order: "desc", limit: 20, offset: 0 }
      ]
    ]
    for (const round of [queries, [...queries].reverse()])
      for (const [query, expected] of round) {
        const { body } = await answer(`/geo/cities${query}`)
        const page = queryCities(entries, expected)
        expect(
          body.data.map((c) => c.id),
          query
        ).toEqual(page.cities.map((c) => c.id))
        expect(body.meta.total, query).toBe(page.total)
        expect(body.meta.hasMore, query).toBe(expected.offset + page.cities.length < page.total)
      }
  })

  it("answers the tax countries as the endpoint's schema encodes them, with each answer's own meta", async () => {
    const first = await answer("/tax/countries")
    const second = await answer("/tax/countries")
    expect(first.body.data).toEqual(Schema.encodeSync(Schema.Array(TaxCountry))(taxCountries()))
    expect(second.body.data).toEqual(first.body.data)
    expect(second.body.meta.requestId).not.toBe(first.body.meta.requestId)
    expect(first.body.meta.version).toBe("1.0")
  })
})
