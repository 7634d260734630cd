import type { CapitalTax, Credit, TaxRuleSet } from "../TaxRuleSet.js"
import { exemptKinds, flatCapitalTax, progressiveLayer } from "../TaxComponentParts.js"
import { formula, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Brazil: the IRPF progressive table (monthly table in force from May 2025, times 12), INSS
 * employee contributions (progressive, monthly bands times 12), the simplified discount (20%,
 * capped, in place of every legal deduction including INSS), 15% on interest and capital gains.
 * Dividends are exempt in 2025. From 2026 (Lei 15.270 of 26 November 2025) the annual tax is
 * reduced by up to BRL 2,694.15 (zero tax up to BRL 60,000 of taxable income), the reduction
 * phases out to BRL 88,200 (art. 11-A Lei 9.250), and a minimum tax on high incomes (IRPFM, art.
 * 16-A Lei 9.250) reaches dividends: 0% at BRL 600,000 rising linearly to 10% at BRL 1.2 million.
 */

const RFB_TABLE_2025: TaxSource = {
  url: "https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/2025",
  publisher: "Receita Federal do Brasil (gov.br)",
  kind: "government_guidance"
}
const RFB_TABLE_2026: TaxSource = {
  url: "https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/tabelas/2026",
  publisher: "Receita Federal do Brasil (gov.br)",
  kind: "government_guidance"
}
const LEI_15270: TaxSource = {
  url: "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2025/lei/l15270.htm",
  publisher: "Presidência da República (Planalto), Lei nº 15.270, de 26 de novembro de 2025",
  kind: "statute"
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

/** The IRPF monthly table from May 2025 (Lei 15.191/2025), unchanged in 2026: `[from, rate]`. */
const MONTHLY_TABLE: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [2428.8, 0.075],
  [2826.65, 0.15],
  [3751.05, 0.225],
  [4664.68, 0.275]
]
const annualise = (bands: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> =>
  bands.map(([from, rate]) => [Math.round(from * 12 * 100) / 100, rate] as const)

interface BrYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly tableUnit: string
  readonly tableSource: TaxSource
  /** INSS employee bands, monthly `[from, rate]` (the last band, rate 0, is the ceiling). */
  readonly inssMonthly: ReadonlyArray<readonly [number, number]>
  readonly inssUnit: string
  readonly simplifiedMax: number
  readonly simplifiedUnit: string
  readonly simplifiedSource: TaxSource
  /** Every fact but the capital-income rate is provisional (read only in secondary copies). */
  readonly provisional: boolean
  /** Lei 15.270/2025: the annual reduction and the minimum tax reach this year. */
  readonly reform: boolean
}

const EARNED = ["employment", "selfEmployment", "pension"] as const

const build = (y: BrYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "BR",
    countryName: "Brazil",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "BRL",
    version: y.version ?? 1
  })
  const p = { provisional: y.provisional }
  const table = d.fact("irpf_table_annualised", annualise(MONTHLY_TABLE), y.tableUnit, y.tableSource, p)
  const inss = d.fact("inss_employee_annualised", annualise(y.inssMonthly), y.inssUnit, INSS, p)
  const simplified = d.fact(
    "desconto_simplificado",
    { rate: 0.2, max: y.simplifiedMax },
    y.simplifiedUnit,
    y.simplifiedSource,
    p
  )
  const capital = d.fact(
    "capital_income_rate",
    0.15,
    `fraction (gains up to BRL 5 million; fixed income over 720 days)${y.reform ? "; unchanged in 2026" : ""}`,
    RFB_CAPITAL
  )
  const credits: Array<Credit> = []
  let dividendTaxes: Array<CapitalTax> = []
  let dividendExemption: ReturnType<typeof exemptKinds> = []
  const notes: Array<string> = [
    "INSS monthly bands are annualised without the 13th salary",
    "the simplified discount replaces every legal deduction (INSS, dependants, health, education, PGBL); the complete model is not offered"
  ]
  if (y.reform) {
    // Art. 11-A Lei 9.250/1995 (Lei 15.270/2025): up to 2,694.15 (tax zero) for annual taxable
    // income up to 60,000; 8,429.73 - 0.095575 x income from 60,000.01 to 88,200; none above.
    const reduction = d.fact(
      "reducao_anual_lei_15270",
      { fullUpTo: 60000, full: 2694.15, constant: 8429.73, coefficient: 0.095575, endsAt: 88200 },
      "BRL of annual taxable (gross) income / BRL of reduction, capped at the tax from the table (art. 11-A Lei 9.250/1995, added by Lei 15.270/2025)",
      LEI_15270,
      p
    )
    const r = reduction.value
    const atEnd = r.constant - r.coefficient * r.endsAt
    credits.push({
      kind: "piecewise",
      name: "Redução do imposto (Lei 15.270/2025, art. 11-A Lei 9.250)",
      kinds: EARNED,
      points: [
        [0, r.full],
        [r.fullUpTo, r.full],
        [r.fullUpTo + 0.01, r.constant - r.coefficient * (r.fullUpTo + 0.01)],
        [r.endsAt, atEnd],
        [r.endsAt + 0.01, 0]
      ],
      factKeys: [reduction.key]
    })
    // Art. 16-A Lei 9.250/1995: minimum rate (income / 60,000 - 10)% between 600,000 and 1.2
    // million, 10% above; tax = rate x income, i.e. 600 y^2 - 6,000 y with y = income / 60,000.
    const irpfm = d.fact(
      "irpfm_minimum_tax",
      { startsAt: 600000, fullAt: 1200000, maxRate: 0.1 },
      "BRL of annual income / fraction (minimum rate rises linearly from 0 at 600,000 to 10% at 1,200,000; art. 16-A Lei 9.250/1995, added by Lei 15.270/2025)",
      LEI_15270,
      p
    )
    const per = irpfm.value.startsAt / 10
    dividendTaxes = [
      {
        id: "irpfm-dividends",
        name: "Tributação mínima (IRPFM) on dividends",
        kinds: ["dividends"],
        allowance: 0,
        schedule: formula([
          { from: 0, origin: 0, per, q: 0, l: 0, c: 0 },
          { from: irpfm.value.startsAt, origin: 0, per, q: per / 100, l: -per / 10, c: 0 },
          { from: irpfm.value.fullAt, origin: 0, per, q: 0, l: per * irpfm.value.maxRate, c: 0 }
        ]),
        surtaxes: [],
        factKeys: [irpfm.key]
      }
    ]
    notes.push(
      "the annual reduction of Lei 15.270/2025 is computed on the gross taxable income of employment, self-employment and pensions (no reduction above BRL 88,200; the statute's formula leaves 1.5 centavos at 88,200, dropped above it)",
      "IRPFM: the minimum rate is computed on dividends alone and charged on them; the statute computes it on total income (taxable, exempt and exclusively taxed, less listed exclusions) and credits the IRPF already due, so with other large income the figure is only an approximation",
      "IRPFM: the reducer that caps the company's effective tax plus the IRPFM at 34% (40% or 45% for financial institutions) is not applied, so dividends of fully taxed companies are overstated",
      "the 10% withholding on dividends above BRL 50,000 a month from one company is an advance on the IRPFM, refunded in the annual return when no minimum tax is due; it is not shown separately"
    )
  } else {
    const dividends = d.fact(
      "dividends_exempt_2025",
      "dividends paid by Brazilian companies are exempt in 2025",
      "text",
      RFB_TABLE_2025
    )
    dividendExemption = exemptKinds(["dividends"], dividends.value, dividends)
    notes.unshift(
      "the annual adjustment table for 2025 (January-April at the old table) is approximated by the May 2025 table x 12"
    )
    notes.push(
      "from 2026 the exemption up to BRL 5,000 a month and the 10% withholding on large dividends apply; not in this rule set"
    )
  }
  return d.build({
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
            progressiveLayer("irpf", "IRPF", EARNED, table, {
              deductions: [
                {
                  kind: "rate",
                  name: "Desconto simplificado (20%)",
                  rate: simplified.value.rate,
                  appliesTo: EARNED,
                  max: simplified.value.max,
                  factKeys: [simplified.key]
                }
              ],
              credits
            })
          ],
          capitalTaxes: [
            flatCapitalTax("capital", "Interest and capital gains", ["interest", "capitalGains"], capital),
            ...dividendTaxes
          ],
          exemptions: dividendExemption
        }
      }
    },
    notes
  })
}

