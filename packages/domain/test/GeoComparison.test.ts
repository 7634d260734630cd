import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { costLineNames } from "../src/City.js"
import { shippedCityCatalog } from "../src/CityCatalog.js"
import { convert, fxCurrencies, fxTable, usdPerEur, usdToEur } from "../src/FxTable.js"
import { compareCities } from "../src/GeoComparison.js"
import { CityMother } from "./utils/CityMother.js"

describe("compareCities", () => {
  it("hand-computed: Homeville against Cheapton and Midburg", () => {
    const c = compareCities([CityMother.homeville(), CityMother.cheapton(), CityMother.midburg()])
    expect(c.baseline).toBe("homeville")
    expect(c.cities.map((x) => x.id)).toEqual(["homeville", "cheapton", "midburg"])
    expect(c.comparison[0]).toEqual({
      cityId: "homeville",
      differences: {
        monthlyTotal: 0,
        housing: 0,
        food: 0,
        transportation: 0,
        utilities: 0,
        entertainment: 0,
        other: 0
      },
      monthlySavingVsFirst: 0,
      annualSavingVsFirst: 0
    })
    // Cheapton 500/250/50/100/50/50 against Homeville 1800/500/150/250/150/150
    expect(c.comparison[1]).toEqual({
      cityId: "cheapton",
      differences: {
        monthlyTotal: -2000,
        housing: -1300,
        food: -250,
        transportation: -100,
        utilities: -150,
        entertainment: -100,
        other: -100
      },
      monthlySavingVsFirst: 2000,
      annualSavingVsFirst: 24_000
    })
    expect(c.comparison[2]!.monthlySavingVsFirst).toBe(1000)
  })

  it("on the shipped catalogue: line differences sum to the total difference, saving is its opposite", () => {
    const all = shippedCityCatalog().cities
    const idx = fc.integer({ min: 0, max: all.length - 1 })
    fc.assert(
      fc.property(fc.uniqueArray(idx, { minLength: 2, maxLength: 5 }), (picks) => {
        const chosen = picks.map((i) => all[i]!)
        const c = compareCities([chosen[0]!, ...chosen.slice(1)])
        for (const entry of c.comparison) {
          const lines = costLineNames.reduce((sum, line) => sum + entry.differences[line], 0)
          expect(Math.abs(lines - entry.differences.monthlyTotal)).toBeLessThanOrEqual(1)
          expect(entry.monthlySavingVsFirst + entry.differences.monthlyTotal).toBe(0)
          expect(entry.annualSavingVsFirst).toBe(12 * entry.monthlySavingVsFirst)
        }
      })
    )
  })
})

describe("FxTable", () => {
  it("is dated and sourced; USD per EUR is the inverse of the H.10 quote", () => {
    expect(fxTable.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(fxTable.sourceUrl).toMatch(/^https:\/\//)
    expect(usdPerEur()).toBeCloseTo(1 / 0.8684, 12)
    expect(usdToEur(100)).toBeCloseTo(86.84, 10)
  })

  it("conversion round-trips and is the identity within one currency", () => {
    const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true })
    const currency = fc.constantFrom(...fxCurrencies)
    fc.assert(
      fc.property(amount, currency, currency, (x, a, b) => {
        expect(convert(x, a, a)).toBe(x)
        expect(convert(convert(x, a, b), b, a)).toBeCloseTo(x, 3)
      })
    )
  })
})
