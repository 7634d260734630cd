import { Schema } from "effect"
import { CountryCode } from "./CountryCode.js"
import { CurrencyCode } from "./CurrencyCode.js"
import { SubscriptionStatus, SubscriptionTier } from "./Subscription.js"
import { Text } from "./Text.js"

/**
 * The user profile of spec 4.5 (request) and 2.5 (response), with the bounds this API chooses
 * (docs/profile.md). Amounts are in `baseCurrency`, per year unless named monthly, after tax.
 */

const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })

/** Strategies a user can prefer (spec: "full value list: not shown"). */
export const FireType = Schema.Literals(["lean", "regular", "fat", "coast", "barista"])
export type FireType = typeof FireType.Type

/** Risk tolerance levels (spec: "full value list: not shown"). */
export const RiskTolerance = Schema.Literals(["conservative", "moderate", "aggressive"])
export type RiskTolerance = typeof RiskTolerance.Type

/** How the self-reported savings estimate combines with tracked holdings (spec 4.5). */
export const EstimatePolicy = Schema.Literals(["holdingsAugment", "holdingsOnly", "estimateOnly"])
export type EstimatePolicy = typeof EstimatePolicy.Type

const timeZones: ReadonlySet<string> = new Set([...Intl.supportedValuesOf("timeZone"), "UTC", "Etc/UTC"])

/** An IANA time-zone name known to this runtime, e.g. `Europe/Lisbon`. */
export const TimeZone = Schema.String.check(
  Schema.makeFilter((s: string) => timeZones.has(s) || "Expected an IANA time zone such as Europe/Lisbon")
)

const CitySlugPattern = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u), Schema.isMaxLength(100))
const HttpsUrl = Schema.String.check(Schema.isPattern(/^https?:\/\/[^\s]+$/u), Schema.isMaxLength(2048))
const Name = Text(1, 200)

/** The profile fields kept with a user; each optional (absent = not given). */
export const ProfileFields = Schema.Struct({
  birthYear: Schema.optionalKey(Schema.Int.check(between(1900, 2100))),
  baseCurrency: Schema.optionalKey(CurrencyCode),
  countryCode: Schema.optionalKey(CountryCode),
  city: Schema.optionalKey(Text(1, 120)),
  currentCitySlug: Schema.optionalKey(CitySlugPattern),
  timezone: Schema.optionalKey(TimeZone),
  annualIncome: Schema.optionalKey(Schema.Finite.check(between(0, 1e9))),
  annualExpenses: Schema.optionalKey(Schema.Finite.check(between(0, 1e9))),
  monthlyPassiveIncome: Schema.optionalKey(Schema.Finite.check(between(0, 1e8))),
  currentSavings: Schema.optionalKey(Schema.Finite.check(between(0, 1e11))),
  fireType: Schema.optionalKey(FireType),
  riskTolerance: Schema.optionalKey(RiskTolerance),
  targetFIAge: Schema.optionalKey(Schema.Int.check(between(18, 100))),
  lifestyleCreepRate: Schema.optionalKey(Schema.Finite.check(between(0, 0.1))),
  estimatePolicy: Schema.optionalKey(EstimatePolicy),
  derivePassiveFromDividends: Schema.optionalKey(Schema.Boolean)
})
export type ProfileFields = typeof ProfileFields.Type

type FieldName = keyof typeof ProfileFields.fields

/** A field of an update: a value sets it, `null` clears it, absent leaves it as it is. */
const clearable = <S extends Schema.Top>(schema: S) => Schema.optionalKey(Schema.NullOr(schema))

/**
 * `PUT /user/profile`: a partial update. Unknown fields are rejected (by the API's strict
 * decoding); `displayName` is an alias of `fullName` (both given: they must agree).
 */
export const ProfileUpdate = Schema.Struct({
  fullName: clearable(Name),
  displayName: clearable(Name),
  avatarUrl: clearable(HttpsUrl),
  ...(Object.fromEntries(
    Object.entries(ProfileFields.fields).map(([key, field]) => [
      key,
      clearable((field as { schema: Schema.Top }).schema)
    ])
  ) as { [K in FieldName]: Schema.optionalKey<Schema.NullOr<(typeof ProfileFields.fields)[K]["schema"]>> })
}).check(
  Schema.makeFilter((u: { readonly fullName?: string | null; readonly displayName?: string | null }) =>
    u.fullName !== undefined && u.displayName !== undefined && u.fullName !== u.displayName
      ? { path: ["displayName"], issue: "displayName is an alias of fullName; when both are given they must be equal" }
      : undefined
  )
)
export type ProfileUpdate = typeof ProfileUpdate.Type

/** Defaults of spec 4.5, applied when the user has not chosen. */
export const profileDefaults = { estimatePolicy: "holdingsAugment", derivePassiveFromDividends: false } as const

/** Applies an update to the stored fields: values set, nulls clear, absent keep. */
export const applyProfileUpdate = (
  current: {
    readonly fullName: string | undefined
    readonly avatarUrl: string | undefined
    readonly profile: ProfileFields
  },
  update: ProfileUpdate
): {
  readonly fullName: string | undefined
  readonly avatarUrl: string | undefined
  readonly profile: ProfileFields
} => {
  const profile: Record<string, unknown> = { ...current.profile }
  for (const key of Object.keys(ProfileFields.fields)) {
    const value = (update as Record<string, unknown>)[key]
    if (value === null) delete profile[key]
    else if (value !== undefined) profile[key] = value
  }
  const name = update.fullName !== undefined ? update.fullName : update.displayName
  return {
    fullName: name === undefined ? current.fullName : (name ?? undefined),
    avatarUrl: update.avatarUrl === undefined ? current.avatarUrl : (update.avatarUrl ?? undefined),
    profile: profile as ProfileFields
  }
}

/** `GET`/`PUT /user/profile` response: spec 2.5 plus every profile field (defaults applied). */
export const UserProfile = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  fullName: Schema.NullOr(Schema.String),
  displayName: Schema.NullOr(Schema.String),
  avatarUrl: Schema.NullOr(Schema.String),
  subscriptionTier: SubscriptionTier,
  subscriptionStatus: SubscriptionStatus,
  trialEndsAt: Schema.NullOr(Schema.String),
  currentPeriodEnd: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  ...ProfileFields.fields,
  estimatePolicy: EstimatePolicy,
  derivePassiveFromDividends: Schema.Boolean
})
export type UserProfile = typeof UserProfile.Type
