import { describe, expect, it } from "vitest"
import { nz2025 } from "../../src/tax/rules/nz.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from Inland Revenue's rates from 1 April 2025
// (https://www.ird.govt.nz/income-tax/income-tax-for-individuals/tax-codes-and-tax-rates-for-individuals/tax-rates-for-individuals:
// 10.5% to 15,600, 17.5% to 53,500, 30% to 78,100, 33% to 180,000, 39% above) and the ACC
// earners' levy (1.67% up to $152,790).
describe("New Zealand", () => {
  it("2025-26, income $60,000: 1,638 + 6,632.50 + 1,950 = $10,220.50; ACC $1,002", () => {
    const r = calculateFor(nz2025, { employment: 60000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(10220.5, 2)
    expect(contribution(r, "acc")).toBeCloseTo(1002, 2)
  })

  it("2025-26, income $200,000: $57,077.50; ACC capped at $2,551.59", () => {
    const r = calculateFor(nz2025, { employment: 200000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(57077.5, 2)
    expect(contribution(r, "acc")).toBeCloseTo(2551.59, 2)
  })

  it("capital gains are not taxed, with a warning", () => {
    const r = calculateFor(nz2025, { capitalGains: 100000 })
    expect(r.totalTax).toBe(0)
    expect(r.warnings.length).toBeGreaterThan(0)
  })
})
