import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Isin, isinCheckDigit, isValidIsin } from "../src/Isin.js"

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const digits = "0123456789"
const char = (set: string) => fc.integer({ min: 0, max: set.length - 1 }).map((i) => set[i] as string)

/** A valid ISIN: 2 letters, 9 alphanumerics, the computed check digit. */
const validIsin = fc
  .tuple(
    fc.array(char(letters), { minLength: 2, maxLength: 2 }),
    fc.array(char(letters + digits), { minLength: 9, maxLength: 9 })
  )
  .map(([country, national]) => {
    const body = country.join("") + national.join("")
    return body + String(isinCheckDigit(body))
  })

describe("ISIN (ISO 6166)", () => {
  it("accepts published ISINs", () => {
    // Apple, iShares Core MSCI World, Microsoft, Deutsche Bank, Vanguard FTSE All-World, BAE Systems.
    for (const isin of ["US0378331005", "IE00B4L5Y983", "US5949181045", "DE0005140008", "IE00BK5BQT80", "GB0002634946"])
      expect([isin, isValidIsin(isin)]).toEqual([isin, true])
  })

  it("refuses a wrong check digit, lower case, wrong length and bad characters", () => {
    for (const text of [
      "US0378331006",
      "us0378331005",
      "US037833100",
      "US03783310055",
      "U10378331005",
      "US03783310-5",
      ""
    ])
      expect([text, isValidIsin(text)]).toEqual([text, false])
    expect(Schema.decodeUnknownExit(Isin)("US0378331006")._tag).toBe("Failure")
    expect(Schema.decodeUnknownExit(Isin)("US0378331005")._tag).toBe("Success")
  })

  it("property: every generated ISIN is valid", () => {
    fc.assert(fc.property(validIsin, (isin) => isValidIsin(isin)))
  })

  it("property: any single digit replaced by another digit fails (check digit included)", () => {
    fc.assert(
      fc.property(validIsin, fc.nat(), fc.integer({ min: 1, max: 9 }), (isin, at, shift) => {
        const positions = [...isin].flatMap((c, i) => (digits.includes(c) ? [i] : []))
        const p = positions[at % positions.length] as number
        const changed = String((Number(isin[p]) + shift) % 10)
        return !isValidIsin(isin.slice(0, p) + changed + isin.slice(p + 1))
      })
    )
  })

  it("property: the check digit replaced by anything else fails", () => {
    fc.assert(
      fc.property(validIsin, char(letters + digits + "-a "), (isin, c) =>
        c === isin[11] ? true : !isValidIsin(isin.slice(0, 11) + c)
      )
    )
  })

  it("property: any single character replaced by one outside [A-Z0-9] fails", () => {
    fc.assert(
      fc.property(
        validIsin,
        fc.integer({ min: 0, max: 11 }),
        char("abcz-_ .#é"),
        (isin, p, c) => !isValidIsin(isin.slice(0, p) + c + isin.slice(p + 1))
      )
    )
  })

  it("the Luhn check over the letter expansion misses some letter substitutions (a known limit of ISO 6166)", () => {
    // Apple's US0378331005: the country letters U (30) and S (28) expand to "3028"; writing S as
    // A (10) gives "3010", whose digit sum under Luhn doubling is the same modulo 10.
    expect(isValidIsin("US0378331005")).toBe(true)
    expect(isValidIsin("UA0378331005")).toBe(true)
    const undetected = letters.split("").filter((c) => c !== "S" && isValidIsin(`U${c}0378331005`))
    expect(undetected).toEqual(["A"])
  })
})
