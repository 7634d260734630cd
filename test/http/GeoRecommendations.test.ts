import { computeFiTimeline } from "@fire/domain/FiTimeline"
import { preferenceTags } from "@fire/domain/RecommendationPreferences"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CityMother } from "../../packages/domain/test/utils/CityMother.js"
import { seedCities } from "@fire/http/geo/CitySeed"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * `GET /geo/recommendations` by real requests on a small fixed dataset (three invented cities
 * seeded in place of the catalogue): authentication, validation, and the arithmetic by hand.
 */

const EUR_PER_USD = 0.8684 // the FX table's H.10 quote for June 2026

interface RecommendationsBody {
  success: true
  data: {
    recommendations: Array<{
      city: { id: string }
      matchScore: number
      savingsPerMonth: number
      fiYearsGained: number
      highlights: Array<string>
    }>
    summary: { potentialSavings: number; avgFiYearsGained: number }
    basis: { savingsAgainst: string; budgetEur: number | null; fx: { asOf: string; source: string; usdPerEur: number } }
  }
  meta: { timestamp: string }
}
interface ErrorBody {
  code: string
  details: Array<{ path: string; message: string }>
}

describe.each(backends())("Geo recommendations on $name", (backend) => {
  let server: TestServer
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const recommendations = (token: string, query: string) =>
    server.request(`/api/v1/geo/recommendations${query}`, { headers: auth(token) })
  const putProfile = (token: string, body: unknown) =>
    server.request("/api/v1/user/profile", {
      method: "PUT",
      headers: { ...auth(token), "content-type": "application/json" },
      body: JSON.stringify(body)
    })
  const expectInvalid = async (token: string, query: string, path: string) => {
    const response = await recommendations(token, query)
    expect(response.status, query).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.code, query).toBe("VALIDATION_ERROR")
    expect(
      body.details.map((d) => d.path),
      query
    ).toEqual([path])
    return body
  }

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    const entries = [CityMother.homeville(), CityMother.cheapton(), CityMother.midburg()].map((city) => ({
      city,
      continent: "europe"
    }))
    await server.run(seedCities({ catalogVersion: "test-three-cities", dataVersion: "2026-11-21.1", entries }))
  })
  afterAll(() => server.close())

  it("requires authentication", async () => {
    const response = await server.request("/api/v1/geo/recommendations?budget=2000")
    expect(response.status).toBe(401)
    expect(((await response.json()) as ErrorBody).code).toBe("UNAUTHORIZED")
  })

  it("validates budget, limit and preferences; an unknown tag lists the valid ones", async () => {
    const token = await server.token("validation@example.com")
    for (const budget of ["0", "-5", "lots"]) await expectInvalid(token, `?budget=${budget}`, "query.budget")
    for (const limit of ["0", "51", "1.5"]) await expectInvalid(token, `?budget=2000&limit=${limit}`, "query.limit")
    await expectInvalid(token, "?budget=2000&other=1", "query.other")
    const unknown = await expectInvalid(token, "?budget=2000&preferences=safety,beaches", "query.preferences")
    expect(unknown.details[0]!.message).toContain("beaches")
    for (const tag of preferenceTags) expect(unknown.details[0]!.message).toContain(tag)
    // no budget and no current city in the profile: nothing to measure savings against
    const noReference = await expectInvalid(token, "", "query.budget")
    expect(noReference.details[0]!.message).toContain("currentCitySlug")
  })

  it("budget 2,000 USD with `safety`: match scores, savings against the budget, ranking and summary by hand", async () => {
    const token = await server.token("budget@example.com")
    const response = await recommendations(token, "?budget=2000&preferences=Safety&limit=50")
    expect(response.status).toBe(200)
    const { data, meta } = (await response.json()) as RecommendationsBody
    expect(Date.parse(meta.timestamp)).not.toBeNaN()
    // 2,000 USD x 0.8684 EUR/USD = 1,736.80 EUR
    expect(data.basis.budgetEur).toBe(1736.8)
    expect(data.basis.fx.asOf).toBe("2026-06-01")
    expect(data.basis.fx.source).toContain("H.10")
    expect(data.basis.savingsAgainst).toBe("budget")
    expect(data.recommendations.map((r) => r.city.id)).toEqual(["cheapton", "midburg", "homeville"])
    // cheapton 0.2x80 + 0.4x100 + 0.4x90; midburg 0.2x70 + 0.4x100x(2 - 2000/1736.8) + 0.4x60;
    // homeville 0.2x50 + 0.4x100x(2 - 3000/1736.8) + 0.4x70
    expect(data.recommendations.map((r) => r.matchScore)).toEqual([92, 71.9, 48.9])
    expect(data.recommendations.map((r) => r.savingsPerMonth)).toEqual([736.8, -263.2, -1263.2])
    expect(data.summary.potentialSavings).toBe(-263.2)
    // an empty profile: FI years cannot be computed
    expect(data.recommendations.map((r) => r.fiYearsGained)).toEqual([0, 0, 0])
    expect(data.summary.avgFiYearsGained).toBe(0)
    expect(data.recommendations[0]!.highlights).toContain("Safety 90/100")
  })

  it("with a profile: savings against the current city, FI years from the timeline at home and there, limit", async () => {
    const token = await server.token("profile@example.com")
    const birthYear = 1986
    const saved = await putProfile(token, {
      currentCitySlug: "homeville",
      baseCurrency: "USD",
      birthYear,
      annualIncome: 60_000,
      annualExpenses: 36_000,
      currentSavings: 100_000
    })
    expect(saved.status).toBe(200)
    const response = await recommendations(token, "?limit=1")
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as RecommendationsBody
    expect(data.basis.savingsAgainst).toBe("currentCity")
    expect(data.recommendations).toHaveLength(1)
    const [best] = data.recommendations
    // without budget or tags, the match score is the nomad score; the current city is never recommended
    expect(best!.city.id).toBe("cheapton")
    expect(best!.matchScore).toBe(80)
    expect(best!.savingsPerMonth).toBe(2000) // 3,000 - 1,000 EUR
    const age = new Date().getUTCFullYear() - birthYear
    const years = (annualExpenses: number) =>
      computeFiTimeline({ currentAge: age, annualIncome: 60_000, annualExpenses, currentSavings: 100_000 }).yearsToFI!
    // 2,000 EUR a month less = 24,000 EUR a year = 24,000 / 0.8684 USD less in expenses
    const gained = Math.round((years(36_000) - years(36_000 - 24_000 / EUR_PER_USD)) * 100) / 100
    expect(gained).toBeGreaterThan(1)
    expect(best!.fiYearsGained).toBe(gained)
    expect(data.summary).toEqual({ potentialSavings: 2000, avgFiYearsGained: gained })
    expect(best!.highlights[0]).toBe("EUR 2,000 a month cheaper than your current city (Homeville): EUR 1,000 a month")
    expect(best!.highlights[1]).toBe(`Financial independence ${gained} years sooner`)
  })

  const postRecommendations = (token: string | undefined, body: unknown) =>
    server.request("/api/v1/geo/recommendations", {
      method: "POST",
      headers: { ...(token === undefined ? {} : auth(token)), "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  it("POST takes the same parameters in a JSON body, answers what GET answers, refuses at body.*", async () => {
    expect((await postRecommendations(undefined, { budget: 2000 })).status).toBe(401)
    const token = await server.token("post@example.com")
    const byBody = await postRecommendations(token, { budget: 2000, preferences: "Safety", limit: 2 })
    expect(byBody.status).toBe(200)
    const byQuery = await recommendations(token, "?budget=2000&preferences=Safety&limit=2")
    const data = (response: unknown) => (response as RecommendationsBody).data
    expect(data(await byBody.json())).toEqual(data(await byQuery.json()))
    for (const [body, path] of [
      [{ budget: 0 }, "body.budget"],
      [{ budget: "2000" }, "body.budget"],
      [{ budget: 2000, limit: 51 }, "body.limit"],
      [{ budget: 2000, preferences: "beaches" }, "body.preferences"],
      [{}, "body.budget"]
    ] as const) {
      const refused = await postRecommendations(token, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(((await refused.json()) as ErrorBody).details.map((d) => d.path)).toEqual([path])
    }
  })

  it("GET and POST share the 20-per-hour limit", async () => {
    const token = await server.token("limits@example.com")
    for (let i = 0; i < 10; i++) {
      expect((await recommendations(token, "?budget=2000&limit=1")).status).toBe(200)
      expect((await postRecommendations(token, { budget: 2000, limit: 1 })).status).toBe(200)
    }
    const over = await postRecommendations(token, { budget: 2000, limit: 1 })
    expect(over.status).toBe(429)
    expect(((await over.json()) as ErrorBody).code).toBe("RATE_LIMITED")
  })
})
