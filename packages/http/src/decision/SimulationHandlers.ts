import { RetirementSimulations } from "@fire/decision/RetirementSimulation"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"
import type { PlanningExecutionView, SolveExecutionView } from "./SimulationApi.js"
import { simulationApiError } from "./SimulationRefusals.js"

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `POST /fire-decision/scenarios/{scenarioId}/retirement-simulation` and `.../solve`: decode, delegate, encode. */
export const layer = HttpApiBuilder.group(
  Api,
  "retirementSimulation",
  Effect.fn(function* (handlers) {
    const simulations = yield* RetirementSimulations
    /** The Idempotency-Key header, which must be a client-generated UUID. */
    const keyOf = (headers: { readonly "idempotency-key"?: string | undefined }) => {
      const key = headers["idempotency-key"]
      return key !== undefined && IDEMPOTENCY_KEY.test(key)
        ? Effect.succeed(key)
        : Effect.fail(
            ApiErrors.validation([
              { path: "headers.idempotency-key", message: "Idempotency-Key is required: a client-generated UUID" }
            ])
          )
    }
    return handlers
      .handle("simulate", ({ params, headers, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const idempotencyKey = yield* keyOf(headers)
          const data = yield* simulations.simulate({
            owner: user.id,
            scenarioId: params.scenarioId,
            idempotencyKey,
            payload
          })
          return yield* ok(data as PlanningExecutionView)
        }).pipe(Effect.mapError(simulationApiError))
      )
      .handle("solve", ({ params, headers, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const idempotencyKey = yield* keyOf(headers)
          const data = yield* simulations.solve({
            owner: user.id,
            scenarioId: params.scenarioId,
            idempotencyKey,
            payload
          })
          return yield* ok(data as SolveExecutionView)
        }).pipe(Effect.mapError(simulationApiError))
      )
  })
)
