import { Result, Schema, SchemaIssue } from "effect"
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

  // Issue 12, defect 10: Canadian dividends of 7.3e11 (grossed up by 1.38) or two kinds summing over 1e12 passed
  // the request schema and failed the response schema (a 500). Each kind and the sum are now capped at 1e11.
  it("refuses an income above 1e11 at its field, and a sum above 1e11 at the field that passes it", () => {
    const ok = { countryCode: "CA", taxYear: 2025, residenceStatus: "resident", income: { dividends: 1e11 } }
    expect(Result.isSuccess(decodeInput(ok))).toBe(true)
    const pathsOf = (input: unknown): Array<string> => {
      const r = decodeInput(input)
      if (Result.isSuccess(r)) throw new Error("expected a refusal")
      return SchemaIssue.makeFormatterStandardSchemaV1()(r.failure.issue).issues.map((i) =>
        (i.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".")
      )
    }
    expect(pathsOf({ ...ok, income: { dividends: 7.3e11 } })).toEqual(["income.dividends"])
    expect(pathsOf({ ...ok, income: { employment: 6e10, pension: 3e10, interest: 2e10 } })).toEqual(["income.interest"])
    expect(pathsOf({ ...ok, income: { employment: 0.004 } })).toEqual(["income.employment"])
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

  it("an unknown country and Canada without a province are refused with the valid values (docs/tax.md §2)", () => {
    const country = findTaxRuleSet("ZW", 2025)
    if (Result.isSuccess(country)) throw new Error("expected a failure")
    expect(country.failure.reason).toBe("UnsupportedCountry")
    expect(country.failure.message).toContain("valid: AE, AU, BG, BR, CA, CH")
    const ca = Result.getOrThrow(findTaxRuleSet("CA", 2025))
    const province = calculateTax(ca, {
      countryCode: "CA",
      taxYear: 2025,
      residenceStatus: "resident",
      subdivision: "none",
      income: {}
    })
    if (Result.isSuccess(province)) throw new Error("expected a failure")
    expect(province.failure.reason).toBe("UnsupportedSubdivision")
    expect(province.failure.message).toContain("valid: on")
    const quebec = calculateTax(ca, {
      countryCode: "CA",
      taxYear: 2025,
      residenceStatus: "resident",
      subdivision: "qc",
      income: {}
    })
    if (Result.isSuccess(quebec)) throw new Error("expected a failure")
    expect(quebec.failure.message).toMatch(/valid: on$/)
  })

  it("names the tax year and its period in every answer", () => {
    for (const ruleSet of taxRuleSets) {
      const r = calculateTax(ruleSet, {
        countryCode: ruleSet.countryCode,
        taxYear: ruleSet.taxYear,
        residenceStatus: "resident",
        income: {}
      })
      if (Result.isFailure(r)) throw new Error(r.failure.message)
      expect(r.success).toMatchObject({
        taxYearLabel: ruleSet.taxYearLabel,
        periodStart: ruleSet.periodStart,
        periodEnd: ruleSet.periodEnd
      })
    }
    const gb = Result.getOrThrow(findTaxRuleSet("GB", 2025))
    expect([gb.taxYearLabel, gb.periodStart, gb.periodEnd]).toEqual(["2025-26", "2025-04-06", "2026-04-05"])
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
