/**
 * `simulate`: the retirement simulation engine `retirement-sim/1` over the model
 * `historical-block-regime/1`. Pure: the same input gives a bit-identical result.
 */
import { canonicalHash } from "./CanonicalJson.js"
import {
  ENGINE_VERSION,
  type SamplingMode,
  type SimulationContract,
  contractHash,
  parameterSetContentHash,
  planContentHash
} from "./Contract.js"
import { type ProgressListener, runPaths, type SamplingPlan } from "./Engine.js"
import { rollingCycleCount } from "./HistoricalRolling.js"
import { describeObservationGaps, MODEL_VERSION, type ParameterSet, type StressScenario } from "./ParameterSet.js"
import type { Plan } from "./Plan.js"
import { type CompiledModel, compileModel } from "./Portfolio.js"
import { clearOutputs, type PathOutputs } from "./Projection.js"
import { PRNG_VERSION } from "./Rng.js"
import type { SimulationOutcome, SimulationValue } from "./SimulationResult.js"
import { resolveStressScenario, runWarnings } from "./Stress.js"
import { summarize, summarizeFiYear, summarizeSpending } from "./Summary.js"
import { IDENTIFIER, type ValidationIssue } from "./ValidationIssue.js"

/** Everything a run needs. */
export interface SimulationInput {
  readonly parameterSet: ParameterSet
  readonly plan: Plan
  /** 1-128 characters of [a-zA-Z0-9._:-]. */
  readonly seed: string
  /**
   * 1 to MAX_PATH_COUNT paths (the HTTP API allows the spec's 100-2000; the audit CLI up to 1,000,000,
   * split over worker threads). Ignored by `historical-rolling` (one path per start year).
   */
  readonly pathCount: number
  /** 1-60 years. */
  readonly horizonYears: number
  readonly stressScenarioId: string
  /** In [0, 1]. */
  readonly targetSuccessProbability: number
  /** Default `block-bootstrap`. */
  readonly sampling?: SamplingMode
  /** The owning scenario's id reported in `identity.scenarioId`; default the plan id. */
  readonly scenarioId?: string
  /** Overrides the plan's canonical-JSON hash (the decision layer's revision content hash). */
  readonly revisionContentHash?: string
  /**
   * ISO date-time the caller considers "now" (no clock in the engine): at or after the set's
   * `warningExpiresAt` the result warns PARAMETER_SET_WARNING_EXPIRY; at or after its `hardExpiresAt`
   * the run is refused.
   */
  readonly asOf?: string
  readonly onProgress?: ProgressListener
  /**
   * Reproduce a result from before null meant "never depleted" in the depletion-year triple (it held
   * horizonYears + 1 then). Not part of the contract: the paths are the same, only that triple's
   * presentation differs. `verify` uses it for old documents.
   */
  readonly legacyDepletionYear?: boolean
}

const SEED = /^[a-zA-Z0-9._:-]{1,128}$/

/** The largest run the engine accepts: 1,000,000 paths (audits; the HTTP API's own limit is 2000). */
export const MAX_PATH_COUNT = 1_000_000

/** A validated, compiled run, ready for the path loop. */
export interface PreparedRun {
  readonly input: SimulationInput
  readonly sampling: SamplingMode
  readonly scenario: StressScenario
  readonly model: CompiledModel
  readonly pathCount: number
  readonly contract: SimulationContract
}

