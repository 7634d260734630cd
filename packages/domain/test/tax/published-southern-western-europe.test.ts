import { describe, expect, it } from "vitest"
import { de2026 } from "../../src/tax/rules/de.js"
import { es2026 } from "../../src/tax/rules/es.js"
import { gr2026 } from "../../src/tax/rules/gr.js"
import { it2025, it2026 } from "../../src/tax/rules/it.js"
import { pt2025 } from "../../src/tax/rules/pt.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority or computed by its official calculator (issue 5), third
// pass for DE, ES, PT, IT and GR. Each test cites publisher, document, URL, where in it the figure is, how it
// was read and the date read. Inputs are chosen so that the calculator's taxable income equals the
// example's (asserted first); then the published tax is compared at the authority's rounding. What was
// searched without result is listed in the helper's report (docs/tax.md is maintained by the lead).

describe("Germany: BMF Lohn- und Einkommensteuerrechner 2026 (official calculator interface)", () => {
  // Publisher: Bundesministerium der Finanzen (BMF).
  // Document: the BMF's official wage-tax calculator, external interface for 2026,
  // https://www.bmf-steuerrechner.de/interface/2026Version1.xhtml?code=LSt2026ext (the machine interface of
  // https://www.bmf-steuerrechner.de, implementing the BMF's Programmablaufplan 2026).
  // Where: the calculator's answers for an annual wage (LZZ=1, "Jahreslohn") in tax class I (STKL=1) with no
  // other input: RE4 = EUR 25,000 -> LSTLZZ 1,376.00, WVFRB 6,861.00; RE4 = EUR 50,000 -> LSTLZZ 7,109.00,
  // WVFRB 27,336.00; RE4 = EUR 100,000 -> LSTLZZ 23,848.00, SOLZLZZ 416.26, WVFRB 70,948.00 (amounts in cent in
  // the answer). WVFRB is the taxable income (zvE) above the 2026 basic allowance of EUR 12,348 (§32a(1) EStG),
  // so zvE = WVFRB + 12,348: 19,209, 39,684 and 83,296. In tax class I the wage tax on an annual wage is the
  // §32a EStG tariff on that zvE (Grundtabelle), and SOLZLZZ the solidarity surcharge on it (§3, §4 SolZG).
  // Read: 2026-11-21. The BMF interface is not in the stored material; its answers were read as stored, with the
  // interface's URL, in a public repository: canida-software/lohnsteuer, tests/fixtures/bmf-2026.json (commit
  // d4568b0e1d9d989a454b4a40bfc350d328d46563), "Pap2026 BMF API fixtures (207 vectors)" cached from the BMF
  // external API (README: "2026 implementation is validated against the official BMF external API with cached
  // fixture vectors"; tests/bmf-api.test.ts queries the URL above).
  // Input: the calculator's employee deductions (Vorsorgeaufwendungen at the actual contributions) differ from
  // the wage-tax Vorsorgepauschale, so the zvE is reached as self-employment income plus the EUR 36
  // Sonderausgaben-Pauschbetrag the rule set deducts; rounding: zvE and tax to whole euros (§32a(1) EStG),
  // Soli to the cent.
  const cases: ReadonlyArray<{ readonly wage: number; readonly zve: number; readonly tax: number }> = [
    { wage: 25000, zve: 6861 + 12348, tax: 1376 },
    { wage: 50000, zve: 27336 + 12348, tax: 7109 }
  ]
  for (const c of cases) {
    it(`BMF 2026, annual wage EUR ${c.wage} (class I): zvE EUR ${c.zve} -> Lohnsteuer EUR ${c.tax}, no Soli`, () => {
      const r = calculateFor(de2026, { selfEmployment: c.zve + 36 })
      expect(r.incomeTax[0]!.taxableIncome).toBe(c.zve)
      expect(layerTax(r, "einkommensteuer")).toBe(c.tax)
      expect(r.incomeTax[0]!.surtaxes[0]!.amount).toBe(0)
    })
  }

  it("BMF 2026, annual wage EUR 100,000 (class I): zvE EUR 83,296 -> Lohnsteuer EUR 23,848, Soli EUR 416.26", () => {
    const line = calculateFor(de2026, { selfEmployment: 83296 + 36 }).incomeTax[0]!
    expect(line.taxableIncome).toBe(83296)
    // Tariff before the surcharge, floored to the euro.
    expect(line.tax - line.surtaxes[0]!.amount).toBe(23848)
    // Phase-in of the surcharge above the EUR 20,350 exemption limit: 11.9% x (23,848 - 20,350) = 416.26.
    expect(line.surtaxes[0]!.amount).toBeCloseTo(416.26, 2)
  })
})

