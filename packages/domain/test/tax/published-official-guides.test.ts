import { describe, expect, it } from "vitest"
import { pt2025, pt2026 } from "../../src/tax/rules/pt.js"
import type { TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import { calculateFor, layerLine } from "./calculateFor.js"

// Round 6 (2026-11-22), angle "official guides": tax-authority documents with worked computations that earlier
// rounds did not open, for MX, CO, TH, MY (YA 2025), NZ and PT. Result: no worked example of a tax authority
// (kind A) and no official calculator output or official test case with its answer (kind C) for a catalog year
// was found for any of the six countries (the search record is at the end of this file). What was found and is
// tested here, all for Portugal 2026: the "taxa média" column of art. 68 CIRS in the wording in force from
// 1 January 2026 (kind T, an official table that is a computation of the tax: the first 2026 rows for PT, and the
// enacted scale that pt2026 marks provisional); the Government's statement of the 2026 changes (kind S, read in
// press summaries); and a private firm's 2026 saving (not counted) that the same scale reproduces.
// Everything was read in stored copies (no live page was fetched), on 2026-11-22.

/** The art. 68 CIRS scale for 2025 as amended by Lei n.º 55-A/2025: lower limit of each band (EUR), lowest first. */
const PT_2025_FROM = [0, 8059, 12160, 17233, 22306, 28400, 41629, 44987, 83696] as const

/** The 2025 rates of the same bands (Lei n.º 55-A/2025), as fractions. */
const PT_2025_RATE = [0.125, 0.16, 0.215, 0.244, 0.314, 0.349, 0.431, 0.446, 0.48] as const

/** The IRS layer of a calculation (the general scale of art. 68 CIRS). */
const irsLine = (r: TaxCalculationResult) => layerLine(r, "irs")

describe("Portugal: the average-rate column of the 2026 IRS table (art. 68 CIRS in force from 1 January 2026)", () => {
  // Kind: T, an official table that is a computation of the tax (the statute prints the average rate at the upper
  // limit of each band).
  // Publisher: Assembleia da República, the State Budget law for 2026, which gave art. 68.º n.º 1 of the Código do
  // IRS the wording in force from 1 January 2026 (limits of 2025 updated by 3.51%, rates of the 2nd to 5th bands
  // cut by 0.3 points); consolidated text: https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx
  // (not stored).
  // Where: the table of art. 68.º n.º 1, column "Média (B)", for the upper limit of each band: 8,342 -> 12.500%;
  // 12,587 -> 13.579%; 17,838 -> 15.823%; 23,089 -> 17.705%; 29,397 -> 20.579%; 43,090 -> 25.130%; 46,566 ->
  // 26.472%; 86,634 -> 34.856% (and the "Normal (A)" rates 12.50, 15.70, 21.20, 24.10, 31.10, 34.90, 43.10, 44.60,
  // 48.00).
  // Read: 2026-11-22, in the stored copy of the legal database informador.pt, "Artigo 68.º – Taxas gerais",
  // "Entrada em vigor desta redacção: 1 de Janeiro, 2026"
  // (https://informador.pt/legislacao/lexit/codigos/direito-fiscal/codigo-do-irs/capitulo-iii-taxas/artigo-68-o-taxas-gerais),
  // which reproduces the statute's table; the number of the amending law is not shown in the stored excerpt.
  // How a row relates to the annual calculation: as for 2025 (published-southern-western-europe.test.ts), art. 68.º
  // n.º 2 computes the coleta as limit x (B) + excess x (A), so (B) is the statute's tax on each limit divided by
  // the limit, printed to three decimals of a percent. The calculator's tax before credits on a taxable income equal
  // to the limit, divided by the limit, must round to the printed (B). These rows also confirm the 2026 band limits
  // and rates of pt2026 against the enacted text (the rule set marks the scale provisional: "not checked against
  // the promulgated law"; its specific deduction and IAS are not confirmed by this table).
  // Input: pension income equal to the limit plus pt2026's specific deduction (EUR 4,587.09, art. 53 CIRS), so the
  // calculator's taxable income is the limit; the IRS layer's tax before the EUR 250 credit is compared.
  const rows: ReadonlyArray<{ readonly limit: number; readonly averageRate: number }> = [
    { limit: 8342, averageRate: 12.5 },
    { limit: 12587, averageRate: 13.579 },
    { limit: 17838, averageRate: 15.823 },
    { limit: 23089, averageRate: 17.705 },
    { limit: 29397, averageRate: 20.579 },
    { limit: 43090, averageRate: 25.13 },
    { limit: 46566, averageRate: 26.472 },
    { limit: 86634, averageRate: 34.856 }
  ]
  for (const row of rows) {
    it(`2026, taxable EUR ${row.limit}: tax / income = ${row.averageRate}% (taxa média)`, () => {
      const line = irsLine(calculateFor(pt2026, { pension: row.limit + 4587.09 }))
      expect(line.taxableIncome).toBeCloseTo(row.limit, 2)
      expect(Math.round((line.taxBeforeCredits / row.limit) * 100000) / 1000).toBe(row.averageRate)
    })
  }

  it("2026 normal rates (A) of the statute: 12.5, 15.7, 21.2, 24.1, 31.1, 34.9, 43.1, 44.6, 48 %", () => {
    const line = irsLine(calculateFor(pt2026, { pension: 100000 + 4587.09 }))
    expect(line.brackets.map((b) => Math.round(b.rate * 1000) / 10)).toEqual([
      12.5, 15.7, 21.2, 24.1, 31.1, 34.9, 43.1, 44.6, 48
    ])
    expect(line.brackets.map((b) => b.from)).toEqual([0, 8342, 12587, 17838, 23089, 29397, 43090, 46566, 86634])
  })
})

describe("Portugal 2026: the Government's stated changes to the IRS scale (OE 2026 proposal)", () => {
  // Kind: S, a government statement of the scale (not a tax figure; does not count as A or C).
  // Publisher: Government of Portugal (Ministério das Finanças; the Secretary of State for Tax Affairs, Cláudia
  // Reis Duarte, and the Minister of Finance, Joaquim Miranda Sarmento, presenting the State Budget proposal for
  // 2026, October 2025). Read 2026-11-22 in stored press summaries, not in the proposal itself:
  //  - noticiasagora.pt, https://www.noticiasagora.pt/briefing/financas-publicas/29244/8: "A principal alteração
  //    consiste na redução de 0,3 pontos percentuais nas taxas aplicáveis entre o 2.º e o 5.º escalão de
  //    rendimentos. Adicionalmente, todos os escalões serão atualizados em 3,51%"; minimum of existence EUR 12,880
  //    (not modeled).
  //  - noticiasagora.pt, https://www.noticiasagora.pt/briefing/economia-numeros-da-semana/27816/3: "As novas taxas
  //    serão de 15,7% para o 2.º escalão, 21,2% para o 3.º, 24,1% para o 4.º e 31,1% para o 5.º."
  //  - noticiasagora.pt, https://www.noticiasagora.pt/briefing/impostos/29709/1: "O Governo propõe uma redução de
  //    0,3 pontos percentuais nas taxas de IRS entre o segundo e o quinto escalão" (budget cost EUR 110 million).
  // How it is read: the 2026 band limits are the 2025 limits of Lei n.º 55-A/2025 times 1.0351, in whole euros as
  // art. 68 prints them (so within EUR 0.50 of the product); the 2nd-5th rates are the stated 15.7%, 21.2%, 24.1%
  // and 31.1% (each the 2025 rate less 0.3 points); the other rates are unchanged. This is the proposal: whether
  // the enacted budget law kept it is not confirmed here, so pt2026 stays provisional.
  // Input: a taxable income in the top band (employment EUR 104,587.09 less the specific deduction), so that the
  // calculator applies every band and prints each band's lower limit and rate.
  it("pt2026 bands are the 2025 bands +3.51% (to the euro); the 2nd-5th rates are 15.7%, 21.2%, 24.1%, 31.1%", () => {
    const line = irsLine(calculateFor(pt2026, { employment: 100000 + 4587.09 }))
    expect(line.taxableIncome).toBeCloseTo(100000, 2)
    expect(line.brackets.length).toBe(PT_2025_FROM.length)
    const stated2026Rate = [0.125, 0.157, 0.212, 0.241, 0.311, 0.349, 0.431, 0.446, 0.48]
    line.brackets.forEach((b, i) => {
      expect(Math.abs(b.from - PT_2025_FROM[i]! * 1.0351)).toBeLessThanOrEqual(0.5)
      expect(b.rate).toBeCloseTo(stated2026Rate[i]!, 10)
      const cut = i >= 1 && i <= 4 ? 0.003 : 0
      expect(b.rate).toBeCloseTo(PT_2025_RATE[i]! - cut, 10)
    })
  })

  it("pt2025 bands and rates are those of Lei n.º 55-A/2025 (the base the statement updates)", () => {
    const line = irsLine(calculateFor(pt2025, { employment: 100000 + 4462.15 }))
    expect(line.taxableIncome).toBeCloseTo(100000, 2)
    expect(line.brackets.map((b) => b.from)).toEqual([...PT_2025_FROM])
    line.brackets.forEach((b, i) => {
      expect(b.rate).toBeCloseTo(PT_2025_RATE[i]!, 10)
    })
  })
})

describe("Portugal 2026 vs 2025: a private firm's simulation (NOT counted; a hand cross-check of the scale)", () => {
  // Kind: private (EY and PwC simulations quoted by the press); not a published example under issue 5.
  // Where: noticiasagora.pt, https://www.noticiasagora.pt/briefing/economia-numeros-da-semana/27816/3, read
  // 2026-11-22: "Segundo simulações de consultoras como a EY e a PwC ... um trabalhador solteiro com um salário de
  // 1.800 euros brutos poupará 88 euros por ano".
  // How it is read: EUR 1,800 a month is paid 14 times, EUR 25,200 a year; the 11% contribution (EUR 2,772) is
  // below the specific deduction, so 2025 taxable income is 25,200 - 4,462.15 = 20,737.85. The firm's EUR 88 is
  // reproduced when the taxable income is the SAME in both years, i.e. with 2025's specific deduction kept in 2026
  // (as round 4 found for EY's EUR 1,500 case and Deloitte's figures); with pt2026's deduction of 8.54 x IAS 2026 =
  // EUR 4,587.09 (art. 25 CIRS as set by the 2025 budget law: "8,54 vezes o valor do IAS", Lusa via
  // https://noticiasaominuto.com/economia/2648544/deducao-especifica-passa-a-corresponder-a-8-54-indexantes-de-apoios-sociais)
  // the saving is larger (about EUR 118). So this checks the 2026 scale only, at equal taxable income: the 2026
  // input is the wage plus the difference of the two deductions. The EUR 250 general family credit is the same in
  // both years, so the tax before credits is compared. Rounded to the euro as printed.
  it("single, EUR 1,800 a month: 2025 tax - 2026 tax at equal taxable income EUR 20,737.85 rounds to EUR 88", () => {
    const y2025 = irsLine(calculateFor(pt2025, { employment: 25200 }))
    const y2026 = irsLine(calculateFor(pt2026, { employment: 25200 - 4462.15 + 4587.09 }))
    expect(y2025.taxableIncome).toBeCloseTo(20737.85, 2)
    expect(y2026.taxableIncome).toBeCloseTo(20737.85, 2)
    expect(Math.round(y2025.taxBeforeCredits - y2026.taxBeforeCredits)).toBe(88)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Round 6 search record, angle "official guides" (2026-11-22; 58 look-ups of the allowance of 80). Stopped on
// repeated results. Numbered in the order run; "pages", "code", "docs" are `search` corpora.
//
// Mexico (nothing of kind A or C; the SAT tariff rows of earlier rounds stay the only official figures):
//  1 find_string "Guía de llenado del comprobante del recibo de pago": payroll repositories cite the guide for
//    field rules (TotalOtrosPagos, revisión E from 2026); none quotes an ISR computation from it.
//  2 pages "Guía de llenado CFDI nómina 1.2 revisión 2025 ejemplo cálculo ISR subsidio para el empleo causado":
//    only the 2019 and 2022 editions are stored (scribd, vdocuments, slideshare); their contents are field guides,
//    catalogues, Q&A and the subsidy appendix 5 ("se deroga"), no tariff computation.
//  6 pages "SAT subsidio para el empleo 2025 ejemplo cálculo ... 13.8% UMA": press and firms only (2025: 13.8% of
//    the monthly UMA, MXN 474.64, up to MXN 10,171; the 31 Dec 2025 decree: 15.02%, MXN 536.22, up to MXN
//    11,492.66). The employment subsidy is not modeled, and the decree prints no example.
// 11 find_string "Ejemplo de cálculo anual" (0). 29 docs "Mexico ISR cálculo nómina ... ejemplo SAT resultado
//    esperado 2025" (Oracle / Dynamics manuals). 38 code "ejemplo de la guía de llenado del SAT nómina ISR
//    determinado tarifa mensual ... 474.64" (payroll code restating the tariffs). 39 find_string "ejemplo
//    proporcionado por el SAT" (CFDI sample XML only).
//
// Colombia (nothing of kind A or C):
//  9 pages "Concepto DIAN 2025 ejemplo numérico renta líquida gravable cédula general renta exenta 25% 790 UVT
//    ...": private pages; a DIAN Oficio 6042 of 2025 (gastos de representación, no figures); the DIAN AG 2024
//    micro-site. 17 find_string "Cartilla instructiva" (unrelated). 48 pages "DIAN abecé declaración de renta
//    personas naturales año gravable 2025 ejemplo cálculo impuesto UVT 49.799" (press on deadlines and UVT only).
//    Withholding procedure 1 (art. 383 monthly table) was not used: it is not the annual art. 241 computation.
//
// Thailand (nothing of kind A or C for 2025 or 2026):
//  3 pages "ตัวอย่างการคำนวณภาษีเงินได้บุคคลธรรมดา ปีภาษี 2568 ..." and 15 pages "กรมสรรพากร ตัวอย่าง การคำนวณ
//    ภาษีหัก ณ ที่จ่าย เงินเดือน มาตรา 50(1) ..." (blogs, a university course page, spam). 5 find_string
//    "ตัวอย่างการคำนวณภาษี", 14 "โปรแกรมคำนวณภาษี", 30 "ตัวอย่างของกรมสรรพากร" (applications; a PND 1 file
//    layout). 46 code "คู่มือการกรอกแบบ ภ.ง.ด.91 ปีภาษี 2568 ตัวอย่างการคำนวณภาษี ..." (applications).
// 40 find_string "rd.go.th/english" and 41 "download/english_form": repositories cite the Revenue Department's
//    English filing guide for tax year 2024 (2567), https://www.rd.go.th/fileadmin/download/english_form/2024/GUIDE_91_67_Complete.pdf
//    (a year the catalog does not have) and note that rd.go.th/english/6045.html shows a pre-2017 table.
//    42 find_string "GUIDE_91_68" (the 2568 = 2025 edition): 0.
//
// Malaysia, YA 2025 (nothing of kind A or C; YA 2026 keeps Exhibit 5 and the e-PCB slip of earlier rounds):
//  4 pages "Nota Penerangan Borang BE Tahun Taksiran 2025 contoh pengiraan ..." (BE notes of 2005-2016 only).
// 12 code "LHDN Spesifikasi ... PCB 2025 Exhibit worked example ..."; 28 docs "Malaysia PCB MTD calculation
//    library LHDN specification 2025 worked example expected result" (payroll engines and MCP tools, no exhibit).
// 13 find_string "pcbcalc" (noise; one link to the former LHDN calculator ekl.hasil.gov.my/pcbcalc), 27 "LHDN
//    calculator" (payroll apps telling HR to key in PCB from it; no captured output), 31 "e-PCB Plus" (CP39 file
//    tools), 43 "Contoh Pengiraan PCB" (0).
// 18 find_string "Borang BE 2025" and 19 read_file 55983827791: a forms registry's note that LHDN's 2025 return
//    PDFs (https://www.hasil.gov.my/media/xpkkrtgi/borang_be2025_1.pdf, with notapenerangan_be2025_1.pdf) are
//    specimens; no tax figure.
// 21 find_string "pcb-2025" (an ERPNext LHDN payroll app lists the 2025 specification URL); 22 find_repos "lhdn",
//    23 find_files path ".../services/pcb_spec_service.py" (0), 24 find_repos "lhdn_payroll" (0), 25 "lhdn-payroll"
//    (0), 26 find_string "lhdn_payroll_integration.services", 32 "2025 Spec Compliant" (that app's tests: YA 2025
//    relief caps and a spec-version label, no exhibit figures).
// 44 find_string "Computerised Calculation" and 45 "mtd-testing-question": LHDN publishes "Monthly Tax Deduction
//    Testing Questions Using Computerised Calculation Method 2026" (https://www.hasil.gov.my/wp-content/uploads/mtd-testing-question-2026.pdf),
//    but the repositories that hold it record it as questions without answers ("OFFICIAL_INPUT_QUESTIONS_NOT_
//    EXPECTED_ANSWERS"; answers come with LHDN's software approval), and only for 2026. 52 find_string
//    "testing-question-2025" (0), 53 "Soalan Ujian PCB" (0). 47 find_string "tax payable for the year of
//    assessment 2025" (a Singapore mock-up).
//
// New Zealand (nothing of kind A or C; the IR340/IR341 table rows of earlier rounds stay):
//  7 pages "IR3 individual tax return guide 2025 working out your tax example ..." (the MYOB copy of the 2020 IR3
//    worksheet, the 2011 IR3 guide). 8 code "Inland Revenue payroll software developer test cases expected PAYE
//    tax code M 2025 ..." (HMRC test data only). 16 find_string "ird.govt.nz/calculators" (two links). 20
//    find_string "$15,600 x 10.5%" (private code and notes). 35 pages "ird.govt.nz example how your income tax is
//    worked out 2025-26 ..." (IRD's "Tax rates for individuals" page as stored in November 2024, with the rates
//    "From 1 April 2025" and no example; private calculators, some with wrong cumulative figures); it names IRD's
//    calculator "Work out tax on your yearly income": 36 find_string "Work out tax on your yearly income" and 37
//    "yearly-income-calculator" found repositories citing it, none with its output. 49 pages "IR340 PAYE deduction
//    tables 2025 how to use these tables example ..." (HMRC pages only). The independent earner tax credit
//    examples were not sought: the credit is not modeled.
//
// Portugal (found: the 2026 statutory table and the Government's statement of the 2026 scale, tests above; nothing
// of kind A or C):
// 10 pages "Autoridade Tributária FAQ exemplo cálculo IRS 2025 ... taxa média ..." and 33 "questões frequentes IRS
//    portal das finanças ... taxa média do escalão imediatamente inferior ... exemplo 2025" (private notes, 2022).
// 34 pages "Despacho tabelas de retenção na fonte 2026 trabalho dependente exemplo cálculo parcela a abater ...":
//    the Despacho of 5 January 2026 (SEAF) and Despacho 8464-A/2025 are named; withholding tables (marginal rate
//    less a "parcela a abater") are not an annual computation and were not used.
// 50 pages "descida IRS 2026 0,3 pontos percentuais 2.º ao 5.º escalão Governo simulação poupança ..." (found:
//    the statements tested above; the savings printed with them are EY's and PwC's). 51 pages "dedução específica
//    IRS 2026 trabalho dependente 8,54 IAS 537,13 4.587,09" (the 8.54 x IAS rule of the 2025 budget law, which
//    pt2026 applies with the 2026 IAS; no official statement of the 2026 amount was found, so it stays provisional).
// 54 find_string "86 634" (the 2026 top limit as the Diário da República prints it: noise only). 55 pages "artigo
//    68.º CIRS 2026 tabela taxas gerais rendimento coletável até 8 342 euros 12,5% 15,7% taxa média Orçamento do
//    Estado 2026 Lei" (found: informador.pt's copy of art. 68 in force from 1 January 2026, the T rows above).
//
// Afterwards (58 in all; one over-long find_string was refused and not charged): 56 find_string "Individual in
// Respect of Dividend" (MY: a private calculator's dividend-tax example under the Dividend Rules 2025, not LHDN's;
// the relief apportionment of those Rules is not modeled), 57 "declaración anual de personas físicas 2025" (MX:
// apps and guides, no SAT figure), 58 "IRBM worked example" (MY: only the 2026 Exhibit 5 already used).
