/**
 * Inflation rates from price indices (monthly or annual) and from published annual percentages.
 */
import type { CsvTable } from "./csv.js"
import { columnIndex, parseNumber } from "./csv.js"
import type { AnnualSeries, MonthlySeries } from "./monthly.js"
import { decemberToDecember } from "./monthly.js"

/** December-to-December inflation (decimal) of a monthly price index. */
export const decemberInflation = (index: MonthlySeries): AnnualSeries => decemberToDecember(index)

/**
 * Year-over-year change (decimal) of an annual price index: `I_Y / I_{Y-1} - 1` for each year whose
 * predecessor is present. Index levels must be positive.
 */
export const yearOverYear = (index: AnnualSeries): AnnualSeries => {
  const result = new Map<number, number>()
  for (const [year, level] of index) {
    const before = index.get(year - 1)
    if (before === undefined) continue
    if (!(before > 0 && level > 0)) throw new Error(`non-positive index around ${year}`)
    result.set(year, level / before - 1)
  }
  return result
}

/** Reads an annual CSV (year column, value column) into a series in ascending year order. */
export const annualColumn = (table: CsvTable, yearColumn: string, valueColumn: string): AnnualSeries => {
  const yearAt = columnIndex(table, yearColumn)
  const valueAt = columnIndex(table, valueColumn)
  const entries = table.rows.map((row, index): [number, number] => [
    parseNumber(row[yearAt]!, `row ${index + 2} column ${yearColumn}`),
    parseNumber(row[valueAt]!, `row ${index + 2} column ${valueColumn}`)
  ])
  return new Map(entries.sort(([a], [b]) => a - b))
}

/**
 * World Bank WDI FP.CPI.TOTL.ZG rows of one country (by ISO3 code, e.g. "DEU") as decimal fractions
 * (the file gives percent: 2.5 -> 0.025). Throws when the country is absent or a year repeats.
 */
export const worldBankInflation = (table: CsvTable, countryCode: string): AnnualSeries => {
  const codeAt = columnIndex(table, "Country Code")
  const yearAt = columnIndex(table, "Year")
  const valueAt = columnIndex(table, "Inflation")
  const result = new Map<number, number>()
  table.rows.forEach((row, index) => {
    if (row[codeAt] !== countryCode) return
    const year = parseNumber(row[yearAt]!, `row ${index + 2} Year`)
    if (result.has(year)) throw new Error(`duplicate year ${year} for ${countryCode}`)
    result.set(year, parseNumber(row[valueAt]!, `row ${index + 2} Inflation`) / 100)
  })
  if (result.size === 0) throw new Error(`no World Bank inflation rows for ${countryCode}`)
  return new Map([...result].sort(([a], [b]) => a - b))
}

/**
 * Splices two annual series: `early` for years before `firstLateYear`, `late` from it on (ascending years).
 * Used for euro inflation: Germany before the euro (matching the DEM FX proxy), the euro area from 1999.
 */
export const spliceYears = (early: AnnualSeries, late: AnnualSeries, firstLateYear: number): AnnualSeries => {
  const merged = new Map<number, number>()
  for (const [year, value] of early) if (year < firstLateYear) merged.set(year, value)
  for (const [year, value] of late) if (year >= firstLateYear) merged.set(year, value)
  return new Map([...merged].sort(([a], [b]) => a - b))
}
