import { holdingsStatus, type Indicator, type IndicatorInput, round, sharesBy, valueHoldings } from "./Indicator.js"

/** `currency-exposure` value bundle. */
export interface CurrencyExposureValue {
  readonly reportingCurrency: string
  /** The focused cities' currencies in the cities' order (deduplicated), or the profile's baseCurrency. */
  readonly spendingCurrencies: ReadonlyArray<string>
  readonly byCurrency: ReadonlyArray<{
    readonly currency: string
    readonly value: number
    readonly share: number
    readonly matchesSpending: boolean
  }>
  /** Share of the valued holdings in a spending currency, 0..1 (null when no spending currency is known). */
  readonly matchedShare: number | null
  /** 1 - matchedShare. */
  readonly mismatchedShare: number | null
}

/**
 * `currency-exposure`: the holdings' shares by currency against the currencies the user will spend
 * (the focused cities' local currencies, else the profile's `baseCurrency`). `degraded` when some
 * holdings could not be valued or no spending currency is known.
 */
export const currencyExposure = (input: IndicatorInput): Indicator<CurrencyExposureValue> => {
  const valuation = valueHoldings(input.holdings, input.profile)
  const warnings = [...valuation.warnings]
  const spending: ReadonlyArray<string> =
    input.cities.length > 0
      ? [...new Set(input.cities.map((c) => c.currency))]
      : input.profile.baseCurrency !== undefined
        ? [input.profile.baseCurrency]
        : []
  if (spending.length === 0) warnings.push("no spending currency: focus a city or set baseCurrency in the profile")
  const groups = sharesBy(valuation.valued, (h) => h.currency)
  const matched = groups.filter((g) => spending.includes(g.key)).reduce((s, g) => s + g.share, 0)
  const known = spending.length > 0 && valuation.valued.length > 0
  return {
    key: "currency-exposure",
    status: holdingsStatus(valuation, input.holdings.length, warnings.length > 0),
    value: {
      reportingCurrency: valuation.reportingCurrency,
      spendingCurrencies: spending,
      byCurrency: groups.map((g) => ({
        currency: g.key,
        value: round(g.value),
        share: round(g.share, 4),
        matchesSpending: spending.includes(g.key)
      })),
      matchedShare: known ? round(matched, 4) : null,
      mismatchedShare: known ? round(1 - matched, 4) : null
    },
    warnings: input.holdings.length === 0 ? [...warnings, "no holdings yet"] : warnings
  }
}
