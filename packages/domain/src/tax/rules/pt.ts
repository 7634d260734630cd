import type { Components, IncomeTaxLayer, Schedule, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Portugal: IRS general scale (art. 68 CIRS), additional solidarity rate (art. 68-A), specific
 * deduction for employment and pensions (art. 25 and 53), simplified regime coefficient 0.75 for
 * self-employed services, 28% special rates on capital income (art. 71 and 72), Social Security
 * (11% employees; 21.4% of 70% of self-employed income), and two special regimes: IFICI
 * ("NHR 2.0", art. 58-A EBF) and the regime for former residents returning (art. 12-A CIRS).
 */

const CIRS68: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS68A: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs68a.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS25: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs25.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS31: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs31.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS71: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs71.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS78: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs78.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const CIRS12A: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/cirs_rep/Pages/irs12a.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const EBF58A: TaxSource = {
  url: "https://info.portaldasfinancas.gov.pt/pt/informacao_fiscal/codigos_tributarios/bf_rep/Pages/ebf58a.aspx",
  publisher: "Autoridade Tributária e Aduaneira (Portal das Finanças)",
  kind: "statute"
}
const SS: TaxSource = {
  url: "https://www.seg-social.pt/taxas-contributivas",
  publisher: "Segurança Social",
  kind: "government_guidance"
}

interface PtYear {
  readonly year: number
  /** Raised whenever a released rule set is corrected: an id names one content. */
  readonly version: number
  readonly scale: ReadonlyArray<readonly [number, number]>
  /** Column (B) of art. 68 n.º 1: the average rate at the upper limit of each band but the last, [limit, fraction]. */
  readonly averageRates: ReadonlyArray<readonly [number, number]>
  readonly averageRatesSource: string
  readonly scaleNote: string
  readonly specificDeduction: number
  readonly ias: number
  readonly provisional: boolean
}

const build = (y: PtYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "PT",
    countryName: "Portugal",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: y.version
  })

  const scale = d.fact("irs.scale", y.scale, y.scaleNote, CIRS68, { provisional: y.provisional })
  const averages = d.fact(
    "irs.scale_average_rates",
    y.averageRates,
    `EUR (upper limit of a band) / fraction (column B of art. 68 n.º 1 CIRS, ${y.averageRatesSource}); art. 68 n.º 2: tax = limit x B + excess x A of the next band`,
    CIRS68,
    { provisional: y.provisional }
  )
  // art. 68 n.º 2 CIRS: above the first limit, the income is split into the largest limit it contains,
  // taxed at that limit's published average rate (B), and the excess, at the next band's normal rate (A)
  const statutorySchedule: Schedule = {
    kind: "brackets",
    brackets: scale.value.map(([from, rate]) => {
      const average = averages.value.find(([limit]) => limit === from)
      return average === undefined ? { from, rate } : { from, rate, baseTax: from * average[1] }
    })
  }
  const solidarity = d.fact(
    "irs.solidarity_rate",
    [
      [0, 0],
      [80000, 0.025],
      [250000, 0.05]
    ],
    "EUR of taxable income / fraction",
    CIRS68A
  )
  const specific = d.fact("irs.specific_deduction", y.specificDeduction, `EUR per year (8.54 x IAS ${y.ias})`, CIRS25, {
    provisional: y.provisional
  })
  const coefficient = d.fact("irs.simplified_regime_services_coefficient", 0.75, "fraction taxable", CIRS31)
  const personal = d.fact("irs.general_family_expenses_credit", 250, "EUR per taxpayer (maximum)", CIRS78)
  const capital = d.fact("irs.capital_income_rate", 0.28, "fraction", CIRS71)
  const ssEmployee = d.fact("ss.employee_rate", 0.11, "fraction of gross wage", SS)
  const ssSelf = d.fact("ss.self_employed", { rate: 0.214, relevantIncomeShare: 0.7 }, "fraction", SS)
  const ifici = d.fact(
    "ifici",
    { rate: 0.2, years: 10, notResidentPriorYears: 5, foreignCapitalIncomeExempt: true },
    "fraction / years",
    EBF58A
  )
  const returning = d.fact(
    "ex_residents",
    { excludedShare: 0.5, years: 5, notResidentPriorYears: 3, incomeCap: 250000 },
    "fraction / years / EUR",
    CIRS12A,
    { provisional: true }
  )

  const general: IncomeTaxLayer = {
    id: "irs",
    name: "IRS (imposto sobre o rendimento das pessoas singulares)",
    base: ["employment", "selfEmployment", "pension"],
    deductions: [
      {
        kind: "fixed",
        name: "Dedução específica (employment)",
        amount: specific.value,
        appliesTo: ["employment"],
        factKeys: [specific.key]
      },
      {
        kind: "fixed",
        name: "Dedução específica (pensions)",
        amount: specific.value,
        appliesTo: ["pension"],
        factKeys: [specific.key]
      },
      {
        kind: "rate",
        name: "Simplified regime: 25% of services income not taxed",
        rate: 1 - coefficient.value,
        appliesTo: ["selfEmployment"],
        factKeys: [coefficient.key]
      }
    ],
    schedule: statutorySchedule,
    credits: [{ kind: "fixed", name: "Despesas gerais familiares", amount: personal.value, factKeys: [personal.key] }],
    surtaxes: [],
    factKeys: [scale.key, averages.key]
  }
  const solidarityLayer: IncomeTaxLayer = {
    id: "solidarity",
    name: "Taxa adicional de solidariedade",
    base: ["employment", "selfEmployment", "pension"],
    deductions: general.deductions,
    schedule: brackets(solidarity.value),
    credits: [],
    surtaxes: [],
    factKeys: [solidarity.key]
  }
  const contributions: Components["contributions"] = [
    {
      id: "ss-employee",
      name: "Segurança Social (employee)",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [{ from: 0, rate: ssEmployee.value }],
      factKeys: [ssEmployee.key]
    },
    {
      id: "ss-self-employed",
      name: "Segurança Social (self-employed, on 70% of relevant income)",
      kinds: ["selfEmployment"],
      baseFactor: ssSelf.value.relevantIncomeShare,
      brackets: [{ from: 0, rate: ssSelf.value.rate }],
      factKeys: [ssSelf.key]
    }
  ]
  const capitalTax: Components["capitalTaxes"][number] = {
    id: "capital-income",
    name: "Taxa especial (capital income and gains)",
    kinds: ["dividends", "interest", "capitalGains"],
    allowance: 0,
    schedule: flat(capital.value),
    surtaxes: [],
    factKeys: [capital.key]
  }
  const resident: Components = {
    incomeTaxes: [general, solidarityLayer],
    capitalTaxes: [capitalTax],
    contributions,
    exemptions: []
  }
  const pensionOnly = (layer: IncomeTaxLayer): IncomeTaxLayer => ({
    ...layer,
    base: ["pension"],
    deductions: layer.deductions.filter((x) => x.kind !== "fixed" || x.appliesTo?.includes("pension") === true)
  })
  const ificiComponents: Components = {
    incomeTaxes: [
      {
        id: "ifici",
        name: "IFICI flat rate on qualifying employment and self-employment income",
        base: ["employment", "selfEmployment"],
        deductions: general.deductions.filter((x) => x.kind !== "fixed" || x.appliesTo?.includes("pension") !== true),
        schedule: flat(ifici.value.rate),
        credits: [],
        surtaxes: [],
        factKeys: [ifici.key]
      },
      pensionOnly(general),
      pensionOnly(solidarityLayer)
    ],
    capitalTaxes: [],
    contributions,
    exemptions: [
      { kind: "dividends", reason: "foreign-source dividends are exempt under IFICI", factKeys: [ifici.key] },
      { kind: "interest", reason: "foreign-source interest is exempt under IFICI", factKeys: [ifici.key] },
      { kind: "capitalGains", reason: "foreign-source capital gains are exempt under IFICI", factKeys: [ifici.key] }
    ]
  }
  const returningComponents: Components = {
    ...resident,
    incomeTaxes: resident.incomeTaxes.map((layer) => ({
      ...layer,
      weights: { employment: 1 - returning.value.excludedShare, selfEmployment: 1 - returning.value.excludedShare },
      factKeys: [...layer.factKeys, returning.key]
    }))
  }
  return d.build({
    residence: { resident: { single: resident } },
    regimes: [
      {
        id: "pt-ifici",
        name: "IFICI (incentivo fiscal à investigação científica e inovação, 'NHR 2.0')",
        description:
          "20% flat IRS on employment and self-employment income from qualifying activities for 10 years; foreign dividends, interest and gains exempt; pensions taxed at the general scale",
        conditions: [
          "not tax resident in Portugal in any of the previous 5 years",
          "income from a qualifying activity (higher education and research, certified start-ups, qualifying highly skilled jobs in eligible companies, and other activities listed in art. 58-A EBF)",
          "registration with the competent body by 15 January of the year after becoming resident",
          "foreign income not from a blacklisted jurisdiction"
        ],
        keepsSubdivision: false,
        byFilingStatus: { single: ificiComponents },
        factKeys: [ifici.key]
      },
      {
        id: "pt-ex-resident",
        name: "Regime fiscal para ex-residentes (returning residents)",
        description:
          "50% of employment and self-employment income excluded from IRS for 5 years (art. 12-A CIRS); the EUR 250,000 income cap is not applied by the calculator",
        conditions: [
          "resident in Portugal before leaving and not resident in any of the previous 3 years",
          "becomes resident in the year (or the following years) covered by the regime; at most 5 years",
          "tax affairs in order; did not request the regime before"
        ],
        keepsSubdivision: false,
        byFilingStatus: { single: returningComponents },
        factKeys: [returning.key]
      }
    ],
    notes: [
      "single filer without dependants; joint taxation is not modeled",
      "the specific deduction is the fixed amount (higher actual social contributions are not substituted); the minimum-of-existence rule is not applied",
      "self-employed: simplified regime for services (coefficient 0.75); the 15% expense justification is not modeled",
      "capital income and gains at the 28% special rate (option to aggregate not modeled); only 50% of gains on listed shares held long term is not modeled"
    ]
  })
}

