/**
 * Spending strategies: how much a plan withdraws from its portfolio each retirement year, above the
 * required spending (which stays the floor that defines success). Formulas in docs/strategies.md.
 *
 * Amounts are gross withdrawals (tax comes out of them) in USD; "real" means deflated by the reporting
 * inflation series. The year's withdrawal is max(strategy amount, the gross need of required spending
 * after income), capped by the balance; a balance below that need depletes the path as before.
 */
import type { IssueCollector } from "./ValidationIssue.js"

/** Today's behaviour: required and discretionary spending, each indexed to its currency's inflation. */
export interface ConstantRealStrategy {
  readonly kind: "constant_real"
}

/** Withdraw `rate` of the balance at the start of each retirement year. */
export interface PercentOfPortfolioStrategy {
  readonly kind: "percent_of_portfolio"
  /** Fraction of the start-of-year balance, in (0, 1]. */
  readonly rate: number
}

/**
 * Variable percentage withdrawal (Bogleheads VPW): withdraw PMT(r, n) of the balance, where r is the
 * allocation's expected real return (the weights of the year times `expectedRealReturnByFactor`) and n
 * = finalAge - age the withdrawals left before `finalAge` (age in path year t: startAge + t - 1; the
 * Bogleheads table uses finalAge 100, so age 65 spreads over 35 withdrawals and age 99 takes all).
 */
export interface VpwStrategy {
  readonly kind: "vpw"
  readonly startAge: number
  readonly finalAge: number
  /** Expected real return per asset factor (Bogleheads VPW: stocks 0.05, bonds 0.019). */
  readonly expectedRealReturnByFactor: Readonly<Record<string, number>>
}

/**
 * Guyton-Klinger decision rules (Guyton & Klinger 2006, J. Financial Planning 19(3)): the first year
 * withdraws `initialRate` of the balance; afterwards the previous withdrawal grows with inflation except
 * (withdrawal rule) after a year of negative total return of the whole portfolio while the current rate
 * exceeds the initial rate; then (capital preservation) cut by `adjustment` when the current rate
 * exceeds initialRate * (1 + guardrail), not in the last `preservationEndsYearsBeforeHorizon` years, or
 * (prosperity) raised by `adjustment` when it falls below initialRate * (1 - guardrail).
 */
export interface GuytonKlingerStrategy {
  readonly kind: "guyton_klinger"
  readonly initialRate: number
  /** 0.2 in the paper. */
  readonly guardrail: number
  /** 0.1 in the paper. */
  readonly adjustment: number
  /** 15 in the paper. */
  readonly preservationEndsYearsBeforeHorizon: number
}

/**
 * Floor-and-ceiling (Vanguard's "dynamic spending"): the target is `rate` of the balance; the real
 * withdrawal moves toward it but changes at most by `ceiling` up and `floor` down (e.g. 0.05, -0.025)
 * from the previous year's real withdrawal. The first retirement year takes the target.
 */
export interface FloorCeilingStrategy {
  readonly kind: "floor_ceiling"
  readonly rate: number
  readonly ceiling: number
  /** A negative fraction (or 0): the largest real cut. */
  readonly floor: number
}

/** A spending strategy of the plan. */
export type SpendingStrategy =
  | ConstantRealStrategy
  | PercentOfPortfolioStrategy
  | VpwStrategy
  | GuytonKlingerStrategy
  | FloorCeilingStrategy

/** The strategy codes the path loop switches on. */
export const STRATEGY_CONSTANT_REAL = 0
export const STRATEGY_PERCENT = 1
export const STRATEGY_VPW = 2
export const STRATEGY_GUYTON_KLINGER = 3
export const STRATEGY_FLOOR_CEILING = 4

const KINDS = ["constant_real", "percent_of_portfolio", "vpw", "guyton_klinger", "floor_ceiling"] as const

/** Reads `spendingStrategy` of a plan document, recording every problem under `path`. */
export const parseSpendingStrategy = (c: IssueCollector, raw: unknown, path: string): SpendingStrategy => {
  const r = c.record(raw, path) ?? {}
  const kind = c.literal(r.kind, `${path}.kind`, KINDS)
  switch (kind) {
    case "constant_real":
      return { kind }
    case "percent_of_portfolio":
      return { kind, rate: c.number(r.rate, `${path}.rate`, 1e-6, 1) }
    case "vpw": {
      const startAge = c.integer(r.startAge, `${path}.startAge`, 0, 120)
      const finalAge = c.integer(r.finalAge, `${path}.finalAge`, 1, 130)
      if (finalAge <= startAge) c.add(`${path}.finalAge`, "must be after startAge")
      const returns = c.numberMap(r.expectedRealReturnByFactor, `${path}.expectedRealReturnByFactor`)
      for (const [k, v] of Object.entries(returns))
        if (v <= -0.5 || v > 0.5) c.add(`${path}.expectedRealReturnByFactor.${k}`, "must be above -0.5 and at most 0.5")
      return { kind, startAge, finalAge, expectedRealReturnByFactor: returns }
    }
    case "guyton_klinger":
      return {
        kind,
        initialRate: c.number(r.initialRate, `${path}.initialRate`, 1e-6, 1),
        guardrail: c.number(r.guardrail, `${path}.guardrail`, 0, 1),
        adjustment: c.number(r.adjustment, `${path}.adjustment`, 0, 0.99),
        preservationEndsYearsBeforeHorizon: c.integer(
          r.preservationEndsYearsBeforeHorizon,
          `${path}.preservationEndsYearsBeforeHorizon`,
          0,
          60
        )
      }
    case "floor_ceiling":
      return {
        kind,
        rate: c.number(r.rate, `${path}.rate`, 1e-6, 1),
        ceiling: c.number(r.ceiling, `${path}.ceiling`, 0, 1),
        floor: c.number(r.floor, `${path}.floor`, -0.99, 0)
      }
  }
}

