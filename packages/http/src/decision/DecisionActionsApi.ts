import { EvidenceSnapshotView } from "@fire/decision/EvidenceSnapshot"
import { ClaimState } from "@fire/decision/Claim"
import { DECISION_CONTRACT, DecisionReceipt } from "@fire/decision/Receipt"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authenticated } from "../pipeline/Security.js"

/**
 * The decision actions on a scenario (spec 4.7, 4.8 and the Pro rank stability): evaluate a
 * revision's claims into an immutable receipt, read a receipt's frozen evidence, and test how
 * stable a ranking of candidate destinations is. Owner-scoped: another user's scenario, revision
 * or receipt is a 404 exactly like an absent one.
 */

const Uuid = Schema.String.check(Schema.isUUID())
const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u), Schema.isMaxLength(100))
const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })

/** `meta` of the decision endpoints (spec 4.7, 4.8). */
export const DecisionMeta = Schema.Struct({
  requestId: Schema.String.annotate({ description: "Equal to the X-Request-Id response header" }),
  contractVersion: Schema.Literal(DECISION_CONTRACT),
  timestamp: Schema.String.annotate({ description: "ISO 8601 date-time the response was produced" })
})

const DecisionSuccess = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ success: Schema.Literal(true), data, meta: DecisionMeta })

const IdempotencyKey = Schema.optional(Uuid).annotate({
  description: "Required: a client-generated UUID; a replay with the same key returns the stored receipt"
})

/** A simulation receipt read back: what the governed simulation froze when it persisted the execution. */
export const SimulationReceiptView = Schema.Struct({
  receiptId: Uuid,
  scenarioId: Uuid,
  revisionId: Uuid,
  readiness: ClaimState,
  createdAt: Schema.String.annotate({ description: "ISO 8601 date-time the receipt was stored" }),
  parameterSetId: Schema.String.annotate({ description: "The approved parameter set the run used" }),
  seriesManifestHash: Schema.String,
  contractHash: Schema.String.annotate({ description: "identity.contractHash of the result" }),
  contract: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)).annotate({
    description: "The simulation contract the hash covers (seed, paths, horizon, sampling, content hashes)"
  }),
  requestHash: Schema.String,
  revisionContentHash: Schema.String,
  successProbability: Schema.Finite,
  targetMet: Schema.Boolean,
  solve: Schema.optionalKey(
    Schema.Struct({
      solveFor: Schema.Literal("requiredSpending"),
      amount: Schema.Finite,
      currency: Schema.String,
      targetSuccessProbability: Schema.Finite,
      attainable: Schema.Boolean,
      search: Schema.Struct({
        lowerBound: Schema.Finite,
        upperBound: Schema.Finite,
        tolerance: Schema.Finite,
        iterations: Schema.Int
      })
    }).annotate({
      description:
        "Present on the receipt of POST .../retirement-simulation/solve: the solved spending (successProbability is at `amount`)"
    })
  )
})

/** `GET .../receipts/{receiptId}`: an evaluation receipt or a simulation receipt, by `kind`. */
export const ReceiptReadView = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("evaluation"), receipt: DecisionReceipt }),
  Schema.Struct({ kind: Schema.Literal("simulation"), receipt: SimulationReceiptView })
])

/** `POST .../rank-stability` body. */
export const RankStabilityRequest = Schema.Struct({
  revisionId: Uuid.annotate({ description: "An immutable revision of the scenario" }),
  candidateCitySlugs: Schema.Array(Slug)
    .check(Schema.isMinLength(2), Schema.isMaxLength(10), Schema.isUnique())
    .annotate({ description: "2 to 10 distinct catalogue city slugs" }),
  seed: Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9._:-]{1,100}$/u)).annotate({
    description: "1-100 characters of `[a-zA-Z0-9._:-]`; the same seed gives the same result"
  }),
  perturbationCount: Schema.optionalKey(
    Schema.Int.check(between(10, 200)).annotate({ description: "Seeded perturbations, 10-200 (default 50)" })
  ),
  horizonYears: Schema.optionalKey(
    Schema.Int.check(between(1, 60)).annotate({
      description: "Years simulated, 1-60 (default: to age 95 of the youngest member)"
    })
  )
})
export type RankStabilityRequest = typeof RankStabilityRequest.Type

