import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"
import { Text } from "@fire/domain/Text"

/**
 * `POST /fire-decision/scenarios/{scenarioId}/retirement-simulation` (spec 4.6): the governed
 * retirement simulation of an owner-scoped revision, idempotent under `Idempotency-Key`.
 */

const Uuid = Schema.String.check(Schema.isUUID())
const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })
const Hex64 = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/u))
const Identifier = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(160),
  Schema.isPattern(/^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$/u)
)
const Probability = Schema.Finite.check(Schema.isLessThanOrEqualTo(1))
const Triple = Schema.Struct({ p10: Schema.Finite, p50: Schema.Finite, p90: Schema.Finite })
const NumberMap = Schema.optionalKey(Schema.Record(Schema.String, Schema.Finite))

/** The request body of spec 4.6; every field required. */
export const RetirementSimulationRequest = Schema.Struct({
  revisionId: Uuid.annotate({ description: "An immutable revision of the scenario" }),
  seed: Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9._:-]{1,128}$/u)).annotate({
    description: "1-128 characters of `[a-zA-Z0-9._:-]`; the same seed reproduces the result bit for bit"
  }),
  pathCount: Schema.Int.check(between(100, 2000)).annotate({ description: "Simulated paths, 100-2000" }),
  horizonYears: Schema.Int.check(between(1, 60)).annotate({ description: "Years simulated, 1-60" }),
  stressScenarioId: Identifier.annotate({
    description:
      "A stress scenario the selected parameter set defines: `baseline` always; the shipped sets add e.g. `start-1966`"
  }),
  targetSuccessProbability: Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1)).annotate({
    description: "The success probability the plan should reach, in (0, 1]"
  })
})
export type RetirementSimulationRequest = typeof RetirementSimulationRequest.Type

const SourceSeries = Schema.Struct({
  id: Identifier,
  kind: Schema.Literals(["nominal_return", "inflation", "fx", "cash_yield"]),
  publisher: Text(1, 240),
  version: Text(1, 120),
  hash: Hex64,
  license: Text(1, 240),
  observationStart: Text(1, 32),
  observationEnd: Text(1, 32),
  coverageKeys: Schema.Array(Text(1, 160))
})

const Approval = Schema.Struct({
  status: Schema.Literals(["draft", "approved", "suspended"]),
  reviewer: Schema.NullOr(Schema.String),
  approvedAt: Schema.NullOr(Schema.String),
  effectiveFrom: Schema.NullOr(Schema.String),
  warningExpiresAt: Schema.NullOr(Schema.String),
  hardExpiresAt: Schema.NullOr(Schema.String)
})

const ParameterManifest = Schema.Struct({
  modelVersion: Schema.Literal("historical-block-regime/1"),
  parameterSetId: Identifier,
  seriesManifestHash: Hex64,
  sourceSeries: Schema.Array(SourceSeries),
  observationPeriod: Schema.Struct({ start: Text(1, 32), end: Text(1, 32), frequency: Schema.Literal("annual") }),
  blockLength: Schema.Struct({
    method: Schema.Literals(["reviewer_selected", "autocorrelation_review"]),
    years: Schema.Int.check(between(1, 60))
  }),
  missingDataTreatment: Schema.Literal("complete_joint_rows_only"),
  portfolioProjectionRule: Schema.Literal("native_factor_return_then_position_fee"),
  residualTailTreatment: Schema.Literal("none"),
  assetFactors: Schema.Array(Schema.String),
  currencies: Schema.Array(Schema.String),
  inflationSeries: Schema.Array(Schema.String),
  reportingInflationSeriesId: Identifier,
  fxQuoteConvention: Schema.Literal("usd_per_currency_unit"),
  selectedStressScenario: Schema.Struct({
    id: Identifier,
    description: Text(1, 500),
    prefixObservationIndexes: Schema.Array(Schema.Int),
    shockYears: Schema.Int,
    returnShockByFactor: NumberMap,
    inflationShockBySeries: NumberMap,
    fxShockByCurrency: NumberMap
  }),
  approval: Approval
})

