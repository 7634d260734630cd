import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import {
  applyFeatureFlagChange,
  type EvaluatedFeature,
  evaluateFeature,
  type FeatureFlag,
  type FeatureFlagChange,
  type FeatureKey
} from "./FeatureFlag.js"
import { FeatureFlagRepository } from "./FeatureFlagRepository.js"
import { NotFoundError } from "./NotFound.js"
import { effectiveTier } from "./Subscription.js"
import type { User } from "./User.js"

/** Who asks which flags are on: the user's id and subscription (the tier in force is worked out now). */
export type FlagReader = Pick<User, "id" | "subscriptionTier" | "subscriptionStatus" | "trialEndsAt">

/**
 * The feature-flag use cases: the operator's changes and list (`fire features`), and the flags as
 * one user sees them (`GET /features`), with the tier in force at the effect `Clock`'s now (a lapsed
 * Pro is Starter). Storage through the `FeatureFlagRepository` port.
 */
export class FeatureFlags extends Context.Service<
  FeatureFlags,
  {
    /** Every flag, by key. */
    readonly list: Effect.Effect<ReadonlyArray<FeatureFlag>, SqlError>
    /** Creates or changes the flag `key`: absent fields of `change` keep their value (a new flag: the defaults). */
    readonly set: (key: FeatureKey, change: FeatureFlagChange) => Effect.Effect<FeatureFlag, SqlError>
    /** Every flag as `reader` sees it. */
    readonly evaluateAll: (reader: FlagReader) => Effect.Effect<ReadonlyArray<EvaluatedFeature>, SqlError>
    /** The flag `key` as `reader` sees it; NotFoundError when there is no such flag. */
    readonly evaluate: (reader: FlagReader, key: string) => Effect.Effect<EvaluatedFeature, NotFoundError | SqlError>
  }
>()("domain/FeatureFlags") {}

/** The caller as flags see them: their id and the tier in force now. */
const callerOf = (reader: FlagReader) =>
  Effect.map(Clock.currentTimeMillis, (now) => ({
    userId: reader.id,
    tier: effectiveTier(
      { tier: reader.subscriptionTier, status: reader.subscriptionStatus, trialEndsAt: reader.trialEndsAt },
      now
    )
  }))

/** `FeatureFlags` over a `FeatureFlagRepository`. */
export const layer = Layer.effect(
  FeatureFlags,
  Effect.gen(function* () {
    const flags = yield* FeatureFlagRepository
    return {
      list: flags.list,
      set: Effect.fn("FeatureFlags.set")(function* (key, change) {
        const current = yield* flags.find(key)
        const now = yield* Clock.currentTimeMillis
        return yield* flags.upsert(applyFeatureFlagChange(key, Option.getOrUndefined(current), change, now))
      }),
      evaluateAll: Effect.fn("FeatureFlags.evaluateAll")(function* (reader) {
        const caller = yield* callerOf(reader)
        const all = yield* flags.list
        return all.map((flag) => evaluateFeature(flag, caller))
      }),
      evaluate: Effect.fn("FeatureFlags.evaluate")(function* (reader, key) {
        const caller = yield* callerOf(reader)
        const flag = yield* flags.find(key)
        if (Option.isNone(flag)) return yield* new NotFoundError({ message: `No feature flag ${key}` })
        return evaluateFeature(flag.value, caller)
      })
    }
  })
)
