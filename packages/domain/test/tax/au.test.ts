import { describe, expect, it } from "vitest"
import { au2025, au2026 } from "../../src/tax/rules/au.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples from the ATO resident rates table for 2025-26
// (https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents: "$45,001 - $135,000:
// $4,288 plus 30c for each $1 over $45,000"), the low income tax offset (700 less 5c per $1 over
// $37,500) and the 2% Medicare levy.
describe("Australia", () => {
  it("2025-26, taxable income $80,000: $4,288 + 30% x $35,000 = $14,788; Medicare $1,600", () => {
    const r = calculateFor(au2025, { employment: 80000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(14788, 2)
    expect(contribution(r, "medicare-levy")).toBeCloseTo(1600, 2)
  })

  it("2025-26, taxable income $40,000: $3,488 less LITO $575 = $2,913", () => {
    const r = calculateFor(au2025, { employment: 40000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(2913, 2)
  })

  it("a $20,000 discount capital gain adds $10,000 of taxable income", () => {
    const r = calculateFor(au2025, { employment: 80000, capitalGains: 20000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(90000, 6)
  })

  it("2026-27, taxable income $80,000: 15% x $26,800 + 30% x $35,000 = $14,520", () => {
    // ATO rates for 2026-27 after the Treasury Laws Amendment (Cost of Living Tax Cuts) Act:
    // "$18,201 - $45,000: 15c for each $1 over $18,200"
    expect(layerTax(calculateFor(au2026, { employment: 80000 }), "income-tax")).toBeCloseTo(4020 + 10500, 2)
  })
})
