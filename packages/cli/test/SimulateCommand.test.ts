/**
 * `fire simulate` run in the test process (cheap), for the input cases beyond the spawned tests of
 * simulate.test.ts: decision-endpoint responses, portfolio solving, unreadable files, run flags out of
 * range, historical-rolling and an unwritable chart.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Plan } from "@fire/simulation"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MC_PLAN, MC_SET, US_PLAN, US_SET, usSuccess } from "./simulate/ExampleFiles.js"
import { runSimulateInProcess } from "./simulate/InProcessCommand.js"

let dir = ""
let resultJson = ""

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fire-simulate-cmd-"))
  const run = await runSimulateInProcess([
    ...["--plan", MC_PLAN, "--parameter-set", MC_SET, "--seed", "http-1", "--paths", "200", "--years", "30"]
  ])
  if (run.code !== 0) throw new Error(run.stderr.join("\n"))
  resultJson = run.stdout.join("\n")
})

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true })
})

describe("fire simulate verify (in process)", () => {
  it("reproduces a saved decision-endpoint response given the plan, and asks for --plan without it", async () => {
    const value = JSON.parse(resultJson).value
    const response = join(dir, "response.json")
    writeFileSync(
      response,
      JSON.stringify({ success: true, data: { kind: "retirement_simulation", result: { ok: true, value } } })
    )
    const withPlan = await runSimulateInProcess(["verify", response, "--plan", MC_PLAN])
    expect(withPlan.stdout.join("\n")).toContain("reproduced bit for bit")
    expect(withPlan.code).toBe(0)
    const withoutPlan = await runSimulateInProcess(["verify", response])
    expect(withoutPlan.code).toBe(1)
    expect(withoutPlan.stderr).toHaveLength(1)
    expect(withoutPlan.stderr[0]).toContain("--plan")
  })

  it("says the plan differs when given a plan other than the one the result carries", async () => {
    const value = JSON.parse(resultJson).value
    const response = join(dir, "response-other-plan.json")
    writeFileSync(response, JSON.stringify({ success: true, data: { result: { ok: true, value } } }))
    const run = await runSimulateInProcess(["verify", response, "--plan", US_PLAN, "--parameter-set", MC_SET])
    expect(run.code).toBe(1)
    expect(run.stderr.join("\n")).toContain("not reproduced")
  })

  it("rejects a file that holds no simulation result in one line", async () => {
    const file = join(dir, "not-a-result.json")
    writeFileSync(file, JSON.stringify({ hello: "world" }))
    const run = await runSimulateInProcess(["verify", file])
    expect(run.code).toBe(1)
    expect(run.stderr).toEqual([`fire: ${file}: no simulation result found in the document`])
  })
})

describe("fire simulate solve --solve-for portfolio (in process)", () => {
  it("prints the smallest portfolio meeting the target: one unit less misses it", async () => {
    const run = await runSimulateInProcess([
      "solve",
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "solve-2", "--paths", "200", "--years", "30"],
      ...["--target", "0.8", "--solve-for", "portfolio", "--format", "json"]
    ])
    expect(run.code).toBe(0)
    const solved = JSON.parse(run.stdout.join("\n"))
    expect(solved).toMatchObject({ solveFor: "portfolioValue", currency: "USD", attainable: true })
    expect(Number.isInteger(solved.amount)).toBe(true)
    const scaledTo = (total: number) => (p: Plan) => {
      const current = p.positions.reduce((sum, x) => sum + x.value, 0)
      return { ...p, positions: p.positions.map((x) => ({ ...x, value: (x.value * total) / current })) }
    }
    expect(usSuccess(scaledTo(solved.amount), "solve-2", 200, 0.8)).toBeGreaterThanOrEqual(0.8)
    expect(usSuccess(scaledTo(solved.amount - 1), "solve-2", 200, 0.8)).toBeLessThan(0.8)
  })
})

describe("fire simulate input errors (in process)", () => {
  it("an unreadable file is one line naming it, exit 1", async () => {
    const missing = join(dir, "missing.json")
    const run = await runSimulateInProcess([
      ...["--plan", missing, "--parameter-set", US_SET, "--seed", "s", "--paths", "200", "--years", "30"]
    ])
    expect(run.code).toBe(1)
    expect(run.stdout).toEqual([])
    expect(run.stderr).toEqual([`fire: ${missing}: cannot read the file (no such file)`])
  })

  it("run inputs out of range are one line each naming the flag", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "bad seed", "--paths", "0", "--years", "61"],
      ...["--stress", "start-1900", "--target", "1.5"]
    ])
    expect(run.code).toBe(1)
    expect(run.stderr.map((line) => line.split(":")[1]?.trim())).toEqual([
      "--seed",
      "--paths",
      "--years",
      "--target",
      "--stress"
    ])
  })

  it("a plan whose currency the parameter set does not cover names the plan field", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", MC_PLAN, "--parameter-set", US_SET, "--seed", "s", "--paths", "200", "--years", "30"]
    ])
    expect(run.code).toBe(1)
    expect(run.stderr.length).toBeGreaterThan(0)
    for (const line of run.stderr) expect(line).toMatch(new RegExp(`^fire: ${MC_PLAN}: [a-zA-Z]+(\\.\\w+)*: `))
    expect(run.stderr.join("\n")).toContain(`${MC_PLAN}: positions.1.currency: currency EUR is not covered`)
  })

  it("a chart that cannot be written is one line naming the file, exit 1", async () => {
    const chart = join(dir, "no-such-dir", "fan.svg")
    const run = await runSimulateInProcess([
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "s", "--paths", "200", "--years", "30"],
      ...["--chart", chart]
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toHaveLength(1)
    expect(run.stderr[0]).toMatch(new RegExp(`^fire: ${chart}: cannot write the chart`))
  })
})

describe("fire simulate --sampling historical-rolling (in process)", () => {
  it("runs one path per start year and lists the failed start years in the table", async () => {
    const run = await runSimulateInProcess([
      ...["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "s", "--paths", "200", "--years", "30"],
      ...["--sampling", "historical-rolling", "--format", "table"]
    ])
    expect(run.code).toBe(0)
    const text = run.stdout.join("\n")
    expect(text).toMatch(/historical start years 1934-1993; failed: /)
    expect(text).toContain("60 paths, 30 years")
  })
})
