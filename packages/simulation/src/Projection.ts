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
 *  4. indices advance by the year's inflation and FX; the reporting deflator advances by its inflation
 *     (kept as its reciprocal, times 1 / (1 + inflation) per row: real = nominal * that reciprocal).
 * Drawdown from the running peak is 1 - real / peak (peak and maximum taken branch-free, see below);
 * gross withdrawals are net * (1 / (1 - taxRate)).
 *
 * Plans with planner features (a spending strategy, a glide path, a saving phase, partially indexed
 * income) are projected by PlannerProjection.ts; this loop is the plain plan's, kept lean for speed.
 */
import { type CompiledModel, FX_SHARE, GROSS, INVERSE_DEFLATOR, REAL_RETURN, ROW_STRIDE } from "./Portfolio.js"
import type { FloorCeilingStrategy, GuytonKlingerStrategy } from "./SpendingStrategy.js"

/** Per-path outputs of a run, each indexed by path (balances and real returns by path * stride + year). */
export interface PathOutputs {
  readonly horizonYears: number
  readonly pathCount: number
  /** Real USD balance at the end of years 0..H, year-major: [t * pathCount + p]. */
  readonly balanceReal: Float64Array
  /** Sum over all paths of the real portfolio return of year t (1..H) at [t - 1]. */
  readonly realReturnSumAll: Float64Array
  /** Sum over depleted paths of the real portfolio return of year t at [t - 1]. */
  readonly realReturnSumDepleted: Float64Array
  /** First year required spending was not fully funded, 0 when never. */
  readonly depletionYear: Int32Array
  readonly fundedRatio: Float64Array
  readonly endReal: Float64Array
  readonly maxDrawdown: Float64Array
  readonly taxReal: Float64Array
  readonly fxReal: Float64Array
  /** Mean real net spending per retirement year (withdrawals net of tax plus income spent). */
  readonly spendMeanReal: Float64Array
  /** Lowest real net spending of a retirement year. */
  readonly spendLowestReal: Float64Array
  /** First year t (0..H) whose end real balance reaches the FI number, -1 when never (saving phase only). */
  readonly fiYear: Int32Array
}

/** Allocates outputs for `pathCount` paths of `horizonYears` years. */
export const allocateOutputs = (pathCount: number, horizonYears: number): PathOutputs => ({
  horizonYears,
  pathCount,
  balanceReal: new Float64Array(pathCount * (horizonYears + 1)),
  realReturnSumAll: new Float64Array(horizonYears),
  realReturnSumDepleted: new Float64Array(horizonYears),
  depletionYear: new Int32Array(pathCount),
  fundedRatio: new Float64Array(pathCount),
  endReal: new Float64Array(pathCount),
  maxDrawdown: new Float64Array(pathCount),
  taxReal: new Float64Array(pathCount),
  fxReal: new Float64Array(pathCount),
  spendMeanReal: new Float64Array(pathCount),
  spendLowestReal: new Float64Array(pathCount),
  fiYear: new Int32Array(pathCount)
})

/** Scratch state reused across paths (the currency indices, the streams' own indices). */
export interface ProjectionScratch {
  readonly linkedIndex: Float64Array
  readonly fxIndex: Float64Array
  readonly ownIndex: Float64Array
  /** Per gain-tax segment: its currency's inflation-linked index (thresholds grow with it). */
  readonly taxIndex: Float64Array
  /** The strategy's parameters as the step functions take them. */
  readonly guytonKlinger: GuytonKlingerStrategy
  readonly floorCeiling: FloorCeilingStrategy
}

