import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Malta: resident single rates, Class 1 social security (10%, capped), 15% final tax on
 * investment income, and two programmes for foreigners: the Global Residence Programme and the
 * Retirement Programme (15% on foreign income remitted, with a minimum tax). 2026: Budget 2026 adds
 * rate tables for parents with children (married/parent computations, not modeled); the single
 * rates stay as in 2025.
 */

const CFR_RATES: TaxSource = {
  url: "https://cfr.gov.mt/en/individuals/Pages/Tax-Rates.aspx",
  publisher: "Commissioner for Revenue, Malta",
  kind: "government_guidance"
}
const SSC: TaxSource = {
  url: "https://cfr.gov.mt/en/individuals/Pages/Social-Security-Contributions.aspx",
  publisher: "Commissioner for Revenue, Malta",
  kind: "government_guidance"
}
const CFR_INVEST: TaxSource = {
  url: "https://cfr.gov.mt/en/individuals/Pages/Investment-Income.aspx",
  publisher: "Commissioner for Revenue, Malta",
  kind: "government_guidance"
}
const PROGRAMMES: TaxSource = {
  url: "https://cfr.gov.mt/en/inlandrevenue/itu/Pages/Special-Tax-Status.aspx",
  publisher: "Commissioner for Revenue, Malta",
  kind: "government_guidance"
}

interface MtYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  /** Class 1 ceiling: the basic weekly wage above which the maximum weekly contribution applies, x 52. */
  readonly sscCeiling: number
  readonly sscUnit: string
  readonly provisionalRates: boolean
  readonly unchangedNote: string
  readonly notes: ReadonlyArray<string>
}

const build = (y: MtYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "MT",
    countryName: "Malta",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version ?? 1
  })
  const rates = { provisional: y.provisionalRates }
  const single = d.fact(
    "single_rates",
    [
      [0, 0],
      [12000, 0.15],
      [16000, 0.25],
      [60000, 0.35]
    ],
    `EUR / fraction (single computation, from 2025)${y.unchangedNote}`,
    CFR_RATES,
    rates
  )
  const ssc = d.fact("ssc_class1", { rate: 0.1, ceilingAnnual: y.sscCeiling }, y.sscUnit, SSC, { provisional: true })
  const investment = d.fact("investment_income_final_tax", 0.15, `fraction${y.unchangedNote}`, CFR_INVEST, rates)
  const gains = d.fact(
    "securities_gains_exempt",
    "gains on shares listed on the Malta Stock Exchange are exempt; other gains on securities are taxable (taken as exempt here)",
    "text",
    CFR_INVEST
  )
  const gRP = d.fact(
    "global_residence_programme",
    { rate: 0.15, minimumTax: 15000 },
    `fraction / EUR${y.unchangedNote}`,
    PROGRAMMES,
    rates
  )
  const retirement = d.fact(
    "retirement_programme",
    { rate: 0.15, minimumTax: 7500 },
    `fraction / EUR${y.unchangedNote}`,
    PROGRAMMES,
    rates
  )

  const programme = (
    id: string,
    name: string,
    conditions: ReadonlyArray<string>,
    fact: { key: string; value: { rate: number; minimumTax: number } }
  ): TaxRuleSet["regimes"][number] => {
    const components: Components = {
      incomeTaxes: [],
      contributions: [],
      exemptions: [],
      capitalTaxes: [
        {
          id: "remitted-foreign-income",
          name: `${name}: 15% on foreign income remitted`,
          kinds: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
          allowance: 0,
          schedule: {
            kind: "brackets",
            brackets: [
              { from: 0, rate: 0 },
              { from: fact.value.minimumTax / fact.value.rate, rate: fact.value.rate }
            ]
          },
          surtaxes: [],
          factKeys: [fact.key]
        }
      ],
      lumpSum: { name: `${name}: minimum tax`, amount: fact.value.minimumTax, factKeys: [fact.key] }
    }
    return {
      id,
      name,
      description:
        "15% on foreign income remitted to Malta (the input is taken as remitted), with a yearly minimum tax",
      conditions,
      keepsSubdivision: false,
      byFilingStatus: { single: components },
      factKeys: [fact.key]
    }
  }

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution(
              "ssc",
              "Class 1 social security (employee)",
              ["employment"],
              ssc.value.rate,
              ssc,
              ssc.value.ceilingAnnual
            )
          ],
          incomeTaxes: [
            progressiveLayer(
              "income-tax",
              "Income tax (single rates)",
              ["employment", "selfEmployment", "pension"],
              single
            )
          ],
          capitalTaxes: [
            flatCapitalTax("investment-income", "Final tax on investment income", ["dividends", "interest"], investment)
          ],
          exemptions: [{ kind: "capitalGains", reason: gains.value, factKeys: [gains.key] }]
        }
      }
    },
    regimes: [
      programme(
        "mt-global-residence",
        "Global Residence Programme",
        [
          "non-EU/EEA/Swiss national",
          "owns or rents qualifying property (at least EUR 275,000 / EUR 9,600 a year, less in the south and Gozo)",
          "not domiciled in Malta; foreign income remitted to Malta is taxed at 15%, minimum EUR 15,000 a year",
          "does not stay more than 183 days in any other jurisdiction"
        ],
        gRP
      ),
      programme(
        "mt-retirement",
        "Malta Retirement Programme",
        [
          "pension making up at least 75% of chargeable income",
          "owns or rents qualifying property; stays in Malta at least 90 days a year on average over 5 years",
          "not employed in Malta; minimum tax EUR 7,500 a year plus EUR 500 per dependant"
        ],
        retirement
      )
    ],
    notes: y.notes
  })
}

