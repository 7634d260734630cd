import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Greece: the income-tax scale for employment, pensions and business income (art. 15 and 29
 * ΚΦΕ), the employment/pension tax reduction (art. 16), EFKA employee contributions, 5% on
 * dividends, 15% on interest and gains, and three regimes for new residents: art. 5B (7% on
 * foreign pensions and all foreign income), art. 5A (EUR 100,000 lump sum on foreign income) and
 * art. 5C (50% exemption of employment income for relocating workers).
 */

const KFE: TaxSource = {
  url: "https://www.aade.gr/polites/forologia-eisodimatos",
  publisher: "Ανεξάρτητη Αρχή Δημοσίων Εσόδων (AADE)",
  kind: "government_guidance"
}
const EFKA: TaxSource = {
  url: "https://www.efka.gov.gr/el/asphalistikes-eisphores",
  publisher: "e-ΕΦΚΑ",
  kind: "government_guidance"
}
const REGIMES: TaxSource = {
  url: "https://www.aade.gr/polites/forologia-eisodimatos/eidikoi-kanones-forologisis-fysikon-prosopon-pou-metaferoun-ti-forologiki-katoikia-toys",
  publisher: "Ανεξάρτητη Αρχή Δημοσίων Εσόδων (AADE)",
  kind: "government_guidance"
}

interface GrYear {
  readonly year: number
  readonly scale: ReadonlyArray<readonly [number, number]>
  readonly provisional: boolean
}

