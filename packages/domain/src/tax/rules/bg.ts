import type { TaxRuleSet } from "../TaxRuleSet.js"
import { contributionsDeductible, flatCapitalTax, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/** Bulgaria: 10% flat income tax, employee social and health insurance (capped), 5% on dividends, 8% on interest, 10% on gains. */

const NRA: TaxSource = {
  url: "https://nra.bg/wps/portal/nra/taxes/danak-varhu-dohodite-na-fizicheskite-litsa",
  publisher: "National Revenue Agency of Bulgaria",
  kind: "government_guidance"
}
const ZDDFL: TaxSource = {
  url: "https://www.minfin.bg/en/1379",
  publisher: "Ministry of Finance of Bulgaria",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "BG",
  countryName: "Bulgaria",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "BGN",
  version: 1
})
const pit = d.fact("income_tax", [[0, 0.1]], "fraction", NRA)
const insurance = d.fact(
  "employee_insurance",
  { rate: 0.1378, maxInsurableAnnual: 4130 * 12 },
  "fraction (pension, sickness, unemployment, health) / BGN per year",
  NRA
)
const dividends = d.fact("dividend_tax", 0.05, "fraction", ZDDFL)
const interest = d.fact("interest_tax", 0.08, "fraction", ZDDFL)
const gains = d.fact(
  "capital_gains_tax",
  0.1,
  "fraction (gains on EU-regulated markets are exempt; not modeled)",
  ZDDFL
)

/** Bulgaria, tax year 2025. */
export const bg2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [
          flatContribution(
            "insurance",
            "Social and health insurance (employee)",
            ["employment"],
            insurance.value.rate,
            insurance,
            insurance.value.maxInsurableAnnual
          )
        ],
        incomeTaxes: [
          progressiveLayer("pit", "Personal income tax", ["employment", "selfEmployment", "pension"], pit, {
            deductions: [contributionsDeductible(["insurance"], insurance)]
          })
        ],
        capitalTaxes: [
          flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
          flatCapitalTax("interest", "Interest tax", ["interest"], interest),
          flatCapitalTax("gains", "Capital gains", ["capitalGains"], gains)
        ],
        exemptions: []
      }
    }
  },
  notes: [
    "pensions are not taxable in Bulgaria up to the statutory pension; foreign pensions are taxed at 10% here (treaties may differ)",
    "self-employed statutory expense deductions (25-60%) and contributions are not modeled",
    "interest on EU bank deposits is exempt; the 8% applies to other interest"
  ]
})
