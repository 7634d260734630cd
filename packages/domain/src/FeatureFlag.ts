import { Schema } from "effect"
import { createHash } from "node:crypto"
import type { SubscriptionTier } from "./Subscription.js"

/**
 * Feature flags: stored in the database, managed with `fire features set|list`, evaluated per
 * caller. A flag is on for a user when it is enabled, the user's tier is allowed (no tiers listed:
 * every tier) and the user's stable rollout bucket is below the rollout percentage.
 */

/** A flag key: lowercase letters and digits in words joined by `.`, `_` or `-`; 1-64 characters. */
export const FeatureKey = Schema.String.check(
  Schema.isMaxLength(64),
  Schema.isPattern(/^[a-z0-9]+([._-][a-z0-9]+)*$/u, {
    message: "Expected lowercase letters and digits, words joined by '.', '_' or '-' (at most 64 characters)"
  })
)
export type FeatureKey = typeof FeatureKey.Type

/** Rollout percentage: an integer 0-100 (0 nobody, 100 everybody the tier rule admits). */
export const RolloutPercent = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))

/** A stored flag. `updatedAt` is epoch ms. */
export interface FeatureFlag {
  readonly key: FeatureKey
  readonly description: string
  readonly enabled: boolean
  /** Tiers the flag is for; empty: every tier. */
  readonly tiers: ReadonlyArray<SubscriptionTier>
  /** 0-100. */
  readonly rolloutPercent: number
  readonly updatedAt: number
}

/** A flag as evaluated for one caller. */
export interface EvaluatedFeature {
  readonly key: FeatureKey
  readonly description: string
  readonly enabled: boolean
}

/**
 * The user's stable rollout bucket for a flag, 0-99: the first 32 bits of
 * sha256(`${key}:${userId}`) read as an unsigned big-endian integer, modulo 100. The same user
 * and key always land in the same bucket; different keys spread users independently.
 */
export const rolloutBucket = (key: string, userId: string): number =>
  createHash("sha256").update(`${key}:${userId}`, "utf8").digest().readUInt32BE(0) % 100

/**
 * Whether `flag` is on for a user of `tier` (the effective tier): enabled, tier allowed (empty
 * `tiers`: all) and `rolloutBucket(key, userId) < rolloutPercent`.
 */
export const isFeatureOn = (
  flag: Pick<FeatureFlag, "key" | "enabled" | "tiers" | "rolloutPercent">,
  caller: { readonly userId: string; readonly tier: SubscriptionTier }
): boolean =>
  flag.enabled &&
  (flag.tiers.length === 0 || flag.tiers.includes(caller.tier)) &&
  rolloutBucket(flag.key, caller.userId) < flag.rolloutPercent

/** The flag as the caller sees it: key, description and whether it is on for them. */
export const evaluateFeature = (
  flag: FeatureFlag,
  caller: { readonly userId: string; readonly tier: SubscriptionTier }
): EvaluatedFeature => ({ key: flag.key, description: flag.description, enabled: isFeatureOn(flag, caller) })

/** A change to a flag: absent fields keep their value (or take the defaults for a new flag). */
export interface FeatureFlagChange {
  readonly enabled?: boolean | undefined
  readonly tiers?: ReadonlyArray<SubscriptionTier> | undefined
  readonly rolloutPercent?: number | undefined
  readonly description?: string | undefined
}

/** A new flag's values: disabled, every tier, 100 % rollout, no description. */
export const featureFlagDefaults = { enabled: false, tiers: [], rolloutPercent: 100, description: "" } as const

/** Applies `change` to the stored flag (or to the defaults when there is none), stamped `now` (epoch ms). */
export const applyFeatureFlagChange = (
  key: FeatureKey,
  current: FeatureFlag | undefined,
  change: FeatureFlagChange,
  now: number
): FeatureFlag => {
  const base = current ?? { key, ...featureFlagDefaults, updatedAt: now }
  return {
    key,
    description: change.description ?? base.description,
    enabled: change.enabled ?? base.enabled,
    tiers: change.tiers ?? base.tiers,
    rolloutPercent: change.rolloutPercent ?? base.rolloutPercent,
    updatedAt: now
  }
}
