/**
 * The path projection of plans with planner features: a spending strategy above the required floor, a
 * glide path, saving years before retirement, income streams with partial indexation. The same year
 * as Projection.ts (whose plain loop stays lean), with:
 *  - saving years (t < retirementYear): the contribution (indexed by its currency's linked index, or
 *    fixed in nominal units of its currency) and all income are invested; no spending, no tax, and the
 *    year does not count toward the funded ratio;
 *  - a spending strategy other than constant real replacing steps 1-2: its real amount S_t
 *    (SpendingStrategy.ts, from the real balance before withdrawal) is converted to nominal; the
 *    withdrawal is max(S_t, the gross need of required spending after income), capped by the balance
 *    (a balance below the need depletes the path); income above required spending is invested;
 *  - a glide path: the year's tables are those of its weights (CompiledGlide);
 *  - a stream with its own index: capped at 1 + cap a year over its currency's inflation, or rising
 *    by 1 + rate, times the currency's FX growth, from year 1;
 *  - the FI year: the first t in 0..H whose end real balance reaches the FI number;
 *  - a gain-tax schedule (GainTax.ts): the year's segment, thresholds scaled by spot x its currency's
 *    linked index, the gain share 1 - basis / balance; required (and discretionary) spending is
 *    grossed up so the net covers it, a strategy's withdrawal is gross; the basis loses each
 *    withdrawal's share and gains each purchase (contributions, invested income).
 * No allocation inside the loop.
 */
import {
  type CompiledModel,
  FX_SHARE,
  GROSS,
  INCOME_CAPPED,
  INCOME_LINKED,
  INCOME_NOMINAL,
  INVERSE_DEFLATOR,
  REAL_RETURN,
  ROW_STRIDE
} from "./Portfolio.js"
import type { PathOutputs, ProjectionScratch } from "./Projection.js"
import { gainTax, grossForNet } from "./GainTax.js"
import {
  floorCeilingStep,
  guytonKlingerStep,
  STRATEGY_CONSTANT_REAL,
  STRATEGY_GUYTON_KLINGER,
  STRATEGY_PERCENT,
  STRATEGY_VPW
} from "./SpendingStrategy.js"

/**
 * Projects path `p` through the observation rows `rows[rowOffset .. rowOffset + H - 1]` and writes its
 * outputs. `stopAtDepletion` (for solving) returns as soon as the path depletes, leaving outputs partial.
 * Returns true when the path funds all required spending through the horizon.
 */
