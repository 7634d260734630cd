import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { nextUint32 } from "../src/Mulberry32.js"
import {
  deriveStream,
  fnv1a32,
  fnv1a32Continue,
  fnv1a32ContinueDecimal,
  streamPrefixState,
  streamState,
  streamStateForPath
} from "../src/Rng.js"

describe("FNV-1a 32 (published test vectors)", () => {
  it.each([
    ["", 0x811c9dc5],
    ["a", 0xe40c292c],
    ["foobar", 0xbf9cf968]
  ])("fnv1a32(%j)", (text, expected) => {
    expect(fnv1a32(text)).toBe(expected)
  })

  it("hashes UTF-8 bytes, not UTF-16 code units", () => {
    // "é" is C3 A9 in UTF-8: two rounds
    const manual = Math.imul(Math.imul(0x811c9dc5 ^ 0xc3, 0x01000193) ^ 0xa9, 0x01000193) >>> 0
    expect(fnv1a32("é")).toBe(manual)
  })
})

describe("mulberry32-derived-streams/1", () => {
  // Vectors from an independent Python transcription (FNV-1a over `${seed}|${purpose}|${pathIndex}`).
  it("derives the documented states", () => {
    expect(streamState("golden", "block-start", 0)).toBe(1504822844)
    expect(streamState("golden", "block-start", 1)).toBe(1521600463)
    expect(streamState("s1", "legacy-normal", 7)).toBe(1393634929)
  })

  it("first draws of (golden, block-start, 0)", () => {
    const g = deriveStream("golden", "block-start", 0)
    expect([nextUint32(g), nextUint32(g), nextUint32(g)]).toEqual([1161179040, 649151664, 3271859357])
  })

  it("the prefix shortcut equals the full derivation", () => {
    const pre = streamPrefixState("seed-x", "block-start")
    for (const p of [0, 1, 9, 10, 99, 4999, 2 ** 31 - 1, 2 ** 31, 1e15, -0])
      expect(streamStateForPath(pre, p)).toBe(streamState("seed-x", "block-start", p))
  })

  it("hashing a path index's digits equals hashing its string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (p, h) => {
        expect(fnv1a32ContinueDecimal(h, p)).toBe(fnv1a32Continue(h, String(p)))
      })
    )
    for (const p of [0, 7, 10, 100, 999_999, 1_000_000, 2 ** 31 - 1])
      expect(fnv1a32ContinueDecimal(0x811c9dc5, p)).toBe(fnv1a32(String(p)))
  })
})
