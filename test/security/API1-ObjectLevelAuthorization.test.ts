import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"
import { type JsonSchema, operations } from "./OpenApiDocument.js"

/**
 * OWASP API1:2023 Broken Object Level Authorization, attacked on a running server: Mallory uses
 * every owner-scoped route of the OpenAPI document with Alice's ids. Each answer must be
 * byte-identical to the answer for an id that does not exist (no oracle), never a 2xx, and
 * Alice's objects are unchanged afterwards. A query filter naming another user's portfolio gets
 * the same 400 on /assets and /indicators as an unknown one (issue 12, defect 11).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field
type Json = any

describe("API1 object-level authorization", () => {
  let server: TestServer
  let alice: Record<string, string>
  let mallory: Record<string, string>
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")) })
    alice = { authorization: `Bearer ${await server.token("alice@example.com")}` }
    mallory = { authorization: `Bearer ${await server.token("mallory@example.com")}` }
    const data = async (response: Promise<Response>) => ((await (await response).json()) as Json).data
    ids.portfolioId = (await data(postJson(server, "/api/v1/portfolios", { name: "Alice's" }, alice))).id
    ids.assetId = (
      await data(
        postJson(
          server,
          "/api/v1/assets",
          {
            portfolioId: ids.portfolioId,
            isin: "US0378331005",
            name: "Apple",
            quantity: 10,
            unitPrice: 100,
            currency: "USD",
            assetFactor: "us_equity",
            region: "north_america"
          },
          alice
        )
      )
    ).id
    ids.scenarioId = (await data(postJson(server, "/api/v1/fire-decision/scenarios", { name: "Alice" }, alice))).id
    ids.revisionId = (
      await data(
        postJson(
          server,
          `/api/v1/fire-decision/scenarios/${ids.scenarioId}/revisions`,
          RevisionMother.usRetireeToLisbon(),
          alice
        )
      )
    ).id
    ids.keyId = (await data(postJson(server, "/api/v1/user/api-keys", { name: "alice-ci" }, alice))).id
  })
  afterAll(() => server.close())

  /** The path with `ids` for the parameters it names (Alice's), or fresh UUIDs for all (nobody's). */
  const fill = (path: string, own: boolean) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => (own && ids[name] !== undefined ? ids[name] : randomUUID()))

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    server.request(path, {
      method,
      headers: {
        ...headers,
        "idempotency-key": "8f14e45f-ceea-4e7a-9a1f-2c3e5d6f7a8b",
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })

  /** A body that passes validation where it matters for the route, so the owner check is what answers. */
  const bodyFor = (method: string, path: string): unknown => {
    if (method === "GET" || method === "DELETE") return undefined
    if (path.endsWith("/revisions")) return RevisionMother.usRetireeToLisbon()
    if (path.includes("/portfolios/")) return { name: "Mallory's now" }
    if (path.includes("/assets/")) return { name: "Mallory's now" }
    if (path.endsWith("/rank-stability"))
      return { revisionId: ids.revisionId, candidateCitySlugs: ["lisbon", "porto"], seed: "x" }
    if (path.endsWith("/retirement-simulation"))
      return {
        revisionId: ids.revisionId,
        seed: "x",
        pathCount: 100,
        horizonYears: 10,
        stressScenarioId: "none",
        targetSuccessProbability: 0.9
      }
    return {}
  }

  it("every owner-scoped route answers another user's ids exactly as ids that do not exist", async () => {
    const document = (await (await server.request("/api/v1/openapi.json")).json()) as JsonSchema
    const scoped = operations(document).filter(
      (op) => op.security && /\{(portfolioId|assetId|scenarioId|revisionId|receiptId|keyId)\}/.test(op.path)
    )
    expect(scoped.length).toBeGreaterThanOrEqual(12)
    const differences: Array<string> = []
    for (const op of scoped) {
      const body = bodyFor(op.method, op.path)
      const theirs = await send(op.method, `/api/v1${fill(op.path.replace(/^\/api\/v1/, ""), true)}`, mallory, body)
      const nobodys = await send(op.method, `/api/v1${fill(op.path.replace(/^\/api\/v1/, ""), false)}`, mallory, body)
      const [a, b] = [await theirs.text(), await nobodys.text()]
      if (theirs.status < 300) differences.push(`${op.method} ${op.path}: ${theirs.status} for Alice's object`)
      // The request id differs per request; everything else must be the same bytes.
      const normalized = (text: string) =>
        text.replace(/"requestId":"[^"]*"/g, "").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "ID")
      if (theirs.status !== nobodys.status || normalized(a) !== normalized(b)) {
        differences.push(`${op.method} ${op.path}: ${theirs.status} ${a} vs ${nobodys.status} ${b}`)
      }
    }
    expect(differences).toEqual([])

    // Alice's objects are untouched.
    const portfolio = ((await (await send("GET", `/api/v1/portfolios/${ids.portfolioId}`, alice)).json()) as Json).data
    expect(portfolio.name).toBe("Alice's")
    const keys = ((await (await send("GET", "/api/v1/user/api-keys", alice)).json()) as Json).data
    expect(keys.map((k: Json) => [k.name, k.revokedAt])).toEqual([["alice-ci", null]])
    expect((await send("GET", `/api/v1/assets/${ids.assetId}`, alice)).status).toBe(200)
  })

  it("a query naming another user's portfolio is the same 400 on /assets and /indicators as an unknown one", async () => {
    for (const route of ["/api/v1/assets", "/api/v1/indicators"]) {
      const theirs = await send("GET", `${route}?portfolioId=${ids.portfolioId}`, mallory)
      const unknown = await send("GET", `${route}?portfolioId=${randomUUID()}`, mallory)
      expect({ route, status: theirs.status }).toEqual({ route, status: 400 })
      expect(await theirs.text()).toBe(await unknown.text())
    }
  })
})
