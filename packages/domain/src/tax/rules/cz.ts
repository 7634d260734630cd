import type { TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Czechia: 15% and 23% (above 36 average wages) on the gross salary base, the taxpayer credit,
 * employee social (7.1%, capped at 48 average wages) and health (4.5%) insurance, 15% on
 * dividends, interest and gains.
 */

const FS: TaxSource = {
  url: "https://financnisprava.gov.cz/cs/dane/dane/dan-z-prijmu/fyzicke-osoby",
  publisher: "Finanční správa České republiky",
  kind: "government_guidance"
}
const CSSZ: TaxSource = {
  url: "https://www.cssz.cz/web/cz/pojistne",
  publisher: "Česká správa sociálního zabezpečení",
  kind: "government_guidance"
}
const VZP: TaxSource = {
  url: "https://www.vzp.cz/platci/informace/zamestnavatel/vymerovaci-zaklad-a-vyse-pojistneho",
  publisher: "Všeobecná zdravotní pojišťovna",
  kind: "government_guidance"
}

interface CzYear {
  readonly year: 2025 | 2026
  /** The average wage for social-security purposes set by government decree for the year (CZK a month). */
  readonly averageWage: number
  readonly ratesUnit: string
  readonly creditUnit: string
  /** Figures derived from the year's average wage, when not confirmed in the promulgated decree. */
  readonly wageLinkedProvisional: boolean
}

const build = (y: CzYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CZ",
    countryName: "Czechia",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "CZK",
    version: 1
  })
  const rates = d.fact(
    "income_tax_rates",
    [
      [0, 0.15],
      [36 * y.averageWage, 0.23]
    ],
    y.ratesUnit,
    FS,
    { provisional: y.wageLinkedProvisional }
  )
  const credit = d.fact("taxpayer_credit", 30840, y.creditUnit, FS)
  const social = d.fact(
    "social_insurance_employee",
    { rate: 0.071, ceilingAnnual: 48 * y.averageWage },
    "fraction / CZK",
    CSSZ,
    { provisional: y.wageLinkedProvisional }
  )
  const health = d.fact("health_insurance_employee", 0.045, "fraction", VZP)
  const capital = d.fact("capital_income_rate", 0.15, "fraction", FS)
  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution(
              "social",
              "Social insurance (employee)",
              ["employment"],
              social.value.rate,
              social,
              social.value.ceilingAnnual
            ),
            flatContribution("health", "Health insurance (employee)", ["employment"], health.value, health)
          ],
          incomeTaxes: [
            progressiveLayer("income-tax", "Personal income tax", ["employment", "selfEmployment", "pension"], rates, {
              credits: [
                {
                  kind: "fixed",
                  name: "Taxpayer credit (sleva na poplatníka)",
                  amount: credit.value,
                  factKeys: [credit.key]
                }
              ]
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
      "pensions are exempt up to 36 minimum wages in Czechia; the exemption is not modeled",
      "gains on securities held over 3 years (up to CZK 40 million) are exempt; all gains are taxed here",
      "self-employed flat-rate expenses and contributions are not modeled"
    ]
  })
}

/** Czechia, tax year 2025 (average wage CZK 46,557, government decree 282/2024 Sb.). */
export const cz2025: TaxRuleSet = build({
  year: 2025,
  averageWage: 46557,
  ratesUnit: "CZK / fraction (23% above 36x the average wage of 46,557)",
  creditUnit: "CZK per year",
  wageLinkedProvisional: false
})

/**
 * Czechia, tax year 2026. Rates (15% / 23%, § 16 ZDP), the taxpayer credit (CZK 30,840, § 35ba)
 * and the insurance rates are unchanged from 2025. What moves is the average wage the 23% threshold
 * (36x) and the social-insurance ceiling (48x) rest on: CZK 48,967 for 2026 under government decree
 * 365/2025 Sb. (general assessment base for 2024 of 46,278 x coefficient 1.0581 = 48,966.75, rounded
 * up), so 1,762,812 and 2,350,416. The decree was not read in a stored official copy (the figures
 * are quoted with the decree's number by the press, e.g. e15.cz and tcc.cz, and by several public
 * payroll repositories): those two facts are provisional.
 */
export const cz2026: TaxRuleSet = build({
  year: 2026,
  averageWage: 48967,
  ratesUnit: "CZK / fraction (23% above 36x the average wage of 48,967, government decree 365/2025 Sb.)",
  creditUnit: "CZK per year (unchanged from 2025)",
  wageLinkedProvisional: true
})
