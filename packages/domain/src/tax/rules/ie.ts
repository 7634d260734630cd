import type { Components, TaxRuleSet } from "../TaxRuleSet.js"
import { brackets, flat, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

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

const d = new TaxRuleSetDraft({
  countryCode: "IE",
  countryName: "Ireland",
  taxYear: 2025,
  periodStart: "2025-01-01",
  periodEnd: "2025-12-31",
  currency: "EUR",
  version: 1
})

const bands = d.fact(
  "it.single_bands",
  [
    [0, 0.2],
    [44000, 0.4]
  ],
  "EUR / fraction (single person)",
  REVENUE_RATES
)
const credits = d.fact(
  "it.credits",
  { personal: 2000, employee: 2000, earnedIncome: 2000 },
  "EUR per year",
  REVENUE_RATES
)
const usc = d.fact(
  "usc",
  {
    exemptUpTo: 13000,
    bands: [
      [0, 0.005],
      [12012, 0.02],
      [27382, 0.03],
      [70044, 0.08]
    ]
  },
  "EUR / fraction",
  USC
)
const prsi = d.fact(
  "prsi",
  { classA: 0.041, classS: 0.041, exemptUpTo: 18304, classSExemptUpTo: 5000 },
  "fraction / EUR per year (EUR 352 a week)",
  PRSI
)
const dirt = d.fact("dirt", 0.33, "fraction", DIRT)
const cgt = d.fact("cgt", { rate: 0.33, annualExemption: 1270 }, "fraction / EUR", CGT)

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

/** Ireland, tax year 2025. */
export const ie2025: TaxRuleSet = d.build({
  residence: { resident: { single: resident } },
  notes: [
    "single person; the employee and earned-income credits are capped at 20% of the income they relate to and not combined beyond EUR 2,000 each",
    "PRSI class A at 4.1% for the whole year (4.2% from October 2025 is not applied); PRSI on unearned income is not modeled",
    "USC reduced rates for people over 70 or with medical cards are not modeled",
    "dividends are taxed as income at the marginal rate (Irish and foreign dividends alike)"
  ]
})
