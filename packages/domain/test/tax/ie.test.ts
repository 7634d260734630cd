import { describe, expect, it } from "vitest"
import { ie2025, ie2026 } from "../../src/tax/rules/ie.js"
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

  // 2026 (Budget 2026, Finance Act 2025): bands and credits as 2025; USC 0.5% to 12,012, 2% to 28,700 (was
  // 27,382), 3% to 70,044, 8% above; PRSI 4.2% to September and 4.35% from 1 October 2026 (13 of 52 weeks).
  it("2026, employee EUR 50,000: tax 7,200; USC 60.06 + 333.76 + 639 = 1,032.82; PRSI 50,000 x 4.2375% = 2,118.75", () => {
    const r = calculateFor(ie2026, { employment: 50000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(44000 * 0.2 + 6000 * 0.4 - 4000, 2)
    expect(contribution(r, "usc")).toBeCloseTo(12012 * 0.005 + (28700 - 12012) * 0.02 + (50000 - 28700) * 0.03, 2)
    expect(contribution(r, "prsi-a")).toBeCloseTo((50000 * (0.042 * 39 + 0.0435 * 13)) / 52, 2)
  })

  it("2026, employee EUR 80,000: USC 60.06 + 333.76 + 1,240.32 + 796.48 = EUR 2,430.62, EUR 13.18 less than 2025", () => {
    const usc2026 = contribution(calculateFor(ie2026, { employment: 80000 }), "usc")
    expect(usc2026).toBeCloseTo(60.06 + 333.76 + 1240.32 + 796.48, 2)
    // The 1,318 euro of income moved from the 3% band to the 2% band: 1,318 x 1% = 13.18.
    expect(contribution(calculateFor(ie2025, { employment: 80000 }), "usc") - usc2026).toBeCloseTo(13.18, 2)
  })
})
