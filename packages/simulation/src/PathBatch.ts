/**
 * A batch of paths projected year by year, for the plans most runs carry: any spending strategy
 * (constant real with its discretionary spending, percent of portfolio, VPW, Guyton-Klinger,
 * floor-and-ceiling), a flat tax or none, any glide path, saving years, income streams and stress
 * shock. Each path's year is `projectPath`'s year for such a plan (Projection.ts): the same operations
 * on the same values in the same order, so every output is the same bits. A batch's paths run to the
 * horizon, a depleted one at 0 as in `simulate`, also in a solving step (which asks only whether enough
 * paths survive and stops after the batch that decides it). Gain-tax plans go one path at a time.
 *
 * Why the order is turned around: one path's year is a chain (balance -> strategy amount -> withdrawal
 * -> balance) that the next year waits on, so a loop over one path's years is bound by that chain's
 * latency and by the registers its two dozen running values need. Here the outer loop is the year and
 * the inner loop the batch's paths: consecutive iterations belong to different paths and do not wait on
 * each other, each path's running values sit in arrays indexed by its place in the batch, and the year's
 * real balances of the batch go to one contiguous run of the year-major `balanceReal`. On the bench's
 * floor-and-ceiling plan `runPaths` took 2.2x the floor loop against 2.4-2.5x for two paths at a time
 * (one process; `simulate` 0.76x of the build before, package README).
 *
 * The year sums over paths (`realReturnSumAll`, `realReturnSumDepleted`) take the paths' terms in path
 * order, as the one-path loop does. Batches hold up to BATCH_PATHS paths (their running values stay
 * cache-resident) and run in path order, so progress is reported as the one-path loop reports it.
 *
 * The year below must change with `projectPath`'s plain and strategy years (the strategies' own rules
 * are SpendingStrategy.ts's, called from here as from there): test/PathBatch.test.ts compares the batch
 * with the one-path loop bit for bit over random plans of every kind this module takes.
 */
import {
  type CompiledModel,
  FX_SHARE,
  GROSS,
  INVERSE_DEFLATOR,
  MAX_YEARS,
  REAL_RETURN,
  ROW_STRIDE
} from "./Portfolio.js"
import type { PathOutputs, ProjectionScratch } from "./Projection.js"
import {
  floorCeilingYear,
  guytonKlingerYear,
  STRATEGY_CONSTANT_REAL,
  STRATEGY_GUYTON_KLINGER,
  STRATEGY_PERCENT,
  STRATEGY_VPW
} from "./SpendingStrategy.js"

/** The most paths in one batch: a multiple of the progress interval (256), small enough to stay in cache. */
export const BATCH_PATHS = 256

/** The most index slots (ProjectionScratch.index) a batched plan may have: 2 per tracked currency, 1 per own-indexed stream. */
const INDEX_SLOTS = 32

/**
 * Whether `projectBatch` projects `model`'s paths: a flat tax (or none), and at most INDEX_SLOTS indices
 * (more currencies and own-indexed streams than any shipped set and usual plan have go one path at a
 * time, as gain-tax plans do).
 */
export const batchable = (model: CompiledModel): boolean =>
  model.positions === undefined &&
  model.gainTax === undefined &&
  2 * model.currencyCount + model.incomeTable.ownStreams.length <= INDEX_SLOTS

