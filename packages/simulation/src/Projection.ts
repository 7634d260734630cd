/**
 * Projects one path year by year (start-of-year withdrawals, then a year of returns) and writes its
 * per-path statistics into preallocated typed arrays. One loop for every plan: the planner features
 * (docs/strategies.md) are per-plan switches read once per path, and a plan without them takes exactly
 * the arithmetic of the plain year below. No allocation and no closure inside the loop. A run to the end
 * of a plan with a flat tax (or none) takes its paths in batches through PathBatch.ts, whose year is
 * this loop's plain and strategy years written out year by year across a batch of paths: a change to
 * those years changes both (test/PathBatch.test.ts compares them bit for bit). This loop runs the
 * gain-tax plans and the solves.
 *
 * Year t (1-based), with indices as of the start of the year:
 *  0. a saving year (t < retirementYear): the contribution (indexed by its currency's linked index, or
 *     fixed in nominal units of its currency) and all income are invested; no spending, no tax, and the
 *     year does not count toward the funded ratio. Steps 1-2 are skipped.
 *  1. required spending in USD = requiredUsd0 * linked index of its currency; income covers it first;
 *     the rest is withdrawn gross of tax (net / (1 - taxRate)). If the balance cannot cover it, the
 *     balance is emptied and the path is depleted in year t (its first such year).
 *  2. discretionary spending from leftover income, then from the balance while it lasts; leftover income
 *     is invested. A spending strategy other than constant real replaces this step: its real amount S_t
 *     (SpendingStrategy.ts, from the real balance before withdrawal) is converted to nominal; the
 *     withdrawal is max(S_t, the gross need of required spending after income), capped by the balance.
 *     A gain-tax schedule (GainTax.ts) replaces the flat rate: the year's segment, thresholds scaled by
 *     spot x its currency's linked index; spending is grossed up so the net covers it. Average cost
 *     (a profile without `costBasis`): the gain share 1 - basis / balance, the basis loses each
 *     withdrawal's share and gains each purchase. Per position (PositionBasis.ts): the positions, grown
 *     by their own returns since last year, take the withdrawal, the purchases (leftover income, a
 *     saving year's contribution) and the rebalancing to the year's weights as one set of netted
 *     trades; G = sum over sold positions of sold_i (1 - b_i / v_i), losses offsetting gains within
 *     the year, tax T(max(0, G)); W solves W - T(G(W)) = net by a safeguarded Newton iteration. A
 *     saving year pays the tax of its rebalancing gains out of the portfolio.
 *  3. the balance grows by the year's gross multiplier (a glide path's tables are those of the year's
 *     weights, CompiledGlide); FX gain = balance * fxShare.
 *  4. indices advance by the year's inflation and FX; the reporting deflator advances by its inflation
 *     (kept as its reciprocal, times 1 / (1 + inflation) per row: real = nominal * that reciprocal). A
 *     stream with its own index rises by min(1 + inflation, 1 + cap), or 1 + rate, times its currency's
 *     FX growth.
 * Drawdown from the running peak is 1 - real / peak (peak and maximum taken branch-free, see below);
 * gross withdrawals are net * (1 / (1 - taxRate)). With a saving phase, the FI year is the first t in
 * 0..H whose end real balance reaches the FI number.
 */
import { gainTax, grossForNet } from "./GainTax.js"
import {
  type CompiledModel,
  FX_SHARE,
  GROSS,
  INCOME_CAPPED,
  INCOME_LINKED,
  INCOME_NOMINAL,
  INVERSE_DEFLATOR,
  MAX_YEARS,
  REAL_RETURN,
  ROW_STRIDE
} from "./Portfolio.js"
import {
  allocateBook,
  grossForNetByPosition,
  openBook,
  openYear,
  type PositionBook,
  settleTrades,
  taxOfWithdrawal
} from "./PositionBasis.js"
import {
  floorCeilingYear,
  guytonKlingerYear,
  STRATEGY_CONSTANT_REAL,
  STRATEGY_GUYTON_KLINGER,
  STRATEGY_PERCENT,
  STRATEGY_VPW
} from "./SpendingStrategy.js"

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