describe("Greece: Ministry of Finance tax calculator for the 2026 scale (taxcalc2025.minfin.gr)", () => {
  // Publisher: Υπουργείο Εθνικής Οικονομίας και Οικονομικών (Ministry of National Economy and Finance).
  // Document: the ministry's official calculator of the 2026 income-tax reform (law 5246/2025),
  // https://www.taxcalc2025.minfin.gr/ (its bundle main-ASFKXBUP.js, observed 6 October 2025).
  // Where: annual wage income with no dependants and no contributions (taxable income = wage income), the
  // calculator's "tax before credit" and "credit" (the art. 16 ΚΦΕ reduction, EUR 777 less EUR 20 per EUR 1,000
  // above 12,000, nil at zero): 12,000 -> 1,300 and 777; 20,000 -> 2,900 and 617; 30,000 -> 5,500 and 417;
  // 50,000 -> 12,800 and 17; 70,000 -> 21,100 and 0.
  // Read: 2026-11-21. The calculator is not in the stored material; its figures and the quoted code were read as
  // stored in a public repository: cntanos/greektax, docs/reference/employment_tax_credit_2026.md (commit
  // 50d066251a48bd909001ecb32d8cd449f4986004), "2026 Ministry employment tax credit reference", table
  // "Regression figures captured for audit (employment only, 2026 tables, no contributions)", row "0 dependants"
  // ("These align with the bundled ministry calculator").
  // Input: the rule set deducts EFKA contributions from wages, so the example's taxable income is entered as
  // pension income (no contribution, same scale and same art. 16 reduction); euro amounts, compared to the cent.
  const rows: ReadonlyArray<{ readonly income: number; readonly before: number; readonly credit: number }> = [
    { income: 12000, before: 1300, credit: 777 },
    { income: 20000, before: 2900, credit: 617 },
    { income: 30000, before: 5500, credit: 417 },
    { income: 50000, before: 12800, credit: 17 },
    { income: 70000, before: 21100, credit: 0 }
  ]
  for (const row of rows) {
    it(`2026, taxable EUR ${row.income}, no dependants: tax before credit EUR ${row.before}, credit EUR ${row.credit}`, () => {
      const line = calculateFor(gr2026, { pension: row.income }).incomeTax[0]!
      expect(line.taxableIncome).toBeCloseTo(row.income, 2)
      expect(line.taxBeforeCredits).toBeCloseTo(row.before, 2)
      expect(line.credits.reduce((sum, c) => sum + c.amount, 0)).toBeCloseTo(row.credit, 2)
      expect(line.tax).toBeCloseTo(row.before - row.credit, 2)
    })
  }
})

describe("Spain: AEAT withholding calculator 2026 (Retenciones IRPF, official web service)", () => {
  // Publisher: Agencia Estatal de Administración Tributaria (AEAT).
  // Document: the AEAT's official withholding calculator for 2026, machine service of "Retenciones IRPF 2026",
  // https://www2.agenciatributaria.gob.es/wlpl/PRET-R200/mc (EJER=2026, PER=0, XML per AEATRetenciones2026.xsd),
  // which implements the AEAT's "Algoritmo de cálculo del tipo de retención IRPF 2026" (26-12-2025).
  // Where: its answers for an active employee, general contract, born 1990, situación familiar 3 (no
  // dependants), annual pay and employee contributions as given: pay 30,000, contributions 1,950 -> base
  // 26,050, tipo 16.42%, importe 4,926; pay 60,000, contributions 3,900 -> base 54,100, tipo 24.44%, importe
  // 14,664; pay 90,000, contributions 4,038.16 -> base 83,961.84, tipo 30.69%, importe 27,621.
  // Read: 2026-11-21. The service is not in the stored material; its answers (obtained 11-08-2026) were read as
  // stored in a public repository: tpz4hm662z-rgb/portal-herramientas, herramientas/calculadora-sueldo-neto/
  // MOTOR-2026.md (commit 46e6f00c8990f7996b72df41a684be2b25e00d40), section "Contraste independiente AEAT",
  // columns "AEAT base / tipo / importe", rows "General", "Base alta" and "Solidaridad".
  // How a row relates to the annual calculation (the algorithm's steps): the base is pay less contributions,
  // the EUR 2,000 of other expenses and the art. 20 reduction (nil at these pays); the cuota is the withholding
  // scale (art. 85 RIRPF: 19/24/30/37/45/47%, the state plus the supplementary autonomous scale that es.ts
  // applies) on the base less the same scale on the EUR 5,550 personal minimum; the tipo is cuota / pay,
  // truncated to two decimals, and the importe is tipo x pay. So the importe equals the annual cuota when the
  // tipo is exact (30,000 and 60,000), and otherwise the cuota is checked through the truncated tipo.
  // Input: at 30,000 and 60,000 the rule set's contributions (6.50%) equal the service's, so employment income is
  // entered; at 90,000 the service's contributions include the 2026 solidarity contribution above the maximum
  // base, which es.ts does not model, so the service's base is entered as pension income (no deduction).
  const exact: ReadonlyArray<{
    readonly pay: number
    readonly contributions: number
    readonly base: number
    readonly importe: number
  }> = [
    { pay: 30000, contributions: 1950, base: 26050, importe: 4926 },
    { pay: 60000, contributions: 3900, base: 54100, importe: 14664 }
  ]
  for (const c of exact) {
    it(`2026, pay EUR ${c.pay}: base EUR ${c.base}, retención EUR ${c.importe} = the annual cuota`, () => {
      const r = calculateFor(es2026, { employment: c.pay })
      expect(contribution(r, "ss-employee")).toBeCloseTo(c.contributions, 2)
      expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(c.base, 2)
      expect(layerTax(r, "irpf")).toBeCloseTo(c.importe, 2)
    })
  }

  it("2026, pay EUR 90,000: base EUR 83,961.84; cuota / pay truncated to 30.69%, retención EUR 27,621", () => {
    const line = calculateFor(es2026, { pension: 83961.84 }).incomeTax[0]!
    expect(line.taxableIncome).toBeCloseTo(83961.84, 2)
    const tipo = Math.floor((line.tax / 90000) * 10000) / 100
    expect(tipo).toBe(30.69)
    expect(Math.round(90000 * tipo) / 100).toBe(27621)
  })
})

