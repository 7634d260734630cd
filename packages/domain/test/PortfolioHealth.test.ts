import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { assetFactors, regions } from "../src/Asset.js"
import { type HealthHolding, portfolioHealth } from "../src/PortfolioHealth.js"

const holdingArb: fc.Arbitrary<HealthHolding> = fc.record({
  value: fc.double({ min: 1, max: 1e9, noNaN: true }),
  assetFactor: fc.constantFrom(...assetFactors),
  region: fc.constantFrom(...regions),
  ongoingCharge: fc.double({ min: 0, max: 0.1, noNaN: true })
})
const holdingsArb = fc.array(holdingArb, { minLength: 1, maxLength: 30 })

describe("portfolio health (pure)", () => {
  it("property: the score and every component are within 0..100", () => {
    fc.assert(
      fc.property(holdingsArb, (holdings) => {
        const r = portfolioHealth({ holdings })
        const parts = [
          r.score,
          r.components.diversification.score,
          r.components.concentration.score,
          r.components.cost.score
        ]
        return parts.every((x) => x >= 0 && x <= 100)
      })
    )
  })

  it("property: adding a holding in a new factor never lowers diversification", () => {
    const withoutOne = fc.constantFrom(...assetFactors).chain((missing) =>
      fc.tuple(
        fc.constant(missing),
        fc.array(
          holdingArb.filter((h) => h.assetFactor !== missing),
          { minLength: 1, maxLength: 30 }
        ),
        holdingArb
      )
    )
    fc.assert(
      fc.property(withoutOne, ([missing, holdings, extra]) => {
        const before = portfolioHealth({ holdings }).components.diversification.score
        const after = portfolioHealth({ holdings: [...holdings, { ...extra, assetFactor: missing }] }).components
          .diversification.score
        return after > before
      }),
      { numRuns: 300 }
    )
  })

  it("property: adding any holding never lowers diversification", () => {
    fc.assert(
      fc.property(holdingsArb, holdingArb, (holdings, extra) => {
        const before = portfolioHealth({ holdings }).components.diversification.score
        return portfolioHealth({ holdings: [...holdings, extra] }).components.diversification.score >= before
      })
    )
  })

  it("property: a higher fee on any holding never raises the score", () => {
    fc.assert(
      fc.property(holdingsArb, fc.nat(), fc.double({ min: 0, max: 0.05, noNaN: true }), (holdings, at, more) => {
        const i = at % holdings.length
        const h = holdings[i]!
        const dearer = holdings.map((x, j) =>
          j === i ? { ...h, ongoingCharge: Math.min(0.1, h.ongoingCharge + more) } : x
        )
        return portfolioHealth({ holdings: dearer }).score <= portfolioHealth({ holdings }).score
      })
    )
  })

  it("property: the order of the holdings does not matter", () => {
    fc.assert(
      fc.property(holdingsArb, fc.nat(), (holdings, seed) => {
        const shuffled = [...holdings]
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (seed + i * 7919) % (i + 1)
          ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
        }
        const a = portfolioHealth({ holdings })
        const b = portfolioHealth({ holdings: shuffled })
        return JSON.stringify(a) === JSON.stringify(b)
      })
    )
  })

  it("a cheap three-factor, three-region portfolio of ten equal funds scores 100 less its cost", () => {
    const holdings = Array.from({ length: 10 }, (_, i) => ({
      value: 1000,
      assetFactor: assetFactors[i % 3]!,
      region: (["north_america", "europe", "asia_pacific"] as const)[i % 3]!,
      ongoingCharge: 0
    }))
    const r = portfolioHealth({ holdings })
    expect(r.components.diversification.score).toBe(100)
    expect(r.components.concentration.score).toBe(100)
    expect(r.components.cost.score).toBe(100)
    expect(r.score).toBe(100)
  })

  it("an expensive single stock scores low and says why", () => {
    const r = portfolioHealth({
      holdings: [{ value: 50_000, assetFactor: "us_equity", region: "north_america", ongoingCharge: 0.02 }]
    })
    expect(r.components.cost.score).toBe(0)
    expect(r.score).toBeLessThan(15)
    expect(r.findings.filter((f) => f.severity === "warning").map((f) => f.component)).toEqual(
      expect.arrayContaining(["diversification", "concentration", "cost"])
    )
  })
})
