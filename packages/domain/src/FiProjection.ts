import type { ProjectionYear } from "./FiTimelineResult.js"

/**
 * The accumulation path behind the FI timeline, in real terms, and the time at which it first
 * reaches a target. Savings are added at the END of each year (they earn nothing that year):
 *
 *   B_0 = currentSavings,   B_y = max(0, B_{y-1} + B_{y-1} r + S)
 *
 * With r != 0 and no cap this is the annuity formula B_n = P (1+r)^n + S ((1+r)^n - 1) / r.
 */

/** Parameters of the path: amounts in today's money, `realReturn` a fraction per year (> -1). */
export interface AccumulationPlan {
  readonly currentAge: number
  readonly currentSavings: number
  readonly annualSavings: number
  readonly realReturn: number
  /** Horizon in whole years; the path has `years + 1` rows. */
  readonly years: number
  /** Divides each end balance into `fiProgress`; > 0. */
  readonly fiNumber: number
}

/**
 * Year-by-year path, rows 0 (today: start = end = current savings) to `years`. A negative
 * `annualSavings` draws on the portfolio; the draw is capped at what is there, so the balance
 * never goes below 0 and `startBalance + growth + contributions = endBalance` holds exactly.
 */
export const projectAccumulation = (plan: AccumulationPlan): Array<ProjectionYear> => {
  const rows: Array<ProjectionYear> = [
    {
      year: 0,
      age: plan.currentAge,
      startBalance: plan.currentSavings,
      contributions: 0,
      growth: 0,
      endBalance: plan.currentSavings,
      fiProgress: plan.currentSavings / plan.fiNumber
    }
  ]
  let balance = plan.currentSavings
  for (let year = 1; year <= plan.years; year++) {
    const growth = balance * plan.realReturn
    const grown = balance + growth
    // A draw larger than the portfolio empties it; it cannot make it negative.
    const contributions = grown + plan.annualSavings < 0 ? 0 - grown : plan.annualSavings
    const endBalance = grown + contributions
    rows.push({
      year,
      age: plan.currentAge + year,
      startBalance: balance,
      contributions,
      growth,
      endBalance,
      fiProgress: endBalance / plan.fiNumber
    })
    balance = endBalance
  }
  return rows
}

/**
 * Years (fractional, >= 0) until `balances[y] >= target(y)` first holds, or null when it never
 * holds for y in 0..balances.length-1. Within the crossing year k the gap `balance - target` is
 * interpolated linearly between years k-1 and k:
 *
 *   yearsToTarget = (k - 1) + u,   u = g0 / (g0 + g1) = 1 / (1 + g1 / g0),
 *   g0 = target(k-1) - B_{k-1} > 0,   g1 = B_k - target(k) >= 0.
 *
 * The second form keeps every floating-point step monotone, so raising any balance or lowering
 * any target never raises the result, not even by a rounding error.
 */
export const yearsToTarget = (balances: ReadonlyArray<number>, target: (year: number) => number): number | null => {
  let previousGap = 0
  for (let year = 0; year < balances.length; year++) {
    const balance = balances[year] ?? 0
    const goal = target(year)
    if (balance >= goal) {
      if (year === 0) return 0
      return year - 1 + 1 / (1 + (balance - goal) / previousGap)
    }
    previousGap = goal - balance
  }
  return null
}