/**
 * Outputs of an earlier run made ready for another of the same path count and horizon: the same state
 * as `allocateOutputs` gives, without allocating. Everything is zeroed but the balances, which every
 * path writes in full (years 0..H) unless the run stops at depletion (solving, not this).
 */
export const clearOutputs = (out: PathOutputs): PathOutputs => {
  out.realReturnSumAll.fill(0)
  out.realReturnSumDepleted.fill(0)
  out.depletionYear.fill(0)
  out.fundedRatio.fill(0)
  out.endReal.fill(0)
  out.maxDrawdown.fill(0)
  out.taxReal.fill(0)
  out.fxReal.fill(0)
  out.spendMeanReal.fill(0)
  out.spendLowestReal.fill(0)
  out.fiYear.fill(0)
  return out
}

/**
 * Scratch state reused across paths, and the per-run constants of the loop that are not in the model
 * (formed once per run, outside the path loop).
 */
export interface ProjectionScratch {
  /**
   * Every index the loop advances besides the spending currencies', as USD per unit of today: [c]
   * currency c's inflation-linked index, [C + c] its FX index (C = tracked currencies), [2C + k]
   * own-indexed stream k's, then each gain-tax segment's linked index (the contribution's index lives
   * in a register of the year loop: only the saving step reads it).
   */
  readonly index: Float64Array
  /** Per income stream: its slot in `index`. */
  readonly incomeSlot: Int32Array
  /**
   * The streams paying in each year, in stream order (the order their amounts are summed): year t's
   * entries are [incomeFrom[t], incomeFrom[t + 1]), each with its amount in USD of year 0 and its slot.
   */
  readonly incomeFrom: Int32Array
  readonly incomeUsd0: Float64Array
  readonly incomeIndexAt: Int32Array
  /**
   * The indices that advance by a currency growth alone, each year: slot e in `index` of entry e, and
   * the offset of its growth in a currency row (2c linked, 2c + 1 FX).
   */
  readonly advanceSlot: Int32Array
  readonly advanceGrowthAt: Int32Array
  /**
   * Per own-indexed stream k, row r at [r * K + k]: its rise over the year before FX, min(1 + inflation
   * of its currency, 1 + cap) when capped, 1 + rate for a fixed rise; unshocked, then shocked.
   */
  readonly ownRise: Float64Array
  readonly ownRiseShocked: Float64Array
  /** Per own-indexed stream k: the offset of its currency's FX growth in a currency row (2c + 1). */
  readonly ownFxAt: Int32Array
  /** The slot in `index` of the first gain-tax segment's index. */
  readonly taxAt: number
  /** The offset of the contribution's growth in a currency row (2c linked, 2c + 1 FX): it advances in saving years only. */
  readonly contributionGrowthAt: number
  /** Per path year t at [t] (1..MAX_YEARS; [0] = 0): the offset of year t's tables in a glide path's, (min(t, years) - 1) * yearStride. */
  readonly glideAt: Int32Array
  /** Guyton-Klinger: initialRate (1 + guardrail), initialRate (1 - guardrail), 1 - adjustment, 1 + adjustment. */
  readonly upperRate: number
  readonly lowerRate: number
  readonly cut: number
  readonly raise: number
  /** Floor-and-ceiling: 1 + floor, 1 + ceiling. */
  readonly down: number
  readonly up: number
  /** The positions of a plan that keeps its cost basis per position (empty otherwise). */
  readonly book: PositionBook
}

/** Own-index rises of the streams `own` over each row of an inflation table ([r * C + c]). */
const ownRises = (model: CompiledModel, own: Int32Array, inflationGrowth: Float64Array): Float64Array => {
  const inc = model.incomeTable
  const K = own.length
  const C = model.currencyCount
  const out = new Float64Array(model.rowCount * K)
  for (let r = 0; r < model.rowCount; r++)
    for (let k = 0; k < K; k++) {
      const i = own[k] as number
      const f = inc.indexationFactor[i] as number
      out[r * K + k] =
        inc.indexation[i] === INCOME_CAPPED
          ? Math.min(inflationGrowth[r * C + (inc.currencyIndex[i] as number)] as number, f)
          : f
    }
  return out
}

