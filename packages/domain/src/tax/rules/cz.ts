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

const d = new TaxRuleSetDraft({
  countryCode: "CZ",
  countryName: "Czechia",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "CZK",
  version: 1
})
const rates = d.fact(
  "income_tax_rates",
  [
    [0, 0.15],
    [1676052, 0.23]
  ],
  "CZK / fraction (23% above 36x the average wage of 46,557)",
  FS
)
const credit = d.fact("taxpayer_credit", 30840, "CZK per year", FS)
const social = d.fact("social_insurance_employee", { rate: 0.071, ceilingAnnual: 2234736 }, "fraction / CZK", CSSZ)
const health = d.fact("health_insurance_employee", 0.045, "fraction", VZP)
const capital = d.fact("capital_income_rate", 0.15, "fraction", FS)

/** Czechia, tax year 2025. */
export const cz2025: TaxRuleSet = d.build({
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
          flatCapitalTax("capital", "Dividends, interest and gains", ["dividends", "interest", "capitalGains"], capital)
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