// The running values of a batch's paths, each at [q] for the batch's q-th path. Module-level and of
// fixed size (an isolate runs one batch at a time and a batch calls nothing that starts another): the
// compiler then knows each array and its length, where arrays reached through an argument cost a map
// check and a reload of their data pointer at every access of the year loop (a first version taking
// them from an argument ran `runPaths` at about 1.35x this one's time).
const BALANCE = new Float64Array(BATCH_PATHS)
const INV_DEFLATOR = new Float64Array(BATCH_PATHS)
const REQUIRED_INDEX = new Float64Array(BATCH_PATHS)
const DISCRETIONARY_INDEX = new Float64Array(BATCH_PATHS)
const CONTRIBUTION_INDEX = new Float64Array(BATCH_PATHS)
const STRATEGY_REAL = new Float64Array(BATCH_PATHS)
const LAST_GROSS = new Float64Array(BATCH_PATHS)
const LAST_INVERSE_INFLATION = new Float64Array(BATCH_PATHS)
const SPENT_SUM_REAL = new Float64Array(BATCH_PATHS)
const SPENT_LOWEST_REAL = new Float64Array(BATCH_PATHS)
const FUNDED_REAL = new Float64Array(BATCH_PATHS)
const REQUIRED_REAL = new Float64Array(BATCH_PATHS)
const TAX_REAL = new Float64Array(BATCH_PATHS)
const FX_REAL = new Float64Array(BATCH_PATHS)
const PEAK = new Float64Array(BATCH_PATHS)
const MAX_DRAWDOWN = new Float64Array(BATCH_PATHS)
const DEPLETION = new Int32Array(BATCH_PATHS)
const FI_YEAR = new Int32Array(BATCH_PATHS)
// The indices income streams read (ProjectionScratch.index's slots): slot s of path q at [s * BATCH_PATHS + q].
const INDEX = new Float64Array(INDEX_SLOTS * BATCH_PATHS)
// The batch's rows year-major: year t's row of path q at [(t - 1) * BATCH_PATHS + q].
const YEAR_ROWS = new Int32Array(MAX_YEARS * BATCH_PATHS)

/**
 * The next batch's rows, year-major (year t's row of the batch's q-th path at [(t - 1) * BATCH_PATHS +
 * q]): filled by the caller with stride BATCH_PATHS, or by `projectBatch` from path-major rows.
 */
export const BATCH_ROWS: Int32Array = YEAR_ROWS
// The strategy's gross withdrawal target of the year (nominal USD) of path q at [q].
const TARGET = new Float64Array(BATCH_PATHS)
// Scratch of the branch-free pick of the lowest real spending: so far ([0]) and the year's ([1]), as
// projectPath's LOWEST.
const LOWEST = new Float64Array(2)

/**
 * Projects `count` (1..BATCH_PATHS) paths of a `batchable` model to the end (no stop at depletion):
 * the batch's q-th path is output slot `first + q`, its rows path-major at `rows[rowAt + q * H ..]`,
 * or (rows undefined) already in BATCH_ROWS.
 * Writes their outputs as `projectPath` does and returns how many fund all required spending through
 * the horizon.
 */
