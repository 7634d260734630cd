/**
 * @fire/simulation: the retirement simulation engine (`retirement-sim/1`, model
 * `historical-block-regime/1`, PRNG `mulberry32-derived-streams/1`). Zero runtime dependencies;
 * requires Node >= 22 (node:crypto for SHA-256).
 */
export { BLOCK_START_PURPOSE, blockStreamPrefix, fillBlockBootstrapRows } from "./Bootstrap.js"
export { canonicalHash, canonicalJson, sha256Hex } from "./CanonicalJson.js"
export {
  ENGINE_VERSION,
  type SamplingMode,
  type SimulationContract,
  contractHash,
  parameterSetContentHash,
  planContentHash
} from "./Contract.js"
export { type ProgressListener, type RunPathsOptions, runPaths, type SamplingPlan } from "./Engine.js"
export { renderFanChartSvg } from "./FanChart.js"
export { fillRollingRows, rollingCycleCount } from "./HistoricalRolling.js"
export { LEGACY_MODEL, type LegacyValue, legacyPaths, simulateLegacy } from "./Legacy.js"
export { type Mulberry32, mulberry32, nextIndex, nextUint32, nextUnit } from "./Mulberry32.js"
export {
  type Approval,
  findStressScenario,
  MODEL_VERSION,
  type ObservationRow,
  type ParameterSet,
  parseParameterSet,
  type SeriesKind,
  type SourceSeries,
  type StressScenario
} from "./ParameterSet.js"
export {
  bandBases,
  type CostBasisMethod,
  costBasisMethod,
  type GainTaxBand,
  type GainTaxProfile,
  type GainTaxSegment,
  gainTax,
  gainTaxOfBands,
  grossForNet,
  withCostBasisDefault
} from "./GainTax.js"
export {
  type AnnualAmount,
  type IncomeStream,
  type Plan,
  type Position,
  parsePlan,
  type TaxProfile,
  withNewPlanDefaults
} from "./Plan.js"
export { type CompiledModel, compileModel } from "./Portfolio.js"
export type { PathOutputs } from "./Projection.js"
export {
  deriveStream,
  fnv1a32,
  PRNG_VERSION,
  type StreamPurpose,
  streamPrefixState,
  streamState,
  streamStateForPath
} from "./Rng.js"
export type {
  HistoricalCycles,
  ParameterManifest,
  RepresentativePath,
  SimulationIdentity,
  SimulationOutcome,
  SimulationValue,
  SimulationWarning,
  TargetDiagnostics,
  WarningCode
} from "./SimulationResult.js"
export { mergePathRanges, type PathRange, pathRanges } from "./PathRanges.js"
export {
  finishRun,
  MAX_PATH_COUNT,
  type PreparedRun,
  prepareRun,
  type SimulationInput,
  samplingPlanOf,
  simulate
} from "./simulate.js"
export { MAX_SOLVE_AMOUNT, type SolveFor, type SolveResult, solve } from "./Solve.js"
export {
  locateSolve,
  type SolveRunOutcome,
  type SolveRunValue,
  type SolveSearch,
  solveRun,
  verifySolve
} from "./SolveRun.js"
export { type PercentileTriple, percentileTriple } from "./Statistics.js"
export { BASELINE, resolveStressScenario } from "./Stress.js"
export { formatSummaryTable } from "./SummaryTable.js"
export type { Parsed, ValidationIssue } from "./ValidationIssue.js"
export { type VerifyReport, type VerifySources, verify } from "./Verify.js"
