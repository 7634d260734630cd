import { describe, expect, it } from "vitest"
import { nl2025, nl2026 } from "../../src/tax/rules/nl.js"
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

  // 2026 (Belastingplan 2026 as enacted, provisional): 35.75% to 38,883, 37.56% to 78,426, 49.50% above;
  // AHK 3,115 less 6.398% above 29,736; arbeidskorting 5,685 at 45,592, less 6.51% of the excess (zero at
  // 132,920), rising from 996 at 11,965 at 31.009% to 5,300 at 25,845.
  it("2026, salary EUR 50,000: 18,076.22 - AHK 1,818.51 - AK 5,398.04 = EUR 10,859.67", () => {
    const r = calculateFor(nl2026, { employment: 50000 })
    const before = 38883 * 0.3575 + (50000 - 38883) * 0.3756
    const ahk = 3115 - 0.06398 * (50000 - 29736)
    const ak = 5685 * (1 - (50000 - 45592) / (132920 - 45592))
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(before, 2)
    expect(before).toBeCloseTo(18076.22, 2)
    expect(layerTax(r, "box1")).toBeCloseTo(before - ahk - ak, 2)
    expect(layerTax(r, "box1")).toBeCloseTo(10859.67, 1)
  })

  it("2026, 30% ruling, salary EUR 100,000: taxable 70,000; 25,588.22 - AHK 538.91 - AK 4,096.05 = EUR 20,953.25", () => {
    const r = calculateFor(nl2026, { employment: 100000 }, { residenceStatus: "nl-30-ruling" })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(70000, 6)
    expect(layerTax(r, "box1")).toBeCloseTo(20953.25, 1)
  })

  it("2026, part-time salary EUR 20,000: the labour credit's second segment 996 + 4,304 / 13,880 x 8,035 = EUR 3,487.54", () => {
    const r = calculateFor(nl2026, { employment: 20000 })
    // Tax before credits 7,150 less the full AHK 3,115 leaves 4,035; the labour credit takes it to 547.46.
    expect(layerTax(r, "box1")).toBeCloseTo(20000 * 0.3575 - 3115 - (996 + (8035 * (5300 - 996)) / (25845 - 11965)), 2)
  })

  // Issue 15, tax 6: the labour credit's phase-out is the published 6.510% of work income above the point of the
  // maximum (Belastingdienst, "Arbeidskorting", https://www.belastingdienst.nl/wps/wcm/connect/nl/werk-en-inkomen/content/hoeveel-arbeidskorting;
  // 2025: EUR 5,599 - 6.510% x (income - 43,071); 2026: EUR 5,685 - 6.510% x (income - 45,592)), not the slope
  // of a line drawn to the end point (5,599 / 86,007 = 6.50993%).
  it("labour credit in the phase-out: 2025 salary EUR 100,000 -> 5,599 - 6.51% x 56,929 = EUR 1,892.92; 2026 EUR 120,000 -> 841.04", () => {
    const credit = (r: ReturnType<typeof calculateFor>) =>
      r.incomeTax[0]!.credits.find((c) => c.name === "Arbeidskorting")!.amount
    expect(credit(calculateFor(nl2025, { employment: 100000 }))).toBeCloseTo(5599 - 0.0651 * (100000 - 43071), 6)
    expect(credit(calculateFor(nl2026, { employment: 120000 }))).toBeCloseTo(5685 - 0.0651 * (120000 - 45592), 6)
  })
})
