/**
 * Cost basis tracked per position (a `gain_schedule` profile with `costBasis: "per_position"`).
 *
 * Each position i carries its nominal USD value v_i and its basis b_i. Over a year it grows by its own
 * gross for the row, (1 + r_factor(i)) (1 + fx_currency(i)) (1 - fee_i) (the projection rule,
 * Portfolio.ts), so positions drift from the weights. At the start of the next year one set of trades
 * takes the withdrawal W out, puts the purchases L in (leftover income, a saving year's contribution)
 * and rebalances to that year's weights w_i (the glide path's, else the initial ones): after them the
 * portfolio holds A = sum v_i + L - W, position i holds w_i A. The trades net per position:
 *   sold_i = max(0, v_i - w_i A),   bought_i = max(0, w_i A - v_i),
 * so a withdrawal beside invested income sells only the difference, and a sale pays for the
 * purchases of the others (rebalancing sells the winners and buys the losers).
 *
 * Realised gain of the year: G = sum over sold positions of sold_i (1 - b_i / v_i). A position sold
 * below its basis realises a loss, which offsets the gains of the same year; the year's tax is
 * T(max(0, G)) and a net loss is not carried forward. After the trades a sold position keeps the
 * unsold share of its basis, b_i w_i A / v_i, and a bought one adds its purchase at cost; so no basis
 * is ever negative.
 *
 * The gross-up: the W with W - T(max(0, G(W))) = net. G is piecewise linear in W (a position starts
 * selling where w_i A = v_i) with right slope dG/dW = sum over selling i of w_i (1 - b_i / v_i) <= 1,
 * and T is piecewise linear with slopes (rates) below 0.95, so f(W) = W - T(...) is continuous,
 * piecewise linear and strictly increasing (slope >= 0.05): one root. It is found by a safeguarded
 * Newton iteration on the bracket [0, sum v_i + L]: a Newton step with f's exact slope on the piece
 * where W lies lands on the root once W is on the root's piece; a step leaving the bracket bisects.
 * It stops when |f(W) - net| <= 1e-6 + 1e-14 (sum v_i + L) USD (a millionth of a dollar on a portfolio
 * below 10^8; on any portfolio well under a cent), or the bracket stops shrinking. Deterministic: the
 * same inputs give the same iterates. Without drift (all positions at their weights, as in year 1 or
 * with equal returns) and without purchases, G = W (1 - sum b / sum v): the average method's figure.
 */
import { gainTax } from "./GainTax.js"

/** Per-position data of a plan that keeps its cost basis per position, compiled once per run. */
export interface CompiledPositions {
  readonly count: number
  /** Each position's nominal USD value and basis at the start. */
  readonly valueUsd: Float64Array
  readonly basisUsd: Float64Array
  /** The weights of path year t (1..MAX_YEARS), position i at [(t - 1) * count + i], and their reciprocals (0 for a weight of 0). */
  readonly weight: Float64Array
  readonly inverseWeight: Float64Array
  /** Row r, position i at [r * count + i]: (1 + r_factor) (1 + fx) (1 - fee); unshocked, then shocked. */
  readonly gross: Float64Array
  readonly grossShocked: Float64Array
}

/** A path's positions (scratch allocated once per run; `openBook` resets it per path). */
export interface PositionBook {
  readonly value: Float64Array
  readonly basis: Float64Array
  /** Per position, this year's gain share 1 - b_i / v_i before the trades (0 for an empty position, below 1e-9 USD). */
  readonly share: Float64Array
  /** Per position, the holding A at and below which it sells this year: v_i / w_i (infinite at weight 0). */
  readonly cut: Float64Array
  /** At the last `realisedGain`: dG/dW from the right, and the holdings (aLo, aHi] over which no position starts or stops selling. */
  slope: number
  aLo: number
  aHi: number
  /** At the last `openYear`: the sum of the bases, and the gain of selling every position. */
  basisTotal: number
  gainAll: number
  /** The tax at the withdrawal `grossForNetByPosition` returned. */
  tax: number
}

/** Allocates a book for `count` positions. */
export const allocateBook = (count: number): PositionBook => ({
  value: new Float64Array(count),
  basis: new Float64Array(count),
  share: new Float64Array(count),
  cut: new Float64Array(count),
  slope: 0.5,
  aLo: 0.5,
  aHi: 0.5,
  basisTotal: 0.5,
  gainAll: 0.5,
  tax: 0.5
})

/** Resets the book to the plan's positions (each path starts from them). */
export const openBook = (book: PositionBook, positions: CompiledPositions): void => {
  book.value.set(positions.valueUsd)
  book.basis.set(positions.basisUsd)
}

/** A position worth less than a billionth of a dollar is empty: it realises nothing (its b / v may overflow). */
const EMPTY = 1e-9

/**
 * Brings the book to the start of path year t and marks it against the year's weights (at `wAt`,
 * (t - 1) * count): each position grows by its gross of year t - 1's row (`rows[rowOffset + t - 2]`,
 * shocked when t - 1 <= shockYears; nothing in year 1), its gain share and selling threshold are set,
 * and `basisTotal` and `gainAll` (the gain of selling everything) are summed. Returns the value before
 * the year's trades, sum v_i.
 */
