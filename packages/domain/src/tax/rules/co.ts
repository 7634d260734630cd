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
 * Colombia: the art. 241 ET table (in UVT, converted at the 2025 UVT), employee health and pension
 * contributions (not income), the 25% exempt employment income (max 790 UVT a year), pensions
 * exempt up to 1,000 UVT a month, and the 15% occasional-gains tax. 2025 and 2026 share the
 * builder: the rules are stated in UVT and unchanged; only the UVT differs.
 */

const DIAN: TaxSource = {
  url: "https://www.dian.gov.co/impuestos/personas/Paginas/default.aspx",
  publisher: "Dirección de Impuestos y Aduanas Nacionales (DIAN)",
  kind: "government_guidance"
}
const ET: TaxSource = {
  url: "http://www.secretariasenado.gov.co/senado/basedoc/estatuto_tributario_pr009.html",
  publisher: "Secretaría del Senado (Estatuto Tributario)",
  kind: "statute"
}
const UVT_2025: TaxSource = {
  url: "https://normograma.dian.gov.co/dian/compilacion/docs/resolucion_dian_0193_2024.htm",
  publisher: "DIAN (Resolución 000193 de 2024)",
  kind: "statute"
}
const UVT_2026: TaxSource = {
  url: "https://normograma.dian.gov.co/dian/compilacion/docs/resolucion_dian_0238_2025.htm",
  publisher: "DIAN (Resolución 000238 de 2025)",
  kind: "statute"
}

interface CoYear {
  readonly year: number
  readonly uvt: number
  readonly uvtSource: TaxSource
  readonly uvtProvisional: boolean
  readonly unchangedNote: string
}

const build = (y: CoYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CO",
    countryName: "Colombia",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "COP",
    version: 1
  })
  const uvt = d.fact("uvt", y.uvt, `COP per UVT (${y.year})`, y.uvtSource, { provisional: y.uvtProvisional })
  const tableUvt: ReadonlyArray<readonly [number, number]> = [
    [0, 0],
    [1090, 0.19],
    [1700, 0.28],
    [4100, 0.33],
    [8670, 0.35],
    [18970, 0.37],
    [31000, 0.39]
  ]
  const table = d.fact(
    "art241_table",
    tableUvt.map(([from, rate]) => [from * uvt.value, rate] as const),
    `COP (UVT thresholds x ${y.uvt.toLocaleString("en-US")}) / marginal fraction${y.unchangedNote}`,
    ET
  )
  const contributions = d.fact("employee_contributions", { health: 0.04, pension: 0.04 }, "fraction of salary", DIAN)
  const exemptEmployment = d.fact(
    "exempt_employment_income",
    { rate: 0.25, maxUvt: 790 },
    `fraction / UVT per year${y.unchangedNote}`,
    ET
  )
  const pensionExempt = d.fact("pension_exemption", 12000 * uvt.value, "COP per year (1,000 UVT a month)", ET)
  const occasional = d.fact("occasional_gains_rate", 0.15, "fraction (art. 314 ET)", ET)
  const dividendNote = d.fact(
    "dividends_in_general_table",
    "resident individuals' dividends are added to the general schedule (discount of art. 254-1 not modeled)",
    "text",
    ET
  )

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution("health", "Salud (employee)", ["employment"], contributions.value.health, contributions),
            flatContribution(
              "pension",
              "Pensión (employee)",
              ["employment"],
              contributions.value.pension,
              contributions
            )
          ],
          incomeTaxes: [
            {
              ...progressiveLayer(
                "renta",
                "Impuesto de renta (cédula general y pensiones)",
                ["employment", "selfEmployment", "pension", "interest", "dividends"],
                table,
                {
                  deductions: [
                    contributionsDeductible(["health", "pension"], contributions),
                    {
                      kind: "rate",
                      name: "Renta exenta laboral (25%, max 790 UVT)",
                      rate: exemptEmployment.value.rate,
                      appliesTo: ["employment"],
                      onRemaining: true,
                      max: exemptEmployment.value.maxUvt * uvt.value,
                      factKeys: [exemptEmployment.key, uvt.key]
                    },
                    allowance("Pensions exempt up to 1,000 UVT a month", pensionExempt, ["pension"])
                  ]
                }
              ),
              factKeys: [table.key, dividendNote.key]
            }
          ],
          capitalTaxes: [flatCapitalTax("ganancia-ocasional", "Ganancia ocasional", ["capitalGains"], occasional)],
          exemptions: []
        }
      }
    },
    notes: [
      dividendNote.value,
      "the 40% / 1,340 UVT overall cap on exemptions and deductions is not applied",
      "the pension solidarity fund contribution above 4 minimum wages is not modeled",
      "gains on assets held under 2 years belong in ordinary income; all gains are taken as occasional gains"
    ]
  })
}

/** Colombia, tax year 2025 (UVT 49,799). */
export const co2025: TaxRuleSet = build({
  year: 2025,
  uvt: 49799,
  uvtSource: UVT_2025,
  uvtProvisional: false,
  unchangedNote: ""
})

/**
 * Colombia, tax year 2026: UVT 52,374 (Resolución DIAN 000238 of 15 December 2025, read in stored
 * press copies: INCP/ascoopempresarial, Semana); the art. 241 table and the exemptions, stated in
 * UVT, are unchanged from 2025 (Ley 2277 de 2022).
 */
export const co2026: TaxRuleSet = build({
  year: 2026,
  uvt: 52374,
  uvtSource: UVT_2026,
  uvtProvisional: true,
  unchangedNote: " (in UVT, unchanged from 2025)"
})
