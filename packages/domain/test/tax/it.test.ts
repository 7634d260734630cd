import { describe, expect, it } from "vitest"
import { it2025, it2026 } from "../../src/tax/rules/it.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the Agenzia delle Entrate IRPEF brackets for 2025
// (https://www.agenziaentrate.gov.it/portale/imposta-sul-reddito-delle-persone-fisiche-irpef-/aliquote-e-calcolo-dell-irpef:
// 23% to 28,000, 35% to 50,000, 43% above), the credits of art. 13 TUIR as the Agenzia's
// table states them (employment: 1,910 x (50,000 - R) / 22,000 between 28,000 and 50,000;
// pensions: 700 + 1,255 x (28,000 - R) / 19,500 between 8,500 and 28,000), the extra EUR 1,000
// credit of L. 207/2024 for 20,000-32,000, the EUR 65 increase of the employment credit for incomes
// above 25,000 and up to 35,000 (art. 13 c.1.1 TUIR, from L. 234/2021), and INPS 9.19%.
describe("Italy", () => {
  it("2025, employee EUR 35,000: INPS 3,216.50; R = 31,783.50; IRPEF 7,764.23 - 1,581.48 - 65 - 1,000 = EUR 5,117.75", () => {
    // The EUR 65 of art. 13 c.1.1 TUIR applies (25,000 < R <= 35,000); it was missing before (was 5,182.70).
    const r = calculateFor(it2025, { employment: 35000 })
    expect(contribution(r, "inps")).toBeCloseTo(3216.5, 2)
    expect(layerTax(r, "irpef")).toBeCloseTo(5117.7, 1)
    expect(layerTax(r, "addizionali")).toBeCloseTo(804.12, 1)
  })

  it("2025, pensioner EUR 20,000: IRPEF 4,600 - (700 + 1,255 x 0.4102) = EUR 3,385.20", () => {
    // (28,000 - 20,000) / 19,500 = 0.410256..., taken to four decimals (art. 13 TUIR): 0.4102
    const r = calculateFor(it2025, { pension: 20000 })
    expect(layerTax(r, "irpef")).toBeCloseTo(4600 - (700 + 1255 * 0.4102), 6)
  })

  it("2025, the employment credit jumps above EUR 15,000 of income as the statute says", () => {
    // R = 15,000: 3,450 - 1,955 = 1,495; R = 15,100: 3,473 - (1,910 + 1,190 x 12,900 / 13,000) = 382.15
    const at = calculateFor(it2025, { employment: 15000 / (1 - 0.0919) })
    const above = calculateFor(it2025, { employment: 15100 / (1 - 0.0919) })
    expect(layerTax(at, "irpef")).toBeCloseTo(1495, 1)
    expect(layerTax(above, "irpef")).toBeCloseTo(382.15, 1)
  })

  it("flat tax for new residents: EUR 200,000 whatever the foreign income", () => {
    const r = calculateFor(it2025, { dividends: 3_000_000 }, { residenceStatus: "it-flat-tax-new-residents" })
    expect(r.totalTax).toBe(200000)
    expect(r.lumpSum?.amount).toBe(200000)
  })

  it("financial income at 26%", () => {
    expect(calculateFor(it2025, { interest: 10000 }).interestTax).toBeCloseTo(2600, 2)
  })

  it("7% regime for foreign pensioners: EUR 40,000 of foreign pension and dividends -> EUR 2,800", () => {
    // art. 24-ter TUIR: imposta sostitutiva del 7% on all foreign-source income
    const r = calculateFor(it2025, { pension: 30000, dividends: 10000 }, { residenceStatus: "it-7-foreign-pensioners" })
    expect(r.totalTax).toBeCloseTo(2800, 2)
  })

  it("2026 (33% middle bracket, provisional), employee EUR 35,000: 6,440 + 33% x 3,783.50 - 2,646.52 = EUR 5,042.03", () => {
    // credits 1,581.52 + 65 (art. 13 c.1.1) + 1,000 (L. 207/2024) = 2,646.52
    const r = calculateFor(it2026, { employment: 35000 })
    expect(layerTax(r, "irpef")).toBeCloseTo(5042.03, 1)
  })

  it("2025, the EUR 65 increase of the employment credit: due at R = 30,000, not at R = 36,000", () => {
    // R = 30,000: 6,440 + 35% x 2,000 = 7,140 - 1,910 x 0.9090 (20,000 / 22,000 to four decimals: 1,736.19) - 65 - 1,000 = 4,338.81
    // R = 36,000: 6,440 + 35% x 8,000 = 9,240 - 1,910 x 0.6363 (14,000 / 22,000: 1,215.33) - 1,000 x 4,000 / 8,000 (500) = 7,524.67
    const at30 = calculateFor(it2025, { employment: 30000 / (1 - 0.0919) })
    const at36 = calculateFor(it2025, { employment: 36000 / (1 - 0.0919) })
    expect(at30.incomeTax[0]!.taxableIncome).toBeCloseTo(30000, 6)
    expect(layerTax(at30, "irpef")).toBeCloseTo(7140 - 1910 * 0.909 - 65 - 1000, 6)
    expect(layerTax(at36, "irpef")).toBeCloseTo(9240 - 1910 * 0.6363 - 500, 6)
  })

  it("INPS: 1% more above the first pensionable band (2025: EUR 55,448), nothing above the ceiling (EUR 120,607)", () => {
    // art. 3-ter D.L. 384/1992; INPS Circ. 26/2025 par. 5 (band) and par. 6 (ceiling). Versions 2 lacked the 1%.
    // 60,000: 9.19% x 60,000 = 5,514 + 1% x 4,552 = 45.52 -> 5,559.52
    expect(contribution(calculateFor(it2025, { employment: 60000 }), "inps")).toBeCloseTo(5559.52, 2)
    // 55,448: 9.19% only = 5,095.67
    expect(contribution(calculateFor(it2025, { employment: 55448 }), "inps")).toBeCloseTo(5095.67, 2)
    // 150,000: 10.19% x 120,607 - 1% x 55,448 = 12,289.85 - 554.48 = 11,735.37
    expect(contribution(calculateFor(it2025, { employment: 150000 }), "inps")).toBeCloseTo(11735.37, 2)
  })

  it("INPS 2026 (INPS Circ. 6/2026, provisional): band EUR 56,224, ceiling EUR 122,295", () => {
    // 60,000: 5,514 + 1% x 3,776 = 5,551.76; 150,000: 10.19% x 122,295 - 562.24 = 12,461.86 - 562.24 = 11,899.62
    expect(contribution(calculateFor(it2026, { employment: 60000 }), "inps")).toBeCloseTo(5551.76, 2)
    expect(contribution(calculateFor(it2026, { employment: 150000 }), "inps")).toBeCloseTo(11899.62, 1)
  })

  it("2026 flat tax for new residents: EUR 300,000 (provisional)", () => {
    expect(calculateFor(it2026, { dividends: 5e6 }, { residenceStatus: "it-flat-tax-new-residents" }).totalTax).toBe(
      300000
    )
  })

  // Issue 15, tax 6: Italy's three small gaps. Art. 13 TUIR (https://www.normattiva.it, D.P.R. 917/1986): the
  // credits' ratios are taken to their first four decimals; c.1.1: the EUR 65 is due when income is "superiore a
  // 25.000 euro"; INPS: the ceiling of L. 335/1995 binds those first insured from 1996 (a note, not an input).
  it("employment credit ratio to four decimals: R = 39,999.99 -> 1,910 x 0.4545 (not 0.454546)", () => {
    const r = calculateFor(it2025, { employment: 44048 })
    const line = r.incomeTax.find((l) => l.layer === "irpef")!
    expect(line.taxableIncome).toBeCloseTo(44048 * (1 - 0.0919), 6)
    const credit = line.credits.find((c) => c.name === "Detrazione per lavoro dipendente")!.amount
    expect(credit).toBeCloseTo(1910 * 0.4545, 6)
  })

  it("the EUR 65 and the EUR 1,000 are due in full on income just above 25,000 and 20,000, and not at them", () => {
    const credit = (taxable: number, name: string) => {
      const r = calculateFor(it2025, { employment: taxable / (1 - 0.0919) })
      const line = r.incomeTax.find((l) => l.layer === "irpef")!
      expect(Math.abs(line.taxableIncome - taxable)).toBeLessThan(1e-6)
      return line.credits.find((c) => c.name.startsWith(name))!.amount
    }
    expect(credit(25000.004, "Maggiorazione")).toBe(65)
    expect(credit(24999.99, "Maggiorazione")).toBe(0)
    expect(credit(20000.004, "Ulteriore detrazione")).toBe(1000)
  })

  it("both years note that the INPS ceiling binds only those first insured from 1996", () => {
    for (const rs of [it2025, it2026]) expect(rs.notes.some((n) => n.includes("1 January 1996"))).toBe(true)
  })
})
