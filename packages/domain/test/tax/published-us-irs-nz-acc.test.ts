import { describe, expect, it } from "vitest"
import { nz2025, nz2026 } from "../../src/tax/rules/nz.js"
import { us2025, us2026 } from "../../src/tax/rules/us.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Published examples, round 4 (issue 5), for the countries that had only official tables: US, MX, CO, NZ.
// Each test cites publisher, document, URL, where in it the figure is, how it was read and the date read
// (2026-11-22), and labels its kind: "tax authority worked example", "official test case" (IRS ATS),
// "official table row", "ministry statement". No live page was fetched: everything was read in the
// stored copies behind the search tools or in public repositories that quote the official document and
// name it. What was searched for MX, CO and NZ without a worked example or calculator output is listed at
// the end of this file.

/** Standard deductions the rule sets apply (IRS, P.L. 119-21 for 2025; Rev. Proc. 2025-32 for 2026). */
const SD_2025 = { single: 15750, married_joint: 31500 } as const
const SD_2026 = { single: 16100, married_joint: 32200 } as const

describe("United States: IRS worked examples and official test cases", () => {
  // Kind: tax authority worked example.
  // Publisher: Internal Revenue Service. Document: 2025 Instructions for Form 1040 (i1040gi, PDF dated
  // 2026-02-25), "2025 Tax Table", printed page 68, the example above the sample table:
  // https://www.irs.gov/pub/irs-pdf/i1040gi.pdf
  // Where: "Example. A married couple is filing a joint return. Their taxable income on Form 1040, line 15,
  // is $25,300. First, they find the $25,300-25,350 taxable income line. Next, they find the column for
  // married filing jointly and read down the column. The amount shown where the taxable income line and
  // filing status column meet is $2,562."
  // Read: 2026-11-22, quoted verbatim, with the PDF's name and page, in two public repositories: a script
  // that transcribes the 2025 Tax Table from the PDF and asserts that the sample table's row 25,300 carries
  // 2,562 in the joint column (stored file id 59245858257), and a law-excerpt file checked against a text
  // extraction of i1040gi (stored file id 70913814183; repository names not shown by the index).
  // How it relates to the calculator: the calculator applies the rate schedule to the exact taxable income
  // and does not model the Tax Table. Each Tax Table amount is the schedule's tax at the middle of its $50
  // row, rounded to the dollar (the second repository reproduces all 8,248 amounts of the 2025 table with
  // that rule; see also published.test.ts). So the row's midpoint, 25,325, is entered as taxable income
  // (wages less the $31,500 joint standard deduction) and the federal tax is compared at whole dollars.
  it("IRS 2025 Form 1040 instructions, Tax Table example: joint, taxable income $25,300 (row 25,300-25,350) -> $2,562", () => {
    const r = calculateFor(us2025, { employment: SD_2025.married_joint + 25325 }, { filingStatus: "married_joint" })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(25325, 2)
    expect(Math.round(layerTax(r, "federal"))).toBe(2562)
  })

  // Kind: tax authority worked example (early-release DRAFT).
  // Publisher: Internal Revenue Service. Document: Publication 1040 (2026), "Tax and Earned Income Credit
  // Tables", early release draft dated Aug 28, 2026, posted on IRS.gov/DraftForms 09/16/2026, every page marked
  // "DRAFT—NOT FOR FILING": https://www.irs.gov/pub/irs-dft/p1040--dft.pdf
  // Where: the same example for 2026: taxable income $25,300, married filing jointly, row 25,300-25,350 ->
  // "$2,543".
  // Read: 2026-11-22, quoted verbatim from a text extraction of the draft in the law-excerpt file named above
  // (stored file id 70913814183). A draft may change before its final release; the figure matches Rev. Proc.
  // 2025-32 (2,480 + 12% x 525 = 2,543 at the row's midpoint).
  it("IRS Publication 1040 (2026) draft, Tax Table example: joint, taxable income $25,300 -> $2,543", () => {
    const r = calculateFor(us2026, { employment: SD_2026.married_joint + 25325 }, { filingStatus: "married_joint" })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(25325, 2)
    expect(Math.round(layerTax(r, "federal"))).toBe(2543)
  })

  // Kind: official test case (IRS Modernized e-File Assurance Testing System, ATS).
  // Publisher: Internal Revenue Service. Document: TY2025 Form 1040 MeF ATS Test Scenario 12,
  // https://www.irs.gov/pub/irs-efile/1040-mef-ats-scenario-12-10292025.pdf (dated 2025-10-29).
  // Where: the filled Form 1040, pages 2-3: line 15 taxable income 107,445; line 16 tax 18,634 (also wages
  // 100,836, AGI 122,445, standard deduction 15,000).
  // Read: 2026-11-22, as transcribed with "printed-source: Form 1040 pp. 2-3" and the PDF's URL in a public
  // tax engine's ATS replay report ("TY2025 ATS public-entry check replay", stored file id 71380882150).
  // How it relates to the calculator: the scenario was drafted before P.L. 119-21 and prints the old $15,000
  // standard deduction; the test does not depend on it: it enters the scenario's taxable income (wages less
  // the rule set's $15,750) and compares line 16, which at $100,000 or more comes from the Tax Computation
  // Worksheet, the exact schedule (107,445 x 24% - 7,153.00 = 18,633.80), rounded to the dollar as the
  // return is filed. Filing status single (taxpayer "Sam Gardenia"), as two other repositories' transcriptions
  // of the same packet state (tashiscool/UsTaxes src/tests/ats/scenarios/scenario12.test.ts, stored file ids
  // 44818146640 and 60424643687). The packet has known inconsistencies elsewhere (a repository's questions to
  // the IRS, stored file id 70987347989: the old standard deduction, Form 7217 basis, Schedule SE line 9);
  // none touches the step from line 15 to line 16 that is tested here.
  // Not used: ATS Scenario 13 in the same report (joint, taxable income 1,620 -> tax 162) prints 10% of the
  // exact income, not the Tax Table's 161 for the row 1,600-1,625 that the instructions require: ATS data is
  // e-file test data and is not always computed by the Tax Table.
  it("IRS ATS TY2025 Scenario 12: taxable income $107,445 -> Form 1040 line 16 tax $18,634", () => {
    const r = calculateFor(us2025, { employment: SD_2025.single + 107445 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(107445, 2)
    expect(Math.round(layerTax(r, "federal"))).toBe(18634)
  })

  // Kind: official table row (worksheet formula).
  // Publisher: Internal Revenue Service. Documents: 2025 Instructions for Form 1040, "2025 Tax Computation
  // Worksheet—Line 16", Section A (single), first row: "At least $100,000 but not over $103,350": (a) x 22%
  // less $5,086.00; and the 2026 draft of Publication 1040, whose single 22% row subtracts $5,288.00.
  // Read: 2026-11-22 in the law-excerpt file named above (stored file id 70913814183). The row is a formula,
  // so it is compared at exact incomes (to the cent) at both ends of the row.
  for (const [ruleSet, sd, subtract, label] of [
    [us2025, SD_2025.single, 5086, "2025"],
    [us2026, SD_2026.single, 5288, "2026 (draft)"]
  ] as const) {
    for (const taxable of [100000, 103350]) {
      it(`IRS ${label} Tax Computation Worksheet, single, 22% row: ${taxable} x 22% - ${subtract}`, () => {
        const r = calculateFor(ruleSet, { employment: sd + taxable })
        expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(taxable, 2)
        expect(layerTax(r, "federal")).toBeCloseTo(taxable * 0.22 - subtract, 2)
      })
    }
  }
})

describe("New Zealand: ACC earners' levy, published maximums (no income-tax worked example found)", () => {
  // Kind: ministry statement (Crown entity's published decision) and a published computed amount.
  // Publisher: Accident Compensation Corporation (ACC). Page: "Levy results", 2024 levy consultation results
  // approved by Cabinet in December 2024, https://www.acc.co.nz/levy-results
  // Where: table "Levy rate changes": earners' levy rate (GST-exclusive) $1.45 per $100 for 2025/26 and
  // $1.52 for 2026/27; table "Minimum and maximum liable earnings changes": maximum earnings $152,790
  // (2025/26) and $156,641 (2026/27), "1 April each year".
  // Read: 2026-11-22, stored copy of the page (search tool, corpus "pages").
  // And: the maximum levy for 1 April 2025 to 31 March 2026, "$1.67 per $100 (1.67%)", maximum income
  // $152,790.00, "Maximum levy anyone can pay" $2,551.59, read in a stored copy of the NZ Payroll Practitioners
  // Association's notice (https://nzppa.co.nz/blog/acc-rates-of-levy-and-maximum-liable-income-1-april-2025),
  // which reproduces the columns of Inland Revenue's earners' levy table (IRD's page itself is stored only in
  // an old edition).
  // How it is read: IRD's GST-inclusive rate is ACC's rate x 1.15 rounded to the cent per $100 (1.45 x 1.15 =
  // 1.6675 -> 1.67; 1.52 x 1.15 = 1.748 -> 1.75); above the ceiling the levy is the rate times the ceiling.
  // These confirm the ceiling nz2026 marks provisional (read only in payroll vendors' notices before).
  it("ACC/IRD 2025-26: levy 1.67% (ACC's $1.45 + GST), capped at $152,790 -> maximum levy $2,551.59", () => {
    const r = calculateFor(nz2025, { employment: 200000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(200000)
    expect(Math.round(contribution(r, "acc") * 100) / 100).toBe(2551.59)
    expect(contribution(calculateFor(nz2025, { employment: 100000 }), "acc")).toBeCloseTo(1670, 6)
  })

  it("ACC 2026-27: maximum earnings $156,641 and rate $1.52 + GST (IRD's 1.75%)", () => {
    const capped = contribution(calculateFor(nz2026, { employment: 200000 }), "acc")
    const below = contribution(calculateFor(nz2026, { employment: 100000 }), "acc")
    const rate = below / 100000
    expect(rate).toBeCloseTo(Math.round(1.52 * 1.15 * 100) / 10000, 8)
    expect(capped / rate).toBeCloseTo(156641, 4)
  })
})

// Round 4 search record (2026-11-22; 52 look-ups of the session's allowance of 110).
//
// US (found: the 2025 Form 1040 instructions' Tax Table example, the 2026 draft's, ATS Scenario 12, the Tax
// Computation Worksheet's 22% rows). code "IRS ATS scenario tax year 2025 Form 1040 expected tax test" (ATS
// scenario tests in UsTaxes forks, a replay report); find_string "1040-mef-ats-scenario" and
// "1040-mef-ats-scenario-12" (the replay report, the scenario 12 transcriptions and status); find_repos
// "ustaxes"; find_files tashiscool/UsTaxes src/tests/ats; read_file scenario1.test.ts there (not used: it
// computes its own line 16 with 2024 brackets and prints no IRS figure); find_string "Tara Black" and "107445"
// (nothing); code "ATS scenario 4 Sarah Smith expected line 15 ..." (no printed line 16); find_string "First,
// they find the $25,300" (the 2025 example, 2,562; older editions' 2,599 belong to other years) and read_file of
// the two quoting files; code "TY2025 ATS public-entry check replay ..." (to name the report's repository: not
// found); code "California FTB 2025 tax calculator result ..." (no FTB worked example or calculator output: only
// engines restating the schedules). Not tried: Publication 17 and 505 (2025) examples, Pub 15-T (2026) examples.
//
// NZ (no income-tax worked example or official calculator output found; the PAYE tables of
// published-americas-oceania.test.ts stay the only computed figures, plus the ACC maximums above). pages
// "Inland Revenue example independent earner tax credit ..." (IETC formula; the IETC is not modeled); read_file
// NZ-EVONY/everyday-tools tests/fixtures/official-examples.json (its "irdExamples" are student-loan and GST
// examples only); pages "ird.govt.nz example income tax 10.5% on the first $15,600 ..." (old IR3 guides, 2011);
// code "New Zealand income tax 2025-26 test expected value verified against IRD calculator" and code
// "Inland Revenue page 'Tax rates for individuals' from 1 April 2025 ... example" (a stored copy of IRD's page
// of January 2025, no example in the excerpt; Treasury tools); code "IRD Payroll calculations and business rules
// specification 2026 worked example ..." and pages "Inland Revenue payroll calculations and business rules
// specification 2025-26 example ..." (the specification's examples are not stored); find_string "business rules
// specification", "matches IRD's calculator" (0), "IRD PAYE calculator" (repositories whose "IRD calculator"
// figures are their own arithmetic, e.g. stored file id 52986516946: not used), "Ngā pāpātanga tāke mō te
// tangata" (0) and "Income tax rates are the percentages of tax" (0); find_files Willy-nz/Tohyee tests and
// read_file its payroll-extra-pays.test.ts (its own examples); find_repos "policyengine-nz" and find_files its
// tests (Treasury comparisons for 2024 only); find_repos "Treasury-Analytics" and find_files
// Treasury-Analytics-and-Insights/emtr (BEFU 2023 parameters and TY2022 reference outputs: pre-Budget-2024 law);
// find_files edithatogo/nztaxmicrosim tests; pages "Taxation (Budget Measures) Act 2024 Tax Information Bulletin
// example ..." and "taxpolicy.ird.govt.nz ... special report ... example" (composite 2024-25 rates only, a year
// the catalog does not have); pages "ACC earners' levy 1 April 2025 ... maximum levy payable" (found: ACC's
// "Levy results" and the NZPPA notice used above).
//
// MX (nothing added: no SAT worked example or calculator output for 2025 or 2026 found). pages "SAT ejemplo
// cálculo ISR anual personas físicas 2025 ingresos acumulables tarifa artículo 152 impuesto a cargo", "ejemplo
// cálculo declaración anual ejercicio 2025 límite inferior 374,837.89 ...", "sat.gob.mx ejemplo: si tus ingresos
// anuales por salarios ...", "SAT guía declaración anual personas físicas ejercicio 2025 ejemplo numérico ..."
// (press and accountants' examples only, e.g. Expansión 2026-03-03, a monthly 2025 withholding on MXN 18,000:
// not an SAT figure); pages "Taxing Wages 2026 Mexico 2025 tax/benefit position of single persons ..." (only the
// 2013, 2018 and 2020 OECD chapters are stored); code "test ISR anual personas físicas 2025 artículo 152 ejemplo
// del SAT ..." (payroll code restating the tariffs); find_string "ejemplo publicado por el SAT" (RFC examples
// only). The SAT's employment subsidy (2025-2026 decree) is not modeled, so its examples were not sought.
//
// CO (nothing added: no DIAN worked example or calculator output for AG 2025 or 2026 found). pages "DIAN
// cartilla formulario 210 año gravable 2025 ejemplo liquidación renta cédula general", "DIAN ejemplo práctico
// declaración de renta personas naturales año gravable 2025 UVT 49.799 ...", "micrositios.dian.gov.co renta
// personas naturales AG 2025 ejemplo ..." (the DIAN's AG 2024 micro-site, a glossary; no AG 2025 edition stored),
// "cartilla instructiva formulario 210 año gravable 2025 DIAN 2026 ejemplo ..." (older instructions without
// figures), "Resolución DIAN 000238 15 diciembre 2025 valor UVT 2026 $52.374" (the same press copies the rule set
// cites; the resolution itself is not stored, so co2026's UVT stays provisional); find_string "ejemplo de la
// DIAN" (electronic-invoicing examples only); pages "OECD Taxing Wages Colombia average wage COP 2025 ..." (press
// reports of the 0% rate at the average wage, no average wage in pesos: still not testable, as in round 3).
