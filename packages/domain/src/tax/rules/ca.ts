import type { Components, IncomeTaxLayer, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Canada: federal income tax (2025 with the lowest rate at its 14.5% full-year equivalent; 14% from
 * 2026), the basic personal amount (reduced to its minimum between the 29% and 33% thresholds) and
 * the Canada employment amount as credits at the lowest rate, CPP, CPP2 and EI employee
 * contributions (credit and deduction), 50% inclusion of capital gains, eligible dividends grossed up
 * with the dividend tax credit; Ontario (`on`, the default) with its surtax and Health Premium.
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

type Pairs = ReadonlyArray<readonly [number, number]>

/** The figures that change from one tax year to the next (indexation, rates, contribution ceilings). */
interface CaYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly federal: Pairs
  /** Unit text of the federal rates fact (says how the lowest rate applies in the year). */
  readonly federalUnit: string
  /** Federal basic personal amount: the maximum, and the minimum it falls to between the 29% and 33% thresholds. */
  readonly basicPersonal: number
  readonly basicPersonalMin: number
  readonly employmentAmount: number
  readonly ympe: number
  readonly yampe: number
  readonly eiRate: number
  readonly eiMaxInsurable: number
  readonly ontario: Pairs
  readonly ontarioBasicPersonal: number
  readonly surtax1: number
  readonly surtax2: number
  /** Facts not confirmed in a stored copy of the official page (see the year's comment). */
  readonly provisional?: { readonly ontario?: boolean }
}

/** A whole number of dollars with thousands separators, for names and notes. */
const cad = (x: number): string => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ",")

const build = (y: CaYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "CA",
    countryName: "Canada",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "CAD",
    version: y.version ?? 1
  })

  const federal = d.fact("federal.rates", y.federal, y.federalUnit, CRA_RATES)
  const federalAmounts = d.fact(
    "federal.credit_amounts",
    { basicPersonal: y.basicPersonal, employment: y.employmentAmount, creditRate: y.federal[0]![1] },
    "CAD / fraction",
    CRA_RATES
  )
  const cpp = d.fact(
    "cpp",
    { rate: 0.0595, baseRate: 0.0495, exemption: 3500, ympe: y.ympe, cpp2Rate: 0.04, yampe: y.yampe },
    "fraction / CAD",
    CRA_CPP
  )
  const ei = d.fact("ei", { rate: y.eiRate, maxInsurable: y.eiMaxInsurable }, "fraction / CAD", CRA_EI)
  const dividends = d.fact(
    "eligible_dividends",
    { grossUp: 0.38, federalCredit: 0.150198, ontarioCredit: 0.1 },
    "fraction (of the grossed-up amount for the credits)",
    CRA_DIV
  )
  const inclusion = d.fact("capital_gains_inclusion_rate", 0.5, "fraction", CRA_CG)
  const ontarioProvisional = { provisional: y.provisional?.ontario === true }
  const ontario = d.fact("on.rates", y.ontario, "CAD / fraction", ONTARIO, ontarioProvisional)
  const ontarioAmounts = d.fact(
    "on.amounts",
    {
      basicPersonal: y.ontarioBasicPersonal,
      surtax1: { threshold: y.surtax1, rate: 0.2 },
      surtax2: { threshold: y.surtax2, rate: 0.36 }
    },
    "CAD / fraction",
    ONTARIO,
    ontarioProvisional
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

  // Not read in a stored copy of a CRA page (2025: the 2024 minimum CAD 14,156 indexed by 2.7%; 2026: a
  // repository quoting T4032/T4127 January 2026): provisional.
  const bpaMin = d.fact(
    "federal.basic_personal_amount_minimum",
    y.basicPersonalMin,
    "CAD (the basic personal amount at and above the 33% bracket threshold)",
    CRA_RATES,
    { provisional: true }
  )
  const bpaAdditional = federalAmounts.value.basicPersonal - bpaMin.value
  const bpaPhaseStart = federal.value[3]![0]
  const bpaPhaseEnd = federal.value[4]![0]
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
            name: "Basic personal amount (minimum)",
            amount: bpaMin.value,
            rate: federalAmounts.value.creditRate,
            factKeys: [federalAmounts.key, bpaMin.key]
          },
          {
            // ITA s. 118(1)(c) and (3.1): the amount above the minimum is reduced linearly to nil as
            // income rises from the 29% bracket threshold to the 33% bracket threshold.
            kind: "rateOn",
            name: `Basic personal amount (additional, reduced above CAD ${cad(bpaPhaseStart)})`,
            amount: bpaAdditional,
            rate: federalAmounts.value.creditRate,
            phaseOut: {
              threshold: bpaPhaseStart,
              rate: (bpaAdditional * federalAmounts.value.creditRate) / (bpaPhaseEnd - bpaPhaseStart)
            },
            factKeys: [federalAmounts.key, bpaMin.key, federal.key]
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
        name: `Ontario surtax (20% over CAD ${cad(y.surtax1)})`,
        rate: ontarioAmounts.value.surtax1.rate,
        freeUpTo: ontarioAmounts.value.surtax1.threshold,
        phaseInRate: ontarioAmounts.value.surtax1.rate,
        factKeys: [ontarioAmounts.key]
      },
      {
        name: `Ontario surtax (36% over CAD ${cad(y.surtax2)})`,
        rate: ontarioAmounts.value.surtax2.rate,
        freeUpTo: ontarioAmounts.value.surtax2.threshold,
        phaseInRate: ontarioAmounts.value.surtax2.rate,
        factKeys: [ontarioAmounts.key]
      }
    ],
    factKeys: [ontario.key]
  }
  return d.build({
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
      `the federal basic personal amount is reduced on taxable income (the statute uses net income) between CAD ${cad(y.federal[3]![0])} and CAD ${cad(y.federal[4]![0])}`,
      "dividends are taken as eligible (38% gross-up); the Ontario surtax is computed on Ontario tax after credits",
      "self-employed CPP (both shares) and the Ontario Health Premium base (taxable income incl. grossed-up dividends) are simplified",
      "OAS recovery tax, the pension income amount and the age amount are not modeled"
    ]
  })
}

