/**
 * US 10-year Treasury returns from yields: a par bond bought each month at last month's yield, earning one
 * month of coupon and repriced at this month's yield with 10 - 1/12 years left; annual return is the product.
 */
import type { AnnualSeries, MonthlySeries } from "./monthly.js"
import { compoundCalendarYears, previousMonth } from "./monthly.js"

/** Coupon payments per year assumed for US Treasury notes (semi-annual). */
export const COUPONS_PER_YEAR = 2

/** Maturity of the bond bought each month, in years. */
export const BOND_MATURITY_YEARS = 10

/**
 * Price per unit face value of a bond paying annual coupon rate `coupon` (decimal, e.g. 0.05) in
 * `COUPONS_PER_YEAR` instalments, discounted at annual yield `yieldRate` (decimal, > -1, compounded at the
 * coupon frequency) with `years` (> 0, may be fractional) to maturity. Fractional periods are discounted
 * continuously in the period count, so a bond whose coupon equals its yield prices at exactly 1.
 */
export const bondPrice = (coupon: number, yieldRate: number, years: number): number => {
  const n = years * COUPONS_PER_YEAR
  const periodYield = yieldRate / COUPONS_PER_YEAR
  const periodCoupon = coupon / COUPONS_PER_YEAR
  // expm1/log1p keep the annuity factor accurate for yields near zero; at exactly zero it is n.
  const logGrowth = n * Math.log1p(periodYield)
  const discount = Math.exp(-logGrowth)
  const annuity = periodYield === 0 ? n : -Math.expm1(-logGrowth) / periodYield
  return periodCoupon * annuity + discount
}

/**
 * One month's return (decimal) of a par bond bought at `previousYieldPct` (percent a year, e.g. 4.5) and
 * repriced at `currentYieldPct` with `BOND_MATURITY_YEARS - 1/12` years left, plus one month of coupon.
 * With unchanged yield the return is exactly the coupon for the month, `y / 1200`.
 */
export const parBondMonthlyReturn = (previousYieldPct: number, currentYieldPct: number): number => {
  const coupon = previousYieldPct / 100
  const price = bondPrice(coupon, currentYieldPct / 100, BOND_MATURITY_YEARS - 1 / 12)
  return price - 1 + coupon / 12
}

/**
 * Monthly par-bond returns for every month whose previous month also has a yield (percent a year).
 * Keys are the month the return is earned in.
 */
export const monthlyBondReturns = (yieldsPct: MonthlySeries): MonthlySeries => {
  const returns = new Map<string, number>()
  for (const [key, current] of yieldsPct) {
    const previous = yieldsPct.get(previousMonth(key))
    if (previous !== undefined) returns.set(key, parBondMonthlyReturn(previous, current))
  }
  return returns
}

/**
 * Splices two monthly yield series: `early` for months before `switchMonth` ("YYYY-MM"), `late` from it on.
 * Returned in ascending month order.
 */
export const spliceYields = (early: MonthlySeries, late: MonthlySeries, switchMonth: string): MonthlySeries => {
  const merged = new Map<string, number>()
  for (const [key, value] of early) if (key < switchMonth) merged.set(key, value)
  for (const [key, value] of late) if (key >= switchMonth) merged.set(key, value)
  return new Map([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Calendar-year returns (decimal) of the monthly par-bond method; a year needs all 12 monthly returns. */
export const annualBondReturns = (yieldsPct: MonthlySeries): AnnualSeries =>
  compoundCalendarYears(monthlyBondReturns(yieldsPct))
