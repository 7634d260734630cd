/**
 * US equity total return in Shiller's convention (monthly average prices, annualised dividends).
 */
import type { AnnualSeries, MonthlySeries } from "./monthly.js"
import { decemberToDecember, previousMonth } from "./monthly.js"

/** One Shiller row: the month's average price and the annualised dividend, both in index points. */
export interface PriceDividend {
  readonly price: number
  readonly dividend: number
}

/**
 * One month's total-return growth factor: `(P_m + D_m / 12) / P_{m-1}`, where `D_m` is the annualised
 * dividend of month m. Prices must be positive, dividends non-negative. Returns a factor (1.01 = +1%).
 */
export const monthlyTotalReturnFactor = (previousPrice: number, current: PriceDividend): number => {
  if (!(previousPrice > 0 && current.price > 0 && current.dividend >= 0)) {
    throw new Error(`invalid price/dividend: ${previousPrice} -> ${current.price} (${current.dividend})`)
  }
  return (current.price + current.dividend / 12) / previousPrice
}

/**
 * The monthly total-return index `TR_m = TR_{m-1} * (P_m + D_m / 12) / P_{m-1}`, starting at 1 on the first
 * month of `rows`. Months must be consecutive (a gap throws) and in ascending order.
 */
export const totalReturnIndex = (rows: ReadonlyMap<string, PriceDividend>): MonthlySeries => {
  const index = new Map<string, number>()
  let previousKey: string | undefined
  let previousPrice = 0
  let level = 1
  for (const [key, row] of rows) {
    if (previousKey !== undefined) {
      if (previousMonth(key) !== previousKey) throw new Error(`gap in equity months: ${previousKey} -> ${key}`)
      level *= monthlyTotalReturnFactor(previousPrice, row)
    }
    index.set(key, level)
    previousKey = key
    previousPrice = row.price
  }
  return index
}

/** Calendar-year nominal total returns (decimal fractions), December to December of the monthly TR index. */
export const annualTotalReturns = (rows: ReadonlyMap<string, PriceDividend>): AnnualSeries =>
  decemberToDecember(totalReturnIndex(rows))
