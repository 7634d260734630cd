import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { aiUsageOf, aiWindows, retryAfterSeconds } from "../src/AiUsage.js"

/** Instants from 2000 to 2100, epoch ms. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })

describe("AiUsage", () => {
  it("usage arithmetic: remaining = limit - used, never below zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        instant,
        (used, limit, now) => {
          const usage = aiUsageOf(used, limit, now)
          expect(usage.used).toBe(used)
          expect(usage.limit).toBe(limit)
          expect(usage.remaining).toBe(used >= limit ? 0 : limit - used)
          expect(usage.used + usage.remaining).toBe(Math.max(used, limit))
        }
      )
    )
  })

  it("resetDate is the first instant of the next UTC month, after now and at most 31 days away", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const reset = Date.parse(aiUsageOf(0, 50, now).resetDate)
        const d = new Date(reset)
        expect([d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()]).toEqual(
          [1, 0, 0, 0, 0]
        )
        expect(reset).toBeGreaterThan(now)
        expect(reset - now).toBeLessThanOrEqual(31 * 86_400_000)
        // The month before the reset is the month of now.
        expect(new Date(reset - 1).getUTCMonth()).toBe(new Date(now).getUTCMonth())
      })
    )
  })

  it("known instants: the last millisecond of a month and the first of the next", () => {
    expect(aiUsageOf(3, 50, Date.UTC(2026, 0, 31, 23, 59, 59, 999)).resetDate).toBe("2026-02-01T00:00:00.000Z")
    expect(aiUsageOf(3, 50, Date.UTC(2026, 1, 1)).resetDate).toBe("2026-03-01T00:00:00.000Z")
    expect(aiUsageOf(3, 50, Date.UTC(2024, 1, 29, 12)).resetDate).toBe("2024-03-01T00:00:00.000Z")
    expect(aiUsageOf(3, 50, Date.UTC(2026, 11, 15)).resetDate).toBe("2027-01-01T00:00:00.000Z")
  })

  it("the UTC day lies inside the UTC month; Retry-After counts whole seconds to the window's end", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const { day, month } = aiWindows(now)
        expect(day.start).toBeGreaterThanOrEqual(month.start)
        expect(day.reset).toBeLessThanOrEqual(month.reset)
        expect(retryAfterSeconds("day", now)).toBe(Math.max(1, Math.ceil((day.reset - now) / 1000)))
        expect(retryAfterSeconds("month", now)).toBeGreaterThanOrEqual(retryAfterSeconds("day", now))
      })
    )
    expect(retryAfterSeconds("day", Date.UTC(2026, 2, 10, 23, 59, 0))).toBe(60)
  })
})
