import type { TaxRuleSet } from "../TaxRuleSet.js"
import { contributionsDeductible, flatCapitalTax, flatContribution, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Bulgaria: 10% flat income tax, employee social and health insurance (capped at the maximum
 * insurable income), 5% on dividends, 8% on interest, 10% on gains. Bulgaria adopted the euro on
 * 1 January 2026 (fixed rate BGN 1.95583 per EUR): the 2025 rule set is in BGN, the 2026 one in EUR.
 */

const NRA: TaxSource = {
  url: "https://nra.bg/wps/portal/nra/taxes/danak-varhu-dohodite-na-fizicheskite-litsa",
  publisher: "National Revenue Agency of Bulgaria",
  kind: "government_guidance"
}
const ZDDFL: TaxSource = {
  url: "https://www.minfin.bg/en/1379",
  publisher: "Ministry of Finance of Bulgaria",
  kind: "government_guidance"
}

interface BgYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: 2025 | 2026
  readonly currency: "BGN" | "EUR"
  /** Annual ceiling of the insurable income the employee's 13.78% is charged on. */
  readonly maxInsurableAnnual: number
  readonly insuranceUnit: string
  readonly insuranceProvisional: boolean
  /** The 2026 dividend-tax rise to 10% was proposed and withdrawn: marked provisional for 2026. */
  readonly dividendProvisional: boolean
  readonly note: string
}

const build = (y: BgYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "BG",
    countryName: "Bulgaria",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: y.currency,
    version: y.version ?? 1
  })
  const pit = d.fact("income_tax", [[0, 0.1]], "fraction", NRA)
  const insurance = d.fact(
    "employee_insurance",
    { rate: 0.1378, maxInsurableAnnual: y.maxInsurableAnnual },
    y.insuranceUnit,
    NRA,
    { provisional: y.insuranceProvisional }
  )
  const dividends = d.fact(
    "dividend_tax",
    0.05,
    y.dividendProvisional
      ? "fraction (2026: the rise to 10% in the first 2026 budget draft was dropped on 2025-12-05; unchanged 5%)"
      : "fraction",
    ZDDFL,
    { provisional: y.dividendProvisional }
  )
  const interest = d.fact("interest_tax", 0.08, "fraction", ZDDFL)
  const gains = d.fact(
    "capital_gains_tax",
    0.1,
    "fraction (gains on EU-regulated markets are exempt; not modeled)",
    ZDDFL
  )
  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution(
              "insurance",
              "Social and health insurance (employee)",
              ["employment"],
              insurance.value.rate,
              insurance,
              insurance.value.maxInsurableAnnual
            )
          ],
          incomeTaxes: [
            progressiveLayer("pit", "Personal income tax", ["employment", "selfEmployment", "pension"], pit, {
              deductions: [contributionsDeductible(["insurance"], insurance)]
            })
          ],
          capitalTaxes: [
            flatCapitalTax("dividends", "Dividend tax", ["dividends"], dividends),
            flatCapitalTax("interest", "Interest tax", ["interest"], interest),
            flatCapitalTax("gains", "Capital gains", ["capitalGains"], gains)
          ],
          exemptions: []
        }
      }
    },
    notes: [
      "pensions are not taxable in Bulgaria up to the statutory pension; foreign pensions are taxed at 10% here (treaties may differ)",
      "self-employed statutory expense deductions (25-60%) and contributions are not modeled",
      "interest on EU bank deposits is exempt; the 8% applies to other interest",
      ...(y.note === "" ? [] : [y.note])
    ]
  })
}

/**
 * Bulgaria, tax year 2025 (amounts in BGN). 2025 began under an extension budget law: the State
 * Social Security Budget Act 2025 (SG 25 of 2025-03-25, art. 9) kept the maximum insurable income at
 * BGN 3,750 a month from 1 January to 31 March 2025 and raised it to BGN 4,130 from 1 April 2025, so
 * the annual ceiling is 3 x 3,750 + 9 x 4,130 = BGN 48,420 (which assumes an even monthly salary).
 * Read in an accountant's summary of SG 25/2025 and in a public repository citing the act (not in the
 * promulgated text itself): provisional.
 *
 * Version 2: version 1 used BGN 4,130 for all twelve months (49,560), overstating the insurance of
 * salaries above BGN 48,420 a year by up to BGN 157.16.
 */
export const bg2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  currency: "BGN",
  maxInsurableAnnual: 3750 * 3 + 4130 * 9,
  insuranceUnit:
    "fraction (pension, sickness, unemployment, health) / BGN per year (3,750 a month January-March + 4,130 a month April-December, SG 25/2025 art. 9)",
  insuranceProvisional: true,
  dividendProvisional: false,
  note: "the insurance ceiling is the sum of 2025's monthly ceilings (BGN 3,750 to March, 4,130 from April), which assumes an even monthly salary"
})

/**
 * Bulgaria, tax year 2026 (amounts in EUR: the euro replaced the lev on 1 January 2026). Rates are
 * unchanged from 2025: the first 2026 budget draft raised the dividend tax to 10% and the pension
 * contribution by 2 points, and both were dropped in the revised draft of 2025-12-05; 2026 began
 * under an extension budget law. The maximum insurable income is EUR 2,111.64 a month (the 2025 BGN
 * 4,130 converted) from January to July and EUR 2,300 from 1 August 2026, when the 2026 social
 * security budget took effect (read in a public payroll repository and in the press, not in the
 * promulgated law: provisional). The annual ceiling is the sum of the monthly ceilings, so the
 * calculator assumes an even monthly salary.
 */
export const bg2026: TaxRuleSet = build({
  year: 2026,
  currency: "EUR",
  maxInsurableAnnual: Math.round((2111.64 * 7 + 2300 * 5) * 100) / 100,
  insuranceUnit:
    "fraction (pension, sickness, unemployment, health) / EUR per year (2,111.64 a month January-July + 2,300 a month August-December)",
  insuranceProvisional: true,
  dividendProvisional: true,
  note: "amounts in EUR (Bulgaria adopted the euro on 1 January 2026 at BGN 1.95583 per EUR); the insurance ceiling is the sum of 2026's monthly ceilings (EUR 2,111.64 to July, 2,300 from August), which assumes an even monthly salary"
})