const CityStabilityView = Schema.Struct({
  city: Schema.String,
  rankDistribution: Schema.Array(Schema.Finite).annotate({ description: "Probability of rank 1, 2, ..., n" }),
  probabilityFirst: Schema.Finite,
  expectedRank: Schema.Finite,
  meanSuccessProbability: Schema.Finite,
  meanMonthlySurplus: Schema.Finite
})

/** A completed rank-stability run. */
export const RankStabilityView = Schema.Struct({
  status: Schema.Literal("completed"),
  metric: Schema.Struct({
    primary: Schema.Literal("success_probability"),
    tieBreak: Schema.Literal("monthly_surplus"),
    description: Schema.String
  }),
  seed: Schema.String,
  perturbations: Schema.Int,
  pathsPerRun: Schema.Int,
  horizonYears: Schema.Int,
  parameterSetId: Schema.String,
  spendingCurrency: Schema.String,
  cities: Schema.Array(CityStabilityView),
  pairwise: Schema.Array(Schema.Struct({ city: Schema.String, over: Schema.String, probability: Schema.Finite })),
  kendallW: Schema.Finite,
  verdict: Schema.Struct({
    code: Schema.Literals(["stable", "moderately_stable", "unstable"]),
    leader: Schema.String,
    text: Schema.String
  })
})

/** No approved compatible parameter set: nothing is ranked, nothing substituted. */
export const RankStabilityBlocked = Schema.Struct({
  status: Schema.Literal("blocked"),
  reason: Schema.Literal("APPROVED_PARAMETER_DATA_UNAVAILABLE"),
  message: Schema.String
})

export class DecisionActionsApi extends HttpApiGroup.make("decisionActions")
  .add(
    HttpApiEndpoint.post("evaluate", "/fire-decision/scenarios/:scenarioId/revisions/:revisionId/evaluate", {
      params: { scenarioId: Uuid, revisionId: Uuid },
      headers: { "idempotency-key": IdempotencyKey },
      success: DecisionSuccess(DecisionReceipt)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Evaluate a revision's claims",
        description:
          "Judges each claim of the revision against its frozen dependencies (governed simulation, city costs, tax and " +
          "visa rule sets with their facts) and stores an immutable receipt with its evidence snapshot. Unsupported or " +
          "incomplete claims are `limited` or `blocked`, never a favourable fallback. No body. Idempotent under " +
          "`Idempotency-Key`: a replay returns the stored receipt; the key with another request is 409."
      })
    ),
    HttpApiEndpoint.get("receipt", "/fire-decision/scenarios/:scenarioId/receipts/:receiptId", {
      params: { scenarioId: Uuid, receiptId: Uuid },
      success: DecisionSuccess(ReceiptReadView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Read a receipt back",
        description:
          "Any receipt the API named to its owner: an evaluation receipt (as evaluate answered it) or the receipt of a " +
          "persisted retirement simulation (`receipt.receiptId` of the execution). Another user's receipt is 404."
      })
    ),
    HttpApiEndpoint.get("evidence", "/fire-decision/scenarios/:scenarioId/receipts/:receiptId/evidence", {
      params: { scenarioId: Uuid, receiptId: Uuid },
      success: DecisionSuccess(EvidenceSnapshotView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Read a receipt's evidence snapshot",
        description:
          "The frozen field-level provenance of the receipt (evaluation or simulation): only http(s) source metadata, " +
          "never more. A simulation uses no tax or visa facts: its sources are empty, its data is the parameter set " +
          "its receipt names."
      })
    ),
    HttpApiEndpoint.post("rankStability", "/fire-decision/scenarios/:scenarioId/rank-stability", {
      params: { scenarioId: Uuid },
      payload: RankStabilityRequest,
      success: DecisionSuccess(Schema.Union([RankStabilityView, RankStabilityBlocked]))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Rank stability of candidate destinations (Pro)",
        description:
          "Ranks 2-10 cities by the success probability of the revision's plan at each (spending scaled by cost of " +
          "living; ties by monthly surplus) under seeded perturbations of market paths, cost of living and FX: per city " +
          "the rank distribution, P(first) and expected rank; pairwise dominance; Kendall's W and a verdict. " +
          "Deterministic for a seed. Starter: 403 `SUBSCRIPTION_REQUIRED`."
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(
    OpenApi.annotations({ title: "FIRE Decision actions", description: "Evaluate, evidence, rank stability" })
  ) {}
