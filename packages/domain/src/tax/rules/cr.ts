import type { IncomeTaxLayer, TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, foreignSourceRegime, progressiveLayer } from "../TaxComponentParts.js"
import { type FactRef, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Costa Rica (territorial): the salary tax brackets (monthly thresholds x 12), CCSS employee
 * contributions, 15% on Costa Rican-source dividends, interest and gains; foreign-source income
 * is not taxed (modeled as a regime). 2025 and 2026 share the builder; the brackets are updated
 * each year by executive decree (IPC), and self-employment has its own annual scale (art. 15
 * Ley 7092, individuals with a lucrative activity).
 */

const HACIENDA_2025: TaxSource = {
  url: "https://www.hacienda.go.cr/docs/TramosRentaSalario2025.pdf",
  publisher: "Ministerio de Hacienda de Costa Rica",
  kind: "government_guidance"
}
const DECRETO_45333: TaxSource = {
  url: "https://www.imprentanacional.go.cr/gaceta/",
  publisher: "Imprenta Nacional, La Gaceta 229 of 5 December 2025 (Decreto Ejecutivo 45333-H, Ministerio de Hacienda)",
  kind: "statute"
}
const CCSS: TaxSource = {
  url: "https://www.ccss.sa.cr/tabla-contribuciones",
  publisher: "Caja Costarricense de Seguro Social",
  kind: "government_guidance"
}
const LEY7092: TaxSource = {
  url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?nValor1=1&nValor2=10969",
  publisher: "Procuraduría General de la República (SCIJ), Ley 7092",
  kind: "statute"
}

interface CrYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  /** Monthly salary-tax thresholds (CRC) and rates. */
  readonly monthly: ReadonlyArray<readonly [number, number]>
  readonly salarySource: TaxSource
  readonly salaryUnit: string
  /** Employee CCSS: SEM 5.50% + IVM + Banco Popular 1%. */
  readonly ccss: number
  readonly ccssUnit: string
  /** The annual scale for individuals with a lucrative activity, when modeled. */
  readonly selfEmployment?: { readonly scale: ReadonlyArray<readonly [number, number]>; readonly unit: string }
}

const build = (y: CrYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CR",
    countryName: "Costa Rica",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "CRC",
    version: y.version ?? 1
  })
  const salary = d.fact(
    "salary_tax_brackets_annualised",
    y.monthly.map(([from, rate]) => [from * 12, rate] as const),
    y.salaryUnit,
    y.salarySource,
    { provisional: true }
  )
  const business: FactRef<ReadonlyArray<readonly [number, number]>> | undefined =
    y.selfEmployment === undefined
      ? undefined
      : d.fact("lucrative_activity_scale", y.selfEmployment.scale, y.selfEmployment.unit, y.salarySource, {
          provisional: true
        })
  const ccss = d.fact("ccss_employee", y.ccss, y.ccssUnit, CCSS, { provisional: true })
  const capital = d.fact("capital_income_rate", 0.15, "fraction (Costa Rican-source capital income and gains)", LEY7092)
  const territorial = d.fact(
    "territorial_principle",
    "income tax applies only to income from Costa Rican sources (art. 1 Ley 7092)",
    "text",
    LEY7092
  )
  const layers: Array<IncomeTaxLayer> =
    business === undefined
      ? [
          progressiveLayer(
            "renta",
            "Impuesto sobre la renta (salary scale)",
            ["employment", "selfEmployment", "pension"],
            salary
          )
        ]
      : [
          progressiveLayer("renta", "Impuesto sobre la renta (salary scale)", ["employment", "pension"], salary),
          progressiveLayer(
            "utilidades",
            "Impuesto sobre las utilidades (individuals with a lucrative activity)",
            ["selfEmployment"],
            business
          )
        ]
  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [flatContribution("ccss", "CCSS (employee)", ["employment"], ccss.value, ccss)],
          incomeTaxes: layers,
          capitalTaxes: [
            flatCapitalTax(
              "capital",
              "Rentas y ganancias de capital",
              ["dividends", "interest", "capitalGains"],
              capital
            )
          ],
          exemptions: []
        }
      }
    },
    regimes: [
      foreignSourceRegime(
        "cr-foreign-source",
        "Foreign-source income (territorial system)",
        [
          "the income arises outside Costa Rica (foreign pensions, foreign dividends, interest and gains, remote work for foreign clients)",
          "pensionado and rentista residence holders still pay CCSS contributions on their declared income (not modeled)"
        ],
        territorial
      )
    ],
    notes: [
      business === undefined
        ? "the salary scale is applied to self-employment and pensions too; the separate annual scale for businesses is not modeled"
        : "self-employment is taxed on the annual scale for individuals with a lucrative activity, on gross income (expenses are not deducted); where the person also earns a salary the statute drops that scale's exempt band, which is not modeled",
      "credits for spouse and children are not modeled",
      "CCSS contributions of the self-employed and of pensioners are not modeled"
    ]
  })
}

