import type { TaxRuleSet } from "../TaxRuleSet.js"
import { allowance, exemptKinds, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/** Singapore: resident individual rates (YA 2026, income of 2025), earned income relief; dividends, interest and gains untaxed. */

const IRAS_RATES: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}
const IRAS_RELIEF: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/employees/deductions-for-individuals-personal-reliefs/earned-income-relief",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}
const IRAS_EXEMPT: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/what-is-taxable-what-is-not/income-received-from-overseas",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "SG",
  countryName: "Singapore",
  taxYear: 2025,
  taxYearLabel: "YA 2026 (income of 2025)",
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "SGD",
  version: 1
})
const rates = d.fact(
  "resident_rates",
  [
    [0, 0],
    [20000, 0.02],
    [30000, 0.035],
    [40000, 0.07],
    [80000, 0.115],
    [120000, 0.15],
    [160000, 0.18],
    [200000, 0.19],
    [240000, 0.195],
    [280000, 0.2],
    [320000, 0.22],
    [500000, 0.23],
    [1000000, 0.24]
  ],
  "SGD of chargeable income / fraction",
  IRAS_RATES
)
const eir = d.fact("earned_income_relief_below_55", 1000, "SGD", IRAS_RELIEF)
const untaxed = d.fact(
  "untaxed_investment_income",
  "one-tier dividends, interest from approved banks, capital gains and foreign-sourced income received by individuals are not taxed",
  "text",
  IRAS_EXEMPT
)

/** Singapore, income year 2025 (YA 2026). */
export const sg2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        incomeTaxes: [
          progressiveLayer("income-tax", "Income tax (resident)", ["employment", "selfEmployment", "pension"], rates, {
            deductions: [allowance("Earned income relief", eir, ["employment", "selfEmployment", "pension"])]
          })
        ],
        capitalTaxes: [],
        contributions: [],
        exemptions: exemptKinds(["dividends", "interest", "capitalGains"], untaxed.value, untaxed)
      }
    }
  },
  notes: [
    "CPF contributions apply to citizens and permanent residents only and are not modeled",
    "personal income tax rebates, other reliefs and the non-resident flat rates are not modeled",
    "pensions from Singapore employers are taxed; foreign pensions received are foreign-sourced and not taxed (enter them as zero)"
  ]
})
