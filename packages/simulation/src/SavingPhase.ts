/**
 * The saving years before financial independence: contributions at the start of each year
 * 1..retirementYear - 1 (no spending), then the plan's spending from `retirementYear`. The run also
 * reports the year the real balance first reaches `fiNumber`.
 */
import type { AnnualAmount } from "./Plan.js"
import type { IssueCollector } from "./ValidationIssue.js"

/** The saving phase of a plan. */
export interface SavingPhase {
  /** Paid into the portfolio at the start of each saving year, in today's units of its currency. */
  readonly annualContribution: AnnualAmount
  /** true: grows with its currency's inflation; false: fixed in nominal units of its currency. */
  readonly contributionInflationLinked: boolean
  /** The first year of spending, 2-60 (years before it save). */
  readonly retirementYear: number
  /** The portfolio that counts as financially independent, in today's money (converted at spot). */
  readonly fiNumber: AnnualAmount
}

const CURRENCY = /^[A-Z]{3}$/

const amount = (c: IssueCollector, raw: unknown, path: string): AnnualAmount => {
  const r = c.record(raw, path) ?? {}
  return {
    amount: c.number(r.amount, `${path}.amount`, 0, 1e12),
    currency: c.string(r.currency, `${path}.currency`, 3, 3, CURRENCY)
  }
}

/** Reads `savingPhase` of a plan document, recording every problem under `path`. */
export const parseSavingPhase = (c: IssueCollector, raw: unknown, path: string): SavingPhase => {
  const r = c.record(raw, path) ?? {}
  return {
    annualContribution: amount(c, r.annualContribution, `${path}.annualContribution`),
    contributionInflationLinked: c.boolean(r.contributionInflationLinked, `${path}.contributionInflationLinked`),
    retirementYear: c.integer(r.retirementYear, `${path}.retirementYear`, 2, 60),
    fiNumber: amount(c, r.fiNumber, `${path}.fiNumber`)
  }
}
