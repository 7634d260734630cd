import { createHash } from "node:crypto"

/** RFC 4122 URL namespace, used as the UUIDv5 namespace for every tax identifier. */
export const TAX_UUID_NAMESPACE = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"

/**
 * UUIDv5 (RFC 4122 §4.3, SHA-1) of `name` in `namespace`: deterministic, so the same name always
 * yields the same id across releases and machines.
 */
export const uuidV5 = (name: string, namespace: string = TAX_UUID_NAMESPACE): string => {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex")
  const hash = createHash("sha1").update(ns).update(name, "utf8").digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The stable id of a rule set: UUIDv5 of `tax/<cc>/<year>/<version>` (cc lowercase, e.g. `tax/pt/2025/1`). */
export const taxRuleSetId = (countryCode: string, taxYear: number, version: number): string =>
  uuidV5(`tax/${countryCode.toLowerCase()}/${taxYear}/${version}`)

/**
 * The stable id of an evidence fact as stated by one version of its rule set: UUIDv5 of
 * `tax-fact/<key>` for version 1 and `tax-fact/<key>/v<version>` for a later version (keys carry
 * country and year). A corrected rule set therefore never reuses an id for a different statement.
 */
export const taxFactId = (key: string, version = 1): string =>
  uuidV5(version === 1 ? `tax-fact/${key}` : `tax-fact/${key}/v${version}`)
