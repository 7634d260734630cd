import { describe, expect, it } from "vitest"
import { pt2025, pt2026 } from "../../src/tax/rules/pt.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the art. 68 CIRS scale as amended by Lei 55-A/2025
// (https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx),
// the specific deduction of art. 25 (EUR 4,462.15) and the EUR 250 general family expenses
// credit (art. 78-B); the AT's IRS simulator (https://www.portaldasfinancas.gov.pt, "Simular IRS")
// applies the same scale with its "parcela a abater".
describe("Portugal", () => {
  it("2025, employee EUR 30,000: taxable 25,537.85; IRS 5,006.91 - 250 = EUR 4,756.91; SS 11% = EUR 3,300", () => {
    // art. 68 n.º 2: 22,306 x 17.897% (column B) + 3,231.85 x 31.4% = 3,992.10 + 1,014.80
    const r = calculateFor(pt2025, { employment: 30000 })
    expect(layerTax(r, "irs")).toBeCloseTo(22306 * 0.17897 + 3231.85 * 0.314 - 250, 6)
    expect(contribution(r, "ss-employee")).toBeCloseTo(3300, 2)
  })

  it("2025, employee EUR 60,000: taxable 55,537.85; IRS 44,987 x 26.607% + 10,550.85 x 44.6% - 250 = EUR 16,425.37", () => {
    const r = calculateFor(pt2025, { employment: 60000 })
    expect(layerTax(r, "irs")).toBeCloseTo(16425.37, 2)
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

  it("2026 (OE 2026 scale, provisional), employee EUR 30,000: taxable 25,412.91; IRS 4,810.64 - 250 = EUR 4,560.64", () => {
    // art. 68 n.º 2: 23,089 x 17.705% + 2,323.91 x 31.1%
    const r = calculateFor(pt2026, { employment: 30000 })
    expect(layerTax(r, "irs")).toBeCloseTo(4560.65, 1)
    expect(r.facts.some((f) => f.factStatus === "provisional")).toBe(true)
  })

  // Issue 15, tax 6: the top band is taxed as the statute says (art. 68 n.º 2 CIRS, https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx):
  // "o quantitativo do rendimento coletável [...] é dividido em duas partes: uma, igual ao limite do maior dos
  // escalões que nele couber, à qual se aplica a taxa da coluna (B) correspondente a esse escalão; outra, igual ao
  // excedente, a que se aplica a taxa da coluna (A) respeitante ao escalão imediatamente superior". Column (B) at
  // EUR 83,696 is 34.929% (2025) and at EUR 86,634 34.856% (2026); summing the normal rates band by band gives
  // 29,233.99 on 83,696 instead of the statute's 29,233.68.
  it("top band, taxable EUR 100,000: 2025 83,696 x 34.929% + 16,304 x 48% = 37,059.60; 2026 86,634 x 34.856% + 13,366 x 48%", () => {
    const irs = (rs: typeof pt2025, specific: number) =>
      calculateFor(rs, { pension: 100000 + specific }).incomeTax.find((l) => l.layer === "irs")!
    const y2025 = irs(pt2025, 4462.15)
    expect(y2025.taxableIncome).toBeCloseTo(100000, 6)
    expect(y2025.taxBeforeCredits).toBeCloseTo(83696 * 0.34929 + 16304 * 0.48, 6)
    const y2026 = irs(pt2026, 4587.09)
    expect(y2026.taxBeforeCredits).toBeCloseTo(86634 * 0.34856 + 13366 * 0.48, 6)
  })
})
