import { describe, expect, it } from "vitest"
import { mt2025, mt2026 } from "../../src/tax/rules/mt.js"
import { pt2025 } from "../../src/tax/rules/pt.js"
import type { IncomeByKind } from "../../src/tax/TaxCalculation.js"
import { calculateFor, contribution, layerLine, layerTax } from "./calculateFor.js"

// Published figures for PT, NL, CY and MT, round 4 (issue 5: "at least two per country"). Each test cites
// publisher, document, URL, where the figure is, how it was read and the date read (2026-11-22; only stored
// copies were available, no live page was fetched). Inputs are chosen so that the calculator's taxable income
// equals the example's (asserted first); the published figure is compared at the publisher's rounding. No
// expected value was taken from the calculator. What was searched, for all four countries, is listed at the end.

/** The bands of art. 68 CIRS for 2025 (Lei 55-A/2025), lowest first: the lower limit of each band in EUR. */
const PT_BAND_FROM = [0, 8059, 12160, 17233, 22306, 28400, 41629, 44987, 83696] as const

/**
 * The rate cut of Lei 55-A/2025 per band, in the same order, as the Ministry of Finance stated it with its
 * simulations: 0.5 points in the 1st-3rd bands, 0.6 in the 4th-6th, 0.4 in the 7th-8th, none in the 9th.
 */
const PT_CUT = [0.005, 0.005, 0.005, 0.006, 0.006, 0.006, 0.004, 0.004, 0] as const

/**
 * The yearly IRS saving of the 2025 cut for one taxpayer: the calculator's 2025 income-tax layer split band
 * by band, each band's taxable slice times that band's cut (the band limits did not change, only the rates).
 * Asserts first that the calculator's taxable income is the example's. EUR a year.
 */
const ptSaving2025 = (income: IncomeByKind, taxable: number): number => {
  const line = layerLine(calculateFor(pt2025, income), "irs")
  expect(line.taxableIncome).toBeCloseTo(taxable, 2)
  return line.brackets.reduce((sum, b) => {
    const band = PT_BAND_FROM.indexOf(b.from as (typeof PT_BAND_FROM)[number])
    expect(band).toBeGreaterThanOrEqual(0)
    return sum + PT_CUT[band]! * b.taxableInBracket
  }, 0)
}

