import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"
import { RetirementSimulations } from "./RetirementSimulations.js"

/** `POST /fire-decision/scenarios/{scenarioId}/retirement-simulation` and `.../solve`: decode, delegate, encode. */
export const layer = HttpApiBuilder.group(
  Api,
  "retirementSimulation",
  Effect.fn(function* (handlers) {
    const simulations = yield* RetirementSimulations
    return handlers
      .handle("simulate", ({ params, headers, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const data = yield* simulations.simulate({
            owner: user.id,
            scenarioId: params.scenarioId,
            idempotencyKey: headers["idempotency-key"],
            payload
          })
          return yield* ok(data)
        })
      )
      .handle("solve", ({ params, headers, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const data = yield* simulations.solve({
            owner: user.id,
            scenarioId: params.scenarioId,
            idempotencyKey: headers["idempotency-key"],
            payload
          })
          return yield* ok(data)
        })
      )
  })
)
