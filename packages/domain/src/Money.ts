/**
 * Exact money: amounts are decimal strings (as stored in PostgreSQL `numeric`) or integer minor
 * units (`bigint`) by the ISO 4217 exponent of their currency. Binary floating point appears only
 * at the edge, when an exact amount is reported as a JSON number; it is never stored or summed.
 */

/** Currencies whose ISO 4217 minor-unit exponent is not 2 (every other code has 2). */
const exponents: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4
}

/** The ISO 4217 minor-unit exponent of `currency` (0, 2, 3 or 4): JPY 0, EUR 2, KWD 3. */
export const minorUnitExponent = (currency: string): number => exponents[currency] ?? 2

/** Most fractional digits a stored decimal (quantity, unit price) keeps. */
export const MAX_DECIMAL_PLACES = 8

const decimalShape = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/

/** True when `text` is a plain non-negative decimal: no sign, exponent, or leading zeros. */
export const isDecimalString = (text: string): boolean => decimalShape.test(text)

/**
 * The exact decimal string of a finite non-negative JSON number with at most `places` fractional
 * digits in its shortest round-trip form (`0.1` gives `"0.1"`, `1e-7` gives `"0.0000001"`), or
 * undefined when the number needs more digits (it would not be stored exactly) or is out of range
 * (negative, not finite, 1e21 or more).
 */
export const decimalOfNumber = (value: number, places = MAX_DECIMAL_PLACES): string | undefined => {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) return undefined
  // JavaScript prints the shortest decimal that reads back as the same double; only tiny values use exponents.
  const shortest = String(value)
  const text = shortest.includes("e") ? value.toFixed(places).replace(/\.?0+$/, "") : shortest
  const fraction = text.split(".")[1] ?? ""
  return fraction.length <= places && Number(text) === value ? text : undefined
}

/** A decimal string as a scaled integer: `"12.345"` gives `{ units: 12345n, scale: 3 }`. */
export const parseDecimal = (text: string): { readonly units: bigint; readonly scale: number } => {
  if (!isDecimalString(text)) throw new RangeError(`not a decimal string: ${text}`)
  const [whole = "0", fraction = ""] = text.split(".")
  return { units: BigInt(whole + fraction), scale: fraction.length }
}

/** `units / 10^scale` written as a plain decimal string without trailing fractional zeros. */
export const formatScaled = (units: bigint, scale: number): string => {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0")
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "")
  return `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`
}

/** Canonical form of a decimal string (no trailing fractional zeros): `"1.50"` gives `"1.5"`. */
export const normalizeDecimal = (text: string): string => {
  const { units, scale } = parseDecimal(text)
  return formatScaled(units, scale)
}

/** Divides with rounding half away from zero (banker's rounding is not used for money here). */
const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const q = numerator / denominator
  const r = numerator % denominator
  const twice = (r < 0n ? -r : r) * 2n
  if (twice < denominator) return q
  return numerator < 0n ? q - 1n : q + 1n
}

/**
 * The exact product of two decimal strings rounded (half away from zero) to integer minor units
 * of `currency`: quantity `"3"` at `"189.98"` USD gives `56994n` cents.
 */
export const multiplyToMinor = (quantity: string, unitPrice: string, currency: string): bigint => {
  const a = parseDecimal(quantity)
  const b = parseDecimal(unitPrice)
  const exponent = minorUnitExponent(currency)
  const scale = a.scale + b.scale
  const product = a.units * b.units
  return scale >= exponent
    ? divideRounded(product, 10n ** BigInt(scale - exponent))
    : product * 10n ** BigInt(exponent - scale)
}

/** Integer minor units as a decimal string in major units: `56994n` USD gives `"569.94"`. */
export const minorToDecimal = (minor: bigint, currency: string): string =>
  formatScaled(minor, minorUnitExponent(currency))

/** Integer minor units as a JSON number in major units (for reporting only; exact below 2^53 minor units). */
export const minorToNumber = (minor: bigint, currency: string): number => Number(minorToDecimal(minor, currency))
