import {
  DecisionActions,
  EvidenceSnapshotNotFound,
  RankStabilityFailed,
  ReceiptNotFound,
  UnknownCandidateCities
} from "@fire/decision/DecisionActions"
import { snapshotView } from "@fire/decision/EvidenceSnapshot"
import { DECISION_CONTRACT } from "@fire/decision/Receipt"
import { IdempotencyConflict } from "@fire/decision/RetirementSimulation"
import { RevisionNotFound } from "@fire/decision/Scenarios"
import { Clock, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { CurrentRequestId } from "../pipeline/RequestContext.js"
import { receiptReadView } from "./ReceiptReadView.js"
import { requireTier } from "../pipeline/TierCheck.js"

/** `{success, data, meta: {requestId, contractVersion, timestamp}}` of the decision endpoints. */
const decisionOk = <A>(data: A) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const requestId = yield* CurrentRequestId
    return {
      success: true as const,
      data,
      meta: { requestId, contractVersion: DECISION_CONTRACT, timestamp: new Date(now).toISOString() }
    }
  })

/** The use case's refusals as the API's errors. */
const mapError = (e: unknown) => {
  if (e instanceof RevisionNotFound) return ApiErrors.notFound("No such revision")
  if (e instanceof ReceiptNotFound) return ApiErrors.notFound("No such receipt")
  if (e instanceof EvidenceSnapshotNotFound) return ApiErrors.notFound("No such receipt or evidence snapshot")
  if (e instanceof IdempotencyConflict)
    return ApiErrors.conflict("This Idempotency-Key was already used for a different request")
  if (e instanceof UnknownCandidateCities)
    return ApiErrors.validation(
      e.unknown.map(({ index, slug }) => ({
        path: `body.candidateCitySlugs.${index}`,
        message: `Unknown city: ${slug}`
      }))
    )
  if (e instanceof RankStabilityFailed) return ApiErrors.conflict(e.message)
  return toApiError(e)
}

export const layer = HttpApiBuilder.group(
  Api,
  "decisionActions",
  Effect.fn(function* (handlers) {
    const actions = yield* DecisionActions
    return handlers
      .handle("evaluate", ({ params, headers }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const idempotencyKey = headers["idempotency-key"]
          if (idempotencyKey === undefined)
            return yield* ApiErrors.validation([
              { path: "headers.idempotency-key", message: "Required header is missing: a client-generated UUID" }
            ])
          const receipt = yield* actions.evaluate({
            owner: user.id,
            scenarioId: params.scenarioId,
            revisionId: params.revisionId,
            idempotencyKey
          })
          return yield* decisionOk(receipt)
        }).pipe(Effect.mapError(mapError))
      )
      .handle("receipt", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* decisionOk(
            receiptReadView(yield* actions.receipt(user.id, params.scenarioId, params.receiptId))
          )
        }).pipe(Effect.mapError(mapError))
      )
      .handle("evidence", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* decisionOk(snapshotView(yield* actions.evidence(user.id, params.scenarioId, params.receiptId)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("rankStability", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* requireTier("pro")
          return yield* decisionOk(yield* actions.rankStability(user.id, params.scenarioId, payload))
        }).pipe(Effect.mapError(mapError))
      )
  })
)
