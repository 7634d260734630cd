import type { TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, foreignSourceRegime, progressiveLayer } from "../TaxComponentParts.js"
import { flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Georgia: 20% flat personal income tax, the 2% funded-pension contribution, 5% on dividends and
 * interest; foreign-source income of individuals is not taxed (regime), and the small-business
 * status (1% of turnover up to GEL 500,000).
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

const d = new TaxRuleSetDraft({
  countryCode: "GE",
  countryName: "Georgia",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "GEL",
  version: 1
})
const pit = d.fact("personal_income_tax", [[0, 0.2]], "fraction", TAX_CODE)
const pension = d.fact("funded_pension_employee", 0.02, "fraction of salary", PENSION)
const dividends = d.fact("dividend_tax", 0.05, "fraction", TAX_CODE)
const interest = d.fact("interest_tax", 0.05, "fraction", TAX_CODE)
const gains = d.fact("capital_gains_tax", 0.2, "fraction (taxed as income)", TAX_CODE)
const foreign = d.fact(
  "foreign_source_exempt",
  "income of individuals from sources outside Georgia is exempt (art. 82 Tax Code)",
  "text",
  RS
)
const smallBusiness = d.fact("small_business_status", { rate: 0.01, turnoverCap: 500000 }, "fraction / GEL", RS)

/** Georgia, tax year 2025. */
export const ge2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [
          flatContribution("pension", "Funded pension (employee)", ["employment"], pension.value, pension)
        ],
        incomeTaxes: [progressiveLayer("pit", "Personal income tax", ["employment", "selfEmployment", "pension"], pit)],
        capitalTaxes: [
          flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
          flatCapitalTax("interest", "Interest tax", ["interest"], interest),
          flatCapitalTax("gains", "Capital gains", ["capitalGains"], gains)
        ],
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
      name: "Small business status (1% of turnover)",
      description: "1% of self-employment turnover up to GEL 500,000 a year; other income as for residents",
      conditions: [
        "registered individual entrepreneur with small-business status",
        "annual turnover up to GEL 500,000; activities not excluded (e.g. most licensed professions, consulting is allowed)"
      ],
      keepsSubdivision: false,
      byFilingStatus: {
        single: {
          contributions: [
            flatContribution("pension", "Funded pension (employee)", ["employment"], pension.value, pension)
          ],
          incomeTaxes: [
            progressiveLayer("pit", "Personal income tax", ["employment", "pension"], pit),
            {
              id: "small-business",
              name: "Small business tax on turnover",
              base: ["selfEmployment"],
              deductions: [],
              schedule: flat(smallBusiness.value.rate),
              credits: [],
              surtaxes: [],
              factKeys: [smallBusiness.key]
            }
          ],
          capitalTaxes: [
            flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
            flatCapitalTax("interest", "Interest tax", ["interest"], interest),
            flatCapitalTax("gains", "Capital gains", ["capitalGains"], gains)
          ],
          exemptions: []
        }
      },
      factKeys: [smallBusiness.key]
    }
  ],
  notes: [
    "the funded pension contribution applies to employees under 40 at its start; it is applied to all employment income",
    "the small-business rate above GEL 500,000 (3%) and the loss of status are not modeled",
    "gains on property held over 2 years and on some securities are exempt; all gains are taken as taxable"
  ]
})
