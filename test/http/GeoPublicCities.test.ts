import { shippedCityCatalog } from "@fire/domain/CityCatalog"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** The public city list and detail: the same data, with Cache-Control, a strong ETag and 304 on If-None-Match. */

const catalog = shippedCityCatalog()

describe.each(backends())("public cities on $name", (backend) => {
  let server: TestServer
  const get = (path: string, headers: Record<string, string> = {}) => server.request(`/api/v1${path}`, { headers })

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  const expectCacheable = (response: Response) => {
    expect(response.headers.get("cache-control")).toBe("public, max-age=300")
    const etag = response.headers.get("etag")
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/) // strong: no W/ prefix
    return etag!
  }

  it("detail: 200 with the city, Cache-Control and a strong ETag, stable across requests", async () => {
    const first = await get("/public/cities/lisbon")
    expect(first.status).toBe(200)
    const etag = expectCacheable(first)
    const body = (await first.json()) as { success: boolean; data: { id: string }; meta: { timestamp: string } }
    expect(body.success).toBe(true)
    expect(body.data).toEqual(JSON.parse(JSON.stringify(catalog.cities.find((c) => c.id === "lisbon"))))
    const again = await get("/public/cities/lisbon")
    expect(again.headers.get("etag")).toBe(etag)
    const other = await get("/public/cities/porto")
    expect(other.headers.get("etag")).not.toBe(etag)
  })

  it("If-None-Match with the current tag: 304 without a body, with the tag and Cache-Control", async () => {
    const etag = expectCacheable(await get("/public/cities/lisbon"))
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const cached = await get("/public/cities/lisbon", { "if-none-match": header })
      expect(cached.status, header).toBe(304)
      expect(await cached.text()).toBe("")
      expect(cached.headers.get("etag")).toBe(etag)
      expect(cached.headers.get("cache-control")).toBe("public, max-age=300")
    }
    const stale = await get("/public/cities/lisbon", { "if-none-match": '"0123456789abcdef0123456789abcdef"' })
    expect(stale.status).toBe(200)
    expect(((await stale.json()) as { data: { id: string } }).data.id).toBe("lisbon")
  })

  it("list: same data and meta as /geo/cities, ETag over data and paging (not timestamp), 304 when current", async () => {
    const query = "?region=europe&sort=cost&order=asc&limit=10&offset=5"
    const response = await get(`/public/cities${query}`)
    expect(response.status).toBe(200)
    const etag = expectCacheable(response)
    const body = (await response.json()) as { data: Array<{ id: string }>; meta: Record<string, unknown> }
    const geo = (await (await get(`/geo/cities${query}`)).json()) as typeof body
    expect(body.data).toEqual(geo.data)
    expect(body.meta).toMatchObject({ total: geo.meta.total, limit: 10, offset: 5, hasMore: geo.meta.hasMore })
    // the timestamp moves, the tag does not
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await get(`/public/cities${query}`)).headers.get("etag")).toBe(etag)
    const cached = await get(`/public/cities${query}`, { "if-none-match": etag })
    expect(cached.status).toBe(304)
    expect(await cached.text()).toBe("")
    // another page is another representation
    const next = await get("/public/cities?region=europe&sort=cost&order=asc&limit=10&offset=15", {
      "if-none-match": etag
    })
    expect(next.status).toBe(200)
    expect(next.headers.get("etag")).not.toBe(etag)
  })

  it("the list validates like /geo/cities; the detail answers 400 path.slug and 404", async () => {
    const invalid = await get("/public/cities?limit=101&sort=height")
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as { code: string; details: Array<{ path: string }> }
    expect(body.code).toBe("VALIDATION_ERROR")
    expect(body.details.map((d) => d.path).sort()).toEqual(["query.limit", "query.sort"])
    const bad = await get("/public/cities/NOT_A_SLUG")
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: Array<{ path: string }> }).details[0]!.path).toBe("path.slug")
    const missing = await get("/public/cities/atlantis", { "if-none-match": "*" })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe("NOT_FOUND")
  })
})
