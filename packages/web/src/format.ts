/** Whole money amounts in the calculation's currency, e.g. "$1,250,000". */
export const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount)

/** An age with one decimal, or a dash when never reached within the horizon. */
export const age = (value: number | null): string => (value === null ? "not reached" : value.toFixed(1))

/** Axis labels: short amounts, e.g. "$1.2M". */
export const compactMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat("en", { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }).format(
    amount
  )

/** A fraction as a percentage, e.g. 0.0725 -> "7.3%" (one decimal unless told). */
export const percent = (fraction: number, decimals = 1): string => `${(fraction * 100).toFixed(decimals)}%`
