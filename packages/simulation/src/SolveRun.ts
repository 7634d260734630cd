/**
 * The governed solve's engine step and its verification: `solveRun` answers the largest required
 * spending that meets the target (`solve`, bisection to the currency unit) together with the run's
 * contract and readiness, so a solve carries a receipt like a simulation; `verifySolve` re-runs a
 * saved solve from the identity inside it and says whether it reproduces bit for bit.
 */
import { canonicalJson } from "./CanonicalJson.js"
import { contractHash, type SimulationContract } from "./Contract.js"
import type { ParameterSet } from "./ParameterSet.js"
import type { SimulationWarning } from "./SimulationResult.js"
import { prepareRun, type SimulationInput } from "./simulate.js"
import { MAX_SOLVE_AMOUNT, type SolveResult, solve } from "./Solve.js"
import { runWarnings } from "./Stress.js"
import type { ValidationIssue } from "./ValidationIssue.js"
import type { VerifyReport, VerifySources } from "./Verify.js"

/** The search the bisection made: its bounds and step (whole currency units) and how many engine runs. */
export interface SolveSearch {
  readonly lowerBound: number
  readonly upperBound: number
  /** The answer is exact to this step: `amount` meets the target, `amount + tolerance` does not. */
  readonly tolerance: number
  readonly iterations: number
}

/** A solved spending with what makes it reproducible. */
export interface SolveRunValue {
  readonly readiness: "ready" | "limited"
  readonly contractHash: string
  readonly solve: SolveResult
  readonly search: SolveSearch
  readonly warnings: ReadonlyArray<SimulationWarning>
}

export type SolveRunOutcome =
  | { readonly ok: true; readonly value: SolveRunValue; readonly contract: SimulationContract }
  | { readonly ok: false; readonly issues: ReadonlyArray<ValidationIssue> }

/**
 * The largest required spending meeting `input.targetSuccessProbability` (the engine's `solve`), with
 * the contract of the run (the same contract a simulation of the plan with these inputs has) and its
 * readiness by the simulation's rule (limited: set not approved, short sample, past its review date).
 */
export const solveRun = (input: SimulationInput): SolveRunOutcome => {
  const prepared = prepareRun(input)
  if (!prepared.ok) return prepared
  const solved = solve(input, "requiredSpending")
  if (!solved.ok) return solved
  const { run } = prepared
  const warnings = runWarnings({
    set: input.parameterSet,
    plan: input.plan,
    scenario: run.scenario,
    horizonYears: input.horizonYears,
    sampling: run.sampling,
    ...(input.asOf === undefined ? {} : { asOf: input.asOf })
  })
  const limited =
    input.parameterSet.approval.status !== "approved" ||
    warnings.some((w) => w.code === "HISTORICAL_SAMPLE_LIMITATION" || w.code === "PARAMETER_SET_WARNING_EXPIRY")
  return {
    ok: true,
    contract: run.contract,
    value: {
      readiness: limited ? "limited" : "ready",
      contractHash: contractHash(run.contract),
      solve: solved.value,
      search: { lowerBound: 0, upperBound: MAX_SOLVE_AMOUNT, tolerance: 1, iterations: solved.value.iterations },
      warnings
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** The fields of a saved solve value that its re-run must reproduce. */
interface SavedSolve {
  readonly identity: {
    readonly parameterSetId: string
    readonly seriesManifestHash: string
    readonly seed: string
    readonly pathCount: number
    readonly horizonMonths: number
    readonly contractHash: string
    readonly scenarioId: string
  }
  readonly stressScenarioId: string
  readonly targetSuccessProbability: number
  readonly amount: number
  readonly currency: string
  readonly successProbability: number
  readonly attainable: boolean
  readonly search: SolveSearch
}

/** The solve value of a saved document: a response of `POST .../retirement-simulation/solve`, or its `data`, or the bare value. */
export const locateSolve = (doc: unknown): SavedSolve | undefined => {
  if (!isRecord(doc)) return undefined
  const data = isRecord(doc.data) ? doc.data : doc
  const result = isRecord(data.result) ? data.result : undefined
  const value = result !== undefined && isRecord(result.value) ? result.value : data
  if (value.solveFor !== "requiredSpending" || !isRecord(value.identity) || !isRecord(value.search)) return undefined
  return value as unknown as SavedSolve
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
 * Re-runs a saved solve with `sources` (the parameter set it names and the revision's plan, with the
 * revision content hash the decision layer used) and compares its contract hash and every solved
 * figure (amount, currency, success probability, attainability, bounds, tolerance, iterations) by
 * canonical JSON: reproduced only when all are equal.
 */
export const verifySolve = (doc: unknown, sources: VerifySources): VerifyReport => {
  const saved = locateSolve(doc)
  if (saved === undefined) return fail("no solve value found in the document")
  const expected = typeof saved.identity.contractHash === "string" ? saved.identity.contractHash : null
  const sets: ReadonlyArray<ParameterSet> = Array.isArray(sources.parameterSets)
    ? (sources.parameterSets as ReadonlyArray<ParameterSet>)
    : [sources.parameterSets as ParameterSet]
  const set = sets.find((s) => s.id === saved.identity.parameterSetId)
  if (set === undefined) return fail(`parameter set ${saved.identity.parameterSetId} not supplied`, expected)
  if (set.seriesManifestHash !== saved.identity.seriesManifestHash)
    return fail("the supplied parameter set has a different series manifest hash", expected)
  if (sources.plan === undefined) return fail("no plan supplied and none inside the document", expected)
  const rerun = solveRun({
    parameterSet: set,
    plan: sources.plan,
    seed: saved.identity.seed,
    pathCount: saved.identity.pathCount,
    horizonYears: Math.round(saved.identity.horizonMonths / 12),
    stressScenarioId: saved.stressScenarioId,
    targetSuccessProbability: saved.targetSuccessProbability,
    scenarioId: saved.identity.scenarioId,
    ...(sources.revisionContentHash === undefined ? {} : { revisionContentHash: sources.revisionContentHash })
  })
  if (!rerun.ok)
    return fail(`re-run rejected: ${rerun.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`, expected)
  const again = rerun.value
  const compared: ReadonlyArray<readonly [string, unknown, unknown]> = [
    ["identity.contractHash", saved.identity.contractHash, again.contractHash],
    ["amount", saved.amount, again.solve.amount],
    ["currency", saved.currency, again.solve.currency],
    ["successProbability", saved.successProbability, again.solve.successProbability],
    ["attainable", saved.attainable, again.solve.attainable],
    ["search", saved.search, again.search]
  ]
  const differences = compared
    .filter(([, a, b]) => canonicalJson(a ?? null) !== canonicalJson(b ?? null))
    .map(([path]) => path)
  const reproduced = differences.length === 0
  const actual = again.contractHash
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
