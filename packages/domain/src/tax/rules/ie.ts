import type { EvidenceFact } from "../../EvidenceFact.js"
import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, type FactRef, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Ireland: income tax (single person), personal, employee and earned-income credits, Universal
 * Social Charge, PRSI (class A employees, class S self-employed), DIRT on deposit interest and
 * Capital Gains Tax with the annual exemption; dividends are taxed as income.
 */

const REVENUE_RATES: TaxSource = {
  url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/tax-relief-charts/index.aspx",
  publisher: "Revenue Commissioners",
  kind: "government_guidance"
}
const USC: TaxSource = {
  url: "https://www.revenue.ie/en/jobs-and-pensions/usc/standard-rates-thresholds.aspx",
  publisher: "Revenue Commissioners",
  kind: "government_guidance"
}
const PRSI: TaxSource = {
  url: "https://www.gov.ie/en/department-of-social-protection/publications/prsi-contribution-rates-and-user-guide-for-the-year-2025/",
  publisher: "Department of Social Protection (gov.ie)",
  kind: "government_guidance"
}
const DIRT: TaxSource = {
  url: "https://www.revenue.ie/en/savings-and-investments/dirt/index.aspx",
  publisher: "Revenue Commissioners",
  kind: "government_guidance"
}
const CGT: TaxSource = {
  url: "https://www.revenue.ie/en/gains-gifts-and-inheritance/transfering-an-asset/how-to-calculate-cgt.aspx",
  publisher: "Revenue Commissioners",
  kind: "government_guidance"
}
const PRSI_2026: TaxSource = {
  url: "https://www.gov.ie/en/department-of-social-protection/publications/prsi-contribution-rates-and-user-guide-for-the-year-2026/",
  publisher: "Department of Social Protection (gov.ie)",
  kind: "government_guidance"
}

/** A fact's value, unit, source and status for one Irish tax year. */
interface IeFact<A> {
  readonly value: A
  readonly unit: string
  readonly source: TaxSource
  readonly provisional?: boolean
}

/** The figures of one Irish tax year (each becomes one fact of the rule set). */
interface IeYear {
  readonly year: number
  readonly bands: IeFact<ReadonlyArray<readonly [number, number]>>
  readonly credits: IeFact<{ readonly personal: number; readonly employee: number; readonly earnedIncome: number }>
  readonly usc: IeFact<{ readonly exemptUpTo: number; readonly bands: ReadonlyArray<readonly [number, number]> }>
  /** `classA`/`classS`: the rate applied to the whole year's pay (weighted where it changes in the year). */
  readonly prsi: IeFact<{
    readonly classA: number
    readonly classS: number
    readonly exemptUpTo: number
    readonly classSExemptUpTo: number
    readonly [rest: string]: number
  }>
  readonly dirt: IeFact<number>
  readonly cgt: IeFact<{ readonly rate: number; readonly annualExemption: number }>
  readonly notes: ReadonlyArray<string>
}

const build = (y: IeYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "IE",
    countryName: "Ireland",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "EUR",
    version: 1
  })
  const fact = <A extends EvidenceFact["value"]>(key: string, f: IeFact<A>): FactRef<A> =>
    d.fact(key, f.value, f.unit, f.source, { provisional: f.provisional === true })
  const bands = fact("it.single_bands", y.bands)
  const credits = fact("it.credits", y.credits)
  const usc = fact("usc", y.usc)
  const prsi = fact("prsi", y.prsi)
  const dirt = fact("dirt", y.dirt)
  const cgt = fact("cgt", y.cgt)

  const uscBrackets = usc.value.bands.map(([from, rate]) => ({ from, rate }))

  const resident: Components = {
    contributions: [
      {
        id: "usc",
        name: "Universal Social Charge",
        kinds: ["employment", "selfEmployment", "pension"],
        baseFactor: 1,
        exemptUpTo: usc.value.exemptUpTo,
        brackets: uscBrackets,
        factKeys: [usc.key]
      },
      {
        id: "prsi-a",
        name: "PRSI class A (employee)",
        kinds: ["employment"],
        baseFactor: 1,
        exemptUpTo: prsi.value.exemptUpTo,
        brackets: [{ from: 0, rate: prsi.value.classA }],
        factKeys: [prsi.key]
      },
      {
        id: "prsi-s",
        name: "PRSI class S (self-employed)",
        kinds: ["selfEmployment"],
        baseFactor: 1,
        exemptUpTo: prsi.value.classSExemptUpTo,
        brackets: [{ from: 0, rate: prsi.value.classS }],
        factKeys: [prsi.key]
      }
    ],
    incomeTaxes: [
      {
        id: "income-tax",
        name: "Income tax",
        base: ["employment", "selfEmployment", "pension", "dividends"],
        deductions: [],
        schedule: brackets(bands.value),
        credits: [
          { kind: "fixed", name: "Personal tax credit", amount: credits.value.personal, factKeys: [credits.key] },
          {
            kind: "piecewise",
            name: "Employee (PAYE) tax credit",
            kinds: ["employment", "pension"],
            points: [
              [0, 0],
              [credits.value.employee / 0.2, credits.value.employee]
            ],
            factKeys: [credits.key]
          },
          {
            kind: "piecewise",
            name: "Earned income tax credit",
            kinds: ["selfEmployment"],
            points: [
              [0, 0],
              [credits.value.earnedIncome / 0.2, credits.value.earnedIncome]
            ],
            factKeys: [credits.key]
          }
        ],
        surtaxes: [],
        factKeys: [bands.key]
      }
    ],
    capitalTaxes: [
      {
        id: "dirt",
        name: "Deposit Interest Retention Tax",
        kinds: ["interest"],
        allowance: 0,
        schedule: flat(dirt.value),
        surtaxes: [],
        factKeys: [dirt.key]
      },
      {
        id: "cgt",
        name: "Capital Gains Tax",
        kinds: ["capitalGains"],
        allowance: cgt.value.annualExemption,
        schedule: flat(cgt.value.rate),
        surtaxes: [],
        factKeys: [cgt.key]
      }
    ],
    exemptions: []
  }

  return d.build({ residence: { resident: { single: resident } }, notes: y.notes })
}

