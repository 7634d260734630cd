/**
 * Monthly observations keyed by calendar month, and the month arithmetic the derivations share.
 * A month key is "YYYY-MM".
 */
import type { CsvTable } from "./csv.js"
import { columnIndex, parseNumber } from "./csv.js"

/** Values by month key "YYYY-MM", in ascending month order. */
export type MonthlySeries = ReadonlyMap<string, number>

/** Annual values by calendar year (integer), in ascending year order. */
export type AnnualSeries = ReadonlyMap<number, number>

/** The month key "YYYY-MM" of a year (any integer 0-9999) and month (1-12). */
export const monthKey = (year: number, month: number): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`

/** The month key one month before `key` ("1953-01" -> "1952-12"). */
export const previousMonth = (key: string): string => {
  const year = Number(key.slice(0, 4))
  const month = Number(key.slice(5, 7))
  return month === 1 ? monthKey(year - 1, 12) : monthKey(year, month - 1)
}

/** The month key of an ISO date "YYYY-MM-DD" (or "YYYY-MM"); throws on anything else. */
export const monthOfDate = (date: string): string => {
  const match = /^(\d{4})-(\d{2})(-\d{2})?$/.exec(date.trim())
  if (match === null) throw new Error(`not an ISO date: "${date}"`)
  return `${match[1]}-${match[2]}`
}

/**
 * Reads one numeric column of a monthly CSV into a series, keeping rows whose month is at most `lastMonth`
 * (inclusive, "YYYY-MM") when given. Throws on duplicate months or non-numeric values.
 */
export const monthlyColumn = (
  table: CsvTable,
  dateColumn: string,
  valueColumn: string,
  lastMonth?: string
): MonthlySeries => {
  const dateAt = columnIndex(table, dateColumn)
  const valueAt = columnIndex(table, valueColumn)
  const series = new Map<string, number>()
  table.rows.forEach((row, index) => {
    const month = monthOfDate(row[dateAt]!)
    if (lastMonth !== undefined && month > lastMonth) return
    if (series.has(month)) throw new Error(`duplicate month ${month} in column ${valueColumn}`)
    series.set(month, parseNumber(row[valueAt]!, `row ${index + 2} column ${valueColumn}`))
  })
  return new Map([...series].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The calendar years that have a value in every month January-December of `series`. */
export const fullYears = (series: MonthlySeries): Array<number> => {
  const counts = new Map<number, number>()
  for (const key of series.keys()) {
    const year = Number(key.slice(0, 4))
    counts.set(year, (counts.get(year) ?? 0) + 1)
  }
  return [...counts]
    .filter(([, count]) => count === 12)
    .map(([year]) => year)
    .sort((a, b) => a - b)
}

/**
 * December-to-December change of a monthly level series: for each year Y with both Dec(Y-1) and Dec(Y),
 * `level[Dec Y] / level[Dec Y-1] - 1`. Levels must be positive. Result in decimal fractions.
 */
export const decemberToDecember = (levels: MonthlySeries): AnnualSeries => {
  const result = new Map<number, number>()
  for (const [key, level] of levels) {
    if (!key.endsWith("-12")) continue
    const year = Number(key.slice(0, 4))
    const before = levels.get(monthKey(year - 1, 12))
    if (before === undefined) continue
    if (!(before > 0 && level > 0)) throw new Error(`non-positive level around ${key}`)
    result.set(year, level / before - 1)
  }
  return result
}

/**
 * Compounds monthly returns into calendar-year returns: `prod(1 + r_m) - 1` over January-December.
 * Only years with all 12 monthly returns present appear. Inputs and outputs are decimal fractions.
 */
export const compoundCalendarYears = (monthlyReturns: MonthlySeries): AnnualSeries => {
  const result = new Map<number, number>()
  for (const year of fullYears(monthlyReturns)) {
    let growth = 1
    for (let month = 1; month <= 12; month += 1) growth *= 1 + monthlyReturns.get(monthKey(year, month))!
    result.set(year, growth - 1)
  }
  return result
}
