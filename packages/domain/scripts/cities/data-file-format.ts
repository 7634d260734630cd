/**
 * JSON layout of the city data files: two-space indentation, but arrays of primitives (such as
 * `visaFreeFor`) on one line, so a diff of a data release stays readable.
 */
import { readFileSync, writeFileSync } from "node:fs"

/** Directory of the city data files (packages/domain/data/cities/). */
export const cityDataDir = new URL("../../data/cities/", import.meta.url)

/** Serialises `value` as JSON with primitive arrays kept on one line; ends with a newline. */
export const formatDataJson = (value: unknown): string => `${format(value, "")}\n`

const format = (value: unknown, indent: string): string => {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]"
    if (value.every((v) => v === null || typeof v !== "object"))
      return `[${value.map((v) => JSON.stringify(v)).join(", ")}]`
    const inner = `${indent}  `
    return `[\n${value.map((v) => inner + format(v, inner)).join(",\n")}\n${indent}]`
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    if (entries.length === 0) return "{}"
    const inner = `${indent}  `
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${format(v, inner)}`).join(",\n")}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** Reads one data file (e.g. `europe.json`) as parsed JSON. */
export const readDataFile = (fileName: string): unknown =>
  JSON.parse(readFileSync(new URL(fileName, cityDataDir), "utf8"))

/** Writes one data file in the catalogue's layout. */
export const writeDataFile = (fileName: string, value: unknown): void =>
  writeFileSync(new URL(fileName, cityDataDir), formatDataJson(value))
