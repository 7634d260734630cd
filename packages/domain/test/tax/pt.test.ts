import { describe, expect, it } from "vitest"
import { pt2025, pt2026 } from "../../src/tax/rules/pt.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the art. 68 CIRS scale as amended by Lei 55-A/2025
// (https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx),
// the specific deduction of art. 25 (EUR 4,462.15) and the EUR 250 general family expenses
// credit (art. 78-B); the AT's IRS simulator (https://www.portaldasfinancas.gov.pt, "Simular IRS")
// applies the same scale with its "parcela a abater".
describe("Portugal", () => {
  it("2025, employee EUR 30,000: taxable 25,537.85; IRS 5,006.84 - 250 = EUR 4,756.84; SS 11% = EUR 3,300", () => {
    // 8,059 x 12.5% + 4,101 x 16% + 5,073 x 21.5% + 5,073 x 24.4% + 3,231.85 x 31.4%
    const r = calculateFor(pt2025, { employment: 30000 })
    expect(layerTax(r, "irs")).toBeCloseTo(4756.84, 2)
    expect(contribution(r, "ss-employee")).toBeCloseTo(3300, 2)
  })

  it("2025, employee EUR 60,000: taxable 55,537.85; IRS EUR 16,425.46", () => {
    // ... + 6,094 x 34.9% + 13,229 x 43.1% + 3,358 x 44.6% + 10,550.85 x 44.6%
    const r = calculateFor(pt2025, { employment: 60000 })
    expect(layerTax(r, "irs")).toBeCloseTo(16425.46, 2)
    expect(layerTax(r, "solidarity")).toBe(0)
  })

  it("2025, dividends EUR 10,000: 28% special rate = EUR 2,800", () => {
    expect(calculateFor(pt2025, { dividends: 10000 }).dividendTax).toBeCloseTo(2800, 2)
  })

  it("2025 IFICI: EUR 100,000 qualifying salary at 20% after the specific deduction; foreign dividends exempt", () => {
    const r = calculateFor(pt2025, { employment: 100000, dividends: 10000 }, { residenceStatus: "pt-ifici" })
    expect(layerTax(r, "ifici")).toBeCloseTo((100000 - 4462.15) * 0.2, 2)
    expect(r.dividendTax).toBe(0)
    expect(r.regime?.conditions.length).toBeGreaterThan(0)
  })

  it("2025 ex-residents: half of a EUR 60,000 salary excluded", () => {
    const r = calculateFor(pt2025, { employment: 60000 }, { residenceStatus: "pt-ex-resident" })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(60000 - 4462.15 - 30000, 2)
  })

  it("2026 (OE 2026 scale, provisional), employee EUR 30,000: taxable 25,412.91; IRS 4,810.65 - 250 = EUR 4,560.65", () => {
    // 8,342 x 12.5% + 4,245 x 15.7% + 5,251 x 21.2% + 5,251 x 24.1% + 2,323.91 x 31.1%
    const r = calculateFor(pt2026, { employment: 30000 })
    expect(layerTax(r, "irs")).toBeCloseTo(4560.65, 1)
    expect(r.facts.some((f) => f.factStatus === "provisional")).toBe(true)
  })
})
