import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { calculateTax } from "../../src/tax/calculateTax.js"
import { TaxCalculationInput, TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import { findTaxRuleSet, taxRuleSets } from "../../src/tax/TaxCatalog.js"

const decodeInput = Schema.decodeUnknownResult(TaxCalculationInput)
const decodeResult = Schema.decodeUnknownSync(TaxCalculationResult)

describe("TaxCalculation schemas", () => {
  it("accept a well-formed request and reject out-of-bound amounts, bad codes and unknown statuses", () => {
    const ok = { countryCode: "PT", taxYear: 2025, residenceStatus: "resident", income: { employment: 30000 } }
    expect(Result.isSuccess(decodeInput(ok))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, income: { employment: -1 } }))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, income: { dividends: 2e12 } }))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, countryCode: "pt" }))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, taxYear: 2025.5 }))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, residenceStatus: "Resident!" }))).toBe(true)
    expect(Result.isFailure(decodeInput({ ...ok, income: { employment: Number.NaN } }))).toBe(true)
  })

  it("every rule set's result for a mixed income decodes as TaxCalculationResult", () => {
    for (const ruleSet of taxRuleSets) {
      const statuses = [...Object.keys(ruleSet.residence), ...ruleSet.regimes.map((g) => g.id)]
      for (const residenceStatus of statuses) {
        const result = calculateTax(ruleSet, {
          countryCode: ruleSet.countryCode,
          taxYear: ruleSet.taxYear,
          residenceStatus,
          income: {
            employment: 80000,
            selfEmployment: 10000,
            pension: 20000,
            dividends: 5000,
            interest: 3000,
            capitalGains: 7000
          }
        })
        if (Result.isFailure(result)) throw new Error(result.failure.message)
        expect(decodeResult(result.success)).toEqual(result.success)
        expect(result.success.ruleSetId).toBe(ruleSet.ruleSetId)
        expect(result.success.factIds.length).toBeGreaterThan(0)
      }
    }
  })

  it("refuses unknown residence statuses, filing statuses, subdivisions and mismatched years, naming the valid values", () => {
    const pt = Result.getOrThrow(findTaxRuleSet("PT", 2025))
    const base = { countryCode: "PT", taxYear: 2025, residenceStatus: "resident", income: {} }
    const refuse = (input: typeof base & Record<string, unknown>) => {
      const r = calculateTax(pt, input)
      if (Result.isSuccess(r)) throw new Error("expected a failure")
      return r.failure
    }
    expect(refuse({ ...base, residenceStatus: "nomad" }).message).toContain("pt-ifici")
    expect(refuse({ ...base, residenceStatus: "nomad" }).reason).toBe("UnsupportedResidenceStatus")
    expect(refuse({ ...base, filingStatus: "married_joint" }).reason).toBe("UnsupportedFilingStatus")
    expect(refuse({ ...base, subdivision: "lisboa" }).reason).toBe("UnsupportedSubdivision")
    expect(refuse({ ...base, taxYear: 2024 }).reason).toBe("UnsupportedTaxYear")
    expect(refuse({ ...base, countryCode: "ES" }).reason).toBe("UnsupportedCountry")
  })

  it("returns bracket lines that add up to the tax before credits", () => {
    const es = Result.getOrThrow(findTaxRuleSet("ES", 2025))
    const r = calculateTax(es, {
      countryCode: "ES",
      taxYear: 2025,
      residenceStatus: "resident",
      income: { employment: 90000 }
    })
    if (Result.isFailure(r)) throw new Error(r.failure.message)
    const line = r.success.incomeTax[0]!
    expect(line.brackets.reduce((s, b) => s + b.tax, 0)).toBeCloseTo(line.taxBeforeCredits, 6)
    expect(line.brackets.reduce((s, b) => s + b.taxableInBracket, 0)).toBeCloseTo(line.taxableIncome, 6)
    expect(line.brackets.map((b) => b.rate)).toEqual([0.19, 0.24, 0.3, 0.37, 0.45])
  })
})
