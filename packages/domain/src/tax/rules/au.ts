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

/** What differs between the income years. */
interface AustraliaYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  /** The first year of the income year (2025 for 2025-26). */
  readonly year: number
  /** The rate on taxable income from $18,200 to $45,000. */
  readonly secondRate: number
  /** The singles' Medicare levy low-income threshold (AUD of taxable income; no levy at or below it). */
  readonly medicareThreshold: number
  readonly medicareProvisional: boolean
  /** Appended to the unit of the Medicare fact: where its threshold comes from. */
  readonly medicareNote: string
}

const build = (y: AustraliaYear): TaxRuleSet => {
  const year = y.year
  const d = new TaxRuleSetDraft({
    countryCode: "AU",
    countryName: "Australia",
    taxYear: year,
    taxYearLabel: `${year}-${String((year + 1) % 100).padStart(2, "0")}`,
    periodStart: `${year}-07-01`,
    periodEnd: `${year + 1}-06-30`,
    currency: "AUD",
    version: y.version ?? 1
  })

  const rates = d.fact(
    "resident_rates",
    [
      [0, 0],
      [18200, y.secondRate],
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
    { rate: 0.02, lowIncomeThreshold: y.medicareThreshold, phaseInRate: 0.1 },
    `fraction / AUD (singles; ${y.medicareNote})`,
    ATO_MEDICARE,
    { provisional: y.medicareProvisional }
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

/**
 * Australia, income year 2025-26 (1 July 2025 to 30 June 2026).
 * Version 2: version 1 carried the 2024-25 Medicare levy low-income threshold for singles ($27,222, provisional);
 * the ATO's table for 2025-26 gives $28,011 (upper threshold $35,013) and its worked example (Angie, taxable
 * income $29,000 -> levy $98.90) confirms it (published-au-ato-my-lhdn.test.ts).
 */
export const au2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  secondRate: 0.16,
  medicareThreshold: 28011,
  medicareProvisional: false,
  medicareNote: "2025-26 threshold from the ATO page's table"
})

/**
 * Australia, income year 2026-27 (1 July 2026 to 30 June 2027): the 16% rate falls to 15%.
 * Version 2: version 1 carried the 2024-25 Medicare levy threshold ($27,222); the 2026-27 threshold is not yet
 * published, so the latest published one, 2025-26's $28,011, is carried forward (still provisional).
 */
export const au2026: TaxRuleSet = build({
  version: 2,
  year: 2026,
  secondRate: 0.15,
  medicareThreshold: 28011,
  medicareProvisional: true,
  medicareNote: "2026-27 threshold not yet published: the 2025-26 one carried forward"
})
