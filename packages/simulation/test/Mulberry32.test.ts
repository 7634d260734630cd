import { describe, expect, it } from "vitest"
import { mulberry32, nextIndex, nextUint32, nextUnit } from "../src/Mulberry32.js"

/** Tommy Ettinger's published mulberry32, transcribed as a closure, independent of src/. */
const reference = (a: number) => () => {
  a = (a + 0x6d2b79f5) | 0
  let t = a
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return (t ^ (t >>> 14)) >>> 0
}

// First outputs computed by a Python transcription of the same published algorithm (not by src/).
const VECTORS: ReadonlyArray<readonly [number, ReadonlyArray<number>]> = [
  [0, [1144304738, 1416247, 958946056, 627933444, 2007157716]],
  [1, [2693262067, 11749833, 2265367787, 4213581821, 4159151403]],
  [42, [2581720956, 1925393290, 3661312704, 2876485805, 750819978]],
  [0xdeadbeef, [4043151706, 1147597007, 3315858022, 1538288752, 2042435954]]
]

describe("mulberry32", () => {
  it.each(VECTORS)("seed %i gives the published first outputs", (seed, expected) => {
    const g = mulberry32(seed)
    expect(expected.map(() => nextUint32(g))).toEqual(expected)
  })

  it("matches the reference closure for 10,000 draws on several seeds", () => {
    for (const seed of [0, 7, -1, 2 ** 31 - 1, 123456789]) {
      const g = mulberry32(seed)
      const r = reference(seed)
      for (let i = 0; i < 10_000; i++) expect(nextUint32(g)).toBe(r())
    }
  })

  it("seed 0 first unit draw is the well-known 0.26642920868471265", () => {
    expect(nextUnit(mulberry32(0))).toBe(0.26642920868471265)
  })

  it("nextIndex stays in [0, n)", () => {
    const g = mulberry32(9)
    for (let i = 0; i < 5000; i++) {
      const k = nextIndex(g, 37)
      expect(k).toBeGreaterThanOrEqual(0)
      expect(k).toBeLessThan(37)
      expect(Number.isInteger(k)).toBe(true)
    }
  })
})