describe("Portugal 2025: the Ministry of Finance's simulations of the IRS cut (Lei 55-A/2025)", () => {
  // Kind: ministry worked example (the Ministry of Finance's own simulations published with the government's
  // proposal of June 2025), of which the press printed the yearly saving per household; read in press copies.
  // Publisher: Ministério das Finanças, simulations of the proposal that became Lei n.º 55-A/2025 of 22 July
  // (rates of art. 68 CIRS cut by 0.5 points in the 1st-3rd bands, 0.6 in the 4th-6th, 0.4 in the 7th-8th,
  // with effect from January 2025; the band limits unchanged). The saving is measured "face ao previsto no
  // OE2025", i.e. against the same year's scale before the cut.
  // Where and read (2026-11-22, stored copies):
  //  - Lusa, as printed by JM Madeira, "Casal com 2 filhos e 3.000 euros de rendimento poupa 165 euros/ano de
  //    IRS" (https://www.jm-madeira.pt/nacional/casal-com-2-filhos-e-3000-euros-de-rendimento-poupa-165-euros-ano-de-irs-HP18420362):
  //    "segundo simulações do Ministério das Finanças": a couple with two children, both earning EUR 1,500 a
  //    month, saves EUR 165 a year; both EUR 2,000: 248; both 2,500: 332; both 3,000: 414; "No caso de apenas
  //    um titular sem dependentes, a poupança ... varia entre os 34 euros para salários de 1.000 euros e os 207
  //    euros para salários de 3.000 euros".
  //  - Pressnet, 26 June 2025 (https://pressnet.pt/2025/06/26/novo-corte-no-irs-vai-aumentar-salario-liquido-entre-2-e-15-euros-por-mes/),
  //    "Segundo as simulações do Ministério das Finanças", tables "Simulações para trabalhadores dependentes (sem
  //    dependentes)": gross monthly salary 2,000 -> saving 124; 3,000 -> 207; "Simulações para pensionistas
  //    (único titular, sem dependentes)": monthly pension 2,000 -> 124.
  //  - RTP, "Descida do IRS: qual o alívio previsto" (https://www.rtp.pt/noticias/economia/descida-do-irs-qual-o-alivio-previsto_n1664906):
  //    "O Ministério das Finanças apresentou simulações": salary 3,000 -> 207; a couple each earning 3,000 ->
  //    414; "um pensionista com rendimento de três mil euros poupa 208 euros".
  // How the households are read: a monthly salary or pension is paid 14 times a year. The specific deduction
  // (art. 25 and 53 CIRS) is EUR 4,462.15, or for wages the employee's social security (11%) when higher: at
  // EUR 3,000 a month 11% x 42,000 = 4,620 (the rule set always deducts 4,462.15, so the wage is entered as
  // 4,620 - 4,462.15 lower to reach the same taxable income; the contribution is not under test); pensions pay
  // no contribution, which is why the pensioner at EUR 3,000 saves 208 and the worker 207. A married couple is
  // taxed jointly with the quotient of 2 (art. 69 CIRS): with equal salaries that is twice one spouse's single
  // computation, so a couple's saving is twice the single saving. Dependants' deductions (art. 78-A) are fixed
  // amounts off the coleta and leave the saving unchanged at these incomes. The savings at EUR 1,000 a month
  // (34) rest on the minimum-of-existence rule (art. 70 CIRS), which the calculator does not model: not tested.
  // The same pages print an "IRS atual anual" column (e.g. 3,729 at 2,000 a month): it includes deductions off
  // the coleta that the pages do not state, so it is not reproduced.
  // Rounding: the ministry prints whole euros; the saving is rounded to the euro and compared.
  const cases: ReadonlyArray<{
    readonly label: string
    readonly income: IncomeByKind
    readonly taxable: number
    readonly people: number
    readonly saving: number
  }> = [
    { label: "worker, EUR 2,000 a month", income: { employment: 28000 }, taxable: 23537.85, people: 1, saving: 124 },
    {
      label: "worker, EUR 3,000 a month (deduction = 11% contributions, 4,620)",
      income: { employment: 42000 - (4620 - 4462.15) },
      taxable: 37380,
      people: 1,
      saving: 207
    },
    { label: "pensioner, EUR 2,000 a month", income: { pension: 28000 }, taxable: 23537.85, people: 1, saving: 124 },
    { label: "pensioner, EUR 3,000 a month", income: { pension: 42000 }, taxable: 37537.85, people: 1, saving: 208 },
    {
      label: "couple, both EUR 1,500 a month",
      income: { employment: 21000 },
      taxable: 16537.85,
      people: 2,
      saving: 165
    },
    {
      label: "couple, both EUR 2,000 a month",
      income: { employment: 28000 },
      taxable: 23537.85,
      people: 2,
      saving: 248
    },
    {
      label: "couple, both EUR 2,500 a month",
      income: { employment: 35000 },
      taxable: 30537.85,
      people: 2,
      saving: 332
    },
    {
      label: "couple, both EUR 3,000 a month",
      income: { employment: 42000 - (4620 - 4462.15) },
      taxable: 37380,
      people: 2,
      saving: 414
    }
  ]
  for (const c of cases) {
    it(`${c.label}: saving EUR ${c.saving} a year`, () => {
      expect(Math.round(c.people * ptSaving2025(c.income, c.taxable))).toBe(c.saving)
    })
  }
})

