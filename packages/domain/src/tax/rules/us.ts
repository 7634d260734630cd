import type { Components, Contribution, IncomeTaxLayer, Subdivision, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * United States: federal income tax (single and married filing jointly), FICA and self-employment
 * tax, qualified dividends and long-term gains stacked on ordinary income; no state tax by default
 * (`none`, e.g. Texas, Florida) and California (`ca`) where its schedules are published.
 */

const SSA: TaxSource = {
  url: "https://www.ssa.gov/oact/cola/cbb.html",
  publisher: "U.S. Social Security Administration",
  kind: "government_guidance"
}
const MEDICARE: TaxSource = {
  url: "https://www.irs.gov/taxtopics/tc751",
  publisher: "Internal Revenue Service",
  kind: "government_guidance"
}
const SE: TaxSource = {
  url: "https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes",
  publisher: "Internal Revenue Service",
  kind: "government_guidance"
}
const OBBBA: TaxSource = {
  url: "https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions",
  publisher: "Internal Revenue Service",
  kind: "government_guidance"
}

type Pairs = ReadonlyArray<readonly [number, number]>
interface UsYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  readonly procedure: TaxSource
  readonly standardDeduction: { readonly single: number; readonly married_joint: number }
  readonly ordinary: { readonly single: Pairs; readonly married_joint: Pairs }
  readonly capital: { readonly single: Pairs; readonly married_joint: Pairs }
  readonly wageBase: number
  readonly california?: {
    readonly source: TaxSource
    readonly deductionSource: TaxSource
    readonly sdiSource: TaxSource
    readonly single: Pairs
    readonly married_joint: Pairs
    readonly standardDeduction: { readonly single: number; readonly married_joint: number }
    readonly exemptionCredit: { readonly single: number; readonly married_joint: number }
    readonly sdiRate: number
  }
}

