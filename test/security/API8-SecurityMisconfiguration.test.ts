import { Effect } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DevIssuer } from "@fire/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * OWASP API8:2023 Security Misconfiguration, attacked on a running server: inputs the database
 * cannot store answered as outages (issue 12, defect 5), and 503s without a logged cause.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any

const NUL = "a\u0000b"

describe("API8 security misconfiguration", () => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")) })
    auth = { authorization: `Bearer ${await server.token("api8@example.com")}` }
  })
  afterAll(() => server.close())

  /** A 400 whose details name `path` as the invalid field. */
  const expectRefusedAt = async (response: Response, path: string) => {
    const body = (await response.json()) as Json
    expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: "VALIDATION_ERROR" })
    expect(body.details.map((d: Json) => d.path)).toContain(path)
  }

  const send = (method: string, path: string, body: unknown) =>
    server.request(path, {
      method,
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  it("U+0000 in a free-text field is a 400 at the field, never a 503", async () => {
    await expectRefusedAt(await send("POST", "/api/v1/portfolios", { name: NUL }), "body.name")
    await expectRefusedAt(await send("POST", "/api/v1/fire-decision/scenarios", { name: NUL }), "body.name")
    await expectRefusedAt(await send("POST", "/api/v1/user/api-keys", { name: NUL }), "body.name")
    await expectRefusedAt(await send("PUT", "/api/v1/user/profile", { fullName: NUL }), "body.fullName")
    await expectRefusedAt(await send("PUT", "/api/v1/user/profile", { city: NUL }), "body.city")
    const portfolio = (await (await send("POST", "/api/v1/portfolios", { name: "Main" })).json()) as Json
    await expectRefusedAt(
      await send("POST", "/api/v1/assets", {
        portfolioId: portfolio.data.id,
        isin: "US0378331005",
        name: NUL,
        quantity: 1,
        unitPrice: 1,
        currency: "USD",
        assetFactor: "us_equity",
        region: "north_america"
      }),
      "body.name"
    )
    await expectRefusedAt(
      await postJson(server, "/api/v1/portfolio-health", {
        holdings: [{ name: NUL, value: 1, assetFactor: "us_equity", region: "north_america", ongoingCharge: 0 }]
      }),
      "body.holdings.0.name"
    )
    await expectRefusedAt(
      await server.request(`/api/v1/geo/cities?country=${encodeURIComponent(NUL)}`),
      "query.country"
    )
  })

  it("a JWT whose email claim carries U+0000 is refused as a credential (401), not stored", async () => {
    const token = await DevIssuer.mint(server.dataDir, `x${NUL}@example.com`, Date.now())
    const response = await server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(401)
  })

  it("every mapped 503 is logged with its cause", async () => {
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        yield* sql.unsafe("ALTER TABLE feature_flags RENAME TO feature_flags_gone")
      })
    )
    try {
      const before = server.logs.length
      const response = await server.request("/api/v1/features", { headers: auth })
      expect(response.status).toBe(503)
      expect(((await response.json()) as Json).code).toBe("DATABASE_ERROR")
      const logged = server.logs.slice(before).filter((line) => line.includes("request failed"))
      expect(logged.join("\n")).toContain("feature_flags")
    } finally {
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient
          yield* sql.unsafe("ALTER TABLE feature_flags_gone RENAME TO feature_flags")
        })
      )
    }
  })

  it("every answer says nosniff; every answer to a signed-in caller is no-store, the new key's 201 included", async () => {
    const anonymous = [
      await server.request("/api/v1/status"),
      await server.request("/api/v1/no-such-endpoint"),
      await postJson(server, "/api/v1/portfolio-health", { holdings: [] })
    ]
    for (const response of anonymous) expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    const personal = [
      await server.request("/api/v1/user/profile", { headers: auth }),
      await send("POST", "/api/v1/user/api-keys", { name: "cache-test" }),
      await server.request("/api/v1/portfolios", { headers: auth }),
      await server.request(`/api/v1/portfolios/${crypto.randomUUID()}`, { headers: auth })
    ]
    expect(personal.map((r) => r.status)).toEqual([200, 201, 200, 404])
    for (const response of personal) {
      expect(response.headers.get("cache-control")).toBe("no-store")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    }
  })

  it("/docs has a Content-Security-Policy, refuses framing and loads its renderer as one cacheable asset", async () => {
    const page = await server.request("/docs")
    expect(page.status).toBe(200)
    const csp = page.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(page.headers.get("x-frame-options")).toBe("DENY")
    const html = await page.text()
    expect(html.length).toBeLessThan(600_000)
    const src = /<script src="([^"]+)"><\/script>/.exec(html)?.[1]
    expect(src).toMatch(/^\/docs\/scalar-[0-9a-f]{16}\.js$/)
    const asset = await server.request(src!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get("content-type")).toContain("javascript")
    expect(asset.headers.get("cache-control")).toContain("immutable")
    expect((await asset.text()).length).toBeGreaterThan(1_000_000)
  })

  it("only application/json (charset utf-8 if any) passes the media-type check", async () => {
    const body = JSON.stringify({
      holdings: [{ value: 1, assetFactor: "us_equity", region: "global", ongoingCharge: 0 }]
    })
    const post = (contentType: string, payload: string | Uint8Array = body) =>
      server.request("/api/v1/portfolio-health", {
        method: "POST",
        headers: { "content-type": contentType },
        body: payload
      })
    for (const contentType of [
      "application/json",
      "application/json; charset=utf-8",
      'application/json; charset="UTF-8"'
    ]) {
      expect((await post(contentType)).status).toBe(200)
    }
    const utf16 = new Uint8Array(Buffer.from(body, "utf16le"))
    for (const [contentType, payload] of [
      ["application/merge-patch+json", body],
      ["application/vnd.evil+json", body],
      ["application/json; charset=utf-16", utf16],
      ["application/json; charset=iso-8859-1", body]
    ] as const) {
      const response = await post(contentType, payload)
      expect({ contentType, status: response.status }).toEqual({ contentType, status: 415 })
      expect(((await response.json()) as Json).code).toBe("UNSUPPORTED_MEDIA_TYPE")
    }
  })

  it("request log lines carry the client address", async () => {
    const before = server.logs.length
    await server.request("/api/v1/status", { headers: { "x-forwarded-for": "203.0.113.77" } })
    expect(server.logs.slice(before).some((l) => l.includes('"clientIp":"203.0.113.77"'))).toBe(true)
  })
})