export const openYear = (
  book: PositionBook,
  positions: CompiledPositions,
  rows: Int32Array,
  rowOffset: number,
  t: number,
  shockYears: number,
  wAt: number
): number => {
  const { value, basis, share, cut } = book
  const inverseWeight = positions.inverseWeight
  const k = value.length
  const gross = t - 1 <= shockYears ? positions.grossShocked : positions.gross
  const grows = t > 1
  const at = grows ? (rows[rowOffset + t - 2] as number) * k : 0
  let held = 0
  let basisTotal = 0
  let gainAll = 0
  for (let i = 0; i < k; i++) {
    const v = grows ? (value[i] as number) * (gross[at + i] as number) : (value[i] as number)
    const b = basis[i] as number
    const inverse = inverseWeight[wAt + i] as number
    value[i] = v
    held += v
    basisTotal += b
    if (v > EMPTY) {
      share[i] = 1 - b / v
      gainAll += v - b
    } else share[i] = 0
    cut[i] = inverse > 0 ? v * inverse : Number.POSITIVE_INFINITY
  }
  book.basisTotal = basisTotal
  book.gainAll = gainAll
  return held
}

/**
 * The year's realised gain G (net of losses, may be negative) when the trades leave `after` (A) in
 * the portfolio at the weights `weight[wAt + i]` (those `openYear` was given): position i sells when
 * A <= cut_i. Sets `book.slope` to dG/dW from the right and (`aLo`, `aHi`] to the holdings over which
 * the same positions sell (G is linear in W there).
 */
export const realisedGain = (book: PositionBook, weight: Float64Array, wAt: number, after: number): number => {
  const { value, share, cut } = book
  let gain = 0
  let slope = 0
  let aLo = Number.NEGATIVE_INFINITY
  let aHi = Number.POSITIVE_INFINITY
  for (let i = 0; i < value.length; i++) {
    const c = cut[i] as number
    if (after <= c) {
      const w = weight[wAt + i] as number
      const g = share[i] as number
      gain += ((value[i] as number) - w * after) * g
      slope += w * g
      aHi = Math.min(aHi, c)
    } else aLo = Math.max(aLo, c)
  }
  book.slope = slope
  book.aLo = aLo
  book.aHi = aHi
  return gain
}

// Newton steps on a piecewise-linear function reach the root's piece in a few steps; bisection bounds the rest.
const MAX_STEPS = 200

/**
 * The withdrawal W in [0, total] (total = sum v_i + L, after `openYear`) with W - tax(G(W)) = net,
 * `guess` the first iterate; sets `book.tax` to its tax. The caller checks f(total) >= net first
 * (otherwise the path is short); `taxAll` is the tax at total, every position sold: T(max(0, gainAll)).
 * A Newton step that stays where the same positions sell is checked on G's line (no new pass).
 */
export const grossForNetByPosition = (
  book: PositionBook,
  weight: Float64Array,
  wAt: number,
  total: number,
  from: Float64Array,
  rate: Float64Array,
  base: Float64Array,
  bandAt: number,
  bandCount: number,
  scale: number,
  net: number,
  guess: number,
  taxAll: number
): number => {
  const tolerance = 1e-6 + 1e-14 * total
  let lo = 0
  let hi = total
  let taxHi = taxAll
  let w = guess > 0 && guess < total ? guess : 0
  let gain = realisedGain(book, weight, wAt, total - w)
  const lastBand = bandAt + bandCount - 1
  for (let step = 0; step < MAX_STEPS; step++) {
    // the tax of the gain and the marginal rate there, one band search (as gainTax)
    const u = Math.max(gain, 0) / scale
    let k = bandAt
    while (k < lastBand && u >= (from[k + 1] as number)) k++
    const tax = scale * ((base[k] as number) + (rate[k] as number) * (u - (from[k] as number)))
    const d = w - tax - net
    if (d <= tolerance && d >= -tolerance) {
      book.tax = tax
      return w
    }
    if (d < 0) lo = w
    else {
      hi = w
      taxHi = tax
    }
    const slope = book.slope
    const r = gain > 0 || (gain === 0 && slope > 0) ? (rate[k] as number) : 0
    let next = w - d / (1 - r * slope)
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi)
    if (next === w) break
    // on the same positions' line G moves by slope x the step; otherwise a new pass
    const after = total - next
    gain = after > book.aLo && after <= book.aHi ? gain + slope * (next - w) : realisedGain(book, weight, wAt, after)
    w = next
  }
  book.tax = taxHi
  return hi
}

/** The tax of the year's trades when W is withdrawn: T(max(0, G(W))). */
export const taxOfWithdrawal = (
  book: PositionBook,
  weight: Float64Array,
  wAt: number,
  total: number,
  from: Float64Array,
  rate: Float64Array,
  base: Float64Array,
  bandAt: number,
  bandCount: number,
  scale: number,
  w: number
): number => {
  const gain = realisedGain(book, weight, wAt, total - w)
  return gainTax(from, rate, base, bandAt, bandCount, scale, Math.max(gain, 0))
}

/**
 * Carries out the trades that leave `after` at the weights: sold positions keep the unsold share of
 * their basis, bought ones add the purchase at cost; every position then holds w_i A.
 */
export const settleTrades = (book: PositionBook, weight: Float64Array, wAt: number, after: number): void => {
  const { value, basis, share } = book
  for (let i = 0; i < value.length; i++) {
    const v = value[i] as number
    const target = (weight[wAt + i] as number) * after
    // a sold position keeps b_i A w_i / v_i = target (1 - share_i) (share_i = 1 - b_i / v_i)
    if (v > target)
      basis[i] = v > EMPTY ? target * (1 - (share[i] as number)) : v > 0 ? (basis[i] as number) * (target / v) : 0
    else basis[i] = (basis[i] as number) + (target - v)
    value[i] = target
  }
}
