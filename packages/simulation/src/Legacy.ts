/**
 * The legacy comparator `iid-lognormal-real/legacy`: the older model, kept so audits can compare it
 * with the block-regime model on the same plan. Each year's real portfolio return is drawn
 * independently: 1 + R = exp(mu + sigma * Z), Z standard normal (Box-Muller from the stream
 * (seed, "legacy-normal", pathIndex)), where mu and sigma are the mean and sample standard deviation
 * (n - 1) of ln(gross / (1 + reporting inflation)) of the plan's rebalanced portfolio over the set's
 * joint rows. Everything is real: spending and linked income are constant in real USD, FX and
 * inflation are not modelled separately, stress scenarios do not apply; positions do not drift, so a
 * gain tax keeps its cost basis at average cost.
 */
import { nextUint32 } from "./Mulberry32.js"
import { GROSS, packTables, REAL_RETURN, ROW_STRIDE, type RowTables } from "./Portfolio.js"
import { allocateOutputs, allocateScratch, type PathOutputs, projectPath } from "./Projection.js"
import { deriveStream } from "./Rng.js"
import type { SimulationInput } from "./simulate.js"
import { prepareRun } from "./simulate.js"
import { type RunSummary, summarize } from "./Summary.js"
import type { ValidationIssue } from "./ValidationIssue.js"

/** The legacy model identifier. */
export const LEGACY_MODEL = "iid-lognormal-real/legacy" as const

/** The legacy result: the statistics it shares with the block model, and its fitted parameters. */
export interface LegacyValue extends RunSummary {
  readonly modelVersion: typeof LEGACY_MODEL
  readonly parameterSetId: string
  readonly seed: string
  readonly pathCount: number
  readonly horizonYears: number
  /** Mean of the log real annual portfolio return. */
  readonly mu: number
  /** Sample standard deviation of the log real annual portfolio return. */
  readonly sigma: number
}

// 2 ** -32
const INV_2_32 = 1 / 4294967296
const TWO_PI = 2 * Math.PI

/**
 * The legacy paths: per-path outputs of `pathCount` iid-lognormal real paths (prepared from `input`),
 * with the fitted mu and sigma. `simulateLegacy` summarises them.
 */
export const legacyPaths = (
  input: SimulationInput
):
  | { readonly ok: true; readonly outputs: PathOutputs; readonly mu: number; readonly sigma: number }
  | { readonly ok: false; readonly issues: ReadonlyArray<ValidationIssue> } => {
  const prepared = prepareRun({ ...input, sampling: "block-bootstrap", stressScenarioId: "baseline" })
  if (!prepared.ok) return prepared
  const base = prepared.run.model
  const H = input.horizonYears
  const n = input.pathCount
  const rows = base.rowCount
  let sum = 0
  const logs = new Float64Array(rows)
  for (let r = 0; r < rows; r++) {
    logs[r] = Math.log((base.base.gross[r] as number) / (base.base.deflatorGrowth[r] as number))
    sum += logs[r] as number
  }
  const mu = sum / rows
  let ss = 0
  for (let r = 0; r < rows; r++) ss += ((logs[r] as number) - mu) ** 2
  const sigma = rows > 1 ? Math.sqrt(ss / (rows - 1)) : 0
  const k = base.currencyCount
  const tables: RowTables = packTables(
    {
      gross: new Float64Array(H),
      fxShare: new Float64Array(H),
      deflatorGrowth: new Float64Array(H).fill(1),
      inverseDeflatorGrowth: new Float64Array(H).fill(1),
      realReturn: new Float64Array(H),
      fxGrowth: new Float64Array(H * k).fill(1),
      linkedGrowth: new Float64Array(H * k).fill(1),
      inflationGrowth: new Float64Array(H * k).fill(1)
    },
    H,
    k
  )
  // the fitted returns are of the initial weights: a glide path's per-year tables do not apply here,
  // nor do the positions' own returns (a per-position cost basis falls back to the average method)
  const { glide: _glide, positions: _positions, ...withoutGlide } = base
  const model = { ...withoutGlide, rowCount: H, base: tables, shocked: tables, shockYears: 0 }
  const outputs = allocateOutputs(n, H)
  const scratch = allocateScratch(model, H)
  const identityRows = Int32Array.from({ length: H }, (_, t) => t)
  for (let p = 0; p < n; p++) {
    const rng = deriveStream(input.seed, "legacy-normal", p)
    for (let t = 0; t < H; t++) {
      const u1 = (nextUint32(rng) + 1) * INV_2_32 // (0, 1]
      const u2 = nextUint32(rng) * INV_2_32
      const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(TWO_PI * u2)
      const g = Math.exp(mu + sigma * z)
      tables.packed[t * ROW_STRIDE + GROSS] = g
      tables.packed[t * ROW_STRIDE + REAL_RETURN] = g - 1
    }
    projectPath(model, identityRows, 0, outputs, p, scratch, false)
  }
  return { ok: true, outputs, mu, sigma }
}

/**
 * Runs the legacy comparator on the same input as `simulate` (stress scenario and sampling ignored;
 * pathCount paths of horizonYears years). Returns the value or every invalid input.
 */
export const simulateLegacy = (
  input: SimulationInput
):
  | { readonly ok: true; readonly value: LegacyValue }
  | { readonly ok: false; readonly issues: ReadonlyArray<ValidationIssue> } => {
  const paths = legacyPaths(input)
  if (!paths.ok) return paths
  return {
    ok: true,
    value: {
      modelVersion: LEGACY_MODEL,
      parameterSetId: input.parameterSet.id,
      seed: input.seed,
      pathCount: input.pathCount,
      horizonYears: input.horizonYears,
      mu: paths.mu,
      sigma: paths.sigma,
      ...summarize(
        paths.outputs,
        input.pathCount,
        input.targetSuccessProbability,
        input.legacyDepletionYear === true ? { legacyDepletionYear: true } : {}
      )
    }
  }
}
