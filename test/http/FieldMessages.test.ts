import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Api } from "@fire/http"
import { patternMessages, UUID_MESSAGE } from "@fire/http/pipeline/PatternMessages"
import { OpenApi } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * A refused value of a pattern-constrained field (codes, ids, slugs, addresses) is explained to a
 * person in `details[].message`, never by its RegExp (packages/http/src/server/PatternMessages.ts),
 * and the OpenAPI document keeps its patterns unchanged.
 */

/** Every `pattern` of a JSON value (the OpenAPI document). */
const patternsOf = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) patternsOf(item, into)
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value))
      if (key === "pattern" && typeof item === "string") into.add(item)
      else patternsOf(item, into)
  return into
}

/** effect's number-in-a-string check (query numbers): it has its own sentence, checked below. */
const FINITE_NUMBER_STRING = "^[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)(?:[Ee][+-]?\\d+)?$"
const UUID_SOURCE = /^\^\(\[0-9a-fA-F\]\{8\}/

describe("human messages for pattern-constrained fields", () => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-field-messages-")) })
    auth = { authorization: `Bearer ${await server.token("messages@example.com")}` }
  })
  afterAll(() => server?.close())

  const details = async (response: Response) => {
    expect(response.status).toBe(400)
    const body = (await response.json()) as { code: string; details: ReadonlyArray<{ path: string; message: string }> }
    expect(body.code).toBe("VALIDATION_ERROR")
    for (const d of body.details) expect(d.message).not.toMatch(/RegExp|\^\[|\$$/)
    return Object.fromEntries(body.details.map((d) => [d.path, d.message]))
  }

  it("every pattern of the OpenAPI document has a sentence (the document itself unchanged)", async () => {
    const served = await (await server.request("/api/v1/openapi.json")).json()
    const patterns = [...patternsOf(served)]
    expect(patterns.length).toBeGreaterThan(10)
    // The served document is the one built from the contract: no annotation was added for the messages.
    expect(served).toEqual(JSON.parse(JSON.stringify(OpenApi.fromApi(Api))))
    const unexplained = patterns.filter(
      (p) => patternMessages[p] === undefined && p !== FINITE_NUMBER_STRING && !UUID_SOURCE.test(p)
    )
    expect(unexplained).toEqual([])
  })

  it("profile codes, slugs and addresses", async () => {
    const messages = await details(
      await server.request("/api/v1/user/profile", {
        method: "PUT",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ countryCode: "pt", baseCurrency: "eur", currentCitySlug: "Lisbon!", avatarUrl: "x" })
      })
    )
    expect(messages).toEqual({
      "body.avatarUrl": "Expected a web address starting with http:// or https://",
      "body.baseCurrency":
        "Expected a currency code: three capital letters, e.g. EUR; eur is not a listed ISO 4217 currency code",
      "body.countryCode":
        "Expected a country code: two capital letters, e.g. PT; pt is not an assigned ISO 3166-1 alpha-2 code",
      "body.currentCitySlug": "Expected lowercase letters and digits in words joined by single hyphens, e.g. lisbon"
    })
  })

  it("ids in the path and the body, a holding's ISIN and currency", async () => {
    expect(
      await details(await server.request("/api/v1/notifications/not-a-uuid/read", { method: "POST", headers: auth }))
    ).toEqual({ "path.notificationId": UUID_MESSAGE })
    expect(await details(await server.request("/api/v1/geo/cities/Bad_Slug"))).toEqual({
      "path.slug": "Expected lowercase letters and digits in words joined by single hyphens, e.g. lisbon"
    })
    const asset = await details(
      await server.request("/api/v1/assets", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({
          portfolioId: "x",
          isin: "US0378331006",
          name: "Apple",
          quantity: 1,
          unitPrice: 1,
          currency: "USDX",
          assetFactor: "us_equity",
          region: "global"
        })
      })
    )
    expect(asset).toEqual({
      "body.portfolioId": UUID_MESSAGE,
      "body.isin": "ISIN check digit should be 5",
      "body.currency":
        "Expected a currency code: three capital letters, e.g. EUR; USDX is not a listed ISO 4217 currency code"
    })
  })

  it("the calculator's currency and a query number", async () => {
    expect(
      await details(
        await postJson(server, "/api/v1/calculator", {
          currentAge: 30,
          annualIncome: 50000,
          annualExpenses: 30000,
          currentSavings: 0,
          expectedRealReturn: 0.05,
          withdrawalRate: 0.04,
          currency: "usd"
        })
      )
    ).toEqual({ "body.currency": "Expected a currency code: three capital letters, e.g. EUR" })
    expect(await details(await server.request("/api/v1/geo/cities?maxCost=abc"))).toEqual({
      "query.maxCost": "Expected a string representing a finite number"
    })
  })
})
