import { describe, expect, it } from "vitest"
import { de2025, de2026 } from "../../src/tax/rules/de.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples from the §32a EStG tariff formula as published in the statute
// (https://www.gesetze-im-internet.de/estg/__32a.html), evaluated step by step below and rounded
// down to the euro as §32a(1) prescribes; the BMF income-tax calculator
// (https://www.bmf-steuerrechner.de/ekst/eingabeformekst.xhtml) gives the same tariff amounts.
// Solidarity surcharge: §3 and §4 SolZG 1995. Abgeltungsteuer: §32d EStG, saver's allowance §20(9) EStG.
describe("Germany", () => {
  it("2025, zvE €50,000 (self-employed €50,036 less the €36 Sonderausgaben-Pauschbetrag): ESt €10,691", () => {
    // z = (50,000 - 17,443) / 10,000 = 3.2557; (176.64 z + 2,397) z + 1,015.13 = 10,691.35
    const r = calculateFor(de2025, { selfEmployment: 50036 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(50000)
    expect(layerTax(r, "einkommensteuer")).toBe(10691)
  })

  it("2026, zvE €50,000: ESt €10,548", () => {
    // z = (50,000 - 17,799) / 10,000 = 3.2201; (173.10 z + 2,397) z + 1,034.87 = 10,548.33
    const r = calculateFor(de2026, { selfEmployment: 50036 })
    expect(layerTax(r, "einkommensteuer")).toBe(10548)
  })

  it("2025, zvE €300,000: ESt 0.45 x 300,000 - 19,246.67 = €115,753; Soli 5.5% = €6,366.41", () => {
    const r = calculateFor(de2025, { selfEmployment: 300036 })
    const line = r.incomeTax[0]!
    expect(line.taxBeforeCredits).toBeCloseTo(115753.33, 2)
    expect(line.surtaxes[0]!.amount).toBeCloseTo(6366.41, 1)
    expect(line.tax).toBeCloseTo(115753 + 6366.415, 2)
  })

  it("2025, zvE below the Grundfreibetrag €12,096: no income tax", () => {
    const r = calculateFor(de2025, { selfEmployment: 12000 })
    expect(layerTax(r, "einkommensteuer")).toBe(0)
  })

  it("2025, employee €60,000: contributions 9.3% + 1.3% + 8.55% + 1.8%, zvE €47,149, ESt €9,694", () => {
    const r = calculateFor(de2025, { employment: 60000 })
    expect(contribution(r, "rv")).toBeCloseTo(5580, 2)
    expect(contribution(r, "av")).toBeCloseTo(780, 2)
    expect(contribution(r, "kv")).toBeCloseTo(5130, 2)
    expect(contribution(r, "pv")).toBeCloseTo(1080, 2)
    // 60,000 - 1,230 - 36 - 5,580 - 1,080 - 0.96 x 5,130 = 47,149.20 -> 47,149
    expect(r.incomeTax[0]!.taxableIncome).toBe(47149)
    expect(layerTax(r, "einkommensteuer")).toBe(9694)
  })

  it("2025, dividends €11,000: (11,000 - 1,000) x 25% = €2,500 plus Soli €137.50", () => {
    const r = calculateFor(de2025, { dividends: 11000 })
    expect(r.dividendTax).toBeCloseTo(2637.5, 2)
  })
})
