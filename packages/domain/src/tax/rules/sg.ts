import type { TaxRuleSet } from "../TaxRuleSet.js"
import { allowance, exemptKinds, progressiveLayer } from "../TaxComponentParts.js"
import { TaxRuleSetDraft, type TaxSource } from "../TaxRuleSetDraft.js"

/**
 * Singapore: resident individual rates, earned income relief; dividends, interest and gains untaxed.
 * YA 2026 (income of 2025) and YA 2027 (income of 2026) share one builder: IRAS publishes the
 * resident rates "from YA 2024 onwards", so YA 2027 uses the same table.
 */

const IRAS_RATES: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/tax-residency-and-tax-rates/individual-income-tax-rates",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}
const IRAS_RELIEF: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/employees/deductions-for-individuals-personal-reliefs/earned-income-relief",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}
const IRAS_EXEMPT: TaxSource = {
  url: "https://www.iras.gov.sg/taxes/individual-income-tax/basics-of-individual-income-tax/what-is-taxable-what-is-not/income-received-from-overseas",
  publisher: "Inland Revenue Authority of Singapore",
  kind: "government_guidance"
}

/** What differs between the years of assessment: only the year and how sure the figures are. */
interface SingaporeYear {
  /** The income year (the year of assessment is the next one). */
  readonly incomeYear: number
  readonly provisional: boolean
  /** Appended to the unit of the rates and the relief. */
  readonly note: string
}

const build = (y: SingaporeYear): TaxRuleSet => {
  const d = new TaxRuleSetDraft({
    countryCode: "SG",
    countryName: "Singapore",
    taxYear: y.incomeYear,
    taxYearLabel: `YA ${y.incomeYear + 1} (income of ${y.incomeYear})`,
    periodStart: `${y.incomeYear}-01-01`,
    periodEnd: `${y.incomeYear}-12-31`,
    currency: "SGD",
    version: 1
  })
  const rates = d.fact(
    "resident_rates",
    [
      [0, 0],
      [20000, 0.02],
      [30000, 0.035],
      [40000, 0.07],
      [80000, 0.115],
      [120000, 0.15],
      [160000, 0.18],
      [200000, 0.19],
      [240000, 0.195],
      [280000, 0.2],
      [320000, 0.22],
      [500000, 0.23],
      [1000000, 0.24]
    ],
    `SGD of chargeable income / fraction${y.note}`,
    IRAS_RATES,
    { provisional: y.provisional }
  )
  const eir = d.fact("earned_income_relief_below_55", 1000, `SGD${y.note}`, IRAS_RELIEF, {
    provisional: y.provisional
  })
  const untaxed = d.fact(
    "untaxed_investment_income",
    "one-tier dividends, interest from approved banks, capital gains and foreign-sourced income received by individuals are not taxed",
    "text",
    IRAS_EXEMPT
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
                deductions: [allowance("Earned income relief", eir, ["employment", "selfEmployment", "pension"])]
              }
            )
          ],
          capitalTaxes: [],
          contributions: [],
          exemptions: exemptKinds(["dividends", "interest", "capitalGains"], untaxed.value, untaxed)
        }
      }
    },
    notes: [
      "CPF contributions apply to citizens and permanent residents only and are not modeled",
      "personal income tax rebates, other reliefs and the non-resident flat rates are not modeled",
      "pensions from Singapore employers are taxed; foreign pensions received are foreign-sourced and not taxed (enter them as zero)"
    ]
  })
}

/** Singapore, income year 2025 (YA 2026). */
export const sg2025: TaxRuleSet = build({ incomeYear: 2025, provisional: false, note: "" })

/**
 * Singapore, income year 2026 (YA 2027): the resident rates IRAS publishes "from YA 2024 onwards" and
 * the earned income relief, unchanged. Provisional: the Budget 2026 statement was not in the stored
 * material, so a change for YA 2027 cannot be ruled out.
 */
export const sg2026: TaxRuleSet = build({
  incomeYear: 2026,
  provisional: true,
  note: " (IRAS rates from YA 2024 onwards, unchanged for YA 2027; Budget 2026 not read)"
})
