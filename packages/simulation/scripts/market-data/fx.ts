/**
 * Exchange rates in the `usd_per_currency_unit` convention from the Federal Reserve H.10 monthly averages,
 * which the source file gives as foreign currency units per USD for every currency.
 */
import type { CsvTable } from "./csv.js"
import { columnIndex, parseNumber } from "./csv.js"
import type { AnnualSeries, MonthlySeries } from "./monthly.js"
import { monthOfDate } from "./monthly.js"

/** Irrevocable conversion rate fixed on 1 January 1999: 1 EUR = 1.95583 DEM. */
export const DEM_PER_EUR = 1.95583

/** Inverts a quote: foreign units per USD -> USD per foreign unit (and back). The quote must be positive. */
export const invertQuote = (quote: number): number => {
  if (!(quote > 0)) throw new Error(`FX quote must be positive, got ${quote}`)
  return 1 / quote
}

/**
 * Monthly H.10 averages of one country's currency as foreign units per USD (as the file states them).
 * Throws when the country is absent or a month repeats.
 */
export const h10Monthly = (table: CsvTable, country: string): MonthlySeries => {
  const dateAt = columnIndex(table, "Date")
  const countryAt = columnIndex(table, "Country")
  const valueAt = columnIndex(table, "Exchange rate")
  const series = new Map<string, number>()
  table.rows.forEach((row, index) => {
    if (row[countryAt] !== country) return
    const month = monthOfDate(row[dateAt]!)
    if (series.has(month)) throw new Error(`duplicate H.10 month ${month} for ${country}`)
    series.set(month, parseNumber(row[valueAt]!, `row ${index + 2} Exchange rate`))
  })
  if (series.size === 0) throw new Error(`no H.10 rows for ${country}`)
  return new Map([...series].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/**
 * EUR per USD by month: the euro where quoted (from 1999-01), and before that the Deutsche Mark proxy
 * `DEM per USD / 1.95583`.
 */
export const eurPerUsdWithDemProxy = (euro: MonthlySeries, dem: MonthlySeries): MonthlySeries => {
  const firstEuroMonth = [...euro.keys()][0] ?? "9999-99"
  const merged = new Map<string, number>()
  for (const [key, value] of dem) if (key < firstEuroMonth) merged.set(key, value / DEM_PER_EUR)
  for (const [key, value] of euro) merged.set(key, value)
  return new Map([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** December-average levels in USD per currency unit, by year, from monthly foreign-units-per-USD averages. */
export const decemberLevelsUsdPerUnit = (foreignPerUsd: MonthlySeries): AnnualSeries => {
  const levels = new Map<number, number>()
  for (const [key, quote] of foreignPerUsd) {
    if (key.endsWith("-12")) levels.set(Number(key.slice(0, 4)), invertQuote(quote))
  }
  return levels
}

/**
 * Annual USD return (decimal) of holding one currency unit: `level_Y / level_{Y-1} - 1` of December-average
 * USD-per-unit levels; a year needs both Decembers.
 */
export const annualFxReturns = (levelsUsdPerUnit: AnnualSeries): AnnualSeries => {
  const result = new Map<number, number>()
  for (const [year, level] of levelsUsdPerUnit) {
    const before = levelsUsdPerUnit.get(year - 1)
    if (before !== undefined) result.set(year, level / before - 1)
  }
  return result
}
