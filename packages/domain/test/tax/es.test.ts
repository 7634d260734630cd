import { describe, expect, it } from "vitest"
import { es2025, es2026 } from "../../src/tax/rules/es.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the AEAT's Manual práctico de Renta 2025 scales
// (https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2025.html):
// general scale (state + supplementary autonomous) 19/24/30/37/45/47%, personal minimum EUR 5,550
// taxed at the scale and subtracted, employment reduction of art. 20 LIRPF, EUR 2,000 other
// expenses; savings scale 19/21/23/27/30%; art. 93 LIRPF for the inbound-worker regime; the
// deduction for low employment income (disposición adicional 61ª LIRPF: 2025 Ley 5/2025, EUR 340 up
// to 16,576 less 0.2 x the excess; 2026 Real Decreto-ley 5/2026, EUR 590.89 up to 17,094 less 0.2 x
// the excess). 2026: same scales, employee social security 6.50% (MEI 0.15%) up to EUR 61,214.40.
describe("Spain", () => {
  it("2025, employee EUR 30,000: SS 6.48% = 1,944; base 26,056; cuota 5,982.30 - 1,054.50 = EUR 4,927.80", () => {
    const r = calculateFor(es2025, { employment: 30000 })
    expect(contribution(r, "ss-employee")).toBeCloseTo(1944, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(26056, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(4927.8, 2)
  })

  it("2025, employee EUR 16,000: full EUR 7,302 reduction, cuota 21.13 wiped out by the EUR 340 low-wage deduction", () => {
    // 16,000 - 1,036.80 SS - 2,000 = 12,963.20; - 7,302 = 5,661.20; 5,661.20 x 19% = 1,075.63;
    // - 5,550 x 19% = 21.13; the deduction (gross pay <= 16,576) is 340 > 21.13, so no tax.
    const r = calculateFor(es2025, { employment: 16000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(5661.2, 2)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(1075.63, 2)
    expect(layerTax(r, "irpf")).toBe(0)
  })

  it("2025, employee EUR 18,000: cuota 376.50 less the low-wage deduction 340 - 0.2 x 1,424 = 55.20: EUR 321.30", () => {
    // SS 1,166.40; 18,000 - 1,166.40 - 2,000 = 14,833.60 <= 14,852: full 7,302 reduction; base 7,531.60;
    // 7,531.60 x 19% = 1,431.00 - 1,054.50 = 376.50; less 55.20 = 321.30.
    const r = calculateFor(es2025, { employment: 18000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(7531.6, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(321.3, 2)
  })

  it("2026, employee EUR 30,000: SS 6.50% = 1,950; base 26,050; cuota 5,980.50 - 1,054.50 = EUR 4,926", () => {
    // 12,450 x 19% + 7,750 x 24% + 5,850 x 30% = 2,365.50 + 1,860 + 1,755 = 5,980.50; no low-wage deduction.
    const r = calculateFor(es2026, { employment: 30000 })
    expect(contribution(r, "ss-employee")).toBeCloseTo(1950, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(26050, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(4926, 2)
  })

  it("2026, pay at the 2026 minimum wage EUR 17,094: cuota 214.87 cancelled by the EUR 590.89 deduction", () => {
    // SS 6.5% = 1,111.11; 17,094 - 1,111.11 - 2,000 = 13,982.89: full 7,302 reduction; base 6,680.89;
    // 6,680.89 x 19% = 1,269.37 - 1,054.50 = 214.87 < 590.89: no tax.
    const r = calculateFor(es2026, { employment: 17094 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(6680.89, 2)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(1269.37, 2)
    expect(layerTax(r, "irpf")).toBe(0)
  })

  it("2026, employee EUR 20,000: reduction 4,068, cuota 1,354.68, deduction 590.89 - 0.2 x 2,906 = 9.69: EUR 1,344.99", () => {
    // SS 1,300; 20,000 - 1,300 - 2,000 = 16,700; reduction 7,302 - 1.75 x (16,700 - 14,852) = 4,068;
    // base 12,632: 12,450 x 19% + 182 x 24% = 2,409.18 - 1,054.50 = 1,354.68; - 9.69 = 1,344.99.
    const r = calculateFor(es2026, { employment: 20000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(12632, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(1344.99, 2)
  })

  it("2026, pay above the maximum base: SS 6.50% x EUR 61,214.40 = EUR 3,978.94", () => {
    const r = calculateFor(es2026, { employment: 80000 })
    expect(contribution(r, "ss-employee")).toBeCloseTo(3978.94, 2)
  })

  it("2025, savings base EUR 60,000: 6,000 x 19% + 44,000 x 21% + 10,000 x 23% = EUR 12,780", () => {
    const r = calculateFor(es2025, { interest: 20000, capitalGains: 40000 })
    expect(r.interestTax + r.capitalGainsTax).toBeCloseTo(1140 + 9240 + 2300, 2)
  })

  it("2025 Beckham regime, salary EUR 700,000: 24% x 600,000 + 47% x 100,000 = EUR 191,000", () => {
    const r = calculateFor(es2025, { employment: 700000 }, { residenceStatus: "es-beckham" })
    expect(layerTax(r, "irnr-beckham")).toBeCloseTo(191000, 2)
  })
})
