import { shippedCityCatalog } from "@fire/domain/CityCatalog"
import { type CityQuery, queryCities, sortValue } from "@fire/domain/GeoQuery"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** The public Geo endpoints (spec 4.3, 2.3), by real requests on every backend: list, detail, compare. */

const catalog = shippedCityCatalog()
const entries = catalog.records.map((r, i) => ({ city: catalog.cities[i]!, continent: r.continent }))

interface CityJson {
  id: string
  name: string
  countryCode: string
  costOfLiving: { monthlyTotal: number }
  qualityOfLife: { overall: number }
  nomadScore: number
  visaInfo: { schengen: boolean; digitalNomadVisa: boolean }
}
interface ListBody {
  success: true
  data: Array<CityJson>
  meta: {
    total: number
    limit: number
    offset: number
    hasMore: boolean
    timestamp: string
    requestId: string
    version: string
  }
}
interface ErrorBody {
  success: false
  code: string
  details?: Array<{ path: string; message: string }>
}

describe.each(backends())("Geo cities on $name", (backend) => {
  let server: TestServer
  const get = (path: string) => server.request(`/api/v1${path}`)
  const list = async (query: string) => {
    const response = await get(`/geo/cities${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as ListBody
  }
  const expectInvalid = async (path: string, paths: ReadonlyArray<string>, code = "VALIDATION_ERROR") => {
    const response = await get(path)
    expect(response.status, path).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.code, path).toBe(code)
    expect(body.details!.map((d) => d.path).sort(), path).toEqual([...paths].sort())
    return body
  }

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  it("the default list: 20 cities by nomad score descending, with list meta, without authentication", async () => {
    const body = await list("")
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(20)
    expect(body.meta).toMatchObject({
      total: catalog.cities.length,
      limit: 20,
      offset: 0,
      hasMore: true,
      version: "1.0"
    })
    expect(Date.parse(body.meta.timestamp)).not.toBeNaN()
    expect(body.meta.requestId.length).toBeGreaterThan(7)
    const expected = queryCities(entries, { sort: "nomadScore", order: "desc", limit: 20, offset: 0 })
    expect(body.data.map((c) => c.id)).toEqual(expected.cities.map((c) => c.id))
  })

  it("every City field of spec 2.3 is present, and the detail equals the catalogue", async () => {
    const response = await get("/geo/cities/lisbon")
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown> }
    const lisbon = catalog.cities.find((c) => c.id === "lisbon")!
    expect(body.data).toEqual(JSON.parse(JSON.stringify(lisbon)))
    for (const field of [
      "id",
      "name",
      "country",
      "countryCode",
      "region",
      "coordinates",
      "costOfLiving",
      "qualityOfLife",
      "taxInfo",
      "nomadScore",
      "visaInfo",
      "currency",
      "lastUpdated"
    ])
      expect(body.data).toHaveProperty(field)
  })

  it("each invalid parameter is a VALIDATION_ERROR naming it", async () => {
    const cases: ReadonlyArray<[string, string]> = [
      ["region=", "region"],
      [`region=${"x".repeat(101)}`, "region"],
      ["country=", "country"],
      ["maxCost=0", "maxCost"],
      ["maxCost=-10", "maxCost"],
      ["maxCost=cheap", "maxCost"],
      ["minNomadScore=100.5", "minNomadScore"],
      ["minNomadScore=-1", "minNomadScore"],
      ["minNomadScore=high", "minNomadScore"],
      ["schengen=yes", "schengen"],
      ["digitalNomadVisa=1", "digitalNomadVisa"],
      ["sort=price", "sort"],
      ["order=up", "order"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=2.5", "limit"],
      ["offset=-1", "offset"],
      ["offset=first", "offset"],
      ["limit=10&limit=20", "limit"],
      ["colour=blue", "colour"]
    ]
    for (const [query, name] of cases) await expectInvalid(`/geo/cities?${query}`, [`query.${name}`])
    // several at once: every one is listed
    await expectInvalid("/geo/cities?limit=0&sort=x&maxCost=0", ["query.limit", "query.sort", "query.maxCost"])
  })

  it("`null` is accepted for minNomadScore and offset (no filter, offset 0)", async () => {
    const body = await list("?minNomadScore=null&offset=null&limit=5")
    expect(body.meta).toMatchObject({ total: catalog.cities.length, offset: 0, limit: 5 })
  })

  it("every sort key and order: the whole list in order, ties by id ascending", async () => {
    for (const sort of ["cost", "nomadScore", "qualityOfLife", "name"] as const)
      for (const order of ["asc", "desc"] as const) {
        const first = await list(`?sort=${sort}&order=${order}&limit=100`)
        const second = await list(`?sort=${sort}&order=${order}&limit=100&offset=100`)
        const ids = [...first.data, ...second.data].map((c) => c.id)
        expect(ids).toHaveLength(catalog.cities.length)
        const expected = queryCities(entries, { sort, order, limit: 1000, offset: 0 }).cities
        expect(ids).toEqual(expected.map((c) => c.id))
        for (let i = 1; i < expected.length; i++) {
          const a = sortValue(expected[i - 1]!, sort)
          const b = sortValue(expected[i]!, sort)
          expect(a === b ? expected[i - 1]!.id < expected[i]!.id : order === "asc" ? a < b : a > b).toBe(true)
        }
      }
  })

  it("pages partition the filtered list; hasMore is false on the last page and past the end", async () => {
    const query = "region=europe&sort=cost&order=asc"
    const whole = await list(`?${query}&limit=100`)
    const pages: Array<string> = []
    let offset = 0
    for (;;) {
      const page = await list(`?${query}&limit=7&offset=${offset}`)
      expect(page.meta.total).toBe(whole.meta.total)
      pages.push(...page.data.map((c) => c.id))
      expect(page.meta.hasMore).toBe(offset + 7 < whole.meta.total)
      if (!page.meta.hasMore) break
      offset += 7
    }
    expect(pages).toEqual(whole.data.map((c) => c.id))
    const past = await list(`?${query}&offset=500`)
    expect(past.data).toEqual([])
    expect(past.meta).toMatchObject({ total: whole.meta.total, offset: 500, hasMore: false })
  })

  it("filters: each alone and combined give exactly the catalogue's matching cities", async () => {
    const queries: ReadonlyArray<[string, Partial<CityQuery>]> = [
      ["region=Europe", { region: "Europe" }],
      ["region=latin%20america", { region: "latin america" }],
      ["region=Catalonia", { region: "Catalonia" }],
      ["country=pt", { country: "pt" }],
      ["country=Spain", { country: "Spain" }],
      ["maxCost=1500", { maxCost: 1500 }],
      ["minNomadScore=65.5", { minNomadScore: 65.5 }],
      ["schengen=true", { schengen: true }],
      ["digitalNomadVisa=false", { digitalNomadVisa: false }],
      ["region=asia&maxCost=2000&digitalNomadVisa=true", { region: "asia", maxCost: 2000, digitalNomadVisa: true }],
      ["region=nowhere", { region: "nowhere" }]
    ]
    for (const [query, filter] of queries) {
      const body = await list(`?${query}&limit=100&sort=name&order=asc`)
      const expected = queryCities(entries, { ...filter, sort: "name", order: "asc", limit: 100, offset: 0 })
      expect({ query, ids: body.data.map((c) => c.id), total: body.meta.total }).toEqual({
        query,
        ids: expected.cities.map((c) => c.id),
        total: expected.total
      })
    }
    const cheap = await list("?maxCost=1500&limit=100")
    expect(cheap.data.length).toBeGreaterThan(0)
    for (const city of cheap.data) expect(city.costOfLiving.monthlyTotal).toBeLessThanOrEqual(1500)
    const schengen = await list("?schengen=true&limit=100")
    for (const city of schengen.data) expect(city.visaInfo.schengen).toBe(true)
  })

  it("detail: an invalid slug is 400 path.slug, an unknown one 404 NOT_FOUND", async () => {
    await expectInvalid("/geo/cities/Lisbon", ["path.slug"])
    await expectInvalid("/geo/cities/new--york", ["path.slug"])
    const missing = await get("/geo/cities/atlantis")
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorBody).code).toBe("NOT_FOUND")
  })

  it("compare: cities side by side, per-line differences and the monthly saving against the first", async () => {
    const response = await get("/geo/compare?cities=lisbon,porto,bangkok")
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data: {
        baseline: string
        cities: Array<CityJson>
        comparison: Array<{
          cityId: string
          differences: Record<string, number>
          monthlySavingVsFirst: number
          annualSavingVsFirst: number
        }>
      }
    }
    expect(body.data.baseline).toBe("lisbon")
    expect(body.data.cities.map((c) => c.id)).toEqual(["lisbon", "porto", "bangkok"])
    const byId = (id: string) => catalog.cities.find((c) => c.id === id)!.costOfLiving
    const lisbon = byId("lisbon")
    for (const [i, id] of ["lisbon", "porto", "bangkok"].entries()) {
      const entry = body.data.comparison[i]!
      const cost = byId(id)
      expect(entry.cityId).toBe(id)
      for (const line of [
        "monthlyTotal",
        "housing",
        "food",
        "transportation",
        "utilities",
        "entertainment",
        "other"
      ] as const)
        expect(entry.differences[line]).toBe(cost[line] - lisbon[line])
      expect(entry.monthlySavingVsFirst).toBe(lisbon.monthlyTotal - cost.monthlyTotal)
      expect(entry.annualSavingVsFirst).toBe(12 * (lisbon.monthlyTotal - cost.monthlyTotal))
    }
  })

  it("compare: 2 to 5 distinct valid slugs, else VALIDATION_ERROR on query.cities; unknown slugs 404", async () => {
    for (const cities of [
      "lisbon",
      "lisbon,porto,bangkok,berlin,madrid,paris",
      "lisbon,Porto",
      "lisbon,lisbon",
      "lisbon,,porto"
    ])
      await expectInvalid(`/geo/compare?cities=${cities}`, ["query.cities"])
    await expectInvalid("/geo/compare", ["query.cities"], "MISSING_FIELD")
    const fiveOk = await get("/geo/compare?cities=lisbon,porto,bangkok,berlin,madrid")
    expect(fiveOk.status).toBe(200)
    const unknown = await get("/geo/compare?cities=lisbon,atlantis")
    expect(unknown.status).toBe(404)
    const body = (await unknown.json()) as ErrorBody & { message: string }
    expect(body.code).toBe("NOT_FOUND")
    expect(body.message).toContain("atlantis")
  })
})
