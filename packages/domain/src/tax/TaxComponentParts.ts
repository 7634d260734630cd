import type {
  CapitalTax,
  Contribution,
  Deduction,
  Exemption,
  IncomeKind,
  IncomeTaxLayer,
  Regime
} from "./TaxRuleSet.js"
import type { FactRef } from "./TaxRuleSetDraft.js"
import { brackets, flat } from "./TaxRuleSetDraft.js"

/**
 * Small constructors for the components most rule sets share, each resting on the fact whose
 * value it uses. Amounts in the rule set's currency; rates as fractions.
 */

/** Kinds taxed as ordinary (earned) income in most countries. */
export const earnedKinds: ReadonlyArray<IncomeKind> = ["employment", "selfEmployment", "pension"]

/** A progressive income-tax layer on `base` from a `[from, rate]` schedule fact. */
export const progressiveLayer = (
  id: string,
  name: string,
  base: ReadonlyArray<IncomeKind>,
  schedule: FactRef<ReadonlyArray<readonly [number, number]>>,
  extra: Partial<Pick<IncomeTaxLayer, "deductions" | "credits" | "surtaxes" | "weights" | "roundDown">> = {}
): IncomeTaxLayer => ({
  id,
  name,
  base,
  deductions: extra.deductions ?? [],
  schedule: brackets(schedule.value),
  credits: extra.credits ?? [],
  surtaxes: extra.surtaxes ?? [],
  ...(extra.weights !== undefined ? { weights: extra.weights } : {}),
  ...(extra.roundDown !== undefined ? { roundDown: extra.roundDown } : {}),
  factKeys: [schedule.key]
})

/** A fixed allowance deducted from a layer's base. */
export const allowance = (name: string, amount: FactRef<number>, appliesTo?: ReadonlyArray<IncomeKind>): Deduction => ({
  kind: "fixed",
  name,
  amount: amount.value,
  ...(appliesTo !== undefined ? { appliesTo } : {}),
  factKeys: [amount.key]
})

/** Named contributions deductible from a layer's base. */
export const contributionsDeductible = (ids: ReadonlyArray<string>, fact: FactRef<unknown>, share = 1): Deduction => ({
  kind: "contributions",
  name: "Social contributions",
  contributionIds: ids,
  share,
  factKeys: [fact.key]
})

/** A flat tax on the sum of `kinds`, after an optional allowance. */
export const flatCapitalTax = (
  id: string,
  name: string,
  kinds: ReadonlyArray<IncomeKind>,
  rate: FactRef<number>,
  allowanceAmount = 0
): CapitalTax => ({
  id,
  name,
  kinds,
  allowance: allowanceAmount,
  schedule: flat(rate.value),
  surtaxes: [],
  factKeys: [rate.key]
})

/** A flat-rate contribution on `kinds`, with the base capped at `ceiling` when given. */
export const flatContribution = (
  id: string,
  name: string,
  kinds: ReadonlyArray<IncomeKind>,
  rate: number,
  fact: FactRef<unknown>,
  ceiling?: number
): Contribution => ({
  id,
  name,
  kinds,
  baseFactor: 1,
  brackets:
    ceiling === undefined
      ? [{ from: 0, rate }]
      : [
          { from: 0, rate },
          { from: ceiling, rate: 0 }
        ],
  factKeys: [fact.key]
})

/** Kinds a rule set leaves untaxed, with the fact that says so. */
export const exemptKinds = (
  kinds: ReadonlyArray<IncomeKind>,
  reason: string,
  fact: FactRef<unknown>
): Array<Exemption> => kinds.map((kind) => ({ kind, reason, factKeys: [fact.key] }))

/**
 * A regime for foreign-source income under a territorial or remittance system: every kind in the
 * input is taken as foreign-source and left untaxed (the conditions say when that holds).
 */
export const foreignSourceRegime = (
  id: string,
  name: string,
  conditions: ReadonlyArray<string>,
  fact: FactRef<unknown>
): Regime => ({
  id,
  name,
  description: "all income in the calculation is foreign-source and not taxed in the country",
  conditions,
  keepsSubdivision: false,
  byFilingStatus: {
    single: {
      incomeTaxes: [],
      capitalTaxes: [],
      contributions: [],
      exemptions: exemptKinds(
        ["employment", "selfEmployment", "pension", "dividends", "interest", "capitalGains"],
        "foreign-source income is outside the tax base",
        fact
      )
    }
  },
  factKeys: [fact.key]
})
