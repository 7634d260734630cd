/**
 * US cash (3-month Treasury bill) returns: monthly yields compounded, `prod(1 + y_m / 1200) - 1`.
 */
import type { AnnualSeries, MonthlySeries } from "./monthly.js"
import { compoundCalendarYears } from "./monthly.js"

/** One month's return (decimal) of a bill yielding `yieldPct` percent a year: `yieldPct / 1200`. */
export const monthlyCashReturn = (yieldPct: number): number => yieldPct / 1200

/**
 * Calendar-year cash returns (decimal) from monthly yields in percent a year; a year needs all 12 months.
 */
export const annualCashReturns = (yieldsPct: MonthlySeries): AnnualSeries =>
  compoundCalendarYears(new Map([...yieldsPct].map(([key, y]) => [key, monthlyCashReturn(y)])))
