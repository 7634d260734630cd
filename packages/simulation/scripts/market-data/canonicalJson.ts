/**
 * Canonical JSON, SHA-256 and number rounding: what makes the derived files byte-stable and hashable.
 */
import { createHash } from "node:crypto"

/** A JSON value as this script writes it. */
export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/**
 * Canonical JSON text: object keys sorted by UTF-16 code unit order at every depth, no whitespace, numbers in
 * JavaScript's shortest round-trip form. Throws on non-finite numbers (JSON has none).
 */
export const canonicalJson = (value: Json): string => {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value)
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`non-finite number in canonical JSON: ${value}`)
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map((item: Json) => canonicalJson(item)).join(",")}]`
  const record = value as { readonly [key: string]: Json }
  const keys = Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key]!)}`).join(",")}}`
}

/** Lowercase hex SHA-256 of UTF-8 text or raw bytes (64 characters). */
export const sha256Hex = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex")

/** Digits kept in every derived number: enough for any rate or level, few enough to be byte-stable. */
export const SIGNIFICANT_DIGITS = 10

/** Rounds a finite number to `SIGNIFICANT_DIGITS` significant digits; -0 becomes 0. Throws on NaN/Infinity. */
export const roundSignificant = (value: number): number => {
  if (!Number.isFinite(value)) throw new Error(`cannot round non-finite number ${value}`)
  const rounded = Number(value.toPrecision(SIGNIFICANT_DIGITS))
  return rounded === 0 ? 0 : rounded
}
