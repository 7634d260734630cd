import { describe, expect, it } from "vitest"
import { ch2026 } from "../../src/tax/rules/ch.js"
import { gb2025, gb2026 } from "../../src/tax/rules/gb.js"
import { ie2026 } from "../../src/tax/rules/ie.js"
import { nl2026 } from "../../src/tax/rules/nl.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority or computed by its official calculator (issue 5), third pass,
// for GB, IE, NL and CH. Each cites publisher, page title, URL, where in it the example is, how it was read
// and the date read (2026-11-21). Only stored copies were available (the `search` tool's pages and public
// repositories); no live page was fetched. Inputs are chosen so that the calculator's taxable income equals
// the example's, and that is asserted first. No expected value was taken from the calculator's output.
//
// NL: no Belastingdienst worked example (rekenvoorbeeld) for 2025 or 2026 was found in the stored material
// (searched: pages "Belastingdienst rekenvoorbeeld arbeidskorting 2025", "voorbeeld algemene heffingskorting
// berekenen 3.068 6,337%", "belastingdienst.nl Box 1 tarieven 2026"; find_string "Belastingdienst
// rekenvoorbeeld"); rows of the Belastingdienst's 2026 white monthly wage-tax table are used instead (below).

/** Rounds to the cent, as Revenue prints weekly PAYE amounts. */
const cent = (x: number): number => Math.round(x * 100) / 100

