/**
 * `fire simulate` on a plan with the planner fields (Guyton-Klinger spending, a glide path, saving
 * years and pensions by age): the result reports spending and the FI year, and its receipt verifies
 * bit for bit with `fire simulate verify`; a receipt whose carried strategy was edited does not.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { simulate } from "@fire/simulation"
import { loadPlan, loadSet, US_SET } from "./simulate/ExampleFiles.js"
import { runSimulateInProcess } from "./simulate/InProcessCommand.js"

const PLANNER_PLAN = "docs/examples/plan-us-planner.json"
let dir = ""
let resultJson = ""

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fire-simulate-planner-"))
  const run = await runSimulateInProcess([
    ...["--plan", PLANNER_PLAN, "--parameter-set", US_SET, "--seed", "planner-1", "--paths", "300", "--years", "50"]
  ])
  if (run.code !== 0) throw new Error(run.stderr.join("\n"))
  resultJson = run.stdout.join("\n")
})

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true })
})

describe("fire simulate with a planner plan", () => {
  it("reports the spending of the strategy and the year FI is reached", () => {
    const value = JSON.parse(resultJson).value
    expect(value.spendingRealUsd.meanPerYear.p50).toBeGreaterThan(0)
    expect(value.fiYear.p10).toBeLessThanOrEqual(value.fiYear.p90)
    expect(value.fiYear.p90).toBeLessThanOrEqual(51)
  })

  it("verify reproduces its receipt bit for bit", async () => {
    const file = join(dir, "result.json")
    writeFileSync(file, resultJson)
    const run = await runSimulateInProcess(["verify", file, "--parameter-set", US_SET])
    expect(run.stdout.join("\n")).toContain("reproduced bit for bit")
    expect(run.code).toBe(0)
  })

  it("verify refuses the receipt when the carried plan's strategy was edited", async () => {
    const doc = JSON.parse(resultJson)
    doc.plan.spendingStrategy.adjustment = 0.2
    const file = join(dir, "edited.json")
    writeFileSync(file, JSON.stringify(doc))
    const run = await runSimulateInProcess(["verify", file, "--parameter-set", US_SET])
    expect(run.code).toBe(1)
  })
})

describe("fire simulate --format table with a planner plan", () => {
  it("prints the strategy's spending and the year the FI number is reached", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", PLANNER_PLAN, "--parameter-set", US_SET, "--seed", "planner-1", "--paths", "300", "--years", "50"],
      ...["--format", "table"]
    ])
    expect(run.code).toBe(0)
    const value = JSON.parse(resultJson).value
    const text = run.stdout.join("\n")
    expect(text).toContain("spending / year (real USD)")
    expect(text).toContain(Math.round(value.spendingRealUsd.meanPerYear.p50).toLocaleString("en-US"))
    expect(text).toContain("FI number reached, year")
  })
})

describe("fire simulate with the destination's gain tax (GB, then a move to PT in year 11)", () => {
  const TAX_PLAN = "docs/examples/plan-gb-to-pt-gain-tax.json"
  const MC_SET = "docs/examples/parameter-set-multi-currency.json"

  it("fills taxPaidRealUsd, names the schedules, and its receipt verifies bit for bit", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", TAX_PLAN, "--parameter-set", MC_SET, "--seed", "tax-1", "--paths", "200", "--years", "30"]
    ])
    expect(run.code).toBe(0)
    const doc = JSON.parse(run.stdout.join("\n"))
    expect(doc.value.taxPaidRealUsd.p50).toBeGreaterThan(0)
    expect(doc.contract.taxScheduleHash).toMatch(/^[0-9a-f]{64}$/)
    const held = doc.value.warnings.find((w: { code: string }) => w.code === "CURRENT_TAX_LAW_HELD_STATIC")
    expect(held.detail).toContain("PT 2026")
    const file = join(dir, "tax.json")
    writeFileSync(file, JSON.stringify(doc))
    const verified = await runSimulateInProcess(["verify", file, "--parameter-set", MC_SET])
    expect(verified.stdout.join("\n")).toContain("reproduced bit for bit")
    expect(verified.code).toBe(0)
  })

  it("a new run keeps the cost basis per position; the receipt carries the method and verify reads it back", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", TAX_PLAN, "--parameter-set", MC_SET, "--seed", "tax-1", "--paths", "200", "--years", "30"]
    ])
    expect(run.code).toBe(0)
    const doc = JSON.parse(run.stdout.join("\n"))
    // the example plan names no method: the new document gets per_position
    expect(doc.plan.taxProfile.costBasis).toBe("per_position")
    // the receipt with the method dropped from its plan is another plan: it does not verify
    delete doc.plan.taxProfile.costBasis
    const edited = join(dir, "tax-no-method.json")
    writeFileSync(edited, JSON.stringify(doc))
    const refused = await runSimulateInProcess(["verify", edited, "--parameter-set", MC_SET])
    expect(refused.code).toBe(1)
  })

  it("a receipt made before per-position tracking (no costBasis: the average method) still verifies", async () => {
    // what `fire simulate` wrote then: the engine's outcome and the plan as read, without the field
    const plan = loadPlan(TAX_PLAN)
    expect(plan.taxProfile?.kind === "gain_schedule" && plan.taxProfile.costBasis).toBe(undefined)
    const outcome = simulate({
      parameterSet: loadSet(MC_SET),
      plan,
      seed: "tax-old",
      pathCount: 200,
      horizonYears: 30,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9
    })
    if (!outcome.ok) throw new Error(outcome.error.message)
    const file = join(dir, "tax-old.json")
    writeFileSync(file, JSON.stringify({ ...outcome, plan }))
    const verified = await runSimulateInProcess(["verify", file, "--parameter-set", MC_SET])
    expect(verified.stdout.join("\n")).toContain("reproduced bit for bit")
    expect(verified.code).toBe(0)
  })
})
