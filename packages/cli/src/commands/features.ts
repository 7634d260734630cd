import { type FeatureFlag, type FeatureFlagChange, FeatureKey, RolloutPercent } from "@fire/domain/FeatureFlag"
import { FeatureFlags } from "@fire/domain/FeatureFlags"
import { SubscriptionTier } from "@fire/domain/Subscription"
import { OperatorServices } from "@fire/http"
import { Console, Effect, Option, Schema } from "effect"
import { Argument, Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"

const isKey = Schema.is(FeatureKey)
const isPercent = Schema.is(RolloutPercent)
const isTier = Schema.is(SubscriptionTier)

/**
 * Parses `--tiers`: a comma-separated list of `starter` and `pro`, or `all` (or an empty value)
 * for every tier. Answers the tiers, or the first unknown name.
 */
export const parseTiers = (
  value: string
): { readonly tiers: ReadonlyArray<SubscriptionTier> } | { readonly unknown: string } => {
  const names = value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "")
  if (names.length === 1 && names[0] === "all") return { tiers: [] }
  const unknown = names.find((name) => !isTier(name))
  if (unknown !== undefined) return { unknown }
  return { tiers: [...new Set(names as Array<SubscriptionTier>)].sort() }
}

/** One line of `fire features list`: key, on/off, tiers, rollout and description, tab-separated. */
export const flagLine = (flag: FeatureFlag): string =>
  [
    flag.key,
    flag.enabled ? "enabled" : "disabled",
    flag.tiers.length === 0 ? "all-tiers" : flag.tiers.join(","),
    `${flag.rolloutPercent}%`,
    flag.description
  ].join("\t")

/** `fire features set <key> [--enabled true|false] [--tiers starter,pro|all] [--rollout N] [--description D]` */
const set = Command.make(
  "set",
  {
    key: Argument.String("key").pipe(
      Argument.withDescription("Flag key: lowercase letters and digits, words joined by . _ or - (1-64)")
    ),
    enabled: Flag.Literals("enabled", ["true", "false"] as const).pipe(
      Flag.withDescription("Turn the flag on or off (a new flag starts off)"),
      Flag.optional
    ),
    tiers: Flag.String("tiers").pipe(
      Flag.withDescription("Comma-separated tiers (starter,pro) or `all` (a new flag: all)"),
      Flag.optional
    ),
    rollout: Flag.Int("rollout").pipe(
      Flag.withDescription("Percentage of users, 0-100, by a stable hash of the user id (a new flag: 100)"),
      Flag.optional
    ),
    description: Flag.String("description").pipe(
      Flag.withDescription("What the flag controls (at most 500 characters)"),
      Flag.optional
    )
  },
  // The options are checked before the database is opened: a refusal costs nothing.
  Effect.fn(function* ({ key, enabled, tiers, rollout, description }) {
    if (!isKey(key)) return yield* failWith(`invalid key ${JSON.stringify(key)}: ${FEATURE_KEY_RULE}`)
    const change: { -readonly [K in keyof FeatureFlagChange]: FeatureFlagChange[K] } = {}
    if (Option.isSome(enabled)) change.enabled = enabled.value === "true"
    if (Option.isSome(tiers)) {
      const parsed = parseTiers(tiers.value)
      if ("unknown" in parsed) return yield* failWith(`unknown tier ${parsed.unknown} (starter, pro or all)`)
      change.tiers = parsed.tiers
    }
    if (Option.isSome(rollout)) {
      if (!isPercent(rollout.value)) return yield* failWith(`--rollout must be an integer 0-100, got ${rollout.value}`)
      change.rolloutPercent = rollout.value
    }
    if (Option.isSome(description)) {
      if (description.value.length > 500) return yield* failWith("--description must be at most 500 characters")
      change.description = description.value
    }
    const saved = yield* Effect.gen(function* () {
      return yield* (yield* FeatureFlags).set(key, change)
    }).pipe(Effect.provide(OperatorServices.layer))
    yield* Console.log(flagLine(saved))
  })
).pipe(Command.withDescription("Create or change a feature flag; absent options keep their value"))

const FEATURE_KEY_RULE = "lowercase letters and digits, words joined by '.', '_' or '-', at most 64 characters"

/** `fire features list`: every flag, one tab-separated line each, by key. */
const list = Command.make(
  "list",
  {},
  Effect.fn(function* () {
    const all = yield* (yield* FeatureFlags).list
    if (all.length === 0) return yield* Console.log("No feature flags.")
    for (const flag of all) yield* Console.log(flagLine(flag))
  }, Effect.provide(OperatorServices.layer))
).pipe(Command.withDescription("List the feature flags: key, state, tiers, rollout, description"))

export const features = Command.make("features").pipe(Command.withSubcommands([set, list]))
