import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type Counted,
  decide,
  defaultLimitSettings,
  familyOfRoute,
  limitsFor,
  type RateWindow,
  windowAt
} from "../src/RateLimitPolicy.js"
import { effectiveTier } from "../src/Subscription.js"

const windows: ReadonlyArray<RateWindow> = ["minute", "hour", "day", "month"]
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })

describe("rate-limit windows", () => {
  it("a window contains its instant, starts on a UTC boundary and ends where the next starts", () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...windows), (now, window) => {
        const { start, reset } = windowAt(window, now)
        expect(start).toBeLessThanOrEqual(now)
        expect(now).toBeLessThan(reset)
        expect(windowAt(window, reset).start).toBe(reset)
        expect(windowAt(window, reset - 1).start).toBe(start)
        const date = new Date(start)
        expect(date.getUTCSeconds() + date.getUTCMilliseconds()).toBe(0)
        if (window !== "minute") expect(date.getUTCMinutes()).toBe(0)
        if (window === "day" || window === "month") expect(date.getUTCHours()).toBe(0)
        if (window === "month") expect(date.getUTCDate()).toBe(1)
      })
    )
  })

  it("a month window spans 28 to 31 days; day windows end at midnight UTC", () => {
    fc.assert(
      fc.property(instant, (now) => {
        const month = windowAt("month", now)
        expect((month.reset - month.start) / 86_400_000).toBeGreaterThanOrEqual(28)
        expect((month.reset - month.start) / 86_400_000).toBeLessThanOrEqual(31)
        expect(windowAt("day", now).reset % 86_400_000).toBe(0)
      })
    )
  })
})

describe("limits of spec 8", () => {
  it("anonymous: 10 a minute and 100 a day per IP", () => {
    expect(limitsFor({ _tag: "Anonymous", ip: "1.2.3.4" }, "none").map((l) => [l.resource, l.limit])).toEqual([
      ["requests:minute", 10],
      ["requests:day", 100]
    ])
  })

  it("starter and pro bursts and days; families per hour whatever the tier", () => {
    const starter = { _tag: "User", userId: "u", tier: "starter" } as const
    const pro = { _tag: "User", userId: "u", tier: "pro" } as const
    const of = (caller: typeof starter | typeof pro, family: Parameters<typeof limitsFor>[1]) =>
      Object.fromEntries(limitsFor(caller, family).map((l) => [l.resource, l.limit]))
    expect(of(starter, "none")).toEqual({ "requests:minute": 60, "requests:day": 1000 })
    expect(of(pro, "none")).toEqual({ "requests:minute": 300, "requests:day": 10_000 })
    expect(of(starter, "geo-recommendations")["geo-recommendations:hour"]).toBe(20)
    expect(of(pro, "tax-calculate")["tax-calculate:hour"]).toBe(50)
  })

  it("families by matched route pattern; no route, no family", () => {
    // The coach's quotas are counted by the coach on answered requests (AiQuota), not here.
    expect(familyOfRoute("/api/v1/ai/chat")).toBe("none")
    expect(familyOfRoute("/api/v1/geo/recommendations")).toBe("geo-recommendations")
    expect(familyOfRoute("/api/v1/tax/calculate")).toBe("tax-calculate")
    expect(familyOfRoute("/api/v1/tax/countries")).toBe("none")
    expect(familyOfRoute("/api/v1/aix")).toBe("none")
    expect(familyOfRoute(undefined)).toBe("none")
  })

  it("configured figures replace the defaults", () => {
    const settings = { ...defaultLimitSettings, starter: { ...defaultLimitSettings.starter, minute: 7 } }
    const starter = { _tag: "User", userId: "u", tier: "starter" } as const
    expect(limitsFor(starter, "none", settings)[0]).toMatchObject({ resource: "requests:minute", limit: 7 })
  })
})

const counted = fc.record({
  limit: fc.integer({ min: 1, max: 10_000 }),
  count: fc.integer({ min: 1, max: 12_000 }),
  reset: fc.integer({ min: 0, max: 1e12 })
})

describe("decide", () => {
  const withMeta = (c: { limit: number; count: number; reset: number }, i: number): Counted => ({
    ...c,
    resource: `r${i}`,
    window: "minute",
    bucket: `b${i}`
  })

  it("admits exactly when every count is within its limit", () => {
    fc.assert(
      fc.property(fc.array(counted, { minLength: 1, maxLength: 4 }), (cs) => {
        const decision = decide(cs.map(withMeta))
        expect(decision.admitted).toBe(cs.every((c) => c.count <= c.limit))
      })
    )
  })

  it("reports an exceeded limit when refused, else the one with the fewest remaining", () => {
    fc.assert(
      fc.property(fc.array(counted, { minLength: 1, maxLength: 4 }), (cs) => {
        const all = cs.map(withMeta)
        const { admitted, reported } = decide(all)
        if (!admitted) expect(reported.count).toBeGreaterThan(reported.limit)
        else for (const c of all) expect(reported.limit - reported.count).toBeLessThanOrEqual(c.limit - c.count)
      })
    )
  })
})

describe("effective tier", () => {
  it("Pro only while active or in a running trial; never a favourable default", () => {
    const now = Date.UTC(2026, 10, 21)
    expect(effectiveTier({ tier: "pro", status: "active", trialEndsAt: undefined }, now)).toBe("pro")
    expect(effectiveTier({ tier: "pro", status: "trialing", trialEndsAt: now + 1 }, now)).toBe("pro")
    expect(effectiveTier({ tier: "pro", status: "trialing", trialEndsAt: now }, now)).toBe("starter")
    expect(effectiveTier({ tier: "pro", status: "trialing", trialEndsAt: undefined }, now)).toBe("starter")
    expect(effectiveTier({ tier: "pro", status: "past_due", trialEndsAt: undefined }, now)).toBe("starter")
    expect(effectiveTier({ tier: "pro", status: "canceled", trialEndsAt: undefined }, now)).toBe("starter")
    expect(effectiveTier({ tier: "starter", status: "active", trialEndsAt: undefined }, now)).toBe("starter")
  })
})
