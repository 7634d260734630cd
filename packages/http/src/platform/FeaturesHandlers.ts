import { evaluateFeature } from "@fire/domain/FeatureFlag"
import { FeatureFlagRepository } from "@fire/domain/FeatureFlagRepository"
import { effectiveTier } from "@fire/domain/Subscription"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"

/** The caller as flags see them: their id and the tier in force now (a lapsed Pro is Starter). */
const caller = Effect.gen(function* () {
  const user = yield* CurrentUser
  const now = yield* Clock.currentTimeMillis
  const tier = effectiveTier(
    { tier: user.subscriptionTier, status: user.subscriptionStatus, trialEndsAt: user.trialEndsAt },
    now
  )
  return { userId: user.id, tier }
})

export const layer = HttpApiBuilder.group(
  Api,
  "features",
  Effect.fn(function* (handlers) {
    const flags = yield* FeatureFlagRepository
    return handlers
      .handle("list", () =>
        Effect.gen(function* () {
          const who = yield* caller
          const all = yield* flags.list
          return yield* ok(all.map((flag) => evaluateFeature(flag, who)))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("check", ({ params }) =>
        Effect.gen(function* () {
          const who = yield* caller
          const flag = yield* flags.find(params.key)
          if (Option.isNone(flag)) return yield* ApiErrors.notFound(`No feature flag ${params.key}`)
          return yield* ok(evaluateFeature(flag.value, who))
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
