import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/** `GET /tax/countries` and `POST /tax/calculate` by real requests. */

const REQUIRED = [
  "US",
  "GB",
  "DE",
  "FR",
  "ES",
  "PT",
  "IT",
  "GR",
  "NL",
  "IE",
  "CH",
  "CA",
  "AU",
  "NZ",
  "JP",
  "SG",
  "TH",
  "MY"
].concat(["MX", "CO", "CR", "PA", "BR", "GE", "CY", "MT", "BG", "CZ", "PL", "HR", "AE"])

describe.each(backends())("tax API on $name", (backend) => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    auth = { authorization: `Bearer ${await server.token("tax@example.com")}` }
  })
  afterAll(() => server.close())

  it("lists at least the 31 countries of the issue, each with years and rule-set ids", async () => {
    const response = await server.request("/api/v1/tax/countries")
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as {
      data: Array<{ countryCode: string; taxYears: number[]; ruleSetIds: string[]; residenceStatuses: string[] }>
    }
    expect(data.map((c) => c.countryCode)).toEqual(expect.arrayContaining(REQUIRED))
    for (const country of data) {
      expect(country.taxYears.length).toBeGreaterThan(0)
      expect(country.ruleSetIds).toHaveLength(country.taxYears.length)
      for (const id of country.ruleSetIds)
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(country.residenceStatuses).toContain("resident")
    }
  })

  it("UK 2025-26, £50,000 salary: HMRC's £7,486 income tax and £2,994.40 class 1 NI", async () => {
    // gov.uk "Income Tax rates and Personal Allowances" 2025-26: 12,570 allowance, 20% basic rate;
    // "National Insurance rates and categories of letters": 8% main rate from 12,570.
    const response = await postJson(
      server,
      "/api/v1/tax/calculate",
      { countryCode: "GB", taxYear: 2025, residenceStatus: "resident", income: { employment: 50_000 } },
      auth
    )
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as {
      data: {
        totalTax: number
        effectiveRate: number
        ruleSetId: string
        factIds: string[]
        socialContributions: Array<{ amount: number }>
      }
    }
    const nic = data.socialContributions.reduce((sum, c) => sum + c.amount, 0)
    expect(nic).toBeCloseTo(2_994.4, 2)
    expect(data.totalTax - nic).toBeCloseTo(7_486, 2)
    expect(data.effectiveRate).toBeCloseTo((7_486 + 2_994.4) / 50_000, 6)
    expect(data.factIds.length).toBeGreaterThan(0)
  })

  it("needs authentication", async () => {
    const response = await postJson(server, "/api/v1/tax/calculate", {
      countryCode: "GB",
      taxYear: 2025,
      residenceStatus: "resident",
      income: {}
    })
    expect(response.status).toBe(401)
  })

  const refused = async (body: unknown) => {
    const response = await postJson(server, "/api/v1/tax/calculate", body, auth)
    expect(response.status).toBe(400)
    return (await response.json()) as { code: string; details: Array<{ path: string; message: string }> }
  }

  it("an unsupported country, year or residence status is a VALIDATION_ERROR naming the field", async () => {
    const base = { countryCode: "GB", taxYear: 2025, residenceStatus: "resident", income: { employment: 1 } }
    const country = await refused({ ...base, countryCode: "ZW" })
    expect(country.details).toEqual([expect.objectContaining({ path: "body.countryCode" })])
    const year = await refused({ ...base, taxYear: 2031 })
    expect(year.details[0]).toMatchObject({ path: "body.taxYear" })
    expect(year.details[0]?.message).toContain("2025")
    const status = await refused({ ...base, residenceStatus: "martian" })
    expect(status.details[0]?.path).toBe("body.residenceStatus")
  })

  it("bounds: negative income, a lower-case country, a missing income", async () => {
    const negative = await refused({
      countryCode: "GB",
      taxYear: 2025,
      residenceStatus: "resident",
      income: { employment: -1 }
    })
    expect(negative.details.map((d) => d.path)).toEqual(["body.income.employment"])
    const lower = await refused({ countryCode: "gb", taxYear: 2025, residenceStatus: "resident", income: {} })
    expect(lower.details.map((d) => d.path)).toEqual(["body.countryCode"])
    const missing = await refused({ countryCode: "GB", taxYear: 2025, residenceStatus: "resident" })
    expect(missing.code).toBe("MISSING_FIELD")
    expect(missing.details.map((d) => d.path)).toEqual(["body.income"])
  })
})
