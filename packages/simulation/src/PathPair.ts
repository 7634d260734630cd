/**
 * Two paths projected in one year loop, for the plans most runs carry: a spending strategy other than
 * constant real (percent of portfolio, VPW, Guyton-Klinger, floor-and-ceiling), a flat tax, any glide
 * path, saving years, income streams and stress shock. Each path's year is `projectPath`'s year for such
 * a plan (Projection.ts): the same operations on the same values in the same order, so every output is
 * the same bits; path A's year t and path B's year t alternate in three parts (up to the withdrawal,
 * returns and indices, statistics), so the CPU overlaps the two paths' year-to-year chains (the balance
 * -> strategy amount -> withdrawal -> balance chain of one path is partly latency-bound). The year sums
 * over paths (`realReturnSumAll`, `realReturnSumDepleted`) take A's term before B's, as the one-path
 * loop does for paths A < B.
 *
 * Guyton-Klinger's and floor-and-ceiling's year (SpendingStrategy.ts's guytonKlingerYear and
 * floorCeilingYear) are written out here rather than called: TurboFan inlines a call site only when
 * its feedback shows it often enough, and after a run of one strategy the other's call sites were left
 * as calls (floor-and-ceiling after Guyton-Klinger, as the bench runs them: 20% slower).
 *
 * The year below must change with `projectPath`'s strategy year and those two functions:
 * test/PathPair.test.ts compares the pair with the one-path loop bit for bit over random plans of every
 * kind this module takes.
 */
import { type CompiledModel, FX_SHARE, GROSS, INVERSE_DEFLATOR, REAL_RETURN, ROW_STRIDE } from "./Portfolio.js"
import { copyYears, type PathOutputs, type ProjectionScratch } from "./Projection.js"
import { STRATEGY_CONSTANT_REAL, STRATEGY_GUYTON_KLINGER, STRATEGY_PERCENT, STRATEGY_VPW } from "./SpendingStrategy.js"

/** Whether `projectPathPair` projects `model`'s paths: a spending strategy other than constant real, a flat tax. */
export const pairable = (model: CompiledModel): boolean =>
  model.positions === undefined && model.gainTax === undefined && model.strategy.code !== STRATEGY_CONSTANT_REAL

// Each path's scratch: its lowest real spending so far ([0]) and its year's ([1]), as projectPath's
// LOWEST; the candidates of Guyton-Klinger's withdrawal rule and of floor-and-ceiling's clamp, as
// SpendingStrategy.ts's FROZEN and CLAMP.
const LOWEST_A = new Float64Array(2)
const LOWEST_B = new Float64Array(2)
const FROZEN_A = new Float64Array(2)
const FROZEN_B = new Float64Array(2)
const CLAMP_A = new Float64Array(4)
const CLAMP_B = new Float64Array(4)

/**
 * Projects paths `pA` (rows from `rowOffsetA`) and `pB` (from `rowOffsetB`) of a `pairable` model to
 * the end (no stop at depletion) and writes their outputs as `projectPath` does. Returns 1 when pA
 * funds all required spending through the horizon, plus 2 when pB does.
 */