/** Brazil, tax year 2025. *
 * Version 2: version 1 did not state the simplified discount in its notes (text only).
 */
export const br2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  tableUnit: "BRL per year (monthly table from May 2025 x 12) / fraction",
  tableSource: RFB_TABLE_2025,
  inssMonthly: [
    [0, 0.075],
    [1518, 0.09],
    [2793.88, 0.12],
    [4190.83, 0.14],
    [8157.41, 0]
  ],
  inssUnit: "BRL per year (monthly bands x 12) / fraction",
  simplifiedMax: 16754.34,
  simplifiedUnit: "fraction / BRL",
  simplifiedSource: RFB_TABLE_2025,
  provisional: false,
  reform: false
})

/**
 * Brazil, tax year 2026 (annual adjustment filed in 2027): the same table (the annual one is the
 * monthly x 12: 29,145.60 / 33,919.80 / 45,012.60 / 55,976.16), the annual reduction and the
 * minimum tax of Lei 15.270/2025, INSS 2026 bands (minimum wage BRL 1,621, ceiling BRL 8,475.55,
 * Portaria Interministerial MPS/MF 13 of 9 January 2026) and the simplified discount capped at
 * BRL 17,640 (20% of 88,200). Provisional: read in public repositories quoting the Receita's 2026
 * tables page and the law, not in a stored copy of either.
 */
export const br2026: TaxRuleSet = build({
  year: 2026,
  tableUnit: "BRL per year (monthly table of Lei 15.191/2025 x 12, unchanged in 2026) / fraction",
  tableSource: RFB_TABLE_2026,
  inssMonthly: [
    [0, 0.075],
    [1621, 0.09],
    [2902.84, 0.12],
    [4354.27, 0.14],
    [8475.55, 0]
  ],
  inssUnit: "BRL per year (2026 monthly bands x 12, Portaria Interministerial MPS/MF 13/2026) / fraction",
  simplifiedMax: 17640,
  simplifiedUnit: "fraction / BRL (annual cap for 2026)",
  simplifiedSource: RFB_TABLE_2026,
  provisional: true,
  reform: true
})
