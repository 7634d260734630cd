import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/** New Zealand: individual income tax rates from 1 April 2025, the ACC earners' levy, no general capital gains tax. */

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
const CAPITAL: TaxSource = {
  url: "https://www.ird.govt.nz/property/buying-and-selling-property/property-and-the-bright-line-test",
  publisher: "Inland Revenue (Te Tari Taake)",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "NZ",
  countryName: "New Zealand",
  taxYear: 2025,
  taxYearLabel: "2025-26",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  currency: "NZD",
  version: 1
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
  "NZD / fraction",
  IRD_RATES
)
const acc = d.fact("acc_earners_levy", { rate: 0.0167, ceiling: 152790 }, "fraction / NZD per year", ACC)
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

/** New Zealand, income year 2025-26 (1 April 2025 to 31 March 2026). */
export const nz2025: TaxRuleSet = d.build({
  residence: { resident: { single: resident } },
  notes: [
    "foreign investment funds (FIF, 5% fair dividend rate) and imputation credits are not modeled: dividends are taxed as received",
    "NZ Super and other pensions are taxed at the same rates; KiwiSaver and the independent earner tax credit are not modeled"
  ]
})