describe("Portugal: the average-rate column of the 2025 IRS table (art. 68 CIRS, Lei 55-A/2025)", () => {
  // Publisher: Assembleia da República, Lei n.º 55-A/2025 of 22 July (Diário da República), amending art. 68.º
  // n.º 1 of the Código do IRS for the income of 2025; consolidated text published by the Autoridade Tributária e
  // Aduaneira at https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx
  // and https://diariodarepublica.pt/dr/detalhe/lei/55-a-2025-925904929.
  // Where: the table of art. 68.º n.º 1, column "Taxa média (B)", which the statute gives for the upper limit of
  // each bracket: 8,059 -> 12.500%; 12,160 -> 13.680%; 17,233 -> 15.982%; 22,306 -> 17.897%; 28,400 -> 20.794%;
  // 41,629 -> 25.277%; 44,987 -> 26.607%; 83,696 -> 34.929%.
  // How a row relates to the annual calculation: the average rate is the tax on the limit divided by the limit,
  // printed to three decimals of a percent; art. 68.º n.º 2 computes the coleta as limit x (B) + excess x (A), so
  // (B) is the published tax on each limit. The test checks that the calculator's tax before credits on a
  // taxable income equal to the limit, divided by the limit, rounds to the printed (B).
  // Read: 2026-11-21. The statute was read as transcribed, citing art. 68.º n.º 1 CIRS in the wording of Lei n.º
  // 55-A/2025, in a public repository: ryanduguid/openaccountants, skills/international/portugal/pt-income-tax.md
  // (commit 01723d468d947d728866538de227f69156eab4c7), "Escalões de IRS 2025", column "Taxa Média (B)" (the
  // repository records a review of the rates by a named accountant on 2026-06-04).
  // Input: pension income equal to the limit plus the EUR 4,462.15 specific deduction (art. 53 CIRS), so the
  // calculator's taxable income is the limit; the IRS layer's tax before the EUR 250 credit is compared (the
  // solidarity surcharge above 80,000 is a separate layer).
  const rows: ReadonlyArray<{ readonly limit: number; readonly averageRate: number }> = [
    { limit: 8059, averageRate: 12.5 },
    { limit: 12160, averageRate: 13.68 },
    { limit: 17233, averageRate: 15.982 },
    { limit: 22306, averageRate: 17.897 },
    { limit: 28400, averageRate: 20.794 },
    { limit: 41629, averageRate: 25.277 },
    { limit: 44987, averageRate: 26.607 },
    { limit: 83696, averageRate: 34.929 }
  ]
  for (const row of rows) {
    it(`2025, taxable EUR ${row.limit}: tax / income = ${row.averageRate}% (taxa média)`, () => {
      const line = calculateFor(pt2025, { pension: row.limit + 4462.15 }).incomeTax.find((l) => l.layer === "irs")!
      expect(line.taxableIncome).toBeCloseTo(row.limit, 2)
      expect(Math.round((line.taxBeforeCredits / row.limit) * 100000) / 1000).toBe(row.averageRate)
    })
  }
})

