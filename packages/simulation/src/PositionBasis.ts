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
  /** The weights of path year t (1..MAX_YEARS), position i at [(t - 1) * count + i]. */
  readonly weight: Float64Array
  /** Row r, position i at [r * count + i]: (1 + r_factor) (1 + fx) (1 - fee); unshocked, then shocked. */
  readonly gross: Float64Array
  readonly grossShocked: Float64Array
}

/** A path's positions (scratch allocated once per run; `openBook` resets it per path). */
export interface PositionBook {
  readonly value: Float64Array
  readonly basis: Float64Array
  /** Per position, this year's gain share 1 - b_i / v_i before the trades (0 for an empty position). */
  readonly share: Float64Array
  /** The right derivative dG/dW at the last `realisedGain`. */
  slope: number
  /** Sum of the bases at the last `markBook`. */
  basisTotal: number
}

/** Allocates a book for `count` positions. */
export const allocateBook = (count: number): PositionBook => ({
  value: new Float64Array(count),
  basis: new Float64Array(count),
  share: new Float64Array(count),
  slope: 0,
  basisTotal: 0
})

/** Resets the book to the plan's positions (each path starts from them). */
export const openBook = (book: PositionBook, positions: CompiledPositions): void => {
  book.value.set(positions.valueUsd)
  book.basis.set(positions.basisUsd)
}

/** Grows each position by its gross of the row at `at` (row * count) in `gross`. */
export const growBook = (book: PositionBook, gross: Float64Array, at: number): void => {
  const v = book.value
  for (let i = 0; i < v.length; i++) v[i] = (v[i] as number) * (gross[at + i] as number)
}

/**
 * Brings the book to the start of path year t: each position grows by its gross of year t - 1's row
 * (`rows[rowOffset + t - 2]`, shocked when t - 1 <= shockYears; nothing in year 1), then is marked.
 * Returns the value before the year's trades.
 */
export const openYear = (
  book: PositionBook,
  positions: CompiledPositions,
  rows: Int32Array,
  rowOffset: number,
  t: number,
  shockYears: number
): number => {
  if (t > 1)
    growBook(
      book,
      t - 1 <= shockYears ? positions.grossShocked : positions.gross,
      (rows[rowOffset + t - 2] as number) * positions.count
    )
  return markBook(book)
}

/** The book's value before the trades (sum v_i); sets each position's gain share and `basisTotal`. */
export const markBook = (book: PositionBook): number => {
  const { value, basis, share } = book
  let total = 0
  let basisTotal = 0
  for (let i = 0; i < value.length; i++) {
    const v = value[i] as number
    const b = basis[i] as number
    share[i] = v > 0 ? 1 - b / v : 0
    total += v
    basisTotal += b
  }
  book.basisTotal = basisTotal
  return total
}

/**
 * The year's realised gain G (net of losses, may be negative) when the trades leave `after` (A) in
 * the portfolio at the weights `weight[wAt + i]`; sets `book.slope` to dG/dW from the right.
 */
export const realisedGain = (book: PositionBook, weight: Float64Array, wAt: number, after: number): number => {
  const { value, share } = book
  let gain = 0
  let slope = 0
  for (let i = 0; i < value.length; i++) {
    const w = weight[wAt + i] as number
    const sold = (value[i] as number) - w * after
    if (sold > 0) gain += sold * (share[i] as number)
    if (sold >= 0 && w > 0) slope += w * (share[i] as number)
  }
  book.slope = slope
  return gain
}

/** The marginal rate of bands `from`/`rate` (at..at + count - 1, scaled by `scale`) at gain x >= 0. */
const marginalRate = (from: Float64Array, rate: Float64Array, at: number, count: number, scale: number, x: number) => {
  const u = x / scale
  let k = at
  while (k + 1 < at + count && u >= (from[k + 1] as number)) k++
  return rate[k] as number
}

// Newton steps on a piecewise-linear function reach the root's piece in a few steps; bisection bounds the rest.
const MAX_STEPS = 200

/**
 * The withdrawal W in [0, total] (total = sum v_i + L, after `markBook`) with W - tax(G(W)) = net,
 * `guess` the first iterate. The caller checks f(total) >= net first (otherwise the path is short).
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
  guess: number
): number => {
  const tolerance = 1e-6 + 1e-14 * total
  let lo = 0
  let hi = total
  let w = guess > 0 && guess < total ? guess : 0
  for (let step = 0; step < MAX_STEPS; step++) {
    const gain = realisedGain(book, weight, wAt, total - w)
    const taxable = Math.max(gain, 0)
    const d = w - gainTax(from, rate, base, bandAt, bandCount, scale, taxable) - net
    if (d <= tolerance && d >= -tolerance) return w
    if (d < 0) lo = w
    else hi = w
    const r =
      gain > 0 || (gain === 0 && book.slope > 0) ? marginalRate(from, rate, bandAt, bandCount, scale, taxable) : 0
    let next = w - d / (1 - r * book.slope)
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi)
    if (next === w) return hi
    w = next
  }
  return hi
}

/** The net a withdrawal W leaves after the tax of the year's trades: W - tax(max(0, G(W))). */
export const netOfWithdrawal = (
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
): number => w - taxOfWithdrawal(book, weight, wAt, total, from, rate, base, bandAt, bandCount, scale, w)

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
  const { value, basis } = book
  for (let i = 0; i < value.length; i++) {
    const v = value[i] as number
    const target = (weight[wAt + i] as number) * after
    if (v > target) basis[i] = v > 0 ? (basis[i] as number) * (target / v) : 0
    else basis[i] = (basis[i] as number) + (target - v)
    value[i] = target
  }
}
