import { describe, expect, it } from "vitest"
import { ca2025 } from "../../src/tax/rules/ca.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the CRA 2025 rates
// (https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html:
// 14.5% effective lowest rate for 2025, 20.5% over $57,375), the CPP and EI 2025 maximums
// pages, and Ontario's 2025 rates (https://www.ontario.ca/document/personal-income-tax).
describe("Canada (Ontario)", () => {
  it("2025, salary $60,000: CPP 3,361.75, EI 984; federal 8,741.68 - credits = $5,641.47; Ontario $2,435.33; OHP $600", () => {
    const r = calculateFor(ca2025, { employment: 60000 })
    expect(contribution(r, "cpp")).toBeCloseTo(3361.75, 2)
    expect(contribution(r, "ei")).toBeCloseTo(984, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(59435, 2)
    expect(layerTax(r, "federal")).toBeCloseTo(5641.47, 1)
    expect(layerTax(r, "ontario")).toBeCloseTo(2435.33, 1)
    expect(contribution(r, "ontario-health-premium")).toBeCloseTo(600, 2)
  })

  it("2025, half of a capital gain is included", () => {
    const r = calculateFor(ca2025, { capitalGains: 100000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(50000, 6)
    // 14.5% x 50,000 - 14.5% x 16,129 = 4,911.30
    expect(layerTax(r, "federal")).toBeCloseTo(4911.295, 2)
  })
})