export const projectPlannerPath = (
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
  const { linkedIndex, fxIndex, ownIndex } = scratch
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
  const glide = model.glide
  const basePacked = glide === undefined ? model.base.packed : glide.packed
  const shockedPacked = glide === undefined ? model.shocked.packed : glide.shockedPacked
  const yearStride = glide === undefined ? 0 : glide.yearStride
  const lastGlideYear = glide === undefined ? 1 : glide.years
  // (min(t, lastGlideYear) - 1) * yearStride, advanced at the end of each year
  let glideOffset = 0
  let lastGlideOffset = 0
  const strategy = model.strategy
  const code = strategy.code
  const strategyRate = strategy.rate
  const vpwRates = strategy.vpwRateByYear
  const preservationUntil = H - strategy.preservationEndsYearsBeforeHorizon
  const saving = model.saving
  const retirementYear = saving.retirementYear
  const saves = retirementYear > 1
  const contributionUsd0 = saving.contributionUsd0
  const contributionGrowthAt = 2 * saving.contributionCurrencyIndex + (saving.contributionLinked ? 0 : 1)
  const fiReal = saving.fiRealUsd
  const hasOwnIndex = inc.hasOwnIndex
  const ownStreams = inc.ownStreams
  const ownCount = ownStreams.length
  const baseInflation = model.base.inflationGrowth
  const shockedInflation = model.shocked.inflationGrowth
  if (hasOwnIndex) ownIndex.fill(1)
  let contributionIndex = 1
  // the gain tax: its compiled bands, the segments' indices, the portfolio's cost basis (nominal USD)
  const gt = model.gainTax
  const taxIndex = scratch.taxIndex
  taxIndex.fill(1)
  let basis = model.initialBasisUsd
  let fiYear = saves && balance >= fiReal ? 0 : -1
  // the strategy's state: its last real amount (Guyton-Klinger, floor-and-ceiling)
  let strategyReal = 0
  let spentSumReal = 0
  let spentLowestReal = Number.POSITIVE_INFINITY
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
    const at = row * ROW_STRIDE + glideOffset
    let income = 0
    for (let i = 0; i < incomeCount; i++) {
      if (t >= (inc.startYear[i] as number) && t <= (inc.endYear[i] as number)) {
        const c = inc.currencyIndex[i] as number
        const ix = inc.indexation[i] as number
        income +=
          (inc.usd0[i] as number) *
          ((ix === INCOME_LINKED ? linkedIndex[c] : ix === INCOME_NOMINAL ? fxIndex[c] : ownIndex[i]) as number)
      }
    }
    // a strategy's gross withdrawal target (nominal USD): percent of portfolio and VPW are shares of the
    // balance; Guyton-Klinger and floor-and-ceiling carry a real series (the first retirement year
    // takes the rate)
    let target = 0
    if (code !== STRATEGY_CONSTANT_REAL && t >= retirementYear) {
      if (code === STRATEGY_PERCENT) target = strategyRate * balance
      else if (code === STRATEGY_VPW) target = (vpwRates[t - 1] as number) * balance
      else {
        const balanceReal0 = balance * invDeflator
        if (t === retirementYear) strategyReal = strategyRate * balanceReal0
        else if (code === STRATEGY_GUYTON_KLINGER) {
          // last year's row: its nominal total return and inflation
          const last = (rows[rowOffset + t - 2] as number) * ROW_STRIDE + lastGlideOffset
          const lastTab = t - 1 <= shockYears ? shockedPacked : basePacked
          strategyReal = guytonKlingerStep(
            scratch.guytonKlinger,
            strategyReal,
            balanceReal0,
            (lastTab[last + GROSS] as number) < 1,
            lastTab[last + INVERSE_DEFLATOR] as number,
            t <= preservationUntil
          )
        } else strategyReal = floorCeilingStep(scratch.floorCeiling, strategyReal, balanceReal0)
        target = strategyReal / invDeflator
      }
    }
    let taxPaid = 0
    const balanceBefore = balance
    let bought = 0
    if (t < retirementYear) {
      // a saving year: the contribution and all income are invested
      bought = contributionUsd0 * contributionIndex + income
      balance += bought
    } else if (gt !== undefined) {
      // the destination's gain tax: gross-ups at the gain share of the balance (GainTax.ts)
      const segment = gt.yearSegment[t - 1] as number
      const bandAt = gt.bandAt[segment] as number
      const bandCount = gt.bandCount[segment] as number
      const scale = (gt.spotUsd[segment] as number) * (taxIndex[segment] as number)
      const share = balance > 0 ? Math.max(0, 1 - basis / balance) : 0
      const required = requiredUsd0 * requiredIndex
      const fromIncome = Math.min(income, required)
      let leftover = income - fromIncome
      const net = required - fromIncome
      const needGross = grossForNet(gt.from, gt.rate, gt.base, bandAt, bandCount, scale, share, net)
      let funded = required
      let take: number
      if (needGross > balance) {
        take = balance
        if (depletion === 0) {
          depletion = t
          if (stopAtDepletion) {
            out.depletionYear[p] = t
            return false
          }
        }
      } else if (code === STRATEGY_CONSTANT_REAL) {
        const discretionary = discretionaryUsd0 * discretionaryIndex
        const discFromIncome = Math.min(leftover, discretionary)
        leftover -= discFromIncome
        const wanted = net + discretionary - discFromIncome
        take = Math.min(balance, grossForNet(gt.from, gt.rate, gt.base, bandAt, bandCount, scale, share, wanted))
      } else take = Math.min(Math.max(target, needGross), balance)
      taxPaid = gainTax(gt.from, gt.rate, gt.base, bandAt, bandCount, scale, share * take)
      // what the year spends: income used and the withdrawal net of its tax (all of it on depletion)
      const spent = fromIncome + take - taxPaid
      if (needGross > balance) funded = spent
      balance -= take
      bought = leftover
      balance += leftover
      fundedReal += funded * invDeflator
      requiredReal += required * invDeflator
      if (code !== STRATEGY_CONSTANT_REAL) {
        const spentReal = spent * invDeflator
        spentSumReal += spentReal
        spentLowestReal = Math.min(spentLowestReal, spentReal)
      }
    } else if (code === STRATEGY_CONSTANT_REAL) {
      // 1. required spending, income first
      const required = requiredUsd0 * requiredIndex
      const fromIncome = Math.min(income, required)
      let leftover = income - fromIncome
      const net = required - fromIncome
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
        bought = leftover
      }
      fundedReal += funded * invDeflator
      requiredReal += required * invDeflator
    } else {
      // a spending strategy above the required floor
      const required = requiredUsd0 * requiredIndex
      const fromIncome = Math.min(income, required)
      const leftover = income - fromIncome
      const needGross = (required - fromIncome) * invKeep
      let funded = required
      let spent: number
      if (needGross > balance) {
        funded = fromIncome + balance * keep
        taxPaid = balance * tax
        spent = funded
        balance = 0
        if (depletion === 0) {
          depletion = t
          if (stopAtDepletion) {
            out.depletionYear[p] = t
            return false
          }
        }
      } else {
        const want = Math.max(target, needGross)
        const take = Math.min(want, balance)
        balance -= take
        taxPaid = take * tax
        spent = fromIncome + take * keep
      }
      balance += leftover
      bought = leftover
      fundedReal += funded * invDeflator
      requiredReal += required * invDeflator
      const spentReal = spent * invDeflator
      spentSumReal += spentReal
      spentLowestReal = Math.min(spentLowestReal, spentReal)
    }
    taxReal += taxPaid * invDeflator
    if (gt !== undefined) {
      // withdrawals take their share of the basis; buys add theirs
      const withdrawn = balanceBefore + bought - balance
      basis = (balanceBefore > 0 ? basis * (1 - withdrawn / balanceBefore) : 0) + bought
    }
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
    if (hasOwnIndex) {
      const inflation = shocked ? shockedInflation : baseInflation
      const inflationAt = row * currencyCount
      for (let k = 0; k < ownCount; k++) {
        const i = ownStreams[k] as number
        const c = inc.currencyIndex[i] as number
        const f = inc.indexationFactor[i] as number
        const g = inflation[inflationAt + c] as number
        const rise = inc.indexation[i] === INCOME_CAPPED ? Math.min(g, f) : f
        ownIndex[i] = (ownIndex[i] as number) * rise * (cur[cat + 2 * c + 1] as number)
      }
    }
    if (saves) contributionIndex *= cur[cat + contributionGrowthAt] as number
    if (gt !== undefined)
      for (let k = 0; k < taxIndex.length; k++)
        taxIndex[k] = (taxIndex[k] as number) * (cur[cat + 2 * (gt.currencyIndex[k] as number)] as number)
    lastGlideOffset = glideOffset
    if (t < lastGlideYear) glideOffset += yearStride
    const real = balance * invDeflator
    if (fiYear < 0 && saves && real >= fiReal) fiYear = t
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
        (sums[t - 1] as number) +
        (tab[
          (rows[rowOffset + t - 1] as number) * ROW_STRIDE + (Math.min(t, lastGlideYear) - 1) * yearStride + REAL_RETURN
        ] as number)
    }
  }
  out.depletionYear[p] = depletion
  out.fundedRatio[p] = requiredReal > 0 ? Math.min(1, fundedReal / requiredReal) : 1
  out.endReal[p] = balanceReal[H * P + p] as number
  out.maxDrawdown[p] = maxDd
  out.taxReal[p] = taxReal
  out.fxReal[p] = fxReal
  if (code !== STRATEGY_CONSTANT_REAL) {
    const retiredYears = H - retirementYear + 1
    out.spendMeanReal[p] = retiredYears > 0 ? spentSumReal / retiredYears : 0
    out.spendLowestReal[p] = retiredYears > 0 ? spentLowestReal : 0
  }
  if (saves) out.fiYear[p] = fiYear
  return depletion === 0
}
