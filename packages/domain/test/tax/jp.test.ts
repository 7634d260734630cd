import { describe, expect, it } from "vitest"
import { jp2025, jp2026 } from "../../src/tax/rules/jp.js"
import type { TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import { calculateFor, layerTax } from "./calculateFor.js"

/** The amount of a named deduction of a layer (fails the test when absent). */
const deduction = (r: TaxCalculationResult, layer: string, name: string): number => {
  const line = r.incomeTax.find((l) => l.layer === layer)
  const found = line?.deductions.find((d) => d.name === name)
  if (found === undefined) throw new Error(`no deduction ${name} in ${layer}`)
  return found.amount
}
const BASIC = "Basic deduction (基礎控除)"
const EMPLOYMENT = "Employment income deduction (給与所得控除)"

// Worked examples computed with the NTA quick-calculation table
// (https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm: taxable 1,950,000-3,299,000:
// 10% minus 97,500) and the employment income deduction table
// (https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1410.htm: 3.6M-6.6M: 20% + 440,000);
// taxable income rounded down to 1,000 yen, tax to 100 yen, reconstruction surtax 2.1%.
// Employee social insurance in the rule set: 4.955% + 9.15% + 0.55% = 14.655% of pay.
describe("Japan 2025", () => {
  // Basic deduction 2025 (令和7年度税制改正, https://www.nta.go.jp/users/gensen/2025kiso/index.htm):
  // total income up to 1.32M: 950,000; 3.36M: 880,000; 4.89M: 680,000; 6.55M: 630,000; 23.5M: 580,000;
  // 24M: 480,000; 24.5M: 320,000; 25M: 160,000; above: 0. Inhabitant tax: 430,000 (up to 24M).
  it("salary 5,000,000 yen: total income 3,560,000 -> basic deduction 680,000; taxable 2,147,000; tax 117,200", () => {
    const r = calculateFor(jp2025, { employment: 5000000 })
    expect(deduction(r, "income-tax", EMPLOYMENT)).toBeCloseTo(1440000, 2)
    expect(deduction(r, "income-tax", BASIC)).toBeCloseTo(680000, 2)
    // 5,000,000 - 1,440,000 - 680,000 - 732,750 social insurance = 2,147,250 -> 2,147,000
    expect(r.incomeTax[0]!.taxableIncome).toBe(2147000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(2147000 * 0.1 - 97500, 2)
    // 117,200 x 1.021 = 119,661 (the NTA rounds the sum down to 119,600)
    expect(Math.abs(layerTax(r, "income-tax") - 119600)).toBeLessThan(100)
    // inhabitant tax: 3,560,000 - 430,000 - 732,750 = 2,397,250 -> 2,397,000 x 10%
    expect(layerTax(r, "inhabitant-tax")).toBe(239700)
  })

  it("taxable income 10,000,000 yen: 33% minus 1,536,000 = 1,764,000 yen", () => {
    // self-employment 10,580,000 less the 580,000 basic deduction (total income above 6.55M)
    const r = calculateFor(jp2025, { selfEmployment: 10580000 })
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(1764000, 2)
  })

  it("basic deduction by total income: each band of the 2025 reform", () => {
    const basicAt = (income: number) => deduction(calculateFor(jp2025, { selfEmployment: income }), "income-tax", BASIC)
    expect(basicAt(1320000)).toBeCloseTo(950000, 2)
    expect(basicAt(3000000)).toBeCloseTo(880000, 2)
    expect(basicAt(3360000)).toBeCloseTo(880000, 2)
    expect(basicAt(4000000)).toBeCloseTo(680000, 2)
    expect(basicAt(6000000)).toBeCloseTo(630000, 2)
    expect(basicAt(6550000)).toBeCloseTo(630000, 2)
    expect(basicAt(7000000)).toBeCloseTo(580000, 2)
    expect(basicAt(23800000)).toBeCloseTo(480000, 2)
    expect(basicAt(24200000)).toBeCloseTo(320000, 2)
    expect(basicAt(24800000)).toBeCloseTo(160000, 2)
    expect(basicAt(26000000)).toBe(0)
  })

  it("the 1.6 million yen threshold: salary 1,600,000 pays no income tax (650,000 + 950,000)", () => {
    const r = calculateFor(jp2025, { employment: 1600000 })
    expect(deduction(r, "income-tax", EMPLOYMENT)).toBeCloseTo(650000, 2)
    expect(deduction(r, "income-tax", BASIC)).toBeCloseTo(950000, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBe(0)
  })

  it("dividends at 20.315%", () => {
    expect(calculateFor(jp2025, { dividends: 1000000 }).dividendTax).toBeCloseTo(203150, 2)
  })
})

describe("Japan 2026", () => {
  // 2026 reform (令和8年度税制改正; NTA https://www.nta.go.jp/users/gensen/2026kiso/index.htm and
  // https://www.nta.go.jp/publication/pamph/gensen/2026kaisei.pdf p. 1): basic deduction 1,040,000 up
  // to total income 4.89M, 670,000 up to 6.55M, 620,000 up to 23.5M; employment income deduction
  // minimum 740,000 for pay up to 2.2M (income tax) and 690,000 (inhabitant tax, FY2027).
  it("salary 5,000,000 yen: basic deduction 1,040,000; taxable 1,787,000; tax 5% = 89,350", () => {
    const r = calculateFor(jp2026, { employment: 5000000 })
    expect(deduction(r, "income-tax", BASIC)).toBeCloseTo(1040000, 2)
    // 5,000,000 - 1,440,000 - 1,040,000 - 732,750 = 1,787,250 -> 1,787,000
    expect(r.incomeTax[0]!.taxableIncome).toBe(1787000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(89350, 2)
    // 89,350 x 1.021 = 91,226 (the NTA rounds the sum down to 91,200)
    expect(Math.abs(layerTax(r, "income-tax") - 91200)).toBeLessThan(100)
    // inhabitant tax unchanged: basic deduction 430,000 -> 2,397,000 x 10%
    expect(layerTax(r, "inhabitant-tax")).toBe(239700)
  })

  it("taxable income 10,000,000 yen: self-employment 10,620,000 less the 620,000 basic deduction", () => {
    const r = calculateFor(jp2026, { selfEmployment: 10620000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(10000000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(1764000, 2)
  })

  it("basic deduction by total income: 1,040,000 / 670,000 / 620,000 and the unchanged top bands", () => {
    const basicAt = (income: number) => deduction(calculateFor(jp2026, { selfEmployment: income }), "income-tax", BASIC)
    expect(basicAt(1000000)).toBeCloseTo(1000000, 2) // capped at the income
    expect(basicAt(2000000)).toBeCloseTo(1040000, 2)
    expect(basicAt(4890000)).toBeCloseTo(1040000, 2)
    expect(basicAt(5000000)).toBeCloseTo(670000, 2)
    expect(basicAt(6550000)).toBeCloseTo(670000, 2)
    expect(basicAt(7000000)).toBeCloseTo(620000, 2)
    expect(basicAt(23800000)).toBeCloseTo(480000, 2)
    expect(basicAt(26000000)).toBe(0)
  })

  it("the 1.78 million yen threshold: salary 1,780,000 -> 740,000 + 1,040,000, no income tax", () => {
    const r = calculateFor(jp2026, { employment: 1780000 })
    expect(deduction(r, "income-tax", EMPLOYMENT)).toBeCloseTo(740000, 2)
    expect(deduction(r, "income-tax", BASIC)).toBeCloseTo(1040000, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBe(0)
    // inhabitant tax: minimum 690,000 -> income 1,090,000 - 430,000 - social 260,859 = 399,141 -> 399,000
    expect(deduction(r, "inhabitant-tax", "Employment income deduction (inhabitant tax)")).toBeCloseTo(690000, 2)
    expect(layerTax(r, "inhabitant-tax")).toBe(39900)
  })

  it("self-employment 5,000,000 yen pays less in 2026 than in 2025 (basic deduction 670,000 vs 630,000)", () => {
    // 2025: 5,000,000 - 630,000 = 4,370,000 x 20% - 427,500 = 446,500; 2026: 4,330,000 -> 438,500
    expect(calculateFor(jp2025, { selfEmployment: 5000000 }).incomeTax[0]!.taxBeforeCredits).toBeCloseTo(446500, 2)
    expect(calculateFor(jp2026, { selfEmployment: 5000000 }).incomeTax[0]!.taxBeforeCredits).toBeCloseTo(438500, 2)
  })
})
