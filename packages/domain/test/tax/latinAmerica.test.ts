import { describe, expect, it } from "vitest"
import { br2025, br2026 } from "../../src/tax/rules/br.js"
import { co2025, co2026 } from "../../src/tax/rules/co.js"
import { cr2025, cr2026 } from "../../src/tax/rules/cr.js"
import { mx2025, mx2026 } from "../../src/tax/rules/mx.js"
import { pa2025, pa2026 } from "../../src/tax/rules/pa.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

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

describe("Mexico 2026", () => {
  // Art. 152 LISR tariff for 2026, Anexo 8 RMF 2026 (DOF 28 December 2025): row 86,022.12-151,176.19:
  // cuota fija 5,051.37 + 10.88% of the excess; row 424,353.98-668,840.14: 67,981.92 + 23.52%.
  // The rows moved up about 13.2% from 2025 (first band to 10,135.11 instead of 8,952.49).
  it("taxable income 100,000: 5,051.37 + 10.88% x 13,977.88 = 6,572.16", () => {
    expect(layerTax(calculateFor(mx2026, { selfEmployment: 100000 }), "isr")).toBeCloseTo(6572.16, 0)
  })
  it("taxable income 600,000: 67,981.92 + 23.52% x 175,646.02 = 109,293.86", () => {
    expect(layerTax(calculateFor(mx2026, { selfEmployment: 600000 }), "isr")).toBeCloseTo(109293.86, 0)
  })
  it("the 2026 tariff taxes 100,000 less than the 2025 one (wider bands)", () => {
    const t2026 = layerTax(calculateFor(mx2026, { selfEmployment: 100000 }), "isr")
    expect(layerTax(calculateFor(mx2025, { selfEmployment: 100000 }), "isr") - t2026).toBeCloseTo(7074.82 - 6572.16, 0)
  })
  it("pension exemption at the 2026 UMA (117.31): 15 x 117.31 x 365 = 642,272.25", () => {
    expect(layerTax(calculateFor(mx2026, { pension: 642000 }), "isr")).toBe(0)
    // 700,000 - 642,272.25 = 57,727.75: 194.59 + 6.40% x (57,727.75 - 10,135.12) = 3,240.52
    expect(layerTax(calculateFor(mx2026, { pension: 700000 }), "isr")).toBeCloseTo(3240.52, 0)
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

describe("Colombia 2026", () => {
  // Same art. 241 table in UVT; UVT 2026 = 52,374 (Resolución DIAN 000238 de 2025).
  it("salary COP 100,000,000: base 69,000,000; tax (base/UVT - 1,090) x 19% UVT = 2,263,355", () => {
    const r = calculateFor(co2026, { employment: 100e6 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(69e6, 0)
    expect(layerTax(r, "renta")).toBeCloseTo((69e6 / 52374 - 1090) * 0.19 * 52374, 0)
  })
  it("salary COP 300,000,000: the 25% exemption is capped at 790 UVT = 41,375,460; base 234,624,540", () => {
    const r = calculateFor(co2026, { employment: 300e6 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(276e6 - 790 * 52374, 0)
    const expected = ((234624540 / 52374 - 4100) * 0.33 + 788) * 52374
    expect(Math.abs(layerTax(r, "renta") - expected)).toBeLessThan(0.1 * 52374)
  })
  it("the higher UVT lowers the tax on the same salary", () => {
    expect(layerTax(calculateFor(co2026, { employment: 100e6 }), "renta")).toBeLessThan(
      layerTax(calculateFor(co2025, { employment: 100e6 }), "renta")
    )
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
  it("CCSS employee 2025: SEM 5.50% + IVM 4.17% + Banco Popular 1% = 10.67%", () => {
    expect(contribution(calculateFor(cr2025, { employment: 12e6 }), "ccss")).toBeCloseTo(1280400, 2)
  })
  it("self-employment CRC 12,000,000 a year on the 2025 lucrative-activity scale (Decreto 44772-H): 202,100 + 612,750 + 360,000 = 1,174,850", () => {
    // Exempt to 4,094,000; 10% to 6,115,000; 15% to 10,200,000; 20% to 20,442,000; 25% above (cr2025 v1-v2
    // used the salary scale x 12, exempt to 11,064,000: 93,600).
    const r = calculateFor(cr2025, { selfEmployment: 12e6 })
    expect(layerTax(r, "utilidades")).toBeCloseTo(1174850, 2)
    expect(layerTax(r, "renta")).toBe(0)
  })
})

describe("Costa Rica 2026", () => {
  // Decreto 45333-H (IPC -0.38%): exempt to 918,000 a month; 10% to 1,347,000; 15% to 2,364,000;
  // 20% to 4,727,000; 25% above. Lucrative activity (annual): exempt to 6,244,000; 10% to
  // 8,329,000; 15% to 10,414,000; 20% to 20,872,000; 25% above. IVM employee 4.33% from January 2026.
  it("salary CRC 1,500,000 a month: 42,900 + 22,950 = 65,850 a month, 790,200 a year", () => {
    expect(layerTax(calculateFor(cr2026, { employment: 18e6 }), "renta")).toBeCloseTo(790200, 2)
  })
  it("salary CRC 1,000,000 a month: 10% x 82,000 = 8,200 a month, 98,400 a year", () => {
    expect(layerTax(calculateFor(cr2026, { employment: 12e6 }), "renta")).toBeCloseTo(98400, 2)
  })
  it("self-employment CRC 12,000,000 a year on the lucrative-activity scale: 208,500 + 312,750 + 317,200 = 838,450", () => {
    const r = calculateFor(cr2026, { selfEmployment: 12e6 })
    expect(layerTax(r, "utilidades")).toBeCloseTo(838450, 2)
    expect(layerTax(r, "renta")).toBe(0)
  })
  it("CCSS employee 2026: 5.50% + 4.33% + 1% = 10.83%", () => {
    expect(contribution(calculateFor(cr2026, { employment: 12e6 }), "ccss")).toBeCloseTo(1299600, 2)
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

describe("Panama 2026 (unchanged scale)", () => {
  it("income USD 30,000: 15% x 19,000 = 2,850", () => {
    expect(layerTax(calculateFor(pa2026, { selfEmployment: 30000 }), "isr")).toBeCloseTo(2850, 2)
  })
  it("income USD 80,000: 5,850 + 25% x 30,000 = 13,350", () => {
    expect(layerTax(calculateFor(pa2026, { selfEmployment: 80000 }), "isr")).toBeCloseTo(13350, 2)
  })
  it("salary USD 40,000: CSS 9.75% + seguro educativo 1.25% = 4,400", () => {
    const r = calculateFor(pa2026, { employment: 40000 })
    expect(contribution(r, "css") + contribution(r, "seguro-educativo")).toBeCloseTo(4400, 2)
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

describe("Brazil 2026 (Lei 15.270/2025)", () => {
  // Annual table = monthly table x 12 (29,145.60 / 33,919.80 / 45,012.60 / 55,976.16); simplified
  // discount 20% capped at 17,640; reduction (art. 11-A Lei 9.250): up to 2,694.15 (tax zero) to
  // 60,000 of taxable income, 8,429.73 - 0.095575 x income to 88,200, none above.
  it("income BRL 60,000: base 48,000; table tax 358.07 + 1,663.92 + 672.17 = 2,694.15, reduced to zero", () => {
    const line = calculateFor(br2026, { selfEmployment: 60000 }).incomeTax[0]!
    expect(line.taxableIncome).toBeCloseTo(48000, 2)
    expect(line.taxBeforeCredits).toBeCloseTo(2694.15, 2)
    expect(line.tax).toBeCloseTo(0, 2)
  })
  it("income BRL 70,000: table tax 4,495.34 less 8,429.73 - 0.095575 x 70,000 = 1,739.48: 2,755.86", () => {
    const line = calculateFor(br2026, { selfEmployment: 70000 }).incomeTax[0]!
    expect(line.taxBeforeCredits).toBeCloseTo(4495.34, 1)
    expect(line.credits[0]!.amount).toBeCloseTo(1739.48, 2)
    expect(line.tax).toBeCloseTo(2755.86, 1)
  })
  it("income BRL 120,000: discount capped at 17,640; base 102,360; no reduction; 17,244.34", () => {
    const line = calculateFor(br2026, { selfEmployment: 120000 }).incomeTax[0]!
    expect(line.taxableIncome).toBeCloseTo(102360, 2)
    expect(line.credits.reduce((s, c) => s + c.amount, 0)).toBe(0)
    expect(line.tax).toBeCloseTo(17244.34, 1)
  })
  it("the 2025 rule set has no reduction: BRL 60,000 pays tax in 2025", () => {
    expect(layerTax(calculateFor(br2025, { selfEmployment: 60000 }), "irpf")).toBeGreaterThan(2000)
  })
  it("IRPFM on dividends: none to 600,000; (900,000/60,000 - 10)% = 5% of 900,000; 10% above 1.2 million", () => {
    expect(calculateFor(br2026, { dividends: 500000 }).dividendTax).toBe(0)
    expect(calculateFor(br2026, { dividends: 900000 }).dividendTax).toBeCloseTo(45000, 2)
    expect(calculateFor(br2026, { dividends: 2e6 }).dividendTax).toBeCloseTo(200000, 2)
  })
  it("INSS 2026 ceiling: 988.09 a month (bands to 1,621 / 2,902.84 / 4,354.27 / 8,475.55) x 12", () => {
    expect(contribution(calculateFor(br2026, { employment: 150000 }), "inss")).toBeCloseTo(988.0914 * 12, 1)
  })
})
