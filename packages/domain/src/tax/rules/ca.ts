import type { Components, IncomeTaxLayer, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Canada: federal income tax (2025, with the lowest rate at its 14.5% full-year equivalent), the
 * basic personal amount and Canada employment amount as credits at the lowest rate, CPP, CPP2 and
 * EI employee contributions (credit and deduction), 50% inclusion of capital gains, eligible
 * dividends grossed up with the dividend tax credit; Ontario (`on`, the default) with its surtax
 * and Health Premium.
 */

const CRA_RATES: TaxSource = {
  url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/canadian-income-tax-rates-individuals-current-previous-years.html",
  publisher: "Canada Revenue Agency",
  kind: "government_guidance"
}
const CRA_CPP: TaxSource = {
  url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/payroll-deductions-contributions/canada-pension-plan-cpp/cpp-contribution-rates-maximums-exemptions.html",
  publisher: "Canada Revenue Agency",
  kind: "government_guidance"
}
const CRA_EI: TaxSource = {
  url: "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/payroll/payroll-deductions-contributions/employment-insurance-ei/ei-premium-rates-maximums.html",
  publisher: "Canada Revenue Agency",
  kind: "government_guidance"
}
const CRA_DIV: TaxSource = {
  url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/line-40425-federal-dividend-tax-credit.html",
  publisher: "Canada Revenue Agency",
  kind: "government_guidance"
}
const CRA_CG: TaxSource = {
  url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/personal-income/line-12700-capital-gains/calculating-reporting-your-capital-gains-losses.html",
  publisher: "Canada Revenue Agency",
  kind: "government_guidance"
}
const ONTARIO: TaxSource = {
  url: "https://www.ontario.ca/document/personal-income-tax",
  publisher: "Government of Ontario",
  kind: "government_guidance"
}

const d = new TaxRuleSetDraft({
  countryCode: "CA",
  countryName: "Canada",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "CAD",
  version: 1
})

const federal = d.fact(
  "federal.rates",
  [
    [0, 0.145],
    [57375, 0.205],
    [114750, 0.26],
    [177882, 0.29],
    [253414, 0.33]
  ],
  "CAD / fraction (lowest rate: 15% to June, 14% from July, 14.5% for the year)",
  CRA_RATES
)
const federalAmounts = d.fact(
  "federal.credit_amounts",
  { basicPersonal: 16129, employment: 1471, creditRate: 0.145 },
  "CAD / fraction",
  CRA_RATES
)
const cpp = d.fact(
  "cpp",
  { rate: 0.0595, baseRate: 0.0495, exemption: 3500, ympe: 71300, cpp2Rate: 0.04, yampe: 81200 },
  "fraction / CAD",
  CRA_CPP
)
const ei = d.fact("ei", { rate: 0.0164, maxInsurable: 65700 }, "fraction / CAD", CRA_EI)
const dividends = d.fact(
  "eligible_dividends",
  { grossUp: 0.38, federalCredit: 0.150198, ontarioCredit: 0.1 },
  "fraction (of the grossed-up amount for the credits)",
  CRA_DIV
)
const inclusion = d.fact("capital_gains_inclusion_rate", 0.5, "fraction", CRA_CG)
const ontario = d.fact(
  "on.rates",
  [
    [0, 0.0505],
    [52886, 0.0915],
    [105775, 0.1116],
    [150000, 0.1216],
    [220000, 0.1316]
  ],
  "CAD / fraction",
  ONTARIO
)
const ontarioAmounts = d.fact(
  "on.amounts",
  { basicPersonal: 12747, surtax1: { threshold: 5710, rate: 0.2 }, surtax2: { threshold: 7307, rate: 0.36 } },
  "CAD / fraction",
  ONTARIO
)
const healthPremium = d.fact(
  "on.health_premium",
  [
    [0, 0],
    [20000, 0.06],
    [25000, 0],
    [36000, 0.06],
    [38500, 0],
    [48000, 0.25],
    [48600, 0],
    [72000, 0.25],
    [72600, 0],
    [200000, 0.25],
    [200600, 0]
  ],
  "CAD of taxable income / fraction (premium built up band by band, maximum CAD 900)",
  ONTARIO
)

const allKinds = ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"] as const
const weights = { dividends: 1 + dividends.value.grossUp, capitalGains: inclusion.value }
const grossedUpCredit = (name: string, rate: number, key: string): IncomeTaxLayer["credits"][number] => ({
  kind: "piecewise",
  name,
  kinds: ["dividends"],
  points: [
    [0, 0],
    [1e9, 1e9 * (1 + dividends.value.grossUp) * rate]
  ],
  factKeys: [key, dividends.key]
})
const cppDeductions: IncomeTaxLayer["deductions"] = [
  {
    kind: "contributions",
    name: "Enhanced CPP contributions",
    contributionIds: ["cpp"],
    share: (cpp.value.rate - cpp.value.baseRate) / cpp.value.rate,
    factKeys: [cpp.key]
  },
  { kind: "contributions", name: "CPP2 contributions", contributionIds: ["cpp2"], share: 1, factKeys: [cpp.key] }
]

const resident: Components = {
  contributions: [
    {
      id: "cpp",
      name: "Canada Pension Plan (employee)",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [
        { from: 0, rate: 0 },
        { from: cpp.value.exemption, rate: cpp.value.rate },
        { from: cpp.value.ympe, rate: 0 }
      ],
      factKeys: [cpp.key]
    },
    {
      id: "cpp2",
      name: "Second additional CPP contribution (CPP2)",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [
        { from: 0, rate: 0 },
        { from: cpp.value.ympe, rate: cpp.value.cpp2Rate },
        { from: cpp.value.yampe, rate: 0 }
      ],
      factKeys: [cpp.key]
    },
    {
      id: "ei",
      name: "Employment Insurance premium",
      kinds: ["employment"],
      baseFactor: 1,
      brackets: [
        { from: 0, rate: ei.value.rate },
        { from: ei.value.maxInsurable, rate: 0 }
      ],
      factKeys: [ei.key]
    }
  ],
  incomeTaxes: [
    {
      id: "federal",
      name: "Federal income tax",
      base: allKinds,
      weights,
      deductions: cppDeductions,
      schedule: brackets(federal.value),
      credits: [
        {
          kind: "rateOn",
          name: "Basic personal amount",
          amount: federalAmounts.value.basicPersonal,
          rate: federalAmounts.value.creditRate,
          factKeys: [federalAmounts.key]
        },
        {
          kind: "piecewise",
          name: "Canada employment amount",
          kinds: ["employment"],
          points: [
            [0, 0],
            [federalAmounts.value.employment, federalAmounts.value.employment * federalAmounts.value.creditRate]
          ],
          factKeys: [federalAmounts.key]
        },
        {
          kind: "contributionsAtRate",
          name: "CPP base contributions",
          contributionIds: ["cpp"],
          share: cpp.value.baseRate / cpp.value.rate,
          rate: federalAmounts.value.creditRate,
          factKeys: [cpp.key]
        },
        {
          kind: "contributionsAtRate",
          name: "EI premiums",
          contributionIds: ["ei"],
          share: 1,
          rate: federalAmounts.value.creditRate,
          factKeys: [ei.key]
        },
        grossedUpCredit("Federal dividend tax credit", dividends.value.federalCredit, federal.key)
      ],
      surtaxes: [],
      factKeys: [federal.key, inclusion.key]
    }
  ],
  capitalTaxes: [],
  exemptions: []
}

const ontarioLayer: IncomeTaxLayer = {
  id: "ontario",
  name: "Ontario income tax",
  base: allKinds,
  weights,
  deductions: cppDeductions,
  schedule: brackets(ontario.value),
  credits: [
    {
      kind: "rateOn",
      name: "Ontario basic personal amount",
      amount: ontarioAmounts.value.basicPersonal,
      rate: ontario.value[0]![1],
      factKeys: [ontarioAmounts.key]
    },
    {
      kind: "contributionsAtRate",
      name: "CPP base contributions",
      contributionIds: ["cpp"],
      share: cpp.value.baseRate / cpp.value.rate,
      rate: ontario.value[0]![1],
      factKeys: [cpp.key]
    },
    {
      kind: "contributionsAtRate",
      name: "EI premiums",
      contributionIds: ["ei"],
      share: 1,
      rate: ontario.value[0]![1],
      factKeys: [ei.key]
    },
    grossedUpCredit("Ontario dividend tax credit", dividends.value.ontarioCredit, ontario.key)
  ],
  surtaxes: [
    {
      name: "Ontario surtax (20% over CAD 5,710)",
      rate: ontarioAmounts.value.surtax1.rate,
      freeUpTo: ontarioAmounts.value.surtax1.threshold,
      phaseInRate: ontarioAmounts.value.surtax1.rate,
      factKeys: [ontarioAmounts.key]
    },
    {
      name: "Ontario surtax (36% over CAD 7,307)",
      rate: ontarioAmounts.value.surtax2.rate,
      freeUpTo: ontarioAmounts.value.surtax2.threshold,
      phaseInRate: ontarioAmounts.value.surtax2.rate,
      factKeys: [ontarioAmounts.key]
    }
  ],
  factKeys: [ontario.key]
}

/** Canada, tax year 2025, with Ontario. */
export const ca2025: TaxRuleSet = d.build({
  residence: { resident: { single: resident } },
  subdivisions: [
    {
      code: "on",
      name: "Ontario",
      byFilingStatus: {
        single: {
          incomeTaxes: [ontarioLayer],
          contributions: [
            {
              id: "ontario-health-premium",
              name: "Ontario Health Premium",
              kinds: ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
              baseFactor: 1,
              brackets: healthPremium.value.map(([from, rate]) => ({ from, rate })),
              factKeys: [healthPremium.key]
            }
          ]
        }
      }
    }
  ],
  defaultSubdivision: "on",
  statutoryDecreases: [
    {
      negativeMarginal: "dividends",
      reason:
        "the eligible dividend tax credit exceeds the tax on the grossed-up dividend in the lower brackets, so it reduces tax on other income (ITA s. 121)"
    }
  ],
  notes: [
    "Ontario is the only province modeled and the default",
    "the basic personal amount is not reduced for incomes above CAD 177,882",
    "dividends are taken as eligible (38% gross-up); the Ontario surtax is computed on Ontario tax after credits",
    "self-employed CPP (both shares) and the Ontario Health Premium base (taxable income incl. grossed-up dividends) are simplified",
    "OAS recovery tax, the pension income amount and the age amount are not modeled"
  ]
})
