import type { TaxRuleSet } from "../TaxRuleSet.js"
import {
  allowance,
  contributionsDeductible,
  flatCapitalTax,
  flatContribution,
  progressiveLayer
} from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Thailand: personal income tax rates, the 50% employment expense deduction (max 100,000) and the
 * 60,000 personal allowance, social security 5% (capped), final withholding on dividends (10%)
 * and interest (15%), gains on SET-listed shares exempt.
 */

const RD_RATES: TaxSource = {
  url: "https://www.rd.go.th/english/6045.html",
  publisher: "The Revenue Department of Thailand",
  kind: "government_guidance"
}
const SSO: TaxSource = {
  url: "https://www.sso.go.th/wpr/main/privilege/",
  publisher: "Social Security Office of Thailand",
  kind: "government_guidance"
}

/** What differs between the years: the social-security wage ceiling. */
interface ThailandYear {
  /** The rule set's version (default 1), raised whenever a released rule set is corrected: an id names one content. */
  readonly version?: number
  readonly year: number
  /** Monthly wage ceiling of the 5% employee contribution (THB). */
  readonly ssoMonthlyCeiling: number
  readonly ssoProvisional: boolean
  /** Appended to the unit of the facts that did not change from 2025. */
  readonly unchanged: string
}

const build = (y: ThailandYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "TH",
    countryName: "Thailand",
    taxYear: y.year,
    periodStart: `${y.year}-01-01`,
    periodEnd: `${y.year}-12-31`,
    currency: "THB",
    version: y.version ?? 1
  })
  const rates = d.fact(
    "pit_rates",
    [
      [0, 0],
      [150000, 0.05],
      [300000, 0.1],
      [500000, 0.15],
      [750000, 0.2],
      [1000000, 0.25],
      [2000000, 0.3],
      [5000000, 0.35]
    ],
    `THB of net income / fraction${y.unchanged}`,
    RD_RATES
  )
  const expense = d.fact(
    "employment_expense_deduction",
    { rate: 0.5, max: 100000 },
    `fraction / THB${y.unchanged}`,
    RD_RATES
  )
  const personal = d.fact("personal_allowance", 60000, `THB${y.unchanged}`, RD_RATES)
  const ss = d.fact(
    "social_security",
    { rate: 0.05, wageCeilingAnnual: y.ssoMonthlyCeiling * 12 },
    `fraction / THB per year (monthly wage ceiling THB ${y.ssoMonthlyCeiling.toLocaleString("en-US")} x 12)`,
    SSO,
    { provisional: y.ssoProvisional }
  )
  const dividend = d.fact("dividend_final_withholding", 0.1, `fraction${y.unchanged}`, RD_RATES)
  const interest = d.fact("interest_final_withholding", 0.15, `fraction${y.unchanged}`, RD_RATES)
  const gains = d.fact(
    "listed_share_gains_exempt",
    "gains on shares sold on the Stock Exchange of Thailand are exempt",
    `text${y.unchanged}`,
    RD_RATES
  )

  return d.build({
    residence: {
      resident: {
        single: {
          contributions: [
            flatContribution(
              "sso",
              "Social security (employee)",
              ["employment"],
              ss.value.rate,
              ss,
              ss.value.wageCeilingAnnual
            )
          ],
          incomeTaxes: [
            progressiveLayer("pit", "Personal income tax", ["employment", "selfEmployment", "pension"], rates, {
              deductions: [
                {
                  kind: "rate",
                  name: "Employment expense deduction (50%, max 100,000)",
                  rate: expense.value.rate,
                  appliesTo: ["employment", "pension"],
                  max: expense.value.max,
                  factKeys: [expense.key]
                },
                allowance("Personal allowance", personal),
                contributionsDeductible(["sso"], ss)
              ]
            })
          ],
          capitalTaxes: [
            flatCapitalTax("dividends", "Dividends (final withholding)", ["dividends"], dividend),
            flatCapitalTax("interest", "Interest (final withholding)", ["interest"], interest)
          ],
          exemptions: [{ kind: "capitalGains", reason: gains.value, factKeys: [gains.key] }]
        }
      }
    },
    notes: [
      "foreign income is taxable when remitted in the year (from 2024); the input is taken as income assessable in Thailand",
      "self-employment expense deductions by category are not modeled",
      "dividend and interest withholding are taken as final (no election to include them in assessable income)"
    ]
  })
}

/** Thailand, tax year 2025 (social security on wages up to THB 15,000 a month). *
 * Version 2: version 1 said less about the social-security ceiling (fact unit text only).
 */
export const th2025: TaxRuleSet = build({
  version: 2,
  year: 2025,
  ssoMonthlyCeiling: 15000,
  ssoProvisional: false,
  unchanged: ""
})

/**
 * Thailand, tax year 2026: rates, deductions and withholding unchanged from 2025 (no amendment of the
 * Revenue Code's rates for 2026); the social-security wage ceiling rises to THB 17,500 a month for
 * 2026-2028 (Ministry of Labour regulation; read in a payroll provider's note, not in a stored SSO page:
 * provisional).
 */
export const th2026: TaxRuleSet = build({
  year: 2026,
  ssoMonthlyCeiling: 17500,
  ssoProvisional: true,
  unchanged: " (unchanged from 2025)"
})
