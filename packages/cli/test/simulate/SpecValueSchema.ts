/**
 * The `value` of spec 4.6 (POST /fire-decision/scenarios/{id}/retirement-simulation) written from the
 * spec's tables, independently of the engine's types: the JSON of `fire simulate` must decode with it.
 */
import { Schema } from "effect"

const Hex64 = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/))
const Identifier = Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$/))
const UnitInterval = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 1 }))
const IntBetween = (minimum: number, maximum: number) => Schema.Int.check(Schema.isBetween({ minimum, maximum }))
const Triple = Schema.Struct({ p10: Schema.Finite, p50: Schema.Finite, p90: Schema.Finite })
const BoundedArray = <S extends Schema.Top>(item: S, min: number, max: number) =>
  Schema.Array(item).check(Schema.isBetweenLength(min, max))

/** spec 4.6 `result.value`, every required field with its rule. */
export const SpecSimulationValue = Schema.Struct({
  readiness: Schema.Literals(["ready", "limited"]),
  identity: Schema.Struct({
    engineVersion: Schema.Literal("retirement-sim/1"),
    modelVersion: Schema.Literal("historical-block-regime/1"),
    parameterSetId: Identifier,
    seriesManifestHash: Hex64,
    prngVersion: Schema.Literal("mulberry32-derived-streams/1"),
    seed: Schema.String.check(Schema.isPattern(/^[a-zA-Z0-9._:-]{1,128}$/)),
    pathCount: IntBetween(1, 5000),
    horizonMonths: IntBetween(12, 720),
    contractHash: Hex64,
    scenarioId: Identifier
  }),
  parameterManifest: Schema.Struct({
    modelVersion: Schema.Literal("historical-block-regime/1"),
    parameterSetId: Identifier,
    seriesManifestHash: Hex64,
    sourceSeries: BoundedArray(
      Schema.Struct({
        id: Identifier,
        kind: Schema.Literals(["nominal_return", "inflation", "fx", "cash_yield"]),
        hash: Hex64
      }),
      1,
      256
    ),
    observationPeriod: Schema.Struct({ start: Schema.String, end: Schema.String, frequency: Schema.Literal("annual") }),
    blockLength: Schema.Struct({
      method: Schema.Literals(["reviewer_selected", "autocorrelation_review"]),
      years: IntBetween(1, 60)
    }),
    missingDataTreatment: Schema.Literal("complete_joint_rows_only"),
    portfolioProjectionRule: Schema.Literal("native_factor_return_then_position_fee"),
    residualTailTreatment: Schema.Literal("none"),
    assetFactors: BoundedArray(Schema.String, 1, 128),
    currencies: BoundedArray(Schema.String, 1, 64),
    inflationSeries: BoundedArray(Schema.String, 1, 128),
    reportingInflationSeriesId: Identifier,
    fxQuoteConvention: Schema.Literal("usd_per_currency_unit"),
    selectedStressScenario: Schema.Struct({
      id: Identifier,
      description: Schema.String.check(Schema.isBetweenLength(1, 500)),
      prefixObservationIndexes: BoundedArray(Schema.Int, 0, 2000),
      shockYears: IntBetween(0, 60)
    }),
    approval: Schema.Struct({ status: Schema.Literals(["draft", "approved", "suspended"]) })
  }),
  legacyComparator: Schema.Literal("iid-lognormal-real/legacy"),
  successDefinition: Schema.Literal("all_required_net_spending_funded_through_horizon"),
  successProbability: UnitInterval,
  fundedSpendingRatio: Triple,
  depletionYear: Schema.Struct({
    p10: Schema.NullOr(Schema.Finite),
    p50: Schema.NullOr(Schema.Finite),
    p90: Schema.NullOr(Schema.Finite)
  }),
  endBalanceRealUsd: Triple,
  maxDrawdown: Triple,
  taxPaidRealUsd: Schema.optionalKey(Triple),
  fxContributionRealUsd: Triple,
  annualBalanceRealUsd: BoundedArray(Schema.Struct({ year: IntBetween(0, 60), balance: Triple }), 2, 61),
  representativePaths: Schema.Array(
    Schema.Struct({
      percentile: Schema.Literals(["p10", "p50", "p90"]),
      pathIndex: IntBetween(0, 4999),
      depletionYear: Schema.NullOr(IntBetween(1, 60)),
      fundedSpendingRatio: UnitInterval,
      endBalanceRealUsd: Schema.Finite,
      annualBalanceRealUsd: BoundedArray(Schema.Finite, 2, 61)
    })
  ),
  targetDiagnostics: Schema.Struct({
    targetSuccessProbability: UnitInterval,
    targetMet: Schema.Boolean,
    survivalCount: IntBetween(0, 5000),
    modeledPathCount: IntBetween(1, 5000),
    earlyDepletionShare: UnitInterval,
    sequenceRiskWindow: Schema.Struct({ startYear: IntBetween(1, 60), endYear: IntBetween(1, 60) })
  }),
  warnings: BoundedArray(
    Schema.Struct({
      code: Schema.Literals([
        "PARAMETER_SET_WARNING_EXPIRY",
        "TAX_EXCLUDED",
        "CURRENT_TAX_LAW_HELD_STATIC",
        "ANNUAL_MODEL_GRANULARITY",
        "HISTORICAL_SAMPLE_LIMITATION",
        "STRESS_SCENARIO_APPLIED"
      ]),
      detail: Schema.String.check(Schema.isBetweenLength(1, 1000))
    }),
    0,
    32
  )
})
