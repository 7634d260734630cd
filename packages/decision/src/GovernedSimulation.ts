import {
  canonicalHash,
  type ParameterSet as EngineParameterSet,
  resolveStressScenario,
  type SimulationContract,
  type SimulationInput,
  type SimulationOutcome,
  type SimulationValue,
  simulate
} from "@fire/simulation"
import { engineParameterSet, type GovernedParameterSet } from "./ParameterSet.js"
import { revisionCurrencies, revisionFactors, unusableReason } from "./ParameterSetSelection.js"
import { type Revision, type RevisionContent, toEnginePlan } from "./Revision.js"

/**
 * The governed retirement simulation (spec 4.6, DESIGN.md): the engine run over the approved
 * parameter set only, with the execution status and the receipt decision. Pure: time is the `now`
 * argument (epoch ms); the engine is deterministic. The HTTP endpoint runs the same three steps with
 * the engine in a worker thread (`prepareGovernedSimulation`, the engine, `concludeGovernedSimulation`);
 * `runGovernedSimulation` runs them in line.
 */

/** The request body of spec 4.6 less `revisionId` (validated by the caller: pathCount 100-2000, horizonYears 1-60...). */
export interface SimulationRequest {
  /** 1-128 characters of [a-zA-Z0-9._:-]. */
  readonly seed: string
  /** Paths, 100-2000 over HTTP (the engine accepts 1-1,000,000). */
  readonly pathCount: number
  /** Years, 1-60. */
  readonly horizonYears: number
  /** A stress scenario the selected set defines (`baseline` always). */
  readonly stressScenarioId: string
  /** In (0, 1]. */
  readonly targetSuccessProbability: number
}

/** `execution.status` of spec 3. */
export type ExecutionStatus = "completed" | "blocked" | "indeterminate" | "cancelled" | "timed_out"

/** `receipt.reason` of spec 4.6. */
export type ReceiptReason =
  | "APPROVED_PARAMETER_DATA_UNAVAILABLE"
  | "RESULT_NOT_RECEIPT_GRADE"
  | "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"

/** `receipt` of spec 4.6: persisted, or not with the reason. */
export type ReceiptDecision =
  | { readonly persisted: true }
  | { readonly persisted: false; readonly reason: ReceiptReason }

/** Codes of the non-result shape `{ok: false, error}` (DESIGN.md: the blocked result). */
export type GovernedErrorCode =
  | "APPROVED_PARAMETER_DATA_UNAVAILABLE"
  | "RESULT_INDETERMINATE"
  | "EXECUTION_TIMED_OUT"
  | "EXECUTION_CANCELLED"

/** `result` of spec 4.6: the engine's value, or an error naming why there is none. */
export type GovernedResult =
  | { readonly ok: true; readonly value: SimulationValue }
  | { readonly ok: false; readonly error: { readonly code: GovernedErrorCode; readonly message: string } }

/** The outcome of one governed simulation. `contract` is present when the engine ran to a result. */
export interface GovernedSimulation {
  readonly status: ExecutionStatus
  readonly result: GovernedResult
  readonly receipt: ReceiptDecision
  readonly contract?: SimulationContract
  /** The approved set used, when one was selected. */
  readonly parameterSetId?: string
}

/** Whether the revision's evidence foundation is complete for a simulation receipt, and what is missing. */
export interface EvidenceFoundation {
  readonly complete: boolean
  readonly missing: ReadonlyArray<string>
}

/** Everything a governed simulation needs. */
export interface GovernedSimulationInput {
  /** The owning scenario's id (reported as `identity.scenarioId`). */
  readonly scenarioId: string
  readonly revision: Revision
  /** The approved set selected for the revision (`selectParameterSet`), or undefined when there is none. */
  readonly parameterSet: GovernedParameterSet | undefined
  readonly request: SimulationRequest
  /** Epoch ms the caller takes as now (effectiveness, expiry warnings). */
  readonly now: number
  /** Further evidence the caller requires (e.g. an evaluation's facts); ANDed with the simulation's own. */
  readonly evidence?: EvidenceFoundation
}