describe("Italy: the Minister of Economy's statement of the maximum 2026 IRPEF saving", () => {
  // Publisher: Ministero dell'Economia e delle Finanze; the Minister, Giancarlo Giorgetti, at the hearing on the
  // 2026 budget bill (AS 1689) before the joint Budget committees of the Camera and the Senato, 6 November 2025.
  // Where: "la riduzione di due punti percentuali della seconda aliquota Irpef che si applica ai redditi compresi
  // tra 28mila e 50mila euro, che passa dall'attuale 35% al 33% [...] Il beneficio medio atteso è pari a 218 euro
  // annui, con un beneficio massimo di 440 euro all'anno".
  // Read: 2026-11-21, in stored press reports of the hearing: LaPresse, 6 November 2025
  // (https://www.lapresse.it/video/2025/11/06/manovra-giorgetti-con-taglio-irpef-3-miliardi-per-tutelare-i-redditi-medi/)
  // and Sky TG24 (https://tg24.sky.it/economia/2025/11/06/manovra-giorgetti-irpef: "che può arrivare fino a 440
  // euro per la fascia più alta interessata"). The hearing's text itself was not in the stored material.
  // Method: a published saving, not a computation printed in full (as for Malta's budget statement). The saving
  // is the 2025 IRPEF (it2025) less the 2026 IRPEF (it2026) on the same taxable income, entered as self-employment
  // income (no contribution and no credit in the rule set, so the taxable income is the income and the saving is
  // the scale's alone). It must reach EUR 440 at EUR 50,000 and never exceed it; the average (EUR 218) depends on
  // the distribution of taxpayers and is not reproduced. The "sterilisation" above EUR 200,000 cuts deductions for
  // expenses (oneri), which the calculator does not model, so above 200,000 the saving stays 440 here.
  const irpef = (year: typeof it2025, income: number) => {
    const line = calculateFor(year, { selfEmployment: income }).incomeTax.find((l) => l.layer === "irpef")!
    expect(line.taxableIncome).toBeCloseTo(income, 2)
    return line.tax
  }

  it("the saving is EUR 440 at EUR 50,000 (2% of the 22,000 between 28,000 and 50,000), nil up to 28,000", () => {
    expect(irpef(it2025, 50000) - irpef(it2026, 50000)).toBeCloseTo(440, 2)
    expect(irpef(it2025, 28000) - irpef(it2026, 28000)).toBeCloseTo(0, 2)
  })

  it("no taxable income saves more than the stated maximum of EUR 440", () => {
    for (let income = 0; income <= 300000; income += 2500) {
      expect(irpef(it2025, income) - irpef(it2026, income)).toBeLessThanOrEqual(440 + 1e-6)
    }
  })
})

// Round 3 (IT, PT; 2026-11-21/22): nothing added. Searched, for OECD "Taxing Wages 2026" (tax year 2025): pages
// "OECD Taxing Wages 2026 Italy single worker average wage income tax employee social security contributions 2025",
// "Taxing Wages 2026 Italy 2025 gross wage earnings income tax employee contributions table country", "Italy The
// national currency is the Euro (EUR). In 2025 the average worker earned EUR" (the country chapters' opening
// sentence), "Ocse Taxing Wages 2026 cuneo fiscale Italia 2025 lavoratore single salario medio", "OCDE Taxing Wages
// 2026 Portugal carga fiscal salário médio 2025 trabalhador solteiro IRS", "oecd.org taxing wages 2026 full report
// Portugal country chapter 2025"; docs "Taxing Wages 2026 country details Italy tax year 2025"; find_string "Taxing
// Wages", "taxing-wages-2026", "taxing-wages-2026_3a5169ef-en/full-report/italy" and ".../portugal",
// "taxing-wages-2026-country-notes_491a0e97/italy" and ".../portugal", "the average worker earned", "AV_AN_WAGE",
// "TAXWAGES", "DSD_TAX_WAGES"; code search for cached OECD extracts. Found: the stored pages hold press reports of
// earlier editions only (up to Taxing Wages 2025, tax year 2024, a year the catalog lacks); repositories fetch the
// SDMX dataflow OECD.CTP.TPS,DSD_TAX_WAGES_COMP@DF_TW_COMP but none stored its 2025 rows for ITA or PRT;
// TaxFoundation/tax-burden-on-labor final-outputs/Table1.csv decomposes an older year. A lead not usable alone: Eurostat
// earn_nt_net (computed with the OECD tax-benefit model) gives Italy's 2025 net earnings of a single worker at 100%
// of the average wage as EUR 24,471 (quoted at https://gerajobs.com/eu-wages/italy), but the gross average wage was
// not found. Not searched this round: the Agenzia's 2025 guidance on the cuneo fiscale (L. 207/2024, art. 1 c. 4-9)
// with its examples, the 730/2026 instructions and the AT's "simulador de IRS".
