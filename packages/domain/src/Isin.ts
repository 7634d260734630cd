import { Schema } from "effect"

/**
 * ISO 6166 International Securities Identification Number: two letters (the issuing country,
 * or `XS`/`EU` for international issues), nine alphanumerics (the national number) and one check
 * digit. The check digit is Luhn's over the digit string obtained by writing every letter as two
 * digits (A = 10, ..., Z = 35). Example: Apple `US0378331005`.
 *
 * What the check digit catches (tested in packages/domain/test/Isin.test.ts): any one digit
 * replaced by another digit, and any change of the check digit. Like every Luhn variant over the
 * letter expansion, it misses some letter-for-letter substitutions (e.g. `A` and `S` in a doubled
 * position both contribute 2 modulo 10); those are documented, not hidden.
 */

const shape = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/

/** The digit string of an ISIN prefix: digits kept, each letter written as its value 10..35. */
export const expandIsin = (text: string): string =>
  [...text].map((c) => (c >= "A" && c <= "Z" ? String(c.charCodeAt(0) - 55) : c)).join("")

/**
 * The check digit (0..9) of the first eleven characters of an ISIN (upper-case letters and digits):
 * Luhn over the expansion, doubling every second digit counting from the rightmost.
 */
export const isinCheckDigit = (body: string): number => {
  const digits = expandIsin(body)
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48
    const v = i % 2 === 0 ? d * 2 : d
    sum += v > 9 ? v - 9 : v
  }
  return (10 - (sum % 10)) % 10
}

/** True when `text` has the ISIN shape (upper case, 12 characters) and its check digit is right. */
export const isValidIsin = (text: string): boolean =>
  shape.test(text) && isinCheckDigit(text.slice(0, 11)) === text.charCodeAt(11) - 48

/** Why `text` is not an ISIN, or undefined when it is one. */
export const isinProblem = (text: string): string | undefined => {
  if (!shape.test(text))
    return "Expected an ISIN: 2 upper-case letters, 9 upper-case letters or digits, 1 check digit (e.g. US0378331005)"
  const expected = isinCheckDigit(text.slice(0, 11))
  return expected === text.charCodeAt(11) - 48 ? undefined : `ISIN check digit should be ${expected}`
}

/** An ISIN, validated with its check digit. */
export const Isin = Schema.String.check(Schema.makeFilter((s: string) => isinProblem(s) ?? true)).annotate({
  description: "ISO 6166 ISIN, upper case, check digit verified (e.g. US0378331005)"
})
export type Isin = typeof Isin.Type
