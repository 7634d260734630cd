import type { ApiKeyRecord } from "@fire/domain/ApiKey"
import { CityRepository } from "@fire/domain/CityRepository"
import { type User, UserRepository } from "@fire/domain/User"
import { applyProfileUpdate, profileDefaults, type UserProfile } from "@fire/domain/UserProfile"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { API_KEY_PAGE, type ApiKeyView } from "./UserApi.js"
import { ApiKeys } from "./ApiKeys.js"
import { requireInteractiveCredential } from "../pipeline/Identity.js"
import { ok, okList } from "../pipeline/RequestContext.js"
import { pageOf } from "../pipeline/Envelope.js"

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

const toView = (record: ApiKeyRecord): ApiKeyView => ({
  id: record.id,
  name: record.name,
  prefix: record.prefix,
  lastFour: record.lastFour,
  createdAt: iso(record.createdAt)!,
  lastUsedAt: iso(record.lastUsedAt),
  revokedAt: iso(record.revokedAt)
})

export const layer = HttpApiBuilder.group(
  Api,
  "user",
  Effect.fn(function* (handlers) {
    const users = yield* UserRepository
    const cities = yield* CityRepository
    const apiKeys = yield* ApiKeys
    return handlers
      .handle("getProfile", () => Effect.flatMap(CurrentUser, (user) => ok(toProfile(user))))
      .handle("updateProfile", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireInteractiveCredential
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const year = new Date(now).getUTCFullYear()
          if (payload.birthYear != null && payload.birthYear > year) {
            return yield* ApiErrors.validation([
              { path: "body.birthYear", message: `Expected a year at most ${year}, got ${payload.birthYear}` }
            ])
          }
          const slug = payload.currentCitySlug
          if (typeof slug === "string" && (yield* cities.findBySlugs([slug])).length === 0) {
            return yield* ApiErrors.validation([
              {
                path: "body.currentCitySlug",
                message: `Unknown city slug ${JSON.stringify(slug)}: not in the catalogue`
              }
            ])
          }
          const next = applyProfileUpdate(user, payload)
          const updated = yield* users.updateProfile(user.id, next, now)
          if (Option.isNone(updated)) return yield* ApiErrors.notFound("The user no longer exists")
          return yield* ok(toProfile(updated.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("listApiKeys", ({ query }) =>
        Effect.gen(function* () {
          yield* requireInteractiveCredential
          const user = yield* CurrentUser
          const page = pageOf(query, API_KEY_PAGE)
          const found = yield* apiKeys.list(user.id, page)
          return yield* okList(found.items.map(toView), found.total, page)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("createApiKey", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireInteractiveCredential
          const user = yield* CurrentUser
          const { key, record } = yield* apiKeys.create(user.id, payload.name)
          return yield* ok({ ...toView(record), key })
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("revokeApiKey", ({ params }) =>
        Effect.gen(function* () {
          yield* requireInteractiveCredential
          const user = yield* CurrentUser
          const revoked = yield* apiKeys.revoke(user.id, params.keyId)
          if (Option.isNone(revoked)) return yield* ApiErrors.notFound("No such active API key")
          return yield* ok({ id: revoked.value.id })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
