import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { assetFactors, dividendFrequencies, regions } from "../src/Asset.js"
import type { City } from "../src/City.js"
import { loadCityCatalog } from "../src/CityCatalog.js"
import type { CurrencyExposureValue } from "../src/Indicators/CurrencyExposure.js"
import type { DiversificationMeasures } from "../src/Indicators/Diversification.js"
import { type HoldingInput, type IndicatorInput, indicatorKeys, valueHoldings } from "../src/Indicators/Indicator.js"
import type { ProfileFields } from "../src/UserProfile.js"
import { computeIndicators } from "../src/Indicators/Indicators.js"

const catalog = loadCityCatalog()
const city = (slug: string): City => {
  const found = catalog.find((c) => c.id === slug)
  if (found === undefined) throw new Error(`no city ${slug}`)
  return found
}

const holdingArb: fc.Arbitrary<HoldingInput> = fc.record({
  id: fc.uuid(),
  isin: fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/),
  quantity: fc.integer({ min: 1, max: 100_000 }).map(String),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2)),
  currency: fc.constantFrom("EUR", "USD", "GBP", "JPY", "HUF"),
  assetFactor: fc.constantFrom(...assetFactors),
  region: fc.constantFrom(...regions),
  dividendYield: fc.option(fc.double({ min: 0, max: 0.1, noNaN: true }), { nil: undefined }),
  dividendFrequency: fc.option(fc.constantFrom(...dividendFrequencies), { nil: undefined }),
  ongoingCharge: fc.option(fc.double({ min: 0, max: 0.02, noNaN: true }), { nil: undefined })
})
const inputArb: fc.Arbitrary<IndicatorInput> = fc.record({
  holdings: fc.array(holdingArb, { maxLength: 12 }),
  profile: fc.record(
    { baseCurrency: fc.constantFrom("EUR", "USD"), annualExpenses: fc.integer({ min: 0, max: 200_000 }) },
    { requiredKeys: [] }
  ) as fc.Arbitrary<ProfileFields>,
  cities: fc.subarray(["lisbon", "berlin", "tallinn", "london"].map(city), { maxLength: 3 }),
  taxYear: fc.constant(2026)
})

describe("indicators (pure)", () => {
  it("values holdings exactly: 30 x 33.33 EUR is 999.90, not a float product", () => {
    const v = valueHoldings(
      [
        {
          id: "a",
          isin: "IE00B3RBWM25",
          quantity: "30",
          unitPrice: "33.33",
          currency: "EUR",
          assetFactor: "us_bond_10y",
          region: "europe",
          dividendYield: undefined,
          dividendFrequency: undefined,
          ongoingCharge: undefined
        }
      ],
      { baseCurrency: "EUR" } as ProfileFields
    )
    expect(v.total).toBe(999.9)
  })

  it("property: always the five keys in the fixed order, a known status and a warnings array", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = computeIndicators(input)
        return (
          JSON.stringify(out.map((i) => i.key)) === JSON.stringify(indicatorKeys) &&
          out.every((i) => ["ok", "degraded", "pending", "unavailable"].includes(i.status) && Array.isArray(i.warnings))
        )
      })
    )
  })

  it("property: ok means no warnings; degraded means at least one", () => {
    fc.assert(
      fc.property(inputArb, (input) =>
        computeIndicators(input).every(
          (i) => (i.status !== "ok" || i.warnings.length === 0) && (i.status !== "degraded" || i.warnings.length > 0)
        )
      )
    )
  })

  it("property: the order of the holdings does not change any indicator", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = { ...input, holdings: [...input.holdings].reverse() }
        return JSON.stringify(computeIndicators(input)) === JSON.stringify(computeIndicators(reversed))
      })
    )
  })

  it("property: currency and factor shares each sum to 1; 1 <= effective holdings <= holdings valued", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const out = computeIndicators(input)
        const exposure = out[1] as { value: CurrencyExposureValue }
        const d = (out[3] as { value: DiversificationMeasures }).value
        // Shares exist only when something is worth more than nothing: a positive unit price is not enough
        // (1 x JPY 0.01 is worth 0 yen, and the weights are 0 when the total is 0, as documented).
        fc.pre(valueHoldings(input.holdings, input.profile).total > 0)
        const sum = (xs: ReadonlyArray<{ share: number }>) => xs.reduce((s, x) => s + x.share, 0)
        return (
          Math.abs(sum(exposure.value.byCurrency) - 1) < 1e-3 &&
          Math.abs(sum(d.byFactor) - 1) < 1e-3 &&
          d.effectiveHoldings >= 1 - 1e-3 &&
          d.effectiveHoldings <= d.holdingCount + 1e-3
        )
      })
    )
  })

  it("property: the total drag is never below the ongoing charge", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const drag = computeIndicators(input)[4]!.value as { weightedOngoingCharge: number; totalDrag: number }
        return drag.totalDrag >= drag.weightedOngoingCharge - 1e-9
      })
    )
  })
})
