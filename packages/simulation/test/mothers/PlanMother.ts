/**
 * Object Mother for plans.
 */
import type { Plan } from "../../src/Plan.js"

/** A US retiree: $1,000,000 at 60/40, $40,000 a year required, no fees, no income, no tax. */
export const retiree = (overrides: Partial<Plan> = {}): Plan => ({
  schemaVersion: "plan/1",
  id: "retiree-6040",
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: 600_000, annualFee: 0 },
    { assetFactor: "us_bond_10y", currency: "USD", value: 400_000, annualFee: 0 }
  ],
  requiredSpending: { amount: 40_000, currency: "USD" },
  discretionarySpending: { amount: 0, currency: "USD" },
  incomeStreams: [],
  rebalancing: "annual",
  ...overrides
})

/** A European household: EUR and GBP holdings, EUR spending, a linked pension from year 8, 25% tax. */
export const euroNomad = (): Plan => ({
  schemaVersion: "plan/1",
  id: "euro-nomad",
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: 500_000, annualFee: 0.002 },
    { assetFactor: "us_equity", currency: "EUR", value: 200_000, annualFee: 0.003 },
    { assetFactor: "us_bond_10y", currency: "GBP", value: 150_000, annualFee: 0.001 },
    { assetFactor: "us_cash", currency: "EUR", value: 50_000, annualFee: 0 }
  ],
  requiredSpending: { amount: 30_000, currency: "EUR" },
  discretionarySpending: { amount: 8_000, currency: "EUR" },
  incomeStreams: [
    { id: "pension", amount: 12_000, currency: "EUR", startYear: 8, endYear: 60, inflationLinked: true },
    { id: "annuity", amount: 5_000, currency: "GBP", startYear: 1, endYear: 10, inflationLinked: false }
  ],
  rebalancing: "annual",
  taxProfile: { kind: "flat_withdrawal", rate: 0.25 }
})

/** `plan` with required spending set to `amount` (same currency). */
export const withSpending = (plan: Plan, amount: number): Plan => ({
  ...plan,
  requiredSpending: { ...plan.requiredSpending, amount }
})

/** `plan` with every position scaled by `factor`. */
export const scaled = (plan: Plan, factor: number): Plan => ({
  ...plan,
  positions: plan.positions.map((p) => ({ ...p, value: p.value * factor }))
})

/** `plan` with every currency replaced by `currency` (positions, spending, income). */
export const inCurrency = (plan: Plan, currency: string): Plan => ({
  ...plan,
  positions: plan.positions.map((p) => ({ ...p, currency })),
  requiredSpending: { ...plan.requiredSpending, currency },
  discretionarySpending: { ...plan.discretionarySpending, currency },
  incomeStreams: plan.incomeStreams.map((s) => ({ ...s, currency }))
})

/** $1,000,000 in US equity, nothing required, no fees, no income, no tax: a strategy's own arithmetic. */
export const allEquity = (overrides: Partial<Plan> = {}): Plan => ({
  schemaVersion: "plan/1",
  id: "all-equity",
  positions: [{ assetFactor: "us_equity", currency: "USD", value: 1_000_000, annualFee: 0 }],
  requiredSpending: { amount: 0, currency: "USD" },
  discretionarySpending: { amount: 0, currency: "USD" },
  incomeStreams: [],
  rebalancing: "annual",
  ...overrides
})
