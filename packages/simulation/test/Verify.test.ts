import { describe, expect, it } from "vitest"
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