/** `result.value` of spec 4.6. */
export const SimulationValueView = Schema.Struct({
  readiness: Schema.Literals(["ready", "limited"]),
  identity: Schema.Struct({
    engineVersion: Schema.Literal("retirement-sim/1"),
    modelVersion: Schema.Literal("historical-block-regime/1"),
    parameterSetId: Identifier,
    seriesManifestHash: Hex64,
    prngVersion: Schema.Literal("mulberry32-derived-streams/1"),
    seed: Text(1, 128),
    pathCount: Schema.Int.check(between(1, 5000)),
    horizonMonths: Schema.Int.check(between(12, 720)),
    contractHash: Hex64,
    scenarioId: Identifier
  }),
  parameterManifest: ParameterManifest,
  legacyComparator: Schema.Literal("iid-lognormal-real/legacy"),
  successDefinition: Schema.Literal("all_required_net_spending_funded_through_horizon"),
  successProbability: Probability,
  fundedSpendingRatio: Triple,
  depletionYear: Schema.Struct({
    p10: Schema.NullOr(Schema.Finite),
    p50: Schema.NullOr(Schema.Finite),
    p90: Schema.NullOr(Schema.Finite)
  }).annotate({
    description:
      "Percentiles (type 7, over paths) of the first year required spending is not fully funded. null means never " +
      "depleted within the horizon, as in representativePaths: a percentile is null when it reaches a path that never " +
      "depletes (its rank, or the next rank it interpolates towards); otherwise a year of the horizon, possibly " +
      "fractional. Results stored before this rule hold horizonYears + 1 instead of null."
  }),
  endBalanceRealUsd: Triple,
  maxDrawdown: Triple,
  taxPaidRealUsd: Schema.optionalKey(Triple),
  spendingRealUsd: Schema.optionalKey(
    Schema.Struct({ meanPerYear: Triple, lowestYear: Triple }).annotate({
      description:
        "Spending strategies other than constant real: per path, the mean real net spending per retirement year and the lowest year (docs/strategies.md)"
    })
  ),
  fiYear: Schema.optionalKey(
    Triple.annotate({
      description:
        "Saving phase: the first year (0..H) the real balance reaches the FI number; H + 1 when not within the horizon"
    })
  ),
  fxContributionRealUsd: Triple,
  annualBalanceRealUsd: Schema.Array(Schema.Struct({ year: Schema.Int.check(between(0, 60)), balance: Triple })),
  representativePaths: Schema.Array(
    Schema.Struct({
      percentile: Schema.Literals(["p10", "p50", "p90"]),
      pathIndex: Schema.Int.check(between(0, 4999)),
      depletionYear: Schema.NullOr(Schema.Int.check(between(1, 60))).annotate({
        description: "First year required spending is not fully funded on this path; null: never depleted"
      }),
      fundedSpendingRatio: Probability,
      endBalanceRealUsd: Schema.Finite,
      annualBalanceRealUsd: Schema.Array(Schema.Finite)
    })
  ),
  targetDiagnostics: Schema.Struct({
    targetSuccessProbability: Probability,
    targetMet: Schema.Boolean,
    survivalCount: Schema.Int.check(between(0, 5000)),
    modeledPathCount: Schema.Int.check(between(1, 5000)),
    earlyDepletionShare: Probability,
    sequenceRiskWindow: Schema.Struct({
      startYear: Schema.Int.check(between(1, 60)),
      endYear: Schema.Int.check(between(1, 60))
    })
  }),
  warnings: Schema.Array(
    Schema.Struct({
      code: Schema.Literals([
        "PARAMETER_SET_WARNING_EXPIRY",
        "TAX_EXCLUDED",
        "CURRENT_TAX_LAW_HELD_STATIC",
        "ANNUAL_MODEL_GRANULARITY",
        "HISTORICAL_SAMPLE_LIMITATION",
        "STRESS_SCENARIO_APPLIED"
      ]),
      detail: Text(1, 1000)
    })
  ).check(Schema.isMaxLength(32))
})

/** `data` of spec 4.6 (2.12): the planning execution. */
export const PlanningExecutionView = Schema.Struct({
  schemaVersion: Schema.Literal("planning-execution/1"),
  scenarioId: Uuid,
  revisionId: Uuid,
  idempotencyKey: Uuid,
  requestHash: Hex64.annotate({
    description: "SHA-256 of the canonical JSON of `{scenarioId, body}` (keys sorted)"
  }),
  execution: Schema.Struct({
    mode: Schema.Literal("synchronous"),
    status: Schema.Literals(["completed", "blocked", "indeterminate", "cancelled", "timed_out"]),
    timeoutMs: Schema.Int.check(between(1, 10_000))
  }),
  receipt: Schema.Struct({
    persisted: Schema.Boolean,
    reason: Schema.optionalKey(
      Schema.Literals([
        "APPROVED_PARAMETER_DATA_UNAVAILABLE",
        "RESULT_NOT_RECEIPT_GRADE",
        "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"
      ])
    ),
    receiptId: Schema.optionalKey(Uuid.annotate({ description: "The persisted simulation receipt (when persisted)" }))
  }),
  kind: Schema.Literal("retirement_simulation"),
  result: Schema.Union([
    Schema.Struct({ ok: Schema.Literal(true), value: SimulationValueView }),
    Schema.Struct({
      ok: Schema.Literal(false),
      error: Schema.Struct({
        code: Schema.Literals([
          "APPROVED_PARAMETER_DATA_UNAVAILABLE",
          "RESULT_INDETERMINATE",
          "EXECUTION_TIMED_OUT",
          "EXECUTION_CANCELLED"
        ]),
        message: Text(1, 1000)
      })
    })
  ])
})
export type PlanningExecutionView = typeof PlanningExecutionView.Type

