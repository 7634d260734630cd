/**
 * The plan (`plan/1`): what the household holds and spends. Money amounts are in the named currency's
 * units of today (year 0); fees and tax rates are fractions per year.
 */
import { IDENTIFIER, IssueCollector, type Parsed } from "./ValidationIssue.js"

/** One holding: `value` units of `currency` invested in `assetFactor`, paying `annualFee` (0.001 = 0.1%/yr). */
export interface Position {
  readonly assetFactor: string
  readonly currency: string
  readonly value: number
  readonly annualFee: number
}

/** An amount per year in a currency, in today's money. */
export interface AnnualAmount {
  readonly amount: number
  readonly currency: string
}

/**
 * Income received at the start of path years `startYear`..`endYear` inclusive (1-based, 1 = first year).
 * `inflationLinked`: grows with its currency's inflation series; otherwise fixed in nominal units.
 */
export interface IncomeStream {
  readonly id: string
  readonly amount: number
  readonly currency: string
  readonly startYear: number
  readonly endYear: number
  readonly inflationLinked: boolean
}

/** A flat tax on gross portfolio withdrawals (a simple stand-in for tax on withdrawals and realised gains). */
export interface TaxProfile {
  readonly kind: "flat_withdrawal"
  /** Fraction of each gross withdrawal paid as tax, in [0, 0.95]. */
  readonly rate: number
}

/** The plan. Rebalancing is annual to the weights of the initial positions (in USD). */
export interface Plan {
  readonly schemaVersion: "plan/1"
  readonly id: string
  readonly positions: ReadonlyArray<Position>
  /** Required net spending per year (success means it is funded every year of the horizon). */
  readonly requiredSpending: AnnualAmount
  /** Discretionary spending per year, withdrawn only after required spending and only while money lasts. */
  readonly discretionarySpending: AnnualAmount
  readonly incomeStreams: ReadonlyArray<IncomeStream>
  readonly rebalancing: "annual"
  readonly taxProfile?: TaxProfile
}

const CURRENCY = /^[A-Z]{3}$/

const parseAmount = (c: IssueCollector, raw: unknown, path: string): AnnualAmount => {
  const r = c.record(raw, path) ?? {}
  return {
    amount: c.number(r.amount, `${path}.amount`, 0, 1e12),
    currency: c.string(r.currency, `${path}.currency`, 3, 3, CURRENCY)
  }
}

/**
 * Validates an unknown JSON value as a `plan/1` document by hand; returns the plan or every problem
 * (`{path, message}`). Amounts 0..1e12, fees 0..0.2, tax rate 0..0.95, income years 1..60, startYear <= endYear.
 */
export const parsePlan = (json: unknown): Parsed<Plan> => {
  const c = new IssueCollector()
  const r = c.record(json, "") ?? {}
  c.literal(r.schemaVersion, "schemaVersion", ["plan/1"] as const)
  const positions = c.array(r.positions, "positions", 1, 128).map((raw, i): Position => {
    const p = c.record(raw, `positions.${i}`) ?? {}
    return {
      assetFactor: c.string(p.assetFactor, `positions.${i}.assetFactor`, 1, 160, IDENTIFIER),
      currency: c.string(p.currency, `positions.${i}.currency`, 3, 3, CURRENCY),
      value: c.number(p.value, `positions.${i}.value`, 0, 1e12),
      annualFee: c.number(p.annualFee, `positions.${i}.annualFee`, 0, 0.2)
    }
  })
  const incomeStreams = c.array(r.incomeStreams ?? [], "incomeStreams", 0, 64).map((raw, i): IncomeStream => {
    const s = c.record(raw, `incomeStreams.${i}`) ?? {}
    const stream = {
      id: c.string(s.id, `incomeStreams.${i}.id`, 1, 160, IDENTIFIER),
      amount: c.number(s.amount, `incomeStreams.${i}.amount`, 0, 1e12),
      currency: c.string(s.currency, `incomeStreams.${i}.currency`, 3, 3, CURRENCY),
      startYear: c.integer(s.startYear, `incomeStreams.${i}.startYear`, 1, 60),
      endYear: c.integer(s.endYear, `incomeStreams.${i}.endYear`, 1, 60),
      inflationLinked: c.boolean(s.inflationLinked, `incomeStreams.${i}.inflationLinked`)
    }
    if (stream.endYear < stream.startYear) c.add(`incomeStreams.${i}.endYear`, "must not be before startYear")
    return stream
  })
  let taxProfile: TaxProfile | undefined
  if (r.taxProfile !== undefined && r.taxProfile !== null) {
    const t = c.record(r.taxProfile, "taxProfile") ?? {}
    taxProfile = {
      kind: c.literal(t.kind, "taxProfile.kind", ["flat_withdrawal"] as const),
      rate: c.number(t.rate, "taxProfile.rate", 0, 0.95)
    }
  }
  const plan: Plan = {
    schemaVersion: "plan/1",
    id: c.string(r.id, "id", 1, 160, IDENTIFIER),
    positions,
    requiredSpending: parseAmount(c, r.requiredSpending, "requiredSpending"),
    discretionarySpending:
      r.discretionarySpending === undefined
        ? { amount: 0, currency: "USD" }
        : parseAmount(c, r.discretionarySpending, "discretionarySpending"),
    incomeStreams,
    rebalancing: c.literal(r.rebalancing ?? "annual", "rebalancing", ["annual"] as const),
    ...(taxProfile === undefined ? {} : { taxProfile })
  }
  return c.result(plan)
}
