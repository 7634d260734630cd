import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/** `POST /portfolio-health` (public) by real requests. */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
type Json = any

const holding = (extra: Record<string, unknown> = {}) => ({
  value: 10_000,
  assetFactor: "us_equity",
  region: "north_america",
  ongoingCharge: 0.002,
  ...extra
})

describe.each(backends())("POST /portfolio-health on $name", (backend) => {
  let server: TestServer
  const health = (body: unknown) => postJson(server, "/api/v1/portfolio-health", body)

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  it("scores without authentication: components, weights and findings in plain language", async () => {
    const response = await health({ currency: "EUR", holdings: [holding({ isin: "US0378331005", name: "Apple" })] })
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: Json }
    expect(data.currency).toBe("EUR")
    expect(data.totalValue).toBe(10_000)
    expect(
      data.components.diversification.weight + data.components.concentration.weight + data.components.cost.weight
    ).toBeCloseTo(1, 9)
    // One holding: 1 factor of 3, 1 region of 3, 1 holding of 10.
    expect(data.components.diversification.score).toBeCloseTo(100 * (0.5 / 3 + 0.3 / 3 + 0.2 / 10), 1)
    expect(data.components.concentration.score).toBe(0)
    expect(data.components.cost.score).toBeCloseTo(100 * (1 - 0.002 / 0.015), 1)
    const expected =
      0.35 * data.components.diversification.score +
      0.25 * data.components.concentration.score +
      0.4 * data.components.cost.score
    expect(data.score).toBeCloseTo(expected, 0)
    const messages = data.findings.map((f: Json) => f.message).join(" ")
    expect(messages).toContain("single holding")
    expect(messages).toContain("one region")
  })

  it("a diversified cheap portfolio scores higher than a concentrated expensive one", async () => {
    const good = await health({
      holdings: [
        holding({ region: "global", ongoingCharge: 0.0012, value: 60_000 }),
        holding({ assetFactor: "us_bond_10y", region: "europe", ongoingCharge: 0.001, value: 30_000 }),
        holding({ assetFactor: "us_cash", region: "europe", ongoingCharge: 0, value: 10_000 })
      ]
    })
    const bad = await health({
      holdings: [holding({ ongoingCharge: 0.018, value: 95_000 }), holding({ value: 5_000 })]
    })
    const g = ((await good.json()) as Json).data
    const b = ((await bad.json()) as Json).data
    expect(g.score).toBeGreaterThan(b.score)
    expect(b.findings.some((f: Json) => f.component === "cost" && f.severity === "warning")).toBe(true)
    expect(b.findings.some((f: Json) => f.component === "concentration")).toBe(true)
  })

  it("validates: 1 to 100 holdings, positive values, known factors and regions, charge bounds, ISIN check digit", async () => {
    const refused = async (body: unknown) => {
      const response = await health(body)
      expect(response.status).toBe(400)
      const b = (await response.json()) as Json
      return { code: b.code, paths: b.details.map((d: Json) => d.path) }
    }
    expect((await refused({ holdings: [] })).paths).toEqual(["body.holdings"])
    expect((await refused({ holdings: Array.from({ length: 101 }, () => holding()) })).paths).toEqual(["body.holdings"])
    expect((await refused({ holdings: [holding({ value: 0 })] })).paths).toEqual(["body.holdings.0.value"])
    expect((await refused({ holdings: [holding(), holding({ assetFactor: "gold" })] })).paths).toEqual([
      "body.holdings.1.assetFactor"
    ])
    expect((await refused({ holdings: [holding({ region: "atlantis" })] })).paths).toEqual(["body.holdings.0.region"])
    expect((await refused({ holdings: [holding({ ongoingCharge: -0.01 })] })).paths).toEqual([
      "body.holdings.0.ongoingCharge"
    ])
    expect((await refused({ holdings: [holding({ isin: "US0378331006" })] })).paths).toEqual(["body.holdings.0.isin"])
    expect((await refused({ holdings: [holding()], currency: "EURO" })).paths).toEqual(["body.currency"])
    const missing = await refused({ holdings: [{ value: 1 }] })
    expect(missing.code).toBe("MISSING_FIELD")
    expect(missing.paths).toEqual([
      "body.holdings.0.assetFactor",
      "body.holdings.0.region",
      "body.holdings.0.ongoingCharge"
    ])
    expect((await refused({})).code).toBe("MISSING_FIELD")
  })

  it("is under the anonymous per-IP limit (10 a minute)", async () => {
    const ip = { "x-forwarded-for": "10.250.0.1" }
    const statuses: Array<number> = []
    for (let i = 0; i < 11; i++)
      statuses.push((await postJson(server, "/api/v1/portfolio-health", { holdings: [holding()] }, ip)).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
