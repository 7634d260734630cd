import { Exit, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CountryCode, countryCodes, countryNames, isCountryCode } from "../src/CountryCode.js"
import { CurrencyCode, currencyCodes, isCurrencyCode } from "../src/CurrencyCode.js"

describe("CountryCode (ISO 3166-1 alpha-2)", () => {
  it("holds the 249 officially assigned codes, each two uppercase letters with a name", () => {
    expect(countryCodes.size).toBe(249)
    for (const code of countryCodes) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      expect(countryNames[code]?.length ?? 0).toBeGreaterThan(0)
    }
  })

  it("knows codes of every inhabited continent and rejects unassigned ones", () => {
    for (const code of ["PT", "US", "JP", "BR", "ZA", "AU", "AE", "GB", "TW", "AQ"])
      expect(isCountryCode(code)).toBe(true)
    for (const code of ["XK", "UK", "EU", "ZZ", "pt", "P", "PRT"]) expect(isCountryCode(code)).toBe(false)
  })

  it("the schema accepts assigned codes only", () => {
    const decode = Schema.decodeUnknownExit(CountryCode)
    expect(Exit.isSuccess(decode("DE"))).toBe(true)
    expect(Exit.isSuccess(decode("UK"))).toBe(false)
    expect(Exit.isSuccess(decode("de"))).toBe(false)
    expect(Exit.isSuccess(decode(49))).toBe(false)
  })
})

describe("CurrencyCode (ISO 4217)", () => {
  it("holds three-letter uppercase codes only", () => {
    expect(currencyCodes.size).toBeGreaterThan(150)
    for (const code of currencyCodes) expect(code).toMatch(/^[A-Z]{3}$/)
  })

  it("knows the catalogue's currencies and rejects made-up codes", () => {
    for (const code of ["EUR", "USD", "GBP", "CHF", "JPY", "THB", "GEL", "XOF", "AED"]) {
      expect(isCurrencyCode(code)).toBe(true)
    }
    for (const code of ["EURO", "US$", "eur", "ABC", "BTC"]) expect(isCurrencyCode(code)).toBe(false)
  })

  it("the schema accepts listed codes only", () => {
    const decode = Schema.decodeUnknownExit(CurrencyCode)
    expect(Exit.isSuccess(decode("MXN"))).toBe(true)
    expect(Exit.isSuccess(decode("MXP"))).toBe(false)
  })
})