const build = (y: GrYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "GR",
    countryName: "Greece",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: 1
  })

  const scale = d.fact("scale", y.scale, "EUR / fraction (art. 15 ΚΦΕ)", KFE, { provisional: y.provisional })
  const reduction = d.fact(
    "employment_pension_tax_reduction",
    { amount: 777, threshold: 12000, rate: 0.02 },
    "EUR (no dependants) reduced by EUR 20 per EUR 1,000 above EUR 12,000 (art. 16 ΚΦΕ)",
    KFE
  )
  const efka = d.fact(
    "efka.employee",
    { rate: 0.1337, ceiling: 7572.62 * 14 },
    "fraction / EUR per year (14 salaries)",
    EFKA,
    { provisional: true }
  )
  const capital = d.fact("capital_rates", { dividends: 0.05, interest: 0.15, capitalGains: 0.15 }, "fraction", KFE)
  const art5b = d.fact("art5b", { rate: 0.07, years: 15 }, "fraction of all foreign income", REGIMES)
  const art5a = d.fact("art5a", { annualAmount: 100000, years: 15 }, "EUR per year", REGIMES)
  const art5c = d.fact("art5c", { exemptShare: 0.5, years: 7 }, "fraction of employment income", REGIMES)

  const scaleLayer = (withReduction: boolean, exemptEmploymentShare = 0): Components["incomeTaxes"][number] => ({
    id: "income-tax",
    name: "Φόρος εισοδήματος (scale)",
    base: ["employment", "selfEmployment", "pension"],
    deductions:
      exemptEmploymentShare > 0
        ? [
            {
              kind: "rate",
              name: "Art. 5C: 50% of employment income exempt",
              rate: exemptEmploymentShare,
              appliesTo: ["employment"],
              factKeys: [art5c.key]
            },
            { kind: "contributions", name: "EFKA contributions", contributionIds: ["efka"], share: 1, factKeys: [] }
          ]
        : [{ kind: "contributions", name: "EFKA contributions", contributionIds: ["efka"], share: 1, factKeys: [] }],
    schedule: brackets(scale.value),
    credits: withReduction
      ? [
          {
            kind: "fixed",
            name: "Tax reduction for employment and pension income",
            amount: reduction.value.amount,
            phaseOut: { threshold: reduction.value.threshold, rate: reduction.value.rate },
            factKeys: [reduction.key]
          }
        ]
      : [],
    surtaxes: [],
    factKeys: [scale.key]
  })

  const efkaContribution: Components["contributions"][number] = {
    id: "efka",
    name: "EFKA employee contributions",
    kinds: ["employment"],
    baseFactor: 1,
    brackets: [
      { from: 0, rate: efka.value.rate },
      { from: efka.value.ceiling, rate: 0 }
    ],
    factKeys: [efka.key]
  }

  const capitalTaxes = (): Components["capitalTaxes"] => [
    {
      id: "dividends",
      name: "Dividend tax",
      kinds: ["dividends"],
      allowance: 0,
      schedule: flat(capital.value.dividends),
      surtaxes: [],
      factKeys: [capital.key]
    },
    {
      id: "interest",
      name: "Interest tax",
      kinds: ["interest"],
      allowance: 0,
      schedule: flat(capital.value.interest),
      surtaxes: [],
      factKeys: [capital.key]
    },
    {
      id: "capital-gains",
      name: "Capital gains tax",
      kinds: ["capitalGains"],
      allowance: 0,
      schedule: flat(capital.value.capitalGains),
      surtaxes: [],
      factKeys: [capital.key]
    }
  ]

  const resident: Components = {
    contributions: [efkaContribution],
    incomeTaxes: [scaleLayer(true)],
    capitalTaxes: capitalTaxes(),
    exemptions: []
  }
  return d.build({
    residence: { resident: { single: resident } },
    regimes: [
      {
        id: "gr-5b-pensioners",
        name: "Art. 5B ΚΦΕ: 7% flat tax for foreign pensioners",
        description: "7% on all foreign-source income (pensions and every other kind in the input) for 15 years",
        conditions: [
          "receives a pension from abroad",
          "not tax resident in Greece in 5 of the 6 years before the transfer",
          "moves tax residence from a country with an administrative-cooperation agreement with Greece",
          "applies by 31 March of the year after the transfer; the tax is paid in one instalment"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            incomeTaxes: [],
            contributions: [],
            exemptions: [],
            capitalTaxes: [
              {
                id: "art5b",
                name: "Art. 5B flat tax on foreign income",
                kinds: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
                allowance: 0,
                schedule: flat(art5b.value.rate),
                surtaxes: [],
                factKeys: [art5b.key]
              }
            ]
          }
        },
        factKeys: [art5b.key]
      },
      {
        id: "gr-5a-investors",
        name: "Art. 5A ΚΦΕ: lump-sum tax on foreign income for new residents",
        description: "EUR 100,000 a year replaces tax on all foreign-source income for up to 15 years",
        conditions: [
          "not tax resident in Greece in 7 of the 8 years before the transfer",
          "invests at least EUR 500,000 in Greece (real estate, businesses, securities) within 3 years",
          "all income in the calculation is foreign-source"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            incomeTaxes: [],
            capitalTaxes: [],
            contributions: [],
            exemptions: [],
            lumpSum: { name: "Art. 5A lump-sum tax", amount: art5a.value.annualAmount, factKeys: [art5a.key] }
          }
        },
        factKeys: [art5a.key]
      },
      {
        id: "gr-5c-workers",
        name: "Art. 5C ΚΦΕ: 50% exemption for relocating employees and self-employed",
        description: "half of employment income exempt from income tax for 7 years",
        conditions: [
          "not tax resident in Greece in 5 of the 6 years before the transfer",
          "employed by a Greek entity or a Greek permanent establishment (or self-employed) and stays at least 2 years",
          "applies by the end of February of the year after the transfer"
        ],
        keepsSubdivision: false,
        byFilingStatus: {
          single: {
            contributions: [efkaContribution],
            incomeTaxes: [scaleLayer(true, art5c.value.exemptShare)],
            capitalTaxes: capitalTaxes(),
            exemptions: []
          }
        },
        factKeys: [art5c.key]
      }
    ],
    notes: [
      "no dependants; the tax reduction is applied to self-employment income too (by law it covers employment and pensions only)",
      "self-employed: EFKA fixed monthly contributions and the presumed minimum income are not modeled",
      "the special solidarity contribution is abolished from 2023 and not applied"
    ]
  })
}

/** Greece, tax year 2025. */
export const gr2025: TaxRuleSet = build({
  year: 2025,
  scale: [
    [0, 0.09],
    [10000, 0.22],
    [20000, 0.28],
    [30000, 0.36],
    [40000, 0.44]
  ],
  provisional: false
})

/**
 * Greece, tax year 2026 (the 2026 income-tax reform: 9/20/26/34/39/44% with a new band at
 * 60,000). Provisional: not checked against the promulgated law; the reductions for young people
 * and families are not modeled.
 */
export const gr2026: TaxRuleSet = build({
  year: 2026,
  scale: [
    [0, 0.09],
    [10000, 0.2],
    [20000, 0.26],
    [30000, 0.34],
    [40000, 0.39],
    [60000, 0.44]
  ],
  provisional: true
})
