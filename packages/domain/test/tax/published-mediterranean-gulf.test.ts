import { describe, expect, it } from "vitest"
import { ae2025, ae2026 } from "../../src/tax/rules/ae.js"
import { cy2025, cy2026 } from "../../src/tax/rules/cy.js"
import { mt2025 } from "../../src/tax/rules/mt.js"
import { calculateFor, layerLine } from "./calculateFor.js"

// Examples and statements PUBLISHED by governments and tax authorities (issue 5), third pass for CY,
// MT, GE and AE. Each test cites publisher, document, URL, where the figure is, how it was read and
// the date read (2026-11-21; only stored copies were available, no live page was fetched). What was
// searched without result (GE: no Revenue Service example; CY: the Tax Department's own "Examples"
// document for 2026 was not stored) is listed in the helper's report.

describe("Cyprus: the government's illustrative examples of the 2026 tax reform", () => {
  // Publisher: Government of Cyprus (Ministry of Finance), announcement of 21-22 January 2026 "Tax Reform -
  // what it means in practice" with illustrative household examples.
  // Where: first example, "Household with two children, mortgage and photovoltaics": "Taxable income of the
  // 1st partner (annual salary after deductions) EUR 30.000", the same for the 2nd partner; the household's
  // tax falls "from EUR 4,400 to EUR 1,000".
  // Read: 2026-11-21, in stored press reproductions of the announcement: Filenews, 22 January 2026
  // (https://www.philenews.com/oikonomia/kypros/article/1672157/forologiki-metarrithmisi-ti-simeni-stin-praxi-dite-paradigmata-poso-foro-tha-glitosete-ke-se-pies-periptosis/,
  // English copy at https://talanews.blogspot.com/2026/01/tax-reform-what-it-means-in-practice.html, which prints the two
  // taxable incomes) and https://thefuturemedia.eu/?p=16453 (which prints "from EUR 4,400 to EUR 1,000").
  // The government's own page was not in the stored material.
  // Use: "before the reform" is the 2025 scale (cy2025). Each partner is taxed separately on EUR 30,000 of
  // taxable income; the input is self-employment income of EUR 30,000 (no social-insurance deduction in the
  // rule set), so the calculator's taxable income equals the example's. The "after" figure (EUR 1,000) rests on
  // the reform's family deductions (children, housing-loan interest, photovoltaics, home insurance), which
  // the calculator does not model, and the full list of those deductions was cut off in the stored copy, so
  // it is not reproduced.
  it("each partner EUR 30,000 taxable: 2025 tax 1,700 + 500 = 2,200; the household's EUR 4,400", () => {
    const partner = calculateFor(cy2025, { selfEmployment: 30000 })
    expect(layerLine(partner, "income-tax").taxableIncome).toBeCloseTo(30000, 2)
    expect(layerLine(partner, "income-tax").tax).toBeCloseTo(2200, 2)
    expect(2 * layerLine(partner, "income-tax").tax).toBeCloseTo(4400, 2)
  })
})

describe("Cyprus: the government's other household examples of the 2026 tax reform (round 2)", () => {
  // Publisher: Government of Cyprus (Ministry of Finance), the same announcement of January 2026 ("Tax Reform -
  // what it means in practice", illustrative examples by household type).
  // Where and read: 2026-11-21, in a stored press report of the official examples: Cyprus Today, "Reform cuts tax
  // bills by up to EUR 5,993 for families" (https://cyprus-today.online/reform-cuts-tax-bills-by-up-to-e5993-for-families,
  // "Official examples show how different households benefit"), which prints each example's taxable income, the
  // deductions claimed after the reform, and the tax before and after; the household types and the before/after
  // figures also at https://thefuturemedia.eu/transformative-tax-reform-delivers-immediate-relief-for-citizens-and-businesses
  // and https://today24.pro/419501272. The government's own page was not in the stored material.
  // Use: "before" is the 2025 scale (cy2025) on the taxable income; "after" is the 2026 scale (cy2026) on the taxable
  // income less the reform's deductions, whose total the example states (the calculator does not model those
  // deductions, so the input is the income after them). Inputs are self-employment income (no social-insurance
  // deduction in the rule set), so the calculator's taxable income equals the example's.
  const incomeTax = (rs: typeof cy2025, income: number) => {
    const r = layerLine(calculateFor(rs, { selfEmployment: income }), "income-tax")
    expect(r.taxableIncome).toBeCloseTo(income, 2)
    return r.tax
  }
  it("single parent, two children, rent and an electric vehicle: EUR 35,000 -> 3,450 (2025); less 7,500 -> 1,100 (2026)", () => {
    expect(incomeTax(cy2025, 35000)).toBeCloseTo(3450, 2)
    expect(incomeTax(cy2026, 35000 - 7500)).toBeCloseTo(1100, 2)
  })
  it("single person, rent and an electric vehicle: EUR 28,000 -> 1,700 (2025); less 3,000 -> 600 (2026)", () => {
    expect(incomeTax(cy2025, 28000)).toBeCloseTo(1700, 2)
    expect(incomeTax(cy2026, 28000 - 3000)).toBeCloseTo(600, 2)
  })
  it("two working parents, EUR 30,000 each, EUR 11,000 of household deductions: 2026 tax EUR 1,000 (from 4,400)", () => {
    // Each partner stays above the EUR 22,000 tax-free band however the EUR 11,000 is split, so the household's
    // tax is 20% of the income above 2 x 22,000: the test splits it evenly (EUR 5,500 each).
    expect(2 * incomeTax(cy2026, 30000 - 5500)).toBeCloseTo(1000, 2)
  })
  it("large family, five children: spouses EUR 70,000 and EUR 55,000 -> 2025 tax 14,385 + 9,385 = EUR 23,770", () => {
    // The "after" figure (EUR 17,777 with EUR 18,400 of deductions) depends on how the deductions are split
    // between the spouses, which the stored copy does not give, so only the 2025 figure is reproduced.
    expect(incomeTax(cy2025, 70000) + incomeTax(cy2025, 55000)).toBeCloseTo(23770, 2)
  })
})