/**
 * The VPW withdrawal rate: the level annual payment, paid at the start of each of `years` years, that
 * exhausts a balance of 1 growing at `rate` (spreadsheet PMT(rate, years, -1, 0, 1)):
 * rate / ((1 + rate) (1 - (1 + rate)^-years)), and 1 / years when rate is 0. 1 when years <= 1.
 */
export const vpwRate = (rate: number, years: number): number => {
  if (years <= 1) return 1
  if (rate === 0) return 1 / years
  return rate / ((1 + rate) * (1 - (1 + rate) ** -years))
}

/**
 * One Guyton-Klinger year after the first: `previousReal` is last year's real withdrawal,
 * `balanceReal` this year's real balance before withdrawal, `lastReturnNegative` whether last year's
 * nominal total return of the portfolio was below 0, `lastInverseInflation` 1 / (1 + last year's
 * inflation) (a frozen nominal withdrawal loses that much in real terms), `preservationApplies` whether
 * the year is before the last `preservationEndsYearsBeforeHorizon` years. Returns this year's real
 * withdrawal.
 */
export const guytonKlingerStep = (
  s: GuytonKlingerStrategy,
  previousReal: number,
  balanceReal: number,
  lastReturnNegative: boolean,
  lastInverseInflation: number,
  preservationApplies: boolean
): number =>
  guytonKlingerYear(
    previousReal,
    balanceReal,
    lastReturnNegative,
    lastInverseInflation,
    preservationApplies,
    s.initialRate,
    s.initialRate * (1 + s.guardrail),
    s.initialRate * (1 - s.guardrail),
    1 - s.adjustment,
    1 + s.adjustment
  )

// guytonKlingerYear's two candidates of the withdrawal rule. Module-level scratch: an isolate runs one
// call at a time, and each call writes both slots before it reads one.
const FROZEN = new Float64Array(2)

/**
 * `guytonKlingerStep` on the rule's constants as the path loop holds them, formed once per run exactly
 * as the step forms them: `upperRate` = initialRate (1 + guardrail), `lowerRate` = initialRate
 * (1 - guardrail), `cut` = 1 - adjustment, `raise` = 1 + adjustment (so the results are the same bits).
 */
export const guytonKlingerYear = (
  previousReal: number,
  balanceReal: number,
  lastReturnNegative: boolean,
  lastInverseInflation: number,
  preservationApplies: boolean,
  initialRate: number,
  upperRate: number,
  lowerRate: number,
  cut: number,
  raise: number
): number => {
  // withdrawal rule: no inflation raise after a losing year while the rate is above the initial rate.
  // Both conditions flip from year to year, so a branch on them is mispredicted often and costs more
  // than the product: the two candidates go to memory and the conditions, as 0 or 1, pick one (the
  // same value as the branch, bit for bit).
  FROZEN[0] = previousReal
  FROZEN[1] = previousReal * lastInverseInflation
  let w = FROZEN[+lastReturnNegative & +(previousReal > initialRate * balanceReal)] as number
  if (preservationApplies && w > upperRate * balanceReal) w *= cut
  else if (w < lowerRate * balanceReal) w *= raise
  return w
}

/**
 * One floor-and-ceiling year after the first: the target `rate * balanceReal`, clamped to
 * [previousReal (1 + floor), previousReal (1 + ceiling)].
 */
export const floorCeilingStep = (s: FloorCeilingStrategy, previousReal: number, balanceReal: number): number =>
  floorCeilingYear(previousReal, balanceReal, s.rate, 1 + s.floor, 1 + s.ceiling)

/**
 * `floorCeilingStep` on its constants as the path loop holds them: `down` = 1 + floor, `up` = 1 + ceiling.
 * The value of `target < lo ? lo : Math.min(target, hi)` for every input, taken without a branch on the
 * balance: which of the three the year takes follows the year's return (the bench's plan: the target
 * 37% of years, lo 43%, hi 21%), so the branches (the ternary's and Math.min's) were mispredicted often.
 * The three candidates go to memory and the comparisons, as 0 or 1, pick one (the slot of both, a range
 * with lo > hi, holds lo as the ternary gives). A tie with hi (where Math.min picks -0 of +0 and -0) and a
 * NaN take the expression itself behind a branch that is almost never taken, so the result is the same
 * bits for every input (test/SpendingStrategy.test.ts).
 */
export const floorCeilingYear = (
  previousReal: number,
  balanceReal: number,
  rate: number,
  down: number,
  up: number
): number => {
  const target = rate * balanceReal
  const lo = previousReal * down
  const hi = previousReal * up
  // a tie with hi (+0 and -0 included) or a NaN: the expression itself
  if ((+!(target < hi) & +!(target > hi)) === 1) return target < lo ? lo : Math.min(target, hi)
  CLAMP[0] = target
  CLAMP[1] = lo
  CLAMP[2] = hi
  CLAMP[3] = lo
  return CLAMP[+(target < lo) | (+(target > hi) << 1)] as number
}
// floorCeilingYear's candidates: target, lo, hi, lo. Module-level scratch, as FROZEN.
const CLAMP = new Float64Array(4)
