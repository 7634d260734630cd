import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  decimalOfNumber,
  minorToDecimal,
  minorUnitExponent,
  multiplyToMinor,
  normalizeDecimal,
  parseDecimal
} from "../src/Money.js"

describe("exact money", () => {
  it("ISO 4217 exponents: JPY 0, EUR 2, KWD 3", () => {
    expect([minorUnitExponent("JPY"), minorUnitExponent("EUR"), minorUnitExponent("KWD")]).toEqual([0, 2, 3])
  })

  it("the shortest decimal of a JSON number, refused past 8 places or out of range", () => {
    expect(decimalOfNumber(0.1)).toBe("0.1")
    expect(decimalOfNumber(189.98)).toBe("189.98")
    expect(decimalOfNumber(1e-7)).toBe("0.0000001")
    expect(decimalOfNumber(1e12)).toBe("1000000000000")
    expect(decimalOfNumber(999_999_999_999.1234)).toBe("999999999999.1234") // not toFixed's 999999999999.12341309
    expect(decimalOfNumber(1e-9)).toBeUndefined()
    expect(decimalOfNumber(0)).toBe("0")
    expect(decimalOfNumber(0.123456789)).toBeUndefined()
    expect(decimalOfNumber(-1)).toBeUndefined()
    expect(decimalOfNumber(Number.NaN)).toBeUndefined()
  })

  it("products are exact where binary floating point drifts", () => {
    expect(0.1 * 0.2).not.toBe(0.02)
    expect(multiplyToMinor("0.1", "0.2", "EUR")).toBe(2n)
    expect(multiplyToMinor("3", "189.98", "USD")).toBe(56_994n)
    expect(multiplyToMinor("7", "1234.5", "JPY")).toBe(8642n) // 8641.5 rounds half away from zero
    expect(multiplyToMinor("0.5", "0.001", "KWD")).toBe(1n) // 0.0005 KWD = 0.5 fils, rounds up
    expect(minorToDecimal(56_994n, "USD")).toBe("569.94")
    expect(minorToDecimal(8642n, "JPY")).toBe("8642")
    expect(normalizeDecimal("12.50000000")).toBe("12.5")
    expect(normalizeDecimal("3.00000000")).toBe("3")
  })

  it("property: decimalOfNumber round-trips to the same number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 8 }), (units, scale) => {
        const value = units / 10 ** scale
        const text = decimalOfNumber(value)
        return text === undefined || Number(text) === value
      })
    )
  })

  it("property: multiplying integers in minor units is exact integer arithmetic", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 9n }), (q, cents) => {
        const price = minorToDecimal(cents, "EUR")
        return multiplyToMinor(q.toString(), price, "EUR") === q * cents
      })
    )
  })

  it("property: sums in minor units do not drift (ten 0.10 make exactly 1.00)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 9 }), { maxLength: 50 }), (cents) => {
        const total = cents.reduce((s, c) => s + multiplyToMinor("1", minorToDecimal(BigInt(c), "EUR"), "EUR"), 0n)
        return total === BigInt(cents.reduce((s, c) => s + c, 0))
      })
    )
    expect(Array.from({ length: 10 }, () => multiplyToMinor("1", "0.1", "EUR")).reduce((a, b) => a + b)).toBe(100n)
    expect(parseDecimal("0.10")).toEqual({ units: 10n, scale: 2 })
  })
})
