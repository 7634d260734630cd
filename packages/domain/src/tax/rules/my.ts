import type { TaxRuleSet } from "../TaxRuleSet.js"
import { allowance, exemptKinds, progressiveLayer } from "../TaxComponentParts.js"
import { brackets, TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Malaysia (YA 2025 and YA 2026): resident rates, individual relief, the RM400 rebate up to RM35,000 of
 * chargeable income, the 2% dividend tax above RM100,000 (from YA 2025); interest from banks and
 * capital gains of individuals untaxed.
 */

const LHDN_RATES: TaxSource = {
  url: "https://www.hasil.gov.my/en/individual/individual-life-cycle/income-declaration/tax-rate/",
  publisher: "Lembaga Hasil Dalam Negeri Malaysia (Inland Revenue Board)",
  kind: "government_guidance"
}
const LHDN_RELIEF: TaxSource = {
  url: "https://www.hasil.gov.my/en/individual/individual-life-cycle/income-declaration/tax-reliefs/",
  publisher: "Lembaga Hasil Dalam Negeri Malaysia (Inland Revenue Board)",
  kind: "government_guidance"
}
const LHDN_DIVIDEND: TaxSource = {
  url: "https://www.hasil.gov.my/en/individual/individual-life-cycle/income-declaration/dividend-tax/",
  publisher: "Lembaga Hasil Dalam Negeri Malaysia (Inland Revenue Board)",
  kind: "government_guidance"
}

/**
 * Builds the rule set of one year of assessment; `unchanged` is appended to the unit of the facts
 * that did not change from YA 2025 (Budget 2026 left the resident rates, the individual relief, the
 * rebate and the dividend tax as they were).
 */
const build = (year: number, unchanged: string): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "MY",
    countryName: "Malaysia",
    taxYear: year,
    taxYearLabel: `YA ${year}`,
    periodStart: `${year}-01-01`,
    periodEnd: `${year}-12-31`,
    currency: "MYR",
    version: 1
  })
  const rates = d.fact(
    "resident_rates",
    [
      [0, 0],
      [5000, 0.01],
      [20000, 0.03],
      [35000, 0.06],
      [50000, 0.11],
      [70000, 0.19],
      [100000, 0.25],
      [400000, 0.26],
      [600000, 0.28],
      [2000000, 0.3]
    ],
    `MYR of chargeable income / fraction${unchanged}`,
    LHDN_RATES
  )
  const relief = d.fact("individual_relief", 9000, `MYR${unchanged}`, LHDN_RELIEF)
  const rebate = d.fact("individual_rebate", { amount: 400, upToChargeable: 35000 }, `MYR${unchanged}`, LHDN_RATES)
  const dividendTax = d.fact(
    "dividend_tax",
    { exempt: 100000, rate: 0.02 },
    `MYR / fraction${unchanged}`,
    LHDN_DIVIDEND
  )
  const untaxed = d.fact(
    "untaxed_interest_and_gains",
    "interest from licensed banks and capital gains of individuals (other than real property) are not taxed",
    `text${unchanged}`,
    LHDN_RATES
  )

  return d.build({
    residence: {
      resident: {
        single: {
          incomeTaxes: [
            progressiveLayer(
              "income-tax",
              "Income tax (resident)",
              ["employment", "selfEmployment", "pension"],
              rates,
              {
                deductions: [allowance("Individual relief", relief)],
                credits: [
                  {
                    kind: "piecewise",
                    name: "Individual rebate (chargeable income up to RM35,000)",
                    kinds: ["employment", "selfEmployment", "pension"],
                    onTaxable: true,
                    points: [
                      [rebate.value.upToChargeable, rebate.value.amount],
                      [rebate.value.upToChargeable + 0.01, 0]
                    ],
                    factKeys: [rebate.key]
                  }
                ]
              }
            )
          ],
          capitalTaxes: [
            {
              id: "dividend-tax",
              name: "Dividend tax (2% above RM100,000)",
              kinds: ["dividends"],
              allowance: dividendTax.value.exempt,
              schedule: brackets([[0, dividendTax.value.rate]]),
              surtaxes: [],
              factKeys: [dividendTax.key]
            }
          ],
          contributions: [],
          exemptions: exemptKinds(["interest", "capitalGains"], untaxed.value, untaxed)
        }
      }
    },
    statutoryDecreases: [
      { layer: "income-tax", at: 35000, reason: "the RM400 rebate is lost above RM35,000 of chargeable income" }
    ],
    notes: [
      "EPF contributions and reliefs other than the individual relief are not modeled",
      "foreign-sourced income received by resident individuals is exempt until 2036: enter only Malaysian-source income",
      "pensions from approved schemes after 55 are exempt in Malaysia; enter only taxable pensions"
    ]
  })
}

/** Malaysia, year of assessment 2025. */
export const my2025: TaxRuleSet = build(2025, "")

/**
 * Malaysia, year of assessment 2026 (income of 2026): figures unchanged from YA 2025 (Budget 2026
 * changed only reliefs the rule set does not model, such as childcare and life insurance for children,
 * and extended the 2% tax to LLP profit distributions, not modeled).
 */
export const my2026: TaxRuleSet = build(2026, " (unchanged from YA 2025; Budget 2026)")