/**
 * Costa Rica, tax year 2025: salary brackets and the annual scale for individuals with a lucrative
 * activity of Decreto Ejecutivo 44772-H (published 3 December 2024): exempt to ₡4,094,000, 10% to
 * ₡6,115,000, 15% to ₡10,200,000, 20% to ₡20,442,000, 25% above. Read in stored copies: BLP Legal,
 * "New income tax brackets for the 2025 fiscal period in Costa Rica"
 * (https://blplegal.com/new-income-tax-brackets-for-the-2025-fiscal-period-in-costa-rica/), and
 * the ₡4,094,000 exempt amount that Ley 10667 raised to ₡6,244,000 for 2026 (regfollower.com).
 * Version 2: version 1 applied the 2026 CCSS employee rate (10.83%) instead of 10.67%.
 * Version 3: versions 1-2 taxed self-employment on the salary scale x 12 (exempt to ₡11,064,000).
 */
export const cr2025: TaxRuleSet = build({
  version: 3,
  year: 2025,
  monthly: [
    [0, 0],
    [922000, 0.1],
    [1352000, 0.15],
    [2373000, 0.2],
    [4745000, 0.25]
  ],
  salarySource: HACIENDA_2025,
  salaryUnit: "CRC per year (monthly thresholds x 12) / fraction",
  ccss: 0.1067,
  ccssUnit: "fraction of salary (SEM 5.50% + IVM 4.17% + Banco Popular 1%, January 2023 to December 2025)",
  selfEmployment: {
    scale: [
      [0, 0],
      [4094000, 0.1],
      [6115000, 0.15],
      [10200000, 0.2],
      [20442000, 0.25]
    ],
    unit: "CRC per year / fraction (art. 15 Ley 7092 scale for individuals with a lucrative activity, Decreto 44772-H)"
  }
})

/**
 * Costa Rica, tax year 2026: salary brackets of Decreto 45333-H (IPC -0.38%: exempt to ₡918,000 a
 * month), the new annual scale for individuals with a lucrative activity (exempt to ₡6,244,000),
 * and the employee IVM rate raised from 4.17% to 4.33% on 1 January 2026 (CCSS employee 10.83%).
 * Read in stored press copies (La Nación, El Financiero, 5-30 December 2025), not the decree.
 */
export const cr2026: TaxRuleSet = build({
  year: 2026,
  monthly: [
    [0, 0],
    [918000, 0.1],
    [1347000, 0.15],
    [2364000, 0.2],
    [4727000, 0.25]
  ],
  salarySource: DECRETO_45333,
  salaryUnit: "CRC per year (monthly thresholds of Decreto 45333-H x 12) / fraction",
  ccss: 0.1083,
  ccssUnit: "fraction of salary (SEM 5.50% + IVM 4.33% from 1 January 2026 + Banco Popular 1%)",
  selfEmployment: {
    scale: [
      [0, 0],
      [6244000, 0.1],
      [8329000, 0.15],
      [10414000, 0.2],
      [20872000, 0.25]
    ],
    unit: "CRC per year / fraction (art. 15 Ley 7092 scale for individuals with a lucrative activity, Decreto 45333-H)"
  }
})
