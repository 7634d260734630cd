import {
  evaluateEvidenceClaims,
  evaluateSpendingSustainable,
  evaluationSimulationRequest,
  evidenceFoundationOf,
  orderClaimResults
} from "@fire/decision/ClaimEvaluation"
import { buildSnapshot, snapshotView } from "@fire/decision/EvidenceSnapshot"
import type { GovernedSimulationInput } from "@fire/decision/GovernedSimulation"
import { engineParameterSet } from "@fire/decision/ParameterSet"
import { ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import { selectParameterSet } from "@fire/decision/ParameterSetSelection"
import { type RankStabilityInput, rankStabilityRuns, summarizeRankStability } from "@fire/decision/RankStability"
import { buildReceipt, DECISION_CONTRACT, type DecisionReceipt } from "@fire/decision/Receipt"
import { ReceiptRepository } from "@fire/decision/ReceiptRepository"
import type { Revision, RevisionId } from "@fire/decision/Revision"
import type { ScenarioId } from "@fire/decision/Scenario"
import { ScenarioRepository } from "@fire/decision/ScenarioRepository"
import { CityRepository } from "@fire/domain/CityRepository"
import { taxRuleSets } from "@fire/domain/tax/TaxCatalog"
import { visaRuleSetFor } from "@fire/domain/visa/VisaRuleSetCatalog"
import { canonicalHash } from "@fire/simulation"
import { Clock, Duration, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { CurrentRequestId } from "../pipeline/RequestContext.js"
import { runGoverned } from "./GovernedRun.js"
import { receiptReadView } from "./ReceiptReadView.js"
import { SimulationPool } from "../runtime/SimulationPool.js"
import { requireTier } from "../pipeline/TierCheck.js"

/** Default number of rank-stability perturbations. */
const DEFAULT_PERTURBATIONS = 50

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

export const layer = HttpApiBuilder.group(
  Api,
  "decisionActions",
  Effect.fn(function* (handlers) {
    const scenarios = yield* ScenarioRepository
    const cities = yield* CityRepository
    const parameterSets = yield* ParameterSetRepository
    const receipts = yield* ReceiptRepository
    const pool = yield* SimulationPool
    const timeoutMs = pool.settings.timeoutMs

    const governed = (input: GovernedSimulationInput) => runGoverned(pool, input)

    /** A rank-stability job: every engine run in the pool (as many at once as it has workers), then the summary. */
    const rankJob = (input: RankStabilityInput) =>
      Effect.gen(function* () {
        const runs = rankStabilityRuns(input)
        if ("_tag" in runs) return runs
        const outcomes = yield* Effect.forEach(runs, (r) => pool.run(r.engineInput), {
          concurrency: pool.settings.workers
        }).pipe(Effect.timeoutOption(Duration.millis(timeoutMs)))
        if (Option.isNone(outcomes))
          return { _tag: "RankStabilityError" as const, message: `The ranking did not finish within ${timeoutMs} ms` }
        return summarizeRankStability(input, runs, outcomes.value)
      })

    const ownedRevision = (owner: string, scenarioId: string, revisionId: string) =>
      Effect.flatMap(
        scenarios.findRevision(owner, scenarioId as ScenarioId, revisionId as RevisionId),
        Option.match({
          onNone: () => Effect.fail(ApiErrors.notFound("No such revision")),
          onSome: Effect.succeed
        })
      )

    /** The claims of `revision` judged at `now`, as a receipt and its stored snapshot. */
    const evaluation = (scenarioId: string, revision: Revision, now: number) =>
      Effect.gen(function* () {
        const content = revision.content
        const found = yield* cities.findBySlugs(content.destinationCitySlugs)
        const approved = content.claims.includes("spending.sustainable") ? yield* parameterSets.listApproved : []
        const selection = selectParameterSet(approved, content, now)
        const inputs = { content, now, cities: found, taxRuleSets, visaRuleSetFor }
        const others = evaluateEvidenceClaims(inputs)
        const spending = content.claims.includes("spending.sustainable")
          ? evaluateSpendingSustainable(
              yield* governed({
                scenarioId,
                revision,
                parameterSet: selection._tag === "Selected" ? selection.set : undefined,
                request: evaluationSimulationRequest(content, revision.contentHash, now),
                now,
                evidence: evidenceFoundationOf(others)
              })
            )
          : undefined
        const results = orderClaimResults(content.claims, others, spending)
        const frame = { receiptId: randomUUID(), snapshotId: randomUUID(), revisionId: revision.id, now }
        return { receipt: buildReceipt(frame, results), snapshot: buildSnapshot(frame, results) }
      })

    return handlers
      .handle("evaluate", ({ params, headers }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const idempotencyKey = headers["idempotency-key"]
          if (idempotencyKey === undefined)
            return yield* ApiErrors.validation([
              { path: "headers.idempotency-key", message: "Required header is missing: a client-generated UUID" }
            ])
          const now = yield* Clock.currentTimeMillis
          const revision = yield* ownedRevision(user.id, params.scenarioId, params.revisionId)
          const key = {
            owner: user.id,
            scenarioId: params.scenarioId,
            revisionId: revision.id,
            idempotencyKey,
            requestHash: canonicalHash({ action: "evaluate", scenarioId: params.scenarioId, revisionId: revision.id })
          }
          const outcome = yield* receipts.evaluateOnce(key, evaluation(params.scenarioId, revision, now))
          if (outcome._tag === "Conflict")
            return yield* ApiErrors.conflict("This Idempotency-Key was already used for a different request")
          return yield* decisionOk(outcome.receipt)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("receipt", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* receipts.findReceipt(user.id, params.scenarioId, params.receiptId)
          if (Option.isNone(found)) return yield* ApiErrors.notFound("No such receipt")
          return yield* decisionOk(receiptReadView(found.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("evidence", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* receipts.findSnapshot(user.id, params.scenarioId, params.receiptId)
          if (Option.isNone(found)) return yield* ApiErrors.notFound("No such receipt or evidence snapshot")
          return yield* decisionOk(snapshotView(found.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("rankStability", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* requireTier("pro")
          const now = yield* Clock.currentTimeMillis
          const revision = yield* ownedRevision(user.id, params.scenarioId, payload.revisionId)
          const found = yield* cities.findBySlugs(payload.candidateCitySlugs)
          const known = new Set(found.map((c) => c.id as string))
          const unknown = payload.candidateCitySlugs.flatMap((slug, i) =>
            known.has(slug) ? [] : [{ path: `body.candidateCitySlugs.${i}`, message: `Unknown city: ${slug}` }]
          )
          if (unknown.length > 0) return yield* ApiErrors.validation(unknown)
          const selection = selectParameterSet(yield* parameterSets.listApproved, revision.content, now)
          if (selection._tag === "None")
            return yield* decisionOk({
              status: "blocked" as const,
              reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" as const,
              message: `No approved parameter set covers this revision: ${selection.reasons.join("; ")}`.slice(0, 1000)
            })
          const result = yield* rankJob({
            content: revision.content,
            parameterSet: engineParameterSet(selection.set),
            cities: payload.candidateCitySlugs.map((slug) => found.find((c) => c.id === slug)!),
            seed: payload.seed,
            perturbations: payload.perturbationCount ?? DEFAULT_PERTURBATIONS,
            horizonYears:
              payload.horizonYears ??
              evaluationSimulationRequest(revision.content, revision.contentHash, now).horizonYears
          })
          if ("_tag" in result) return yield* ApiErrors.conflict(result.message)
          return yield* decisionOk({ status: "completed" as const, ...result })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
