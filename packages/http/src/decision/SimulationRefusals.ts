import {
  IdempotencyConflict,
  ScenarioRevisionNotFound,
  UnknownStressScenario
} from "@fire/decision/RetirementSimulation"
import { type ApiError, ApiErrors, toApiError } from "../pipeline/Errors.js"

/**
 * The retirement simulation's refusals as the API's errors (spec 4.6), for the endpoints and for
 * the coach's `simulate_revision` tool.
 */
export const simulationApiError = (e: unknown): ApiError => {
  if (e instanceof ScenarioRevisionNotFound) return ApiErrors.notFound("No such scenario revision")
  if (e instanceof UnknownStressScenario)
    return ApiErrors.validation([
      {
        path: "body.stressScenarioId",
        message: `must be a stress scenario of parameter set ${e.parameterSetId}: ${e.known.join(", ")}`
      }
    ])
  if (e instanceof IdempotencyConflict) {
    const key = e.idempotencyKey
    switch (e.reason) {
      case "different_request":
        return ApiErrors.conflict(`Idempotency-Key ${key} was already used for a different request; use a new key`)
      case "still_running":
        return ApiErrors.conflict(
          `A request with Idempotency-Key ${key} is still running; retry with the same key later`
        )
      case "first_failed":
        return ApiErrors.conflict(`The first request with Idempotency-Key ${key} failed; retry`)
    }
  }
  return toApiError(e)
}