/**
 * Portugal, tax year 2025 (scale as amended by Lei 55-A/2025).
 * Version 2: version 1 summed the normal rates band by band; the statute taxes the largest limit the
 * income contains at its published average rate (art. 68 n.º 2 CIRS), a few cents to EUR 0.31 less.
 */
export const pt2025: TaxRuleSet = build({
  year: 2025,
  version: 2,
  scale: [
    [0, 0.125],
    [8059, 0.16],
    [12160, 0.215],
    [17233, 0.244],
    [22306, 0.314],
    [28400, 0.349],
    [41629, 0.431],
    [44987, 0.446],
    [83696, 0.48]
  ],
  scaleNote: "EUR of taxable income / fraction (art. 68 CIRS as amended by Lei 55-A/2025)",
  averageRates: [
    [8059, 0.125],
    [12160, 0.1368],
    [17233, 0.15982],
    [22306, 0.17897],
    [28400, 0.20794],
    [41629, 0.25277],
    [44987, 0.26607],
    [83696, 0.34929]
  ],
  averageRatesSource: "as amended by Lei 55-A/2025",
  specificDeduction: 4462.15,
  ias: 522.5,
  provisional: false
})

/**
 * Portugal, tax year 2026 (Orçamento do Estado para 2026: thresholds +3.51%, rates of the 2nd to
 * 5th brackets -0.3 points). Provisional: not checked against the promulgated law.
 * Version 2: as 2025 version 2 (the statute's average rates, art. 68 n.º 2 CIRS, not the sum of the bands).
 */
export const pt2026: TaxRuleSet = build({
  year: 2026,
  version: 2,
  scale: [
    [0, 0.125],
    [8342, 0.157],
    [12587, 0.212],
    [17838, 0.241],
    [23089, 0.311],
    [29397, 0.349],
    [43090, 0.431],
    [46566, 0.446],
    [86634, 0.48]
  ],
  scaleNote: "EUR of taxable income / fraction (art. 68 CIRS, OE 2026)",
  averageRates: [
    [8342, 0.125],
    [12587, 0.13579],
    [17838, 0.15823],
    [23089, 0.17705],
    [29397, 0.20579],
    [43090, 0.2513],
    [46566, 0.26472],
    [86634, 0.34856]
  ],
  averageRatesSource: "in force from 1 January 2026",
  specificDeduction: 4587.09,
  ias: 537.13,
  provisional: true
})