/**
 * Malta, tax year 2025. Class 1: 10% up to the maximum weekly contribution of EUR 54.43 on a basic
 * weekly wage of EUR 544.29 (persons born from 1962), as reported for 2025 (provisional).
 * Version 2: version 1 capped Class 1 at EUR 29,800 a year (about EUR 573 a week), above the 2025
 * maximum weekly wage; PwC's Malta tax summary (reviewed 3 February 2025) gives EUR 54.43 a week for
 * annual salaries above EUR 28,303, i.e. EUR 544.29 x 52.
 */
export const mt2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  sscCeiling: Math.round(544.29 * 52 * 100) / 100,
  sscUnit: "fraction / EUR (basic weekly wage EUR 544.29 x 52, above which the EUR 54.43 maximum applies)",
  provisionalRates: false,
  unchangedNote: "",
  notes: [
    "Class 1 SSC simplified to 10% up to the maximum weekly wage; self-employed Class 2 is not modeled",
    "the programmes' 15% and the minimum are modeled as a lump sum plus 15% above the income whose 15% exceeds the minimum",
    "dividends under the full imputation system: the 15% final tax is used as a proxy"
  ]
})

/**
 * Malta, tax year 2026: the single rates of 2025 continue (Budget 2026 adds married/parent
 * computations with children only: stored copies of Forvis Mazars' "New tax rates 2026" and CSB
 * Group's Budget 2026 tables; the MTCA guidance notes themselves were not stored, so the rates are
 * provisional). Class 1: 10% up to the maximum weekly contribution of EUR 55.93 on a basic weekly
 * wage of EUR 559.31 (persons born from 1962), as reported for 2026 (provisional).
 */
export const mt2026: TaxRuleSet = build({
  year: 2026,
  sscCeiling: Math.round(559.31 * 52 * 100) / 100,
  sscUnit: "fraction / EUR (basic weekly wage EUR 559.31 x 52, above which the EUR 55.93 maximum applies)",
  provisionalRates: true,
  unchangedNote: "; unchanged from 2025 (not confirmed in a stored official copy for 2026)",
  notes: [
    "Class 1 SSC simplified to 10% up to the maximum weekly wage; self-employed Class 2 is not modeled",
    "the programmes' 15% and the minimum are modeled as a lump sum plus 15% above the income whose 15% exceeds the minimum",
    "dividends under the full imputation system: the 15% final tax is used as a proxy",
    "Budget 2026's rate tables for married couples and parents with children and the pension-income exemption are not modeled (single rates only)"
  ]
})
