/**
 * `verify`: re-runs a result from the contract inside it and reports whether it reproduces bit for bit.
 * Accepts what `simulate` returns (`{ok, value, contract, plan?}`), a bare spec `value`, or a full HTTP
 * response of the decision endpoint (`{success, data: {result: {ok, value}}}`).
 */
import { canonicalJson } from "./CanonicalJson.js"
import { planContentHash, type SamplingMode, type SimulationContract } from "./Contract.js"
import type { ParameterSet } from "./ParameterSet.js"
import { type Plan, parsePlan } from "./Plan.js"
import type { SimulationValue } from "./SimulationResult.js"
import { simulate } from "./simulate.js"

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

/** Finds the spec `value` (and the contract and plan, when present) in any accepted document shape. */
const locate = (doc: unknown): { value?: SimulationValue; contract?: SimulationContract; plan?: unknown } => {
  if (!isRecord(doc)) return {}
  const data = doc.data
  if (isRecord(data) && isRecord(data.result) && isRecord(data.result.value))
    return { value: data.result.value as unknown as SimulationValue }
  if (isRecord(doc.value) && isRecord(doc.value.identity))
    return {
      value: doc.value as unknown as SimulationValue,
      ...(isRecord(doc.contract) ? { contract: doc.contract as unknown as SimulationContract } : {}),
      ...(doc.plan === undefined ? {} : { plan: doc.plan })
    }
  if (isRecord(doc.identity)) return { value: doc as unknown as SimulationValue }
  return {}
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
 * Re-runs the result in `doc` (parsed JSON) with `sources` and compares the whole `value` by canonical
 * JSON. The time-dependent PARAMETER_SET_WARNING_EXPIRY is reproduced from the result itself (the run's
 * clock is not part of the contract).
 */
export const verify = (doc: unknown, sources: VerifySources): VerifyReport => {
  const found = locate(doc)
  const value = found.value
  if (value === undefined) return fail("no simulation value found in the document")
  const expected = typeof value.identity?.contractHash === "string" ? value.identity.contractHash : null
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
    found.contract !== undefined &&
    found.contract.revisionContentHash !== planContentHash(plan)
  )
    return fail("the plan differs from the one the contract names (revisionContentHash)", expected)
  const sampling: SamplingMode = found.contract?.sampling ?? "block-bootstrap"
  const expiryWarned = value.warnings?.some((w) => w.code === "PARAMETER_SET_WARNING_EXPIRY") === true
  const revisionHash = sources.revisionContentHash ?? found.contract?.revisionContentHash
  const rerun = simulate({
    parameterSet: set,
    plan,
    seed: value.identity.seed,
    pathCount: value.identity.pathCount,
    horizonYears: Math.round(value.identity.horizonMonths / 12),
    stressScenarioId: value.parameterManifest.selectedStressScenario.id,
    targetSuccessProbability: value.targetDiagnostics.targetSuccessProbability,
    sampling,
    scenarioId: value.identity.scenarioId,
    ...(revisionHash === undefined ? {} : { revisionContentHash: revisionHash }),
    ...(expiryWarned && set.approval.warningExpiresAt !== null ? { asOf: set.approval.warningExpiresAt } : {})
  })
  if (!rerun.ok)
    return fail(`re-run rejected: ${rerun.error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`, expected)
  const actual = rerun.value.identity.contractHash
  const differences: Array<string> = []
  diffPaths(value, rerun.value, "value", differences)
  const reproduced = canonicalJson(value) === canonicalJson(rerun.value)
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