/** Canada, tax year 2025, with Ontario. *
 * Version 2: version 1 never reduced the federal basic personal amount above the 29% threshold.
 */
export const ca2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  federal: [
    [0, 0.145],
    [57375, 0.205],
    [114750, 0.26],
    [177882, 0.29],
    [253414, 0.33]
  ],
  federalUnit: "CAD / fraction (lowest rate: 15% to June, 14% from July, 14.5% for the year)",
  basicPersonal: 16129,
  basicPersonalMin: 14538,
  employmentAmount: 1471,
  ympe: 71300,
  yampe: 81200,
  eiRate: 0.0164,
  eiMaxInsurable: 65700,
  ontario: [
    [0, 0.0505],
    [52886, 0.0915],
    [105775, 0.1116],
    [150000, 0.1216],
    [220000, 0.1316]
  ],
  ontarioBasicPersonal: 12747,
  surtax1: 5710,
  surtax2: 7307
})

/**
 * Canada, tax year 2026, with Ontario. Changed from 2025: the lowest federal rate is 14% for the
 * whole year (and so the rate of the credits); federal brackets, the basic personal amount and the
 * Canada employment amount indexed by 2.0%; Ontario brackets (except the unindexed CAD 150,000 and
 * 220,000), basic personal amount and surtax thresholds indexed by 1.9%; CPP ceilings CAD 74,600 /
 * 85,000; EI 1.63% up to CAD 68,900. Unchanged: the rates above the first bracket, CPP 5.95% and 4%,
 * the dividend gross-up and credits, 50% inclusion, the Ontario Health Premium.
 * Read 2026-11-21 in stored copies: EI in ESDC's "maximum insurable earnings for 2026" notice (canada.ca);
 * CPP in the CRA's 2026 announcement (reproduced verbatim by a chamber of commerce) and payroll vendors'
 * notes on T4127 (122nd edition); federal rates in a copy of the CRA rates page ("Excerpt from CRA
 * Website", tntbooks.ca), BPA CAD 16,452 and Canada employment amount CAD 1,501 in repositories quoting
 * T4127/T4032 January 2026. Ontario's 2026 figures were read only in secondary copies (TaxTips.ca,
 * "confirmed to Canada Revenue Agency information"; a repository quoting T4032-ON; calculators), no
 * stored copy of ontario.ca or T4032-ON: provisional. The basic personal amount's minimum (CAD 14,829;
 * 2025: 14,538), to which it falls between the 29% and 33% thresholds, is provisional in both years.
 */
export const ca2026: TaxRuleSet = build({
  year: 2026,
  federal: [
    [0, 0.14],
    [58523, 0.205],
    [117045, 0.26],
    [181440, 0.29],
    [258482, 0.33]
  ],
  federalUnit: "CAD / fraction (lowest rate 14% for the whole year)",
  basicPersonal: 16452,
  basicPersonalMin: 14829,
  employmentAmount: 1501,
  ympe: 74600,
  yampe: 85000,
  eiRate: 0.0163,
  eiMaxInsurable: 68900,
  ontario: [
    [0, 0.0505],
    [53891, 0.0915],
    [107785, 0.1116],
    [150000, 0.1216],
    [220000, 0.1316]
  ],
  ontarioBasicPersonal: 12989,
  surtax1: 5818,
  surtax2: 7446,
  provisional: { ontario: true }
})
