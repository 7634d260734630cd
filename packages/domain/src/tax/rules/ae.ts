import type { TaxRuleSet } from "../TaxRuleSet.js"
import { exemptKinds } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * United Arab Emirates: no personal income tax; GPSSA pension contributions apply to UAE nationals
 * only. Business income of a natural person falls under the federal corporate tax (Federal
 * Decree-Law No. 47 of 2022) only when the turnover of the business exceeds AED 1,000,000 in a
 * calendar year (Cabinet Decision No. 49 of 2023); wages, personal investment income and real
 * estate investment income are outside it whatever their amount. Corporate tax is not modeled.
 */

const MOF: TaxSource = {
  url: "https://mof.gov.ae/tax-faqs/",
  publisher: "Ministry of Finance, United Arab Emirates",
  kind: "government_guidance"
}
const MOF_CT_FAQ: TaxSource = {
  url: "https://mof.gov.ae/corporate-tax-faq/",
  publisher: "Ministry of Finance, United Arab Emirates (Corporate Tax FAQ)",
  kind: "government_guidance"
}

interface AeYear {
  readonly year: number
  readonly withCorporateTaxThreshold: boolean
}

const build = (y: AeYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "AE",
    countryName: "United Arab Emirates",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "AED",
    version: 1
  })
  const noPit = d.fact(
    "no_personal_income_tax",
    "individuals are not subject to income tax on employment, pension or investment income (corporate tax applies to businesses above AED 1 million of turnover)",
    "text",
    MOF
  )
  const businessReason =
    "business income of natural persons is subject to corporate tax only above AED 1 million of turnover (not modeled)"
  const businessExempt = y.withCorporateTaxThreshold
    ? exemptKinds(
        ["selfEmployment"],
        businessReason,
        d.fact(
          "natural_person_business_turnover_threshold",
          { turnover: 1000000, corporateTaxRate: 0.09, zeroRateBand: 375000 },
          "AED of business turnover a calendar year (Cabinet Decision No. 49 of 2023) / fraction / AED of taxable income at 0%",
          MOF_CT_FAQ
        )
      )
    : exemptKinds(["selfEmployment"], businessReason, noPit)

  return d.build({
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
          ).concat(businessExempt)
        }
      }
    },
    notes: [
      "GPSSA contributions for UAE and GCC nationals are not modeled",
      "corporate tax on sole establishments above AED 1 million is not modeled"
    ]
  })
}

/** United Arab Emirates, tax year 2025. */
export const ae2025: TaxRuleSet = build({ year: 2025, withCorporateTaxThreshold: false })

/**
 * United Arab Emirates, tax year 2026: still no personal income tax; the corporate-tax threshold
 * for natural persons' business turnover (AED 1,000,000) is recorded as its own fact.
 */
export const ae2026: TaxRuleSet = build({ year: 2026, withCorporateTaxThreshold: true })
