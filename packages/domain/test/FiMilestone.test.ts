import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { crossedMilestones, FI_MILESTONES, highestMilestoneReached } from "../src/FiMilestone.js"

const progress = fc.double({ min: -1, max: 3, noNaN: true })

describe("crossedMilestones", () => {
  it("by hand: 0.2 -> 0.8 crosses 25% 50% 75%; 0.5 -> 0.5 none; 0.9 -> 0.1 none; 0.99 -> 1 crosses 100%", () => {
    expect(crossedMilestones(0.2, 0.8)).toEqual([0.25, 0.5, 0.75])
    expect(crossedMilestones(0.5, 0.5)).toEqual([])
    expect(crossedMilestones(0.9, 0.1)).toEqual([])
    expect(crossedMilestones(0.99, 1)).toEqual([1])
    expect(crossedMilestones(0, 0.25)).toEqual([0.25])
    expect(crossedMilestones(0.25, 0.3)).toEqual([])
  })

  it("returns exactly the milestones m with previous < m <= current, ascending", () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        const crossed = crossedMilestones(a, b)
        expect(crossed).toEqual(FI_MILESTONES.filter((m) => a < m && m <= b))
        expect([...crossed].sort((x, y) => x - y)).toEqual(crossed)
      })
    )
  })

  it("never reports a milestone when progress does not rise", () => {
    fc.assert(
      fc.property(progress, progress, (a, b) => {
        expect(crossedMilestones(Math.max(a, b), Math.min(a, b))).toEqual([])
      })
    )
  })

  it("splitting a rise in two reports each milestone exactly once (a -> b -> c equals a -> c)", () => {
    fc.assert(
      fc.property(progress, progress, progress, (x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number]
        expect([...crossedMilestones(a, b), ...crossedMilestones(b, c)]).toEqual(crossedMilestones(a, c))
      })
    )
  })

  it("refuses non-finite progress", () => {
    expect(crossedMilestones(Number.NaN, 1)).toEqual([])
    expect(crossedMilestones(0, Number.POSITIVE_INFINITY)).toEqual([])
  })
})

describe("highestMilestoneReached", () => {
  it("is the last milestone crossed from 0, or 0 below the first", () => {
    fc.assert(
      fc.property(progress, (p) => {
        expect(highestMilestoneReached(p)).toBe(crossedMilestones(-1, p).at(-1) ?? 0)
      })
    )
    expect(highestMilestoneReached(0.74)).toBe(0.5)
    expect(highestMilestoneReached(5)).toBe(1)
  })
})
