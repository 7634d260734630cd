import { createHash } from "node:crypto"

/**
 * Deterministic identifiers of the visa rule sets and their facts: UUID version 5 (RFC 9562,
 * SHA-1 name-based) under the RFC 9562 URL namespace `6ba7b811-9dad-11d1-80b4-00c04fd430c8`.
 * The same name always gives the same UUID, so ids survive regeneration of the data files.
 */

/** The RFC 9562 URL namespace, used as the namespace of every visa identifier. */
export const VISA_ID_NAMESPACE = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"

/** UUIDv5 of `name` (UTF-8) in `namespace` (a UUID string): lowercase, hyphenated. */
export const uuidV5 = (namespace: string, name: string): string => {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex")
  const hash = createHash("sha1").update(ns).update(Buffer.from(name, "utf8")).digest()
  const bytes = hash.subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50 // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Id of the visa rule set of `country` (ISO alpha-2, any case) at `version`: UUIDv5 of `visa/<cc>/<version>`, cc lower case. */
export const visaRuleSetId = (country: string, version: string): string =>
  uuidV5(VISA_ID_NAMESPACE, `visa/${country.toLowerCase()}/${version}`)

/** Id of a visa evidence fact: UUIDv5 of `visa-fact/<key>`; stable across rule-set versions while the key is unchanged. */
export const visaFactId = (key: string): string => uuidV5(VISA_ID_NAMESPACE, `visa-fact/${key}`)