const build = (y: UsYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "US",
    countryName: "United States",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "USD",
    version: y.version ?? 1
  })
  const wageBase = d.fact("fica.ss_wage_base", y.wageBase, "USD per year", SSA)
  const ss = d.fact("fica.ss_rate", 0.062, "fraction (employee)", SSA)
  const med = d.fact("fica.medicare", { rate: 0.0145, additional: 0.009 }, "fraction", MEDICARE)
  const addl = d.fact("fica.additional_medicare_threshold", { single: 200000, married_joint: 250000 }, "USD", MEDICARE)
  const se = d.fact("se.tax", { baseFactor: 0.9235, ss: 0.124, medicare: 0.029, deductibleShare: 0.5 }, "fraction", SE)

  const components = (status: "single" | "married_joint"): Components => {
    const sd = d.fact(`fed.standard_deduction.${status}`, y.standardDeduction[status], "USD", OBBBA)
    const ord = d.fact(`fed.brackets.${status}`, y.ordinary[status], "USD / fraction", y.procedure)
    const cap = d.fact(`fed.ltcg_brackets.${status}`, y.capital[status], "USD / fraction", y.procedure)
    const contributions: Array<Contribution> = [
      {
        id: "social-security",
        name: "Social Security (OASDI), employee",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: ss.value },
          { from: wageBase.value, rate: 0 }
        ],
        factKeys: [ss.key, wageBase.key]
      },
      {
        id: "medicare",
        name: "Medicare incl. Additional Medicare Tax, employee",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [
          { from: 0, rate: med.value.rate },
          { from: addl.value[status], rate: med.value.rate + med.value.additional }
        ],
        factKeys: [med.key, addl.key]
      },
      {
        id: "self-employment-tax",
        name: "Self-employment tax (Social Security and Medicare)",
        kinds: ["selfEmployment"],
        baseFactor: se.value.baseFactor,
        brackets: [
          { from: 0, rate: se.value.ss + se.value.medicare },
          { from: wageBase.value, rate: se.value.medicare }
        ],
        factKeys: [se.key, wageBase.key]
      }
    ]
    const federal: IncomeTaxLayer = {
      id: "federal",
      name: "Federal income tax",
      base: ["employment", "selfEmployment", "pension", "interest"],
      deductions: [
        {
          kind: "contributions",
          name: "Deductible half of self-employment tax",
          contributionIds: ["self-employment-tax"],
          share: se.value.deductibleShare,
          factKeys: [se.key]
        },
        { kind: "fixed", name: "Standard deduction", amount: sd.value, factKeys: [sd.key] }
      ],
      schedule: brackets(ord.value),
      credits: [],
      surtaxes: [],
      factKeys: [ord.key]
    }
    return {
      incomeTaxes: [federal],
      capitalTaxes: [
        {
          id: "qualified-dividends-ltcg",
          name: "Qualified dividends and long-term capital gains",
          kinds: ["dividends", "capitalGains"],
          allowance: 0,
          schedule: brackets(cap.value),
          stackOn: "federal",
          surtaxes: [],
          factKeys: [cap.key]
        }
      ],
      contributions,
      exemptions: []
    }
  }
  const single = components("single")
  const married = components("married_joint")

  const subdivisions: Array<Subdivision> = []
  const ca = y.california
  if (ca !== undefined) {
    const sdi = d.fact("ca.sdi_rate", ca.sdiRate, "fraction of wages, no cap", ca.sdiSource)
    const layer = (status: "single" | "married_joint"): IncomeTaxLayer => {
      const sched = d.fact(`ca.brackets.${status}`, ca[status], "USD / fraction", ca.source)
      const sd = d.fact(`ca.standard_deduction.${status}`, ca.standardDeduction[status], "USD", ca.deductionSource)
      const ex = d.fact(`ca.exemption_credit.${status}`, ca.exemptionCredit[status], "USD", ca.source)
      const mhst = d.fact(
        `ca.mental_health_tax.${status}`,
        { threshold: 1000000, rate: 0.01 },
        "USD / fraction",
        ca.source
      )
      const pairs = ca[status]
      return {
        id: "california",
        name: "California personal income tax",
        base: ["employment", "selfEmployment", "pension", "interest", "dividends", "capitalGains"],
        deductions: [{ kind: "fixed", name: "California standard deduction", amount: sd.value, factKeys: [sd.key] }],
        schedule: brackets([
          ...pairs.filter(([f]) => f < mhst.value.threshold),
          ...pairs
            .filter(([f]) => f >= mhst.value.threshold)
            .map(([f, r]): readonly [number, number] => [f, r + mhst.value.rate]),
          ...(pairs.some(([f]) => f === mhst.value.threshold)
            ? []
            : [[mhst.value.threshold, pairs[pairs.length - 1]![1] + mhst.value.rate] as const])
        ]),
        credits: [{ kind: "fixed", name: "Personal exemption credit", amount: ex.value, factKeys: [ex.key] }],
        surtaxes: [],
        factKeys: [sched.key, mhst.key]
      }
    }
    const contributions: Array<Contribution> = [
      {
        id: "ca-sdi",
        name: "California State Disability Insurance",
        kinds: ["employment"],
        baseFactor: 1,
        brackets: [{ from: 0, rate: sdi.value }],
        factKeys: [sdi.key]
      }
    ]
    subdivisions.push({
      code: "ca",
      name: "California",
      byFilingStatus: {
        single: { incomeTaxes: [layer("single")], contributions },
        married_joint: { incomeTaxes: [layer("married_joint")], contributions }
      }
    })
  }
  return d.build({
    filingStatuses: ["single", "married_joint"],
    residence: { resident: { single, married_joint: married } },
    subdivisions,
    defaultSubdivision: "none",
    notes: [
      "dividends are treated as qualified and capital gains as long-term",
      "the Net Investment Income Tax (3.8%), the AMT, itemized deductions, the 2025-2028 senior deduction and refundable credits are not modeled",
      "the Social Security wage base is applied separately to wages and to self-employment income",
      ca !== undefined
        ? "state default `none` models a state without income tax (e.g. Texas, Florida); for California use `ca`"
        : `state default \`none\` models a state without income tax (e.g. Texas, Florida); California is not modeled for ${y.year}: the Franchise Tax Board's ${y.year} rate schedules were not in the material available`
    ]
  })
}

