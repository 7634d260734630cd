import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * New Zealand: individual income tax rates from 1 April 2025 (unchanged for 2026-27), the ACC
 * earners' levy, no general capital gains tax.
 */

const IRD_RATES: TaxSource = {
  url: "https://www.ird.govt.nz/income-tax/income-tax-for-individuals/tax-codes-and-tax-rates-for-individuals/tax-rates-for-individuals",
  publisher: "Inland Revenue (Te Tari Taake)",
  kind: "government_guidance"
}
const ACC: TaxSource = {
  url: "https://www.ird.govt.nz/employing-staff/deductions-from-income/acc-earners-levy",
  publisher: "Inland Revenue (Te Tari Taake)",
  kind: "government_guidance"
}
/** ACC's published levy decision (rates before GST and the maximum liable earnings, by income year). */
const ACC_LEVY_RESULTS: TaxSource = {
  url: "https://www.acc.co.nz/levy-results",
  publisher: "Accident Compensation Corporation (ACC)",
  kind: "government_guidance"
}
const CAPITAL: TaxSource = {
  url: "https://www.ird.govt.nz/property/buying-and-selling-property/property-and-the-bright-line-test",
  publisher: "Inland Revenue (Te Tari Taake)",
  kind: "government_guidance"
}

/** The figures of one income year. */
interface NzYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  /** The year the income year starts in (1 April). */
  readonly year: number
  /** Unit text of the rates fact (says whether the rates changed from the year before). */
  readonly ratesUnit: string
  readonly accRate: number
  readonly accCeiling: number
  /** The ACC figures were not read in a stored copy of the IRD page or the regulations. */
  readonly accProvisional?: boolean
  /** Where the ACC figures were read, when not on IRD's page. */
  readonly accSource?: TaxSource
  /** Unit text of the ACC fact. */
  readonly accUnit?: string
}

const build = (y: NzYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "NZ",
    countryName: "New Zealand",
    taxYear: y.year,
    taxYearLabel: `${y.year}-${String((y.year + 1) % 100).padStart(2, "0")}`,
    periodStart: `${y.year}-04-01`,
    periodEnd: `${y.year + 1}-03-31`,
    currency: "NZD",
    version: y.version ?? 1
  })

  const rates = d.fact(
    "rates",
    [
      [0, 0.105],
      [15600, 0.175],
      [53500, 0.3],
      [78100, 0.33],
      [180000, 0.39]
    ],
    y.ratesUnit,
    IRD_RATES
  )
  const acc = d.fact(
    "acc_earners_levy",
    { rate: y.accRate, ceiling: y.accCeiling },
    y.accUnit ?? "fraction / NZD per year",
    y.accSource ?? ACC,
    { provisional: y.accProvisional === true }
  )
  const noCgt = d.fact(
    "no_general_cgt",
    "capital gains are not taxed unless the asset was bought to sell, is land within the bright-line period, or is a trading gain",
    "text",
    CAPITAL
  )

  const resident: Components = {
    contributions: [
      {
        id: "acc",
        name: "ACC earners' levy",
        kinds: ["employment", "selfEmployment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: acc.value.rate },
          { from: acc.value.ceiling, rate: 0 }
        ],
        factKeys: [acc.key]
      }
    ],
    incomeTaxes: [
      {
        id: "income-tax",
        name: "Income tax",
        base: ["employment", "selfEmployment", "pension", "dividends", "interest"],
        deductions: [],
        schedule: brackets(rates.value),
        credits: [],
        surtaxes: [],
        factKeys: [rates.key]
      }
    ],
    capitalTaxes: [],
    exemptions: [{ kind: "capitalGains", reason: noCgt.value, factKeys: [noCgt.key] }]
  }

  return d.build({
    residence: { resident: { single: resident } },
    notes: [
      "foreign investment funds (FIF, 5% fair dividend rate) and imputation credits are not modeled: dividends are taxed as received",
      "NZ Super and other pensions are taxed at the same rates; KiwiSaver and the independent earner tax credit are not modeled"
    ]
  })
}

/** New Zealand, income year 2025-26 (1 April 2025 to 31 March 2026). */
export const nz2025: TaxRuleSet = build({
  year: 2025,
  ratesUnit: "NZD / fraction",
  accRate: 0.0167,
  accCeiling: 152790
})

/**
 * New Zealand, income year 2026-27 (1 April 2026 to 31 March 2027). Income tax rates and thresholds
 * are unchanged from 2025-26: the stored copy of IRD's "Tax rates for individuals" lists them "From 1
 * April 2025" with no end date, and the payroll vendors' lists of changes from 1 April 2026 (MYOB,
 * Oracle, Five Star) name no rate change. Changed: the ACC earners' levy rises to 1.75% and its
 * maximum liable earnings to NZD 156,641 (maximum levy NZD 2,741.22).
 * Version 2: version 1 marked the ACC figures provisional (read only in payroll vendors' notices). ACC's
 * own "Levy results" page (stored copy read 2026-11-22) gives the 2026/27 earners' levy of $1.52 per $100
 * before GST (1.75% with GST, as IRD states the rate) and maximum liable earnings of $156,641: verified.
 */
export const nz2026: TaxRuleSet = build({
  version: 2,
  year: 2026,
  ratesUnit: "NZD / fraction (unchanged from 2025-26)",
  accRate: 0.0175,
  accCeiling: 156641,
  accSource: ACC_LEVY_RESULTS,
  accUnit: "fraction (ACC's $1.52 per $100 before GST, x 1.15) / NZD per year (maximum liable earnings 2026/27)"
})
