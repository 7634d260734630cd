import { describe, expect, it } from "vitest"
import { nl2025 } from "../../src/tax/rules/nl.js"
import { calculateFor, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the Belastingdienst 2025 box 1 rates
// (https://www.belastingdienst.nl/wps/wcm/connect/nl/inkomstenbelasting/content/tarieven-inkomstenbelasting-2025:
// 35.82% to 38,441, 37.48% to 76,817, 49.50% above) and the 2025 heffingskortingen
// (algemene heffingskorting 3,068 less 6.337% above 28,406; arbeidskorting 5,599 at 43,071,
// less 6.51% above it).
describe("Netherlands", () => {
  it("2025, salary EUR 50,000: 18,101.88 - AHK 1,699.59 - AK 5,147.93 = EUR 11,254.36", () => {
    const r = calculateFor(nl2025, { employment: 50000 })
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(18101.88, 2)
    expect(layerTax(r, "box1")).toBeCloseTo(11254.36, 1)
  })

  it("2025, 30% ruling, salary EUR 100,000: taxable 70,000; EUR 21,319.75", () => {
    const r = calculateFor(nl2025, { employment: 100000 }, { residenceStatus: "nl-30-ruling" })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(70000, 6)
    expect(layerTax(r, "box1")).toBeCloseTo(21319.75, 1)
  })

  it("dividends are left to box 3 with a warning", () => {
    const r = calculateFor(nl2025, { dividends: 10000 })
    expect(r.totalTax).toBe(0)
    expect(r.warnings.some((w) => w.includes("box 3"))).toBe(true)
  })
})