/** Ireland, tax year 2025. */
export const ie2025: TaxRuleSet = build({
  year: 2025,
  bands: {
    value: [
      [0, 0.2],
      [44000, 0.4]
    ],
    unit: "EUR / fraction (single person)",
    source: REVENUE_RATES
  },
  credits: {
    value: { personal: 2000, employee: 2000, earnedIncome: 2000 },
    unit: "EUR per year",
    source: REVENUE_RATES
  },
  usc: {
    value: {
      exemptUpTo: 13000,
      bands: [
        [0, 0.005],
        [12012, 0.02],
        [27382, 0.03],
        [70044, 0.08]
      ]
    },
    unit: "EUR / fraction",
    source: USC
  },
  prsi: {
    value: { classA: 0.041, classS: 0.041, exemptUpTo: 18304, classSExemptUpTo: 5000 },
    unit: "fraction / EUR per year (EUR 352 a week)",
    source: PRSI
  },
  dirt: { value: 0.33, unit: "fraction", source: DIRT },
  cgt: { value: { rate: 0.33, annualExemption: 1270 }, unit: "fraction / EUR", source: CGT },
  notes: [
    "single person; the employee and earned-income credits are capped at 20% of the income they relate to and not combined beyond EUR 2,000 each",
    "PRSI class A at 4.1% for the whole year (4.2% from October 2025 is not applied); PRSI on unearned income is not modeled",
    "USC reduced rates for people over 70 or with medical cards are not modeled",
    "dividends are taxed as income at the marginal rate (Irish and foreign dividends alike)"
  ]
})

/**
 * Ireland, tax year 2026 (Budget 2026, Finance Act 2025): income tax bands and credits unchanged
 * from 2025; the ceiling of the 2% USC band rises from EUR 27,382 to EUR 28,700; PRSI 4.2% from
 * 1 October 2025 and 4.35% from 1 October 2026 (applied as the weighted 4.2375% for the year).
 */
export const ie2026: TaxRuleSet = build({
  year: 2026,
  bands: {
    value: [
      [0, 0.2],
      [44000, 0.4]
    ],
    unit: "EUR / fraction (single person); unchanged from 2025: the Finance Act 2025 (No. 18 of 2025, https://www.irishstatutebook.ie/eli/2025/act/18/enacted/en/html; its table of contents read in a stored copy) amends neither s. 15 TCA (rate bands) nor the personal credits, so Finance Act 2024 s. 3 (2025 and subsequent years) applies",
    source: REVENUE_RATES
  },
  credits: {
    value: { personal: 2000, employee: 2000, earnedIncome: 2000 },
    unit: "EUR per year; unchanged from 2025 (not amended by Finance Act 2025)",
    source: REVENUE_RATES
  },
  usc: {
    value: {
      exemptUpTo: 13000,
      bands: [
        [0, 0.005],
        [12012, 0.02],
        [28700, 0.03],
        [70044, 0.08]
      ]
    },
    unit: "EUR / fraction; 2% band ceiling EUR 28,700 (Finance Act 2025 s. 2, amending s. 531AN TCA); figure read in Budget 2026 press and payroll-vendor copies, not in a stored Revenue page",
    source: USC,
    provisional: true
  },
  prsi: {
    value: {
      classA: 0.042375,
      classS: 0.042375,
      rateToSeptember: 0.042,
      rateFromOctober: 0.0435,
      exemptUpTo: 18304,
      classSExemptUpTo: 5000
    },
    unit: "fraction / EUR per year (EUR 352 a week); 4.2% for 39 weeks and 4.35% from 1 October 2026 for 13 weeks = 4.2375% for the year (Budget 2026 PRSI increase of 0.15 points; read in a payroll vendor's Budget 2026 summary, not in a stored DSP page)",
    source: PRSI_2026,
    provisional: true
  },
  dirt: {
    value: 0.33,
    unit: "fraction; unchanged from 2025 (own knowledge of Budget 2026, not confirmed in a stored copy)",
    source: DIRT,
    provisional: true
  },
  cgt: {
    value: { rate: 0.33, annualExemption: 1270 },
    unit: "fraction / EUR; unchanged from 2025 (own knowledge of Budget 2026, not confirmed in a stored copy)",
    source: CGT,
    provisional: true
  },
  notes: [
    "single person; the employee and earned-income credits are capped at 20% of the income they relate to and not combined beyond EUR 2,000 each",
    "PRSI class A and S at 4.2375% for the whole year: 4.2% to 30 September and 4.35% from 1 October 2026, weighted 39/13 weeks as for evenly paid income; PRSI on unearned income is not modeled",
    "USC reduced rates for people over 70 or with medical cards are not modeled",
    "dividends are taxed as income at the marginal rate (Irish and foreign dividends alike)"
  ]
})
