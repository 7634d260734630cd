import { Context, type Effect, type Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { SubscriptionStatus, SubscriptionTier } from "./Subscription.js"
import { type ProfileFields, profileDefaults, type UserProfile } from "./UserProfile.js"

/** A user's id: a UUID assigned when their first valid token arrives. */
export const UserId = Schema.String.check(Schema.isUUID()).pipe(Schema.brand("UserId"))
export type UserId = typeof UserId.Type

/** A user as stored: identity, subscription and the profile fields of spec 4.5. */
export interface User {
  readonly id: UserId
  /** The identity provider's `sub` (for the dev issuer `dev|<email>`). */
  readonly subject: string
  readonly email: string
  readonly fullName: string | undefined
  readonly avatarUrl: string | undefined
  readonly subscriptionTier: SubscriptionTier
  readonly subscriptionStatus: SubscriptionStatus
  /** Epoch ms. */
  readonly trialEndsAt: number | undefined
  /** Epoch ms. */
  readonly currentPeriodEnd: number | undefined
  readonly profile: ProfileFields
  /** Epoch ms. */
  readonly createdAt: number
  /** Epoch ms. */
  readonly updatedAt: number
}

export { SubscriptionStatus, SubscriptionTier }

/** Storage of users. Every method is one statement or one transaction. */
export class UserRepository extends Context.Service<
  UserRepository,
  {
    /** The user of `subject`, created with `email` if unknown (atomic: concurrent first requests create one user). */
    readonly findOrCreate: (identity: {
      readonly subject: string
      readonly email: string
      readonly now: number
    }) => Effect.Effect<User, SqlError>
    readonly findById: (id: UserId) => Effect.Effect<Option.Option<User>, SqlError>
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<User>, SqlError>
    /** Replaces the name, avatar and profile fields; returns the updated user. */
    readonly updateProfile: (
      id: UserId,
      update: {
        readonly fullName: string | undefined
        readonly avatarUrl: string | undefined
        readonly profile: ProfileFields
      },
      now: number
    ) => Effect.Effect<Option.Option<User>, SqlError>
    readonly setSubscription: (
      id: UserId,
      subscription: { readonly tier: SubscriptionTier; readonly status: SubscriptionStatus },
      now: number
    ) => Effect.Effect<Option.Option<User>, SqlError>
  }
>()("domain/UserRepository") {}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())

/** The profile response of a user: spec 2.5 plus the profile fields, defaults applied. */
export const toProfile = (user: User): UserProfile => ({
  id: user.id,
  email: user.email,
  fullName: user.fullName ?? null,
  displayName: user.fullName ?? null,
  avatarUrl: user.avatarUrl ?? null,
  subscriptionTier: user.subscriptionTier,
  subscriptionStatus: user.subscriptionStatus,
  trialEndsAt: iso(user.trialEndsAt),
  currentPeriodEnd: iso(user.currentPeriodEnd),
  createdAt: iso(user.createdAt)!,
  updatedAt: iso(user.updatedAt)!,
  ...profileDefaults,
  ...user.profile
})
