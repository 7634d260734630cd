/**
 * Projects one path year by year (start-of-year withdrawals, then a year of returns) and writes its
 * per-path statistics into preallocated typed arrays. No allocation inside the loop.
 *
 * Year t (1-based), with indices as of the start of the year:
 *  1. required spending in USD = requiredUsd0 * linked index of its currency; income covers it first;
 *     the rest is withdrawn gross of tax (net / (1 - taxRate)). If the balance cannot cover it, the
 *     balance is emptied and the path is depleted in year t (its first such year).
 *  2. discretionary spending from leftover income, then from the balance while it lasts; leftover income
 *     is invested.
 *  3. the balance grows by the year's gross multiplier; FX gain = balance * fxShare.
 *  4. indices advance by the year's inflation and FX; the reporting deflator advances by its inflation.
 */
import type { CompiledModel, RowTables } from "./Portfolio.js"

/** Per-path outputs of a run, each indexed by path (balances and real returns by path * stride + year). */
export interface PathOutputs {
  readonly horizonYears: number
  readonly pathCount: number
  /** Real USD balance at the end of years 0..H, year-major: [t * pathCount + p]. */
  readonly balanceReal: Float64Array
  /** Sum over surviving paths of the real portfolio return of year t (1..H) at [t - 1]. */
  readonly realReturnSumSurvived: Float64Array
  /** Sum over depleted paths of the real portfolio return of year t at [t - 1]. */
  readonly realReturnSumDepleted: Float64Array
  /** First year required spending was not fully funded, 0 when never. */
  readonly depletionYear: Int32Array
  readonly fundedRatio: Float64Array
  readonly endReal: Float64Array
  readonly maxDrawdown: Float64Array
  readonly taxReal: Float64Array
  readonly fxReal: Float64Array
}

/** Allocates outputs for `pathCount` paths of `horizonYears` years. */
export const allocateOutputs = (pathCount: number, horizonYears: number): PathOutputs => ({
  horizonYears,
  pathCount,
  balanceReal: new Float64Array(pathCount * (horizonYears + 1)),
  realReturnSumSurvived: new Float64Array(horizonYears),
  realReturnSumDepleted: new Float64Array(horizonYears),
  depletionYear: new Int32Array(pathCount),
  fundedRatio: new Float64Array(pathCount),
  endReal: new Float64Array(pathCount),
  maxDrawdown: new Float64Array(pathCount),
  taxReal: new Float64Array(pathCount),
  fxReal: new Float64Array(pathCount)
})

/** Scratch state reused across paths (the currency indices). */
export interface ProjectionScratch {
  readonly linkedIndex: Float64Array
  readonly fxIndex: Float64Array
  /** This path's real return by year. */
  readonly realReturn: Float64Array
}

/** Allocates scratch for `model`. */
export const allocateScratch = (model: CompiledModel, horizonYears: number): ProjectionScratch => ({
  realReturn: new Float64Array(horizonYears),
  linkedIndex: new Float64Array(model.currencyCount),
  fxIndex: new Float64Array(model.currencyCount)
})

/**
 * Projects path `p` through the observation rows `rows[rowOffset .. rowOffset + H - 1]` and writes its
 * outputs. `stopAtDepletion` (for solving) returns as soon as the path depletes, leaving outputs partial.
 * Returns true when the path funds all required spending through the horizon.
 */
export const projectPath = (
  model: CompiledModel,
  rows: Int32Array,
  rowOffset: number,
  out: PathOutputs,
  p: number,
  scratch: ProjectionScratch,
  stopAtDepletion: boolean
): boolean => {
  const H = out.horizonYears
  const n = model.rowCount
  const tax = model.taxRate
  const keep = 1 - tax
  const { linkedIndex, fxIndex, realReturn } = scratch
  linkedIndex.fill(1)
  fxIndex.fill(1)
  const incomes = model.incomes
  const incomeCount = incomes.length
  const P = out.pathCount
  let balance = model.initialBalanceUsd
  let deflator = 1
  let peak = balance
  let maxDd = 0
  let depletion = 0
  let fundedReal = 0
  let requiredReal = 0
  let taxReal = 0
  let fxReal = 0
  out.balanceReal[p] = balance
  for (let t = 1; t <= H; t++) {
    const tb: RowTables = t <= model.shockYears ? model.shocked : model.base
    const row = rows[rowOffset + t - 1] as number
    // 1. required spending, income first
    const required = model.requiredUsd0 * (linkedIndex[model.requiredCurrencyIndex] as number)
    let income = 0
    for (let i = 0; i < incomeCount; i++) {
      const s = incomes[i] as (typeof incomes)[number]
      if (t >= s.startYear && t <= s.endYear)
        income += s.usd0 * ((s.linked ? linkedIndex[s.currencyIndex] : fxIndex[s.currencyIndex]) as number)
    }
    const fromIncome = Math.min(income, required)
    let leftover = income - fromIncome
    const net = required - fromIncome
    const grossNeed = net / keep
    let taxPaid = 0
    let funded = required
    if (net > 0) {
      if (balance >= grossNeed) {
        balance -= grossNeed
        taxPaid = grossNeed - net
      } else {
        funded = fromIncome + balance * keep
        taxPaid = balance * tax
        balance = 0
        if (depletion === 0) {
          depletion = t
          if (stopAtDepletion) {
            out.depletionYear[p] = t
            return false
          }
        }
      }
    }
    // 2. discretionary spending, then invest leftover income
    const discretionary = model.discretionaryUsd0 * (linkedIndex[model.discretionaryCurrencyIndex] as number)
    const discFromIncome = Math.min(leftover, discretionary)
    leftover -= discFromIncome
    const discGross = (discretionary - discFromIncome) / keep
    const take = Math.min(balance, discGross)
    balance -= take
    taxPaid += take * tax
    balance += leftover
    const inv = 1 / deflator
    fundedReal += funded * inv
    requiredReal += required * inv
    taxReal += taxPaid * inv
    // 3. a year of returns
    const start = balance
    balance *= tb.gross[row] as number
    deflator *= tb.deflatorGrowth[row] as number
    const invEnd = 1 / deflator
    fxReal += start * (tb.fxShare[row] as number) * invEnd
    // 4. indices
    for (let c = 0; c < linkedIndex.length; c++) {
      linkedIndex[c] = (linkedIndex[c] as number) * (tb.linkedGrowth[c * n + row] as number)
      fxIndex[c] = (fxIndex[c] as number) * (tb.fxGrowth[c * n + row] as number)
    }
    const real = balance * invEnd
    out.balanceReal[t * P + p] = real
    realReturn[t - 1] = tb.realReturn[row] as number
    if (real > peak) peak = real
    else if (peak > 0) {
      const dd = (peak - real) / peak
      if (dd > maxDd) maxDd = dd
    }
  }
  const sums = depletion === 0 ? out.realReturnSumSurvived : out.realReturnSumDepleted
  for (let t = 0; t < H; t++) sums[t] = (sums[t] as number) + (realReturn[t] as number)
  out.depletionYear[p] = depletion
  out.fundedRatio[p] = requiredReal > 0 ? Math.min(1, fundedReal / requiredReal) : 1
  out.endReal[p] = out.balanceReal[H * P + p] as number
  out.maxDrawdown[p] = maxDd
  out.taxReal[p] = taxReal
  out.fxReal[p] = fxReal
  return depletion === 0
}
