/**
 * `fire simulate`, `fire simulate verify` and `fire simulate solve`, run as real processes on the
 * example files of docs/examples (small path counts). Expected figures come from the engine called
 * in-process on the same inputs, never from the CLI's own earlier output.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Plan } from "@fire/simulation"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FireRun, runFire } from "./simulate/FireProcess.js"
import { loadPlan, loadSet, MC_PLAN, MC_SET, readExample, US_PLAN, US_SET, usSuccess } from "./simulate/ExampleFiles.js"
import { SpecSimulationValue } from "./simulate/SpecValueSchema.js"

const stderrLines = (run: FireRun): ReadonlyArray<string> => run.stderr.split("\n").filter((l) => l.length > 0)

let dir = ""
let resultFile = ""
let chartFile = ""
let produced: FireRun

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fire-simulate-"))
  resultFile = join(dir, "result.json")
  chartFile = join(dir, "fan.svg")
  produced = await runFire([
    "simulate",
    ...["--plan", MC_PLAN, "--parameter-set", MC_SET, "--seed", "audit-1", "--paths", "300", "--years", "30"],
    ...["--stress", "start-2000", "--target", "0.85", "--chart", chartFile, "--compare-legacy"]
  ])
  writeFileSync(resultFile, produced.stdout)
})

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true })
})

describe.concurrent("fire simulate", () => {
  it("prints the full result as JSON: the spec 4.6 value, its contract, the plan and the legacy comparator", () => {
    expect(produced.stderr).toBe("")
    expect(produced.code).toBe(0)
    const doc = JSON.parse(produced.stdout)
    const value = Schema.decodeUnknownSync(SpecSimulationValue)(doc.value)
    const set = loadSet(MC_SET)
    expect(doc.ok).toBe(true)
    expect(value.identity).toMatchObject({
      seed: "audit-1",
      pathCount: 300,
      horizonMonths: 360,
      parameterSetId: set.id
    })
    expect(value.parameterManifest.selectedStressScenario.id).toBe("start-2000")
    expect(value.targetDiagnostics.targetSuccessProbability).toBe(0.85)
    expect(value.taxPaidRealUsd).toBeDefined()
    expect(value.warnings.map((w) => w.code)).toContain("STRESS_SCENARIO_APPLIED")
    expect(doc.contract).toMatchObject({
      seed: "audit-1",
      pathCount: 300,
      horizonYears: 30,
      stressScenarioId: "start-2000"
    })
    expect(doc.plan).toEqual(loadPlan(MC_PLAN))
    expect(doc.legacy.modelVersion).toBe("iid-lognormal-real/legacy")
    expect(doc.legacy.successProbability).toBeGreaterThanOrEqual(0)
    expect(doc.legacy.successProbability).toBeLessThanOrEqual(1)
  })

  it("--chart writes an SVG fan chart with one point per year", () => {
    const svg = readFileSync(chartFile, "utf8")
    expect(svg.startsWith("<svg")).toBe(true)
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true)
    expect(svg).toMatch(/<(polyline|path|polygon)\b/)
    const median = /<polyline[^>]*points="([^"]+)"/.exec(svg)
    expect(median?.[1]?.trim().split(/\s+/)).toHaveLength(31)
  })

  it("--format table prints the summary with the engine's success probability and the legacy figures", async () => {
    const run = await runFire([
      "simulate",
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "table-1", "--paths", "250", "--years", "30"],
      ...["--format", "table", "--compare-legacy"]
    ])
    expect(run.code).toBe(0)
    const expected = usSuccess((p) => p, "table-1", 250, 0.9)
    expect(run.stdout).toContain(`success probability ${(expected * 100).toFixed(1)}%`)
    expect(run.stdout).toContain("legacy comparator iid-lognormal-real/legacy")
    expect(run.stdout).not.toContain('"identity"')
  })

  it("verify reproduces the file it just produced bit for bit", async () => {
    const run = await runFire(["simulate", "verify", resultFile])
    expect(run.stdout).toContain("reproduced bit for bit")
    expect(run.code).toBe(0)
  })

  it("verify reports a file with one number changed as not reproduced, naming the field", async () => {
    const doc = JSON.parse(produced.stdout)
    doc.value.endBalanceRealUsd.p50 += 1
    const tampered = join(dir, "tampered.json")
    writeFileSync(tampered, JSON.stringify(doc))
    const run = await runFire(["simulate", "verify", tampered, "--parameter-set", MC_SET])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("value.endBalanceRealUsd.p50")
    expect(run.stderr).toContain("not reproduced")
    expect(stderrLines(run)).toHaveLength(1)
  })

  it("solve prints the largest spending meeting the target: the engine meets it there and misses it one unit above", async () => {
    const run = await runFire([
      "simulate",
      "solve",
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "solve-1", "--paths", "300", "--years", "30"],
      ...["--target", "0.9"]
    ])
    expect(run.code).toBe(0)
    const match = /largest required spending: (\d+) USD per year/.exec(run.stdout)
    expect(match).not.toBeNull()
    const amount = Number(match?.[1])
    const withSpending = (s: number) => (p: Plan) => ({ ...p, requiredSpending: { ...p.requiredSpending, amount: s } })
    expect(usSuccess(withSpending(amount), "solve-1", 300, 0.9)).toBeGreaterThanOrEqual(0.9)
    expect(usSuccess(withSpending(amount + 1), "solve-1", 300, 0.9)).toBeLessThan(0.9)
  })

  it("an invalid plan and an invalid JSON file: exit 1, one line per problem naming file and field", async () => {
    const badPlan = join(dir, "bad-plan.json")
    const badJson = join(dir, "bad-set.json")
    const plan = readExample(US_PLAN) as { positions: Array<{ value: number }>; requiredSpending: { currency: string } }
    plan.positions[0] = { ...plan.positions[0], value: -5 }
    plan.requiredSpending.currency = "usd"
    writeFileSync(badPlan, JSON.stringify(plan))
    writeFileSync(badJson, "{ not json")
    const invalid = await runFire([
      "simulate",
      ...["--plan", badPlan, "--parameter-set", badJson, "--seed", "s", "--paths", "200", "--years", "30"]
    ])
    expect(invalid.code).toBe(1)
    expect(invalid.stdout).toBe("")
    expect(stderrLines(invalid)).toEqual([
      expect.stringMatching(new RegExp(`^fire: ${badPlan}: positions\\.0\\.value: `)),
      expect.stringMatching(new RegExp(`^fire: ${badPlan}: requiredSpending\\.currency: `)),
      expect.stringMatching(new RegExp(`^fire: ${badJson}: invalid JSON`))
    ])
    expect(invalid.stderr).not.toMatch(/\n\s+at /)
  })
})
