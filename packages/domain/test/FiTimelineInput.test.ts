import { Result, Schema, SchemaIssue } from "effect"
import { describe, expect, it } from "vitest"
import { FiTimelineInput } from "../src/FiTimelineInput.js"
import { FiTimelineInputMother as Mother } from "./utils/FiTimelineInputMother.js"

const decode = Schema.decodeUnknownResult(FiTimelineInput)
const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** The paths (joined with ".") of every problem found in `input`; [] when it is valid. */
const problemPaths = (input: unknown): Array<string> => {
  const result = decode(input, { errors: "all" })
  return Result.isFailure(result) ? formatter(result.failure.issue).issues.map((i) => (i.path ?? []).join(".")) : []
}

describe("FiTimelineInput", () => {
  it("accepts the required fields alone and keeps optional fields absent (defaults are applied later)", () => {
    const result = decode(Mother.saver())
    expect(Result.isSuccess(result)).toBe(true)
    expect(Result.isSuccess(result) && Object.keys(result.success).sort()).toEqual(
      ["annualExpenses", "annualIncome", "currentAge", "currentSavings"].sort()
    )
  })

  it("accepts every optional field at a valid value", () => {
    const input = Mother.saver({
      expectedRealReturn: -0.05,
      withdrawalRate: 0.1,
      annualSavings: -5_000,
      leanExpenses: 40_000,
      fatExpenses: 40_000,
      baristaIncome: 0,
      retirementAge: 30,
      maxYears: 90,
      currency: "EUR"
    })
    expect(problemPaths(input)).toEqual([])
  })

  it.each([
    ["currentAge", 13],
    ["currentAge", 101],
    ["currentAge", 30.5],
    ["annualIncome", -1],
    ["annualIncome", 1e9 + 1],
    ["annualExpenses", 0],
    ["annualExpenses", 0.5],
    ["annualExpenses", 1e9 + 1],
    ["currentSavings", -0.01],
    ["currentSavings", 1e10 + 1],
    ["expectedRealReturn", -0.051],
    ["expectedRealReturn", 0.151],
    ["expectedRealReturn", 5],
    ["withdrawalRate", 0.0099],
    ["withdrawalRate", 0.11],
    ["withdrawalRate", 4],
    ["annualSavings", -1e9 - 1],
    ["annualSavings", 1e9 + 1],
    ["leanExpenses", 0],
    ["fatExpenses", 1e10 + 1],
    ["baristaIncome", -1],
    ["retirementAge", 101],
    ["maxYears", 0],
    ["maxYears", 101],
    ["maxYears", 10.5],
    ["currency", "usd"],
    ["currency", "EURO"]
  ])("rejects %s = %s on its own path", (field, value) => {
    expect(problemPaths({ ...Mother.saver(), [field]: value })).toEqual([field])
  })

  it.each(["NaN", "Infinity", "1000"])("rejects the string %s where a number is expected", (value) => {
    expect(problemPaths({ ...Mother.saver(), annualExpenses: value })).toEqual(["annualExpenses"])
  })

  it("reports every missing required field", () => {
    expect(problemPaths({}).sort()).toEqual(["annualExpenses", "annualIncome", "currentAge", "currentSavings"])
  })

  it("reports every bad field at once", () => {
    expect(problemPaths({ ...Mother.saver(), currentAge: 5, withdrawalRate: 0.5 }).sort()).toEqual([
      "currentAge",
      "withdrawalRate"
    ])
  })

  it("cross-field: currentAge + maxYears <= 120, reported on maxYears", () => {
    expect(problemPaths(Mother.saver({ currentAge: 70, maxYears: 50 }))).toEqual([])
    expect(problemPaths(Mother.saver({ currentAge: 70, maxYears: 51 }))).toEqual(["maxYears"])
  })

  it("cross-field: retirementAge >= currentAge, leanExpenses <= annualExpenses <= fatExpenses", () => {
    expect(
      problemPaths(
        Mother.saver({ currentAge: 50, retirementAge: 49, leanExpenses: 40_001, fatExpenses: 39_999 })
      ).sort()
    ).toEqual(["fatExpenses", "leanExpenses", "retirementAge"])
  })

  it("documents every field in its JSON Schema", () => {
    const document = Schema.toJsonSchemaDocument(FiTimelineInput)
    const properties = (document.schema as { properties: Record<string, { description?: string }> }).properties
    expect(Object.keys(properties)).toHaveLength(13)
    for (const [name, property] of Object.entries(properties)) {
      expect(property.description, name).toMatch(/\w/)
    }
  })
})