describe("United Kingdom: published examples", () => {
  // Publisher: HM Revenue & Customs (GOV.UK).
  // Page: "Capital Gains Tax: what you pay it on, rates and allowances", section "Rates" (gains from 6 April 2025).
  // URL: https://www.gov.uk/capital-gains-tax/rates
  // Where: "If you pay basic rate Income Tax", the second example: "You make a gain (not from carried interest) on
  // or after 6 April 2025. Your taxable income (your income minus your Personal Allowance and any Income Tax
  // reliefs) is £20,000 and your taxable gains are £52,600. First, deduct the Capital Gains tax-free allowance
  // from your taxable gain. For the 2025 to 2026 tax year the allowance is £3,000, which leaves £49,600 to pay
  // tax on. Add this to your taxable income. Because the combined amount of £69,600 is more than £37,700 (the
  // basic rate band for the 2025 to 2026 tax year), you will pay Capital Gains Tax at 18% on £30,270 and then 24%
  // on £19,330. This means you will pay £10,087.80."
  // Read: 2026-11-21, as quoted in full in a stored forum page that asks about it (MoneySavingExpert forum,
  // "HMRC Capital Gains Tax example", https://forums.moneysavingexpert.com/discussion/6621264/hmrc-capital-gains-tax-example);
  // the GOV.UK page itself is stored only in a mirrored copy whose first example is cut off.
  // How it is read: the page's own split (£30,270 at 18%) is the basic-rate band left by £7,430 of taxable income
  // (£37,700 - £7,430), i.e. by £20,000 of income less the £12,570 Personal Allowance; with £20,000 of taxable
  // income, as the sentence says, only £17,700 of band would be left (£10,842.00 of tax). The figures are
  // therefore reproduced with the only reading the printed arithmetic supports: income £20,000 before the
  // Personal Allowance. The calculator's taxable income (£7,430) and the gains above the allowance (£49,600) are
  // asserted first; this doubt is reported, and the example is counted with it.
  it("HMRC CGT rates, 2025-26: gains £52,600 on income £20,000 -> £30,270 at 18% + £19,330 at 24% = £10,087.80", () => {
    const r = calculateFor(gb2025, { employment: 20000, capitalGains: 52600 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(20000 - 12570)
    expect(37700 - r.incomeTax[0]!.taxableIncome).toBe(30270)
    expect(52600 - 3000).toBe(49600)
    expect(r.capitalGainsTax).toBeCloseTo(10087.8, 2)
    expect(r.capitalGainsTax).toBeCloseTo(30270 * 0.18 + 19330 * 0.24, 2)
  })
})

describe("Ireland 2026: published examples", () => {
  // Publisher: Office of the Revenue Commissioners (Revenue), Ireland.
  // Page: "Week 1 basis" (Employing people > Paying an employee > Methods of calculating tax)
  // URL: https://www.revenue.ie/en/employing-people/paying-an-employee/methods-of-calculating-tax/week1-basis.aspx
  // Where: the example of Ann (total tax credits €4,000 a year = €76.92 a week; cut-off point €44,000 a year =
  // €846.16 a week): "Week 1" (pay €400: tax at 20% €80.00, less €76.92, tax €3.08) and "Week 2" (pay €850:
  // €846.16 at 20% €169.23, €3.84 at 40% €1.54, gross tax €170.77, less €76.92, tax €93.85).
  // Read: 2026-11-21, stored copy of the page. The page prints no year; its credits (single person €2,000 +
  // employee €2,000) and cut-off point (€44,000) are those of 2026 as of 2025 (Budget 2026 left income tax
  // bands and credits unchanged), so the example applies to the 2026 rule set as well. (It is also reproduced
  // against ie2025 in published-americas-oceania.test.ts.)
  // Input: one week-1-basis week is taxed as 1/52 of the year: weekly pay x 52 is entered as annual
  // employment income; annual taxable income, tax before credits and tax are divided by 52 and rounded to the
  // cent as Revenue prints them.
  it("Revenue, Week 1 basis, Ann week 2 (2026 rules): pay €850 -> gross tax €170.77, tax €93.85", () => {
    const r = calculateFor(ie2026, { employment: 850 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(850 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(170.77)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(93.85)
  })

  it("Revenue, Week 1 basis, Ann week 1 (2026 rules): pay €400 -> tax at 20% €80.00, tax €3.08", () => {
    const r = calculateFor(ie2026, { employment: 400 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(400 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(80)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(3.08)
  })
})

describe("Switzerland 2026 (Zug): official calculator results", () => {
  // Publisher: Eidgenössische Steuerverwaltung ESTV, official tax calculator ("Steuerrechner",
  // https://swisstaxcalculator.estv.admin.ch, operation API_calculateSimpleTaxes).
  // Case: tax year 2026, canton of Zug, chef-lieu (Stadt Zug), single, no children, no confession, wealth 0;
  // cantonal + communal income tax on taxable income CHF 40,000 / 70,000 / 100,000 / 150,000 / 250,000 ->
  // CHF 1,882 / 4,162 / 7,325 / 13,435 / 23,835.
  // Read: 2026-11-21, as quoted in a public repository that collected them from the ESTV calculator on
  // 2026-07-23: MINT-IA/MINT, services/backend/app/services/fiscal/cantonal_comparator.py (the stored version
  // with CANTONAL_COMMUNAL_TAX_CHF, entry "ZG"; the repository states the source, tax year 2026 and profile).
  // The ESTV calculator shows whole francs, cantonal and communal tax each rounded: the calculator's Zug layer
  // (einfache Steuer x (78% + 52%)) is compared within CHF 1. Pension income is used so that no deduction
  // applies and taxable income equals the case's (asserted first); all five are multiples of CHF 100, so the
  // ESTV's rounding of taxable income down to 100 does not matter.
  const estv = [
    [40000, 1882],
    [70000, 4162],
    [100000, 7325],
    [150000, 13435],
    [250000, 23835]
  ] as const
  for (const [taxable, published] of estv) {
    it(`ESTV calculator 2026, Stadt Zug, single: taxable CHF ${taxable} -> cantonal + communal CHF ${published}`, () => {
      const r = calculateFor(ch2026, { pension: taxable }, { subdivision: "zg" })
      const zg = r.incomeTax.find((l) => l.layer === "zg")!
      expect(zg.taxableIncome).toBe(taxable)
      expect(Math.abs(zg.tax - published)).toBeLessThanOrEqual(1)
    })
  }
})

describe("Switzerland 2026: ESTV calculator, federal tax and Stadt Zug (second capture)", () => {
  // Publisher: Eidgenössische Steuerverwaltung ESTV, official tax calculator
  // (https://swisstaxcalculator.estv.admin.ch/#/calculator/income-wealth-tax, operation API_calculateSimpleTaxes).
  // Case: tax year 2026, canton of Zug (chef-lieu), single, taxable income 55,000 / 85,000 / 125,000 / 175,000 /
  // 225,000 / 300,000: direkte Bundessteuer ("expected_ifd_chf") 533 / 1,694 / 4,689 / 9,826 / 16,203 / 26,103;
  // cantonal + communal ("expected_cantonal_communal_chf") 2,955 / 5,630 / 10,511 / 16,035 / 21,235 / 29,035.
  // Read: 2026-11-21, as recorded (captured 2026-07-28, with the calculator's URL and operation) in the public
  // repository MINT-IA/MINT, services/backend/tests/fixtures/estv_oracle_2025.jsonl at commit
  // fb035cc84c1088aed39720f9277102f91ec15ca2, rows "income__ZG__<income>" (the file name says 2025, every
  // row says tax_year 2026).
  // The calculator shows whole francs (cantonal and communal rounded separately), and the law's federal table
  // rounds each step to 5 Rappen: each amount is compared within CHF 1. Pension income: no deduction applies,
  // so taxable income equals the case's (asserted first).
  const rows = [
    [55000, 533, 2955],
    [85000, 1694, 5630],
    [125000, 4689, 10511],
    [175000, 9826, 16035],
    [225000, 16203, 21235],
    [300000, 26103, 29035]
  ] as const
  for (const [taxable, federal, zug] of rows) {
    it(`ESTV 2026, single, taxable CHF ${taxable}: federal CHF ${federal}, Stadt Zug CHF ${zug}`, () => {
      const r = calculateFor(ch2026, { pension: taxable })
      expect(r.incomeTax.map((l) => l.taxableIncome)).toEqual([taxable, taxable])
      expect(Math.abs(layerTax(r, "dbst") - federal)).toBeLessThanOrEqual(1)
      expect(Math.abs(layerTax(r, "zg") - zug)).toBeLessThanOrEqual(1)
    })
  }
})

describe("Netherlands 2026: Belastingdienst wage-tax table rows", () => {
  // Publisher: Belastingdienst.
  // Document: "Witte Maandloon-tabel loonbelasting/premie volksverzekeringen 2026" (standaard, below the AOW
  // age, with loonheffingskorting), published on belastingdienst.nl with the loonbelastingtabellen 2026 (no stored
  // copy of the table or of its page was read, so no deep link is given here).
  // Rows (monthly table wage -> wage tax with loonheffingskorting): €2,700.00 -> €267.50; €3,001.50 -> €388.58;
  // €4,000.50 -> €820.92; €6,502.50 -> €2,083.58; €8,001.00 -> €2,921.17; €11,002.50 -> €4,602.25.
  // Read: 2026-11-21, as quoted (with the table's name, "official regression rows") in the public repository
  // dev-chilwal/zenoply, scripts/tax-tests/nl.mjs at commit 41e2d94e225f7dc00543c452a0a453202de8ced8.
  // How the table is built (Rekenvoorschriften voor de geautomatiseerde loonadministratie 2026): the monthly
  // wage x 12 is taxed at the box 1 rates, less the general credit and the labour credit, and divided by 12;
  // the table floors each bracket's tax to the euro and rounds each credit up to the euro, the calculator does
  // not round, so it is up to about €4 a year (€0.35 a month) above the table. Input: the monthly wage x 12 as
  // employment income (the calculator's taxable box 1 income, asserted first); compared per month.
  const rows = [
    [2700, 267.5],
    [3001.5, 388.58],
    [4000.5, 820.92],
    [6502.5, 2083.58],
    [8001, 2921.17],
    [11002.5, 4602.25]
  ] as const
  for (const [monthly, table] of rows) {
    it(`Witte Maandloon-tabel 2026: €${monthly} a month -> €${table} wage tax`, () => {
      const r = calculateFor(nl2026, { employment: monthly * 12 })
      expect(r.incomeTax[0]!.taxableIncome).toBeCloseTo(monthly * 12, 6)
      const perMonth = layerTax(r, "box1") / 12
      expect(perMonth).toBeGreaterThanOrEqual(table - 0.005)
      expect(perMonth - table).toBeLessThanOrEqual(0.35)
    })
  }
})

describe("United Kingdom: HMRC take-home pay calculator results (tax-kalculator test data)", () => {
  // Publisher: HM Revenue & Customs. Calculator: HMRC's tax calculator library "tax-kalculator"
  // (uk.gov.hmrc.calculator.Calculator), the engine of GOV.UK's "Estimate your take-home pay" service
  // (https://www.tax.service.gov.uk/estimate-paye-take-home-pay; its source hmrc/paye-tax-calculator-frontend
  // declares the dependency "uk.gov.hmrc" % "tax-kalculator-jvm" in project/AppDependencies.scala at commit
  // 9cb4854e4041439e83de5c8e9888c39517280f6a) and of the HMRC app.
  // Where: HMRC's own expected results for the calculator, in the public repository hmrc/tax-kalculator:
  //   src/jvmTest/resources/data2025.csv at commit a8b263048e17ff5e9b8d699541c4f8812d6f4105 (TWENTY_TWENTY_FIVE,
  //   i.e. 2025-26), rows "1257L,<wages>,YEARLY,...,ENGLAND": wages 20,000 / 40,000 / 60,000 / 80,000 ->
  //   expected_yearly_ni_employee 594.40 / 2,194.40 / 3,210.60 / 3,610.60 and expected_yearly_income_tax
  //   1,484.20 / 5,484.20 / 11,428.40 / 19,428.40;
  //   src/jvmTest/resources/data2026.csv at commit 3ab1cfd1b7fe4eca508be00718b73f0388f0e22e (TWENTY_TWENTY_SIX,
  //   2026-27), the same four England rows with the same figures;
  //   src/jvmTest/resources/data2025_with_tapering.csv and data2026_with_tapering.csv at commit
  //   06f9692b7750ac2f11144f7721ee78c5d014aa53: wages 150,000 (codes 1257L and 0T, England) -> tax-free amount
  //   0, income tax 53,703, employee NI 5,010.60.
  // Read: 2026-11-21 (read_file on the stored repository).
  // How it is read: the calculator works from the PAYE tax code. Employee Class 1 NI is on the whole pay and is
  // compared as is. For income tax, code 1257L gives a tax-free pay of GBP 12,579 a year (HMRC's code
  // convention: the code number x 10 + 9; the rows' arithmetic confirms it: (20,000 - 12,579) x 20% = 1,484.20),
  // GBP 9 more than the statutory Personal Allowance of GBP 12,570 the rule set applies. So the income-tax
  // input is the wage less GBP 9, which makes the calculator's taxable income equal to the calculator's taxable
  // pay (asserted first). At GBP 150,000 the allowance is fully tapered (tax-free amount 0 in the rows), so the
  // wage is entered as is. Both are compared to the penny.
  const rows = [
    [20000, 594.4, 1484.2],
    [40000, 2194.4, 5484.2],
    [60000, 3210.6, 11428.4],
    [80000, 3610.6, 19428.4]
  ] as const
  for (const [ruleSet, label] of [
    [gb2025, "2025-26"],
    [gb2026, "2026-27"]
  ] as const) {
    for (const [wages, ni, tax] of rows) {
      it(`HMRC tax-kalculator ${label}, 1257L, England: wages £${wages} -> employee NI £${ni}, income tax £${tax}`, () => {
        expect(cent(contribution(calculateFor(ruleSet, { employment: wages }), "nic-class1"))).toBe(ni)
        const r = calculateFor(ruleSet, { employment: wages - 9 })
        expect(r.incomeTax[0]!.taxableIncome).toBe(wages - 12579)
        expect(cent(layerTax(r, "income-tax"))).toBe(tax)
      })
    }
    it(`HMRC tax-kalculator ${label}, tapering, England: wages £150,000 -> tax-free 0, income tax £53,703, NI £5,010.60`, () => {
      const r = calculateFor(ruleSet, { employment: 150000 })
      expect(r.incomeTax[0]!.taxableIncome).toBe(150000)
      expect(cent(layerTax(r, "income-tax"))).toBe(53703)
      expect(cent(contribution(r, "nic-class1"))).toBe(5010.6)
    })
  }
})