/** Allocates scratch for `model`. */
export const allocateScratch = (model: CompiledModel, _horizonYears: number): ProjectionScratch => {
  const s = model.strategy
  const inc = model.incomeTable
  const C = model.currencyCount
  const own = inc.ownStreams
  const incomeSlot = new Int32Array(inc.count)
  for (let i = 0; i < inc.count; i++) {
    const ix = inc.indexation[i] as number
    const c = inc.currencyIndex[i] as number
    incomeSlot[i] = ix === INCOME_LINKED ? c : ix === INCOME_NOMINAL ? C + c : 2 * C + own.indexOf(i)
  }
  const incomeFrom = new Int32Array(MAX_YEARS + 2)
  const incomeUsd0: Array<number> = []
  const incomeIndexAt: Array<number> = []
  for (let t = 1; t <= MAX_YEARS; t++) {
    incomeFrom[t] = incomeUsd0.length
    for (let i = 0; i < inc.count; i++)
      if (t >= (inc.startYear[i] as number) && t <= (inc.endYear[i] as number)) {
        incomeUsd0.push(inc.usd0[i] as number)
        incomeIndexAt.push(incomeSlot[i] as number)
      }
  }
  incomeFrom[MAX_YEARS + 1] = incomeUsd0.length
  const ownRise = ownRises(model, own, model.base.inflationGrowth)
  const gt = model.gainTax
  const segments = gt?.bandAt.length ?? 0
  const taxAt = 2 * C + own.length
  const advanceSlot: Array<number> = []
  const advanceGrowthAt: Array<number> = []
  const advance = (slot: number, growthAt: number): void => {
    advanceSlot.push(slot)
    advanceGrowthAt.push(growthAt)
  }
  // the linked and FX indices some stream reads (a stream with its own index reads neither)
  for (const c of model.incomeCurrencies) {
    if (incomeSlot.includes(c)) advance(c, 2 * c)
    if (incomeSlot.includes(C + c)) advance(C + c, 2 * c + 1)
  }
  for (let k = 0; k < segments; k++) advance(taxAt + k, 2 * ((gt?.currencyIndex[k] ?? 0) as number))
  const saving = model.saving
  return {
    index: new Float64Array(taxAt + segments),
    incomeSlot,
    incomeFrom,
    incomeUsd0: Float64Array.from(incomeUsd0),
    incomeIndexAt: Int32Array.from(incomeIndexAt),
    advanceSlot: Int32Array.from(advanceSlot),
    advanceGrowthAt: Int32Array.from(advanceGrowthAt),
    ownRise,
    ownRiseShocked: model.shocked === model.base ? ownRise : ownRises(model, own, model.shocked.inflationGrowth),
    ownFxAt: Int32Array.from(own, (i) => 2 * (inc.currencyIndex[i] as number) + 1),
    taxAt,
    contributionGrowthAt: 2 * saving.contributionCurrencyIndex + (saving.contributionLinked ? 0 : 1),
    glideAt: Int32Array.from({ length: MAX_YEARS + 1 }, (_, t) =>
      model.glide === undefined || t === 0 ? 0 : (Math.min(t, model.glide.years) - 1) * model.glide.yearStride
    ),
    upperRate: s.rate * (1 + s.guardrail),
    lowerRate: s.rate * (1 - s.guardrail),
    cut: 1 - s.adjustment,
    raise: 1 + s.adjustment,
    down: 1 + s.floor,
    up: 1 + s.ceiling,
    book: allocateBook(model.positions?.count ?? 0)
  }
}

/**
 * The cost basis after a year's trades: the balance went from `before` to `after` with `bought` bought;
 * what was withdrawn (before + bought - after) takes its share of the basis, buys add theirs.
 */
const basisAfter = (basis: number, before: number, bought: number, after: number): number =>
  (before > 0 ? basis * (1 - (before + bought - after) / before) : 0) + bought

// The lowest real spending so far ([0], always equal to spentLowestReal) and the year's ([1]): the
// lowest is picked from them without a branch. Module-level scratch: an isolate runs one path at a time.
const LOWEST = new Float64Array(2)

