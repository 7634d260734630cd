import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import {
  contributionsDeductible,
  flatCapitalTax,
  flatContribution,
  foreignSourceRegime,
  progressiveLayer
} from "../TaxComponentParts.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Georgia: 20% flat personal income tax on salary net of the employee's 2% funded-pension
 * contribution, 5% on dividends and interest; foreign-source income of individuals is not taxed
 * (regime), and the small-business status (1% of turnover up to GEL 500,000, 3% above).
 *
 * The pension contribution is deducted before the 20%: the funded pension is built so that the
 * participant's contribution is not taxed when paid in (Ministry of Economy, presentation of the
 * draft Law on Funded Pensions: "the contribution, the accrued interest and the pension withdrawal
 * will be exempt from income tax"), and payroll in Georgia computes GEL 1,000 gross -> pension
 * GEL 20 -> income tax (1,000 - 20) x 20% = GEL 196 -> net GEL 784. Until 2026-11 the rule set
 * taxed gross pay (GEL 200 on GEL 1,000, net 780).
 *
 * Small business (Tax Code arts. 88-90; Order of the Minister of Finance No. 999 on special tax
 * regimes): 1% of the taxable (gross, Georgian-source) business income; once the income of the
 * calendar year exceeds GEL 500,000, the 3% rate applies from the month of the excess to the end
 * of the year. An annual calculator sees only the year's total, so the regime taxes the first
 * GEL 500,000 at 1% and the income above it at 3% (the monthly rule can also put the part of the
 * crossing month's income below the threshold at 3%). Until 2026-11 the rule set applied 1% to
 * all turnover (GEL 6,000 instead of 8,000 on GEL 600,000): ge2025 version 3, ge2026 version 2.
 */

const RS: TaxSource = {
  url: "https://www.rs.ge/Default.aspx?sec_id=4855",
  publisher: "Revenue Service of Georgia",
  kind: "government_guidance"
}
const TAX_CODE: TaxSource = {
  url: "https://matsne.gov.ge/en/document/view/1043717",
  publisher: "Legislative Herald of Georgia (Tax Code of Georgia)",
  kind: "statute"
}
const PENSION: TaxSource = {
  url: "https://www.pensions.ge/en/",
  publisher: "Pension Agency of Georgia",
  kind: "government_guidance"
}
const PENSION_LAW: TaxSource = {
  url: "https://matsne.gov.ge/en/document/view/4280127",
  publisher: "Legislative Herald of Georgia (Law of Georgia on Funded Pension)",
  kind: "statute"
}

interface GeYear {
  readonly year: number
  /**
   * 2025 is version 3 (version 1 taxed gross salary, without deducting the pension contribution;
   * version 2 applied the small-business 1% above GEL 500,000); 2026 is version 2 (version 1 the
   * same 1% above GEL 500,000).
   */
  readonly version: number
  /** Facts not confirmed in a stored official copy for this year (2026: unchanged-from-2025 assumption). */
  readonly provisional: boolean
  readonly unchangedNote: string
}

const build = (y: GeYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "GE",
    countryName: "Georgia",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "GEL",
    version: y.version
  })
  const opts = { provisional: y.provisional }
  const pit = d.fact("personal_income_tax", [[0, 0.2]], `fraction (art. 81 Tax Code)${y.unchangedNote}`, TAX_CODE, opts)
  const pension = d.fact("funded_pension_employee", 0.02, `fraction of salary${y.unchangedNote}`, PENSION, opts)
  const pensionPreTax = d.fact(
    "funded_pension_deducted_before_income_tax",
    "the employee's 2% funded-pension contribution is taken from gross salary and is not taxed: income tax is 20% of salary less the contribution (GEL 1,000 -> GEL 196)",
    "text",
    PENSION_LAW,
    // Read: the Ministry of Economy's presentation of the draft law (economy.ge, news 353: "the
    // contribution, the accrued interest and the pension withdrawal will be exempt from income
    // tax") and Georgian payroll practice (1,000 -> 784). The enacted article of the law or of the
    // Tax Code was not read in a stored copy, hence provisional.
    { provisional: true }
  )
  const dividends = d.fact("dividend_tax", 0.05, `fraction${y.unchangedNote}`, TAX_CODE, opts)
  const interest = d.fact("interest_tax", 0.05, `fraction${y.unchangedNote}`, TAX_CODE, opts)
  const gains = d.fact("capital_gains_tax", 0.2, `fraction (taxed as income)${y.unchangedNote}`, TAX_CODE, opts)
  const foreign = d.fact(
    "foreign_source_exempt",
    "income of individuals from sources outside Georgia is exempt (art. 82 Tax Code)",
    "text",
    RS
  )
  const smallBusiness = d.fact(
    "small_business_status",
    { rate: 0.01, threshold: 500000, rateAbove: 0.03 },
    `fraction of taxable business income / GEL a calendar year / fraction above the threshold (arts. 88-90 Tax Code)${y.unchangedNote}`,
    RS,
    // The 3% above GEL 500,000 is read in stored secondary copies (ailaw.llc, myaccountant.ge,
    // businessregistergeorgia.com, startpoint.ge, individualentrepreneurship.ge), not in a stored
    // official text of art. 90 or of Order No. 999 (forms.ge holds only the 2014 wording: 5%/3%).
    { provisional: true }
  )

  const contributions: Components["contributions"] = [
    flatContribution("pension", "Funded pension (employee)", ["employment"], pension.value, pension)
  ]
  const pensionDeduction = { ...contributionsDeductible(["pension"], pensionPreTax), name: "Funded pension (employee)" }
  const capitalTaxes = [
    flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
    flatCapitalTax("interest", "Interest tax", ["interest"], interest),
    flatCapitalTax("gains", "Capital gains", ["capitalGains"], gains)
  ]

  return d.build({
    residence: {
      resident: {
        single: {
          contributions,
          incomeTaxes: [
            progressiveLayer("pit", "Personal income tax", ["employment", "selfEmployment", "pension"], pit, {
              deductions: [pensionDeduction]
            })
          ],
          capitalTaxes,
          exemptions: []
        }
      }
    },
    regimes: [
      foreignSourceRegime(
        "ge-foreign-source",
        "Foreign-source income of individuals",
        ["the income arises outside Georgia (foreign employment, pensions, dividends, interest, gains)"],
        foreign
      ),
      {
        id: "ge-small-business",
        name: "Small business status (1% of turnover, 3% above GEL 500,000)",
        description:
          "1% of self-employment turnover up to GEL 500,000 a year and 3% of the turnover above it; other income as for residents",
        conditions: [
          "registered individual entrepreneur with small-business status",
          "activities not excluded by Government Resolution No. 415 (licensed activities, medical, legal, audit and consulting services, gambling, staffing, excise goods)",
          "the status is lost when the GEL 500,000 threshold is exceeded in two consecutive calendar years (not checked)"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            contributions,
            incomeTaxes: [
              progressiveLayer("pit", "Personal income tax", ["employment", "pension"], pit, {
                deductions: [pensionDeduction]
              }),
              {
                id: "small-business",
                name: "Small business tax on turnover",
                base: ["selfEmployment"],
                deductions: [],
                schedule: brackets([
                  [0, smallBusiness.value.rate],
                  [smallBusiness.value.threshold, smallBusiness.value.rateAbove]
                ]),
                credits: [],
                surtaxes: [],
                factKeys: [smallBusiness.key]
              }
            ],
            capitalTaxes,
            exemptions: []
          }
        },
        factKeys: [smallBusiness.key]
      }
    ],
    notes: [
      "the funded pension contribution applies to employees under 40 at its start; it is applied to all employment income",
      "the employee's 2% pension contribution is deducted from salary before the 20% income tax",
      "small business: the 3% above GEL 500,000 is applied to the year's income above the threshold (the statute applies it from the month of the excess); the GEL 6,000 first-year allowance and the loss of status are not modeled",
      "gains on property held over 2 years and on some securities are exempt; all gains are taken as taxable"
    ]
  })
}

/** Georgia, tax year 2025. */
export const ge2025: TaxRuleSet = build({ year: 2025, version: 3, provisional: false, unchangedNote: "" })

/**
 * Georgia, tax year 2026: the same rates as 2025 (no change to the Tax Code's rates or the pension
 * contribution was found in the stored material; the rates are marked provisional).
 */
export const ge2026: TaxRuleSet = build({
  year: 2026,
  version: 2,
  provisional: true,
  unchangedNote: "; unchanged from 2025 (no amendment found; not confirmed in a stored official copy for 2026)"
})
