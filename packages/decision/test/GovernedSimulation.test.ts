import { simulate } from "@fire/simulation"
import { describe, expect, it } from "vitest"
import { ParameterSetMother } from "../../../test/utils/ParameterSetMother.js"
import { RevisionMother } from "../../../test/utils/RevisionMother.js"
import {
  interruptedSimulation,
  prepareGovernedSimulation,
  runGovernedSimulation,
  simulationEvidenceFoundation
} from "../src/GovernedSimulation.js"
import {
  applyGovernanceAct,
  draftParameterSet,
  engineParameterSet,
  type GovernedParameterSet
} from "../src/ParameterSet.js"
import { type Revision, type RevisionContent, revisionContentHash } from "../src/Revision.js"

/** runGovernedSimulation: every status it decides and the receipt decision, without a server. */

const DAY = 86_400_000
const T0 = Date.UTC(2026, 0, 1)
const SCENARIO = "0b6c3c9e-9f7e-4c55-9d7d-2f1f0c3a7b10"

const approvedSet = (set = ParameterSetMother.us()): GovernedParameterSet => {
  const d = draftParameterSet(set, T0)
  if (!d.ok) throw new Error(d.error.message)
  const a = applyGovernanceAct(
    d.set,
    {
      action: "approve",
      reviewer: "R",
      effectiveFrom: T0,
      warningExpiresAt: T0 + 100 * DAY,
      hardExpiresAt: T0 + 200 * DAY
    },
    T0
  )
  if (!a.ok) throw new Error(a.error.message)
  return a.set
}

const revisionOf = (content: unknown = RevisionMother.usRetireeToLisbon()): Revision => {
  const c = content as RevisionContent
  return {
    id: "7a0e9b4e-3c1d-4f7a-8e2b-5d6c7b8a9f01",
    scenarioId: SCENARIO,
    number: 1,
    content: c,
    contentHash: revisionContentHash(c),
    createdAt: T0
  } as Revision
}

const request = {
  seed: "unit",
  pathCount: 200,
  horizonYears: 30,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
}
const run = (over: Partial<Parameters<typeof runGovernedSimulation>[0]> = {}) =>
  runGovernedSimulation({
    scenarioId: SCENARIO,
    revision: revisionOf(),
    parameterSet: approvedSet(),
    request,
    now: T0 + DAY,
    ...over
  })

describe("runGovernedSimulation", () => {
  it("completes with the engine's own result for the approved set, and persists a receipt", () => {
    const outcome = run()
    expect(outcome.status).toBe("completed")
    expect(outcome.receipt).toEqual({ persisted: true })
    expect(outcome.parameterSetId).toBe("us-historical-1934-2022/v1")
    const prepared = prepareGovernedSimulation({
      scenarioId: SCENARIO,
      revision: revisionOf(),
      parameterSet: approvedSet(),
      request,
      now: T0 + DAY
    })
    if (prepared._tag !== "Run" || !outcome.result.ok) throw new Error("expected a run")
    const direct = simulate(prepared.engineInput)
    expect(direct.ok && direct.value).toEqual(outcome.result.value)
    expect(outcome.result.value.identity.scenarioId).toBe(SCENARIO)
    expect(outcome.contract?.revisionContentHash).toBe(revisionOf().contentHash)
  })

  it("blocks without an approved usable set and never falls back", () => {
    for (const parameterSet of [undefined, { ...approvedSet(), status: "suspended" as const }]) {
      const outcome = run({ parameterSet })
      expect(outcome.status).toBe("blocked")
      expect(outcome.receipt).toEqual({ persisted: false, reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" })
      expect(outcome.result.ok).toBe(false)
      expect(outcome.contract).toBeUndefined()
    }
    expect(run({ now: T0 + 200 * DAY }).status).toBe("blocked")
  })

  it("is indeterminate with fewer joint rows than the horizon", () => {
    const content = RevisionMother.usRetireeToLisbon()
    const revision = revisionOf({
      ...content,
      positions: content.positions.map((p) =>
        p.assetFactor === "us_equity" ? { ...p, assetFactor: "short_equity" } : p
      )
    })
    const set = approvedSet(ParameterSetMother.short(20))
    expect(run({ revision, parameterSet: set, request: { ...request, horizonYears: 21 } })).toMatchObject({
      status: "indeterminate",
      receipt: { persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" },
      result: { ok: false, error: { code: "RESULT_INDETERMINATE" } }
    })
    expect(run({ revision, parameterSet: set, request: { ...request, horizonYears: 10 } }).status).toBe("completed")
  })

  it("a limited result (review date passed) is not receipt grade", () => {
    const outcome = run({ now: T0 + 150 * DAY })
    expect(outcome.status).toBe("completed")
    expect(outcome.result.ok && outcome.result.value.readiness).toBe("limited")
    expect(outcome.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
  })

  it("an incomplete evidence foundation (own or the caller's) withholds the receipt", () => {
    expect(run({ evidence: { complete: false, missing: ["tax:PT"] } }).receipt).toEqual({
      persisted: false,
      reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"
    })
    const set = ParameterSetMother.undocumentedBond()
    const content = RevisionMother.usRetireeToLisbon()
    const revision = revisionOf({
      ...content,
      positions: content.positions.map((p) =>
        p.assetFactor === "us_bond_10y" ? { ...p, assetFactor: "us_bond_undocumented" } : p
      )
    })
    expect(simulationEvidenceFoundation(set, revision.content)).toEqual({
      complete: false,
      missing: ["nominal_return:us_bond_undocumented"]
    })
    expect(simulationEvidenceFoundation(engineParameterSet(approvedSet()), revisionOf().content)).toEqual({
      complete: true,
      missing: []
    })
    expect(run({ revision, parameterSet: approvedSet(set) }).receipt).toEqual({
      persisted: false,
      reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"
    })
  })

  it("interrupted runs are not receipt grade and say why", () => {
    expect(interruptedSimulation("timed_out", 10_000)).toMatchObject({
      status: "timed_out",
      receipt: { persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" },
      result: { ok: false, error: { code: "EXECUTION_TIMED_OUT" } }
    })
    expect(interruptedSimulation("cancelled", 10_000).result).toMatchObject({ error: { code: "EXECUTION_CANCELLED" } })
  })
})