export const projectBatch = (
  model: CompiledModel,
  rows: Int32Array | undefined,
  rowAt: number,
  out: PathOutputs,
  first: number,
  count: number,
  scratch: ProjectionScratch
): number => {
  const H = out.horizonYears
  const P = out.pathCount
  const sumAll = out.realReturnSumAll
  const tax = model.taxRate
  const keep = 1 - tax
  const invKeep = 1 / keep
  const shockYears = model.shockYears
  const requiredUsd0 = model.requiredUsd0
  const requiredGrowthAt = 2 * model.requiredCurrencyIndex
  const discretionaryUsd0 = model.discretionaryUsd0
  const discretionaryGrowthAt = 2 * model.discretionaryCurrencyIndex
  const C = model.currencyCount
  const currencyStride = 2 * C
  const glide = model.glide
  const basePacked = glide === undefined ? model.base.packed : glide.packed
  const shockedPacked = glide === undefined ? model.shocked.packed : glide.shockedPacked
  const {
    incomeFrom,
    incomeUsd0,
    incomeIndexAt,
    advanceSlot,
    advanceGrowthAt,
    ownFxAt,
    contributionGrowthAt,
    glideAt
  } = scratch
  const advanceCount = advanceSlot.length
  // one advanced index (the common case): its slot and growth offset read once
  const advancedAt = advanceCount === 1 ? (advanceSlot[0] as number) * BATCH_PATHS : 0
  const advancedGrowthAt = advanceCount === 1 ? (advanceGrowthAt[0] as number) : 0
  const ownCount = ownFxAt.length
  const ownAt = 2 * C
  // one own-indexed stream (the common case): its slot and FX growth offset read once
  const ownSlot = ownAt * BATCH_PATHS
  const ownFx = ownCount === 1 ? (ownFxAt[0] as number) : 0
  const strategy = model.strategy
  const code = strategy.code
  // the strategy as loop-invariant booleans (the imported codes are module cells read at every use)
  const constantReal = code === STRATEGY_CONSTANT_REAL
  const percent = code === STRATEGY_PERCENT
  const vpw = code === STRATEGY_VPW
  const guytonKlinger = code === STRATEGY_GUYTON_KLINGER
  const strategyRate = strategy.rate
  const vpwRates = strategy.vpwRateByYear
  const preservationUntil = H - strategy.preservationEndsYearsBeforeHorizon
  const { upperRate, lowerRate, cut, raise, down, up } = scratch
  const saving = model.saving
  const retirementYear = saving.retirementYear
  const saves = retirementYear > 1
  const contributionUsd0 = saving.contributionUsd0
  const fiReal = saving.fiRealUsd
  const balance = BALANCE
  const invDeflator = INV_DEFLATOR
  const requiredIndex = REQUIRED_INDEX
  const discretionaryIndex = DISCRETIONARY_INDEX
  const contributionIndex = CONTRIBUTION_INDEX
  const strategyReal = STRATEGY_REAL
  const lastGross = LAST_GROSS
  const lastInverseInflation = LAST_INVERSE_INFLATION
  const spentSumReal = SPENT_SUM_REAL
  const spentLowestReal = SPENT_LOWEST_REAL
  const fundedReal = FUNDED_REAL
  const requiredReal = REQUIRED_REAL
  const taxReal = TAX_REAL
  const fxReal = FX_REAL
  const peak = PEAK
  const maxDrawdown = MAX_DRAWDOWN
  const depletion = DEPLETION
  const fiYear = FI_YEAR
  const index = INDEX
  const yearRows = YEAR_ROWS
  const target = TARGET
  const balanceReal = out.balanceReal
  const B = BATCH_PATHS

  // every path starts alike; its rows go year-major
  const initial = model.initialBalanceUsd
  for (let q = 0; q < count; q++) {
    balance[q] = initial
    invDeflator[q] = 1
    requiredIndex[q] = 1
    discretionaryIndex[q] = 1
    contributionIndex[q] = 1
    strategyReal[q] = 0
    lastGross[q] = 1
    lastInverseInflation[q] = 1
    spentSumReal[q] = 0
    spentLowestReal[q] = Number.POSITIVE_INFINITY
    fundedReal[q] = 0
    requiredReal[q] = 0
    taxReal[q] = 0
    fxReal[q] = 0
    peak[q] = initial
    maxDrawdown[q] = 0
    depletion[q] = 0
    fiYear[q] = initial >= fiReal ? 0 : -1
    balanceReal[first + q] = initial
  }
  if (rows !== undefined)
    for (let t = 0; t < H; t++) {
      const to = t * B
      const from = rowAt + t
      for (let q = 0; q < count; q++) yearRows[to + q] = rows[from + q * H] as number
    }
  index.fill(1, 0, scratch.index.length * B)

  for (let t = 1; t <= H; t++) {
    const shocked = t <= shockYears
    const tab = shocked ? shockedPacked : basePacked
    const cur = shocked ? model.shocked.currencyPacked : model.base.currencyPacked
    const rise = shocked ? scratch.ownRiseShocked : scratch.ownRise
    const glideOffset = glideAt[t] as number
    const incomeStart = incomeFrom[t] as number
    const incomeEnd = incomeFrom[t + 1] as number
    // one stream paying (the common case): its amount and index slot read once for the year
    const oneStream = incomeEnd - incomeStart === 1
    const streamUsd0 = oneStream ? (incomeUsd0[incomeStart] as number) : 0
    const streamAt = oneStream ? (incomeIndexAt[incomeStart] as number) * B : 0
    const savingYear = t < retirementYear
    const firstRetired = t === retirementYear
    const preserving = t <= preservationUntil
    const yearAt = (t - 1) * B
    const realAt = t * P + first
    let sum = sumAll[t - 1] as number
    // First, for the whole batch, the strategy's gross withdrawal target of each path (nominal USD; step 2
    // of projectPath's year) from its balance at the start of the year: percent of portfolio and VPW are
    // shares of the balance; Guyton-Klinger and floor-and-ceiling carry a real series (the first
    // retirement year takes the rate). A pass of its own per strategy, so the year loop below is the same
    // code whichever strategy the plan has.
    if (!savingYear && !constantReal) {
      if (percent) for (let q = 0; q < count; q++) target[q] = strategyRate * (balance[q] as number)
      else if (vpw) {
        const rate = vpwRates[t - 1] as number
        for (let q = 0; q < count; q++) target[q] = rate * (balance[q] as number)
      } else if (firstRetired)
        for (let q = 0; q < count; q++) {
          const deflator = invDeflator[q] as number
          const amount = strategyRate * ((balance[q] as number) * deflator)
          strategyReal[q] = amount
          target[q] = amount / deflator
        }
      else if (guytonKlinger)
        for (let q = 0; q < count; q++) {
          const deflator = invDeflator[q] as number
          const amount = guytonKlingerYear(
            strategyReal[q] as number,
            (balance[q] as number) * deflator,
            (lastGross[q] as number) < 1,
            lastInverseInflation[q] as number,
            preserving,
            strategyRate,
            upperRate,
            lowerRate,
            cut,
            raise
          )
          strategyReal[q] = amount
          target[q] = amount / deflator
        }
      else
        for (let q = 0; q < count; q++) {
          const deflator = invDeflator[q] as number
          const amount = floorCeilingYear(
            strategyReal[q] as number,
            (balance[q] as number) * deflator,
            strategyRate,
            down,
            up
          )
          strategyReal[q] = amount
          target[q] = amount / deflator
        }
    }
    for (let q = 0; q < count; q++) {
      const row = yearRows[yearAt + q] as number
      const at = row * ROW_STRIDE + glideOffset
      let bal = balance[q] as number
      const deflator = invDeflator[q] as number
      let income = 0
      if (oneStream) income += streamUsd0 * (index[streamAt + q] as number)
      else
        for (let j = incomeStart; j < incomeEnd; j++)
          income += (incomeUsd0[j] as number) * (index[(incomeIndexAt[j] as number) * B + q] as number)
      let taxPaid = 0
      if (savingYear) {
        // 0. a saving year: the contribution and all income are invested
        const bought = contributionUsd0 * (contributionIndex[q] as number) + income
        bal += bought
      } else {
        // 1. required spending, income first
        const required = requiredUsd0 * (requiredIndex[q] as number)
        const fromIncome = Math.min(income, required)
        let leftover = income - fromIncome
        const net = required - fromIncome
        let funded = required
        let short = false
        if (constantReal) {
          // grossed up; 2. discretionary spending from leftover income, then from the balance while it
          // lasts; leftover income is invested (projectPath's plain year)
          if (net > 0) {
            const grossNeed = net * invKeep
            if (bal >= grossNeed) {
              bal -= grossNeed
              taxPaid = grossNeed - net
            } else {
              funded = fromIncome + bal * keep
              taxPaid = bal * tax
              bal = 0
              short = true
            }
          }
          if (discretionaryUsd0 > 0 || leftover > 0) {
            const discretionary = discretionaryUsd0 * (discretionaryIndex[q] as number)
            const discFromIncome = Math.min(leftover, discretionary)
            leftover -= discFromIncome
            const take = Math.min(bal, (discretionary - discFromIncome) * invKeep)
            bal -= take
            taxPaid += take * tax
            bal += leftover
          }
        } else {
          // the withdrawal is the strategy's target, at least the gross need, at most the balance
          let spent: number
          const needGross = net * invKeep
          if (needGross > bal) {
            funded = fromIncome + bal * keep
            taxPaid = bal * tax
            spent = funded
            bal = 0
            short = true
          } else {
            const take = Math.min(Math.max(target[q] as number, needGross), bal)
            bal -= take
            taxPaid = take * tax
            spent = fromIncome + take * keep
          }
          bal += leftover
          const spentReal = spent * deflator
          spentSumReal[q] = (spentSumReal[q] as number) + spentReal
          LOWEST[0] = spentLowestReal[q] as number
          LOWEST[1] = spentReal
          spentLowestReal[q] = LOWEST[+(spentReal < (LOWEST[0] as number))] as number
        }
        if (short && depletion[q] === 0) depletion[q] = t
        fundedReal[q] = (fundedReal[q] as number) + funded * deflator
        requiredReal[q] = (requiredReal[q] as number) + required * deflator
      }
      // 3. a year of returns
      taxReal[q] = (taxReal[q] as number) + taxPaid * deflator
      const start = bal
      const gross = tab[at + GROSS] as number
      const inverseInflation = tab[at + INVERSE_DEFLATOR] as number
      lastGross[q] = gross
      lastInverseInflation[q] = inverseInflation
      bal *= gross
      const nextDeflator = deflator * inverseInflation
      fxReal[q] = (fxReal[q] as number) + start * (tab[at + FX_SHARE] as number) * nextDeflator
      balance[q] = bal
      invDeflator[q] = nextDeflator
      // 4. indices
      const cat = row * currencyStride
      requiredIndex[q] = (requiredIndex[q] as number) * (cur[cat + requiredGrowthAt] as number)
      if (constantReal)
        discretionaryIndex[q] = (discretionaryIndex[q] as number) * (cur[cat + discretionaryGrowthAt] as number)
      if (savingYear)
        contributionIndex[q] = (contributionIndex[q] as number) * (cur[cat + contributionGrowthAt] as number)
      if (advanceCount === 1)
        index[advancedAt + q] = (index[advancedAt + q] as number) * (cur[cat + advancedGrowthAt] as number)
      else
        for (let e = 0; e < advanceCount; e++) {
          const slot = (advanceSlot[e] as number) * B + q
          index[slot] = (index[slot] as number) * (cur[cat + (advanceGrowthAt[e] as number)] as number)
        }
      if (ownCount === 1)
        index[ownSlot + q] = (index[ownSlot + q] as number) * (rise[row] as number) * (cur[cat + ownFx] as number)
      else
        for (let k = 0; k < ownCount; k++) {
          const slot = (ownAt + k) * B + q
          index[slot] =
            (index[slot] as number) *
            (rise[row * ownCount + k] as number) *
            (cur[cat + (ownFxAt[k] as number)] as number)
        }
      // the year's statistics
      const real = bal * nextDeflator
      balanceReal[realAt + q] = real
      sum += tab[at + REAL_RETURN] as number
      const top = peak[q] as number
      const newPeak = 0.5 * (top + real + Math.abs(top - real))
      peak[q] = newPeak
      const dd = newPeak > 0 ? 1 - real / newPeak : 0
      const worst = maxDrawdown[q] as number
      maxDrawdown[q] = 0.5 * (worst + dd + Math.abs(worst - dd))
      if (saves && fiYear[q] === -1 && real >= fiReal) fiYear[q] = t
    }
    sumAll[t - 1] = sum
  }

  // each path's outputs, in path order
  const sums = out.realReturnSumDepleted
  const retiredYears = H - retirementYear + 1
  let survivors = 0
  for (let q = 0; q < count; q++) {
    const p = first + q
    const depleted = depletion[q] as number
    if (depleted > 0) {
      // rare: re-read this path's real returns for the depleted paths' sums
      for (let u = 1; u <= H; u++) {
        const tab = u <= shockYears ? shockedPacked : basePacked
        sums[u - 1] =
          (sums[u - 1] as number) +
          (tab[(yearRows[(u - 1) * B + q] as number) * ROW_STRIDE + (glideAt[u] as number) + REAL_RETURN] as number)
      }
    } else survivors++
    const required = requiredReal[q] as number
    out.depletionYear[p] = depleted
    out.fundedRatio[p] = required > 0 ? Math.min(1, (fundedReal[q] as number) / required) : 1
    out.endReal[p] = balanceReal[H * P + p] as number
    out.maxDrawdown[p] = maxDrawdown[q] as number
    out.taxReal[p] = taxReal[q] as number
    out.fxReal[p] = fxReal[q] as number
    if (!constantReal) {
      out.spendMeanReal[p] = retiredYears > 0 ? (spentSumReal[q] as number) / retiredYears : 0
      out.spendLowestReal[p] = retiredYears > 0 ? (spentLowestReal[q] as number) : 0
    }
    if (saves) out.fiYear[p] = fiYear[q] as number
  }
  return survivors
}