const ExecutionStatus = Schema.Literals(["completed", "blocked", "indeterminate", "cancelled", "timed_out"])
const ReceiptDecisionView = Schema.Struct({
  persisted: Schema.Boolean,
  reason: Schema.optionalKey(
    Schema.Literals([
      "APPROVED_PARAMETER_DATA_UNAVAILABLE",
      "RESULT_NOT_RECEIPT_GRADE",
      "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"
    ])
  ),
  receiptId: Schema.optionalKey(Uuid.annotate({ description: "The persisted receipt (when persisted)" }))
})
const GovernedError = Schema.Struct({
  ok: Schema.Literal(false),
  error: Schema.Struct({
    code: Schema.Literals([
      "APPROVED_PARAMETER_DATA_UNAVAILABLE",
      "RESULT_INDETERMINATE",
      "EXECUTION_TIMED_OUT",
      "EXECUTION_CANCELLED"
    ]),
    message: Text(1, 1000)
  })
})

/** `result.value` of the solve: the largest sustainable required spending and how it was found. */
export const SolveValueView = Schema.Struct({
  readiness: Schema.Literals(["ready", "limited"]),
  identity: SimulationValueView.fields.identity,
  solveFor: Schema.Literal("requiredSpending"),
  stressScenarioId: Identifier,
  amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description:
      "The largest required net spending per year (whole units of the revision's spending currency) whose " +
      "simulation meets the target; 0 when even none meets it (attainable false)"
  }),
  currency: Text(3, 3),
  successProbability: Probability.annotate({ description: "The success probability at `amount`" }),
  targetSuccessProbability: Probability,
  attainable: Schema.Boolean,
  search: Schema.Struct({
    lowerBound: Schema.Finite,
    upperBound: Schema.Finite,
    tolerance: Schema.Finite.annotate({
      description: "The answer is exact to this step: `amount` meets the target, `amount + tolerance` does not"
    }),
    iterations: Schema.Int.check(between(1, 200)).annotate({ description: "Engine runs the bisection made" })
  }),
  warnings: SimulationValueView.fields.warnings
})

/** `data` of the solve: a planning execution of kind `retirement_spending_solve`. */
export const SolveExecutionView = Schema.Struct({
  schemaVersion: Schema.Literal("planning-execution/1"),
  scenarioId: Uuid,
  revisionId: Uuid,
  idempotencyKey: Uuid,
  requestHash: Hex64.annotate({
    description: 'SHA-256 of the canonical JSON of `{scenarioId, body, operation: "solve"}` (keys sorted)'
  }),
  execution: Schema.Struct({
    mode: Schema.Literal("synchronous"),
    status: ExecutionStatus,
    timeoutMs: Schema.Int.check(between(1, 10_000))
  }),
  receipt: ReceiptDecisionView,
  kind: Schema.Literal("retirement_spending_solve"),
  result: Schema.Union([Schema.Struct({ ok: Schema.Literal(true), value: SolveValueView }), GovernedError])
})
export type SolveExecutionView = typeof SolveExecutionView.Type

/** The governed retirement simulation. */
export class SimulationApi extends HttpApiGroup.make("retirementSimulation")
  .add(
    HttpApiEndpoint.post("simulate", "/fire-decision/scenarios/:scenarioId/retirement-simulation", {
      params: { scenarioId: Uuid },
      headers: {
        "idempotency-key": Schema.optional(Uuid).annotate({
          description: "Required: a client-generated UUID; a replay with the same request returns the stored result"
        })
      },
      payload: RetirementSimulationRequest,
      success: Success(PlanningExecutionView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Run the governed retirement simulation of a revision",
        description:
          "A bounded synchronous joint nominal-return / inflation / FX model (block bootstrap of complete joint " +
          "historical rows) over the approved parameter set that covers the revision. 200 for every execution " +
          "status: `blocked` with receipt reason APPROVED_PARAMETER_DATA_UNAVAILABLE when no approved compatible set " +
          "exists (request-supplied or legacy data are never substituted), `indeterminate` when no defensible result " +
          "exists, `timed_out` past 10 s. Idempotent under `Idempotency-Key`: the same request replays the stored " +
          "result; a different request under the same key is 409 CONFLICT."
      })
    )
  )
  .add(
    HttpApiEndpoint.post("solve", "/fire-decision/scenarios/:scenarioId/retirement-simulation/solve", {
      params: { scenarioId: Uuid },
      headers: {
        "idempotency-key": Schema.optional(Uuid).annotate({
          description: "Required: a client-generated UUID; a replay with the same request returns the stored result"
        })
      },
      payload: RetirementSimulationRequest,
      success: Success(SolveExecutionView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "How much could I spend: the largest required spending meeting the target",
        description:
          "The same governed inputs as the retirement simulation (revision, approved parameter set only, seed, " +
          "paths, horizon, stress scenario, target). Bisection over required net spending, each step the governed " +
          "simulation with the same seed and paths, to the whole currency unit: `amount` meets " +
          "`targetSuccessProbability`, `amount + search.tolerance` does not. Runs in the simulation pool under " +
          "the same 10 s timeout; the receipt (when persisted) is a simulation receipt with a `solve` block, " +
          "verifiable with `fire simulate verify`. Blocked, indeterminate, timed-out and idempotency answers as " +
          "the simulation's."
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "FIRE Decision" })) {}
