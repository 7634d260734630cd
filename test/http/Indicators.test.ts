import { UserRepository } from "@fire/domain/User"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** `GET /indicators` (spec 2.9, 4.2) by real requests: every indicator in every status, the query rules. */

const KEYS = ["fire-coverage", "currency-exposure", "dividend-income", "diversification", "fee-tax-drag"]

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
type Json = any

describe.each(backends())("GET /indicators on $name", (backend) => {
  let server: TestServer
  let emailCount = 0

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    server.request(`/api/v1${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const json = async (response: Response): Promise<Json> => await response.json()

  /** A new pro user with a profile and one portfolio holding `holdings`. */
  const user = async (profile: Record<string, unknown>, holdings: ReadonlyArray<Record<string, unknown>>) => {
    const email = `indicators-${++emailCount}@example.com`
    const auth = { authorization: `Bearer ${await server.token(email)}` }
    expect((await call("PUT", "/user/profile", auth, profile)).status).toBe(200)
    await server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const u = Option.getOrThrow(yield* users.findByEmail(email))
        yield* users.setSubscription(u.id, { tier: "pro", status: "active" }, Date.now())
      })
    )
    const portfolio = await json(await call("POST", "/portfolios", auth, { name: "Main" }))
    for (const h of holdings) {
      const created = await call("POST", "/assets", auth, { portfolioId: portfolio.data.id, ...h })
      expect(created.status).toBe(201)
    }
    return { auth, portfolioId: portfolio.data.id as string }
  }
  const indicators = async (auth: Record<string, string>, query = "") => {
    const response = await call("GET", `/indicators${query}`, auth)
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body.indicators ?? body.data.indicators).toBeDefined()
    const list = body.data.indicators as Array<Json>
    expect(list.map((i) => i.key)).toEqual(KEYS)
    for (const i of list) expect(Array.isArray(i.warnings)).toBe(true)
    return { data: body.data, by: Object.fromEntries(list.map((i) => [i.key, i])) as Record<string, Json> }
  }

  const world = {
    isin: "IE00B4L5Y983",
    name: "iShares Core MSCI World",
    quantity: 100,
    unitPrice: 90,
    currency: "EUR",
    assetFactor: "us_equity",
    region: "global",
    dividendYield: 0.02,
    dividendFrequency: "quarterly",
    ongoingCharge: 0.002
  }
  const bond = {
    isin: "IE00B3RBWM25",
    name: "Bond fund",
    quantity: 30,
    unitPrice: 33.33,
    currency: "EUR",
    assetFactor: "us_bond_10y",
    region: "europe",
    dividendYield: 0.03,
    dividendFrequency: "annual",
    ongoingCharge: 0.001
  }
  const forint = {
    ...bond,
    isin: "US5949181045",
    name: "Priced in forint",
    currency: "HUF",
    quantity: 10,
    unitPrice: 10000
  }

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  it("ok: complete data, Lisbon in focus; values follow the documented formulas", async () => {
    const { auth } = await user({ baseCurrency: "EUR", annualExpenses: 30_000, monthlyPassiveIncome: 100 }, [
      world,
      bond
    ])
    const { data, by } = await indicators(auth, "?citySlugs=lisbon")
    expect(data.portfolioId).toBeNull()
    expect(data.citySlugs).toEqual(["lisbon"])
    for (const key of KEYS)
      expect({ key, status: by[key].status, warnings: by[key].warnings }).toEqual({ key, status: "ok", warnings: [] })
    // 100 x 90 = 9000 and 30 x 33.33 = 999.90 (exact), total 9999.90 EUR.
    const total = 9_999.9
    const need = 2087 * 12 // Lisbon's catalogue cost of living, EUR a month
    const coverage = by["fire-coverage"].value
    expect(coverage).toMatchObject({ reportingCurrency: "EUR", portfolioValue: total, annualPassiveIncome: 1200 })
    expect(coverage.annualNeed).toBeCloseTo(need, 2)
    expect(coverage.needSource).toBe("city")
    expect(coverage.coverage).toBeCloseTo((0.04 * total + 1200) / need, 4)
    expect(coverage.fiNumber).toBeCloseTo(need / 0.04, 2)
    const dividends = by["dividend-income"].value
    expect(dividends.annualAmount).toBeCloseTo(9000 * 0.02 + 999.9 * 0.03, 2)
    const worldRow = dividends.byHolding.find((h: Json) => h.isin === world.isin)
    expect(worldRow).toMatchObject({ frequency: "quarterly", paymentsPerYear: 4, perPayment: 45 })
    const exposure = by["currency-exposure"].value
    expect(exposure).toMatchObject({ spendingCurrencies: ["EUR"], matchedShare: 1, mismatchedShare: 0 })
    const div = by.diversification.value
    expect(div.holdingCount).toBe(2)
    const w = [9000 / total, 999.9 / total]
    expect(div.effectiveHoldings).toBeCloseTo(1 / (w[0]! ** 2 + w[1]! ** 2), 3)
    expect(div.largestHoldingShare).toBeCloseTo(w[0]!, 4)
    const drag = by["fee-tax-drag"].value
    expect(drag.weightedOngoingCharge).toBeCloseTo((9000 * 0.002 + 999.9 * 0.001) / total, 6)
    // Portugal taxes residents' dividends at the 28 % flat rate (CIRS art. 71).
    expect(drag.byCity[0]).toMatchObject({ citySlug: "lisbon", countryCode: "PT" })
    expect(drag.byCity[0].dividendTaxRate).toBeCloseTo(0.28, 6)
    const yieldOnValue = (9000 * 0.02 + 999.9 * 0.03) / total
    expect(drag.byCity[0].dividendTaxDrag).toBeCloseTo(yieldOnValue * 0.28, 6)
    expect(drag.totalDrag).toBeCloseTo(drag.weightedOngoingCharge + yieldOnValue * 0.28, 6)
  })

  it("pending: no holdings and no expenses yet", async () => {
    const { auth } = await user({}, [])
    const { by } = await indicators(auth)
    for (const key of KEYS) expect([key, by[key].status]).toEqual([key, "pending"])
    expect(by["fire-coverage"].warnings.join(" ")).toContain("annualExpenses")
    expect(by.diversification.warnings).toContain("no holdings yet")
  })

  it("fire-coverage is pending with a need but neither holdings nor passive income", async () => {
    const { auth } = await user({ baseCurrency: "EUR", annualExpenses: 20_000 }, [])
    const { by } = await indicators(auth)
    expect(by["fire-coverage"].status).toBe("pending")
    expect(by["fire-coverage"].value.fiNumber).toBe(500_000)
  })

  it("degraded: a holding in an unquoted currency, unknown yield and charge, a city without tax rules", async () => {
    const { auth } = await user({ baseCurrency: "EUR", annualExpenses: 30_000 }, [
      forint,
      { ...world, dividendYield: null, dividendFrequency: null, ongoingCharge: null }
    ])
    const { by } = await indicators(auth, "?citySlugs=tallinn")
    for (const key of KEYS) expect([key, by[key].status]).toEqual([key, "degraded"])
    for (const key of KEYS) expect(by[key].warnings.join(" ")).toContain("US5949181045 (HUF)")
    expect(by["dividend-income"].warnings.join(" ")).toContain(`dividend yield unknown, counted as 0: ${world.isin}`)
    expect(by["fee-tax-drag"].warnings.join(" ")).toContain(`ongoing charge unknown`)
    expect(by["fee-tax-drag"].warnings.join(" ")).toContain("tallinn: dividend tax not modeled: no tax rule set for EE")
    expect(by["fee-tax-drag"].value.byCity[0].dividendTaxRate).toBeNull()
    expect(by.diversification.value.holdingCount).toBe(1)
  })

  it("degraded: no focused city (dividend tax not modeled) and no spending currency", async () => {
    const { auth } = await user({}, [world])
    const { by } = await indicators(auth)
    expect(by["fee-tax-drag"].status).toBe("degraded")
    expect(by["fee-tax-drag"].warnings.join(" ")).toContain("no focused city")
    expect(by["currency-exposure"].status).toBe("degraded")
    expect(by["currency-exposure"].value.matchedShare).toBeNull()
    expect(by.diversification.status).toBe("ok")
  })

  it("unavailable: every holding in a currency the FX table does not quote", async () => {
    const { auth } = await user({ baseCurrency: "EUR", annualExpenses: 30_000 }, [forint])
    const { by } = await indicators(auth, "?citySlugs=lisbon")
    for (const key of KEYS) expect([key, by[key].status]).toEqual([key, "unavailable"])
    expect(by["fire-coverage"].value.coverage).toBeNull()
  })

  it("fire-coverage is unavailable when the profile's amounts are in a currency without a rate", async () => {
    const { auth } = await user({ baseCurrency: "HUF", annualExpenses: 9_000_000, monthlyPassiveIncome: 50_000 }, [
      world
    ])
    const { by } = await indicators(auth)
    expect(by["fire-coverage"].status).toBe("unavailable")
    expect(by["fire-coverage"].warnings.join(" ")).toContain("HUF")
  })

  it("cities are modeled in the order given; other currencies count as mismatched", async () => {
    const { auth } = await user({ baseCurrency: "EUR" }, [world, { ...bond, currency: "GBP" }])
    const { data, by } = await indicators(auth, "?citySlugs=london,lisbon")
    expect(data.citySlugs).toEqual(["london", "lisbon"])
    expect(by["fire-coverage"].value.byCity.map((c: Json) => c.citySlug)).toEqual(["london", "lisbon"])
    expect(by["fee-tax-drag"].value.byCity.map((c: Json) => c.citySlug)).toEqual(["london", "lisbon"])
    expect(by["currency-exposure"].value.spendingCurrencies).toEqual(["GBP", "EUR"])
    const reversed = await indicators(auth, "?citySlugs=lisbon,london")
    expect(reversed.by["currency-exposure"].value.spendingCurrencies).toEqual(["EUR", "GBP"])
  })

  it("portfolioId scopes the holdings", async () => {
    const { auth, portfolioId } = await user({ baseCurrency: "EUR" }, [world])
    const other = await json(await call("POST", "/portfolios", auth, { name: "Other" }))
    await call("POST", "/assets", auth, { portfolioId: other.data.id, ...bond })
    expect((await indicators(auth)).by.diversification.value.holdingCount).toBe(2)
    const scoped = await indicators(auth, `?portfolioId=${portfolioId}`)
    expect(scoped.data.portfolioId).toBe(portfolioId)
    expect(scoped.by.diversification.value.holdingCount).toBe(1)
  })

  it("query rules of spec 4.2: each refusal is a VALIDATION_ERROR naming the parameter", async () => {
    const { auth } = await user({}, [])
    const stranger = await user({}, [])
    const refused = async (query: string, path: string) => {
      const response = await call("GET", `/indicators?${query}`, auth)
      expect([query, response.status]).toEqual([query, 400])
      const body = await json(response)
      expect(body.code).toBe("VALIDATION_ERROR")
      expect(body.details.map((d: Json) => d.path)).toEqual([path])
    }
    await refused("portfolioId=not-a-uuid", "query.portfolioId")
    await refused("portfolioId=00000000-0000-4000-8000-000000000000", "query.portfolioId")
    await refused(`portfolioId=${stranger.portfolioId}`, "query.portfolioId")
    await refused("citySlugs=", "query.citySlugs")
    await refused("citySlugs=lisbon,porto,berlin,london", "query.citySlugs")
    await refused("citySlugs=Lisbon", "query.citySlugs")
    await refused("citySlugs=a--b", "query.citySlugs")
    await refused("citySlugs=lisbon,", "query.citySlugs")
    await refused("citySlugs=lisbon,lisbon", "query.citySlugs")
    await refused(`citySlugs=${"a".repeat(301)}`, "query.citySlugs")
    await refused("citySlugs=atlantis", "query.citySlugs")
    await refused("color=red", "query.color")
    expect((await call("GET", "/indicators?citySlugs=lisbon,porto,berlin", auth)).status).toBe(200)
  })

  it("needs authentication", async () => {
    const response = await call("GET", "/indicators", {})
    expect(response.status).toBe(401)
    expect((await json(response)).code).toBe("UNAUTHORIZED")
  })
})
