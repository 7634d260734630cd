import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type ProgressSink, progressBar, renderProgressLine } from "../src/commands/simulate/ProgressBar.js"

/** A sink that records writes, a terminal or not. */
const recordingSink = (isTTY: boolean): ProgressSink & { readonly writes: Array<string> } => {
  const writes: Array<string> = []
  return { isTTY, writes, write: (text: string) => writes.push(text) }
}

describe("renderProgressLine", () => {
  it("has a fixed-width bar whose filled cells never decrease as paths complete", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(5000), fc.nat(5000), (total, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a]
        const bar = (done: number) => /^\[(#*)(-*)\]/.exec(renderProgressLine(done, total, 30))
        const low = bar(lo)
        const high = bar(hi)
        expect((low?.[1]?.length ?? -1) + (low?.[2]?.length ?? -1)).toBe(30)
        expect(high?.[1]?.length ?? -1).toBeGreaterThanOrEqual(low?.[1]?.length ?? 99)
      })
    )
  })

  it("shows the count and 100% when done", () => {
    expect(renderProgressLine(5000, 5000, 10)).toBe("[##########] 5000/5000 paths 100%")
    expect(renderProgressLine(0, 200, 4)).toBe("[----]   0/200 paths   0%")
  })
})

describe("progressBar", () => {
  it("writes nothing before the threshold, then the bar, and erases it at the end (terminal only)", () => {
    let clock = 0
    const sink = recordingSink(true)
    const bar = progressBar({ sink, now: () => clock, thresholdMs: 1000, width: 10 })
    bar.onProgress(256, 1024)
    clock = 1000
    bar.onProgress(512, 1024)
    expect(sink.writes).toEqual([])
    clock = 1001
    bar.onProgress(768, 1024)
    bar.finish()
    expect(sink.writes).toEqual([`\r${renderProgressLine(768, 1024, 10)}`, "\r\u001b[2K"])
  })

  it("never writes to a stream that is not a terminal, however long the run", () => {
    let clock = 0
    const sink = recordingSink(false)
    const bar = progressBar({ sink, now: () => clock })
    clock = 60_000
    bar.onProgress(1, 1)
    bar.finish()
    expect(sink.writes).toEqual([])
  })
})
