import { AssetRepository } from "@fire/domain/Asset"
import { UserRepository } from "@fire/domain/User"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** Portfolios and assets (`/portfolios`, `/assets`) by real requests: CRUD, validation, 409, owner scope. */

const APPLE = "US0378331005"
const MSCI_WORLD = "IE00B4L5Y983"

describe.each(backends())("portfolios and assets on $name", (backend) => {
  let server: TestServer
  let alice: Record<string, string>
  let bob: Record<string, string>

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    server.request(`/api/v1${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
  type Json = any
  const json = async (response: Response): Promise<Json> => await response.json()

  const newPortfolio = async (auth: Record<string, string>, name: string): Promise<string> => {
    const response = await call("POST", "/portfolios", auth, { name })
    expect(response.status).toBe(201)
    return (await json(response)).data.id
  }
  const asset = (portfolioId: string, extra: Record<string, unknown> = {}) => ({
    portfolioId,
    isin: APPLE,
    name: "Apple Inc.",
    quantity: 3,
    unitPrice: 189.98,
    currency: "USD",
    assetFactor: "us_equity",
    region: "north_america",
    dividendYield: 0.005,
    dividendFrequency: "quarterly",
    ongoingCharge: 0,
    ...extra
  })

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    alice = { authorization: `Bearer ${await server.token("alice-assets@example.com")}` }
    bob = { authorization: `Bearer ${await server.token("bob-assets@example.com")}` }
    // Pro users (300 requests a minute): this file sends more than the starter burst of 60.
    for (const [email, auth] of [
      ["alice-assets@example.com", alice],
      ["bob-assets@example.com", bob]
    ] as const) {
      expect((await call("GET", "/portfolios", auth)).status).toBe(200)
      await server.run(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const user = Option.getOrThrow(yield* users.findByEmail(email))
          yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, Date.now())
        })
      )
    }
  })
  afterAll(() => server.close())

  it("creates, lists, reads, renames and deletes a portfolio", async () => {
    const id = await newPortfolio(alice, "Long term")
    const list = await json(await call("GET", "/portfolios", alice))
    expect(list.data.map((p: Json) => p.name)).toContain("Long term")
    const read = await call("GET", `/portfolios/${id}`, alice)
    expect(read.status).toBe(200)
    expect((await json(read)).data).toMatchObject({ id, name: "Long term", assetCount: 0 })
    const renamed = await call("PUT", `/portfolios/${id}`, alice, { name: "Retirement" })
    expect(renamed.status).toBe(200)
    expect((await json(renamed)).data.name).toBe("Retirement")
    const removed = await call("DELETE", `/portfolios/${id}`, alice)
    expect(removed.status).toBe(200)
    expect((await json(removed)).data).toEqual({ id })
    expect((await call("GET", `/portfolios/${id}`, alice)).status).toBe(404)
  })

  it("a portfolio name is unique per user ignoring case: 409 CONFLICT; another user may reuse it", async () => {
    await newPortfolio(alice, "Dup name")
    const again = await call("POST", "/portfolios", alice, { name: "DUP NAME" })
    expect(again.status).toBe(409)
    expect((await json(again)).code).toBe("CONFLICT")
    await newPortfolio(bob, "Dup name")
  })

  it("portfolio validation: blank or over-long name, missing name, non-UUID id", async () => {
    const blank = await call("POST", "/portfolios", alice, { name: "   " })
    expect(blank.status).toBe(400)
    expect((await json(blank)).details.map((d: Json) => d.path)).toEqual(["body.name"])
    const long = await call("POST", "/portfolios", alice, { name: "x".repeat(101) })
    expect((await json(long)).details.map((d: Json) => d.path)).toEqual(["body.name"])
    const missing = await json(await call("POST", "/portfolios", alice, {}))
    expect(missing.code).toBe("MISSING_FIELD")
    const badId = await call("GET", "/portfolios/not-a-uuid", alice)
    expect(badId.status).toBe(400)
    expect((await json(badId)).details[0].path).toBe("path.portfolioId")
  })

  it("creates an asset: exact value in minor units, read back as created", async () => {
    const pid = await newPortfolio(alice, "Exact")
    const created = await call("POST", "/assets", alice, asset(pid, { quantity: 0.1, unitPrice: 0.2, currency: "EUR" }))
    expect(created.status).toBe(201)
    const data = (await json(created)).data
    // 0.1 x 0.2 is 0.020000000000000004 in binary floating point; stored exactly it is 0.02 EUR = 2 cents.
    expect(data).toMatchObject({ quantity: 0.1, unitPrice: 0.2, marketValue: 0.02, marketValueMinor: 2 })
    const read = await json(await call("GET", `/assets/${data.id}`, alice))
    expect(read.data).toEqual(data)
    const yen = await json(
      await call(
        "POST",
        "/assets",
        alice,
        asset(pid, { isin: MSCI_WORLD, quantity: 7, unitPrice: 1234.5, currency: "JPY" })
      )
    )
    // JPY has no minor unit: 8641.5 rounds half away from zero to 8642.
    expect(yen.data).toMatchObject({ marketValue: 8642, marketValueMinor: 8642 })
  })

  it("a duplicate ISIN within a portfolio is 409 CONFLICT; in another portfolio it is accepted", async () => {
    const pid = await newPortfolio(alice, "Dup ISIN")
    expect((await call("POST", "/assets", alice, asset(pid))).status).toBe(201)
    const dup = await call("POST", "/assets", alice, asset(pid, { name: "Apple again" }))
    expect(dup.status).toBe(409)
    const body = await json(dup)
    expect(body).toMatchObject({ success: false, code: "CONFLICT" })
    expect(body.message).toContain(APPLE)
    const other = await newPortfolio(alice, "Dup ISIN 2")
    expect((await call("POST", "/assets", alice, asset(other))).status).toBe(201)
    const second = await json(await call("POST", "/assets", alice, asset(pid, { isin: MSCI_WORLD })))
    const moved = await call("PUT", `/assets/${second.data.id}`, alice, { isin: APPLE })
    expect(moved.status).toBe(409)
  })

  it("validates each field: ISIN check digit, bounds, decimals, enums, unknown fields", async () => {
    const pid = await newPortfolio(alice, "Validation")
    const paths = async (body: unknown) => {
      const response = await call("POST", "/assets", alice, body)
      expect(response.status).toBe(400)
      const b = await json(response)
      return {
        code: b.code,
        paths: b.details.map((d: Json) => d.path),
        messages: b.details.map((d: Json) => d.message)
      }
    }
    const checkDigit = await paths(asset(pid, { isin: "US0378331006" }))
    expect(checkDigit.paths).toEqual(["body.isin"])
    expect(checkDigit.messages[0]).toContain("check digit should be 5")
    expect((await paths(asset(pid, { isin: "us0378331005" }))).paths).toEqual(["body.isin"])
    expect((await paths(asset(pid, { quantity: 0 }))).paths).toEqual(["body.quantity"])
    expect((await paths(asset(pid, { quantity: -1 }))).paths).toEqual(["body.quantity"])
    expect((await paths(asset(pid, { quantity: 0.123456789 }))).paths).toEqual(["body.quantity"])
    expect((await paths(asset(pid, { unitPrice: -0.01 }))).paths).toEqual(["body.unitPrice"])
    expect((await paths(asset(pid, { unitPrice: "10" }))).paths).toEqual(["body.unitPrice"])
    expect((await paths(asset(pid, { currency: "XXY" }))).paths).toEqual(["body.currency"])
    expect((await paths(asset(pid, { assetFactor: "gold" }))).paths).toEqual(["body.assetFactor"])
    expect((await paths(asset(pid, { region: "mars" }))).paths).toEqual(["body.region"])
    expect((await paths(asset(pid, { dividendYield: 0.6 }))).paths).toEqual(["body.dividendYield"])
    expect((await paths(asset(pid, { dividendFrequency: "weekly" }))).paths).toEqual(["body.dividendFrequency"])
    expect((await paths(asset(pid, { ongoingCharge: 0.2 }))).paths).toEqual(["body.ongoingCharge"])
    expect((await paths(asset(pid, { name: "" }))).paths).toEqual(["body.name"])
    expect((await paths(asset(pid, { portfolioId: "nope" }))).paths).toEqual(["body.portfolioId"])
    expect((await paths(asset(pid, { color: "red" }))).paths).toEqual(["body.color"])
    const missing = await paths({ portfolioId: pid, isin: APPLE })
    expect(missing.code).toBe("MISSING_FIELD")
    expect(missing.paths).toEqual(
      expect.arrayContaining([
        "body.name",
        "body.quantity",
        "body.unitPrice",
        "body.currency",
        "body.assetFactor",
        "body.region"
      ])
    )
    const foreign = await paths(asset("00000000-0000-4000-8000-000000000000"))
    expect(foreign.paths).toEqual(["body.portfolioId"])
  })

  it("updates partially, clears with null, keeps the rest; lists with pagination and a portfolio filter", async () => {
    const pid = await newPortfolio(alice, "Update")
    const created = (await json(await call("POST", "/assets", alice, asset(pid)))).data
    const updated = await call("PUT", `/assets/${created.id}`, alice, { quantity: 10, dividendYield: null })
    expect(updated.status).toBe(200)
    const data = (await json(updated)).data
    expect(data).toMatchObject({ quantity: 10, unitPrice: 189.98, marketValue: 1899.8, dividendYield: null })
    expect(data.dividendFrequency).toBe("quarterly")
    const bad = await call("PUT", `/assets/${created.id}`, alice, { quantity: -5 })
    expect(bad.status).toBe(400)
    await call("POST", "/assets", alice, asset(pid, { isin: MSCI_WORLD }))
    const page = await json(await call("GET", `/assets?portfolioId=${pid}&limit=1&offset=0`, alice))
    expect(page.data).toHaveLength(1)
    expect(page.meta).toMatchObject({ total: 2, limit: 1, offset: 0, hasMore: true })
    const rest = await json(await call("GET", `/assets?portfolioId=${pid}&limit=1&offset=1`, alice))
    expect(rest.meta.hasMore).toBe(false)
    expect(rest.data[0].id).not.toBe(page.data[0].id)
    const badLimit = await call("GET", "/assets?limit=0", alice)
    expect(badLimit.status).toBe(400)
    expect((await json(badLimit)).details[0].path).toBe("query.limit")
  })

  it("is owner-scoped: another user's asset and portfolio are 404; deleting a portfolio deletes its assets", async () => {
    const pid = await newPortfolio(alice, "Scoped")
    const created = (await json(await call("POST", "/assets", alice, asset(pid)))).data
    expect((await call("GET", `/assets/${created.id}`, bob)).status).toBe(404)
    expect((await call("PUT", `/assets/${created.id}`, bob, { quantity: 1 })).status).toBe(404)
    expect((await call("DELETE", `/assets/${created.id}`, bob)).status).toBe(404)
    expect((await call("GET", `/portfolios/${pid}`, bob)).status).toBe(404)
    expect((await call("DELETE", `/portfolios/${pid}`, bob)).status).toBe(404)
    const bobList = await json(await call("GET", "/assets", bob))
    expect(bobList.data.map((a: Json) => a.id)).not.toContain(created.id)
    const bobPid = await newPortfolio(bob, "Bob's")
    expect((await call("PUT", `/assets/${created.id}`, alice, { portfolioId: bobPid })).status).toBe(400)
    expect((await call("DELETE", `/portfolios/${pid}`, alice)).status).toBe(200)
    expect((await call("GET", `/assets/${created.id}`, alice)).status).toBe(404)
    const removedTwice = await call("DELETE", `/assets/${created.id}`, alice)
    expect(removedTwice.status).toBe(404)
    expect((await json(removedTwice)).code).toBe("NOT_FOUND")
  })

  it("a holding written to a portfolio deleted meanwhile is refused by the foreign key as PortfolioGone, not a 503", async () => {
    const userId = await server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        return Option.getOrThrow(yield* users.findByEmail("alice-assets@example.com")).id
      })
    )
    const attempt = Effect.gen(function* () {
      const assets = yield* AssetRepository
      return yield* Effect.flip(
        assets.insert({
          id: "11111111-1111-4111-8111-111111111111",
          userId,
          portfolioId: "22222222-2222-4222-8222-222222222222",
          isin: APPLE,
          name: "Orphan",
          quantity: "1",
          unitPrice: "1",
          currency: "USD",
          assetFactor: "us_equity",
          region: "north_america",
          dividendYield: undefined,
          dividendFrequency: undefined,
          ongoingCharge: undefined,
          createdAt: 0,
          updatedAt: 0
        })
      )
    })
    // The test harness types `run` for the user repository and SQL; the server's context holds every repository.
    const failure = await server.run(attempt as unknown as Effect.Effect<{ _tag: string }>)
    expect(failure._tag).toBe("PortfolioGone")
  })

  it("needs authentication", async () => {
    expect((await call("GET", "/assets", {})).status).toBe(401)
    expect((await call("POST", "/portfolios", {}, { name: "x" })).status).toBe(401)
  })
})
