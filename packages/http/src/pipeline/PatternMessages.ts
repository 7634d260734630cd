import type { SchemaAST } from "effect"

/**
 * A person's sentence for each string pattern of the API, by the RegExp's source, so a refused
 * value reads "Expected a country code: two capital letters, e.g. PT" instead of the RegExp. Kept
 * beside the schemas' own patterns, not in them: annotating the schemas would change the OpenAPI
 * document. test/http/FieldMessages.test.ts checks that every pattern of the document is here, but
 * effect's own number-in-a-string check, which already says "Expected a string representing a
 * finite number".
 */
export const patternMessages: Readonly<Record<string, string>> = {
  "^[A-Z]{3}$": "Expected a currency code: three capital letters, e.g. EUR",
  "^[A-Z]{2}$": "Expected a country code: two capital letters, e.g. PT",
  "^[a-z0-9]+(-[a-z0-9]+)*$": "Expected lowercase letters and digits in words joined by single hyphens, e.g. lisbon",
  "^https?:\\/\\/[^\\s]+$": "Expected a web address starting with http:// or https://",
  "^https?:\\/\\/[^\\s/$.?#][^\\s]*$": "Expected a web address starting with http:// or https://",
  "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$": "Expected a date as YYYY-MM-DD, e.g. 2026-01-31",
  "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d{1,3})?Z$":
    "Expected a UTC date and time as YYYY-MM-DDThh:mm:ssZ, e.g. 2026-01-31T09:30:00Z",
  "^[a-z0-9]+(?:[_-][a-z0-9]+)*$": "Expected lowercase letters and digits in words joined by '_' or '-'",
  "^[a-z0-9]+(?:[._-][a-z0-9]+)*$": "Expected lowercase letters and digits in words joined by '.', '_' or '-'",
  "^[a-z0-9]+([._-][a-z0-9]+)*$": "Expected lowercase letters and digits in words joined by '.', '_' or '-'",
  "^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$":
    "Expected letters, digits, '_', '.', '/', ':' or '-', starting with a letter or digit",
  "^[0-9a-f]{64}$": "Expected a SHA-256 digest: 64 lowercase hexadecimal characters",
  "^[a-zA-Z0-9._:-]{1,128}$": "Expected 1 to 128 letters, digits, '.', '_', ':' or '-'",
  "^[a-zA-Z0-9._:-]{1,100}$": "Expected 1 to 100 letters, digits, '.', '_', ':' or '-'",
  "^[a-z0-9][a-z0-9_-]{0,39}$":
    "Expected 1 to 40 lowercase letters, digits, '_' or '-', starting with a letter or digit"
}

/** The sentence for a UUID field (`Schema.isUUID`, whose RegExp depends on the version asked for). */
export const UUID_MESSAGE = "Expected an id: a UUID such as 3f2b9c1e-8d4a-4b7e-9f10-2c5d6e7a8b9c"

interface Representation {
  readonly id?: unknown
  readonly payload?: { readonly source?: unknown }
}

/**
 * The human message of a failed pattern check (`Schema.isPattern`, `Schema.isUUID`), or undefined
 * for any other check, or a pattern that has no sentence yet (its default message then stands).
 */
export const patternMessage = (check: SchemaAST.Filter<unknown>): string | undefined => {
  const representation = check.annotations?.representation as Representation | undefined
  if (representation?.id === "effect/schema/isUUID") return UUID_MESSAGE
  if (representation?.id !== "effect/schema/isPattern") return undefined
  const source = representation.payload?.source
  return typeof source === "string" ? patternMessages[source] : undefined
}
