import type { ApiKeyRecord } from "@fire/domain/ApiKey"
import { ApiKeys } from "@fire/domain/ApiKeys"
import { Profiles } from "@fire/domain/Profiles"
import { type User, toProfile } from "@fire/domain/User"
import { UserProfile } from "@fire/domain/UserProfile"
import { Effect, Schema } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { API_KEY_PAGE, type ApiKeyView } from "./UserApi.js"
import { requireInteractiveCredential } from "../pipeline/Identity.js"
import { meta, ok, okList } from "../pipeline/RequestContext.js"
import { encodedOnce, envelopeResponse } from "../pipeline/EncodedEnvelope.js"
import { pageOf } from "../pipeline/Envelope.js"

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())

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
    const profiles = yield* Profiles
    const apiKeys = yield* ApiKeys
    // A user's profile is schema-encoded once per user record: the identity cache serves the same
    // record to every request of its credential until it is read again (docs/performance.md), and each
    // answer splices its own `meta` around those bytes (the bytes of encoding the whole envelope).
    const encodeProfile = Schema.encodeSync(UserProfile)
    const encodedProfile = encodedOnce((user: User) => encodeProfile(toProfile(user)))
    return handlers
      .handle("getProfile", () =>
        Effect.flatMap(CurrentUser, (user) => Effect.map(meta, (m) => envelopeResponse(encodedProfile(user), m)))
      )
      .handle("updateProfile", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireInteractiveCredential
          const user = yield* CurrentUser
          const updated = yield* profiles.update(user, payload)
          return yield* ok(toProfile(updated))
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
          return yield* ok({ id: revoked.id })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
