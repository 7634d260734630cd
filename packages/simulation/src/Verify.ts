/**
 * `verify`: re-runs a result from the contract inside it and reports whether it reproduces bit for bit.
 * Accepts what `simulate` returns (`{ok, value, contract, historical?, plan?, legacy?}`), a bare spec `value`, or a full HTTP
 * response of the decision endpoint (`{success, data: {result: {ok, value}}}`).
 */
import { canonicalJson } from "./CanonicalJson.js"
import { contractHash, planContentHash, type SamplingMode, type SimulationContract } from "./Contract.js"
import { simulateLegacy } from "./Legacy.js"
import type { ParameterSet } from "./ParameterSet.js"
import { type Plan, parsePlan } from "./Plan.js"
import type { SimulationValue } from "./SimulationResult.js"
import { type SimulationInput, simulate } from "./simulate.js"

/** Where verify finds the inputs the result names by id and hash. */
export interface VerifySources {
  /** The parameter set(s); the one whose id is in the result is used. */
  readonly parameterSets: ParameterSet | ReadonlyArray<ParameterSet>
  /** The plan (revision content); otherwise a `plan` member of the result document is used. */
  readonly plan?: Plan
  /** The revision content hash the decision layer used, when it is not the plan's canonical hash. */
  readonly revisionContentHash?: string
}

