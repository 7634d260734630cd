import type { User } from "@fire/domain/User"
import { Clock, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { CurrentUser } from "../../src/pipeline/Security.js"
import { requireTier } from "../../src/pipeline/TierCheck.js"

const NOW = Date.UTC(2026, 10, 21)
const fixedClock: Clock.Clock = {
  currentTimeMillisUnsafe: () => NOW,
  currentTimeMillis: Effect.succeed(NOW),
  currentTimeNanosUnsafe: () => BigInt(NOW) * 1_000_000n,
  currentTimeNanos: Effect.succeed(BigInt(NOW) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => 0n,
  monotonicTimeNanos: Effect.succeed(0n),
  sleep: () => Effect.void
}

const user = (overrides: Partial<User>): User =>
  ({
    id: "8f14e45f-ceea-4e7a-9b1d-2d6f4f6a0b11",
    subject: "dev|t@example.com",
    email: "t@example.com",
    fullName: undefined,
    avatarUrl: undefined,
    subscriptionTier: "starter",
    subscriptionStatus: "active",
    trialEndsAt: undefined,
    currentPeriodEnd: undefined,
    profile: {},
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides
  }) as User

const check = (u: User) =>
  Effect.runPromise(
    requireTier("pro").pipe(
      Effect.provideService(CurrentUser, u),
      Effect.provideService(Clock.Clock, fixedClock),
      Effect.match({ onFailure: (e) => `${e.code}: ${e.message ?? ""}`, onSuccess: (ok) => `ok ${ok.email}` })
    )
  )

describe("the Pro tier check", () => {
  it("starter: 403 SUBSCRIPTION_REQUIRED", async () => {
    expect(await check(user({}))).toMatch(/^SUBSCRIPTION_REQUIRED: .*Pro/)
  })
  it("active Pro and a running trial pass", async () => {
    expect(await check(user({ subscriptionTier: "pro" }))).toBe("ok t@example.com")
    expect(await check(user({ subscriptionTier: "pro", subscriptionStatus: "trialing", trialEndsAt: NOW + 1 }))).toBe(
      "ok t@example.com"
    )
  })
  it("Pro past due, canceled or after its trial: 403 FORBIDDEN saying why", async () => {
    expect(await check(user({ subscriptionTier: "pro", subscriptionStatus: "past_due" }))).toBe(
      "FORBIDDEN: This endpoint requires an active Pro subscription; your Pro subscription is past due"
    )
    expect(await check(user({ subscriptionTier: "pro", subscriptionStatus: "canceled" }))).toMatch(/canceled$/)
    expect(
      await check(user({ subscriptionTier: "pro", subscriptionStatus: "trialing", trialEndsAt: NOW - 1 }))
    ).toMatch(/trial has ended$/)
  })
})
