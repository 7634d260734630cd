import { type User, UserRepository } from "@fire/domain/User"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
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
