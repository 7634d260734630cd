import type { TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, foreignSourceRegime, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Panama (territorial): the income tax scale of art. 700 Código Fiscal, employee social security
 * and educational insurance, 10% on Panamanian-source dividends and gains on securities, 5% on
 * interest; foreign-source income is not taxed (modeled as a regime). 2025 and 2026 share the
 * builder: no rate or threshold changed for 2026 (Ley 462 of 18 March 2025 reformed the Caja de
 * Seguro Social and raised only the employer's contribution).
 */

const DGI: TaxSource = {
  url: "https://dgi.mef.gob.pa/_7FAQ/faq-renta.php",
  publisher: "Dirección General de Ingresos (MEF)",
  kind: "government_guidance"
}
const CSS: TaxSource = {
  url: "https://www.css.gob.pa/",
  publisher: "Caja de Seguro Social",
  kind: "government_guidance"
}

interface PaYear {
  readonly year: number
  /** Appended to each unit where the figure is carried over unchanged from the year before. */
  readonly unchangedNote: string
  readonly cssProvisional: boolean
}

const build = (y: PaYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "PA",
    countryName: "Panama",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "USD",
    version: 1
  })
  const scale = d.fact(
    "income_tax_scale",
    [
      [0, 0],
      [11000, 0.15],
      [50000, 0.25]
    ],
    `USD / fraction (art. 700 Código Fiscal${y.unchangedNote})`,
    DGI
  )
  const css = d.fact(
    "css_employee",
    { socialSecurity: 0.0975, education: 0.0125 },
    `fraction of salary${y.unchangedNote === "" ? "" : " (employee rates unchanged by Ley 462 de 2025, which raised the employer's share)"}`,
    CSS,
    { provisional: y.cssProvisional }
  )
  const dividends = d.fact("dividend_tax", 0.1, "fraction", DGI)
  const interest = d.fact("interest_tax", 0.05, "fraction", DGI, { provisional: true })
  const gains = d.fact("securities_gains_tax", 0.1, "fraction", DGI)
  const territorial = d.fact(
    "territorial_principle",
    "only income from sources within Panama is taxed (art. 694 Código Fiscal)",
    "text",
    DGI
  )

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution("css", "Seguro social (employee)", ["employment"], css.value.socialSecurity, css),
            flatContribution(
              "seguro-educativo",
              "Seguro educativo (employee)",
              ["employment"],
              css.value.education,
              css
            )
          ],
          incomeTaxes: [
            progressiveLayer("isr", "Impuesto sobre la renta", ["employment", "selfEmployment", "pension"], scale)
          ],
          capitalTaxes: [
            flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
            flatCapitalTax("interest", "Interest tax", ["interest"], interest),
            flatCapitalTax("gains", "Gains on securities", ["capitalGains"], gains)
          ],
          exemptions: []
        }
      }
    },
    regimes: [
      foreignSourceRegime(
        "pa-foreign-source",
        "Foreign-source income (territorial system)",
        ["the income arises outside Panama (foreign pensions, dividends, interest, gains, services rendered abroad)"],
        territorial
      )
    ],
    notes: [
      "personal deductions (mortgage interest, education) are not modeled",
      "the CSS rate on self-employment is not modeled"
    ]
  })
}

/** Panama, tax year 2025. */
export const pa2025: TaxRuleSet = build({ year: 2025, unchangedNote: "", cssProvisional: false })

/** Panama, tax year 2026: the 2025 rules carried over (no change to the scale, rates or employee CSS). */
export const pa2026: TaxRuleSet = build({ year: 2026, unchangedNote: "; unchanged from 2025", cssProvisional: true })
