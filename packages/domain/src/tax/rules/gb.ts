import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * United Kingdom (England, Wales and Northern Ireland rates; Scotland not modeled): Income Tax
 * with the tapered Personal Allowance, Class 1 and Class 4 National Insurance, dividends and
 * capital gains stacked on top of other income.
 */

const RATES: TaxSource = {
  url: "https://www.gov.uk/income-tax-rates",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}
const TAPER: TaxSource = {
  url: "https://www.gov.uk/income-tax-rates/income-over-100000",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}
const DIVIDENDS: TaxSource = {
  url: "https://www.gov.uk/tax-on-dividends",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}
const CGT: TaxSource = {
  url: "https://www.gov.uk/capital-gains-tax/rates",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}
const PSA: TaxSource = {
  url: "https://www.gov.uk/apply-tax-free-interest-on-savings",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}
const NIC_SE: TaxSource = {
  url: "https://www.gov.uk/self-employed-national-insurance-rates",
  publisher: "HM Revenue & Customs (GOV.UK)",
  kind: "government_guidance"
}

const build = (
  year: number,
  /** Raised whenever a released rule set is corrected: an id names one content. */
  version: number,
  employerGuide: TaxSource,
  dividendRates: readonly [number, number, number]
): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "GB",
    countryName: "United Kingdom",
    taxYear: year,
    taxYearLabel: `${year}-${String((year + 1) % 100).padStart(2, "0")}`,
    periodStart: `${year}-04-06`,
    periodEnd: `${year + 1}-04-05`,
    currency: "GBP",
    version
  })
  const pa = d.fact("it.personal_allowance", 12570, "GBP per year", RATES)
  const taper = d.fact("it.pa_taper", { threshold: 100000, rate: 0.5 }, "GBP / fraction", TAPER)
  const bands = d.fact(
    "it.bands",
    [
      [0, 0.2],
      [37700, 0.4],
      [125140, 0.45]
    ],
    "GBP of taxable income / fraction",
    RATES
  )
  const psa = d.fact("it.personal_savings_allowance_basic", 1000, "GBP of interest", PSA)
  const div = d.fact(
    "dividends",
    { allowance: 500, basic: dividendRates[0], higher: dividendRates[1], additional: dividendRates[2] },
    "GBP / fraction",
    DIVIDENDS
  )
  const cgt = d.fact("cgt", { annualExemptAmount: 3000, basic: 0.18, higher: 0.24 }, "GBP / fraction", CGT)
  const nic1 = d.fact(
    "nic.class1_employee",
    [
      [0, 0],
      [12570, 0.08],
      [50270, 0.02]
    ],
    "GBP per year / fraction",
    employerGuide
  )
  const nic4 = d.fact(
    "nic.class4",
    [
      [0, 0],
      [12570, 0.06],
      [50270, 0.02]
    ],
    "GBP per year / fraction",
    NIC_SE
  )
  const toBrackets = (pairs: ReadonlyArray<ReadonlyArray<number>>) =>
    pairs.map(([from, rate]) => ({ from: from!, rate: rate! }))
  const resident: Components = {
    incomeTaxes: [
      {
        id: "income-tax",
        name: "Income Tax",
        base: ["employment", "selfEmployment", "pension", "interest"],
        deductions: [
          {
            kind: "taper",
            name: "Personal Allowance (tapered above £100,000)",
            amount: pa.value,
            threshold: taper.value.threshold,
            rate: taper.value.rate,
            // adjusted net income (ITA 2007 s.58): income charged to Income Tax, so no capital gains
            incomeKinds: ["employment", "selfEmployment", "pension", "interest", "dividends"],
            factKeys: [pa.key, taper.key]
          },
          {
            kind: "fixed",
            name: "Personal Savings Allowance (basic-rate amount)",
            amount: psa.value,
            appliesTo: ["interest"],
            factKeys: [psa.key]
          }
        ],
        schedule: { kind: "brackets", brackets: toBrackets(bands.value) },
        credits: [],
        surtaxes: [],
        factKeys: [bands.key]
      }
    ],
    capitalTaxes: [
      {
        id: "dividends",
        name: "Dividend tax",
        kinds: ["dividends"],
        allowance: div.value.allowance,
        schedule: brackets([
          [0, div.value.basic],
          [37700, div.value.higher],
          [125140, div.value.additional]
        ]),
        stackOn: "income-tax",
        surtaxes: [],
        factKeys: [div.key, bands.key]
      },
      {
        id: "capital-gains",
        name: "Capital Gains Tax",
        kinds: ["capitalGains"],
        allowance: cgt.value.annualExemptAmount,
        schedule: brackets([
          [0, cgt.value.basic],
          [37700, cgt.value.higher]
        ]),
        stackOn: "income-tax",
        // the Personal Allowance is set against income, never against gains (ITA 2007 s.35)
        takesUnusedDeductions: false,
        surtaxes: [],
        factKeys: [cgt.key, bands.key]
      }
    ],
    contributions: [
      {
        id: "nic-class1",
        name: "Class 1 National Insurance (employee)",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: toBrackets(nic1.value),
        factKeys: [nic1.key]
      },
      {
        id: "nic-class4",
        name: "Class 4 National Insurance",
        kinds: ["selfEmployment"],
        baseFactor: 1,
        brackets: toBrackets(nic4.value),
        factKeys: [nic4.key]
      }
    ],
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "rates for England, Wales and Northern Ireland; Scottish income tax bands are not modeled",
      "the Personal Savings Allowance is taken at its basic-rate amount (£1,000) and the starting rate for savings is not modeled",
      "the dividend allowance and the CGT annual exempt amount reduce the base instead of using up the basic-rate band",
      "Class 1 and Class 4 thresholds are annualised; the Class 1 and Class 4 upper limits are not combined"
    ]
  })
}

/**
 * United Kingdom, tax year 2025-26 (6 April 2025 to 5 April 2026).
 * Version 2: version 1 counted capital gains in the income that tapers the Personal Allowance
 * (adjusted net income excludes them) and set unused Personal Allowance against gains.
 */
export const gb2025: TaxRuleSet = build(
  2025,
  2,
  {
    url: "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026",
    publisher: "HM Revenue & Customs (GOV.UK)",
    kind: "government_guidance"
  },
  [0.0875, 0.3375, 0.3935]
)

/**
 * United Kingdom, tax year 2026-27 (6 April 2026 to 5 April 2027): thresholds frozen, dividend rates +2 points.
 * Version 2: as 2025-26 version 2 (no gains in adjusted net income, no Personal Allowance against gains).
 */
export const gb2026: TaxRuleSet = build(
  2026,
  2,
  {
    url: "https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027",
    publisher: "HM Revenue & Customs (GOV.UK)",
    kind: "government_guidance"
  },
  [0.1075, 0.3575, 0.3935]
)
