import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Japan: national income tax with the 2.1% special reconstruction income tax, the 10% inhabitant
 * tax on income, the employment income deduction, employee social insurance (health, pension,
 * employment insurance) and the 20.315% separate tax on dividends, interest and gains.
 */

const NTA_RATES: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/2260.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_EMPLOYMENT: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1410.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_BASIC: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1199.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const NTA_CAPITAL: TaxSource = {
  url: "https://www.nta.go.jp/taxes/shiraberu/taxanswer/shotoku/1463.htm",
  publisher: "National Tax Agency (国税庁)",
  kind: "government_guidance"
}
const INHABITANT: TaxSource = {
  url: "https://www.tax.metro.tokyo.lg.jp/kazei/kojin_ju",
  publisher: "Tokyo Metropolitan Government Bureau of Taxation",
  kind: "government_guidance"
}
const SOCIAL: TaxSource = {
  url: "https://www.kyoukaikenpo.or.jp/g7/cat330/sb3150/r07/r7ryougakuhyou3gatukara/",
  publisher: "Japan Health Insurance Association (協会けんぽ)",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "JP",
  countryName: "Japan",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "JPY",
  version: 1
})

const rates = d.fact(
  "income_tax.rates",
  [
    [0, 0.05],
    [1950000, 0.1],
    [3300000, 0.2],
    [6950000, 0.23],
    [9000000, 0.33],
    [18000000, 0.4],
    [40000000, 0.45]
  ],
  "JPY of taxable income / fraction",
  NTA_RATES
)
const reconstruction = d.fact("reconstruction_surtax", 0.021, "fraction of income tax", NTA_RATES)
const employmentDeduction = d.fact(
  "employment_income_deduction",
  [
    [0, 650000],
    [1900000, 650000],
    [3600000, 1160000],
    [6600000, 1760000],
    [8500000, 1950000]
  ],
  "employment income JPY -> deduction JPY (linear between points, flat above)",
  NTA_EMPLOYMENT
)
const basic = d.fact("basic_deduction", { national: 580000, inhabitant: 430000 }, "JPY", NTA_BASIC)
const inhabitant = d.fact(
  "inhabitant_tax_rate",
  0.1,
  "fraction of taxable income (prefectural 4% + municipal 6%)",
  INHABITANT
)
const social = d.fact(
  "social_insurance.employee",
  { health: 0.04955, pension: 0.0915, pensionCeiling: 7800000, employment: 0.0055, healthCeiling: 16680000 },
  "fraction of pay (Tokyo, Kyokai Kenpo, under 40) / JPY per year",
  SOCIAL,
  { provisional: true }
)
const capital = d.fact("separate_capital_tax", { national: 0.15315, local: 0.05 }, "fraction", NTA_CAPITAL)

const employmentDeductionRule = {
  kind: "piecewise" as const,
  name: "Employment income deduction (給与所得控除)",
  kinds: ["employment" as const],
  points: employmentDeduction.value,
  factKeys: [employmentDeduction.key]
}
const socialDeduction = {
  kind: "contributions" as const,
  name: "Social insurance premiums deduction",
  contributionIds: ["health", "pension", "employment-insurance"],
  share: 1,
  factKeys: [social.key]
}

const resident: Components = {
  contributions: [
    {
      id: "health",
      name: "Health and long-term care insurance (employee)",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [
        { from: 0, rate: social.value.health },
        { from: social.value.healthCeiling, rate: 0 }
      ],
      factKeys: [social.key]
    },
    {
      id: "pension",
      name: "Employees' pension insurance",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [
        { from: 0, rate: social.value.pension },
        { from: social.value.pensionCeiling, rate: 0 }
      ],
      factKeys: [social.key]
    },
    {
      id: "employment-insurance",
      name: "Employment insurance",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [{ from: 0, rate: social.value.employment }],
      factKeys: [social.key]
    }
  ],
  incomeTaxes: [
    {
      id: "income-tax",
      name: "Income tax (所得税) with reconstruction surtax",
      base: ["employment", "selfEmployment", "pension"],
      deductions: [
        employmentDeductionRule,
        socialDeduction,
        { kind: "fixed", name: "Basic deduction", amount: basic.value.national, factKeys: [basic.key] }
      ],
      schedule: brackets(rates.value),
      credits: [],
      surtaxes: [
        { name: "Special reconstruction income tax", rate: reconstruction.value, factKeys: [reconstruction.key] }
      ],
      roundDown: { taxable: 1000, tax: 100 },
      factKeys: [rates.key]
    },
    {
      id: "inhabitant-tax",
      name: "Inhabitant tax (住民税), income portion",
      base: ["employment", "selfEmployment", "pension"],
      deductions: [
        employmentDeductionRule,
        socialDeduction,
        {
          kind: "fixed",
          name: "Basic deduction (inhabitant tax)",
          amount: basic.value.inhabitant,
          factKeys: [basic.key]
        }
      ],
      schedule: flat(inhabitant.value),
      credits: [],
      surtaxes: [],
      roundDown: { taxable: 1000, tax: 100 },
      factKeys: [inhabitant.key]
    }
  ],
  capitalTaxes: [
    {
      id: "separate-capital",
      name: "Separate taxation of dividends, interest and gains (20.315%)",
      kinds: ["dividends", "interest", "capitalGains"],
      allowance: 0,
      schedule: flat(capital.value.national + capital.value.local),
      surtaxes: [],
      factKeys: [capital.key]
    }
  ],
  exemptions: []
}

/** Japan, tax year 2025. */
export const jp2025: TaxRuleSet = d.build({
  residence: { resident: { single: resident } },
  notes: [
    "basic deduction at the statutory JPY 580,000; the 2025-2026 temporary increases for incomes up to JPY 6.55 million are not modeled",
    "pensions: the public pension deduction is not modeled (pensions enter the base in full)",
    "social insurance for a Tokyo employee under 40 (Kyokai Kenpo); standard monthly remuneration grades are approximated by annual pay",
    "inhabitant tax per-capita levy and adjustment deduction are not modeled; NISA accounts are out of scope"
  ]
})