describe("Malta 2026: the single-rate table of art. 56(1)(b)(i) ITA as replaced by Act III of 2026", () => {
  // Kind: statutory table (rate and subtraction per band: tax = chargeable income x rate - subtraction), not a
  // worked example; it confirms the rule set's 2026 single rates, which were taken as unchanged from 2025.
  // Publisher: Parliament of Malta, Act III of 2026 (assented 10 March 2026), article 19, replacing article
  // 56(1)(a) and (b) of the Income Tax Act (Cap. 123) from year of assessment 2027 (income of 2026),
  // https://legislation.mt/getpdf/69d8ed326fe5fd3994d17430.
  // Where: the single table, (b)(i): 0% up to EUR 12,000; 15% from 12,000 to 16,000, subtract 1,800; 25% from
  // 16,000 to 60,000, subtract 3,400; 35% above 60,000, subtract 9,400.
  // Read: 2026-11-22, as transcribed with the Act's URL in an OpenAccountants "malta-payroll" guide (version 1.0,
  // last_updated 2026-09-27, tax_year 2026, "Everything here comes from the Laws of Malta (legislation.mt)"),
  // stored in the search index (read_file id 70690618355; the index did not show its repository path; the
  // version at ryanduguid/openaccountants skills/international/malta/malta-payroll.md, commit
  // 20f2aea8b11e8ab5d82f299fa1c9c1dab5bdfa7f, is an earlier, shorter text). The Act itself was not stored.
  // Input: self-employment income (no contribution is deducted in the rule set), so chargeable income = input.
  const single2026 = (x: number): number =>
    x <= 12000 ? 0 : x <= 16000 ? x * 0.15 - 1800 : x <= 60000 ? x * 0.25 - 3400 : x * 0.35 - 9400
  for (const income of [12000, 14000, 16000, 25000, 60000, 100000]) {
    it(`chargeable EUR ${income}: tax EUR ${single2026(income)}`, () => {
      const r = calculateFor(mt2026, { selfEmployment: income })
      expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(income, 2)
      expect(layerTax(r, "income-tax")).toBeCloseTo(single2026(income), 2)
    })
  }
})

describe("Malta 2025: Class 1 maximum (backs the mt2025 v2 correction; a private summary, not counted)", () => {
  // Not a published example of the tax authority: PwC, Worldwide Tax Summaries, "Malta - Individual - Other
  // taxes", last reviewed 3 February 2025 (read 2026-11-22 as stored in the repository Brigadirk/based.guide.move,
  // backend/tax_recommender/markdown/malta/individual/other-taxes.md): "For calendar year 2025, both the employer
  // and the employee are each required to pay social security contributions at the rate of 10% of the individual
  // employee's salary and at fixed rates of EUR 54.43 per week for annual salaries exceeding EUR 28,303, provided
  // the employee was born on or after 1 January 1962". Version 1 capped the contribution at EUR 29,800 a year.
  it("salary EUR 40,000 -> 10% of 544.29 x 52 = EUR 2,830.31 (54.43 a week); EUR 20,000 -> 2,000", () => {
    expect(contribution(calculateFor(mt2025, { employment: 40000 }), "ssc")).toBeCloseTo(2830.308, 2)
    expect(Math.abs(contribution(calculateFor(mt2025, { employment: 40000 }), "ssc") - 54.43 * 52)).toBeLessThan(0.1)
    expect(contribution(calculateFor(mt2025, { employment: 20000 }), "ssc")).toBeCloseTo(2000, 2)
  })
})

