import { describe, expect, it } from "vitest"
import { au2025, au2026 } from "../../src/tax/rules/au.js"
import { ca2025, ca2026 } from "../../src/tax/rules/ca.js"
import { ie2025 } from "../../src/tax/rules/ie.js"
import { nz2025, nz2026 } from "../../src/tax/rules/nz.js"
import { calculateFor, contribution, layerTax } from "./calculateFor.js"

// Worked examples PUBLISHED by a tax authority (issue 5), second pass: CA (federal + Ontario), AU, NZ, MX,
// CO, CR, PA, BR and a second Irish example. Each cites publisher, page title, URL, where on the page the
// example is, how it was read and the date read. Only the stored material behind the search tools was
// available (no live page was fetched). Countries of this pass with no usable published example are listed,
// with what was searched, in the helper's report (for docs/tax.md, "Published examples").

/** Rounds to the cent, as Revenue prints weekly PAYE amounts. */
const cent = (x: number): number => Math.round(x * 100) / 100

describe("Ireland: published examples (second)", () => {
  // Publisher: Office of the Revenue Commissioners (Revenue), Ireland.
  // Page: "Week 1 basis" (Employing people > Paying an employee > Methods of calculating tax)
  // URL: https://www.revenue.ie/en/employing-people/paying-an-employee/methods-of-calculating-tax/week1-basis.aspx
  // Where: the example of Ann, whose Revenue Payroll Notification shows total tax credits of €4,000 a year
  // (€76.92 a week) and a cut-off point of €44,000 a year (€846.16 a week); the tables "Week 1" (pay €400:
  // tax at 20% €80.00, less weekly tax credit €76.92, tax to deduct €3.08) and "Week 2" (pay €850: €846.16 at
  // 20% €169.23, €3.84 at 40% €1.54, gross tax €170.77, less €76.92, tax to deduct €93.85).
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages"). The page does not print the
  // year; its credits (single person €2,000 + employee €2,000) and cut-off (€44,000) are the 2025 values of
  // the rule set (Finance Act 2024).
  // Input: a week-1-basis week is taxed as 1/52 of the year, so the weekly pay x 52 is entered as annual
  // employment income; the calculator's annual taxable income, tax before credits and tax are divided by 52
  // and rounded to the cent as Revenue prints them. Weekly rounding: Revenue rounds the weekly cut-off up
  // (€846.16) and each line to the cent; annual/52 gives the same printed cents here.
  it("Revenue, Week 1 basis, Ann week 2: pay €850 -> gross tax €170.77, less €76.92 credit, tax €93.85", () => {
    const r = calculateFor(ie2025, { employment: 850 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(850 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(170.77)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(93.85)
  })

  it("Revenue, Week 1 basis, Ann week 1: pay €400 -> tax at 20% €80.00, less €76.92 credit, tax €3.08", () => {
    const r = calculateFor(ie2025, { employment: 400 * 52 })
    expect(r.incomeTax[0]!.taxableIncome).toBe(400 * 52)
    expect(cent(r.incomeTax[0]!.taxBeforeCredits / 52)).toBe(80)
    expect(cent(layerTax(r, "income-tax") / 52)).toBe(3.08)
  })
})

describe("Canada: published examples (payroll contributions; no income-tax worked example found)", () => {
  // Publisher: Employment and Social Development Canada (Government of Canada, canada.ca).
  // Page: "Employment Insurance - Important notice about maximum insurable earnings for 2025"
  // URL: https://www.canada.ca/en/employment-social-development/programs/ei/ei-list/ei-employers/premium-reduction-program/2025-maximum-insurable-earnings.html
  // Where: "Effective January 1, 2025": "For example, if an employee earns $75,000 per year, premiums must be
  // paid only on the first $65,700 ... the employee will pay a maximum annual EI premium of $1,077.48".
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages"). The same $1,077.48 is printed in
  // the CRA table "EI premium rates and maximums" (stored copy on taxinterpretations.com, row "2025").
  // Input: employment income $75,000 (the EI premium base is employment earnings, no deduction).
  it("ESDC 2025: employee earning $75,000 pays EI only on the first $65,700 -> $1,077.48", () => {
    const r = calculateFor(ca2025, { employment: 75000 })
    expect(cent(contribution(r, "ei"))).toBe(1077.48)
  })

  // Publisher: Canada Revenue Agency.
  // Page: "Second additional CPP contribution (CPP2) rates and maximums"
  // URL: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/calculating-deductions/making-deductions/second-additional-cpp-contribution-rates-maximums.html
  // Where: table "CPP2 contribution rates and maximums", row 2025: additional maximum annual pensionable
  // earnings $81,200, employee and employer contribution rate 4%, maximum annual employee contribution $396.
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages"). This is a published computed
  // amount (4% of the $9,900 between the $71,300 YMPE and the $81,200 ceiling), not a narrative example.
  // Input: employment income above the ceiling ($100,000) so the maximum applies.
  it("CRA CPP2 2025: earnings above $81,200 -> maximum employee CPP2 contribution $396", () => {
    const r = calculateFor(ca2025, { employment: 100000 })
    expect(cent(contribution(r, "cpp2"))).toBe(396)
  })

  // Publisher: Canada Revenue Agency.
  // Page: "CPP contribution rates, maximums and exemptions"
  // URL: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/payroll-deductions-contributions/canada-pension-plan-cpp/cpp-contribution-rates-maximums-exemptions.html
  // Where: the rates table, row 2025: maximum pensionable earnings $71,300, basic exemption $3,500, rate 5.95%,
  // maximum employee contribution $4,034.10.
  // Read: 2026-11-21; the CRA page itself is not stored; the row was read in a stored mirror of it
  // (dir.md/www.canada.ca/...cpp-contribution-rates-maximums-exemptions.html, which cites the canada.ca URL)
  // and the same figure in the Government of Canada-sourced tables of accountants' pages. Weaker source than
  // the two above; kept because the figure is the CRA's printed one.
  it("CRA CPP 2025: earnings above $71,300 -> maximum employee CPP contribution $4,034.10", () => {
    const r = calculateFor(ca2025, { employment: 100000 })
    expect(cent(contribution(r, "cpp"))).toBe(4034.1)
  })
})

describe("Canada 2026: published examples (payroll contributions; no income-tax worked example found)", () => {
  // Publisher: Employment and Social Development Canada (Government of Canada, canada.ca).
  // Page: "Employment Insurance - Important notice about maximum insurable earnings for 2026"
  // URL: https://www.canada.ca/en/employment-social-development/programs/ei/ei-list/ei-employers/premium-reduction-program/2026-maximum-insurable-earnings.html
  // Where: "Effective January 1, 2026", "For all workers": "The maximum insurable earnings is $68,900 ($65,700 in
  // 2025). For example, if an employee earns $75,000 per year, premiums must be paid only on the first $68,900";
  // "For workers outside Quebec": rate "$1.63 per $100 ($1.64 in 2025), with a maximum annual EI premium of
  // $1,123.07". Page details: 2025-10-31.
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages").
  // Input: employment income $75,000 (the EI premium base is employment earnings, no deduction).
  it("ESDC 2026: employee earning $75,000 pays EI only on the first $68,900 -> maximum premium $1,123.07", () => {
    const r = calculateFor(ca2026, { employment: 75000 })
    expect(cent(contribution(r, "ei"))).toBe(1123.07)
  })

  // Publisher: Canada Revenue Agency.
  // Page: "Canada Revenue Agency announces maximum pensionable earnings and contributions for 2026" (news
  // release, November 2025; it points to "Calculate payroll deductions and contributions" on canada.ca). The
  // canada.ca copy is not stored; the release was read reproduced verbatim, with the CRA's media-relations
  // contact, by the Fort Nelson chamber of commerce (fortnelsonchamber.com, "CRA - Maximum Pensionable Earnings &
  // Contributions for 2026: 11/5/2025"); the same figures are in payroll vendors' notes on the CRA's T4127
  // "Payroll Deductions Formulas", 122nd edition (atrieve.powerschool-docs.com). The rates table of the CRA page
  // below carries the 2026 row.
  // URL (CRA table): https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/payroll-deductions-contributions/canada-pension-plan-cpp/cpp-contribution-rates-maximums-exemptions.html
  // Where: "The Year's Maximum Pensionable Earnings (YMPE) for 2026 will be $74,600.00 ... basic exemption ...
  // $3,500.00. Employee and employer ... contribution rates for 2026 remain at 5.95%, and the maximum contribution
  // will be $4,230.45 each"; "The Year's Additional Maximum Pensionable Earnings (YAMPE) for 2026 will be
  // $85,000.00 ... CPP2 contribution rates for 2026 will remain at 4.00%, and the maximum contribution will be
  // $416.00 each".
  // Read: 2026-11-21 (search tool, corpus "pages"). Published computed maximums, not narrative examples.
  // Input: employment income above the YAMPE ($100,000) so both maximums apply.
  it("CRA 2026: earnings above $85,000 -> maximum employee CPP $4,230.45 and CPP2 $416", () => {
    const r = calculateFor(ca2026, { employment: 100000 })
    expect(cent(contribution(r, "cpp"))).toBe(4230.45)
    expect(cent(contribution(r, "cpp2"))).toBe(416)
  })
})

describe("Australia: published examples", () => {
  // Publisher: Australian Government, the Treasury (Budget 2025-26, Budget Paper No. 2, "Tax cuts to help
  // Australians"), restated in the Explanatory Memorandum of the Treasury Laws Amendment (More Cost of Living
  // Relief) Bill 2025 (Parliament of Australia; stored copy on classic.austlii.edu.au, whose stored excerpt
  // stops before the figure).
  // URL: https://budget.gov.au/ (Budget 2025-26, Budget Paper No. 2); the Act:
  // https://www.legislation.gov.au/C2025A00028/asmade/2025-03-27/text/original/epub/OEBPS/document_1/document_1.html
  // Where: "a worker on average earnings [will] receive a new tax cut of $268 in 2026–27 ... compared to 2024–25
  // tax settings" (Budget papers, quoted in Accountants Daily, "Government announces new tax cuts in Federal
  // Budget", 25 March 2025); "Relative to 2024-25 tax settings ... every Australian taxpayer with a new tax cut of
  // up to $268 in 2026–27" (adapted from budget.gov.au by an accountancy firm, dmca.com.au). Both copies were
  // read 2026-11-21 (search tool, corpus "pages"); the budget page itself is not stored.
  // How it applies: the Act (stored copy on legislation.gov.au) renames the resident rates table "Tax rates for
  // resident taxpayers for the 2024-25 or 2025-26 year of income", so 2024-25 settings are those of `au2025`, and
  // adds the 2026-27 table (15% instead of 16% from $18,200 to $45,000), which is `au2026`. The $268 is the
  // difference of the two years' income tax for any taxable income of $45,000 or more (1% of $26,800); "average
  // earnings" is about $100,000 (the Budget does not print the figure it used), so the test uses $100,000 and,
  // to show it does not depend on the amount, $45,000. The Medicare levy is not part of the cut and is unchanged.
  it("Budget 2025-26: tax cut of $268 in 2026-27 compared to 2024-25 (= 2025-26) settings, for a worker on average earnings", () => {
    for (const income of [100000, 45000]) {
      const before = calculateFor(au2025, { employment: income })
      const after = calculateFor(au2026, { employment: income })
      expect(before.incomeTax[0]!.taxableIncome).toBe(income)
      expect(after.incomeTax[0]!.taxableIncome).toBe(income)
      expect(cent(layerTax(before, "income-tax") - layerTax(after, "income-tax"))).toBe(268)
      expect(cent(contribution(before, "medicare-levy"))).toBe(cent(contribution(after, "medicare-levy")))
    }
  })
})

describe("Canada: CRA Payroll Deductions Online Calculator (PDOC) results, federal and Ontario income tax", () => {
  // Publisher: Canada Revenue Agency. Calculator: Payroll Deductions Online Calculator (PDOC),
  // https://www.canada.ca/en/revenue-agency/services/e-services/digital-services-businesses/payroll-deductions-online-calculator.html
  // (it applies T4127 "Payroll Deductions Formulas"). Cases: province Ontario, bi-weekly (26 pay periods), claim
  // codes 1 (2026: federal BPA 16,452, Ontario 12,989; 2025: 16,129 and 12,747), no year-to-date amounts.
  // Read: 2026-11-21, as recorded (inputs and PDOC outputs, status "VERIFIED", collected 2025-12-29/30) in the
  // public repository beanflowai/Beanflow-Payroll:
  //   backend/tests/payroll/pdoc/fixtures/2026/jan/tier1_province_coverage.json at commit
  //   5179ccc82930d82d4e8acdd7aea246ab0f4923d8 ("pdoc_version": "T4127 - 122nd Edition (January 2026)"), case
  //   ON_60K_BIWEEKLY: gross 2,307.69 -> federal_tax 205.32, provincial_tax 114.68;
  //   .../2026/jan/tier2_income_levels.json at commit e50a40f02e31ede8a2222bb31518fb426e1d88a0, case
  //   ON_30K_BIWEEKLY: gross 1,153.85 -> federal 53.75, provincial 40.57 (status "VERIFIED" at that commit; another
  //   stored version of the file, at cb12ac7ef9980b986e7c21869ffb415d2a491f4d, has the case with placeholders
  //   "TO_BE_VERIFIED" instead, their order is not known);
  //   .../2026/jan/tier3_cpp_ei_boundary.json at commit 5179ccc82930d82d4e8acdd7aea246ab0f4923d8, cases AT_EI_MIE
  //   (gross 2,650.00 -> federal 271.64, provincial 144.55) and AT_YMPE_BOUNDARY (2,869.23 -> 314.61, 169.63);
  //   .../2025/jul/tier1_province_coverage.json (5179ccc) ON_60K_BIWEEKLY (pay date 2025-07-18): provincial 116.76,
  //   and .../2025/jul/tier2_income_levels.json (bbd6dfc43ae8bc7365bbdae0a8c0c880a6ebad07) ON_30K_BIWEEKLY (gross
  //   1,153.85): provincial 41.03.
  // How a pay period relates to the year (T4127, Option 1): annual taxable income A = 26 x (pay - the pay's
  // enhanced CPP), annual tax = A at the year's rates less the credits (BPA, base CPP and EI x 26 up to the annual
  // maximums, Canada employment amount) and, for Ontario, plus the surtax and the Health Premium less the Ontario
  // tax reduction (nil at these incomes); the pay's deduction is annual tax / 26 rounded to the cent. So the pay
  // x 26 is entered as employment income, and annual federal tax / 26 and (Ontario tax + Health Premium) / 26 are
  // compared. This matches the annual calculation only up to the YMPE (the last case is at it; the $68,900 case
  // is at the EI ceiling, above which both cap the EI credit at the maximum premium): above the YMPE a first pay
  // has no CPP2 and its CPP x 26 exceeds the maximum, so PDOC's A differs from the year's; those cases are not used.
  // Tolerance: federal to the cent (within half a cent). Ontario within 2.5 cents a pay: from the second Ontario
  // bracket on, the calculator is $0.52-0.54 a year above PDOC in 2026 and $0.44 below it in 2025. Most of it is
  // T4127's whole-dollar bracket constant KP: 0.041 x 53,891 = 2,209.53 is used as 2,210 in 2026 (as quoted from
  // T4127 by payroll code in public repositories), -$0.47; 0.041 x 52,886 = 2,168.33, if printed 2,168 in 2025,
  // +$0.33. The rest, under a quarter of a cent a pay, was not traced (PDOC's per-pay rounding is the likely
  // cause). The 30k cases, in the first bracket, agree to the cent. Federal 2025 is not compared: PDOC's July
  // 2025 tables apply 14% for the rest of the year, the return (and ca2025) the year's 14.5%.
  // Each case: pay, the pay's enhanced CPP printed by PDOC ("cpp_enhancement_f2", the T4127 F5A deduction),
  // federal tax, Ontario tax. The calculator's taxable income is asserted first against T4127's
  // A = 26 x (pay - F5A), within 26 half-cents of PDOC's per-pay rounding.
  const cases2026 = [
    [1153.85, 10.19, 53.75, 40.57],
    [2307.69, 21.73, 205.32, 114.68],
    [2650, 25.15, 271.64, 144.55],
    [2869.23, 27.35, 314.61, 169.63]
  ] as const
  for (const [pay, f5a, federal, ontario] of cases2026) {
    it(`PDOC 2026 (T4127 122nd ed.), Ontario bi-weekly $${pay}: federal tax $${federal}, Ontario tax $${ontario}`, () => {
      const r = calculateFor(ca2026, { employment: pay * 26 })
      for (const line of r.incomeTax) expect(Math.abs(line.taxableIncome - 26 * (pay - f5a))).toBeLessThanOrEqual(0.13)
      expect(Math.abs(layerTax(r, "federal") / 26 - federal)).toBeLessThanOrEqual(0.005)
      const perPay = (layerTax(r, "ontario") + contribution(r, "ontario-health-premium")) / 26
      expect(Math.abs(perPay - ontario)).toBeLessThanOrEqual(0.025)
    })
  }
  const cases2025 = [
    [1153.85, 10.19, 41.03],
    [2307.69, 21.73, 116.76]
  ] as const
  for (const [pay, f5a, ontario] of cases2025) {
    it(`PDOC July 2025, Ontario bi-weekly $${pay}: Ontario tax $${ontario}`, () => {
      const r = calculateFor(ca2025, { employment: pay * 26 })
      for (const line of r.incomeTax) expect(Math.abs(line.taxableIncome - 26 * (pay - f5a))).toBeLessThanOrEqual(0.13)
      const perPay = (layerTax(r, "ontario") + contribution(r, "ontario-health-premium")) / 26
      expect(Math.abs(perPay - ontario)).toBeLessThanOrEqual(0.025)
    })
  }
})

describe("New Zealand 2026-27: IRD PAYE deduction tables (IR340 / IR341, April 2026), tax code M", () => {
  // Publisher: Inland Revenue (Te Tari Taake). Documents: "Weekly and fortnightly PAYE deduction tables" (IR340)
  // and "4 weekly and monthly PAYE deduction tables" (IR341), April 2026 (pay periods from 1 April 2026):
  // https://www.ird.govt.nz/-/media/project/ir/home/documents/forms-and-guides/ir300---ir399/ir340/ir340-apr-2026.pdf
  // https://www.ird.govt.nz/-/media/project/ir/home/documents/forms-and-guides/ir300---ir399/ir341/ir341-apr-2026.pdf
  // Where: column "PAYE" for tax code M, earnings rows weekly $300 / $464 / $600 / $1,000 / $1,500 / $2,000 ->
  // $36.75 / $68.32 / $94.50 / $171.50 / $326.64 / $500.33; fortnightly $928 / $1,200 / $2,400 / $3,500 -> $136.64 /
  // $189.00 / $462.78 / $826.92; monthly $1,500 / $4,500 / $6,500 / $9,000 -> $197.73 / $780.43 / $1,415.44 /
  // $2,283.92. The tables' PAYE includes the ACC earners' levy (they say so).
  // Read: 2026-11-21, as transcribed (each row naming its table and earnings row, retrieved 2026-10-02) in the
  // public repository NZ-EVONY/everyday-tools, tests/fixtures/official-examples.json at commit
  // 015f9d6f08bb0b2a0488de8eb721842ab8c0baee ("payeTableRows", field "paye_M").
  // How a row relates to the year: IRD's "Payroll calculations and business rules specification" 2026-27
  // (sections 5.2 to 5.4, as summarised in the same repository's data-sources notes) computes code M PAYE by
  // annualising the period's earnings (x 52, x 26 or x 12), taking income tax on that annual amount at the year's
  // rates plus the ACC earners' levy, dividing by 52 and truncating to the cent, then converting the weekly amount
  // to the pay period (x 2, or x 52 / 12) and truncating again. So the annualised earnings are entered as
  // employment income (no deduction: taxable income equals them, asserted first) and the same two truncations are
  // applied to the calculator's income tax + ACC levy; the result is compared to the cent. The rows lie below the
  // ACC ceiling and reach the first four brackets; they also confirm nz2026's ACC rate of 1.75% (marked provisional there).
  const truncateCents = (x: number): number => Math.floor(x * 100 + 1e-6) / 100
  const rows = [
    ["weekly", 300, 36.75],
    ["weekly", 464, 68.32],
    ["weekly", 600, 94.5],
    ["weekly", 1000, 171.5],
    ["weekly", 1500, 326.64],
    ["weekly", 2000, 500.33],
    ["fortnightly", 928, 136.64],
    ["fortnightly", 1200, 189],
    ["fortnightly", 2400, 462.78],
    ["fortnightly", 3500, 826.92],
    ["monthly", 1500, 197.73],
    ["monthly", 4500, 780.43],
    ["monthly", 6500, 1415.44],
    ["monthly", 9000, 2283.92]
  ] as const
  const periodsPerYear = { weekly: 52, fortnightly: 26, monthly: 12 } as const
  for (const [period, earnings, paye] of rows) {
    it(`IR340/IR341 April 2026, code M, ${period} earnings $${earnings} -> PAYE $${paye}`, () => {
      const annual = earnings * periodsPerYear[period]
      const r = calculateFor(nz2026, { employment: annual })
      expect(r.incomeTax[0]!.taxableIncome).toBe(annual)
      const weekly = truncateCents((layerTax(r, "income-tax") + contribution(r, "acc")) / 52)
      const perPeriod =
        period === "weekly" ? weekly : period === "fortnightly" ? weekly * 2 : truncateCents((weekly * 52) / 12)
      expect(cent(perPeriod)).toBe(paye)
    })
  }
})

describe("Australia: Budget 2025-26 tax-cut calculator, income-tax-free level of taxable income", () => {
  // Publisher: Australian Government, the Treasury (Budget 2025-26 website).
  // Page: "Estimate your tax cut" (the Budget's tax-cut calculator), https://budget.gov.au/content/calculator.htm
  // Where: the note under "Taxable income": "Due to the $18,200 tax-free threshold and the low income tax offset,
  // individuals will not pay income tax if they have taxable income below $22,575 in 2024-25 and 2025-26, $22,866
  // in 2026-27 and $23,200 in 2027-28." The page's disclaimer says the tool applies "the basic tax scales for the
  // relevant income year, the low income tax offset for the relevant income year".
  // Read: 2026-11-21, stored copy of the page (search tool, corpus "pages").
  // How it is read: the published amount is the taxable income at which the tax on the scale first exceeds the
  // full $700 low income tax offset: 16% x (22,575 - 18,200) = 700 exactly (2025-26) and 15% x (22,866 - 18,200)
  // = 699.90, 15% x (22,867 - 18,200) = 700.05 (2026-27, the page truncating 22,866.67 to the dollar). So the
  // calculator's income tax (after the offset) must be nil at the printed amount and positive one dollar above.
  // Employment income is entered (no deduction applies; taxable income asserted first). 2027-28 is not a
  // catalog year.
  for (const [ruleSet, label, level] of [
    [au2025, "2025-26", 22575],
    [au2026, "2026-27", 22866]
  ] as const) {
    it(`budget.gov.au ${label}: no income tax below $${level} of taxable income, some tax from $${level + 1}`, () => {
      const at = calculateFor(ruleSet, { employment: level })
      const above = calculateFor(ruleSet, { employment: level + 1 })
      expect(at.incomeTax[0]!.taxableIncome).toBe(level)
      expect(above.incomeTax[0]!.taxableIncome).toBe(level + 1)
      expect(cent(layerTax(calculateFor(ruleSet, { employment: level - 1 }), "income-tax"))).toBe(0)
      expect(cent(layerTax(at, "income-tax"))).toBe(0)
      expect(layerTax(above, "income-tax")).toBeGreaterThan(0)
    })
  }
})

describe("New Zealand 2025-26: IRD PAYE deduction tables (IR340 / IR341, April 2025), tax code M", () => {
  // Publisher: Inland Revenue (Te Tari Taake). Documents: IR340 "Weekly and fortnightly PAYE deduction tables" and
  // IR341 "4 weekly and monthly PAYE deduction tables", April 2025 editions (pay periods from 1 April 2025):
  // https://www.ird.govt.nz/-/media/project/ir/home/documents/forms-and-guides/ir300---ir399/ir340/ir340-2025.pdf
  // https://www.ird.govt.nz/-/media/project/ir/home/documents/forms-and-guides/ir300---ir399/ir341/ir341-2025.pdf
  // Where: column "M" of the main tables: IR340 weekly earnings $300 (page 13) -> $36.51, $464 (p. 17) -> $67.94,
  // $971 (p. 30) -> $165.14, $1,501 (p. 43) -> $325.76, $2,038 (p. 56) -> $511.91, $3,846 (p. 102) -> $1,146.65;
  // IR340 fortnightly $600 (p. 111) -> $73.02, $928 (p. 115) -> $135.88; IR341 four-weekly $19,228 (p. 126) ->
  // $6,085.76. PAYE includes the ACC earners' levy (1.67% up to $152,790 in 2025-26).
  // Read: 2026-11-21, as transcribed with printed page numbers in the public repository Willy-nz/Tohyee,
  // tests/fixtures/ird-paye-tables.json at commit e5beae2ec02ad67c9b1badc58e1a43cf9f517912 (tables "IR340 April
  // 2025" weekly and fortnightly main, "IR341 April 2025" four-weekly main; the file names the editions and says
  // the PDFs' URLs are in its src/lib/payroll/rates/).
  // How a row relates to the year: as for 2026-27 above (IRD's specification: annualise, income tax + ACC levy,
  // / 52 truncated to the cent, x 2 or x 4 for the period). The $3,846 weekly and $19,228 four-weekly rows
  // (annual $199,992 and $249,964) lie above the ACC ceiling and in the 39% bracket.
  const truncateCents = (x: number): number => Math.floor(x * 100 + 1e-6) / 100
  const rows = [
    [52, 300, 36.51],
    [52, 464, 67.94],
    [52, 971, 165.14],
    [52, 1501, 325.76],
    [52, 2038, 511.91],
    [52, 3846, 1146.65],
    [26, 600, 73.02],
    [26, 928, 135.88],
    [13, 19228, 6085.76]
  ] as const
  for (const [periods, earnings, paye] of rows) {
    it(`IR340/IR341 April 2025, code M, ${periods} pays a year, earnings $${earnings} -> PAYE $${paye}`, () => {
      const annual = earnings * periods
      const r = calculateFor(nz2025, { employment: annual })
      expect(r.incomeTax[0]!.taxableIncome).toBe(annual)
      const weekly = truncateCents((layerTax(r, "income-tax") + contribution(r, "acc")) / 52)
      expect(cent((weekly * 52) / periods)).toBe(paye)
    })
  }
})

describe("New Zealand 2026-27: IR341 April 2026 four-weekly rows around the ACC earners' levy ceiling", () => {
  // Publisher: Inland Revenue. Document: IR341 "4 weekly and monthly PAYE deduction tables", April 2026,
  // https://www.ird.govt.nz/-/media/project/ir/home/documents/forms-and-guides/ir300---ir399/ir341/ir341-apr-2026.pdf
  // Where: four-weekly main table, column "M": earnings $12,048 (page 81) -> $3,408.00, $12,052 (page 81) ->
  // $3,409.36, $15,384 (page 102) -> $4,601.20 (PAYE including the ACC earners' levy).
  // Read: 2026-11-21, as transcribed with printed page numbers in the public repository Willy-nz/Tohyee,
  // tests/fixtures/ird-paye-tables.json at commit e5beae2ec02ad67c9b1badc58e1a43cf9f517912 (table "IR341 April
  // 2026", four-weekly, main).
  // How a row relates to the year: as above (annualise x 13, income tax + ACC levy, / 52 truncated, x 4). The
  // first two rows annualise to $156,624 and $156,676, either side of nz2026's provisional ACC ceiling of
  // $156,641: the second matches only with the levy capped there (uncapped it would print $3,409.40), so the
  // rows confirm the ceiling as well as the 1.75% rate; the third ($199,992) is in the 39% bracket. Above the
  // ceiling IRD uses the maximum levy as published to the cent, $2,741.22 (1.75% x 156,641 = 2,741.2175): the
  // calculator's levy is rounded to the cent before the division (without it the third row would print $4,601.16,
  // one truncation step below the table; the other rows are unaffected).
  const truncateCents = (x: number): number => Math.floor(x * 100 + 1e-6) / 100
  for (const [earnings, paye] of [
    [12048, 3408],
    [12052, 3409.36],
    [15384, 4601.2]
  ] as const) {
    it(`IR341 April 2026, code M, four-weekly earnings $${earnings} -> PAYE $${paye}`, () => {
      const r = calculateFor(nz2026, { employment: earnings * 13 })
      expect(r.incomeTax[0]!.taxableIncome).toBe(earnings * 13)
      const weekly = truncateCents((layerTax(r, "income-tax") + cent(contribution(r, "acc"))) / 52)
      expect(cent(weekly * 4)).toBe(paye)
    })
  }
})
