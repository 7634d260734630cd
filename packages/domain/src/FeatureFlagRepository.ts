import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { FeatureFlag } from "./FeatureFlag.js"

/** Storage of feature flags (port). */
export class FeatureFlagRepository extends Context.Service<
  FeatureFlagRepository,
  {
    /** Every flag, by key. */
    readonly list: Effect.Effect<ReadonlyArray<FeatureFlag>, SqlError>
    readonly find: (key: string) => Effect.Effect<Option.Option<FeatureFlag>, SqlError>
    /** Creates or replaces the flag of `flag.key`. */
    readonly upsert: (flag: FeatureFlag) => Effect.Effect<FeatureFlag, SqlError>
  }
>()("domain/FeatureFlagRepository") {}
