/**
 * `solve`: the largest required spending, or the smallest portfolio, that meets a target success
 * probability, by bisection over the seeded engine (the same seed and paths at every step), to the
 * nearest currency unit. Success is monotone in both amounts path by path (a path's draws do not depend
 * on the amounts), so bisection finds the exact boundary on the integer grid.
 */
import { runPaths } from "./Engine.js"
import type { Plan } from "./Plan.js"
import type { PathOutputs } from "./Projection.js"
import { compileModel } from "./Portfolio.js"
import type { SimulationInput } from "./simulate.js"
import { prepareRun } from "./simulate.js"
import type { ValidationIssue } from "./ValidationIssue.js"

/** What to solve for. */
export type SolveFor = "requiredSpending" | "portfolioValue"

/** The answer: the amount in the currency of required spending (spending) or of the plan's portfolio. */
export interface SolveResult {
  readonly solveFor: SolveFor
  /** Whole currency units: max spending with success >= target, or min total portfolio value. */
  readonly amount: number
  readonly currency: string
  readonly successProbability: number
  readonly targetSuccessProbability: number
  readonly iterations: number
  /** False when no amount within the search bounds meets the target (amount is then the bound). */
  readonly attainable: boolean
}

/** The upper bound of the bisection (whole currency units): amounts are searched in [0, MAX_SOLVE_AMOUNT]. */
export const MAX_SOLVE_AMOUNT = 1e12
const MAX_AMOUNT = MAX_SOLVE_AMOUNT

/** Scales every position so the portfolio's total (in the first position's currency at spot) is `total`. */
const withPortfolioTotal = (plan: Plan, total: number, current: number): Plan => ({
  ...plan,
  positions: plan.positions.map((p) => ({
    ...p,
    value: current > 0 ? (p.value * total) / current : total / plan.positions.length
  }))
})

/**
 * Bisection on whole units. `requiredSpending`: largest S in [0, 1e12] with success(S) >= target.
 * `portfolioValue`: smallest total V with success(V) >= target, positions scaled pro rata (their
 * currency mix kept), V in units of the first position's currency. Uses the input's seed, paths and
 * sampling; the stress scenario applies.
 */
export const solve = (
  input: SimulationInput,
  solveFor: SolveFor
):
  | { readonly ok: true; readonly value: SolveResult }
  | { readonly ok: false; readonly issues: ReadonlyArray<ValidationIssue> } => {
  const prepared = prepareRun(input)
  if (!prepared.ok) return prepared
  const { run } = prepared
  const set = input.parameterSet
  const target = input.targetSuccessProbability
  const sampling = {
    mode: run.sampling,
    seed: input.seed,
    blockLength: set.blockLength.years,
    prefix: run.scenario.prefixObservationIndexes
  }
  const firstCurrency = input.plan.positions[0]?.currency ?? "USD"
  const spot = (cur: string): number => set.fxSpotUsdPerUnit[cur] ?? 1
  let currentTotal = 0
  for (const p of input.plan.positions) currentTotal += (p.value * spot(p.currency)) / spot(firstCurrency)
  let iterations = 0
  const n = run.pathCount
  // the fewest survivors s with s / n >= target (as the comparison below rounds): success(a) >= target
  // exactly when at least that many paths survive, so a step stops once that is decided
  let needed = Math.max(0, Math.floor(target * n) - 2)
  while (needed <= n && needed / n < target) needed++
  // every step writes its paths' outputs (unread here) into the same buffers
  let outputs: PathOutputs | undefined
  /** The survivors at `amount`: all of them, or (`decide`) enough to tell whether at least `needed` survive. */
  const survivors = (amount: number, decide: boolean): number => {
    iterations++
    const plan: Plan =
      solveFor === "requiredSpending"
        ? { ...input.plan, requiredSpending: { ...input.plan.requiredSpending, amount } }
        : withPortfolioTotal(input.plan, amount, currentTotal)
    const compiled = compileModel(set, plan, run.scenario)
    if (!compiled.ok) return 0
    const r = runPaths(compiled.model, sampling, n, input.horizonYears, {
      stopAtDepletion: true,
      ...(decide ? { survivorsNeeded: needed } : {}),
      ...(outputs === undefined ? {} : { reuseOutputs: outputs })
    })
    outputs = r.outputs
    return r.survivors
  }
  const success = (amount: number): number => survivors(amount, false) / n
  const meetsTarget = (a: number): boolean => survivors(a, true) >= needed
  // good(a) is true on [0, boundary]: spending that still meets the target, or a portfolio still too small.
  const good = solveFor === "requiredSpending" ? meetsTarget : (a: number) => !meetsTarget(a)
  if (!good(0)) {
    // spending 0 misses the target (unattainable), or an empty portfolio already meets it (answer 0)
    return finish(input, solveFor, 0, target, iterations, solveFor === "portfolioValue", success)
  }
  // Find lo (good) and hi (not good) by doubling from the plan's own amount.
  let lo = 0
  let hi = Math.max(1, Math.round(solveFor === "requiredSpending" ? input.plan.requiredSpending.amount : currentTotal))
  while (hi <= MAX_AMOUNT && good(hi)) {
    lo = hi
    hi *= 2
  }
  if (hi > MAX_AMOUNT) {
    // Every amount tried meets it. For spending, if even the cap does, there is no largest amount to
    // report (a 0% target is met by any spending): refuse rather than answer the cap as the boundary.
    if (solveFor === "requiredSpending" && good(MAX_AMOUNT))
      return {
        ok: false,
        issues: [
          {
            path: "targetSuccessProbability",
            message: `every required spending up to the solver's bound (${MAX_AMOUNT}) meets this target: no largest amount exists (a target of 0 is met by any spending)`
          }
        ]
      }
    hi = MAX_AMOUNT + 1
  }
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2)
    if (good(mid)) lo = mid
    else hi = mid
  }
  // requiredSpending: lo is the largest good amount; portfolioValue: hi is the smallest amount that meets.
  const amount = solveFor === "requiredSpending" ? lo : hi
  const attainable = amount <= MAX_AMOUNT
  return finish(input, solveFor, Math.min(amount, MAX_AMOUNT), target, iterations, attainable, success)

  function finish(
    inp: SimulationInput,
    what: SolveFor,
    value: number,
    tgt: number,
    its: number,
    ok: boolean,
    rate: (a: number) => number
  ): { readonly ok: true; readonly value: SolveResult } {
    return {
      ok: true,
      value: {
        solveFor: what,
        amount: value,
        currency: what === "requiredSpending" ? inp.plan.requiredSpending.currency : firstCurrency,
        successProbability: rate(value),
        targetSuccessProbability: tgt,
        iterations: its,
        attainable: ok
      }
    }
  }
}
