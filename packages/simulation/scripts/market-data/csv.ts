/**
 * Minimal RFC 4180 CSV reading for the public source files (quoted fields, CRLF or LF line ends).
 * Pure: takes text, returns rows; no I/O.
 */

/** A parsed CSV file: the header names and the data rows (each row as many strings as the header has). */
export interface CsvTable {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
}

/**
 * Splits CSV text into rows of fields. Handles double-quoted fields (with `""` escapes), CRLF and LF
 * line ends and a missing final newline; blank lines are dropped.
 */
export const parseCsvRows = (text: string): Array<Array<string>> => {
  const rows: Array<Array<string>> = []
  let row: Array<string> = []
  let field = ""
  let quoted = false
  let i = 0
  const endRow = () => {
    row.push(field)
    field = ""
    if (!(row.length === 1 && row[0] === "")) rows.push(row)
    row = []
  }
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i += 2
          continue
        }
        quoted = false
      } else {
        field += ch
      }
      i += 1
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === ",") {
      row.push(field)
      field = ""
    } else if (ch === "\n") endRow()
    else if (ch !== "\r") field += ch
    i += 1
  }
  if (field !== "" || row.length > 0) endRow()
  return rows
}

/** Parses CSV text whose first row is a header; throws when a data row has a different field count. */
export const parseCsv = (text: string): CsvTable => {
  const [header, ...rows] = parseCsvRows(text)
  if (header === undefined) throw new Error("CSV has no header row")
  rows.forEach((row, index) => {
    if (row.length !== header.length) {
      throw new Error(`CSV row ${index + 2} has ${row.length} fields, header has ${header.length}`)
    }
  })
  return { header, rows }
}

/** Index of a named column in the header; throws when absent so a renamed upstream column fails loudly. */
export const columnIndex = (table: CsvTable, name: string): number => {
  const index = table.header.indexOf(name)
  if (index < 0) throw new Error(`CSV column "${name}" not found (have: ${table.header.join(", ")})`)
  return index
}

/** Parses a numeric CSV field; throws on empty or non-numeric text rather than yielding NaN. */
export const parseNumber = (text: string, where: string): number => {
  const trimmed = text.trim()
  const value = trimmed === "" ? Number.NaN : Number(trimmed)
  if (!Number.isFinite(value)) throw new Error(`not a number at ${where}: "${text}"`)
  return value
}
