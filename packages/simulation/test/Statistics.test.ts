import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  earlyDepletionShare,
  lastOrderStatistics,
  percentileTriple,
  percentileTripleGathered,
  percentileTripleOfCounts,
  quantileScratch
} from "../src/Statistics.js"

/** Type-7 quantile by full sort, the textbook definition. */
const type7 = (xs: ReadonlyArray<number>, p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  const h = (s.length - 1) * p
  const lo = Math.floor(h)
  const a = s[lo] as number
  const b = s[Math.min(lo + 1, s.length - 1)] as number
  return a + (h - lo) * (b - a)
}

describe("percentileTriple (type 7)", () => {
  it("equals the sort-based definition", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(0, 1, 1)), {
          minLength: 1,
          maxLength: 300
        }),
        (xs) => {
          const v = Float64Array.from(xs)
          const t = percentileTriple(v, v.length, quantileScratch(v.length))
          // === so that -0 and 0 (equal order statistics) compare equal
          expect(t.p10 === type7(xs, 0.1)).toBe(true)
          expect(t.p50 === type7(xs, 0.5)).toBe(true)
          expect(t.p90 === type7(xs, 0.9)).toBe(true)
          expect(t.p10 <= t.p50 && t.p50 <= t.p90).toBe(true)
        }
      )
    )
  })

  it("R's quantile(1:10, c(.1,.5,.9), type = 7) is 1.9, 5.5, 9.1", () => {
    const t = percentileTriple(
      Float64Array.from({ length: 10 }, (_, i) => i + 1),
      10,
      quantileScratch(10)
    )
    expect(t.p10).toBeCloseTo(1.9, 12)
    expect(t.p50).toBe(5.5)
    expect(t.p90).toBeCloseTo(9.1, 12)
  })

  it("bucketing equals the sort-based definition on skewed samples of 2000 with ties", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 1000 }), (seed, zeros) => {
        let x = seed
        const xs = Array.from({ length: 2000 }, (_, i) => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0
          return i < zeros ? 0 : Math.exp((x / 2 ** 32) * 8) * 1000
        })
        const t = percentileTriple(Float64Array.from(xs), 2000, quantileScratch(2000))
        expect([t.p10, t.p50, t.p90]).toEqual([type7(xs, 0.1), type7(xs, 0.5), type7(xs, 0.9)])
        // a range hint, even a poor one, changes nothing
        const hinted = percentileTriple(Float64Array.from(xs), 2000, quantileScratch(2000), { lo: 500, hi: 3000 })
        expect(hinted).toEqual(t)
      }),
      { numRuns: 30 }
    )
  })

  it("any range hint, missing values below and above it, on odd and even sizes, gives the sort-based result", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, 5, 5)), {
          minLength: 32,
          maxLength: 301
        }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        (xs, lo, width) => {
          const t = percentileTriple(Float64Array.from(xs), xs.length, quantileScratch(xs.length), {
            lo,
            hi: lo + width
          })
          expect(t.p10 === type7(xs, 0.1)).toBe(true)
          expect(t.p50 === type7(xs, 0.5)).toBe(true)
          expect(t.p90 === type7(xs, 0.9)).toBe(true)
        }
      )
    )
  })

  it("the one-pass scatter (up to 2048 values) equals gathering the needed buckets, bit for bit", () => {
    // NaN, -0 and +0, runs of ties, values outside the hint: the same buckets in the same order,
    // so even the choice between equal-comparing values (-0 or +0) and NaN's place are the same
    const value = fc.oneof(
      fc.double({ min: -1e9, max: 1e9 }),
      fc.constantFrom(0, -0, 7, 7, 7, Number.NaN),
      fc.double({ min: 1e5, max: 2e5, noNaN: true })
    )
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 32, maxLength: 2048 }),
        fc.option(
          fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e9, noNaN: true }))
        ),
        (xs, hint) => {
          const v = Float64Array.from(xs)
          const range = hint === null ? undefined : { lo: hint[0], hi: hint[0] + hint[1] }
          const scattered = percentileTriple(v, v.length, quantileScratch(v.length), range)
          const gathered = percentileTripleGathered(v, v.length, quantileScratch(v.length), range)
          expect(Object.is(scattered.p10, gathered.p10)).toBe(true)
          expect(Object.is(scattered.p50, gathered.p50)).toBe(true)
          expect(Object.is(scattered.p90, gathered.p90)).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("above 2048 values (gathered), equals the sort-based definition", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2049, max: 3000 }), (seed, n) => {
        let x = seed
        const xs = Array.from({ length: n }, (_, i) => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0
          return i % 7 === 0 ? 0 : Math.exp((x / 2 ** 32) * 6) * 100
        })
        const t = percentileTriple(Float64Array.from(xs), n, quantileScratch(n))
        expect([t.p10, t.p50, t.p90]).toEqual([type7(xs, 0.1), type7(xs, 0.5), type7(xs, 0.9)])
      }),
      { numRuns: 20 }
    )
  })

  it("handles 2000 equal values in linear time", () => {
    const t = percentileTriple(new Float64Array(2000), 2000, quantileScratch(2000))
    expect(t).toEqual({ p10: 0, p50: 0, p90: 0 })
  })
})

