import { Schema } from "effect"

/**
 * Email addresses as the public email capture accepts them: the practical subset of RFC 5321/5322
 * that mail providers actually issue (dot-atom local part, DNS host name), no quoted local parts,
 * no IP literals, at most 254 characters (RFC 5321 path limit minus the angle brackets).
 */

/** Longest accepted address after trimming (RFC 5321: 256-byte path minus `<` and `>`). */
export const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_LENGTH = 64

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TOP_LABEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

/** Why `raw` (trimmed first) is not an acceptable address, or undefined when it is. */
export const emailProblem = (raw: string): string | undefined => {
  const address = raw.trim()
  if (address.length === 0) return "Expected an email address"
  if (address.length > MAX_EMAIL_LENGTH) return `Expected at most ${MAX_EMAIL_LENGTH} characters`
  const at = address.lastIndexOf("@")
  if (at <= 0 || at === address.length - 1) return "Expected an address of the form local@domain"
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  if (local.length > MAX_LOCAL_LENGTH) return `Expected a local part of at most ${MAX_LOCAL_LENGTH} characters`
  if (!LOCAL.test(local)) return "The part before @ has a character or dot placement that is not allowed"
  const labels = domain.split(".")
  if (labels.length < 2) return "Expected a domain with at least two labels, e.g. example.com"
  if (!labels.every((label) => LABEL.test(label))) return "The domain is not a valid host name"
  if (!TOP_LABEL.test(labels[labels.length - 1]!)) return "The domain's last label is not a valid top-level domain"
  return undefined
}

/**
 * The stored form of an acceptable address: trimmed, the domain lowercased (domains are
 * case-insensitive); the local part keeps its case (RFC 5321 leaves it to the receiving host).
 * Uniqueness is decided case-insensitively on the whole address (`emailIdentity`).
 */
export const normalizeEmail = (raw: string): string => {
  const address = raw.trim()
  const at = address.lastIndexOf("@")
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`
}

/** The key two addresses are the same subscriber by: the normalized address, lowercased. */
export const emailIdentity = (normalized: string): string => normalized.toLowerCase()

/** An email address field: validated (leading and trailing spaces are ignored), at most 254 characters once trimmed. */
export const EmailAddressInput = Schema.String.check(
  Schema.isMaxLength(320),
  Schema.makeFilter((s: string) => emailProblem(s) ?? true)
).annotate({
  description: "An email address (local@domain, at most 254 characters); surrounding spaces are ignored"
})

/** Where a capture came from: a short tag, lowercase letters, digits, `_` and `-`, 1-40 characters. */
export const CaptureSource = Schema.String.check(
  Schema.isPattern(/^[a-z0-9][a-z0-9_-]{0,39}$/u, {
    message: "Expected 1-40 lowercase letters, digits, '_' or '-', starting with a letter or digit"
  })
)