const NO_BANDS = new Float64Array(0)
const NO_SEGMENTS = new Int32Array(0)

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
  const P = out.pathCount
  const balanceReal = out.balanceReal
  const sumAll = out.realReturnSumAll
  // the plan's constants
  const tax = model.taxRate
  const keep = 1 - tax
  const invKeep = 1 / keep
  const shockYears = model.shockYears
  const requiredUsd0 = model.requiredUsd0
  const discretionaryUsd0 = model.discretionaryUsd0
  const requiredGrowthAt = 2 * model.requiredCurrencyIndex
  const discretionaryGrowthAt = 2 * model.discretionaryCurrencyIndex
  const C = model.currencyCount
  const currencyStride = 2 * C
  const baseCurrency = model.base.currencyPacked
  const shockedCurrency = model.shocked.currencyPacked
  // a glide path reads the tables of year t at glideAt[t] (= (min(t, years) - 1) * yearStride)
  const glide = model.glide
  const lastGlideYear = glide === undefined ? 1 : glide.years
  const basePacked = glide === undefined ? model.base.packed : glide.packed
  const shockedPacked = glide === undefined ? model.shocked.packed : glide.shockedPacked
  // income streams (those paying in each year) and the indices they read
  const {
    index,
    incomeFrom,
    incomeUsd0,
    incomeIndexAt,
    advanceSlot,
    advanceGrowthAt,
    ownFxAt,
    taxAt,
    contributionGrowthAt,
    glideAt
  } = scratch
  const advanceCount = advanceSlot.length
  const ownCount = ownFxAt.length
  const ownAt = 2 * C
  // the spending strategy
  const strategy = model.strategy
  const code = strategy.code
  const constantReal = code === STRATEGY_CONSTANT_REAL
  const strategyRate = strategy.rate
  const vpwRates = strategy.vpwRateByYear
  const preservationUntil = H - strategy.preservationEndsYearsBeforeHorizon
  const { upperRate, lowerRate, cut, raise, down, up } = scratch
  // the saving phase
  const saving = model.saving
  const retirementYear = saving.retirementYear
  const saves = retirementYear > 1
  const contributionUsd0 = saving.contributionUsd0
  const fiReal = saving.fiRealUsd
  // the gain tax: its compiled bands, the segments' indices, the portfolio's cost basis (nominal USD)
  const gt = model.gainTax
  const hasGainTax = gt !== undefined
  const gtFrom = gt === undefined ? NO_BANDS : gt.from
  const gtRate = gt === undefined ? NO_BANDS : gt.rate
  const gtBase = gt === undefined ? NO_BANDS : gt.base
  const gtBandAt = gt === undefined ? NO_SEGMENTS : gt.bandAt
  const gtBandCount = gt === undefined ? NO_SEGMENTS : gt.bandCount
  const gtSpot = gt === undefined ? NO_BANDS : gt.spotUsd
  const gtYearSegment = gt === undefined ? NO_SEGMENTS : gt.yearSegment
  // a gain tax that keeps the basis per position: the positions' book (PositionBasis.ts)
  const positions = model.positions
  const book = scratch.book
  const positionWeight = positions === undefined ? NO_BANDS : positions.weight
  const positionCount = positions === undefined ? 0 : positions.count
  if (positions !== undefined) openBook(book, positions)
  // a retirement year of a plain plan (constant real spending, flat tax) takes the plain step
  const plainYear = constantReal && !hasGainTax
  index.fill(1)
  // the path's state
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
  // inflation-linked indices of the spending currencies and of the contribution, kept in registers
  let requiredIndex = 1
  let discretionaryIndex = 1
  let basis = model.initialBasisUsd
  // the strategy's state: its last real amount (Guyton-Klinger, floor-and-ceiling)
  let strategyReal = 0
  // the single advanced index and the single own-indexed stream's index, when there is one of each
  let advanced = 1
  const advancedSlot = advanceCount === 1 ? (advanceSlot[0] as number) : 0
  const advancedGrowthAt = advanceCount === 1 ? (advanceGrowthAt[0] as number) : 0
  let ownIndex = 1
  // the contribution's index (saving years), in a register
  let contributionIndex = 1
  const ownFx = ownCount === 1 ? (ownFxAt[0] as number) : 0
  // the year before's gross multiplier and inverse inflation (Guyton-Klinger's withdrawal rule reads them)
  let lastGross = 1
  let lastInverseInflation = 1
  let spentSumReal = 0
  let spentLowestReal = Number.POSITIVE_INFINITY
  LOWEST[0] = spentLowestReal
  // Years run in spans whose tables do not change (split where the shock ends and at each glide year),
  // so the year's tables and shock are constants of the inner loop.
  let t = 1
  while (t <= H) {
    const shocked = t <= shockYears
    const spanEnd = Math.min(H, shocked ? shockYears : Number.MAX_SAFE_INTEGER, t < lastGlideYear ? t : H)
    const tab = shocked ? shockedPacked : basePacked
    const cur = shocked ? shockedCurrency : baseCurrency
    const rise = shocked ? scratch.ownRiseShocked : scratch.ownRise
    const glideOffset = glideAt[t] as number
    for (; t <= spanEnd; t++) {
      const row = rows[rowOffset + t - 1] as number
      const at = row * ROW_STRIDE + glideOffset
      let income = 0
      for (let j = incomeFrom[t] as number, end = incomeFrom[t + 1] as number; j < end; j++)
        income += (incomeUsd0[j] as number) * (index[incomeIndexAt[j] as number] as number)
      let taxPaid = 0
      if (t < retirementYear) {
        // 0. a saving year: the contribution and all income are invested
        const bought = contributionUsd0 * contributionIndex + income
        if (positions !== undefined) {
          // per-position basis: the purchases and the rebalancing are the year's trades; what they
          // realise is taxed, the tax withdrawn (net 0)
          const segment = gtYearSegment[t - 1] as number
          const bandAt = gtBandAt[segment] as number
          const bandCount = gtBandCount[segment] as number
          const scale = (gtSpot[segment] as number) * (index[taxAt + segment] as number)
          const wAt = (t - 1) * positionCount
          const total = openYear(book, positions, rows, rowOffset, t, shockYears, wAt) + bought
          const taxAll = gainTax(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, Math.max(book.gainAll, 0))
          const take = grossForNetByPosition(
            book,
            positionWeight,
            wAt,
            total,
            gtFrom,
            gtRate,
            gtBase,
            bandAt,
            bandCount,
            scale,
            0,
            0,
            taxAll
          )
          taxPaid = book.tax
          balance = total - take
          settleTrades(book, positionWeight, wAt, balance)
        } else {
          const balanceBefore = balance
          balance += bought
          if (hasGainTax) basis = basisAfter(basis, balanceBefore, bought, balance)
        }
      } else {
        // 1. required spending, income first
        const required = requiredUsd0 * requiredIndex
        const fromIncome = Math.min(income, required)
        let leftover = income - fromIncome
        const net = required - fromIncome
        let funded = required
        let short = false
        if (plainYear) {
          if (net > 0) {
            const grossNeed = net * invKeep
            if (balance >= grossNeed) {
              balance -= grossNeed
              taxPaid = grossNeed - net
            } else {
              funded = fromIncome + balance * keep
              taxPaid = balance * tax
              balance = 0
              short = true
            }
          }
          // 2. discretionary spending, then invest leftover income
          if (discretionaryUsd0 > 0 || leftover > 0) {
            const discretionary = discretionaryUsd0 * discretionaryIndex
            const discFromIncome = Math.min(leftover, discretionary)
            leftover -= discFromIncome
            const take = Math.min(balance, (discretionary - discFromIncome) * invKeep)
            balance -= take
            taxPaid += take * tax
            balance += leftover
          }
        } else {
          // 2. a strategy's gross withdrawal target (nominal USD): percent of portfolio and VPW are shares
          // of the balance; Guyton-Klinger and floor-and-ceiling carry a real series (the first retirement
          // year takes the rate)
          let target = 0
          if (code === STRATEGY_PERCENT) target = strategyRate * balance
          else if (code === STRATEGY_VPW) target = (vpwRates[t - 1] as number) * balance
          else if (!constantReal) {
            const balanceReal0 = balance * invDeflator
            if (t === retirementYear) strategyReal = strategyRate * balanceReal0
            else if (code === STRATEGY_GUYTON_KLINGER) {
              // last year's row: its nominal total return and inflation (as step 3 read them)
              strategyReal = guytonKlingerYear(
                strategyReal,
                balanceReal0,
                lastGross < 1,
                lastInverseInflation,
                t <= preservationUntil,
                strategyRate,
                upperRate,
                lowerRate,
                cut,
                raise
              )
            } else strategyReal = floorCeilingYear(strategyReal, balanceReal0, strategyRate, down, up)
            target = strategyReal / invDeflator
          }
          // what the year spends: income used and the withdrawal net of its tax (all of it on depletion)
          let spent: number
          const balanceBefore = balance
          if (positions !== undefined) {
            // the destination's gain tax, the basis per position: the withdrawal, the purchases and the
            // rebalancing are one set of trades; W grossed up so W - tax(G(W)) covers the net (PositionBasis.ts)
            const segment = gtYearSegment[t - 1] as number
            const bandAt = gtBandAt[segment] as number
            const bandCount = gtBandCount[segment] as number
            const scale = (gtSpot[segment] as number) * (index[taxAt + segment] as number)
            const wAt = (t - 1) * positionCount
            let wanted = net
            if (constantReal) {
              const discretionary = discretionaryUsd0 * discretionaryIndex
              const discFromIncome = Math.min(leftover, discretionary)
              leftover -= discFromIncome
              wanted = net + discretionary - discFromIncome
            }
            const held = openYear(book, positions, rows, rowOffset, t, shockYears, wAt)
            const total = held + leftover
            leftover = 0
            // what selling everything leaves after its tax
            const taxAll = gainTax(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, Math.max(book.gainAll, 0))
            const most = total - taxAll
            let take = total
            taxPaid = taxAll
            if (most < net) short = true
            else if (!constantReal || most >= wanted) {
              const goal = constantReal ? wanted : net
              // the first iterate: the gross-up at the pooled gain share (exact without drift or purchases)
              const share = held > 0 ? Math.max(0, 1 - book.basisTotal / held) : 0
              const guess = grossForNet(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, share, goal)
              take = grossForNetByPosition(
                book,
                positionWeight,
                wAt,
                total,
                gtFrom,
                gtRate,
                gtBase,
                bandAt,
                bandCount,
                scale,
                goal,
                guess,
                taxAll
              )
              taxPaid = book.tax
              // a strategy's gross withdrawal above the need
              if (!constantReal && target > take) {
                take = Math.min(target, total)
                taxPaid =
                  take === total
                    ? taxAll
                    : taxOfWithdrawal(
                        book,
                        positionWeight,
                        wAt,
                        total,
                        gtFrom,
                        gtRate,
                        gtBase,
                        bandAt,
                        bandCount,
                        scale,
                        take
                      )
              }
            }
            spent = fromIncome + take - taxPaid
            if (short) funded = spent
            balance = total - take
            settleTrades(book, positionWeight, wAt, balance)
          } else if (hasGainTax) {
            // the destination's gain tax: gross-ups at the gain share of the balance (GainTax.ts)
            const segment = gtYearSegment[t - 1] as number
            const bandAt = gtBandAt[segment] as number
            const bandCount = gtBandCount[segment] as number
            const scale = (gtSpot[segment] as number) * (index[taxAt + segment] as number)
            const share = balance > 0 ? Math.max(0, 1 - basis / balance) : 0
            const needGross = grossForNet(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, share, net)
            let take: number
            if (needGross > balance) {
              take = balance
              short = true
            } else if (constantReal) {
              const discretionary = discretionaryUsd0 * discretionaryIndex
              const discFromIncome = Math.min(leftover, discretionary)
              leftover -= discFromIncome
              const wanted = net + discretionary - discFromIncome
              take = Math.min(balance, grossForNet(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, share, wanted))
            } else take = Math.min(Math.max(target, needGross), balance)
            taxPaid = gainTax(gtFrom, gtRate, gtBase, bandAt, bandCount, scale, share * take)
            spent = fromIncome + take - taxPaid
            if (short) funded = spent
            balance -= take
          } else {
            // a spending strategy above the required floor, flat tax
            const needGross = net * invKeep
            if (needGross > balance) {
              funded = fromIncome + balance * keep
              taxPaid = balance * tax
              spent = funded
              balance = 0
              short = true
            } else {
              const take = Math.min(Math.max(target, needGross), balance)
              balance -= take
              taxPaid = take * tax
              spent = fromIncome + take * keep
            }
          }
          // leftover income is invested
          balance += leftover
          if (hasGainTax && positions === undefined) basis = basisAfter(basis, balanceBefore, leftover, balance)
          if (!constantReal) {
            const spentReal = spent * invDeflator
            spentSumReal += spentReal
            // the lowest year: Math.min's value (spentReal is a finite number >= +0, never NaN or -0). A
            // strategy's real spending repeats within an ulp from year to year, so whether a year is a new
            // lowest is a coin flip and a branch on it is mispredicted often: the year's value goes to
            // LOWEST[1], the comparison (0 or 1) picks the lowest from memory, and LOWEST[0] keeps it
            // (written after the read, so the read does not wait on it)
            LOWEST[1] = spentReal
            spentLowestReal = LOWEST[+(spentReal < spentLowestReal)] as number
            LOWEST[0] = spentLowestReal
          }
        }
        if (short && depletion === 0) {
          depletion = t
          if (stopAtDepletion) {
            out.depletionYear[p] = t
            return false
          }
        }
        fundedReal += funded * invDeflator
        requiredReal += required * invDeflator
      }
      taxReal += taxPaid * invDeflator
      // 3. a year of returns
      const start = balance
      lastGross = tab[at + GROSS] as number
      lastInverseInflation = tab[at + INVERSE_DEFLATOR] as number
      balance *= lastGross
      invDeflator *= lastInverseInflation
      fxReal += start * (tab[at + FX_SHARE] as number) * invDeflator
      // 4. indices
      const cat = row * currencyStride
      requiredIndex *= cur[cat + requiredGrowthAt] as number
      discretionaryIndex *= cur[cat + discretionaryGrowthAt] as number
      if (t < retirementYear) contributionIndex *= cur[cat + contributionGrowthAt] as number
      // one index of each kind (the common case) is carried in a register and stored for the income
      // step, so the next year's product does not wait on its own store
      if (advanceCount === 1) {
        advanced = advanced * (cur[cat + advancedGrowthAt] as number)
        index[advancedSlot] = advanced
      } else
        for (let e = 0; e < advanceCount; e++) {
          const slot = advanceSlot[e] as number
          index[slot] = (index[slot] as number) * (cur[cat + (advanceGrowthAt[e] as number)] as number)
        }
      if (ownCount === 1) {
        ownIndex = ownIndex * (rise[row] as number) * (cur[cat + ownFx] as number)
        index[ownAt] = ownIndex
      } else if (ownCount > 1) {
        const riseAt = row * ownCount
        for (let k = 0; k < ownCount; k++)
          index[ownAt + k] =
            (index[ownAt + k] as number) * (rise[riseAt + k] as number) * (cur[cat + (ownFxAt[k] as number)] as number)
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
  }
  if (depletion > 0) {
    // rare: re-read this path's real returns for the depleted paths' sums
    const sums = out.realReturnSumDepleted
    for (t = 1; t <= H; t++) {
      const tab = t <= shockYears ? shockedPacked : basePacked
      sums[t - 1] =
        (sums[t - 1] as number) +
        (tab[(rows[rowOffset + t - 1] as number) * ROW_STRIDE + (glideAt[t] as number) + REAL_RETURN] as number)
    }
  }
  out.depletionYear[p] = depletion
  out.fundedRatio[p] = requiredReal > 0 ? Math.min(1, fundedReal / requiredReal) : 1
  out.endReal[p] = balanceReal[H * P + p] as number
  out.maxDrawdown[p] = maxDd
  out.taxReal[p] = taxReal
  out.fxReal[p] = fxReal
  if (!constantReal) {
    const retiredYears = H - retirementYear + 1
    out.spendMeanReal[p] = retiredYears > 0 ? spentSumReal / retiredYears : 0
    out.spendLowestReal[p] = retiredYears > 0 ? spentLowestReal : 0
  }
  if (saves) {
    // the FI year: the first t in 0..H whose end real balance reaches the FI number, -1 when never
    let fiYear = -1
    for (let t = 0; t <= H && fiYear < 0; t++) if ((balanceReal[t * P + p] as number) >= fiReal) fiYear = t
    out.fiYear[p] = fiYear
  }
  return depletion === 0
}
