import { Result } from "effect"
import { calculateTax } from "../../src/tax/calculateTax.js"
import type { IncomeByKind, IncomeTaxLine, TaxCalculationResult } from "../../src/tax/TaxCalculation.js"
import type { TaxRuleSet } from "../../src/tax/TaxRuleSet.js"

/** Runs the calculator on a rule set and fails the test if it refuses. */
export const calculateFor = (
  ruleSet: TaxRuleSet,
  income: IncomeByKind,
  options: { residenceStatus?: string; filingStatus?: string; subdivision?: string } = {}
): TaxCalculationResult => {
  const result = calculateTax(ruleSet, {
    countryCode: ruleSet.countryCode,
    taxYear: ruleSet.taxYear,
    residenceStatus: options.residenceStatus ?? "resident",
    ...(options.filingStatus !== undefined ? { filingStatus: options.filingStatus } : {}),
    ...(options.subdivision !== undefined ? { subdivision: options.subdivision } : {}),
    income
  })
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}

/** One income-tax layer's line (fails the test when the result has no such layer). */
export const layerLine = (r: TaxCalculationResult, layer: string): IncomeTaxLine => {
  const line = r.incomeTax.find((l) => l.layer === layer)
  if (line === undefined) throw new Error(`no layer ${layer}`)
  return line
}

/** The tax of one income-tax layer. */
export const layerTax = (r: TaxCalculationResult, layer: string): number => layerLine(r, layer).tax

/** The amount of one social contribution. */
export const contribution = (r: TaxCalculationResult, id: string): number => {
  const line = r.socialContributions.find((c) => c.id === id)
  if (line === undefined) throw new Error(`no contribution ${id}`)
  return line.amount
}