describe("Malta: Budget 2025 statement of the saving under the new single rates", () => {
  // Publisher: Ministry for Finance, Malta, Budget 2025 (the widening of the single-computation bands to
  // 0% up to EUR 12,000, 15% to 16,000, 25% to 60,000, 35% above).
  // Where: "anyone taxed under this computation saw a tax reduction valued between EUR 435 and EUR 675 per year.
  // The maximum reduction benefits all those earning more than EUR 19,500 annually."
  // Read: 2026-11-21, in a stored press report of the budget measures: Business Now, "Finance Minister rules out
  // new taxes ahead of Budget 2026" (https://businessnow.mt/finance-minister-rules-out-new-taxes-ahead-of-budget-2026),
  // section "A look at last year's budget". The budget document itself was not stored.
  // Method: this is a published saving, not a computation printed in full. The tax before the change is the
  // Commissioner for Revenue's single-rate table for basis year 2024 (0% to 9,100; 15% to 14,500, subtract
  // 1,365; 25% to 19,500, subtract 2,815; 25% to 60,000, subtract 2,725; 35% above, subtract 8,725:
  // https://cfr.gov.mt/en/individuals/Pages/Tax-Rates.aspx, read as reproduced at
  // https://yesitmatters.com/resources/taxation-matters/tax-rates, "Basis 2024 - Year of Assessment 2025").
  // The 2025 tax comes from the calculator on chargeable income entered as self-employment (no contribution is
  // deducted in the rule set), and the published saving must be the difference.
  const single2024 = (x: number): number =>
    x <= 9100
      ? 0
      : x <= 14500
        ? x * 0.15 - 1365
        : x <= 19500
          ? x * 0.25 - 2815
          : x <= 60000
            ? x * 0.25 - 2725
            : x * 0.35 - 8725

  it("the largest saving, EUR 675, above EUR 19,500 (chargeable EUR 30,000: 4,775 in 2024, 4,100 in 2025)", () => {
    const r = layerLine(calculateFor(mt2025, { selfEmployment: 30000 }), "income-tax")
    expect(r.taxableIncome).toBeCloseTo(30000, 2)
    expect(single2024(30000) - r.tax).toBeCloseTo(675, 2)
  })
  it("the smallest saving, EUR 435, at the new EUR 12,000 threshold (2024: 435; 2025: nil)", () => {
    const r = layerLine(calculateFor(mt2025, { selfEmployment: 12000 }), "income-tax")
    expect(r.taxableIncome).toBeCloseTo(12000, 2)
    expect(single2024(12000) - r.tax).toBeCloseTo(435, 2)
  })
  // Round 2. The same Budget 2025 measure as a table of the "maximum tax saving" per 2024 single band: EUR 435
  // (0-9,100 -> 0-12,000), EUR 585 (9,101-14,500 and 14,501-19,500, now 12,001-16,000 and 16,001-60,000), EUR 675
  // (19,501-60,000 and 60,001 and over). Read: 2026-11-21, as reproduced from the budget speech's proposals by a
  // payroll provider: Mercans, "Malta - Tax Table and Social Security Changes", 8 January 2025
  // (https://mercans.com/resources/statutory-alerts/malta-changes-to-income-tax-tables), table "'Single' / Separate
  // Computation", column "Maximum Tax Saving". Still a saving statement, not a printed computation: the EUR 585 is
  // reached at the top of the two middle 2024 bands (16,000: 2024 tax 1,185, 2025 tax 600; 19,500: 2,060 and 1,475).
  it("the EUR 585 saving at the top of the 2024 15% and first 25% bands (chargeable EUR 16,000 and 19,500)", () => {
    for (const x of [16000, 19500]) {
      const r = layerLine(calculateFor(mt2025, { selfEmployment: x }), "income-tax")
      expect(r.taxableIncome).toBeCloseTo(x, 2)
      expect(single2024(x) - r.tax).toBeCloseTo(585, 2)
    }
  })
})

