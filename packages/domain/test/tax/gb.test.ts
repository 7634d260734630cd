import { describe, expect, it } from "vitest"
import { gb2025, gb2026 } from "../../src/tax/rules/gb.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from HMRC's published rates (each step written out below):
// - Income Tax rates and Personal Allowances, https://www.gov.uk/income-tax-rates (PA £12,570,
//   basic 20% on the first £37,700 of taxable income, higher 40%, additional 45% over £125,140);
//   the PA taper example on https://www.gov.uk/income-tax-rates/income-over-100000 (£1 less for
//   every £2 over £100,000).
// - Rates and thresholds for employers 2025 to 2026 (Class 1 employee 8% between £12,570 and
//   £50,270, 2% above), https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026
// - Tax on dividends, https://www.gov.uk/tax-on-dividends ; CGT rates, https://www.gov.uk/capital-gains-tax/rates
describe("United Kingdom", () => {
  it("2025-26, salary £30,000: Income Tax (30,000 - 12,570) x 20% = £3,486; NI 8% x 17,430 = £1,394.40", () => {
    const r = calculateFor(gb2025, { employment: 30000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(3486, 2)
    expect(contribution(r, "nic-class1")).toBeCloseTo(1394.4, 2)
  })

  it("2025-26, salary £120,000: PA tapered to £2,570; tax 7,540 + 40% x 79,730 = £39,432; NI £4,410.60", () => {
    const r = calculateFor(gb2025, { employment: 120000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(39432, 2)
    expect(contribution(r, "nic-class1")).toBeCloseTo(3016 + 1394.6, 2)
    // In the taper zone the marginal rate is 40% x 1.5 = 60%, plus 2% NI.
    expect(r.marginalRate).toBeCloseTo(0.62, 6)
  })

  it("2025-26, salary £40,000 and gains £20,000: £10,270 of gains at 18%, £6,730 at 24% = £3,463.80", () => {
    const r = calculateFor(gb2025, { employment: 40000, capitalGains: 20000 })
    expect(r.capitalGainsTax).toBeCloseTo(1848.6 + 1615.2, 2)
  })

  it("2025-26 vs 2026-27, salary £50,270 and dividends £10,000: £9,500 above the allowance at the higher rate", () => {
    expect(calculateFor(gb2025, { employment: 50270, dividends: 10000 }).dividendTax).toBeCloseTo(9500 * 0.3375, 2)
    expect(calculateFor(gb2026, { employment: 50270, dividends: 10000 }).dividendTax).toBeCloseTo(9500 * 0.3575, 2)
  })

  it("2026-27, self-employed profit £60,000: Income Tax £11,432; Class 4 6% x 37,700 + 2% x 9,730 = £2,456.60", () => {
    const r = calculateFor(gb2026, { selfEmployment: 60000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(7540 + 0.4 * (47430 - 37700), 2)
    expect(contribution(r, "nic-class4")).toBeCloseTo(2262 + 194.6, 2)
  })

  // Issue 15, tax 1: the taper reads adjusted net income (https://www.gov.uk/income-tax-rates/income-over-100000;
  // ITA 2007 s.58: net income, the income charged to Income Tax, less reliefs). Capital gains are
  // charged to CGT (TCGA 1992), not to Income Tax, so they are not part of it.
  it("both years, salary £90,000 and gains £50,000: the PA is not tapered (gains are not adjusted net income): £23,432", () => {
    for (const rs of [gb2025, gb2026]) {
      const r = calculateFor(rs, { employment: 90000, capitalGains: 50000 })
      // taxable 90,000 - 12,570 = 77,430: 37,700 x 20% + 39,730 x 40% = 7,540 + 15,892
      expect(layerTax(r, "income-tax")).toBeCloseTo(23432, 2)
      // the gains sit above 77,430, all in the higher band: (50,000 - 3,000) x 24%
      expect(r.capitalGainsTax).toBeCloseTo(47000 * 0.24, 2)
    }
  })

  // Issue 15, tax 2: the Personal Allowance is set against income only (ITA 2007 s.35); the CGT
  // annual exempt amount (£3,000) is the only relief against gains (https://www.gov.uk/capital-gains-tax/allowances).
  it("both years, a £15,000 gain and no other income: CGT (15,000 - 3,000) x 18% = £2,160", () => {
    for (const rs of [gb2025, gb2026]) {
      const r = calculateFor(rs, { capitalGains: 15000 })
      expect(r.capitalGainsTax).toBeCloseTo(2160, 2)
      expect(r.totalTax).toBeCloseTo(2160, 2)
    }
  })

  it("both years, unused Personal Allowance still covers dividends: £10,000 of dividends alone, nothing due", () => {
    for (const rs of [gb2025, gb2026]) expect(calculateFor(rs, { dividends: 10000 }).dividendTax).toBe(0)
  })
})