export const projectPathPair = (
  model: CompiledModel,
  rows: Int32Array,
  rowOffsetA: number,
  rowOffsetB: number,
  out: PathOutputs,
  pA: number,
  pB: number,
  scratch: ProjectionScratch
): number => {
  const H = out.horizonYears
  const P = out.pathCount
  const yearRealA = scratch.yearReal
  const yearRealB = scratch.yearRealB
  const sumAll = out.realReturnSumAll
  const tax = model.taxRate
  const keep = 1 - tax
  const invKeep = 1 / keep
  const shockYears = model.shockYears
  const requiredUsd0 = model.requiredUsd0
  const requiredGrowthAt = 2 * model.requiredCurrencyIndex
  const C = model.currencyCount
  const currencyStride = 2 * C
  const baseCurrency = model.base.currencyPacked
  const shockedCurrency = model.shocked.currencyPacked
  const glide = model.glide
  const lastGlideYear = glide === undefined ? 1 : glide.years
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
  const indexA = scratch.index
  const indexB = scratch.indexB
  const LOWESTA = LOWEST_A
  const LOWESTB = LOWEST_B
  const advanceCount = advanceSlot.length
  const ownCount = ownFxAt.length
  const ownAt = 2 * C
  const strategy = model.strategy
  const code = strategy.code
  const strategyRate = strategy.rate
  const vpwRates = strategy.vpwRateByYear
  const preservationUntil = H - strategy.preservationEndsYearsBeforeHorizon
  const { upperRate, lowerRate, cut, raise, down, up } = scratch
  const saving = model.saving
  const retirementYear = saving.retirementYear
  const saves = retirementYear > 1
  const contributionUsd0 = saving.contributionUsd0
  const fiReal = saving.fiRealUsd
  const advancedSlot = advanceCount === 1 ? (advanceSlot[0] as number) : 0
  const advancedGrowthAt = advanceCount === 1 ? (advanceGrowthAt[0] as number) : 0
  const ownFx = ownCount === 1 ? (ownFxAt[0] as number) : 0

  let balanceA = model.initialBalanceUsd
  let invDeflatorA = 1
  let peakA = balanceA
  let maxDdA = 0
  let depletionA = 0
  let fundedRealA = 0
  let requiredRealA = 0
  let taxRealA = 0
  let fxRealA = 0
  yearRealA[0] = balanceA
  let requiredIndexA = 1
  let strategyRealA = 0
  let advancedA = 1
  let ownIndexA = 1
  let contributionIndexA = 1
  let lastGrossA = 1
  let lastInverseInflationA = 1
  let spentSumRealA = 0
  let spentLowestRealA = Number.POSITIVE_INFINITY
  LOWESTA[0] = spentLowestRealA
  indexA.fill(1)

  let balanceB = model.initialBalanceUsd
  let invDeflatorB = 1
  let peakB = balanceB
  let maxDdB = 0
  let depletionB = 0
  let fundedRealB = 0
  let requiredRealB = 0
  let taxRealB = 0
  let fxRealB = 0
  yearRealB[0] = balanceB
  let requiredIndexB = 1
  let strategyRealB = 0
  let advancedB = 1
  let ownIndexB = 1
  let contributionIndexB = 1
  let lastGrossB = 1
  let lastInverseInflationB = 1
  let spentSumRealB = 0
  let spentLowestRealB = Number.POSITIVE_INFINITY
  LOWESTB[0] = spentLowestRealB
  indexB.fill(1)

  let t = 1
  while (t <= H) {
    const shocked = t <= shockYears
    const spanEnd = Math.min(H, shocked ? shockYears : Number.MAX_SAFE_INTEGER, t < lastGlideYear ? t : H)
    const tab = shocked ? shockedPacked : basePacked
    const cur = shocked ? shockedCurrency : baseCurrency
    const rise = shocked ? scratch.ownRiseShocked : scratch.ownRise
    const glideOffset = glideAt[t] as number
    for (; t <= spanEnd; t++) {
      // path A: the year up to its withdrawal (steps 0-2)
      const rowA = rows[rowOffsetA + t - 1] as number
      const atA = rowA * ROW_STRIDE + glideOffset
      let incomeA = 0
      for (let j = incomeFrom[t] as number, end = incomeFrom[t + 1] as number; j < end; j++)
        incomeA += (incomeUsd0[j] as number) * (indexA[incomeIndexAt[j] as number] as number)
      let taxPaidA = 0
      if (t < retirementYear) {
        const bought = contributionUsd0 * contributionIndexA + incomeA
        balanceA += bought
      } else {
        const required = requiredUsd0 * requiredIndexA
        const fromIncome = Math.min(incomeA, required)
        const leftover = incomeA - fromIncome
        const net = required - fromIncome
        let funded = required
        let short = false
        let target = 0
        if (code === STRATEGY_PERCENT) target = strategyRate * balanceA
        else if (code === STRATEGY_VPW) target = (vpwRates[t - 1] as number) * balanceA
        else {
          const balanceReal0 = balanceA * invDeflatorA
          if (t === retirementYear) strategyRealA = strategyRate * balanceReal0
          else if (code === STRATEGY_GUYTON_KLINGER) {
            // guytonKlingerYear, written out
            const previous = strategyRealA
            FROZEN_A[0] = previous
            FROZEN_A[1] = previous * lastInverseInflationA
            let w = FROZEN_A[+(lastGrossA < 1) & +(previous > strategyRate * balanceReal0)] as number
            if (t <= preservationUntil && w > upperRate * balanceReal0) w *= cut
            else if (w < lowerRate * balanceReal0) w *= raise
            strategyRealA = w
          } else {
            // floorCeilingYear, written out
            const share = strategyRate * balanceReal0
            const lo = strategyRealA * down
            const hi = strategyRealA * up
            if ((+!(share < hi) & +!(share > hi)) === 1) strategyRealA = share < lo ? lo : Math.min(share, hi)
            else {
              CLAMP_A[0] = share
              CLAMP_A[1] = lo
              CLAMP_A[2] = hi
              CLAMP_A[3] = lo
              strategyRealA = CLAMP_A[+(share < lo) | (+(share > hi) << 1)] as number
            }
          }
          target = strategyRealA / invDeflatorA
        }
        let spent: number
        const needGross = net * invKeep
        if (needGross > balanceA) {
          funded = fromIncome + balanceA * keep
          taxPaidA = balanceA * tax
          spent = funded
          balanceA = 0
          short = true
        } else {
          const take = Math.min(Math.max(target, needGross), balanceA)
          balanceA -= take
          taxPaidA = take * tax
          spent = fromIncome + take * keep
        }
        balanceA += leftover
        const spentReal = spent * invDeflatorA
        spentSumRealA += spentReal
        LOWESTA[1] = spentReal
        spentLowestRealA = LOWESTA[+(spentReal < spentLowestRealA)] as number
        LOWESTA[0] = spentLowestRealA
        if (short && depletionA === 0) depletionA = t
        fundedRealA += funded * invDeflatorA
        requiredRealA += required * invDeflatorA
      }
      // path B: the year up to its withdrawal (steps 0-2)
      const rowB = rows[rowOffsetB + t - 1] as number
      const atB = rowB * ROW_STRIDE + glideOffset
      let incomeB = 0
      for (let j = incomeFrom[t] as number, end = incomeFrom[t + 1] as number; j < end; j++)
        incomeB += (incomeUsd0[j] as number) * (indexB[incomeIndexAt[j] as number] as number)
      let taxPaidB = 0
      if (t < retirementYear) {
        const bought = contributionUsd0 * contributionIndexB + incomeB
        balanceB += bought
      } else {
        const required = requiredUsd0 * requiredIndexB
        const fromIncome = Math.min(incomeB, required)
        const leftover = incomeB - fromIncome
        const net = required - fromIncome
        let funded = required
        let short = false
        let target = 0
        if (code === STRATEGY_PERCENT) target = strategyRate * balanceB
        else if (code === STRATEGY_VPW) target = (vpwRates[t - 1] as number) * balanceB
        else {
          const balanceReal0 = balanceB * invDeflatorB
          if (t === retirementYear) strategyRealB = strategyRate * balanceReal0
          else if (code === STRATEGY_GUYTON_KLINGER) {
            // guytonKlingerYear, written out
            const previous = strategyRealB
            FROZEN_B[0] = previous
            FROZEN_B[1] = previous * lastInverseInflationB
            let w = FROZEN_B[+(lastGrossB < 1) & +(previous > strategyRate * balanceReal0)] as number
            if (t <= preservationUntil && w > upperRate * balanceReal0) w *= cut
            else if (w < lowerRate * balanceReal0) w *= raise
            strategyRealB = w
          } else {
            // floorCeilingYear, written out
            const share = strategyRate * balanceReal0
            const lo = strategyRealB * down
            const hi = strategyRealB * up
            if ((+!(share < hi) & +!(share > hi)) === 1) strategyRealB = share < lo ? lo : Math.min(share, hi)
            else {
              CLAMP_B[0] = share
              CLAMP_B[1] = lo
              CLAMP_B[2] = hi
              CLAMP_B[3] = lo
              strategyRealB = CLAMP_B[+(share < lo) | (+(share > hi) << 1)] as number
            }
          }
          target = strategyRealB / invDeflatorB
        }
        let spent: number
        const needGross = net * invKeep
        if (needGross > balanceB) {
          funded = fromIncome + balanceB * keep
          taxPaidB = balanceB * tax
          spent = funded
          balanceB = 0
          short = true
        } else {
          const take = Math.min(Math.max(target, needGross), balanceB)
          balanceB -= take
          taxPaidB = take * tax
          spent = fromIncome + take * keep
        }
        balanceB += leftover
        const spentReal = spent * invDeflatorB
        spentSumRealB += spentReal
        LOWESTB[1] = spentReal
        spentLowestRealB = LOWESTB[+(spentReal < spentLowestRealB)] as number
        LOWESTB[0] = spentLowestRealB
        if (short && depletionB === 0) depletionB = t
        fundedRealB += funded * invDeflatorB
        requiredRealB += required * invDeflatorB
      }
      // path A: a year of returns and the indices (steps 3-4)
      taxRealA += taxPaidA * invDeflatorA
      const startA = balanceA
      lastGrossA = tab[atA + GROSS] as number
      lastInverseInflationA = tab[atA + INVERSE_DEFLATOR] as number
      balanceA *= lastGrossA
      invDeflatorA *= lastInverseInflationA
      fxRealA += startA * (tab[atA + FX_SHARE] as number) * invDeflatorA
      const catA = rowA * currencyStride
      requiredIndexA *= cur[catA + requiredGrowthAt] as number
      if (t < retirementYear) contributionIndexA *= cur[catA + contributionGrowthAt] as number
      if (advanceCount === 1) {
        advancedA = advancedA * (cur[catA + advancedGrowthAt] as number)
        indexA[advancedSlot] = advancedA
      } else
        for (let e = 0; e < advanceCount; e++) {
          const slot = advanceSlot[e] as number
          indexA[slot] = (indexA[slot] as number) * (cur[catA + (advanceGrowthAt[e] as number)] as number)
        }
      if (ownCount === 1) {
        ownIndexA = ownIndexA * (rise[rowA] as number) * (cur[catA + ownFx] as number)
        indexA[ownAt] = ownIndexA
      } else if (ownCount > 1) {
        const riseAt = rowA * ownCount
        for (let k = 0; k < ownCount; k++)
          indexA[ownAt + k] =
            (indexA[ownAt + k] as number) *
            (rise[riseAt + k] as number) *
            (cur[catA + (ownFxAt[k] as number)] as number)
      }
      // path B: a year of returns and the indices (steps 3-4)
      taxRealB += taxPaidB * invDeflatorB
      const startB = balanceB
      lastGrossB = tab[atB + GROSS] as number
      lastInverseInflationB = tab[atB + INVERSE_DEFLATOR] as number
      balanceB *= lastGrossB
      invDeflatorB *= lastInverseInflationB
      fxRealB += startB * (tab[atB + FX_SHARE] as number) * invDeflatorB
      const catB = rowB * currencyStride
      requiredIndexB *= cur[catB + requiredGrowthAt] as number
      if (t < retirementYear) contributionIndexB *= cur[catB + contributionGrowthAt] as number
      if (advanceCount === 1) {
        advancedB = advancedB * (cur[catB + advancedGrowthAt] as number)
        indexB[advancedSlot] = advancedB
      } else
        for (let e = 0; e < advanceCount; e++) {
          const slot = advanceSlot[e] as number
          indexB[slot] = (indexB[slot] as number) * (cur[catB + (advanceGrowthAt[e] as number)] as number)
        }
      if (ownCount === 1) {
        ownIndexB = ownIndexB * (rise[rowB] as number) * (cur[catB + ownFx] as number)
        indexB[ownAt] = ownIndexB
      } else if (ownCount > 1) {
        const riseAt = rowB * ownCount
        for (let k = 0; k < ownCount; k++)
          indexB[ownAt + k] =
            (indexB[ownAt + k] as number) *
            (rise[riseAt + k] as number) *
            (cur[catB + (ownFxAt[k] as number)] as number)
      }
      // path A: the year's statistics
      const realA = balanceA * invDeflatorA
      yearRealA[t] = realA
      sumAll[t - 1] = (sumAll[t - 1] as number) + (tab[atA + REAL_RETURN] as number)
      peakA = 0.5 * (peakA + realA + Math.abs(peakA - realA))
      const ddA = peakA > 0 ? 1 - realA / peakA : 0
      maxDdA = 0.5 * (maxDdA + ddA + Math.abs(maxDdA - ddA))
      // path B: the year's statistics
      const realB = balanceB * invDeflatorB
      yearRealB[t] = realB
      sumAll[t - 1] = (sumAll[t - 1] as number) + (tab[atB + REAL_RETURN] as number)
      peakB = 0.5 * (peakB + realB + Math.abs(peakB - realB))
      const ddB = peakB > 0 ? 1 - realB / peakB : 0
      maxDdB = 0.5 * (maxDdB + ddB + Math.abs(maxDdB - ddB))
    }
  }

  if (depletionA > 0) {
    const sums = out.realReturnSumDepleted
    for (let u = 1; u <= H; u++) {
      const tab = u <= shockYears ? shockedPacked : basePacked
      sums[u - 1] =
        (sums[u - 1] as number) +
        (tab[(rows[rowOffsetA + u - 1] as number) * ROW_STRIDE + (glideAt[u] as number) + REAL_RETURN] as number)
    }
  }
  copyYears(yearRealA, out.balanceReal, H, P, pA)
  out.depletionYear[pA] = depletionA
  out.fundedRatio[pA] = requiredRealA > 0 ? Math.min(1, fundedRealA / requiredRealA) : 1
  out.endReal[pA] = yearRealA[H] as number
  out.maxDrawdown[pA] = maxDdA
  out.taxReal[pA] = taxRealA
  out.fxReal[pA] = fxRealA
  {
    const retiredYears = H - retirementYear + 1
    out.spendMeanReal[pA] = retiredYears > 0 ? spentSumRealA / retiredYears : 0
    out.spendLowestReal[pA] = retiredYears > 0 ? spentLowestRealA : 0
  }
  if (saves) {
    let fiYear = -1
    for (let u = 0; u <= H && fiYear < 0; u++) if ((yearRealA[u] as number) >= fiReal) fiYear = u
    out.fiYear[pA] = fiYear
  }

  if (depletionB > 0) {
    const sums = out.realReturnSumDepleted
    for (let u = 1; u <= H; u++) {
      const tab = u <= shockYears ? shockedPacked : basePacked
      sums[u - 1] =
        (sums[u - 1] as number) +
        (tab[(rows[rowOffsetB + u - 1] as number) * ROW_STRIDE + (glideAt[u] as number) + REAL_RETURN] as number)
    }
  }
  copyYears(yearRealB, out.balanceReal, H, P, pB)
  out.depletionYear[pB] = depletionB
  out.fundedRatio[pB] = requiredRealB > 0 ? Math.min(1, fundedRealB / requiredRealB) : 1
  out.endReal[pB] = yearRealB[H] as number
  out.maxDrawdown[pB] = maxDdB
  out.taxReal[pB] = taxRealB
  out.fxReal[pB] = fxRealB
  {
    const retiredYears = H - retirementYear + 1
    out.spendMeanReal[pB] = retiredYears > 0 ? spentSumRealB / retiredYears : 0
    out.spendLowestReal[pB] = retiredYears > 0 ? spentLowestRealB : 0
  }
  if (saves) {
    let fiYear = -1
    for (let u = 0; u <= H && fiYear < 0; u++) if ((yearRealB[u] as number) >= fiReal) fiYear = u
    out.fiYear[pB] = fiYear
  }
  return (depletionA === 0 ? 1 : 0) + (depletionB === 0 ? 2 : 0)
}
