import { FeatureFlags } from "@fire/domain/FeatureFlags"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"

/** `GET /features` and `GET /features/:key`: the flags as the caller sees them (use case `FeatureFlags`). */
export const layer = HttpApiBuilder.group(
  Api,
  "features",
  Effect.fn(function* (handlers) {
    const flags = yield* FeatureFlags
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(yield* flags.evaluateAll(user))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("check", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(yield* flags.evaluate(user, params.key))
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
