import { Effect, Layer, Option } from "effect"
import { ApiErrors } from "./Errors.js"
import { Authenticated, CurrentUser } from "./Security.js"
import { CurrentPrincipal } from "./Identity.js"

/** Requires the principal the pipeline resolved; without one, 401 UNAUTHORIZED (no message). */
const requirePrincipal = <A, E, R>(httpEffect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const principal = yield* CurrentPrincipal
    if (Option.isNone(principal)) return yield* Effect.fail(ApiErrors.unauthorized())
    return yield* Effect.provideService(httpEffect, CurrentUser, principal.value)
  })

/** Bearer or session cookie: the pipeline resolved either into the same principal. */
export const layer = Layer.succeed(
  Authenticated,
  Authenticated.of({ bearer: requirePrincipal, session: requirePrincipal })
)
