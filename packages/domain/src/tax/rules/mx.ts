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
 * on gains from listed shares; interest in the ordinary base. 2025 and 2026 share the builder; the
 * tariff (updated for 2026 by Anexo 8 of the RMF 2026 after accumulated inflation passed 10%) and
 * the UMA differ.
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
const DOF_UMA: TaxSource = {
  url: "https://www.dof.gob.mx/",
  publisher: "Diario Oficial de la Federación (UMA for 2026 as calculated and published by INEGI)",
  kind: "government_guidance"
}
const IMSS: TaxSource = {
  url: "https://www.imss.gob.mx/patrones/cuotas-obrero-patronales",
  publisher: "Instituto Mexicano del Seguro Social",
  kind: "government_guidance"
}

interface MxYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  /** `[lower limit - 0.01, rate]` rows of the annual art. 152 tariff. */
  readonly tariff: ReadonlyArray<readonly [number, number]>
  readonly tariffUnit: string
  readonly tariffSource: TaxSource
  readonly tariffProvisional: boolean
  /** Daily UMA in force from 1 February of the year (MXN). */
  readonly uma: number
  readonly pensionUnit: string
  readonly pensionSource: TaxSource
  readonly pensionProvisional: boolean
  readonly statuteNote: string
}

const build = (y: MxYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "MX",
    countryName: "Mexico",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "MXN",
    version: y.version ?? 1
  })
  const tariff = d.fact("isr_annual_tariff", y.tariff, y.tariffUnit, y.tariffSource, {
    provisional: y.tariffProvisional
  })
  const pensionExempt = d.fact("pension_exemption", 15 * y.uma * 365, y.pensionUnit, y.pensionSource, {
    provisional: y.pensionProvisional
  })
  const imss = d.fact(
    "imss_employee_simplified",
    { rate: 0.02775, ceilingAnnual: 25 * y.uma * 365 },
    "fraction / MXN (employee dues ~2.775% up to 25 UMA a day; employee rates unchanged, only the employer's CEAV share rises by year)",
    IMSS,
    { provisional: true }
  )
  const dividends = d.fact("dividend_additional_tax", 0.1, `fraction (art. 140 LISR${y.statuteNote})`, LISR)
  const gains = d.fact("listed_share_gains", 0.1, `fraction (art. 129 LISR${y.statuteNote})`, LISR)
  const foreign = d.fact(
    "residents_taxed_worldwide",
    "Mexican residents are taxed on worldwide income; no territorial exemption exists",
    "text",
    LISR
  )
  return d.build({
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
      "interest is taxed in full (the inflation adjustment to real interest is not modeled)",
      `UMA thresholds use the UMA in force from 1 February ${y.year} (${y.uma} MXN a day) for the whole year`
    ]
  })
}

/** Mexico, tax year 2025. *
 * Version 2: version 1 lacked the UMA note and the IMSS fact detail (text only).
 */
export const mx2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  tariff: [
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
  tariffUnit: "MXN of annual taxable income / marginal fraction (art. 152 LISR tariff)",
  tariffSource: SAT_TARIFF,
  tariffProvisional: false,
  uma: 113.14,
  pensionUnit: "MXN per year (15 UMA x 365; UMA 2025 = 113.14)",
  pensionSource: LISR,
  pensionProvisional: false,
  statuteNote: ""
})

/**
 * Mexico, tax year 2026: the art. 152 tariff updated by Anexo 8 of the RMF 2026 (DOF 28 December
 * 2025; first band to 10,135.11, top rate 35% above 5,107,703.92) and the UMA 2026 (117.31 a day,
 * INEGI, from 1 February 2026). Rates and the rest unchanged from 2025.
 */
export const mx2026: TaxRuleSet = build({
  year: 2026,
  tariff: [
    [0, 0.0192],
    [10135.11, 0.064],
    [86022.11, 0.1088],
    [151176.19, 0.16],
    [175735.66, 0.1792],
    [210403.69, 0.2136],
    [424353.97, 0.2352],
    [668840.14, 0.3],
    [1276925.98, 0.32],
    [1702567.97, 0.34],
    [5107703.92, 0.35]
  ],
  // Read in stored copies of Anexo 8 RMF 2026 reprinted by idconline.mx ("DOF del 28 de diciembre
  // de 2025"), elcontribuyente.mx and facturamelo.com, all identical; the DOF itself was not read.
  tariffUnit:
    "MXN of annual taxable income / marginal fraction (art. 152 LISR tariff for 2026, Anexo 8 RMF 2026, DOF 28-12-2025; rows updated for inflation, rates unchanged)",
  tariffSource: SAT_TARIFF,
  tariffProvisional: true,
  uma: 117.31,
  // INEGI's 8 January 2026 release as reported by the press (El Universal, Milenio): 117.31 a day.
  pensionUnit: "MXN per year (15 UMA x 365; UMA 2026 = 117.31, in force from 1 February 2026)",
  pensionSource: DOF_UMA,
  pensionProvisional: true,
  statuteNote: "; unchanged for 2026"
})
