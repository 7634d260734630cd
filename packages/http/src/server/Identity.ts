import { type User, UserRepository } from "@fire/domain/User"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { type ApiError, ApiErrors } from "../api/Errors.js"
import { ApiKeys, looksLikeApiKey } from "../auth/ApiKeys.js"
import { TokenVerifier } from "../auth/TokenVerifier.js"

/**
 * Who a request comes from, decided once per request from its `Authorization` header: nobody,
 * a user (by JWT or API key), or a rejected credential. A JWT's unknown subject becomes a user.
 */
export type Credential =
  | { readonly _tag: "Anonymous" }
  | { readonly _tag: "Authenticated"; readonly user: User; readonly via: "jwt" | "api_key" }
  | { readonly _tag: "Rejected"; readonly reason: "invalid" | "expired" }

/** The authenticated user of the current request, set by the request pipeline. */
export const CurrentPrincipal = Context.Reference<Option.Option<User>>("fire/http/CurrentPrincipal", {
  defaultValue: () => Option.none()
})

/** How the current request's principal signed in, set by the request pipeline beside `CurrentPrincipal`. */
export const CurrentCredentialKind = Context.Reference<"jwt" | "api_key" | "none">("fire/http/CurrentCredentialKind", {
  defaultValue: () => "none"
})

/**
 * Fails with 403 FORBIDDEN unless the request came with an interactive credential (a JWT; later
 * a session): API keys are made in the account settings (spec 5.4), so a key may not create,
 * list or revoke keys or change the profile (issue 12, defect 3; docs/auth.md).
 */
export const requireInteractiveCredential: Effect.Effect<void, ApiError> = Effect.flatMap(
  CurrentCredentialKind,
  (kind) =>
    kind === "api_key"
      ? Effect.fail(
          ApiErrors.forbidden(
            "An API key cannot manage API keys or change the profile; sign in interactively (JWT) to do this"
          )
        )
      : Effect.void
)

export class Identity extends Context.Service<
  Identity,
  { readonly resolve: (authorization: string | undefined) => Effect.Effect<Credential, SqlError> }
>()("fire/http/Identity") {}

const anonymous: Credential = { _tag: "Anonymous" }
const rejected = (reason: "invalid" | "expired"): Credential => ({ _tag: "Rejected", reason })

export const layer = Layer.effect(
  Identity,
  Effect.gen(function* () {
    const tokens = yield* TokenVerifier
    const apiKeys = yield* ApiKeys
    const users = yield* UserRepository
    yield* Effect.logInfo(`JWT verification: ${tokens.describe}`)
    return {
      resolve: Effect.fn("Identity.resolve")(function* (authorization) {
        if (authorization === undefined) return anonymous
        const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim())
        if (match === null) return rejected("invalid")
        const credential = match[1]!
        if (looksLikeApiKey(credential)) {
          const owner = yield* apiKeys.authenticate(credential)
          if (Option.isNone(owner)) return rejected("invalid")
          const user = yield* users.findById(owner.value)
          return Option.isSome(user)
            ? ({ _tag: "Authenticated", user: user.value, via: "api_key" } as const)
            : rejected("invalid")
        }
        const verified = yield* Effect.result(tokens.verify(credential))
        if (verified._tag === "Failure") return rejected(verified.failure)
        const now = yield* Clock.currentTimeMillis
        const user = yield* users.findOrCreate({ ...verified.success, now })
        return { _tag: "Authenticated", user, via: "jwt" } as const
      })
    }
  })
)
