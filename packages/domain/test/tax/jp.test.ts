import { describe, expect, it } from "vitest"
import { jp2025 } from "../../src/tax/rules/jp.js"
import { calculateFor, layerTax } from "./calculateFor.js"

// Worked examples computed with the NTA quick-calculation table
// (https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm: taxable 1,950,000-3,299,000:
// 10% minus 97,500) and the employment income deduction table
// (https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1410.htm: 3.6M-6.6M: 20% + 440,000);
// taxable income rounded down to 1,000 yen, tax to 100 yen, reconstruction surtax 2.1%.
describe("Japan", () => {
  it("2025, salary 5,000,000 yen: taxable 2,247,000; tax 127,200, with surtax about 129,800 yen", () => {
    const r = calculateFor(jp2025, { employment: 5000000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(2247000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(2247000 * 0.1 - 97500, 2)
    expect(Math.abs(layerTax(r, "income-tax") - 129800)).toBeLessThan(100)
    expect(layerTax(r, "inhabitant-tax")).toBe(239700)
  })

  it("2025, taxable income 10,000,000 yen: 33% minus 1,536,000 = 1,764,000 yen", () => {
    // self-employment 10,580,000 less the 580,000 basic deduction
    const r = calculateFor(jp2025, { selfEmployment: 10580000 })
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(1764000, 2)
  })

  it("dividends at 20.315%", () => {
    expect(calculateFor(jp2025, { dividends: 1000000 }).dividendTax).toBeCloseTo(203150, 2)
  })
})
