import { Exit, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  annualSaving,
  City,
  CitySlug,
  costLineDifferences,
  type costLineNames,
  housingShare,
  isVisaFreeFor,
  monthlySaving,
  qualityOfLifeOverall,
  sumCostLines
} from "../src/City.js"

/** Object mother: a plausible city, encoded as JSON would carry it. Figures are test inputs, not catalogue data. */
const cityJson = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: "test-city",
  name: "Test City",
  country: "Portugal",
  countryCode: "PT",
  region: "Lisbon",
  coordinates: { lat: 38.7, lng: -9.1 },
  costOfLiving: {
    monthlyTotal: 1600,
    housing: 1000,
    food: 300,
    transportation: 40,
    utilities: 120,
    entertainment: 80,
    other: 60
  },
  qualityOfLife: { overall: 70, safety: 70, healthcare: 70, climate: 70, internet: 70, englishFriendly: 70 },
  taxInfo: { incomeTaxRate: 48, capitalGainsTaxRate: 28, specialPrograms: ["D7 visa"] },
  nomadScore: 60,
  visaInfo: { schengen: true, digitalNomadVisa: true, visaFreeFor: ["GB", "US"] },
  currency: "EUR",
  lastUpdated: "2026-11-21T00:00:00Z",
  ...overrides
})

const decode = Schema.decodeUnknownExit(City)
const accepts = (json: unknown): boolean => Exit.isSuccess(decode(json))
const decodeCity = Schema.decodeUnknownSync(City)

const withCost = (total: number, lines: Partial<Record<string, number>> = {}) =>
  decodeCity(
    cityJson({
      costOfLiving: { ...(cityJson().costOfLiving as object), ...lines, monthlyTotal: total }
    })
  )

describe("City schema", () => {
  it("decodes a complete, in-bounds city", () => {
    expect(accepts(cityJson())).toBe(true)
  })

  it("requires every field of spec 2.3", () => {
    for (const key of Object.keys(cityJson())) {
      const json = cityJson()
      delete json[key]
      expect(accepts(json), key).toBe(false)
    }
  })

  it.each([
    ["coordinates", { lat: 90.1, lng: 0 }],
    ["coordinates", { lat: 0, lng: -180.5 }],
    ["countryCode", "pt"],
    ["countryCode", "XK"],
    ["countryCode", "PRT"],
    ["currency", "eur"],
    ["currency", "EURO"],
    ["currency", "ABC"],
    ["nomadScore", 100.1],
    ["nomadScore", -1],
    ["nomadScore", Number.NaN],
    ["lastUpdated", "2026-11-21"],
    ["lastUpdated", "21/11/2026"],
    ["id", "Lisbon"],
    ["id", "ho--chi-minh"],
    ["id", "-lisbon"],
    ["name", ""],
    ["taxInfo", { incomeTaxRate: 101, capitalGainsTaxRate: 0, specialPrograms: [] }],
    ["taxInfo", { incomeTaxRate: 10, capitalGainsTaxRate: -1, specialPrograms: [] }],
    ["qualityOfLife", { overall: 70, safety: 101, healthcare: 70, climate: 70, internet: 70, englishFriendly: 70 }],
    ["visaInfo", { schengen: true, digitalNomadVisa: false, visaFreeFor: ["US", "US"] }],
    ["visaInfo", { schengen: true, digitalNomadVisa: false, visaFreeFor: ["ZZ"] }]
  ])("rejects %s = %j", (key, value) => {
    expect(accepts(cityJson({ [key]: value }))).toBe(false)
  })

  it("rejects a monthlyTotal that is not the sum of the lines, and a negative line", () => {
    const cost = cityJson().costOfLiving as Record<string, number>
    expect(accepts(cityJson({ costOfLiving: { ...cost, monthlyTotal: 1700 } }))).toBe(false)
    expect(accepts(cityJson({ costOfLiving: { ...cost, food: -1, monthlyTotal: 1299 } }))).toBe(false)
  })

  it("accepts the bounds themselves", () => {
    expect(accepts(cityJson({ coordinates: { lat: -90, lng: 180 }, nomadScore: 0 }))).toBe(true)
    expect(accepts(cityJson({ coordinates: { lat: 90, lng: -180 }, nomadScore: 100 }))).toBe(true)
  })

  it("CitySlug accepts kebab-case slugs only", () => {
    const slug = Schema.decodeUnknownExit(CitySlug)
    expect(Exit.isSuccess(slug("ho-chi-minh-city"))).toBe(true)
    expect(Exit.isSuccess(slug("krakow2"))).toBe(true)
    expect(Exit.isSuccess(slug("kraków"))).toBe(false)
    expect(Exit.isSuccess(slug("san_jose"))).toBe(false)
  })
})

describe("City comparisons", () => {
  const amount = fc.integer({ min: 0, max: 5000 })
  const lines = fc.record({
    housing: amount,
    food: amount,
    transportation: amount,
    utilities: amount,
    entertainment: amount,
    other: amount
  })
  const cityOf = (l: Record<(typeof costLineNames)[number], number>) => withCost(sumCostLines(l), l)

  it("monthlySaving of a 1600 EUR city moving to a 1000 EUR city is 600 EUR, 7200 EUR a year", () => {
    const from = withCost(1600)
    const to = withCost(1000, { housing: 400 })
    expect(monthlySaving(from, to)).toBe(600)
    expect(annualSaving(from, to)).toBe(7200)
  })

  it("monthlySaving is antisymmetric and zero for the same city", () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const from = cityOf(a)
        const to = cityOf(b)
        return monthlySaving(from, to) === -monthlySaving(to, from) && monthlySaving(from, from) === 0
      })
    )
  })

  it("line differences add up to the total difference, which is minus the saving", () => {
    fc.assert(
      fc.property(lines, lines, (a, b) => {
        const d = costLineDifferences(cityOf(a), cityOf(b))
        return sumCostLines(d) === d.monthlyTotal && d.monthlyTotal === -monthlySaving(cityOf(a), cityOf(b))
      })
    )
  })

  it("housingShare is within 0..1", () => {
    fc.assert(
      fc.property(lines, (l) => {
        const share = housingShare(cityOf(l).costOfLiving)
        return share >= 0 && share <= 1
      })
    )
  })

  it("qualityOfLifeOverall is 0.3/0.3/0.2/0.2 weighted and stays in 0..100", () => {
    expect(qualityOfLifeOverall({ safety: 100, healthcare: 0, climate: 0, internet: 0 })).toBe(30)
    expect(qualityOfLifeOverall({ safety: 0, healthcare: 0, climate: 50, internet: 50 })).toBe(20)
    const s = fc.integer({ min: 0, max: 100 })
    fc.assert(
      fc.property(s, s, s, s, (safety, healthcare, climate, internet) => {
        const overall = qualityOfLifeOverall({ safety, healthcare, climate, internet })
        return overall >= 0 && overall <= 100 && Number.isInteger(overall)
      })
    )
  })

  it("isVisaFreeFor counts the listed passports and the country's own", () => {
    const city = decodeCity(cityJson())
    expect(isVisaFreeFor(city, "US")).toBe(true)
    expect(isVisaFreeFor(city, "PT")).toBe(true)
    expect(isVisaFreeFor(city, "IN")).toBe(false)
  })
})
