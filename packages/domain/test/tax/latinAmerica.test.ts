import { describe, expect, it } from "vitest"
import { br2025 } from "../../src/tax/rules/br.js"
import { co2025 } from "../../src/tax/rules/co.js"
import { cr2025 } from "../../src/tax/rules/cr.js"
import { mx2025 } from "../../src/tax/rules/mx.js"
import { pa2025 } from "../../src/tax/rules/pa.js"
import { calculateFor, layerTax } from "./calculateFor.js"

describe("Mexico", () => {
  // SAT annual tariff (art. 152 LISR), https://www.sat.gob.mx/minisitio/DeclaracionAnual/tarifas.html :
  // row 75,984.56-133,536.07: cuota fija 4,461.94 + 10.88% of the excess; row 590,796.00-1,127,926.84: 110,842.74 + 30%.
  it("taxable income 100,000: 4,461.94 + 10.88% x 24,015.44 = 7,074.82", () => {
    expect(layerTax(calculateFor(mx2025, { selfEmployment: 100000 }), "isr")).toBeCloseTo(7074.82, 1)
  })
  it("taxable income 600,000: 110,842.74 + 30% x 9,204 = 113,603.94", () => {
    expect(layerTax(calculateFor(mx2025, { selfEmployment: 600000 }), "isr")).toBeCloseTo(113603.94, 0)
  })
  it("pensions are exempt up to 15 UMA a day", () => {
    expect(layerTax(calculateFor(mx2025, { pension: 600000 }), "isr")).toBe(0)
  })
})

describe("Colombia", () => {
  // Art. 241 Estatuto Tributario table (in UVT; UVT 2025 = 49,799, Resolución DIAN 000193 de 2024):
  // >1,090 to 1,700 UVT: (base - 1,090 UVT) x 19%; >4,100 to 8,670 UVT: (base - 4,100) x 33% + 788 UVT.
  // The table's fixed amounts are rounded to whole UVT, hence the tolerance of 0.1 UVT.
  it("salary COP 100,000,000: contributions 8%, 25% exempt; base 69,000,000; tax 2,796,627", () => {
    const r = calculateFor(co2025, { employment: 100e6 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(69e6, 0)
    expect(layerTax(r, "renta")).toBeCloseTo((69e6 / 49799 - 1090) * 0.19 * 49799, 0)
  })
  it("salary COP 300,000,000: base 236,658,790; tax ((base/UVT - 4,100) x 33% + 788) UVT", () => {
    const r = calculateFor(co2025, { employment: 300e6 })
    const expected = ((236658790 / 49799 - 4100) * 0.33 + 788) * 49799
    expect(Math.abs(layerTax(r, "renta") - expected)).toBeLessThan(0.1 * 49799)
  })
  it("occasional gains at 15%", () => {
    expect(calculateFor(co2025, { capitalGains: 10e6 }).capitalGainsTax).toBeCloseTo(1.5e6, 0)
  })
})

describe("Costa Rica", () => {
  // Ministerio de Hacienda salary brackets 2025 (monthly: exempt to 922,000; 10% to 1,352,000;
  // 15% to 2,373,000; 20% to 4,745,000; 25% above), https://www.hacienda.go.cr/docs/TramosRentaSalario2025.pdf
  it("salary CRC 1,500,000 a month: 43,000 + 22,200 = 65,200 a month, 782,400 a year", () => {
    expect(layerTax(calculateFor(cr2025, { employment: 18e6 }), "renta")).toBeCloseTo(782400, 2)
  })
  it("salary CRC 1,000,000 a month: 10% x 78,000 = 7,800 a month, 93,600 a year", () => {
    expect(layerTax(calculateFor(cr2025, { employment: 12e6 }), "renta")).toBeCloseTo(93600, 2)
  })
  it("foreign-source income is not taxed under the territorial regime", () => {
    expect(
      calculateFor(cr2025, { pension: 30e6, dividends: 5e6 }, { residenceStatus: "cr-foreign-source" }).totalTax
    ).toBe(0)
  })
})

describe("Panama", () => {
  // DGI, art. 700 Código Fiscal: exempt to 11,000; 15% to 50,000; 5,850 + 25% above 50,000.
  it("income USD 30,000: 15% x 19,000 = 2,850", () => {
    expect(layerTax(calculateFor(pa2025, { selfEmployment: 30000 }), "isr")).toBeCloseTo(2850, 2)
  })
  it("income USD 80,000: 5,850 + 25% x 30,000 = 13,350", () => {
    expect(layerTax(calculateFor(pa2025, { selfEmployment: 80000 }), "isr")).toBeCloseTo(13350, 2)
  })
})

describe("Brazil", () => {
  // Receita Federal IRPF table from May 2025 (https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/2025),
  // annualised x 12; desconto simplificado 20% capped at BRL 16,754.34.
  it("income BRL 120,000: base 103,245.66; tax 17,487.90", () => {
    const r = calculateFor(br2025, { selfEmployment: 120000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(103245.66, 2)
    expect(layerTax(r, "irpf")).toBeCloseTo(17487.9, 1)
  })
  it("income BRL 40,000: base 32,000; 7.5% x 2,854.40 = 214.08", () => {
    expect(layerTax(calculateFor(br2025, { selfEmployment: 40000 }), "irpf")).toBeCloseTo(214.08, 2)
  })
  it("dividends exempt in 2025; gains at 15%", () => {
    const r = calculateFor(br2025, { dividends: 100000, capitalGains: 100000 })
    expect(r.dividendTax).toBe(0)
    expect(r.capitalGainsTax).toBeCloseTo(15000, 2)
  })
})
