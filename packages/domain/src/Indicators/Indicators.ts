import { currencyExposure } from "./CurrencyExposure.js"
import { diversification } from "./Diversification.js"
import { dividendIncome } from "./DividendIncome.js"
import { feeTaxDrag } from "./FeeTaxDrag.js"
import { fireCoverage } from "./FireCoverage.js"
import type { Indicator, IndicatorInput } from "./Indicator.js"

/**
 * The five indicators of `GET /indicators` (spec 2.9, 4.2) in their fixed order: fire-coverage,
 * currency-exposure, dividend-income, diversification, fee-tax-drag. Pure: same input, same output.
 */
export const computeIndicators = (input: IndicatorInput): ReadonlyArray<Indicator<object>> => [
  fireCoverage(input),
  currencyExposure(input),
  dividendIncome(input),
  diversification(input),
  feeTaxDrag(input)
]