/** United States, tax year 2025 (federal per Rev. Proc. 2024-40 as amended by Public Law 119-21; California). */
export const us2025: TaxRuleSet = build({
  year: 2025,
  procedure: {
    url: "https://www.irs.gov/pub/irs-drop/rp-24-40.pdf",
    publisher: "Internal Revenue Service",
    kind: "government_guidance"
  },
  standardDeduction: { single: 15750, married_joint: 31500 },
  ordinary: {
    single: [
      [0, 0.1],
      [11925, 0.12],
      [48475, 0.22],
      [103350, 0.24],
      [197300, 0.32],
      [250525, 0.35],
      [626350, 0.37]
    ],
    married_joint: [
      [0, 0.1],
      [23850, 0.12],
      [96950, 0.22],
      [206700, 0.24],
      [394600, 0.32],
      [501050, 0.35],
      [751600, 0.37]
    ]
  },
  capital: {
    single: [
      [0, 0],
      [48350, 0.15],
      [533400, 0.2]
    ],
    married_joint: [
      [0, 0],
      [96700, 0.15],
      [600050, 0.2]
    ]
  },
  wageBase: 176100,
  california: {
    source: {
      url: "https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf",
      publisher: "California Franchise Tax Board",
      kind: "government_guidance"
    },
    deductionSource: {
      url: "https://www.ftb.ca.gov/file/personal/deductions/index.html",
      publisher: "California Franchise Tax Board",
      kind: "government_guidance"
    },
    sdiSource: {
      url: "https://edd.ca.gov/en/payroll_taxes/rates_and_withholding/",
      publisher: "California Employment Development Department",
      kind: "government_guidance"
    },
    single: [
      [0, 0.01],
      [11079, 0.02],
      [26264, 0.04],
      [41452, 0.06],
      [57542, 0.08],
      [72724, 0.093],
      [371479, 0.103],
      [445771, 0.113],
      [742953, 0.123]
    ],
    married_joint: [
      [0, 0.01],
      [22158, 0.02],
      [52528, 0.04],
      [82904, 0.06],
      [115084, 0.08],
      [145448, 0.093],
      [742958, 0.103],
      [891542, 0.113],
      [1485906, 0.123]
    ],
    standardDeduction: { single: 5706, married_joint: 11412 },
    exemptionCredit: { single: 153, married_joint: 306 },
    sdiRate: 0.012
  }
})

/** United States, tax year 2026 (federal per Rev. Proc. 2025-32; no state layer: California's 2026 schedules are not in this release). *
 * Version 2: version 1 pointed to a California subdivision that is not modeled for 2026 (note only).
 */
export const us2026: TaxRuleSet = build({
  version: 2,
  year: 2026,
  procedure: {
    url: "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf",
    publisher: "Internal Revenue Service",
    kind: "government_guidance"
  },
  standardDeduction: { single: 16100, married_joint: 32200 },
  ordinary: {
    single: [
      [0, 0.1],
      [12400, 0.12],
      [50400, 0.22],
      [105700, 0.24],
      [201775, 0.32],
      [256225, 0.35],
      [640600, 0.37]
    ],
    married_joint: [
      [0, 0.1],
      [24800, 0.12],
      [100800, 0.22],
      [211400, 0.24],
      [403550, 0.32],
      [512450, 0.35],
      [768700, 0.37]
    ]
  },
  capital: {
    single: [
      [0, 0],
      [49450, 0.15],
      [545500, 0.2]
    ],
    married_joint: [
      [0, 0],
      [98900, 0.15],
      [613700, 0.2]
    ]
  },
  wageBase: 184500
})
