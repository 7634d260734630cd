/**
 * The plan (`plan/1`): what the household holds and spends. Money amounts are in the named currency's
 * units of today (year 0); fees and tax rates are fractions per year.
 */
import { type GainTaxProfile, parseGainTaxProfile, withCostBasisDefault } from "./GainTax.js"
import { type GlidePath, parseGlidePath } from "./GlidePath.js"
import { parseSavingPhase, type SavingPhase } from "./SavingPhase.js"
import { parseSpendingStrategy, type SpendingStrategy } from "./SpendingStrategy.js"
import { IDENTIFIER, IssueCollector, type Parsed } from "./ValidationIssue.js"

/** One holding: `value` units of `currency` invested in `assetFactor`, paying `annualFee` (0.001 = 0.1%/yr). */
export interface Position {
  readonly assetFactor: string
  readonly currency: string
  readonly value: number
  readonly annualFee: number
  /** What the holding cost, in units of `currency` (default `value`: no unrealised gain); gain tax only. */
  readonly costBasis?: number
}

/** An amount per year in a currency, in today's money. */
export interface AnnualAmount {
  readonly amount: number
  readonly currency: string
}

/**
 * Partial indexation of an income stream (a pension), in its own currency, from year 1:
 * `capped`: each year rises by min(its currency's inflation, cap) (inflationLinked must be true);
 * `fixed_rise`: each year rises by `rate` in nominal units (inflationLinked must be false).
 */
export type IncomeIndexation =
  | { readonly kind: "capped"; readonly cap: number }
  | { readonly kind: "fixed_rise"; readonly rate: number }

/**
 * Income received at the start of path years `startYear`..`endYear` inclusive (1-based, 1 = first year).
 * `inflationLinked`: grows with its currency's inflation series; otherwise fixed in nominal units.
 * A stream may instead name `startAge` (and `endAge`) with the plan's `currentAge`: then
 * startYear = max(1, startAge - currentAge + 1) and endYear = min(60, endAge - currentAge + 1) (60 when
 * no endAge) are derived when the document is read.
 */
export interface IncomeStream {
  readonly id: string
  readonly amount: number
  readonly currency: string
  readonly startYear: number
  readonly endYear: number
  readonly inflationLinked: boolean
  readonly startAge?: number
  readonly endAge?: number
  readonly indexation?: IncomeIndexation
}

/** A flat tax on gross portfolio withdrawals (a simple stand-in for tax on withdrawals and realised gains). */
export interface FlatWithdrawalTaxProfile {
  readonly kind: "flat_withdrawal"
  /** Fraction of each gross withdrawal paid as tax, in [0, 0.95]. */
  readonly rate: number
}

/** The tax on withdrawals: flat, or a destination's compiled schedule on realised gains (GainTax.ts). */
export type TaxProfile = FlatWithdrawalTaxProfile | GainTaxProfile

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
  /** How much is spent above the required floor; absent = constant real (required + discretionary). */
  readonly spendingStrategy?: SpendingStrategy
  /** Target weights by year; absent = the initial USD weights every year. */
  readonly glidePath?: GlidePath
  /** Saving years before retirement; absent = spending from year 1. */
  readonly savingPhase?: SavingPhase
  /** The household's age in year 1 (for income streams given by age). */
  readonly currentAge?: number
}

const CURRENCY = /^[A-Z]{3}$/

const parseIndexation = (c: IssueCollector, raw: unknown, path: string): IncomeIndexation => {
  const r = c.record(raw, path) ?? {}
  const kind = c.literal(r.kind, `${path}.kind`, ["capped", "fixed_rise"] as const)
  return kind === "capped"
    ? { kind, cap: c.number(r.cap, `${path}.cap`, 0, 1) }
    : { kind, rate: c.number(r.rate, `${path}.rate`, -0.5, 1) }
}

