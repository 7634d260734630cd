import { CityRepository } from "@fire/domain/CityRepository"
import { taxRuleSets } from "@fire/domain/tax/TaxCatalog"
import { visaRuleSetFor } from "@fire/domain/visa/VisaRuleSetCatalog"
import { canonicalHash } from "@fire/simulation"
import { Clock, Context, Duration, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { randomUUID } from "node:crypto"
import {
  evaluateEvidenceClaims,
  evaluateSpendingSustainable,
  evaluationSimulationRequest,
  evidenceFoundationOf,
  orderClaimResults
} from "./ClaimEvaluation.js"
import { type EngineRunFailed, EngineRunner } from "./EngineRunner.js"
import { buildSnapshot, type StoredEvidenceSnapshot } from "./EvidenceSnapshot.js"
import { runGoverned } from "./GovernedRun.js"
import { engineParameterSet } from "./ParameterSet.js"
import { ParameterSetRepository } from "./ParameterSetRepository.js"
import { selectParameterSet } from "./ParameterSetSelection.js"
import {
  type RankStability,
  type RankStabilityInput,
  rankStabilityRuns,
  summarizeRankStability
} from "./RankStability.js"
import { buildReceipt, type DecisionReceipt } from "./Receipt.js"
import { ReceiptRepository, type StoredReceipt } from "./ReceiptRepository.js"
import { IdempotencyConflict } from "./RetirementSimulation.js"
import type { Revision, RevisionId } from "./Revision.js"
import type { ScenarioId } from "./Scenario.js"
import { ScenarioRepository } from "./ScenarioRepository.js"
import { RevisionNotFound } from "./Scenarios.js"

/** Default number of rank-stability perturbations. */
const DEFAULT_PERTURBATIONS = 50

/** The owner has no receipt with this id in the scenario. */
export class ReceiptNotFound extends Schema.TaggedError<ReceiptNotFound>()("ReceiptNotFound", {
  receiptId: Schema.String
}) {}

/** The owner has no evaluation receipt with this id in the scenario, hence no evidence snapshot. */
export class EvidenceSnapshotNotFound extends Schema.TaggedError<EvidenceSnapshotNotFound>()(
  "EvidenceSnapshotNotFound",
  { receiptId: Schema.String }
) {}

/** Candidate cities the catalog does not know, with their positions in the request. */
export class UnknownCandidateCities extends Schema.TaggedError<UnknownCandidateCities>()("UnknownCandidateCities", {
  unknown: Schema.Array(Schema.Struct({ index: Schema.Int, slug: Schema.String }))
}) {}

/** The ranking could not be made (too few distinct cities, or the runs did not finish within the timeout). */
export class RankStabilityFailed extends Schema.TaggedError<RankStabilityFailed>()("RankStabilityFailed", {
  message: Schema.String
}) {}

/** What a rank-stability check asks: the revision, 2-10 candidate cities and the perturbation design. */
export interface RankStabilityRequest {
  readonly revisionId: string
  readonly candidateCitySlugs: ReadonlyArray<string>
  readonly seed: string
  readonly perturbationCount?: number | undefined
  readonly horizonYears?: number | undefined
}

/** A rank-stability answer: blocked without an approved parameter set, or the completed ranking. */
export type RankStabilityAnswer =
  | {
      readonly status: "blocked"
      readonly reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE"
      readonly message: string
    }
  | ({ readonly status: "completed" } & RankStability)

/**
 * The decision actions on a revision as a use case: evaluate its claims once per Idempotency-Key
 * into a stored receipt and evidence snapshot (the spending claim through the governed simulation
 * on the `EngineRunner`), read receipts and snapshots back (owner-scoped), and check how stable
 * the ranking of candidate cities is under perturbations (every run on the `EngineRunner`).
 */
export class DecisionActions extends Context.Service<
  DecisionActions,
  {
    readonly evaluate: (request: {
      readonly owner: string
      readonly scenarioId: string
      readonly revisionId: string
      readonly idempotencyKey: string
    }) => Effect.Effect<DecisionReceipt, RevisionNotFound | IdempotencyConflict | SqlError>
    readonly receipt: (
      owner: string,
      scenarioId: string,
      receiptId: string
    ) => Effect.Effect<StoredReceipt, ReceiptNotFound | SqlError>
    readonly evidence: (
      owner: string,
      scenarioId: string,
      receiptId: string
    ) => Effect.Effect<StoredEvidenceSnapshot, EvidenceSnapshotNotFound | SqlError>
    readonly rankStability: (
      owner: string,
      scenarioId: string,
      request: RankStabilityRequest
    ) => Effect.Effect<
      RankStabilityAnswer,
      RevisionNotFound | UnknownCandidateCities | RankStabilityFailed | EngineRunFailed | SqlError
    >
  }
>()("decision/DecisionActions") {}

export const layer = Layer.effect(
  DecisionActions,
  Effect.gen(function* () {
    const scenarios = yield* ScenarioRepository
    const cities = yield* CityRepository
    const parameterSets = yield* ParameterSetRepository
    const receipts = yield* ReceiptRepository
    const runner = yield* EngineRunner
    const timeoutMs = runner.timeoutMs

    /** A rank-stability job: every engine run on the runner (as many at once as it takes), then the summary. */
    const rankJob = (input: RankStabilityInput) =>
      Effect.gen(function* () {
        const runs = rankStabilityRuns(input)
        if ("_tag" in runs) return runs
        const outcomes = yield* Effect.forEach(runs, (r) => runner.run(r.engineInput), {
          concurrency: runner.concurrency
        }).pipe(Effect.timeoutOption(Duration.millis(timeoutMs)))
        if (Option.isNone(outcomes))
          return { _tag: "RankStabilityError" as const, message: `The ranking did not finish within ${timeoutMs} ms` }
        return summarizeRankStability(input, runs, outcomes.value)
      })

    const ownedRevision = (owner: string, scenarioId: string, revisionId: string) =>
      Effect.flatMap(
        scenarios.findRevision(owner, scenarioId as ScenarioId, revisionId as RevisionId),
        Option.match({
          onNone: () => Effect.fail(new RevisionNotFound({ scenarioId, revisionId })),
          onSome: (revision: Revision) => Effect.succeed(revision)
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
              yield* runGoverned(runner, {
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

    return {
      evaluate: Effect.fn("DecisionActions.evaluate")(function* ({ owner, scenarioId, revisionId, idempotencyKey }) {
        const now = yield* Clock.currentTimeMillis
        const revision = yield* ownedRevision(owner, scenarioId, revisionId)
        const key = {
          owner,
          scenarioId,
          revisionId: revision.id,
          idempotencyKey,
          requestHash: canonicalHash({ action: "evaluate", scenarioId, revisionId: revision.id })
        }
        const outcome = yield* receipts.evaluateOnce(key, evaluation(scenarioId, revision, now))
        if (outcome._tag === "Conflict")
          return yield* new IdempotencyConflict({ idempotencyKey, reason: "different_request" })
        return outcome.receipt
      }),
      receipt: Effect.fn("DecisionActions.receipt")(function* (owner, scenarioId, receiptId) {
        const found = yield* receipts.findReceipt(owner, scenarioId, receiptId)
        if (Option.isNone(found)) return yield* new ReceiptNotFound({ receiptId })
        return found.value
      }),
      evidence: Effect.fn("DecisionActions.evidence")(function* (owner, scenarioId, receiptId) {
        const found = yield* receipts.findSnapshot(owner, scenarioId, receiptId)
        if (Option.isNone(found)) return yield* new EvidenceSnapshotNotFound({ receiptId })
        return found.value
      }),
      rankStability: Effect.fn("DecisionActions.rankStability")(function* (owner, scenarioId, request) {
        const now = yield* Clock.currentTimeMillis
        const revision = yield* ownedRevision(owner, scenarioId, request.revisionId)
        const found = yield* cities.findBySlugs(request.candidateCitySlugs)
        const known = new Set(found.map((c) => c.id as string))
        const unknown = request.candidateCitySlugs.flatMap((slug, index) => (known.has(slug) ? [] : [{ index, slug }]))
        if (unknown.length > 0) return yield* new UnknownCandidateCities({ unknown })
        const selection = selectParameterSet(yield* parameterSets.listApproved, revision.content, now)
        if (selection._tag === "None")
          return {
            status: "blocked" as const,
            reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" as const,
            message: `No approved parameter set covers this revision: ${selection.reasons.join("; ")}`.slice(0, 1000)
          }
        const result = yield* rankJob({
          content: revision.content,
          parameterSet: engineParameterSet(selection.set),
          cities: request.candidateCitySlugs.map((slug) => found.find((c) => c.id === slug)!),
          seed: request.seed,
          perturbations: request.perturbationCount ?? DEFAULT_PERTURBATIONS,
          horizonYears:
            request.horizonYears ??
            evaluationSimulationRequest(revision.content, revision.contentHash, now).horizonYears
        })
        if ("_tag" in result) return yield* new RankStabilityFailed({ message: result.message })
        return { status: "completed" as const, ...result }
      })
    }
  })
)
