import { Result } from "effect"
import { convert, isFxCurrency } from "../FxTable.js"
import { calculateTax } from "../tax/calculateTax.js"
import { taxRuleSets } from "../tax/TaxCatalog.js"
import type { TaxRuleSet } from "../tax/TaxRuleSet.js"
import { forwardDividends } from "./DividendIncome.js"
import {
  holdingsStatus,
  type Indicator,
  type IndicatorInput,
  round,
  type ValuedHolding,
  valueHoldings
} from "./Indicator.js"

/** `fee-tax-drag` value bundle: annual drags as fractions of the portfolio's value. */
export interface FeeTaxDragValue {
  /** Value-weighted ongoing charge over holdings with a known charge. */
  readonly weightedOngoingCharge: number
  /** Forward dividends / portfolio value. */
  readonly dividendYield: number
  readonly byCity: ReadonlyArray<{
    readonly citySlug: string
    readonly countryCode: string
    readonly taxYear: number | null
    readonly ruleSetId: string | null
    /** dividendTax / dividends for a resident with only this dividend income (null: not modeled). */
    readonly dividendTaxRate: number | null
    /** dividendYield x dividendTaxRate. */
    readonly dividendTaxDrag: number | null
    /** weightedOngoingCharge + dividendTaxDrag. */
    readonly totalDrag: number | null
  }>
  /** The first focused city's total drag, or the ongoing charge alone without a modeled city. */
  readonly totalDrag: number
}

/** Value-weighted ongoing charge (TER) of the holdings whose charge is known; unknown ones listed. */
export const weightedOngoingCharge = (
  valued: ReadonlyArray<ValuedHolding>
): { readonly charge: number; readonly unknown: ReadonlyArray<string> } => {
  let weighted = 0
  let weight = 0
  const unknown: Array<string> = []
  for (const v of valued) {
    if (v.holding.ongoingCharge === undefined) unknown.push(v.holding.isin)
    else {
      weighted += v.value * v.holding.ongoingCharge
      weight += v.value
    }
  }
  return { charge: weight > 0 ? weighted / weight : 0, unknown }
}

/** The rule set of `countryCode` for the latest tax year at most `taxYear` (else the earliest there is). */
export const ruleSetFor = (countryCode: string, taxYear: number): TaxRuleSet | undefined => {
  const forCountry = taxRuleSets
    .filter((r) => r.countryCode === countryCode)
    .sort((a, b) => b.taxYear - a.taxYear || b.version - a.version)
  return forCountry.find((r) => r.taxYear <= taxYear) ?? forCountry[forCountry.length - 1]
}

/**
 * The average tax rate on `annualDividends` (in `from` currency) for a resident of `countryCode`
 * whose only income they are, from the tax catalogue's calculator; undefined when no rule set, no
 * FX rate or the calculator refuses.
 */
export const dividendTaxRate = (
  countryCode: string,
  taxYear: number,
  annualDividends: number,
  from: string
): { readonly rate: number; readonly ruleSet: TaxRuleSet } | { readonly problem: string } => {
  const ruleSet = ruleSetFor(countryCode, taxYear)
  if (ruleSet === undefined) return { problem: `no tax rule set for ${countryCode}` }
  if (!isFxCurrency(from) || !isFxCurrency(ruleSet.currency))
    return { problem: `${ruleSet.currency} is not in the FX table` }
  if (annualDividends <= 0) return { rate: 0, ruleSet }
  const dividends = convert(annualDividends, from, ruleSet.currency)
  const result = calculateTax(ruleSet, {
    countryCode: ruleSet.countryCode,
    taxYear: ruleSet.taxYear,
    residenceStatus: "resident",
    income: { dividends }
  })
  if (Result.isFailure(result)) return { problem: result.failure.message }
  return { rate: result.success.dividendTax / dividends, ruleSet }
}

/**
 * `fee-tax-drag`: the value-weighted ongoing charge plus, per focused city, the dividend tax drag
 * (portfolio dividend yield x the city country's average tax rate on that dividend income for a
 * resident). `degraded` without a focused city (dividend tax not modeled), when a country has no
 * rule set, or when a charge or yield is unknown.
 */
export const feeTaxDrag = (input: IndicatorInput): Indicator<FeeTaxDragValue> => {
  const valuation = valueHoldings(input.holdings, input.profile)
  const warnings = [...valuation.warnings]
  const fee = weightedOngoingCharge(valuation.valued)
  if (fee.unknown.length > 0)
    warnings.push(`ongoing charge unknown, left out of the average: ${fee.unknown.join(", ")}`)
  const dividends = forwardDividends(valuation.valued)
  if (dividends.unknown.length > 0)
    warnings.push(`dividend yield unknown, counted as 0: ${dividends.unknown.join(", ")}`)
  const yieldOnValue = valuation.total > 0 ? dividends.annual / valuation.total : 0
  if (input.cities.length === 0) warnings.push("no focused city: dividend tax is not modeled (pass citySlugs)")
  const byCity = input.cities.map((city) => {
    const tax = dividendTaxRate(city.countryCode, input.taxYear, dividends.annual, valuation.reportingCurrency)
    if ("problem" in tax) {
      warnings.push(`${city.id}: dividend tax not modeled: ${tax.problem}`)
      return {
        citySlug: city.id,
        countryCode: city.countryCode,
        taxYear: null,
        ruleSetId: null,
        dividendTaxRate: null,
        dividendTaxDrag: null,
        totalDrag: null
      }
    }
    if (tax.ruleSet.taxYear !== input.taxYear)
      warnings.push(
        `${city.id}: tax year ${input.taxYear} not modeled for ${city.countryCode}; used ${tax.ruleSet.taxYear}`
      )
    const drag = yieldOnValue * tax.rate
    return {
      citySlug: city.id,
      countryCode: city.countryCode,
      taxYear: tax.ruleSet.taxYear,
      ruleSetId: tax.ruleSet.ruleSetId,
      dividendTaxRate: round(tax.rate, 6),
      dividendTaxDrag: round(drag, 6),
      totalDrag: round(fee.charge + drag, 6)
    }
  })
  return {
    key: "fee-tax-drag",
    status: holdingsStatus(valuation, input.holdings.length, warnings.length > 0),
    value: {
      weightedOngoingCharge: round(fee.charge, 6),
      dividendYield: round(yieldOnValue, 6),
      byCity,
      totalDrag: byCity[0]?.totalDrag ?? round(fee.charge, 6)
    },
    warnings: input.holdings.length === 0 ? [...warnings, "no holdings yet"] : warnings
  }
}
