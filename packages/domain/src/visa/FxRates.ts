/** An amount of money; `amount` in whole units of `currency` (not cents). */
export interface Money {
  readonly amount: number
  readonly currency: string
}

/**
 * An injected FX table (no clock, no network): `rates[c]` is how many units of currency `c`
 * one unit of `base` buys. The base itself is implicitly 1. Rates that are missing, zero,
 * negative or not finite are treated as absent.
 */
export interface FxRates {
  readonly base: string
  readonly rates: Readonly<Record<string, number>>
}

const unitsPerBase = (fx: FxRates, currency: string): number | undefined => {
  if (currency === fx.base) return 1
  const rate = fx.rates[currency]
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined
}

/**
 * Converts `money` into `to` through the table's base. Same currency: the amount unchanged
 * (no table needed). Returns `undefined` when either rate is absent: callers must treat that
 * as unknown, never as a pass.
 */
export const convert = (money: Money, to: string, fx: FxRates): number | undefined => {
  if (money.currency === to) return money.amount
  const from = unitsPerBase(fx, money.currency)
  const target = unitsPerBase(fx, to)
  if (from === undefined || target === undefined) return undefined
  return (money.amount / from) * target
}
