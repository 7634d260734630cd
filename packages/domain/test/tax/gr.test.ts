import { describe, expect, it } from "vitest"
import { gr2025, gr2026 } from "../../src/tax/rules/gr.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the AADE scale (https://www.aade.gr/polites/forologia-eisodimatos:
// 9% to 10,000, 22% to 20,000, 28% to 30,000, 36% to 40,000, 44% above), the tax reduction of
// art. 16 ΚΦΕ (EUR 777 less EUR 20 per EUR 1,000 above 12,000), EFKA 13.37%, and the art. 5B
// regime (7% on foreign income), https://www.aade.gr/polites/forologia-eisodimatos/eidikoi-kanones-forologisis-fysikon-prosopon-pou-metaferoun-ti-forologiki-katoikia-toys
describe("Greece", () => {
  it("2025, employee EUR 30,000: EFKA 4,011; taxable 25,989; tax 4,776.92 - 497.22 = EUR 4,279.70", () => {
    const r = calculateFor(gr2025, { employment: 30000 })
    expect(contribution(r, "efka")).toBeCloseTo(4011, 2)
    expect(layerTax(r, "income-tax")).toBeCloseTo(4279.7, 2)
  })

  it("2025, pensioner EUR 15,000: 900 + 22% x 5,000 = 2,000 less 777 - 60 = EUR 1,283", () => {
    const r = calculateFor(gr2025, { pension: 15000 })
    expect(layerTax(r, "income-tax")).toBeCloseTo(1283, 2)
  })

  it("art. 5B: foreign pension EUR 50,000 at 7% = EUR 3,500", () => {
    const r = calculateFor(gr2025, { pension: 50000 }, { residenceStatus: "gr-5b-pensioners" })
    expect(r.totalTax).toBeCloseTo(3500, 2)
  })

  it("dividends 5%, interest 15%", () => {
    const r = calculateFor(gr2025, { dividends: 10000, interest: 10000 })
    expect(r.dividendTax).toBeCloseTo(500, 2)
    expect(r.interestTax).toBeCloseTo(1500, 2)
  })

  it("2026 (reformed scale, provisional), employee EUR 30,000: taxable 25,989; 900 + 2,000 + 26% x 5,989 = 4,457.14 - 497.22 = EUR 3,959.92", () => {
    expect(layerTax(calculateFor(gr2026, { employment: 30000 }), "income-tax")).toBeCloseTo(3959.92, 1)
  })
})
