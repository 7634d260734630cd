import { describe, expect, it } from "vitest"
import { ie2025 } from "../../src/tax/rules/ie.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from Revenue's 2025 tax rates and credits
// (https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/tax-relief-charts/index.aspx:
// single person 20% to 44,000, 40% above; personal and employee credits EUR 2,000 each) and USC
// bands (https://www.revenue.ie/en/jobs-and-pensions/usc/standard-rates-thresholds.aspx).
describe("Ireland", () => {
  it("2025, employee EUR 50,000: tax 11,200 - 4,000 = 7,200; USC 1,046; PRSI 2,050", () => {
    const r = calculateFor(ie2025, { employment: 50000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(7200, 2)
    expect(contribution(r, "usc")).toBeCloseTo(1046, 2)
    expect(contribution(r, "prsi-a")).toBeCloseTo(2050, 2)
  })

  it("2025, employee EUR 80,000: tax EUR 19,200; USC EUR 2,443.80", () => {
    const r = calculateFor(ie2025, { employment: 80000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(19200, 2)
    expect(contribution(r, "usc")).toBeCloseTo(2443.8, 2)
  })

  it("DIRT 33% on deposit interest and CGT 33% above EUR 1,270", () => {
    const r = calculateFor(ie2025, { interest: 1000, capitalGains: 11270 })
    expect(r.interestTax).toBeCloseTo(330, 2)
    expect(r.capitalGainsTax).toBeCloseTo(3300, 2)
  })
})
