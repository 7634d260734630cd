import type { TaxRuleSet } from "../TaxRuleSet.js"
import {
  allowance,
  flatCapitalTax,
  flatContribution,
  foreignSourceRegime,
  progressiveLayer
} from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Mexico: the annual ISR tariff of art. 152 LISR, the pension exemption of 15 UMA a day
 * (art. 93-IV), employee IMSS contributions (simplified), the additional 10% on dividends and 10%
 * on gains from listed shares; interest in the ordinary base.
 */

const SAT_TARIFF: TaxSource = {
  url: "https://www.sat.gob.mx/minisitio/DeclaracionAnual/tarifas.html",
  publisher: "Servicio de Administración Tributaria",
  kind: "government_guidance"
}
const LISR: TaxSource = {
  url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LISR.pdf",
  publisher: "Cámara de Diputados (Leyes Federales vigentes)",
  kind: "statute"
}
const IMSS: TaxSource = {
  url: "https://www.imss.gob.mx/patrones/cuotas-obrero-patronales",
  publisher: "Instituto Mexicano del Seguro Social",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "MX",
  countryName: "Mexico",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "MXN",
  version: 1
})
const tariff = d.fact(
  "isr_annual_tariff",
  [
    [0, 0.0192],
    [8952.49, 0.064],
    [75984.55, 0.1088],
    [133536.07, 0.16],
    [155229.8, 0.1792],
    [185852.57, 0.2136],
    [374837.88, 0.2352],
    [590795.99, 0.3],
    [1127926.84, 0.32],
    [1503902.46, 0.34],
    [4511707.37, 0.35]
  ],
  "MXN of annual taxable income / marginal fraction (art. 152 LISR tariff)",
  SAT_TARIFF
)
const pensionExempt = d.fact(
  "pension_exemption",
  15 * 113.14 * 365,
  "MXN per year (15 UMA x 365; UMA 2025 = 113.14)",
  LISR
)
const imss = d.fact(
  "imss_employee_simplified",
  { rate: 0.02775, ceilingAnnual: 25 * 113.14 * 365 },
  "fraction / MXN",
  IMSS,
  {
    provisional: true
  }
)
const dividends = d.fact("dividend_additional_tax", 0.1, "fraction (art. 140 LISR)", LISR)
const gains = d.fact("listed_share_gains", 0.1, "fraction (art. 129 LISR)", LISR)
const foreign = d.fact(
  "residents_taxed_worldwide",
  "Mexican residents are taxed on worldwide income; no territorial exemption exists",
  "text",
  LISR
)

/** Mexico, tax year 2025. */
export const mx2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [
          flatContribution(
            "imss",
            "IMSS (employee, simplified)",
            ["employment"],
            imss.value.rate,
            imss,
            imss.value.ceilingAnnual
          )
        ],
        incomeTaxes: [
          progressiveLayer(
            "isr",
            "ISR (personas físicas)",
            ["employment", "selfEmployment", "pension", "interest"],
            tariff,
            {
              deductions: [allowance("Pension exemption (15 UMA a day)", pensionExempt, ["pension"])]
            }
          )
        ],
        capitalTaxes: [
          flatCapitalTax("dividends", "Additional ISR on dividends", ["dividends"], dividends),
          flatCapitalTax("listed-gains", "ISR on gains from listed shares", ["capitalGains"], gains)
        ],
        exemptions: []
      }
    }
  },
  regimes: [
    foreignSourceRegime(
      "mx-non-resident-foreign-income",
      "Non-resident with only foreign income (temporary resident visa holders who keep tax residence abroad)",
      [
        "does not have the centre of vital interests in Mexico (more than 50% of income from Mexican sources or main professional activity in Mexico)",
        "has no home available in Mexico, or has one abroad too and the centre of vital interests is abroad",
        "all income in the calculation is foreign-source"
      ],
      foreign
    )
  ],
  notes: [
    "the tariff is applied to annual income without personal deductions (deducciones personales) or the employment subsidy",
    "IMSS employee dues simplified to 2.775% of salary up to 25 UMA a day",
    "dividends: only the additional 10% personal tax is modeled (the corporate-level tax and its credit are not)",
    "interest is taxed in full (the inflation adjustment to real interest is not modeled)"
  ]
})
