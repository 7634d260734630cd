import { describe, expect, it } from "vitest"
import { es2025 } from "../../src/tax/rules/es.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples computed by hand from the AEAT's Manual práctico de Renta 2025 scales
// (https://sede.agenciatributaria.gob.es/Sede/ayuda/manuales-videos-folletos/manuales-practicos/irpf-2025.html):
// general scale (state + supplementary autonomous) 19/24/30/37/45/47%, personal minimum EUR 5,550
// taxed at the scale and subtracted, employment reduction of art. 20 LIRPF, EUR 2,000 other
// expenses; savings scale 19/21/23/27/30%; art. 93 LIRPF for the inbound-worker regime.
describe("Spain", () => {
  it("2025, employee EUR 30,000: SS 6.48% = 1,944; base 26,056; cuota 5,982.30 - 1,054.50 = EUR 4,927.80", () => {
    const r = calculateFor(es2025, { employment: 30000 })
    expect(contribution(r, "ss-employee")).toBeCloseTo(1944, 2)
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(26056, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(4927.8, 2)
  })

  it("2025, employee EUR 16,000: net 12,963.20 gets the full EUR 7,302 reduction; cuota EUR 21.13", () => {
    const r = calculateFor(es2025, { employment: 16000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(5661.2, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(21.13, 2)
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
