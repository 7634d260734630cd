import type { TaxRuleSet } from "../TaxRuleSet.js"
import { exemptKinds } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/** United Arab Emirates: no personal income tax; GPSSA pension contributions apply to UAE nationals only. */

const MOF: TaxSource = {
  url: "https://mof.gov.ae/tax-faqs/",
  publisher: "Ministry of Finance, United Arab Emirates",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "AE",
  countryName: "United Arab Emirates",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "AED",
  version: 1
})
const noPit = d.fact(
  "no_personal_income_tax",
  "individuals are not subject to income tax on employment, pension or investment income (corporate tax applies to businesses above AED 1 million of turnover)",
  "text",
  MOF
)

/** United Arab Emirates, tax year 2025. */
export const ae2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        incomeTaxes: [],
        capitalTaxes: [],
        contributions: [],
        exemptions: exemptKinds(
          ["employment", "pension", "dividends", "interest", "capitalGains"],
          noPit.value,
          noPit
        ).concat(
          exemptKinds(
            ["selfEmployment"],
            "business income of natural persons is subject to corporate tax only above AED 1 million of turnover (not modeled)",
            noPit
          )
        )
      }
    }
  },
  notes: [
    "GPSSA contributions for UAE and GCC nationals are not modeled",
    "corporate tax on sole establishments above AED 1 million is not modeled"
  ]
})
