import { describe, expect, it } from "vitest"
import { fr2024, fr2025 } from "../../src/tax/rules/fr.js"
import { ie2025 } from "../../src/tax/rules/ie.js"
import { jp2025 } from "../../src/tax/rules/jp.js"
import { sg2025 } from "../../src/tax/rules/sg.js"
import { us2025 } from "../../src/tax/rules/us.js"
import { calculateFor, layerTax } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority, reproduced figure for figure (issue 5).
// Each cites publisher, page title, URL, where on the page the example is, and the date read.
// Countries without a published example found in the stored material are listed in
// docs/tax.md, "Published examples", with what was searched; their tests stay hand-computed.

describe("Asia: published examples", () => {
  // Publisher: Inland Revenue Authority of Singapore (IRAS).
  // Page: "Sample income tax calculations"
  // URL: https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/sample-income-tax-calculations
  // Where: "Sample calculation for tax residents", the examples of Mr Heng and Mr Fong.
  // Read: 2026-11-21, in two stored copies: the page as stored for the search tool (YA 2025 edition, income
  // of 2024) and a public repository's transcription of the YA 2026 edition (income of 2025, the rule set's
  // year), which prints the same chargeable incomes and the same tax on chargeable income and applies no
  // personal income tax rebate for YA 2026. The Parenthood Tax Rebate in the Heng example is not modeled and
  // not asserted; the page's non-resident examples are out of scope (non-residents are not modeled for SG).
  // Input: the calculator models the earned income relief below 55 ($1,000) only, so employment income
  // is chosen as the published chargeable income + $1,000; the test asserts that the calculator's
  // chargeable income equals the published one, then the published tax.
  it("IRAS, Mr Heng: chargeable income $34,750 -> tax payable on chargeable income $366.25", () => {
    const r = calculateFor(sg2025, { employment: 34750 + 1000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(34750, 2)
    // "Tax on first $30,000: $200.00; Tax on next $4,750 @ 3.5%: $166.25; ... $366.25"
    expect(layerTax(r, "income-tax")).toBeCloseTo(366.25, 2)
  })

  it("IRAS, Mr Fong: chargeable income $234,100 -> tax payable on chargeable income $27,629", () => {
    const r = calculateFor(sg2025, { employment: 234100 + 1000 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(234100, 2)
    // "Tax on first $200,000: $21,150; Tax on next $34,100 @ 19%: $6,479; ... $27,629"
    expect(layerTax(r, "income-tax")).toBeCloseTo(27629, 2)
  })
})

describe("Japan: published examples", () => {
  // Publisher: National Tax Agency (国税庁).
  // Page: タックスアンサー No.2260「所得税の税率」
  // URL: https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm
  // Where: the example under the quick-calculation table (速算表): 「課税される所得金額」が700万円の場合
  // 700万円 × 0.23 − 63万6千円 = 97万4千円.
  // Read: 2026-11-21. The NTA page itself is not in the stored material; the example was read as quoted,
  // with its source, in public repositories' rule files and tests ("7,000,000円 × 0.23 − 636,000円 = 974,000円
  // （No.2260の計算例）"). The quick table is the same in 2025.
  // Input: self-employment income less the 580,000 yen basic deduction the rule set applies gives the
  // example's taxable income; the published figure is the tax before the 2.1% reconstruction surtax.
  it("NTA No.2260: taxable income 7,000,000 yen -> 7,000,000 x 0.23 - 636,000 = 974,000 yen", () => {
    const r = calculateFor(jp2025, { selfEmployment: 7000000 + 580000 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(7000000)
    expect(r.incomeTax[0]!.taxBeforeCredits).toBeCloseTo(974000, 2)
  })
})

describe("Europe: published examples", () => {
  // Publisher: Direction de l'information légale et administrative (Premier ministre), Service-Public.fr,
  // the French administration's official guide.
  // Page: "Quel est le barème de l'impôt sur le revenu ?" (fiche F1419), barème 2025 applicable to 2024 income.
  // URL: https://www.service-public.fr/particuliers/vosdroits/F1419
  // Where: "Exemples de calcul": "Pour un célibataire" (revenu net imposable 30 000 €, one part) and the
  // married couple of 2 parts whose quotient familial is 45 000 € (per-part computation).
  // Read: 2026-11-21, from stored copies of the fiche syndicated on other sites (guide-administratif.fr/.../F1419),
  // whose bracket lines print "(29 315 € - 11 497 €) × 11 % = 17 818 € × 11 % = 1 959,98 €",
  // "(30 000 € - 29 315 €) x 30 % = 685 € × 30 % = 205,50 €" and "(45 000 € - 29 315 €) x 30 % = 15 685 € × 30 % = 4 705,50 €";
  // the stored copy blanks the totals, which are the sums of the printed lines (2 165,48 € and 6 665,48 €).
  // Rounding: the tax and the taxable income are rounded to the nearest euro, 0,50 counting for 1 (art. 1657
  // 1 and 1 bis CGI, Code général des impôts, https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006069577); neither example
  // reaches the décote (tax above 889 / 45.25% = 1 964 €).
  // Input: micro-BNC turnover chosen so that the calculator's revenu net imposable is the example's
  // (34% abatement: turnover = RNI / 0.66); the test asserts the RNI first.
  it("Service-Public F1419, single, revenu net imposable 30 000 €: impôt brut 1 959,98 + 205,50 = 2 165,48 € -> 2 165 €", () => {
    const r = calculateFor(fr2024, { selfEmployment: 30000 / 0.66 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(30000)
    expect(layerTax(r, "impot-revenu")).toBe(Math.round(1959.98 + 205.5))
  })

  it("Service-Public F1419, quotient familial 45 000 € (one part): 1 959,98 + 4 705,50 = 6 665,48 € per part -> 6 665 €", () => {
    // The fiche's couple is taxed on 2 parts; the calculator models one part, so the example is used at the
    // level the fiche prints it: the tax on one part whose quotient is 45 000 €.
    const r = calculateFor(fr2024, { selfEmployment: 45000 / 0.66 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(45000)
    expect(layerTax(r, "impot-revenu")).toBe(Math.round(1959.98 + 4705.5))
  })

  // The same fiche F1419, updated for the barème 2026 (income of 2025, loi de finances pour 2026).
  // URL: https://www.service-public.fr/particuliers/vosdroits/F1419
  // Read: 2026-11-25, in the stored copy https://chatbot.illicoweb.com/service-public/fiche/F1419 (the fiche as
  // syndicated by Service-Public.fr), "Un célibataire (foyer d'une seule part) dont le revenu net imposable est de
  // 30 000 €": "(29 579 € - 11 600 €) × 11 % = 17 979 € × 11 % = 1 977,69 €" and "(30 000 € - 29 579 €) x 30 % =
  // 421 € × 30 % = 126,30 €": 2 103,99 €, which art. 1657 CGI rounds to 2 104 € (issue 15: version 1 floored it
  // to 2 103 €).
  it("Service-Public F1419 (barème 2026), single, revenu net imposable 30 000 €: 1 977,69 + 126,30 = 2 103,99 € -> 2 104 €", () => {
    const r = calculateFor(fr2025, { selfEmployment: 30000 / 0.66 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(30000)
    expect(layerTax(r, "impot-revenu")).toBe(2104)
  })

  // Publisher: Office of the Revenue Commissioners (Revenue), Ireland.
  // Page: "What is a tax rate band?" (Calculating your Income Tax)
  // URL: https://www.revenue.ie/en/jobs-and-pensions/calculating-your-income-tax/tax-rate-band.aspx
  // Where: "How rate bands work", Example 1: "In 2025, Ann is single and earns €900 per week ... standard rate
  // band of €44,000 per year. The weekly amount is €846.15 (€44,000÷52) ... the first €846.15 ... at the standard
  // rate of 20%. The balance of €53.85 (€900 - €846.15) is taxed at the higher rate of 40%."
  // Read: 2026-11-21 (stored copy; the weekly tax amounts of the table that follows are cut off in the copy and
  // are not asserted). The example is weekly PAYE; the calculator is annual, so €900 x 52 = €46,800 a year is
  // entered and its annual bands, divided by 52 and rounded to the cent as Revenue does, are compared.
  it("Revenue, Ann 2025, €900 a week: €846.15 a week at 20%, €53.85 a week at 40%", () => {
    const r = calculateFor(ie2025, { employment: 900 * 52 })
    const [standard, higher] = r.incomeTax[0]!.brackets.filter((b) => b.taxableInBracket > 0)
    expect(standard!.rate).toBe(0.2)
    expect(Math.round((standard!.taxableInBracket / 52) * 100) / 100).toBe(846.15)
    expect(higher!.rate).toBe(0.4)
    expect(Math.round((higher!.taxableInBracket / 52) * 100) / 100).toBe(53.85)
  })
})

describe("United States: published tax-table rows", () => {
  // Publisher: Internal Revenue Service.
  // Document: "2025 Tax Table" (1040 and 1040-SR Tax and Earned Income Credit Tables),
  // https://www.irs.gov/pub/irs-pdf/i1040tt.pdf, Single column, rows "59,550 - 59,600" -> 8,021 and
  // "20,250 - 20,300" -> 2,195.
  // Read: 2026-11-21. The IRS PDF itself is not in the stored material; the two rows were read as quoted,
  // with the PDF's URL, in a public repository's notes on 2025 single returns (wages 75,300 and 36,000 less
  // the 15,750 standard deduction).
  // Disagreement found and explained: the calculator applies the rate schedule to the exact taxable income
  // and does not model the Tax Table, which filers below $100,000 must use. A table row is the schedule's
  // tax at the middle of its $50 band, rounded to the dollar (both rows below satisfy that), so at the
  // band's lower edge the calculator gives 8,015 where the table prints 8,021. The tests enter the band's
  // midpoint and compare with the printed amount at the table's rounding (whole dollars); the expected
  // values are the printed ones. No rule-set change: the schedule is right; the table is a component the
  // calculator does not model (docs/tax.md, "Published examples").
  it("IRS 2025 Tax Table, single, 59,550-59,600: $8,021 (schedule at the band's midpoint 59,575)", () => {
    const r = calculateFor(us2025, { employment: 15750 + 59575 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(59575, 2)
    expect(Math.round(layerTax(r, "federal"))).toBe(8021)
  })

  it("IRS 2025 Tax Table, single, 20,250-20,300: $2,195 (schedule at the band's midpoint 20,275)", () => {
    const r = calculateFor(us2025, { employment: 15750 + 20275 })
    expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(20275, 2)
    expect(Math.round(layerTax(r, "federal"))).toBe(2195)
  })

  it("at the band's lower edge the exact schedule differs from the printed row by $6 (Tax Table not modeled)", () => {
    const r = calculateFor(us2025, { employment: 15750 + 59550 })
    expect(8021 - layerTax(r, "federal")).toBeCloseTo(6, 2)
  })
})
