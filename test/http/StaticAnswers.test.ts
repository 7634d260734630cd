import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** The OpenAPI document: a strong ETag, and 304 on `If-None-Match`. */

describe("static answers", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(await backends()[0]!.isolate())
  })
  afterAll(() => server.close())

  for (const path of ["/api/v1/openapi.json"]) {
    it(`${path}: strong ETag, 304 when it matches, the body again when it does not`, async () => {
      const first = await server.request(path)
      expect(first.status).toBe(200)
      const body = await first.text()
      const etag = first.headers.get("etag")
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
      const again = await server.request(path)
      expect(again.headers.get("etag")).toBe(etag)
      expect(await again.text()).toBe(body)
      const cached = await server.request(path, { headers: { "if-none-match": `"other", ${etag}` } })
      expect(cached.status).toBe(304)
      expect(cached.headers.get("etag")).toBe(etag)
      expect(await cached.text()).toBe("")
      const stale = await server.request(path, { headers: { "if-none-match": '"stale"' } })
      expect(stale.status).toBe(200)
      expect(await stale.text()).toBe(body)
    })
  }
})
