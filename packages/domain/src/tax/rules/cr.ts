import type { TaxRuleSet } from "../TaxRuleSet.js"
import { flatCapitalTax, flatContribution, foreignSourceRegime, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Costa Rica (territorial): the salary tax brackets (monthly thresholds x 12), CCSS employee
 * contributions, 15% on Costa Rican-source dividends, interest and gains; foreign-source income
 * is not taxed (modeled as a regime).
 */

const HACIENDA: TaxSource = {
  url: "https://www.hacienda.go.cr/docs/TramosRentaSalario2025.pdf",
  publisher: "Ministerio de Hacienda de Costa Rica",
  kind: "government_guidance"
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

const d = new TaxRuleSetDraft({
  countryCode: "CR",
  countryName: "Costa Rica",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "CRC",
  version: 1
})
const monthly: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [922000, 0.1],
  [1352000, 0.15],
  [2373000, 0.2],
  [4745000, 0.25]
]
const salary = d.fact(
  "salary_tax_brackets_annualised",
  monthly.map(([from, rate]) => [from * 12, rate] as const),
  "CRC per year (monthly thresholds x 12) / fraction",
  HACIENDA,
  { provisional: true }
)
const ccss = d.fact("ccss_employee", 0.1083, "fraction of salary (SEM + IVM + Banco Popular)", CCSS, {
  provisional: true
})
const capital = d.fact("capital_income_rate", 0.15, "fraction (Costa Rican-source capital income and gains)", LEY7092)
const territorial = d.fact(
  "territorial_principle",
  "income tax applies only to income from Costa Rican sources (art. 1 Ley 7092)",
  "text",
  LEY7092
)

/** Costa Rica, tax year 2025. */
export const cr2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [flatContribution("ccss", "CCSS (employee)", ["employment"], ccss.value, ccss)],
        incomeTaxes: [
          progressiveLayer(
            "renta",
            "Impuesto sobre la renta (salary scale)",
            ["employment", "selfEmployment", "pension"],
            salary
          )
        ],
        capitalTaxes: [
          flatCapitalTax("capital", "Rentas y ganancias de capital", ["dividends", "interest", "capitalGains"], capital)
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
    "the salary scale is applied to self-employment and pensions too; the separate annual scale for businesses is not modeled",
    "credits for spouse and children are not modeled"
  ]
})