const parseIncomeStream = (
  c: IssueCollector,
  raw: unknown,
  path: string,
  currentAge: number | undefined
): IncomeStream => {
  const s = c.record(raw, path) ?? {}
  const id = c.string(s.id, `${path}.id`, 1, 160, IDENTIFIER)
  const amount = c.number(s.amount, `${path}.amount`, 0, 1e12)
  const currency = c.string(s.currency, `${path}.currency`, 3, 3, CURRENCY)
  const byAge = s.startAge !== undefined
  let startYear: number
  let endYear: number
  let ages: { startAge?: number; endAge?: number } = {}
  if (byAge) {
    const startAge = c.integer(s.startAge, `${path}.startAge`, 0, 130)
    const endAge = s.endAge === undefined ? undefined : c.integer(s.endAge, `${path}.endAge`, 0, 130)
    if (currentAge === undefined) c.add(`${path}.startAge`, "needs the plan's currentAge")
    const age = currentAge ?? 0
    startYear = Math.max(1, startAge - age + 1)
    endYear = endAge === undefined ? 60 : Math.min(60, endAge - age + 1)
    // a parsed plan carries the derived years too (results carry parsed plans): they must agree
    if (s.startYear !== undefined && s.startYear !== startYear)
      c.add(`${path}.startYear`, `must be ${startYear} (derived from startAge and currentAge) or absent`)
    if (s.endYear !== undefined && s.endYear !== endYear)
      c.add(`${path}.endYear`, `must be ${endYear} (derived from endAge and currentAge) or absent`)
    if (currentAge !== undefined && startYear > 60)
      c.add(`${path}.startAge`, "must start within 60 years of currentAge")
    if (endAge !== undefined && endAge < startAge) c.add(`${path}.endAge`, "must not be before startAge")
    ages = endAge === undefined ? { startAge } : { startAge, endAge }
  } else {
    startYear = c.integer(s.startYear, `${path}.startYear`, 1, 60)
    endYear = c.integer(s.endYear, `${path}.endYear`, 1, 60)
    if (endYear < startYear) c.add(`${path}.endYear`, "must not be before startYear")
  }
  const inflationLinked = c.boolean(s.inflationLinked, `${path}.inflationLinked`)
  const indexation = s.indexation === undefined ? undefined : parseIndexation(c, s.indexation, `${path}.indexation`)
  if (indexation?.kind === "capped" && !inflationLinked)
    c.add(`${path}.indexation`, "a capped indexation needs inflationLinked true")
  if (indexation?.kind === "fixed_rise" && inflationLinked)
    c.add(`${path}.indexation`, "a fixed nominal rise needs inflationLinked false")
  return {
    id,
    amount,
    currency,
    startYear,
    endYear,
    inflationLinked,
    ...ages,
    ...(indexation === undefined ? {} : { indexation })
  }
}

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
      annualFee: c.number(p.annualFee, `positions.${i}.annualFee`, 0, 0.2),
      ...(p.costBasis === undefined ? {} : { costBasis: c.number(p.costBasis, `positions.${i}.costBasis`, 0, 1e12) })
    }
  })
  const currentAge = r.currentAge === undefined ? undefined : c.integer(r.currentAge, "currentAge", 0, 120)
  const incomeStreams = c
    .array(r.incomeStreams ?? [], "incomeStreams", 0, 64)
    .map((raw, i): IncomeStream => parseIncomeStream(c, raw, `incomeStreams.${i}`, currentAge))
  let taxProfile: TaxProfile | undefined
  if (r.taxProfile !== undefined && r.taxProfile !== null) {
    const t = c.record(r.taxProfile, "taxProfile") ?? {}
    const kind = c.literal(t.kind, "taxProfile.kind", ["flat_withdrawal", "gain_schedule"] as const)
    taxProfile =
      kind === "gain_schedule"
        ? parseGainTaxProfile(c, t, "taxProfile")
        : { kind, rate: c.number(t.rate, "taxProfile.rate", 0, 0.95) }
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
    ...(taxProfile === undefined ? {} : { taxProfile }),
    ...(r.spendingStrategy === undefined
      ? {}
      : { spendingStrategy: parseSpendingStrategy(c, r.spendingStrategy, "spendingStrategy") }),
    ...(r.glidePath === undefined ? {} : { glidePath: parseGlidePath(c, r.glidePath, "glidePath", positions.length) }),
    ...(r.savingPhase === undefined ? {} : { savingPhase: parseSavingPhase(c, r.savingPhase, "savingPhase") }),
    ...(currentAge === undefined ? {} : { currentAge })
  }
  const strategy = plan.spendingStrategy
  if (strategy !== undefined && strategy.kind !== "constant_real" && plan.discretionarySpending.amount > 0)
    c.add("discretionarySpending.amount", "must be 0 when a spending strategy sets spending above the required floor")
  return c.result(plan)
}

/**
 * A plan as a new run carries it (`fire simulate`, `fire simulate solve`): a gain schedule without
 * `costBasis` gets `per_position`. Never applied to a plan read back for verification, where an absent
 * field is the average method of the documents made before it existed.
 */
export const withNewPlanDefaults = (plan: Plan): Plan =>
  plan.taxProfile?.kind === "gain_schedule" && plan.taxProfile.costBasis === undefined
    ? { ...plan, taxProfile: withCostBasisDefault(plan.taxProfile) }
    : plan