/** Validates the run inputs and compiles the model; returns every problem found. */
export const prepareRun = (
  input: SimulationInput
):
  | { readonly ok: true; readonly run: PreparedRun }
  | { readonly ok: false; readonly issues: ReadonlyArray<ValidationIssue> } => {
  const issues: Array<ValidationIssue> = []
  const sampling = input.sampling ?? "block-bootstrap"
  const rows = input.parameterSet.observations.length
  const gaps = describeObservationGaps(input.parameterSet.observations)
  if (gaps !== undefined) issues.push({ path: "parameterSet.observations", message: gaps })
  const hardExpiry = input.parameterSet.approval.hardExpiresAt
  if (input.asOf !== undefined && hardExpiry !== null && Date.parse(input.asOf) >= Date.parse(hardExpiry))
    issues.push({
      path: "parameterSet.approval.hardExpiresAt",
      message: `parameter set ${input.parameterSet.id} expired on ${hardExpiry} (as of ${input.asOf}): it may no longer be used`
    })
  if (!SEED.test(input.seed)) issues.push({ path: "seed", message: "must be 1-128 characters of [a-zA-Z0-9._:-]" })
  if (!Number.isInteger(input.pathCount) || input.pathCount < 1 || input.pathCount > MAX_PATH_COUNT)
    issues.push({ path: "pathCount", message: `must be an integer from 1 to ${MAX_PATH_COUNT}` })
  if (!Number.isInteger(input.horizonYears) || input.horizonYears < 1 || input.horizonYears > 60)
    issues.push({ path: "horizonYears", message: "must be an integer from 1 to 60" })
  const target = input.targetSuccessProbability
  if (!(Number.isFinite(target) && target >= 0 && target <= 1))
    issues.push({ path: "targetSuccessProbability", message: "must be a number from 0 to 1" })
  const scenarioId = input.scenarioId ?? input.plan.id
  if (!IDENTIFIER.test(scenarioId) || scenarioId.length > 160)
    issues.push({ path: "scenarioId", message: "must be 1-160 characters matching [a-zA-Z0-9][a-zA-Z0-9_./:-]*" })
  const scenario = resolveStressScenario(input.parameterSet, input.stressScenarioId)
  if (scenario === undefined)
    issues.push({
      path: "stressScenarioId",
      message: `unknown stress scenario for parameter set ${input.parameterSet.id}`
    })
  if (sampling === "historical-rolling") {
    if (scenario !== undefined && scenario.prefixObservationIndexes.length > 0)
      issues.push({
        path: "stressScenarioId",
        message: "historical-rolling runs every start year: a forced prefix does not apply"
      })
    if (rollingCycleCount(rows, input.horizonYears) < 1)
      issues.push({ path: "horizonYears", message: `longer than the ${rows} joint rows of the parameter set` })
  }
  const saving = input.plan.savingPhase
  if (saving !== undefined && saving.retirementYear > input.horizonYears)
    issues.push({ path: "plan.savingPhase.retirementYear", message: "must not be after horizonYears" })
  const compiled = compileModel(input.parameterSet, input.plan, scenario)
  if (!compiled.ok) issues.push(...compiled.issues)
  if (issues.length > 0 || scenario === undefined || !compiled.ok) return { ok: false, issues }
  const pathCount = sampling === "historical-rolling" ? rollingCycleCount(rows, input.horizonYears) : input.pathCount
  const contract: SimulationContract = {
    engineVersion: ENGINE_VERSION,
    modelVersion: MODEL_VERSION,
    prngVersion: PRNG_VERSION,
    parameterSetId: input.parameterSet.id,
    seriesManifestHash: input.parameterSet.seriesManifestHash,
    parameterSetContentHash: parameterSetContentHash(input.parameterSet),
    revisionContentHash: input.revisionContentHash ?? planContentHash(input.plan),
    seed: input.seed,
    pathCount,
    horizonYears: input.horizonYears,
    stressScenarioId: scenario.id,
    targetSuccessProbability: target,
    sampling,
    ...(input.plan.taxProfile?.kind === "gain_schedule"
      ? { taxScheduleHash: canonicalHash(input.plan.taxProfile) }
      : {})
  }
  return { ok: true, run: { input, sampling, scenario, model: compiled.model, pathCount, contract } }
}

/**
 * Runs the model and returns `{ok: true, value, contract}` with `value` exactly the spec 4.6 object,
 * or `{ok: false, error}` listing every invalid input. Deterministic: no clock, no Math.random, fixed
 * summation order. `historical-rolling` also returns the start years and those that failed.
 */
export const simulate = (input: SimulationInput): SimulationOutcome => {
  const prepared = prepareRun(input)
  if (!prepared.ok)
    return {
      ok: false,
      error: {
        code: "INVALID_PLANNING_CONTRACT",
        message: "The planning contract is invalid.",
        issues: prepared.issues
      }
    }
  const { run } = prepared
  const spare = takeSpareOutputs(run.pathCount, input.horizonYears)
  const { outputs } = runPaths(run.model, samplingPlanOf(run), run.pathCount, input.horizonYears, {
    ...(spare === undefined ? {} : { reuseOutputs: spare }),
    ...(input.onProgress === undefined ? {} : { onProgress: input.onProgress })
  })
  const result = finishRun(run, outputs)
  if (outputs.pathCount <= SPARE_MAX_PATHS) spareOutputs = outputs
  return result
}

/**
 * The outputs of the last finished run, kept for the next: a run's outputs never leave `simulate`
 * (finishRun reduces them to statistics), and allocating pathCount x (horizon + 1) balances per run
 * costs more than clearing the per-path arrays. Taken while a run uses them, so a run started from
 * inside another (an onProgress listener) allocates its own.
 */
let spareOutputs: PathOutputs | undefined

/** Outputs are kept up to the HTTP API's path count (an audit's million paths would hold ~0.5 GB). */
const SPARE_MAX_PATHS = 2000

