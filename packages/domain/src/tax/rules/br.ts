import type { TaxRuleSet } from "../TaxRuleSet.js"
import { exemptKinds, flatCapitalTax, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Brazil: the IRPF progressive table (monthly table in force from May 2025, times 12), INSS
 * employee contributions (progressive, monthly bands times 12), the simplified discount (20%,
 * capped, in place of every legal deduction including INSS), 15% on interest and capital gains; dividends exempt in 2025.
 */

const RFB_TABLE: TaxSource = {
  url: "https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/2025",
  publisher: "Receita Federal do Brasil (gov.br)",
  kind: "government_guidance"
}
const INSS: TaxSource = {
  url: "https://www.gov.br/inss/pt-br/direitos-e-deveres/inscricao-e-contribuicao/tabela-de-contribuicao-mensal",
  publisher: "Instituto Nacional do Seguro Social (gov.br)",
  kind: "government_guidance"
}
const RFB_CAPITAL: TaxSource = {
  url: "https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/pagamento/ganhos-de-capital",
  publisher: "Receita Federal do Brasil (gov.br)",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "BR",
  countryName: "Brazil",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "BRL",
  version: 1
})
const monthlyTable: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [2428.8, 0.075],
  [2826.65, 0.15],
  [3751.05, 0.225],
  [4664.68, 0.275]
]
const table = d.fact(
  "irpf_table_annualised",
  monthlyTable.map(([from, rate]) => [Math.round(from * 12 * 100) / 100, rate] as const),
  "BRL per year (monthly table from May 2025 x 12) / fraction",
  RFB_TABLE
)
const inssMonthly: ReadonlyArray<readonly [number, number]> = [
  [0, 0.075],
  [1518, 0.09],
  [2793.88, 0.12],
  [4190.83, 0.14],
  [8157.41, 0]
]
const inss = d.fact(
  "inss_employee_annualised",
  inssMonthly.map(([from, rate]) => [Math.round(from * 12 * 100) / 100, rate] as const),
  "BRL per year (monthly bands x 12) / fraction",
  INSS
)
const simplified = d.fact("desconto_simplificado", { rate: 0.2, max: 16754.34 }, "fraction / BRL", RFB_TABLE)
const capital = d.fact(
  "capital_income_rate",
  0.15,
  "fraction (gains up to BRL 5 million; fixed income over 720 days)",
  RFB_CAPITAL
)
const dividends = d.fact(
  "dividends_exempt_2025",
  "dividends paid by Brazilian companies are exempt in 2025",
  "text",
  RFB_TABLE
)

/** Brazil, tax year 2025. */
export const br2025: TaxRuleSet = d.build({
  residence: {
    resident: {
      single: {
        contributions: [
          {
            id: "inss",
            name: "INSS (employee)",
            kinds: ["employment"],
            baseFactor: 1,
            brackets: inss.value.map(([from, rate]) => ({ from, rate })),
            factKeys: [inss.key]
          }
        ],
        incomeTaxes: [
          progressiveLayer("irpf", "IRPF", ["employment", "selfEmployment", "pension"], table, {
            deductions: [
              {
                kind: "rate",
                name: "Desconto simplificado (20%)",
                rate: simplified.value.rate,
                appliesTo: ["employment", "selfEmployment", "pension"],
                max: simplified.value.max,
                factKeys: [simplified.key]
              }
            ]
          })
        ],
        capitalTaxes: [flatCapitalTax("capital", "Interest and capital gains", ["interest", "capitalGains"], capital)],
        exemptions: exemptKinds(["dividends"], dividends.value, dividends)
      }
    }
  },
  notes: [
    "the annual adjustment table for 2025 (January-April at the old table) is approximated by the May 2025 table x 12",
    "INSS monthly bands are annualised without the 13th salary",
    "from 2026 the exemption up to BRL 5,000 a month and the 10% withholding on large dividends apply; not in this rule set"
  ]
})
