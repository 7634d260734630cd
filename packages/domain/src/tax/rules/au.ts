import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Australia (resident individuals): income tax with the tax-free threshold, the low income tax
 * offset, the Medicare levy with its low-income phase-in, and the 50% CGT discount; all other
 * income (dividends, interest) is assessable at marginal rates.
 */

const ATO_RATES: TaxSource = {
  url: "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents",
  publisher: "Australian Taxation Office",
  kind: "government_guidance"
}
const ATO_LITO: TaxSource = {
  url: "https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/tax-offsets/low-and-middle-income-earner-tax-offsets",
  publisher: "Australian Taxation Office",
  kind: "government_guidance"
}
const ATO_MEDICARE: TaxSource = {
  url: "https://www.ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/medicare-levy/medicare-levy-reduction/medicare-levy-reduction-for-low-income-earners",
  publisher: "Australian Taxation Office",
  kind: "government_guidance"
}
const ATO_CGT: TaxSource = {
  url: "https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/cgt-discount",
  publisher: "Australian Taxation Office",
  kind: "government_guidance"
}

const build = (year: number, secondRate: number): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "AU",
    countryName: "Australia",
    taxYear: year,
    taxYearLabel: `${year}-${String((year + 1) % 100).padStart(2, "0")}`,
    periodStart: `${year}-07-01`,
    periodEnd: `${year + 1}-06-30`,
    currency: "AUD",
    version: 1
  })

  const rates = d.fact(
    "resident_rates",
    [
      [0, 0],
      [18200, secondRate],
      [45000, 0.3],
      [135000, 0.37],
      [190000, 0.45]
    ],
    "AUD of taxable income / fraction",
    ATO_RATES
  )
  const lito = d.fact(
    "lito",
    [
      [37500, 700],
      [45000, 325],
      [66667, 0]
    ],
    "taxable income AUD -> offset AUD (linear between points)",
    ATO_LITO
  )
  const medicare = d.fact(
    "medicare_levy",
    { rate: 0.02, lowIncomeThreshold: 27222, phaseInRate: 0.1 },
    "fraction / AUD (singles)",
    ATO_MEDICARE,
    { provisional: true }
  )
  const discount = d.fact("cgt_discount", 0.5, "fraction of a gain on an asset held 12 months or more", ATO_CGT)

  const phaseInEnd =
    (medicare.value.lowIncomeThreshold * medicare.value.phaseInRate) /
    (medicare.value.phaseInRate - medicare.value.rate)

  const resident: Components = {
    contributions: [
      {
        id: "medicare-levy",
        name: "Medicare levy",
        kinds: ["employment", "selfEmployment", "pension", "dividends", "interest"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: 0 },
          { from: medicare.value.lowIncomeThreshold, rate: medicare.value.phaseInRate },
          { from: phaseInEnd, rate: medicare.value.rate }
        ],
        factKeys: [medicare.key]
      }
    ],
    incomeTaxes: [
      {
        id: "income-tax",
        name: "Income tax",
        base: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
        weights: { capitalGains: 1 - discount.value },
        deductions: [],
        schedule: brackets(rates.value),
        credits: [
          {
            kind: "piecewise",
            name: "Low income tax offset",
            kinds: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
            points: lito.value,
            factKeys: [lito.key]
          }
        ],
        surtaxes: [],
        factKeys: [rates.key, discount.key]
      }
    ],
    capitalTaxes: [],
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "capital gains are taken as discountable (asset held 12 months or more); the Medicare levy on the discounted gain is not modeled",
      "dividends are taken as unfranked (no franking credits)",
      "the Medicare levy surcharge, HELP repayments and superannuation are not modeled",
      "the low income tax offset is read on total income before the CGT discount"
    ]
  })
}

/** Australia, income year 2025-26 (1 July 2025 to 30 June 2026). */
export const au2025: TaxRuleSet = build(2025, 0.16)

/** Australia, income year 2026-27 (1 July 2026 to 30 June 2027): the 16% rate falls to 15%. */
export const au2026: TaxRuleSet = build(2026, 0.15)