/** The spare outputs cleared, when they have this path count and horizon (else undefined: runPaths allocates). */
const takeSpareOutputs = (pathCount: number, horizonYears: number): PathOutputs | undefined => {
  const spare = spareOutputs
  spareOutputs = undefined
  return spare !== undefined && spare.pathCount === pathCount && spare.horizonYears === horizonYears
    ? clearOutputs(spare)
    : undefined
}

/** How a prepared run draws its paths. */
export const samplingPlanOf = (run: PreparedRun): SamplingPlan => ({
  mode: run.sampling,
  seed: run.input.seed,
  blockLength: run.input.parameterSet.blockLength.years,
  prefix: run.scenario.prefixObservationIndexes
})

/**
 * The result of a prepared run from the outputs of all its paths (one `runPaths` over every path, or
 * ranges merged by `mergePathRanges`): the spec value, the contract, and the rolling cycles.
 */
export const finishRun = (run: PreparedRun, outputs: PathOutputs): SimulationOutcome => {
  const input = run.input
  const set = input.parameterSet
  const H = input.horizonYears
  const s = summarize(
    outputs,
    run.pathCount,
    input.targetSuccessProbability,
    input.legacyDepletionYear === true ? { legacyDepletionYear: true } : {}
  )
  const warnings = runWarnings({
    set,
    plan: input.plan,
    scenario: run.scenario,
    horizonYears: H,
    sampling: run.sampling,
    ...(input.asOf === undefined ? {} : { asOf: input.asOf })
  })
  const limited =
    set.approval.status !== "approved" ||
    warnings.some((w) => w.code === "HISTORICAL_SAMPLE_LIMITATION" || w.code === "PARAMETER_SET_WARNING_EXPIRY")
  const { id: _id, ...scenarioFields } = run.scenario
  const value: SimulationValue = {
    readiness: limited ? "limited" : "ready",
    identity: {
      engineVersion: ENGINE_VERSION,
      modelVersion: MODEL_VERSION,
      parameterSetId: set.id,
      seriesManifestHash: set.seriesManifestHash,
      prngVersion: PRNG_VERSION,
      seed: input.seed,
      pathCount: run.pathCount,
      horizonMonths: H * 12,
      contractHash: contractHash(run.contract),
      scenarioId: input.scenarioId ?? input.plan.id
    },
    parameterManifest: {
      modelVersion: MODEL_VERSION,
      parameterSetId: set.id,
      seriesManifestHash: set.seriesManifestHash,
      sourceSeries: set.sourceSeries,
      observationPeriod: set.observationPeriod,
      blockLength: set.blockLength,
      missingDataTreatment: set.missingDataTreatment,
      portfolioProjectionRule: set.portfolioProjectionRule,
      residualTailTreatment: set.residualTailTreatment,
      assetFactors: set.assetFactors,
      currencies: set.currencies,
      inflationSeries: set.inflationSeries,
      reportingInflationSeriesId: set.reportingInflationSeriesId,
      fxQuoteConvention: set.fxQuoteConvention,
      selectedStressScenario: { id: run.scenario.id, ...scenarioFields },
      approval: set.approval
    },
    legacyComparator: "iid-lognormal-real/legacy",
    successDefinition: "all_required_net_spending_funded_through_horizon",
    successProbability: s.successProbability,
    fundedSpendingRatio: s.fundedSpendingRatio,
    depletionYear: s.depletionYear,
    endBalanceRealUsd: s.endBalanceRealUsd,
    maxDrawdown: s.maxDrawdown,
    ...(input.plan.taxProfile === undefined ? {} : { taxPaidRealUsd: s.taxPaidRealUsd }),
    ...(input.plan.spendingStrategy === undefined || input.plan.spendingStrategy.kind === "constant_real"
      ? {}
      : { spendingRealUsd: summarizeSpending(outputs, run.pathCount) }),
    ...(input.plan.savingPhase === undefined ? {} : { fiYear: summarizeFiYear(outputs, run.pathCount) }),
    fxContributionRealUsd: s.fxContributionRealUsd,
    annualBalanceRealUsd: s.annualBalanceRealUsd,
    representativePaths: s.representativePaths,
    targetDiagnostics: s.targetDiagnostics,
    warnings
  }
  if (run.sampling !== "historical-rolling") return { ok: true, value, contract: run.contract }
  const startYears: Array<number> = []
  const failedStartYears: Array<number> = []
  for (let p = 0; p < run.pathCount; p++) {
    const year = set.observations[p]?.year as number
    startYears.push(year)
    if ((outputs.depletionYear[p] as number) > 0) failedStartYears.push(year)
  }
  return {
    ok: true,
    value,
    contract: run.contract,
    historical: { sampling: "historical-rolling", startYears, failedStartYears }
  }
}