/** The verdict. `differences` lists up to 20 JSON paths where the re-run differs. */
export interface VerifyReport {
  readonly reproduced: boolean
  readonly contractHashMatches: boolean
  readonly expectedContractHash: string | null
  readonly actualContractHash: string | null
  readonly differences: ReadonlyArray<string>
  readonly reason?: string
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** What a document holds besides the spec `value`: the blocks `fire simulate` writes beside it. */
interface Located {
  readonly value?: SimulationValue
  readonly contract?: unknown
  readonly plan?: unknown
  readonly historical?: unknown
  readonly legacy?: unknown
}

/** Finds the spec `value` (and the contract, plan, historical and legacy blocks, when present) in any accepted shape. */
const locate = (doc: unknown): Located => {
  if (!isRecord(doc)) return {}
  const data = doc.data
  if (isRecord(data) && isRecord(data.result) && isRecord(data.result.value))
    return { value: data.result.value as unknown as SimulationValue }
  if (isRecord(doc.value) && isRecord(doc.value.identity))
    return {
      value: doc.value as unknown as SimulationValue,
      ...(doc.contract === undefined ? {} : { contract: doc.contract }),
      ...(doc.plan === undefined ? {} : { plan: doc.plan }),
      ...(doc.historical === undefined ? {} : { historical: doc.historical }),
      ...(doc.legacy === undefined ? {} : { legacy: doc.legacy })
    }
  if (isRecord(doc.identity)) return { value: doc as unknown as SimulationValue }
  return {}
}

/** Re-runs `input` and compares every block the document carries against the re-run's. */
const rerunAndCompare = (
  found: Located,
  value: SimulationValue,
  contract: SimulationContract | undefined,
  input: SimulationInput
):
  | { readonly ok: false; readonly reason: string }
  | {
      readonly ok: true
      readonly reproduced: boolean
      readonly differences: ReadonlyArray<string>
      readonly actual: string
    } => {
  const rerun = simulate(input)
  if (!rerun.ok)
    return {
      ok: false,
      reason: `re-run rejected: ${rerun.error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`
    }
  const compared: Array<readonly [string, unknown, unknown]> = [["value", value, rerun.value]]
  if (contract !== undefined) compared.push(["contract", contract, rerun.contract])
  if (found.historical !== undefined || rerun.historical !== undefined)
    compared.push(["historical", found.historical, rerun.historical])
  if (found.legacy !== undefined) {
    const legacyPathCount = isRecord(found.legacy) ? found.legacy.pathCount : undefined
    const legacy = simulateLegacy({
      ...input,
      pathCount: typeof legacyPathCount === "number" ? legacyPathCount : value.identity.pathCount
    })
    compared.push(["legacy", found.legacy, legacy.ok ? legacy.value : { issues: legacy.issues }])
  }
  const differences: Array<string> = []
  for (const [path, saved, again] of compared) diffPaths(saved, again, path, differences)
  const reproduced = compared.every(([, saved, again]) => canonicalJson(saved ?? null) === canonicalJson(again ?? null))
  return { ok: true, reproduced, differences, actual: rerun.value.identity.contractHash }
}

/** Whether the document's depletion-year triple holds a null (the current presentation of "never"). */
const hasNullDepletion = (value: SimulationValue): boolean => {
  const t = value.depletionYear as unknown as Record<string, unknown> | undefined
  return ["p10", "p50", "p90"].some((k) => t?.[k] === null)
}

const SAMPLING_MODES: ReadonlyArray<SamplingMode> = ["block-bootstrap", "historical-rolling"]

/**
 * The sampling mode the document records: the result's own `historical.sampling` (rolling results
 * name it; a `historical` block without it, from before it was recorded, is rolling too), else the
 * contract's (already checked against `contractHash`), else the block bootstrap. A string naming two
 * different modes is an error.
 */
const recordedSampling = (found: Located, contract: SimulationContract | undefined): SamplingMode | string => {
  const own = isRecord(found.historical)
    ? found.historical.sampling === undefined
      ? "historical-rolling"
      : found.historical.sampling
    : undefined
  if (own !== undefined && !SAMPLING_MODES.includes(own as SamplingMode))
    return "the result's historical.sampling is not a sampling mode"
  if (own !== undefined && contract !== undefined && contract.sampling !== own)
    return "the result's historical.sampling differs from the contract's sampling"
  return (own as SamplingMode | undefined) ?? contract?.sampling ?? "block-bootstrap"
}

const diffPaths = (a: unknown, b: unknown, path: string, out: Array<string>): void => {
  if (out.length >= 20) return
  if (isRecord(a) && isRecord(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort())
      diffPaths(a[k], b[k], `${path}.${k}`, out)
    return
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${path} (length ${a.length} vs ${b.length})`)
    else
      a.forEach((x, i) => {
        diffPaths(x, b[i], `${path}.${i}`, out)
      })
    return
  }
  if (canonicalJson(a ?? null) !== canonicalJson(b ?? null)) out.push(path)
}

const fail = (reason: string, expected: string | null = null): VerifyReport => ({
  reproduced: false,
  contractHashMatches: false,
  expectedContractHash: expected,
  actualContractHash: null,
  differences: [],
  reason
})

/**
 * Re-runs the result in `doc` (parsed JSON) with `sources` and compares, by canonical JSON, every block
 * the document carries: the spec `value`, the `contract` (which must also hash to
 * `identity.contractHash`), the rolling `historical` block and the `legacy` comparison. A document is
 * "reproduced" only when all of them are. The time-dependent PARAMETER_SET_WARNING_EXPIRY is reproduced
 * from the result itself (the run's clock is not part of the contract).
 */
export const verify = (doc: unknown, sources: VerifySources): VerifyReport => {
  const found = locate(doc)
  const value = found.value
  if (value === undefined) return fail("no simulation value found in the document")
  const expected = typeof value.identity?.contractHash === "string" ? value.identity.contractHash : null
  if (found.contract !== undefined && !isRecord(found.contract))
    return fail("the contract block is not an object", expected)
  const contract = found.contract as SimulationContract | undefined
  if (contract !== undefined && contractHash(contract) !== expected)
    return fail("the contract block does not hash to identity.contractHash (the contract was edited)", expected)
  const sets: ReadonlyArray<ParameterSet> = Array.isArray(sources.parameterSets)
    ? (sources.parameterSets as ReadonlyArray<ParameterSet>)
    : [sources.parameterSets as ParameterSet]
  const set = sets.find((s) => s.id === value.identity.parameterSetId)
  if (set === undefined) return fail(`parameter set ${value.identity.parameterSetId} not supplied`, expected)
  if (set.seriesManifestHash !== value.identity.seriesManifestHash)
    return fail("the supplied parameter set has a different series manifest hash", expected)
  let plan = sources.plan
  if (plan === undefined && found.plan !== undefined) {
    const parsed = parsePlan(found.plan)
    if (!parsed.ok) return fail("the plan inside the document is invalid", expected)
    plan = parsed.value
  }
  if (plan === undefined) return fail("no plan supplied and none inside the document", expected)
  if (
    sources.revisionContentHash === undefined &&
    contract !== undefined &&
    contract.revisionContentHash !== planContentHash(plan)
  )
    return fail("the plan differs from the one the contract names (revisionContentHash)", expected)
  const sampling = recordedSampling(found, contract)
  if (!SAMPLING_MODES.includes(sampling as SamplingMode)) return fail(sampling, expected)
  const expiryWarned = value.warnings?.some((w) => w.code === "PARAMETER_SET_WARNING_EXPIRY") === true
  const revisionHash = sources.revisionContentHash ?? contract?.revisionContentHash
  const input: SimulationInput = {
    parameterSet: set,
    plan,
    seed: value.identity.seed,
    pathCount: value.identity.pathCount,
    horizonYears: Math.round(value.identity.horizonMonths / 12),
    stressScenarioId: value.parameterManifest.selectedStressScenario.id,
    targetSuccessProbability: value.targetDiagnostics.targetSuccessProbability,
    sampling: sampling as SamplingMode,
    scenarioId: value.identity.scenarioId,
    ...(revisionHash === undefined ? {} : { revisionContentHash: revisionHash }),
    ...(expiryWarned && set.approval.warningExpiresAt !== null ? { asOf: set.approval.warningExpiresAt } : {})
  }
  const attempt = rerunAndCompare(found, value, contract, input)
  if (!attempt.ok) return fail(attempt.reason, expected)
  // A document from before null meant "never depleted" in the depletion triple (it held horizon + 1,
  // interpolated towards): re-run with that presentation (the same contract, the same paths).
  const old =
    !attempt.reproduced && !hasNullDepletion(value)
      ? rerunAndCompare(found, value, contract, { ...input, legacyDepletionYear: true })
      : undefined
  const { reproduced, differences, actual } = old?.ok === true && old.reproduced ? old : attempt
  return {
    reproduced,
    contractHashMatches: actual === expected,
    expectedContractHash: expected,
    actualContractHash: actual,
    differences,
    ...(reproduced
      ? {}
      : {
          reason:
            actual === expected ? "same contract, different numbers" : "the contract differs (plan, set or inputs)"
        })
  }
}