// Round 4 (PT, NL, CY, MT; 2026-11-22): what was searched and found (about 50 look-ups).
// PT. Found: the Ministry of Finance's simulations of the June 2025 IRS cut (tests above), in pages "Ministério das
// Finanças simulações redução IRS 2025 poupança ...", "simulações do Ministério das Finanças IRS apenas um titular
// sem dependentes poupança 34 euros ... 207 euros", "Governo simulações descida IRS 2025 trabalhador ... 124 euros
// casal 2.500 euros 332 euros". Also found, not counted (private firms): PwC's simulations of the same cut quoted
// by Lusa/dnoticias.pt and 24noticias.sapo.pt (1,500 a month -> 83, 3,500 -> 240, 4,500 -> 290; consistent with
// the rule set), and Deloitte's and EY's simulations of 2026 against 2025 (RTP, 27 October 2025: single 1,500 ->
// 82, 2,500 -> 243; rr.pt: EY 1,500 -> 24.59; eco.sapo.pt, 3 October 2025: EY, single 1,500 a month, 2025 tax 2,604.73 and 2026 tax
// 2,546.81, which pt2026's scale gives to the cent with the 2025 specific deduction kept, 2,546.80; the 2025 figure
// is the art. 68 n.º 2 method, limit x taxa média 13.68% + excess x 21.5% = 2,604.73, the calculator's exact bands
// 2,604.77). The Deloitte figures are reproduced by pt2026 only with a specific
// deduction near EUR 4,575 instead of the rule set's 8.54 x IAS 537.13 = 4,587.09 (about EUR 2-4 apart); not
// investigated further (private figures; pt2026 stays provisional). Not found: the Portal das Finanças
// "simulador IRS" outputs in repositories (find_string "simuladorirs": only UI code of private simulators), the
// AT's own worked examples ("Autoridade Tributária exemplo cálculo IRS ... 2025": only private tutorials for
// 2022), a Ministry of Finance simulation of the 2026 budget (pages "OE2026 simulações Ministério das Finanças IRS
// ..." return consultancies' figures only). The withholding tables were not used (marginal rate minus a "parcela
// a abater", not an annual computation).
// NL. Nothing added. Searched: pages "Belastingdienst rekenvoorbeeld loonheffing 2025 ...", "Handboek
// Loonheffingen 2025 voorbeeld berekening ...", "Taxing Wages 2026 Netherlands ... 2025" (only the 2018 country
// chapter is stored); code "loonbelasting 2025 test belastingdienst witte tabel expected ...", "nl loonbelastingtabel
// 2025 maand witte tabel regressie test ..."; docs "belastingdienst voorbeeld arbeidskorting 2025 ..."; find_string
// "Rekenvoorschriften" (repositories cite the 2026 Rekenvoorschriften and their rounding: each bracket's tax floored,
// credits rounded up, as already stated in the NL 2026 table test; no worked example), "Maandloon-tabel 2025",
// "witte maandtabel 2025", "witte maandloon" (only 2026 rows, already used), "wit_mnd_nl_std_2025",
// "rekenhulpen/loonheffing/2025", "proefberekening" (benefits calculators only). No 2025 table rows and no
// Belastingdienst rekenvoorbeeld were found in the stored material.
// CY. Nothing added. The Tax Department published on 9 January 2026 "Παραδείγματα εφαρμογής της φορολογικής
// μεταρρύθμισης" (illustrative examples) with the T.D.59 guide, and on 15 January 2026 an income-tax calculation
// tool that shows the tax before and after the reform (Mondaq, Politis, Philenews, Cyprus Today report both), but
// neither the examples' figures nor any output of the tool is in the stored material. Searched: pages in Greek and
// English ("Τμήμα Φορολογίας παραδείγματα φορολογική μεταρρύθμιση 2026 ...", "εργαλείο υπολογισμού φόρου Τμήματος
// Φορολογίας παράδειγμα ...", "Cyprus Tax Department income tax calculation tool tax reform 2026 example ...",
// "Cyprus T.D.59 explanatory guide ... example", "Tax Department illustrative examples application of the tax
// reform ..."); code "Cyprus tax reform 2026 Tax Department examples test fixture ..."; find_string "tax.gov.cy",
// "Παραδείγματα εφαρμογής της φορολογικής". The government's January 2026 household examples (already tested in
// published-mediterranean-gulf.test.ts) remain the only published figures.
// MT. Added: the 2026 statutory single table (above) and, as a private figure backing a correction, the 2025
// Class 1 maximum (mt2025 v2). Not found: the CFR/MTCA "FSS Guide for Employers" 2025 or its Main Tax Deduction
// Tables (only the 2016 FSS reference guide is stored, on vdocument.in), a CFR tax-calculator output, the tax
// return help booklet for basis year 2025 (booklets up to basis 2020 are stored), a budget statement printing the
// 2026 tax of a single person (Budget 2026 changed only the parent and married tables). Searched: pages "FSS guide
// for employers 2025 tax tables example ...", "FSS tax deduction tables 2025 single rates monthly ...", "Malta FSS
// main method example ...", "Malta income tax return guidance notes basis year 2025 ...", "Malta 2025 Class 1
// social security contributions category D ...", "Malta Tax Table and Social Security Changes 2025 ..."; docs "MTCA
// Malta Tax and Customs Administration tax rates basis year 2025 ..."; code "malta-payroll skill FSS rate tables
// 2026 Act III of 2026 ..."; find_string "cfr.gov.mt", "16,001 - 60,000", "mtca.gov.mt"; find_files in
// openaccountants/openaccountants and ryanduguid/openaccountants. Malta is not covered by OECD Taxing Wages.
