import { describe, expect, it } from "vitest"
import { us2025, us2026 } from "../../src/tax/rules/us.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples. Sources:
// - IRS, 2025 Instructions for Form 1040, "2025 Tax Computation Worksheet—Line 16", Section A (single,
//   taxable income over $103,350 but not over $197,300: taxable income x 24% minus $7,153.00),
//   https://www.irs.gov/instructions/i1040gi ; rate schedule: Rev. Proc. 2024-40 §3.01 Table 3,
//   https://www.irs.gov/pub/irs-drop/rp-24-40.pdf ; standard deduction $15,750 (P.L. 119-21).
// - IRS Topic 751 (6.2% / 1.45%), SSA contribution and benefit base ($176,100 for 2025).
// - FTB, 2025 California Tax Rate Schedules, Schedule X, https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf
// - IRS, Rev. Proc. 2025-32 §4.01 and §4.03 (2026 schedules), https://www.irs.gov/pub/irs-drop/rp-25-32.pdf ;
//   Qualified Dividends and Capital Gain Tax Worksheet (0% up to $49,450 single in 2026).
describe("United States", () => {
  it("2025 single, wages $60,000: taxable $44,250, tax $1,192.50 + 12% x $32,325 = $5,071.50; FICA 7.65%", () => {
    const r = calculateFor(us2025, { employment: 60000 })
    expect(layerTax(r, "federal")).toBeCloseTo(5071.5, 2)
    expect(contribution(r, "social-security")).toBeCloseTo(3720, 2)
    expect(contribution(r, "medicare")).toBeCloseTo(870, 2)
    expect(r.totalTax).toBeCloseTo(9661.5, 2)
  })

  it("2025 single, taxable income $150,000: worksheet 150,000 x 24% - 7,153 = $28,847", () => {
    const r = calculateFor(us2025, { employment: 165750 })
    expect(layerTax(r, "federal")).toBeCloseTo(150000 * 0.24 - 7153, 2)
    expect(r.marginalRate).toBeCloseTo(0.24 + 0.062 + 0.0145, 6)
  })

  it("2025 married filing jointly, wages $120,000: taxable $88,500 -> $2,385 + 12% x $64,650 = $10,143", () => {
    const r = calculateFor(us2025, { employment: 120000 }, { filingStatus: "married_joint" })
    expect(layerTax(r, "federal")).toBeCloseTo(10143, 2)
  })

  it("2025 California single, wages $100,000: Schedule X on $94,294 less the $153 exemption credit", () => {
    const r = calculateFor(us2025, { employment: 100000 }, { subdivision: "ca" })
    // 110.79 + 303.70 + 607.52 + 965.40 + 1,214.56 + 9.3% x 21,570 = 5,207.98; minus 153
    expect(layerTax(r, "california")).toBeCloseTo(5054.98, 1)
    expect(contribution(r, "ca-sdi")).toBeCloseTo(1200, 2)
  })

  it("2026 single, wages $80,000: taxable $63,900 -> $1,240 + $4,560 + 22% x $13,500 = $8,770", () => {
    const r = calculateFor(us2026, { employment: 80000 })
    expect(layerTax(r, "federal")).toBeCloseTo(8770, 2)
  })

  it("2026 single, qualified dividends $60,000 only: taxable $43,900, all inside the 0% band", () => {
    const r = calculateFor(us2026, { dividends: 60000 })
    expect(r.dividendTax).toBe(0)
    expect(r.totalTax).toBe(0)
  })

  it("2026 single, wages $200,000 and long-term gains $100,000: gains taxed at 15%", () => {
    const r = calculateFor(us2026, { employment: 200000, capitalGains: 100000 })
    expect(r.capitalGainsTax).toBeCloseTo(15000, 2)
  })

  it("rejects California for 2026 (schedules not in this release)", () => {
    expect(() => calculateFor(us2026, { employment: 1 }, { subdivision: "ca" })).toThrow(/not modeled/)
  })
})
