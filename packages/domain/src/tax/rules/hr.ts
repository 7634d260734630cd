import type { TaxRuleSet } from "../TaxRuleSet.js"
import {
  allowance,
  contributionsDeductible,
  flatCapitalTax,
  flatContribution,
  progressiveLayer
} from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Croatia: income tax at the City of Zagreb rates (23% / 33% above EUR 60,000 a year), the EUR 600
 * a month personal allowance, employee pension contributions (20%, deductible), and 12% on
 * dividends, interest and gains.
 */

const PU: TaxSource = {
  url: "https://www.porezna-uprava.hr/HR_porezni_sustav/Stranice/porez_na_dohodak.aspx",
  publisher: "Porezna uprava (Croatian Tax Administration)",
  kind: "government_guidance"
}
const PU_RATES: TaxSource = {
  url: "https://www.porezna-uprava.hr/Stranice/Stope-poreza-na-dohodak.aspx",
  publisher: "Porezna uprava (Croatian Tax Administration)",
  kind: "government_guidance"
}
const PU_RATES_2026: TaxSource = {
  url: "https://porezna-uprava.gov.hr/hr/stope-godisnjeg-poreza-na-dohodak-za-2026-godinu/8166",
  publisher: "Porezna uprava (Croatian Tax Administration)",
  kind: "government_guidance"
}

interface HrYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: 2025 | 2026
  readonly ratesUnit: string
  readonly ratesSource: TaxSource
  readonly personalUnit: string
}

const build = (y: HrYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "HR",
    countryName: "Croatia",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version ?? 1
  })
  const rates = d.fact(
    "zagreb_rates",
    [
      [0, 0.23],
      [60000, 0.33]
    ],
    y.ratesUnit,
    y.ratesSource
  )
  const personal = d.fact("personal_allowance", 600 * 12, y.personalUnit, PU)
  const pension = d.fact("pension_contributions_employee", 0.2, "fraction (pillar I 15% + pillar II 5%)", PU)
  const capital = d.fact("capital_income_rate", 0.12, "fraction", PU)

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution("mio", "Pension contributions (employee)", ["employment"], pension.value, pension)
          ],
          incomeTaxes: [
            progressiveLayer("income-tax", "Porez na dohodak", ["employment", "selfEmployment", "pension"], rates, {
              deductions: [contributionsDeductible(["mio"], pension), allowance("Osobni odbitak", personal)]
            })
          ],
          capitalTaxes: [
            flatCapitalTax(
              "capital",
              "Dividends, interest and gains",
              ["dividends", "interest", "capitalGains"],
              capital
            )
          ],
          exemptions: []
        }
      }
    },
    notes: [
      "City of Zagreb rates; other cities set 15-23% and 25-33%",
      "gains on financial assets held over 2 years are exempt: all gains are taxed here",
      "the pension contribution ceiling and the pensioners' higher personal allowance are not modeled",
      "the pillar I contribution base reduction for monthly pay up to EUR 1,300 (Zakon o doprinosima art. 21.a) is not modeled: contributions on low pay are overstated"
    ]
  })
}

/** Croatia, tax year 2025 (City of Zagreb). */
/** Version 2: version 1 lacked the note on the unmodeled pillar I base reduction (text only). */
export const hr2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  ratesUnit: "EUR per year / fraction (City of Zagreb decision)",
  ratesSource: PU_RATES,
  personalUnit: "EUR per year"
})

/**
 * Croatia, tax year 2026 (City of Zagreb). Unchanged from 2025: the 2026 budget left the basic
 * personal allowance at EUR 600 a month (Večernji list, 2025-11-20), the EUR 60,000 annual bracket
 * limit, the pension contributions and the 12% on capital income are not amended for 2026, and
 * Zagreb is not among the 13 municipalities that changed their rates from 1 January 2026: Porezna
 * uprava's "Stope godišnjeg poreza na dohodak za 2026. godinu" table lists Zagreb at 23% / 33%
 * (decision NN 28/25, in force from 2025-03-01), read in a public repository's transcription of
 * the table (klaipher/hr-tax-rates, packages/data/src/cities/jedinice.generated.ts, checked
 * 2026-08-04) and in the press of 2025-12-18. Kept verified as unchanged statute and decision
 * figures.
 */
export const hr2026: TaxRuleSet = build({
  year: 2026,
  ratesUnit: "EUR per year / fraction (City of Zagreb decision NN 28/25, in force from 2025-03-01, unchanged for 2026)",
  ratesSource: PU_RATES_2026,
  personalUnit: "EUR per year (EUR 600 a month, unchanged for 2026)"
})
