import { UserRepository } from "@fire/domain/User"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** `GET /fi-score` and `GET /fi-score/history` by real requests: each estimate policy, dividends, daily snapshots. */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
type Json = any

const DAY = 86_400_000

describe.each(backends())("FI score on $name", (backend) => {
  let server: TestServer
  const clock = makeMutableClock(Date.UTC(2026, 5, 10, 9, 0, 0))
  let emailCount = 0

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    server.request(`/api/v1${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  const json = async (response: Response): Promise<Json> => await response.json()

  /** A new user (by email) with a profile and holdings; returns a function giving a fresh token. */
  const user = async (profile: Record<string, unknown>, holdings: ReadonlyArray<Record<string, unknown>>) => {
    const email = `fi-score-${++emailCount}@example.com`
    let minted = { token: "", at: Number.NEGATIVE_INFINITY }
    // A JWT lives an hour: mint again only after the clock moved on.
    const auth = async () => {
      if (clock.now() - minted.at > 30 * 60_000) minted = { token: await server.token(email), at: clock.now() }
      return { authorization: `Bearer ${minted.token}` }
    }
    expect((await call("PUT", "/user/profile", await auth(), profile)).status).toBe(200)
    await server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const u = Option.getOrThrow(yield* users.findByEmail(email))
        yield* users.setSubscription(u.id, { tier: "pro", status: "active" }, clock.now())
      })
    )
    if (holdings.length > 0) {
      const portfolio = await json(await call("POST", "/portfolios", await auth(), { name: "Main" }))
      for (const h of holdings)
        expect((await call("POST", "/assets", await auth(), { portfolioId: portfolio.data.id, ...h })).status).toBe(201)
    }
    return auth
  }
  const score = async (auth: Record<string, string>) => {
    const response = await call("GET", "/fi-score", auth)
    expect(response.status).toBe(200)
    return (await json(response)).data
  }

  // 1,000 units at 100 EUR = 100,000 EUR; 3 % yield = 3,000 EUR of dividends a year.
  const fund = {
    isin: "IE00B4L5Y983",
    name: "World fund",
    quantity: 1000,
    unitPrice: 100,
    currency: "EUR",
    assetFactor: "us_equity",
    region: "global",
    dividendYield: 0.03,
    dividendFrequency: "quarterly",
    ongoingCharge: 0.002
  }
  const base = { baseCurrency: "EUR", annualIncome: 60_000, annualExpenses: 30_000, monthlyPassiveIncome: 250 }

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  it("estimatePolicy holdingsAugment (default): the estimate counts only as its excess above holdings", async () => {
    const above = await score(await (await user({ ...base, currentSavings: 150_000 }, [fund]))())
    expect(above.inputs).toMatchObject({ estimatePolicy: "holdingsAugment", holdingsValue: 100_000, netWorth: 150_000 })
    const below = await score(await (await user({ ...base, currentSavings: 40_000 }, [fund]))())
    expect(below.inputs.netWorth).toBe(100_000)
    const noEstimate = await score(await (await user(base, [fund]))())
    expect(noEstimate.inputs.netWorth).toBe(100_000)
    expect(noEstimate.warnings.join(" ")).toContain("currentSavings")
  })

  it("estimatePolicy holdingsOnly ignores the estimate; estimateOnly ignores the holdings", async () => {
    const only = await score(
      await (await user({ ...base, currentSavings: 150_000, estimatePolicy: "holdingsOnly" }, [fund]))()
    )
    expect(only.inputs).toMatchObject({ estimatePolicy: "holdingsOnly", netWorth: 100_000, estimate: 150_000 })
    const estimate = await score(
      await (await user({ ...base, currentSavings: 40_000, estimatePolicy: "estimateOnly" }, [fund]))()
    )
    expect(estimate.inputs).toMatchObject({ estimatePolicy: "estimateOnly", netWorth: 40_000, holdingsValue: 100_000 })
    // Progress is net worth over the FI number: (30,000 - 3,000 passive) / 4 %.
    expect(estimate.components.fiProgress.value).toBeCloseTo(40_000 / 675_000, 4)
    expect(only.components.fiProgress.value).toBeCloseTo(100_000 / 675_000, 4)
  })

  it("derivePassiveFromDividends adds the forward dividends to passive income once", async () => {
    const off = await score(await (await user(base, [fund]))())
    expect(off.inputs).toMatchObject({ reportedPassiveIncome: 3000, dividendPassiveIncome: 0, passiveIncome: 3000 })
    const onAuth = await (await user({ ...base, derivePassiveFromDividends: true }, [fund]))()
    const on = await score(onAuth)
    expect(on.inputs).toMatchObject({ reportedPassiveIncome: 3000, dividendPassiveIncome: 3000, passiveIncome: 6000 })
    // The same projection as the dividend-income indicator, counted once; net worth unchanged.
    const indicators = await json(await call("GET", "/indicators", onAuth))
    const dividend = indicators.data.indicators.find((i: Json) => i.key === "dividend-income")
    expect(on.inputs.dividendPassiveIncome).toBe(dividend.value.annualAmount)
    expect(on.inputs.netWorth).toBe(off.inputs.netWorth)
    expect(on.inputs.fiNumber).toBeCloseTo((30_000 - 6000) / 0.04, 2)
    expect(off.inputs.fiNumber).toBeCloseTo((30_000 - 3000) / 0.04, 2)
    expect(on.components.fiProgress.score).toBeGreaterThan(off.components.fiProgress.score)
  })

  it("components and score: savings rate, runway, fee drag and the weighted average", async () => {
    const s = await score(await (await user({ ...base, currentSavings: 0 }, [fund]))())
    expect(s.status).toBe("ok")
    expect(s.components.savingsRate).toMatchObject({ value: 0.5, score: 100, weight: 0.2 })
    // Runway: 100,000 over (30,000 - 3,000) / 12 a month.
    expect(s.components.runway.value).toBeCloseTo(100_000 / (27_000 / 12), 4)
    expect(s.components.runway.score).toBe(100)
    expect(s.components.feeDrag.value).toBeCloseTo(0.002, 6)
    expect(s.components.feeDrag.score).toBeCloseTo(100 * (1 - 0.002 / 0.015), 1)
    const parts = Object.values(s.components) as Array<Json>
    const expected = parts.reduce((sum, c) => sum + c.weight * c.score, 0)
    expect(s.score).toBeCloseTo(expected, 0)
    expect(s.score).toBeGreaterThanOrEqual(0)
    expect(s.score).toBeLessThanOrEqual(100)
  })

  it("partial without holdings, pending without any input; nothing is stored for a pending score", async () => {
    const partialAuth = await (await user({ ...base, currentSavings: 10_000 }, []))()
    const partial = await score(partialAuth)
    expect(partial.status).toBe("partial")
    expect(partial.components.diversification).toMatchObject({ score: null, missing: "holdings" })
    expect(partial.components.feeDrag.score).toBeNull()
    const emptyAuth = await (await user({}, []))()
    const empty = await score(emptyAuth)
    expect(empty).toMatchObject({ score: null, status: "pending" })
    const history = await json(await call("GET", "/fi-score/history", emptyAuth))
    expect(history.data).toEqual([])
    expect(history.meta.total).toBe(0)
  })

  it("history: at most one snapshot per UTC day, the first of the day kept", async () => {
    const auth = await user({ ...base, currentSavings: 50_000 }, [fund])
    const first = await score(await auth())
    await score(await auth())
    expect((await call("PUT", "/user/profile", await auth(), { annualExpenses: 60_000 })).status).toBe(200)
    const changed = await score(await auth())
    expect(changed.score).not.toBe(first.score)
    let history = await json(await call("GET", "/fi-score/history", await auth()))
    expect(history.meta).toMatchObject({ total: 1, limit: 90, offset: 0, hasMore: false })
    expect(history.data[0]).toMatchObject({ day: "2026-06-10", score: first.score, reportingCurrency: "EUR" })
    clock.advance(DAY)
    await score(await auth())
    await score(await auth())
    clock.advance(2 * DAY)
    await score(await auth())
    history = await json(await call("GET", "/fi-score/history", await auth()))
    expect(history.meta.total).toBe(3)
    expect(history.data.map((s: Json) => s.day)).toEqual(["2026-06-13", "2026-06-11", "2026-06-10"])
    expect(history.data[1].score).toBe(changed.score)
    const page = await json(await call("GET", "/fi-score/history?limit=1&offset=1", await auth()))
    expect(page.data.map((s: Json) => s.day)).toEqual(["2026-06-11"])
    expect(page.meta.hasMore).toBe(true)
    const bad = await call("GET", "/fi-score/history?limit=0", await auth())
    expect(bad.status).toBe(400)
    expect((await json(bad)).details[0].path).toBe("query.limit")
  })

  it("needs authentication", async () => {
    expect((await call("GET", "/fi-score", {})).status).toBe(401)
    expect((await call("GET", "/fi-score/history", {})).status).toBe(401)
  })
})
