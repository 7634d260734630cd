import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  affordability,
  fullVisaBreadth,
  type NomadScoreInputs,
  nomadScore,
  nomadScoreWeights,
  referenceMonthlyCost,
  visaBreadth
} from "../src/NomadScore.js"

const score = fc.double({ min: 0, max: 100, noNaN: true })
const cost = fc.double({ min: 0, max: 20_000, noNaN: true })
const passports = fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 200 })

const inputs: fc.Arbitrary<NomadScoreInputs> = fc.record({
  costOfLiving: fc.record({ monthlyTotal: cost }),
  qualityOfLife: fc.record({
    safety: score,
    healthcare: score,
    climate: score,
    internet: score,
    englishFriendly: score
  }),
  visaInfo: fc.record({ schengen: fc.boolean(), digitalNomadVisa: fc.boolean(), visaFreeFor: passports })
})

const allZero: NomadScoreInputs = {
  costOfLiving: { monthlyTotal: referenceMonthlyCost },
  qualityOfLife: { safety: 0, healthcare: 0, climate: 0, internet: 0, englishFriendly: 0 },
  visaInfo: { schengen: false, digitalNomadVisa: false, visaFreeFor: [] }
}

describe("nomadScore: hand-computed values", () => {
  it("weights sum to 1", () => {
    const sum = Object.values(nomadScoreWeights).reduce((a, b) => a + b, 0)
    expect(sum).toBeCloseTo(1, 12)
  })

  it("a city at the reference cost with nothing else scores 0.3 * 50 = 15", () => {
    expect(nomadScore(allZero)).toBe(15)
  })

  it("a free city with perfect ratings, both visa flags and full visa breadth scores 100", () => {
    const codes = Array.from({ length: fullVisaBreadth }, (_, i) => `P${i}`)
    expect(
      nomadScore({
        costOfLiving: { monthlyTotal: 0 },
        qualityOfLife: { safety: 100, healthcare: 100, climate: 100, internet: 100, englishFriendly: 100 },
        visaInfo: { schengen: true, digitalNomadVisa: true, visaFreeFor: codes }
      })
    ).toBe(100)
  })

  it("safety 50 alone at the reference cost adds 0.12 * 50 = 6 points", () => {
    expect(nomadScore({ ...allZero, qualityOfLife: { ...allZero.qualityOfLife, safety: 50 } })).toBe(21)
  })

  it("75 visa-free passports add 0.07 * 50 = 3.5 points; duplicates are counted once", () => {
    const codes = Array.from({ length: 75 }, (_, i) => `Q${i}`)
    const withVisas = { ...allZero, visaInfo: { ...allZero.visaInfo, visaFreeFor: [...codes, ...codes] } }
    expect(nomadScore(withVisas)).toBe(18.5)
  })

  it("affordability is 100 at 0, 50 at the reference and 25 at three times the reference", () => {
    expect(affordability(0)).toBe(100)
    expect(affordability(referenceMonthlyCost)).toBe(50)
    expect(affordability(3 * referenceMonthlyCost)).toBe(25)
  })

  it("non-finite or negative inputs never leave 0..100", () => {
    expect(affordability(Number.NaN)).toBe(0)
    expect(affordability(Number.POSITIVE_INFINITY)).toBe(0)
    expect(affordability(-500)).toBe(100)
    expect(visaBreadth(-3)).toBe(0)
    expect(visaBreadth(10_000)).toBe(100)
  })
})

describe("nomadScore: properties", () => {
  it("is within 0..100 and has at most one decimal", () => {
    fc.assert(
      fc.property(inputs, (city) => {
        const s = nomadScore(city)
        return s >= 0 && s <= 100 && Math.abs(s * 10 - Math.round(s * 10)) < 1e-9
      })
    )
  })

  it("stays within 0..100 even for out-of-range ratings", () => {
    const wild = fc.double({ min: -1e6, max: 1e6, noNaN: true })
    fc.assert(
      fc.property(inputs, wild, wild, (city, a, b) => {
        const s = nomadScore({ ...city, qualityOfLife: { ...city.qualityOfLife, safety: a, internet: b } })
        return s >= 0 && s <= 100
      })
    )
  })

  it("a cheaper city never scores lower", () => {
    fc.assert(
      fc.property(inputs, cost, (city, other) => {
        const cheaper = Math.min(city.costOfLiving.monthlyTotal, other)
        return nomadScore({ ...city, costOfLiving: { monthlyTotal: cheaper } }) >= nomadScore(city)
      })
    )
  })

  for (const component of ["safety", "healthcare", "climate", "internet", "englishFriendly"] as const) {
    it(`better ${component} never lowers the score`, () => {
      fc.assert(
        fc.property(inputs, score, (city, other) => {
          const better = Math.max(city.qualityOfLife[component], other)
          const improved = { ...city, qualityOfLife: { ...city.qualityOfLife, [component]: better } }
          return nomadScore(improved) >= nomadScore(city)
        })
      )
    })
  }

  it("gaining a digital nomad visa or Schengen membership never lowers the score", () => {
    fc.assert(
      fc.property(inputs, (city) => {
        const dnv = { ...city, visaInfo: { ...city.visaInfo, digitalNomadVisa: true } }
        const schengen = { ...city, visaInfo: { ...city.visaInfo, schengen: true } }
        return nomadScore(dnv) >= nomadScore(city) && nomadScore(schengen) >= nomadScore(city)
      })
    )
  })

  it("admitting more passports visa-free never lowers the score", () => {
    fc.assert(
      fc.property(inputs, passports, (city, more) => {
        const wider = { ...city, visaInfo: { ...city.visaInfo, visaFreeFor: [...city.visaInfo.visaFreeFor, ...more] } }
        return nomadScore(wider) >= nomadScore(city)
      })
    )
  })

  it("is deterministic (same input, same score) and ignores the order of visaFreeFor", () => {
    fc.assert(
      fc.property(inputs, (city) => {
        const reversed = {
          ...city,
          visaInfo: { ...city.visaInfo, visaFreeFor: [...city.visaInfo.visaFreeFor].reverse() }
        }
        return nomadScore(city) === nomadScore(reversed) && nomadScore(structuredClone(city)) === nomadScore(city)
      })
    )
  })
})
