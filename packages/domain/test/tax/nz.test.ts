import { describe, expect, it } from "vitest"
import { nz2025, nz2026 } from "../../src/tax/rules/nz.js"
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

  // 2026-27: the same rates and thresholds; ACC earners' levy 1.75% up to $156,641 (maximum $2,741.22).
  it("2026-27, income $60,000: same tax $10,220.50; ACC 1.75% = $1,050", () => {
    const r = calculateFor(nz2026, { employment: 60000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(10220.5, 2)
    expect(contribution(r, "acc")).toBeCloseTo(1050, 2)
  })

  it("2026-27, income $200,000: $57,077.50; ACC capped at 1.75% x $156,641 = $2,741.22", () => {
    const r = calculateFor(nz2026, { employment: 200000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(57077.5, 2)
    expect(contribution(r, "acc")).toBeCloseTo(2741.22, 2)
    expect(nz2026.taxYearLabel).toBe("2026-27")
    expect(nz2026.periodStart).toBe("2026-04-01")
    expect(nz2026.periodEnd).toBe("2027-03-31")
  })
  it("2026-27 version 2: every fact verified; the ACC levy rests on ACC's own levy decision", () => {
    expect(nz2026.version).toBe(2)
    expect(nz2026.facts.filter((f) => f.factStatus === "provisional")).toEqual([])
    const acc = nz2026.facts.find((f) => f.key === "nz.2026.acc_earners_levy")
    expect(acc?.sourceUrl).toBe("https://www.acc.co.nz/levy-results")
    expect(acc?.value).toEqual({ rate: 0.0175, ceiling: 156641 })
  })
})
