/**
 * Canonical JSON: JSON.stringify with object keys sorted by UTF-16 code unit order at every depth,
 * no whitespace, `undefined` members dropped. Numbers use JavaScript's shortest round-trip form.
 */
import { createHash } from "node:crypto"

/** Serialises `value` as canonical JSON (sorted keys, no whitespace). Throws on non-finite numbers. */
export const canonicalJson = (value: unknown): string => {
  if (value === null) return "null"
  switch (typeof value) {
    case "number":
      if (!Number.isFinite(value)) throw new Error("canonicalJson: non-finite number")
      return JSON.stringify(value)
    case "string":
    case "boolean":
      return JSON.stringify(value)
    case "object": {
      if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`
      const obj = value as Record<string, unknown>
      const keys = Object.keys(obj)
        .filter((k) => obj[k] !== undefined)
        .sort()
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`
    }
    default:
      throw new Error(`canonicalJson: unsupported ${typeof value}`)
  }
}

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hexadecimal characters (node:crypto). */
export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

/** SHA-256 of the canonical JSON of `value`, 64 lowercase hex characters. */
export const canonicalHash = (value: unknown): string => sha256Hex(canonicalJson(value))
