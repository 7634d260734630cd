import { Schema } from "effect"

/** The paid tiers (DESIGN.md): `starter` is the default, `pro` unlocks Pro-only endpoints and higher limits. */
export const SubscriptionTier = Schema.Literals(["starter", "pro"])
export type SubscriptionTier = typeof SubscriptionTier.Type

/** Billing state of the subscription; tiers change through the admin CLI (no billing provider in scope). */
export const SubscriptionStatus = Schema.Literals(["active", "trialing", "past_due", "canceled"])
export type SubscriptionStatus = typeof SubscriptionStatus.Type

/** What a user's subscription entitles them to at an instant (epoch ms, injected). */
export interface Subscription {
  readonly tier: SubscriptionTier
  readonly status: SubscriptionStatus
  /** End of a trial, epoch ms, when trialing. */
  readonly trialEndsAt: number | undefined
}

/**
 * The tier in force: Pro only while the subscription is active, or trialing with the trial not yet
 * over; a canceled or past-due Pro subscription falls back to Starter (never a favourable default).
 */
export const effectiveTier = (subscription: Subscription, now: number): SubscriptionTier => {
  if (subscription.tier !== "pro") return "starter"
  if (subscription.status === "active") return "pro"
  if (subscription.status === "trialing") {
    return subscription.trialEndsAt !== undefined && now < subscription.trialEndsAt ? "pro" : "starter"
  }
  return "starter"
}