/** Allocates scratch for `model`. */
export const allocateScratch = (model: CompiledModel, _horizonYears: number): ProjectionScratch => {
  const s = model.strategy
  return {
    linkedIndex: new Float64Array(model.currencyCount),
    fxIndex: new Float64Array(model.currencyCount),
    ownIndex: new Float64Array(model.incomeTable.count),
    taxIndex: new Float64Array(model.gainTax?.bandAt.length ?? 0),
    guytonKlinger: {
      kind: "guyton_klinger",
      initialRate: s.rate,
      guardrail: s.guardrail,
      adjustment: s.adjustment,
      preservationEndsYearsBeforeHorizon: s.preservationEndsYearsBeforeHorizon
    },
    floorCeiling: { kind: "floor_ceiling", rate: s.rate, ceiling: s.ceiling, floor: s.floor }
  }
}
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
  const tax = model.taxRate
  const keep = 1 - tax
  const invKeep = 1 / keep
  const { linkedIndex, fxIndex } = scratch
  const sumAll = out.realReturnSumAll
  const currencyCount = linkedIndex.length
  linkedIndex.fill(1)
  fxIndex.fill(1)
  const inc = model.incomeTable
  const incomeCount = inc.count
  const P = out.pathCount
  const balanceReal = out.balanceReal
  const shockYears = model.shockYears
  const requiredUsd0 = model.requiredUsd0
  const requiredCurrency = model.requiredCurrencyIndex
  const discretionaryUsd0 = model.discretionaryUsd0
  const discretionaryCurrency = model.discretionaryCurrencyIndex
  let balance = model.initialBalanceUsd
  let invDeflator = 1
  let peak = balance
  let maxDd = 0
  let depletion = 0
  let fundedReal = 0
  let requiredReal = 0
  let taxReal = 0
  let fxReal = 0
  balanceReal[p] = balance
  const basePacked = model.base.packed
  const shockedPacked = model.shocked.packed
  const baseCurrency = model.base.currencyPacked
  const shockedCurrency = model.shocked.currencyPacked
  const currencyStride = 2 * currencyCount
  const needsFxIndex = model.needsFxIndex
  const incomeCurrencies = model.incomeCurrencies
  const incomeCurrencyCount = incomeCurrencies.length
  const requiredGrowthAt = 2 * requiredCurrency
  const discretionaryGrowthAt = 2 * discretionaryCurrency
  // inflation-linked indices of the spending currencies, kept in registers
  let requiredIndex = 1
  let discretionaryIndex = 1
  for (let t = 1; t <= H; t++) {
    const shocked = t <= shockYears
    const tab = shocked ? shockedPacked : basePacked
    const cur = shocked ? shockedCurrency : baseCurrency
    const row = rows[rowOffset + t - 1] as number
    const at = row * ROW_STRIDE
    // 1. required spending, income first
    const required = requiredUsd0 * requiredIndex
    let income = 0
    for (let i = 0; i < incomeCount; i++) {
      if (t >= (inc.startYear[i] as number) && t <= (inc.endYear[i] as number)) {
        const c = inc.currencyIndex[i] as number
        income += (inc.usd0[i] as number) * ((inc.linked[i] === 1 ? linkedIndex[c] : fxIndex[c]) as number)
      }
    }
    const fromIncome = Math.min(income, required)
    let leftover = income - fromIncome
    const net = required - fromIncome
    let taxPaid = 0
    let funded = required
    if (net > 0) {
      const grossNeed = net * invKeep
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
    if (discretionaryUsd0 > 0 || leftover > 0) {
      const discretionary = discretionaryUsd0 * discretionaryIndex
      const discFromIncome = Math.min(leftover, discretionary)
      leftover -= discFromIncome
      const discGross = (discretionary - discFromIncome) * invKeep
      const take = Math.min(balance, discGross)
      balance -= take
      taxPaid += take * tax
      balance += leftover
    }
    fundedReal += funded * invDeflator
    requiredReal += required * invDeflator
    taxReal += taxPaid * invDeflator
    // 3. a year of returns
    const start = balance
    balance *= tab[at + GROSS] as number
    invDeflator *= tab[at + INVERSE_DEFLATOR] as number
    fxReal += start * (tab[at + FX_SHARE] as number) * invDeflator
    // 4. indices
    const cat = row * currencyStride
    requiredIndex *= cur[cat + requiredGrowthAt] as number
    discretionaryIndex *= cur[cat + discretionaryGrowthAt] as number
    for (let k = 0; k < incomeCurrencyCount; k++) {
      const c = incomeCurrencies[k] as number
      linkedIndex[c] = (linkedIndex[c] as number) * (cur[cat + 2 * c] as number)
      // FX-only indices serve nominal (not inflation-linked) income only
      if (needsFxIndex) fxIndex[c] = (fxIndex[c] as number) * (cur[cat + 2 * c + 1] as number)
    }
    const real = balance * invDeflator
    balanceReal[t * P + p] = real
    sumAll[t - 1] = (sumAll[t - 1] as number) + (tab[at + REAL_RETURN] as number)
    // Branch-free running peak and drawdown: whether a year sets a new peak is unpredictable, and a
    // mispredicted branch costs more than the rest of the year. max(x, y) is taken as
    // (x + y + |x - y|) / 2, which can differ from the larger operand in the last bit (deterministic).
    peak = 0.5 * (peak + real + Math.abs(peak - real))
    const dd = peak > 0 ? 1 - real / peak : 0
    maxDd = 0.5 * (maxDd + dd + Math.abs(maxDd - dd))
  }
  if (depletion > 0) {
    // rare: re-read this path's real returns for the depleted paths' sums
    const sums = out.realReturnSumDepleted
    for (let t = 1; t <= H; t++) {
      const tab = t <= shockYears ? shockedPacked : basePacked
      sums[t - 1] =
        (sums[t - 1] as number) + (tab[(rows[rowOffset + t - 1] as number) * ROW_STRIDE + REAL_RETURN] as number)
    }
  }
  out.depletionYear[p] = depletion
  out.fundedRatio[p] = requiredReal > 0 ? Math.min(1, fundedReal / requiredReal) : 1
  out.endReal[p] = balanceReal[H * P + p] as number
  out.maxDrawdown[p] = maxDd
  out.taxReal[p] = taxReal
  out.fxReal[p] = fxReal
  return depletion === 0
}
