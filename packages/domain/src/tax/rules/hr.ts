import type { TaxRuleSet } from "../TaxRuleSet.js"
import { allowance, contributionsDeductible, flatCapitalTax, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Croatia: income tax at the City of Zagreb rates (23% / 33% above EUR 60,000 a year), the EUR 600
 * a month personal allowance, employee pension contributions (20%, deductible, up to the year's
 * maximum contribution base), and 12% on dividends, interest and gains.
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
  /**
   * The maximum annual base of the pension contributions (EUR): 12 x the maximum monthly base of
   * the Minister of Finance's order on contribution bases for the year (Zakon o doprinosima arts.
   * 204-208: the monthly maximum caps pillar I and II, the annual maximum pillar I), which assumes
   * an even monthly salary.
   */
  readonly pensionCeilingAnnual: number
  readonly pensionCeilingUnit: string
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
  const ceiling = d.fact("pension_contribution_ceiling", y.pensionCeilingAnnual, y.pensionCeilingUnit, PU, {
    provisional: true
  })
  const capital = d.fact("capital_income_rate", 0.12, "fraction", PU)

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            {
              id: "mio",
              name: "Pension contributions (employee)",
              kinds: ["employment"],
              baseFactor: 1,
              brackets: [
                { from: 0, rate: pension.value },
                { from: ceiling.value, rate: 0 }
              ],
              factKeys: [pension.key, ceiling.key]
            }
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
      "the pension contribution ceiling is applied to the year's salary as a whole (12 x the monthly maximum base), which assumes an even monthly salary; the pensioners' higher personal allowance is not modeled",
      "the pillar I contribution base reduction for monthly pay up to EUR 1,300 (Zakon o doprinosima art. 21.a) is not modeled: contributions on low pay are overstated"
    ]
  })
}

/**
 * Croatia, tax year 2025 (City of Zagreb). The maximum contribution base is EUR 10,788 a month,
 * EUR 129,456 a year (Naredba o iznosima osnovica za obračun doprinosa za obvezna osiguranja za 2025.
 * godinu, NN 137/2024: 6 x the January-August 2024 average gross wage of EUR 1,798), read in a public
 * repository's summary of the order, not in Narodne novine itself: provisional.
 *
 * Version 2: version 1 lacked the note on the unmodeled pillar I base reduction (text only).
 * Version 3: versions 1 and 2 charged the 20% pension contributions on the whole salary; they stop at
 * the maximum contribution base (above EUR 129,456 a year the contributions were overstated by 20% of
 * the excess, and the income tax understated accordingly).
 */
export const hr2025: TaxRuleSet = build({
  version: 3,
  year: 2025,
  ratesUnit: "EUR per year / fraction (City of Zagreb decision)",
  ratesSource: PU_RATES,
  personalUnit: "EUR per year",
  pensionCeilingAnnual: 10788 * 12,
  pensionCeilingUnit: "EUR per year (12 x the maximum monthly base of EUR 10,788, NN 137/2024)"
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
 * figures. The maximum contribution base rises to EUR 11,958 a month, EUR 143,496 a year (Naredba
 * o iznosima osnovica za obračun doprinosa za obvezna osiguranja za 2026. godinu, NN 150/2025, arts.
 * 4-5), read in a public repository's research notes citing the order: provisional.
 *
 * Version 2: version 1 charged the 20% pension contributions on the whole salary, above the maximum
 * contribution base too.
 */
export const hr2026: TaxRuleSet = build({
  version: 2,
  year: 2026,
  ratesUnit: "EUR per year / fraction (City of Zagreb decision NN 28/25, in force from 2025-03-01, unchanged for 2026)",
  ratesSource: PU_RATES_2026,
  personalUnit: "EUR per year (EUR 600 a month, unchanged for 2026)",
  pensionCeilingAnnual: 11958 * 12,
  pensionCeilingUnit:
    "EUR per year (12 x the maximum monthly base of EUR 11,958; annual maximum EUR 143,496, NN 150/2025)"
})
