import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { convert, type FxRates } from "../../src/visa/FxRates.js"

const table: FxRates = { base: "EUR", rates: { USD: 1.25, JPY: 160, BAD: 0, NAN: Number.NaN } }

describe("convert", () => {
  it("converts through the base: EUR 100 = USD 125; USD 125 = JPY 16,000", () => {
    expect(convert({ amount: 100, currency: "EUR" }, "USD", table)).toBeCloseTo(125, 10)
    expect(convert({ amount: 125, currency: "USD" }, "JPY", table)).toBeCloseTo(16000, 8)
  })
  it("needs no table for the same currency", () => {
    expect(convert({ amount: 7, currency: "CHF" }, "CHF", { base: "EUR", rates: {} })).toBe(7)
  })
  it("returns undefined for missing, zero or non-finite rates", () => {
    expect(convert({ amount: 1, currency: "CHF" }, "EUR", table)).toBeUndefined()
    expect(convert({ amount: 1, currency: "EUR" }, "BAD", table)).toBeUndefined()
    expect(convert({ amount: 1, currency: "NAN" }, "EUR", table)).toBeUndefined()
  })
  it("round-trips within floating-point error", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.constantFrom("EUR", "USD", "JPY"),
        fc.constantFrom("EUR", "USD", "JPY"),
        (amount, a, b) => {
          const there = convert({ amount, currency: a }, b, table)
          const back = there === undefined ? undefined : convert({ amount: there, currency: b }, a, table)
          expect(back).toBeCloseTo(amount, 3)
        }
      )
    )
  })
})
