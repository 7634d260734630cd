import { paymentsPerYear } from "../Asset.js"
import {
  holdingsStatus,
  type Indicator,
  type IndicatorInput,
  round,
  type ValuedHolding,
  valueHoldings
} from "./Indicator.js"

/** `dividend-income` value bundle (amounts in `reportingCurrency`). */
export interface DividendIncomeValue {
  readonly reportingCurrency: string
  /** Forward 12-month projection: sum of value x dividendYield over holdings with a known yield. */
  readonly annualAmount: number
  readonly monthlyAverage: number
  /** annualAmount / value of the valued holdings (0..0.5). */
  readonly portfolioYield: number
  readonly byHolding: ReadonlyArray<{
    readonly assetId: string
    readonly isin: string
    readonly annualAmount: number
    readonly frequency: string | null
    readonly paymentsPerYear: number | null
    readonly perPayment: number | null
  }>
}

/**
 * Forward 12-month dividends of valued holdings in the reporting currency: value x yield, 0 for
 * frequency `none`, holdings with an unknown yield contribute nothing (and are returned in `unknown`).
 */
export const forwardDividends = (
  valued: ReadonlyArray<ValuedHolding>
): { readonly annual: number; readonly unknown: ReadonlyArray<string> } => {
  let annual = 0
  const unknown: Array<string> = []
  for (const v of valued) {
    if (v.holding.dividendFrequency === "none") continue
    if (v.holding.dividendYield === undefined) unknown.push(v.holding.isin)
    else annual += v.value * v.holding.dividendYield
  }
  return { annual, unknown }
}

/**
 * `dividend-income`: the forward 12-month dividend projection from each holding's value and
 * dividend yield, with the payment per distribution by frequency. `degraded` when a holding's yield
 * is unknown (named) or holdings could not be valued.
 */
export const dividendIncome = (input: IndicatorInput): Indicator<DividendIncomeValue> => {
  const valuation = valueHoldings(input.holdings, input.profile)
  const warnings = [...valuation.warnings]
  const { annual, unknown } = forwardDividends(valuation.valued)
  if (unknown.length > 0) warnings.push(`dividend yield unknown, counted as 0: ${unknown.join(", ")}`)
  return {
    key: "dividend-income",
    status: holdingsStatus(valuation, input.holdings.length, warnings.length > 0),
    value: {
      reportingCurrency: valuation.reportingCurrency,
      annualAmount: round(annual),
      monthlyAverage: round(annual / 12),
      portfolioYield: valuation.total > 0 ? round(annual / valuation.total, 6) : 0,
      byHolding: valuation.valued.map((v) => {
        const frequency = v.holding.dividendFrequency ?? null
        const amount = frequency === "none" ? 0 : v.value * (v.holding.dividendYield ?? 0)
        const payments = frequency === null ? null : paymentsPerYear[frequency]
        return {
          assetId: v.holding.id,
          isin: v.holding.isin,
          annualAmount: round(amount),
          frequency,
          paymentsPerYear: payments,
          perPayment: payments === null || payments === 0 ? null : round(amount / payments)
        }
      })
    },
    warnings: input.holdings.length === 0 ? [...warnings, "no holdings yet"] : warnings
  }
}
