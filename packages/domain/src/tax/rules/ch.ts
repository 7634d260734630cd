import type { IncomeTaxLayer, TaxRuleSet } from "../TaxRuleSet.js"
import { contributionsDeductible, exemptKinds, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Switzerland: the direct federal tax (single tariff, art. 36 DBG), AHV/IV/EO and unemployment
 * insurance employee contributions, the flat professional-expense deduction; private capital
 * gains untaxed; the canton of Zug (`zg`, the default: Stadt Zug) as cantonal plus communal tax
 * on the cantonal basic tariff, with provisional figures.
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

const ZG_TARIFF: TaxSource = {
  url: "https://zg.ch/dam/jcr:e15fc182-a10a-4883-947d-619aea90265b/Grundtarif%20ab%202001-2025-28.11.24.pdf",
  publisher: "Kanton Zug, Steuerverwaltung",
  kind: "government_guidance"
}
const ZG_RATES: TaxSource = {
  url: "https://zg.ch/dam/jcr:3286163b-1522-4b63-92cf-0aecfbd6a1e9/Steuerfuesse%202024-22.1.24.pdf",
  publisher: "Kanton Zug, Steuerverwaltung",
  kind: "government_guidance"
}
const zgTariff = d.fact(
  "zg.grundtarif",
  [
    [0, 0.005],
    [1100, 0.01],
    [3300, 0.02],
    [6100, 0.03],
    [10000, 0.0325],
    [15100, 0.035],
    [20800, 0.04],
    [26500, 0.045],
    [34400, 0.055],
    [58800, 0.065],
    [73600, 0.08],
    [93400, 0.1],
    [118300, 0.09],
    [147700, 0.08]
  ],
  "CHF of taxable income / marginal fraction of the einfache Steuer (Grundtarif, 2024 table)",
  ZG_TARIFF,
  { provisional: true }
)
const zgMultipliers = d.fact(
  "zg.steuerfuesse",
  { canton: 0.82, zugCity: 0.5211 },
  "fraction of the einfache Steuer (cantonal Steuerfuss; Stadt Zug after rebate)",
  ZG_RATES,
  { provisional: true }
)
const multiplier = zgMultipliers.value.canton + zgMultipliers.value.zugCity
const zugLayer: IncomeTaxLayer = {
  id: "zg",
  name: "Kantons- und Gemeindesteuer Zug (Stadt Zug)",
  base: ["employment", "selfEmployment", "pension", "dividends", "interest"],
  deductions: [
    contributionsDeductible(["ahv", "alv"], social),
    {
      kind: "rate",
      name: "Berufskosten (flat 3%, federal rule used)",
      rate: professional.value.rate,
      appliesTo: ["employment"],
      min: professional.value.min,
      max: professional.value.max,
      factKeys: [professional.key]
    }
  ],
  schedule: brackets(zgTariff.value.map(([from, rate]) => [from, rate * multiplier] as const)),
  credits: [],
  surtaxes: [],
  factKeys: [zgTariff.key, zgMultipliers.key]
}

/** Switzerland, tax year 2025: federal tax and the canton of Zug (Stadt Zug), provisional cantonal figures. */
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
  subdivisions: [
    {
      code: "zg",
      name: "Canton of Zug (Stadt Zug)",
      byFilingStatus: { single: { incomeTaxes: [zugLayer], contributions: [] } }
    }
  ],
  defaultSubdivision: "zg",
  notes: [
    "Zug cantonal and communal tax: Grundtarif (2024 table) x (cantonal 82% + Stadt Zug 52.11%), transcribed from the canton's PDFs through a secondary parse and not checked against them (provisional); Zug's own deductions (personal deduction, insurance) are not modeled",
    "federal tariff figures carried from the 2024 indexation (provisional)",
    "occupational pension (BVG) contributions, insurance premium and other deductions are not modeled",
    "wealth tax (cantonal) is not modeled; lump-sum taxation (Pauschalbesteuerung) is not modeled"
  ]
})
