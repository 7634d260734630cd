import { describe, expect, it } from "vitest"
import { simulateLegacy } from "../src/Legacy.js"
import { simulate } from "../src/simulate.js"
import { verify } from "../src/Verify.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const set = syntheticSet()
const plan = euroNomad()
const outcome = simulate({
  parameterSet: set,
  plan,
  seed: "verify-me",
  pathCount: 120,
  horizonYears: 25,
  stressScenarioId: "early-crash",
  targetSuccessProbability: 0.8
})
if (!outcome.ok) throw new Error("setup")
// What a file round trip does to the document.
const doc = JSON.parse(JSON.stringify({ ...outcome, plan })) as unknown

describe("verify", () => {
  it("reproduces a CLI result document bit for bit (plan inside)", () => {
    const report = verify(doc, { parameterSets: [set] })
    expect(report).toMatchObject({ reproduced: true, contractHashMatches: true, differences: [] })
  })

  it("accepts the HTTP response envelope of the decision endpoint", () => {
    const http = { success: true, data: { result: { ok: true, value: outcome.value } } }
    expect(verify(JSON.parse(JSON.stringify(http)), { parameterSets: set, plan }).reproduced).toBe(true)
  })

  it("reports the paths of a tampered number", () => {
    const tampered = JSON.parse(JSON.stringify(doc)) as { value: { successProbability: number } }
    tampered.value.successProbability = 0.123
    const report = verify(tampered, { parameterSets: set })
    expect(report.reproduced).toBe(false)
    expect(report.contractHashMatches).toBe(true)
    expect(report.differences).toEqual(["value.successProbability"])
  })

  it("detects another plan through the contract hash", () => {
    const other = { ...plan, requiredSpending: { amount: 31_000, currency: "EUR" } }
    const report = verify({ value: outcome.value }, { parameterSets: set, plan: other })
    expect(report.reproduced).toBe(false)
    expect(report.contractHashMatches).toBe(false)
  })

  it("refuses a plan other than the one the contract names", () => {
    const other = { ...plan, id: "someone-else" }
    expect(verify(doc, { parameterSets: set, plan: other }).reason).toMatch(/revisionContentHash/)
  })

  it("explains what is missing", () => {
    expect(verify({ nothing: 1 }, { parameterSets: set }).reason).toBe("no simulation value found in the document")
    expect(verify({ value: outcome.value }, { parameterSets: set }).reason).toBe(
      "no plan supplied and none inside the document"
    )
    expect(verify(doc, { parameterSets: [] }).reason).toMatch(/not supplied/)
  })
})

/** A deep copy through JSON, as a file round trip makes it. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit the parsed document freely
const copy = (a: unknown): any => JSON.parse(JSON.stringify(a))

describe("verify checks every block it reports on", () => {
  const rolling = simulate({
    parameterSet: set,
    plan,
    seed: "rolling",
    pathCount: 1,
    horizonYears: 20,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.8,
    sampling: "historical-rolling"
  })
  if (!rolling.ok) throw new Error("setup rolling")
  const rollingDoc = copy({ ...rolling, plan })

  it("refuses a document whose contract block was edited (contract.seed)", () => {
    const tampered = copy(doc)
    tampered.contract.seed = "another-seed"
    const report = verify(tampered, { parameterSets: set })
    expect(report.reproduced).toBe(false)
    expect(report.reason).toMatch(/contract block does not hash to identity.contractHash/)
  })

  it("a rolling result names its sampling mode and verifies without its contract block", () => {
    expect(rollingDoc.historical.sampling).toBe("historical-rolling")
    expect(verify(rollingDoc, { parameterSets: set }).reproduced).toBe(true)
    const { contract: _contract, ...bare } = rollingDoc
    expect(verify(bare, { parameterSets: set })).toMatchObject({ reproduced: true, differences: [] })
  })

  it("refuses a rolling result whose recorded sampling contradicts the contract", () => {
    const tampered = copy(rollingDoc)
    tampered.historical.sampling = "block-bootstrap"
    expect(verify(tampered, { parameterSets: set }).reason).toMatch(/not a sampling mode|differs from the contract/)
  })

  it("compares the historical block (start years and failed start years)", () => {
    const tampered = copy(rollingDoc)
    tampered.historical.failedStartYears = [...tampered.historical.failedStartYears, 1999]
    const report = verify(tampered, { parameterSets: set })
    expect(report.reproduced).toBe(false)
    const n = tampered.historical.failedStartYears.length
    expect(report.differences).toEqual([`historical.failedStartYears (length ${n} vs ${n - 1})`])
  })

  it("compares the legacy comparison when the document carries one", () => {
    const legacy = simulateLegacy({
      parameterSet: set,
      plan,
      seed: "verify-me",
      pathCount: 120,
      horizonYears: 25,
      stressScenarioId: "early-crash",
      targetSuccessProbability: 0.8
    })
    if (!legacy.ok) throw new Error("setup legacy")
    const withLegacy = copy({ ...outcome, plan, legacy: legacy.value })
    expect(verify(withLegacy, { parameterSets: set }).reproduced).toBe(true)
    withLegacy.legacy.successProbability = 0.5
    const report = verify(withLegacy, { parameterSets: set })
    expect(report.reproduced).toBe(false)
    expect(report.differences).toEqual(["legacy.successProbability"])
  })
})
