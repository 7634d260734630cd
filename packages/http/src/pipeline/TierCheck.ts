import { effectiveTier, type SubscriptionTier } from "@fire/domain/Subscription"
import type { User } from "@fire/domain/User"
import { Clock, Effect } from "effect"
import { ApiErrors, type Forbidden } from "./Errors.js"
import { CurrentUser } from "./Security.js"

/**
 * The one tier check handlers declare: `yield* requireTier("pro")`. A Starter user gets 403
 * `SUBSCRIPTION_REQUIRED`; a Pro user whose subscription is canceled, past due or whose trial
 * ended gets 403 `FORBIDDEN` saying why. Returns the user when permitted.
 */
export const requireTier = (required: SubscriptionTier): Effect.Effect<User, Forbidden, CurrentUser> =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (required === "starter") return user
    if (user.subscriptionTier !== "pro") return yield* ApiErrors.subscriptionRequired()
    const now = yield* Clock.currentTimeMillis
    const tier = effectiveTier(
      { tier: user.subscriptionTier, status: user.subscriptionStatus, trialEndsAt: user.trialEndsAt },
      now
    )
    if (tier === "pro") return user
    const why =
      user.subscriptionStatus === "trialing"
        ? "your Pro trial has ended"
        : `your Pro subscription is ${user.subscriptionStatus.replace("_", " ")}`
    return yield* ApiErrors.forbidden(`This endpoint requires an active Pro subscription; ${why}`)
  })
