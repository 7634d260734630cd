import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type LabelBox, layoutLabels, MARKER_RADIUS, overlaps } from "../../src/chart/LabelLayout.js"

/** The FI-age labels of the calculator's chart (packages/web/src/chart/LabelLayout.ts). */

const area = fc.record({ width: fc.integer({ min: 240, max: 1200 }), height: fc.integer({ min: 160, max: 400 }) })
const requests = (a: { width: number; height: number }) =>
  fc.array(
    fc.record({
      x: fc.double({ min: 0, max: a.width, noNaN: true }),
      y: fc.double({ min: 0, max: a.height, noNaN: true }),
      width: fc.integer({ min: 40, max: 120 }),
      height: fc.integer({ min: 14, max: 18 })
    }),
    { minLength: 1, maxLength: 4 }
  )
const chart = area.chain((a) => requests(a).map((rs) => ({ area: a, requests: rs })))

const marker = (r: { x: number; y: number }): LabelBox => ({
  left: r.x - MARKER_RADIUS,
  top: r.y - MARKER_RADIUS,
  width: 2 * MARKER_RADIUS,
  height: 2 * MARKER_RADIUS
})

describe("layoutLabels", () => {
  it("every label is inside the plotting area, so never over an axis", () => {
    fc.assert(
      fc.property(chart, ({ area, requests }) => {
        for (const box of layoutLabels(requests, area)) {
          expect(box.left).toBeGreaterThanOrEqual(0)
          expect(box.top).toBeGreaterThanOrEqual(0)
          expect(box.left + box.width).toBeLessThanOrEqual(area.width + 1e-9)
          expect(box.top + box.height).toBeLessThanOrEqual(area.height + 1e-9)
        }
      })
    )
  })

  it("no two labels overlap, and none covers a point's marker", () => {
    fc.assert(
      fc.property(chart, ({ area, requests }) => {
        const boxes = layoutLabels(requests, area)
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false)
          for (const r of requests) expect(overlaps(boxes[i]!, marker(r))).toBe(false)
        }
      }),
      { numRuns: 500 }
    )
  })

  it("two close points (the lean and regular FI ages) get labels apart, each beside its point", () => {
    const boxes = layoutLabels(
      [
        { x: 300, y: 120, width: 90, height: 16 },
        { x: 310, y: 110, width: 110, height: 16 }
      ],
      { width: 600, height: 300 }
    )
    expect(overlaps(boxes[0]!, boxes[1]!)).toBe(false)
    for (const [i, x] of [300, 310].entries()) expect(Math.abs(boxes[i]!.left - x)).toBeLessThan(130)
  })

  it("keeps a label inside a too-small area rather than failing", () => {
    const [box] = layoutLabels([{ x: 5, y: 5, width: 50, height: 16 }], { width: 40, height: 10 })
    expect(box!.left).toBe(0)
    expect(box!.top).toBe(0)
  })
})
