import { convert, isFxCurrency } from "../FxTable.js"
import { type Indicator, type IndicatorInput, round, valueHoldings } from "./Indicator.js"

/** The safe withdrawal rate the coverage and the FI number use: 4 % a year. */
export const WITHDRAWAL_RATE = 0.04

/** `fire-coverage` value bundle (amounts per year in `reportingCurrency`). */
export interface FireCoverageValue {
  readonly reportingCurrency: string
  readonly withdrawalRate: number
  readonly portfolioValue: number
  readonly annualPassiveIncome: number
  /** withdrawalRate x portfolioValue + annualPassiveIncome. */
  readonly sustainableAnnualIncome: number
  /** The FI need: the first focused city's cost of living x 12, or the profile's annualExpenses. */
  readonly annualNeed: number | null
  readonly needSource: "city" | "profile" | null
  /** sustainableAnnualIncome / annualNeed (1 = financially independent). */
  readonly coverage: number | null
  /** annualNeed / withdrawalRate. */
  readonly fiNumber: number | null
  readonly byCity: ReadonlyArray<{ readonly citySlug: string; readonly annualNeed: number; readonly coverage: number }>
}

/**
 * `fire-coverage`: how far the portfolio (at a 4 % withdrawal) and the profile's passive income
 * cover the FI need. With focused cities the need is each city's cost of living (EUR, converted);
 * the headline uses the first city. Without cities it is the profile's `annualExpenses`
 * (in `baseCurrency`). `pending` when no need is known or there are neither holdings nor passive
 * income; `unavailable` when the holdings cannot be valued or the profile's amounts cannot be
 * converted; `degraded` when some holdings were left out or amounts had to be assumed in EUR.
 */
export const fireCoverage = (input: IndicatorInput): Indicator<FireCoverageValue> => {
  const valuation = valueHoldings(input.holdings, input.profile)
  const currency = valuation.reportingCurrency
  const warnings = [...valuation.warnings]
  const profileCurrency = input.profile.baseCurrency ?? "EUR"
  const usesProfileAmounts =
    input.profile.monthlyPassiveIncome !== undefined ||
    (input.cities.length === 0 && input.profile.annualExpenses !== undefined)
  if (input.profile.baseCurrency === undefined && usesProfileAmounts)
    warnings.push("baseCurrency is not set in the profile; its amounts are taken as EUR")
  const convertible = isFxCurrency(profileCurrency)
  const fromProfile = (amount: number) =>
    isFxCurrency(profileCurrency) ? convert(amount, profileCurrency, currency) : amount
  const passive = (input.profile.monthlyPassiveIncome ?? 0) * 12
  const annualPassiveIncome = fromProfile(passive)
  const sustainable = WITHDRAWAL_RATE * valuation.total + annualPassiveIncome
  const byCity = input.cities.map((city) => {
    const need = convert(city.costOfLiving.monthlyTotal * 12, "EUR", currency)
    return { citySlug: city.id, annualNeed: round(need), coverage: round(need > 0 ? sustainable / need : 0, 4) }
  })
  const firstCity = input.cities[0]
  const need =
    firstCity !== undefined
      ? convert(firstCity.costOfLiving.monthlyTotal * 12, "EUR", currency)
      : input.profile.annualExpenses !== undefined
        ? fromProfile(input.profile.annualExpenses)
        : undefined
  const value: FireCoverageValue = {
    reportingCurrency: currency,
    withdrawalRate: WITHDRAWAL_RATE,
    portfolioValue: round(valuation.total),
    annualPassiveIncome: round(annualPassiveIncome),
    sustainableAnnualIncome: round(sustainable),
    annualNeed: need === undefined ? null : round(need),
    needSource: firstCity !== undefined ? "city" : need !== undefined ? "profile" : null,
    coverage: need === undefined || need <= 0 ? null : round(sustainable / need, 4),
    fiNumber: need === undefined ? null : round(need / WITHDRAWAL_RATE),
    byCity
  }
  if (need === undefined)
    return {
      key: "fire-coverage",
      status: "pending",
      value,
      warnings: [...warnings, "no FI need: set annualExpenses in the profile or focus a city"]
    }
  if (usesProfileAmounts && !convertible)
    return {
      key: "fire-coverage",
      status: "unavailable",
      value: { ...value, coverage: null },
      warnings: [...warnings, `profile amounts in ${profileCurrency} cannot be converted: not in the FX table`]
    }
  if (input.holdings.length === 0 && passive === 0)
    return {
      key: "fire-coverage",
      status: "pending",
      value,
      warnings: [...warnings, "no holdings and no passive income yet"]
    }
  if (input.holdings.length > 0 && valuation.valued.length === 0 && passive === 0)
    return { key: "fire-coverage", status: "unavailable", value: { ...value, coverage: null }, warnings }
  return { key: "fire-coverage", status: warnings.length > 0 ? "degraded" : "ok", value, warnings }
}
