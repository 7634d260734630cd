import type { TaxRuleSet } from "../TaxRuleSet.js"
import { contributionsDeductible, exemptKinds, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Switzerland: the direct federal tax (single tariff, art. 36 DBG), AHV/IV/EO and unemployment
 * insurance employee contributions, the flat professional-expense deduction; private capital
 * gains untaxed. The cantonal and communal tax (the larger part for most residents) is NOT in
 * this release: results are flagged incomplete.
 */

const ESTV_TARIFF: TaxSource = {
  url: "https://www.estv.admin.ch/estv/de/home/direkte-bundessteuer/dbst-steuertarife.html",
  publisher: "Eidgenössische Steuerverwaltung ESTV",
  kind: "government_guidance"
}
const AHV: TaxSource = {
  url: "https://www.ahv-iv.ch/de/Merkbl%C3%A4tter-Formulare/Merkbl%C3%A4tter/Beitr%C3%A4ge-AHV-IV-EO-ALV",
  publisher: "Informationsstelle AHV/IV",
  kind: "government_guidance"
}
const DBG: TaxSource = {
  url: "https://www.fedlex.admin.ch/eli/cc/1991/1184_1184_1184/de",
  publisher: "Fedlex (Bundesgesetz über die direkte Bundessteuer)",
  kind: "statute"
}

const d = new TaxRuleSetDraft({
  countryCode: "CH",
  countryName: "Switzerland",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "CHF",
  version: 1
})
const federal = d.fact(
  "dbst_single_tariff",
  [
    [0, 0],
    [15200, 0.0077],
    [33200, 0.0088],
    [43500, 0.0264],
    [58000, 0.0297],
    [76100, 0.0594],
    [82000, 0.066],
    [108800, 0.088],
    [141500, 0.11],
    [184900, 0.132],
    [793400, 0.115]
  ],
  "CHF of taxable income / marginal fraction (above 793,400 the tax is 11.5% of the whole income)",
  ESTV_TARIFF,
  { provisional: true }
)
const professional = d.fact("professional_expenses_flat", { rate: 0.03, min: 2000, max: 4000 }, "fraction / CHF", DBG, {
  provisional: true
})
const social = d.fact(
  "employee_contributions",
  { ahvIvEo: 0.053, alv: 0.011, alvCeiling: 148200 },
  "fraction / CHF",
  AHV
)
const gains = d.fact(
  "private_capital_gains_untaxed",
  "capital gains on private movable assets are tax-free (art. 16(3) DBG)",
  "text",
  DBG
)

/** Switzerland, tax year 2025 (federal tax only; cantonal and communal tax not modeled). */
export const ch2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [
          flatContribution("ahv", "AHV/IV/EO (employee)", ["employment"], social.value.ahvIvEo, social),
          flatContribution(
            "alv",
            "Unemployment insurance ALV (employee)",
            ["employment"],
            social.value.alv,
            social,
            social.value.alvCeiling
          )
        ],
        incomeTaxes: [
          progressiveLayer(
            "dbst",
            "Direkte Bundessteuer",
            ["employment", "selfEmployment", "pension", "dividends", "interest"],
            federal,
            {
              deductions: [
                contributionsDeductible(["ahv", "alv"], social),
                {
                  kind: "rate",
                  name: "Berufskosten (flat 3%)",
                  rate: professional.value.rate,
                  appliesTo: ["employment"],
                  min: professional.value.min,
                  max: professional.value.max,
                  factKeys: [professional.key]
                }
              ]
            }
          )
        ],
        capitalTaxes: [],
        exemptions: exemptKinds(["capitalGains"], gains.value, gains)
      }
    }
  },
  partial:
    "Switzerland: only the direct federal tax is modeled; cantonal and communal income tax (e.g. Zug or Zurich) is not in this release and usually exceeds the federal tax",
  notes: [
    "federal tariff figures carried from the 2024 indexation (provisional)",
    "occupational pension (BVG) contributions, insurance premium and other deductions are not modeled",
    "wealth tax (cantonal) is not modeled; lump-sum taxation (Pauschalbesteuerung) is not modeled"
  ]
})
