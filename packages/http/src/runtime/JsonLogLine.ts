import { Formatter, Logger } from "effect"

type Entry = ReturnType<typeof Logger.formatStructured.log>

const isScalar = (value: unknown): boolean =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean"

/** Every value a line holds is a string, number, boolean or null: `JSON.stringify` writes it as the general formatter does. */
const isFlat = (entry: Entry): boolean => {
  if (typeof entry.message !== "string" || entry.cause !== undefined) return false
  for (const key in entry.annotations) if (!isScalar(entry.annotations[key])) return false
  for (const key in entry.spans) if (typeof entry.spans[key] !== "number") return false
  return true
}

/**
 * A log entry as one JSON line, the text `Logger.formatJson` writes. An entry of plain values (each
 * request's line: a message and scalar annotations) is written by `JSON.stringify` alone; the
 * general formatter's replacer (redaction, cycles, errors, bigints), called for every value, was
 * about a twentieth of a small request's server CPU (docs/performance.md). Anything else goes
 * through the general formatter.
 */
export const formatJsonLine = (entry: Entry): string =>
  isFlat(entry) ? JSON.stringify(entry) : Formatter.formatJson(entry)

/** `Logger.formatJson` with `formatJsonLine`. */
export const jsonLogLine = Logger.map(Logger.formatStructured, formatJsonLine)
