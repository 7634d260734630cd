import { ProfileUpdate, UserProfile } from "@fire/domain/UserProfile"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { PageQuery, Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"
import { Text } from "@fire/domain/Text"
import { ObjectLimits } from "@fire/domain/ObjectLimits"

/** Default page size of the API key list. */
export const API_KEY_PAGE = 50

/** An API key as listed: never the key itself. */
export const ApiKeyView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  prefix: Schema.String.annotate({ description: "`svc_` and the next four characters" }),
  lastFour: Schema.String,
  createdAt: Schema.String,
  lastUsedAt: Schema.NullOr(Schema.String),
  revokedAt: Schema.NullOr(Schema.String)
})
export type ApiKeyView = typeof ApiKeyView.Type

/** The answer to a creation: the key, shown this once, and its listing. */
export const CreatedApiKey = Schema.Struct({
  ...ApiKeyView.fields,
  key: Schema.String.annotate({ description: "The key itself. Shown only now: store it; only a hash is kept" })
})

export const CreateApiKey = Schema.Struct({
  name: Text(1, 100).annotate({
    description: "A label to recognise the key by (1-100 characters)"
  })
})

export class UserApi extends HttpApiGroup.make("user")
  .add(
    HttpApiEndpoint.get("getProfile", "/user/profile", { success: Success(UserProfile) }).annotateMerge(
      OpenApi.annotations({
        summary: "Get the profile",
        description: "The authenticated user's account (id, email, subscription) and profile fields (docs/profile.md)"
      })
    ),
    HttpApiEndpoint.put("updateProfile", "/user/profile", {
      payload: ProfileUpdate,
      success: Success(UserProfile)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Update the profile",
        description:
          "A partial update: given fields are set, `null` clears a field, absent fields are kept. Unknown fields " +
          "are rejected. `displayName` is an alias of `fullName`. Bounds: docs/profile.md."
      })
    ),
    HttpApiEndpoint.get("listApiKeys", "/user/api-keys", {
      query: PageQuery(API_KEY_PAGE),
      success: SuccessList(ApiKeyView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List API keys",
        description: `Prefix, last four, created and last-used times; newest first, revoked keys included, paginated (\`limit\` default ${API_KEY_PAGE}). At most ${ObjectLimits.activeApiKeys} unrevoked keys per user. Needs a JWT: an API key gets 403.`
      })
    ),
    HttpApiEndpoint.post("createApiKey", "/user/api-keys", {
      payload: CreateApiKey,
      success: Success(CreatedApiKey).pipe(HttpApiSchema.status(201))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Create an API key",
        description: "`svc_` + 32 random bytes (base64url). The key is in this response only."
      })
    ),
    HttpApiEndpoint.delete("revokeApiKey", "/user/api-keys/:keyId", {
      params: { keyId: Schema.String.check(Schema.isUUID()) },
      success: Success(Schema.Struct({ id: Schema.String }))
    }).annotateMerge(
      OpenApi.annotations({ summary: "Revoke an API key", description: "Refused at once by every API process" })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(
    OpenApi.annotations({ title: "User", description: "The authenticated user's profile and API keys" })
  ) {}
