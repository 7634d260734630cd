import type { FeatureFlag, FeatureKey } from "@fire/domain/FeatureFlag"
import { FeatureFlagRepository } from "@fire/domain/FeatureFlagRepository"
import type { SubscriptionTier } from "@fire/domain/Subscription"
import { Effect, Layer, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"

/** Feature flags in SQL (table `feature_flags`, migration 0006); `tiers` is a jsonb array of tier names. */

const columns = `key, description, enabled, tiers::text AS tiers, rollout_percent,
  (extract(epoch from updated_at) * 1000)::float8 AS updated_at`

interface Row {
  readonly key: string
  readonly description: string
  readonly enabled: boolean
  readonly tiers: string
  readonly rollout_percent: number
  readonly updated_at: number
}

const toFlag = (row: Row): FeatureFlag => ({
  key: row.key as FeatureKey,
  description: row.description,
  enabled: row.enabled,
  tiers: JSON.parse(row.tiers) as ReadonlyArray<SubscriptionTier>,
  rolloutPercent: Number(row.rollout_percent),
  updatedAt: Number(row.updated_at)
})

export const layer = Layer.effect(
  FeatureFlagRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const select = sql.unsafe(columns)
    return {
      list: Effect.map(sql<Row>`SELECT ${select} FROM feature_flags ORDER BY key COLLATE "C"`, (rows) =>
        rows.map(toFlag)
      ),
      find: (key) =>
        Effect.map(sql<Row>`SELECT ${select} FROM feature_flags WHERE key = ${key}`, (rows) =>
          Option.map(Option.fromNullishOr(rows[0]), toFlag)
        ),
      upsert: Effect.fn("FeatureFlagRepository.upsert")(function* (flag) {
        const rows = yield* sql<Row>`
          INSERT INTO feature_flags (key, description, enabled, tiers, rollout_percent, updated_at)
          VALUES (${flag.key}, ${flag.description}, ${flag.enabled}, ${JSON.stringify(flag.tiers)}::jsonb,
            ${flag.rolloutPercent}, ${new Date(flag.updatedAt).toISOString()})
          ON CONFLICT (key) DO UPDATE SET description = EXCLUDED.description, enabled = EXCLUDED.enabled,
            tiers = EXCLUDED.tiers, rollout_percent = EXCLUDED.rollout_percent, updated_at = EXCLUDED.updated_at
          RETURNING ${select}`
        return toFlag(rows[0]!)
      })
    }
  })
)
