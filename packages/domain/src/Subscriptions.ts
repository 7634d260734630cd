import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { SubscriptionStatus, SubscriptionTier } from "./Subscription.js"
import { type User, UserRepository } from "./User.js"

/** An operator named a user by an email no user has (a user exists after their first sign-in). */
export class UnknownUserEmail extends Schema.TaggedError<UnknownUserEmail>()("UnknownUserEmail", {
  email: Schema.String
}) {
  override get message() {
    return `no user with email ${this.email} (a user exists after their first sign-in)`
  }
}

/**
 * The operator's subscription acts (`fire users set-tier`, `fire token mint --tier`): a user's tier
 * and status change at the effect `Clock`'s now. Storage through the `UserRepository` port.
 */
export class Subscriptions extends Context.Service<
  Subscriptions,
  {
    /** Sets the tier and status of the user with `email`; refuses an email no user has. */
    readonly setTier: (
      email: string,
      subscription: { readonly tier: SubscriptionTier; readonly status: SubscriptionStatus }
    ) => Effect.Effect<User, UnknownUserEmail | SqlError>
    /** Gives the user of `identity` (created if unknown) an active subscription of `tier`. */
    readonly grant: (
      identity: { readonly subject: string; readonly email: string },
      tier: SubscriptionTier
    ) => Effect.Effect<User, SqlError>
  }
>()("domain/Subscriptions") {}

/** `Subscriptions` over a `UserRepository`. */
export const layer = Layer.effect(
  Subscriptions,
  Effect.gen(function* () {
    const users = yield* UserRepository
    return {
      setTier: Effect.fn("Subscriptions.setTier")(function* (email, subscription) {
        const user = yield* users.findByEmail(email)
        if (Option.isNone(user)) return yield* new UnknownUserEmail({ email })
        const now = yield* Clock.currentTimeMillis
        const updated = yield* users.setSubscription(user.value.id, subscription, now)
        return Option.getOrElse(updated, () => user.value)
      }),
      grant: Effect.fn("Subscriptions.grant")(function* (identity, tier) {
        const now = yield* Clock.currentTimeMillis
        const user = yield* users.findOrCreate({ ...identity, now })
        const updated = yield* users.setSubscription(user.id, { tier, status: "active" }, now)
        return Option.getOrElse(updated, () => user)
      })
    }
  })
)