/** A prepared run: either already decided (no engine run), or the engine input and how to conclude it. */
export type PreparedGovernedSimulation =
  | { readonly _tag: "Decided"; readonly outcome: GovernedSimulation }
  | {
      readonly _tag: "Run"
      /** The engine input: plain data, structured-cloneable (no `onProgress`). */
      readonly engineInput: SimulationInput
      readonly parameterSetId: string
      readonly foundation: EvidenceFoundation
    }

/** The blocked outcome: no approved compatible data, nothing substituted. */
export const blockedSimulation = (detail: string): GovernedSimulation => ({
  status: "blocked",
  result: {
    ok: false,
    error: {
      code: "APPROVED_PARAMETER_DATA_UNAVAILABLE",
      message:
        `No approved parameter set covers this revision: ${detail}. Request-supplied or legacy data are never substituted.`.slice(
          0,
          1000
        )
    }
  },
  receipt: { persisted: false, reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" }
})

const notReceiptGrade = (
  status: "indeterminate" | "cancelled" | "timed_out",
  code: GovernedErrorCode,
  message: string,
  parameterSetId?: string
): GovernedSimulation => ({
  status,
  result: { ok: false, error: { code, message } },
  receipt: { persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" },
  ...(parameterSetId === undefined ? {} : { parameterSetId })
})

/** The indeterminate outcome: the engine cannot produce a defensible result. */
export const indeterminateSimulation = (message: string, parameterSetId?: string): GovernedSimulation =>
  notReceiptGrade("indeterminate", "RESULT_INDETERMINATE", message, parameterSetId)

/** The outcome of a run stopped before its result: past its timeout (ms), or the client went away. */
export const interruptedSimulation = (
  status: "cancelled" | "timed_out",
  timeoutMs: number,
  parameterSetId?: string
): GovernedSimulation =>
  status === "timed_out"
    ? notReceiptGrade(
        "timed_out",
        "EXECUTION_TIMED_OUT",
        `The simulation did not finish within ${timeoutMs} ms and was stopped.`,
        parameterSetId
      )
    : notReceiptGrade(
        "cancelled",
        "EXECUTION_CANCELLED",
        "The client went away; the simulation was stopped.",
        parameterSetId
      )

/**
 * The simulation's own evidence foundation: the set's series manifest is what its hash says, and a
 * source series documents every series the revision's run uses (each asset factor's return, each
 * currency's inflation and, but for USD, its FX, and the reporting inflation series).
 */
export const simulationEvidenceFoundation = (set: EngineParameterSet, content: RevisionContent): EvidenceFoundation => {
  const missing: Array<string> = []
  if (canonicalHash(set.sourceSeries) !== set.seriesManifestHash) missing.push("seriesManifestHash")
  const covered = (kind: string, key: string) =>
    set.sourceSeries.some((s) => s.kind === kind && (s.coverageKeys.includes(key) || s.id === key))
  for (const factor of revisionFactors(content))
    if (!covered("nominal_return", factor)) missing.push(`nominal_return:${factor}`)
  const inflation = new Set([set.reportingInflationSeriesId])
  for (const currency of revisionCurrencies(content)) {
    const series = set.currencyInflationSeries[currency]
    if (series !== undefined) inflation.add(series)
    if (currency !== "USD" && !covered("fx", currency)) missing.push(`fx:${currency}`)
  }
  for (const series of [...inflation].sort()) if (!covered("inflation", series)) missing.push(`inflation:${series}`)
  return { complete: missing.length === 0, missing }
}

/** Whether `id` names a stress scenario of the set (`baseline` always does). */
export const definesStressScenario = (set: GovernedParameterSet, id: string): boolean =>
  resolveStressScenario(set.content, id) !== undefined

/**
 * Step 1: decides what can be decided without the engine (no usable approved set: blocked; fewer
 * joint rows than the horizon or than one block: indeterminate) and otherwise builds the engine input.
 */
export const prepareGovernedSimulation = (input: GovernedSimulationInput): PreparedGovernedSimulation => {
  const set = input.parameterSet
  if (set === undefined) return { _tag: "Decided", outcome: blockedSimulation("none is approved and effective") }
  const reason = unusableReason(set, input.revision.content, input.now)
  if (reason !== undefined) return { _tag: "Decided", outcome: blockedSimulation(reason) }
  const rows = set.content.observations.length
  const { horizonYears } = input.request
  if (rows < horizonYears || rows < set.content.blockLength.years)
    return {
      _tag: "Decided",
      outcome: indeterminateSimulation(
        `Parameter set ${set.id} has ${rows} complete joint rows: too few for a ${horizonYears}-year horizon ` +
          `in blocks of ${set.content.blockLength.years} years; no defensible result.`,
        set.id
      )
    }
  const engineSet = engineParameterSet(set)
  const own = simulationEvidenceFoundation(engineSet, input.revision.content)
  const extra = input.evidence
  const foundation: EvidenceFoundation =
    extra === undefined
      ? own
      : { complete: own.complete && extra.complete, missing: [...own.missing, ...extra.missing] }
  return {
    _tag: "Run",
    parameterSetId: set.id,
    foundation,
    engineInput: {
      parameterSet: engineSet,
      plan: toEnginePlan(input.revision),
      seed: input.request.seed,
      pathCount: input.request.pathCount,
      horizonYears,
      stressScenarioId: input.request.stressScenarioId,
      targetSuccessProbability: input.request.targetSuccessProbability,
      scenarioId: input.scenarioId,
      revisionContentHash: input.revision.contentHash,
      asOf: new Date(input.now).toISOString()
    }
  }
}

const finiteTriple = (t: { readonly p10: number; readonly p50: number; readonly p90: number }) =>
  Number.isFinite(t.p10) && Number.isFinite(t.p50) && Number.isFinite(t.p90)

/**
 * Step 3: turns the engine's outcome into the governed one. An engine refusal or a non-finite
 * figure is `indeterminate`; a completed run persists a receipt only when its readiness is `ready`
 * and the evidence foundation is complete, else names the reason.
 */
export const concludeGovernedSimulation = (
  prepared: Extract<PreparedGovernedSimulation, { _tag: "Run" }>,
  outcome: SimulationOutcome
): GovernedSimulation => {
  if (!outcome.ok)
    return indeterminateSimulation(
      `The engine refused the run: ${outcome.error.issues.map((i) => `${i.path} ${i.message}`).join("; ")}`.slice(
        0,
        1000
      ),
      prepared.parameterSetId
    )
  const v = outcome.value
  if (
    !Number.isFinite(v.successProbability) ||
    !finiteTriple(v.endBalanceRealUsd) ||
    !finiteTriple(v.fundedSpendingRatio) ||
    !v.annualBalanceRealUsd.every((y) => finiteTriple(y.balance))
  )
    return indeterminateSimulation(
      "The engine produced non-finite figures; no defensible result.",
      prepared.parameterSetId
    )
  const receipt: ReceiptDecision =
    v.readiness !== "ready"
      ? { persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" }
      : prepared.foundation.complete
        ? { persisted: true }
        : { persisted: false, reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE" }
  return {
    status: "completed",
    result: { ok: true, value: v },
    receipt,
    contract: outcome.contract,
    parameterSetId: prepared.parameterSetId
  }
}

/**
 * The governed simulation in line (steps 1-3 with the engine on the calling thread): blocked without
 * an approved compatible set, indeterminate without a defensible result, else completed with the
 * receipt decision. Request-supplied or legacy data are never used.
 */
export const runGovernedSimulation = (input: GovernedSimulationInput): GovernedSimulation => {
  const prepared = prepareGovernedSimulation(input)
  if (prepared._tag === "Decided") return prepared.outcome
  return concludeGovernedSimulation(prepared, simulate(prepared.engineInput))
}