describe("percentileTripleOfCounts", () => {
  it("equals percentileTriple on the counted whole numbers, bit for bit", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 61 }), { minLength: 1, maxLength: 400 }), (ys) => {
        const counts = new Int32Array(62)
        for (const y of ys) counts[y] = (counts[y] as number) + 1
        const t = percentileTripleOfCounts(counts, ys.length)
        const expected = percentileTriple(Float64Array.from(ys), ys.length, quantileScratch(ys.length))
        expect(Object.is(t.p10, expected.p10) && Object.is(t.p50, expected.p50) && Object.is(t.p90, expected.p90)).toBe(
          true
        )
        expect(t.p10).toBe(type7(ys, 0.1))
      })
    )
  })

  it("interpolates between years: 1..10 counted once each gives 1.9, 5.5, 9.1", () => {
    const counts = Int32Array.from({ length: 11 }, (_, y) => (y === 0 ? 0 : 1))
    const t = percentileTripleOfCounts(counts, 10)
    expect(t.p10).toBeCloseTo(1.9, 12)
    expect(t.p50).toBe(5.5)
    expect(t.p90).toBeCloseTo(9.1, 12)
  })
})

describe("lastOrderStatistics", () => {
  it("holds x_(floor h) and x_(floor h + 1) of each percentile after a bucketed triple", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constantFrom(0, 3, 3)), {
          minLength: 32,
          maxLength: 300
        }),
        (xs) => {
          const scratch = quantileScratch(xs.length)
          percentileTriple(Float64Array.from(xs), xs.length, scratch)
          const found = lastOrderStatistics(scratch)
          const sorted = [...xs].sort((x, y) => x - y)
          expect(found).toBeDefined()
          ;[0.1, 0.5, 0.9].forEach((p, j) => {
            const h = (xs.length - 1) * p
            const k = Math.floor(h)
            // === so that -0 and 0 (equal order statistics) compare equal
            expect(found?.[2 * j] === sorted[k]).toBe(true)
            expect(found?.[2 * j + 1] === sorted[h === k ? k : k + 1]).toBe(true)
          })
        }
      )
    )
  })

  it("is undefined after a small sample's triple (selected directly, not bucketed)", () => {
    const scratch = quantileScratch(40)
    percentileTriple(
      Float64Array.from({ length: 40 }, (_, i) => i),
      40,
      scratch
    )
    expect(lastOrderStatistics(scratch)).toBeDefined()
    percentileTriple(Float64Array.from([3, 1, 2]), 3, scratch)
    expect(lastOrderStatistics(scratch)).toBeUndefined()
  })
})

describe("earlyDepletionShare", () => {
  it("is the share of depleted paths depleting by ceil(H/2)", () => {
    expect(earlyDepletionShare(Int32Array.from([0, 3, 16, 15, 0]), 5, 30)).toBe(2 / 3)
    expect(earlyDepletionShare(Int32Array.from([0, 0]), 2, 30)).toBe(0)
  })
})
