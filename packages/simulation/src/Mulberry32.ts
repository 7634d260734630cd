/**
 * mulberry32 (Tommy Ettinger, 2017): a 32-bit state, one add and two multiply-xorshift rounds per draw.
 * The state is explicit so a stream can be copied, stored and resumed.
 */

/** The additive constant of mulberry32 (the golden-ratio-derived Weyl increment 0x6D2B79F5). */
const INCREMENT = 0x6d2b79f5

// 2 ** -32: maps an unsigned 32-bit integer onto [0, 1).
const UINT32_TO_UNIT = 1 / 4294967296

/** A mutable mulberry32 generator; `state` is a signed 32-bit integer. */
export interface Mulberry32 {
  state: number
}

/** Creates a generator whose state is `seed` truncated to 32 bits (any integer). */
export const mulberry32 = (seed: number): Mulberry32 => ({ state: seed | 0 })

/** Advances the generator and returns the next unsigned 32-bit output, in [0, 2^32 - 1]. */
export const nextUint32 = (g: Mulberry32): number => {
  g.state = (g.state + INCREMENT) | 0
  let t = g.state
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return (t ^ (t >>> 14)) >>> 0
}

/** Advances the generator and returns a double in [0, 1) (the uint32 output times 2^-32). */
export const nextUnit = (g: Mulberry32): number => nextUint32(g) * UINT32_TO_UNIT

/**
 * Advances the generator and returns an integer in [0, n) for 1 <= n <= 2^32: floor(uint32 * n / 2^32).
 * (Multiply-shift, no rejection: the bias is below n / 2^32, negligible for n <= 10^4.)
 */
export const nextIndex = (g: Mulberry32, n: number): number => Math.floor(nextUint32(g) * UINT32_TO_UNIT * n)