describe("United Arab Emirates: the Ministry of Finance on individuals' income", () => {
  // No personal income tax exists, so no authority publishes a worked example of one. What the Ministry of
  // Finance publishes is the scope statement, and the tests reproduce it:
  // Publisher: Ministry of Finance, UAE, "Corporate Tax - Frequently Asked Questions",
  // https://mof.gov.ae/corporate-tax-faq/, questions under "Article 1 - Definitions": "Will an individual's
  // employment income be subject to UAE CT? UAE CT will not apply to an individual's salary and other
  // employment income (whether received from the public or private sector)."
  // And: Cabinet Decision No. (49) of 2023 (issued by the Ministry of Finance, effective 1 June 2023), Articles 2
  // and 3: a natural person's business is subject to corporate tax only where its turnover exceeds
  // AED 1,000,000 in a calendar year; wages, personal investment income and real estate investment income are
  // not business activities.
  // Read: 2026-11-21; the FAQ as quoted with its URL at https://taxo.online/corporate-tax-law/article-1-definitions-2,
  // the Decision's text at https://taxbox.ae/taxlaws/cabinet-decision-no-49-of-2023-on-specifying-the-categories-of-businesses-or-business-activities-conducted-by-a-resident-or-non-resident-natural-person-that-are-subject-to-corporate-tax
  // (stored copies; the ministry's pages themselves were not stored).
  it("salary of AED 1,000,000 (public or private sector): no tax, 2025 and 2026", () => {
    for (const rs of [ae2025, ae2026]) expect(calculateFor(rs, { employment: 1000000 }).totalTax).toBe(0)
  })
  it("personal investment income (dividends, interest, gains) of AED 500,000: no tax", () => {
    for (const rs of [ae2025, ae2026])
      expect(calculateFor(rs, { dividends: 200000, interest: 200000, capitalGains: 100000 }).totalTax).toBe(0)
  })
  it("a natural person's business turnover below AED 1,000,000 is outside corporate tax; the threshold is the 2026 fact", () => {
    const r = calculateFor(ae2026, { selfEmployment: 900000 })
    expect(r.totalTax).toBe(0)
    const threshold = r.facts.find((f) => f.key === "ae.2026.natural_person_business_turnover_threshold")
    expect(threshold?.value).toEqual({ turnover: 1000000, corporateTaxRate: 0.09, zeroRateBand: 375000 })
  })
})

// Round 3 (MT; 2026-11-21/22): nothing added. Malta is not covered by OECD Taxing Wages; the CFR "FSS Guide for
// Employers" 2025 tax tables and the CFR tax calculator were not searched this round.

// Round 3 (GE; 2026-11-22): nothing added: no worked example published by the Revenue Service, the Ministry of
// Finance or the Pension Agency was found, and Georgia is not covered by OECD Taxing Wages. Searched: pages "Tax Code
// of Georgia small business status 1% turnover exceeds GEL 500,000 3%", "matsne Tax Code Article 90 taxation of small
// business from the month of the excess 3%", "საგადასახადო კოდექსი მუხლი 90 მცირე ბიზნესის დაბეგვრა", "ბრძანება
// №999 ... 500 000 ლარს ... 3 პროცენტით", "rs.ge small business income exceeding 500,000 taxed 3%"; docs and code
// "Georgia small business 1% 3% above 500,000"; find_string "small business shall be taxed at", "taxable income of a
// small business shall be taxed", "exceeds GEL 500 000", "taxed at the rate of 3%", "from the month of exceeding",
// "მცირე ბიზნესის დასაბეგრი შემოსავალი იბეგრება", "მცირე ბიზნესის სტატუსის მქონე", "გადაჭარბების თვიდან",
// "500 000 ლარს"; find_repos "georgia-tax". The stored material holds the 2014 wording of art. 90 (forms.ge: 5%, or
// 3% with documented expenses), only the titles of the Minister's Orders No. 996 and 999 (agrolib.ge), and
// accountants' and law firms' pages on the current rule (1%; 3% once the year's income exceeds GEL 500,000, from the
// month of the excess: ailaw.llc, myaccountant.ge, businessregistergeorgia.com, startpoint.ge); the one figure printed
// (individualentrepreneurship.ge: GEL 600,000 -> 5,000 + 3,000 = 8,000) is a private example, so it backs the hand
// test in europe.test.ts and the ge2025 v3 / ge2026 v2 correction, not a test here. The session's search budget ran
// out before the Revenue Service's guides, the pensions.ge calculator and IMF/EU4Business material were searched.
