import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  applyFeatureFlagChange,
  evaluateFeature,
  type FeatureFlag,
  type FeatureKey,
  isFeatureOn,
  rolloutBucket
} from "../src/FeatureFlag.js"

const key = fc.stringMatching(/^[a-z0-9]{1,12}([._-][a-z0-9]{1,8}){0,2}$/)
const userId = fc.uuid()
const percent = fc.integer({ min: 0, max: 100 })
const tier = fc.constantFrom("starter" as const, "pro" as const)

const flag = (overrides: Partial<FeatureFlag> = {}): FeatureFlag => ({
  key: "new-dashboard" as FeatureKey,
  description: "The new dashboard",
  enabled: true,
  tiers: [],
  rolloutPercent: 100,
  updatedAt: 0,
  ...overrides
})

/** 20,000 user ids drawn once from a fixed seed (deterministic, so the statistics never flake). */
const population = fc.sample(fc.uuid(), { seed: 20_261_121, numRuns: 20_000 })

describe("rollout bucket", () => {
  it("pinned golden: the first 32 bits of sha256 as computed by coreutils sha256sum, mod 100", () => {
    // printf 'new-dashboard:00000000-0000-4000-8000-000000000000' | sha256sum -> 00247fb5... = 2391989
    expect(rolloutBucket("new-dashboard", "00000000-0000-4000-8000-000000000000")).toBe(2_391_989 % 100)
    // printf 'new-dashboard:11111111-1111-4111-8111-111111111111' | sha256sum -> 76802ebd... = 1988112061
    expect(rolloutBucket("new-dashboard", "11111111-1111-4111-8111-111111111111")).toBe(1_988_112_061 % 100)
  })

  it("is stable: an integer 0-99, the same for the same key and user every time", () => {
    fc.assert(
      fc.property(key, userId, (k, u) => {
        const bucket = rolloutBucket(k, u)
        expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true)
        expect(rolloutBucket(k, u)).toBe(bucket)
      })
    )
  })

  it("is monotone in the percentage: a user on at p stays on at every higher percentage", () => {
    fc.assert(
      fc.property(key, userId, percent, percent, tier, (k, u, p, q, t) => {
        const [low, high] = p <= q ? [p, q] : [q, p]
        if (isFeatureOn(flag({ key: k as FeatureKey, rolloutPercent: low }), { userId: u, tier: t })) {
          expect(isFeatureOn(flag({ key: k as FeatureKey, rolloutPercent: high }), { userId: u, tier: t })).toBe(true)
        }
      })
    )
  })

  it("is about uniform: every bucket holds close to 1% of users (chi-square, 99 df, p > 0.001)", () => {
    const counts = new Array<number>(100).fill(0)
    for (const u of population) counts[rolloutBucket("new-dashboard", u)]!++
    const expected = population.length / 100
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    // The 0.999 quantile of chi-square with 99 degrees of freedom is 148.23.
    expect(chiSquare).toBeLessThan(148.23)
  })

  it("turns on close to p% of users at rollout p, and spreads users independently per key", () => {
    for (const p of [1, 10, 25, 50, 90]) {
      const on = population.filter((u) => isFeatureOn(flag({ rolloutPercent: p }), { userId: u, tier: "starter" }))
      // Binomial standard deviation at n = 20,000 is at most 0.35 percentage points; allow 5 of them.
      expect(Math.abs((on.length / population.length) * 100 - p)).toBeLessThan(1.75)
    }
    const both = population.filter((u) => rolloutBucket("flag-a", u) < 50 && rolloutBucket("flag-b", u) < 50).length
    expect(Math.abs((both / population.length) * 100 - 25)).toBeLessThan(1.75)
  })
})

describe("evaluation", () => {
  it("0% is nobody and 100% is everybody the tier rule admits", () => {
    fc.assert(
      fc.property(key, userId, tier, (k, u, t) => {
        const caller = { userId: u, tier: t }
        expect(isFeatureOn(flag({ key: k as FeatureKey, rolloutPercent: 0 }), caller)).toBe(false)
        expect(isFeatureOn(flag({ key: k as FeatureKey, rolloutPercent: 100 }), caller)).toBe(true)
      })
    )
  })

  it("a disabled flag is off for everybody, whatever the tiers and rollout", () => {
    fc.assert(
      fc.property(userId, tier, percent, (u, t, p) => {
        expect(isFeatureOn(flag({ enabled: false, rolloutPercent: p }), { userId: u, tier: t })).toBe(false)
      })
    )
  })

  it("tiers: empty admits every tier; a list admits only its tiers", () => {
    fc.assert(
      fc.property(userId, (u) => {
        expect(isFeatureOn(flag({ tiers: ["pro"] }), { userId: u, tier: "pro" })).toBe(true)
        expect(isFeatureOn(flag({ tiers: ["pro"] }), { userId: u, tier: "starter" })).toBe(false)
        expect(isFeatureOn(flag({ tiers: ["starter", "pro"] }), { userId: u, tier: "starter" })).toBe(true)
        expect(isFeatureOn(flag({ tiers: [] }), { userId: u, tier: "starter" })).toBe(true)
      })
    )
  })

  it("the evaluated view carries key, description and the decision only", () => {
    const view = evaluateFeature(flag({ tiers: ["pro"] }), { userId: population[0]!, tier: "starter" })
    expect(view).toEqual({ key: "new-dashboard", description: "The new dashboard", enabled: false })
  })
})

describe("changes", () => {
  it("a new flag starts disabled, for every tier, at 100% rollout, then takes the change", () => {
    const created = applyFeatureFlagChange("beta" as FeatureKey, undefined, { rolloutPercent: 10 }, 5)
    expect(created).toEqual({
      key: "beta",
      description: "",
      enabled: false,
      tiers: [],
      rolloutPercent: 10,
      updatedAt: 5
    })
  })

  it("absent fields keep the stored values; given ones replace them", () => {
    const stored = flag({ tiers: ["pro"], rolloutPercent: 30, updatedAt: 1 })
    expect(applyFeatureFlagChange(stored.key, stored, { enabled: false }, 9)).toEqual({
      ...stored,
      enabled: false,
      updatedAt: 9
    })
    expect(applyFeatureFlagChange(stored.key, stored, { tiers: [], description: "x" }, 9)).toEqual({
      ...stored,
      tiers: [],
      description: "x",
      updatedAt: 9
    })
  })
})
