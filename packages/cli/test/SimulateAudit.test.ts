/**
 * `fire simulate` behaviours issue 15 found wrong: a bad flag value is one `fire:` line on stderr (the
 * real process, stdout left clean), `solve --target 0` does not answer the solver's bound, a set past
 * its hard expiry is refused, the fan chart has a legend.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { readExample, US_PLAN, US_SET } from "./simulate/ExampleFiles.js"
import { runFire } from "./simulate/FireProcess.js"
import { runSimulateInProcess } from "./simulate/InProcessCommand.js"

const dir = mkdtempSync(join(tmpdir(), "fire-simulate-audit-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = ["--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "audit", "--years", "30"]

describe("fire simulate, issue 15", () => {
  it("answers a bad flag value with one fire: line on stderr, nothing on stdout, exit 1", async () => {
    const bad = await runFire(["simulate", ...run, "--paths", "1.5"])
    expect(bad.code).toBe(1)
    expect(bad.stdout).toBe("")
    expect(bad.stderr.trimEnd().split("\n")).toEqual([
      'fire: Invalid value for flag --paths: "1.5". Expected an integer (see --help)'
    ])
  })

  it("refuses solve --target 0 instead of answering the 1e12 bound as attainable", async () => {
    const solved = await runSimulateInProcess(["solve", ...run, "--paths", "100", "--target", "0"])
    expect(solved.code).toBe(1)
    expect(solved.stdout.join("\n")).not.toContain("1000000000000")
    expect(solved.stderr.join("\n")).toContain("no largest amount exists")
  })

  it("refuses a set past its hard expiry (not a review-date warning)", async () => {
    const set = readExample(US_SET) as Record<string, unknown>
    const expired = join(dir, "expired-set.json")
    writeFileSync(
      expired,
      JSON.stringify({
        ...set,
        approval: {
          status: "approved",
          reviewer: "R",
          approvedAt: "2024-01-01T00:00:00Z",
          effectiveFrom: "2024-01-01T00:00:00Z",
          warningExpiresAt: "2024-06-01T00:00:00Z",
          hardExpiresAt: "2025-01-01T00:00:00Z"
        }
      })
    )
    const refused = await runSimulateInProcess([
      ...["--plan", US_PLAN, "--parameter-set", expired, "--seed", "audit", "--years", "30", "--paths", "100"]
    ])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toEqual([])
    expect(refused.stderr.join("\n")).toContain("expired on 2025-01-01T00:00:00Z")
  })

  it("writes a fan chart with a legend naming the band and the median", async () => {
    const chart = join(dir, "fan.svg")
    const drawn = await runSimulateInProcess([...run, "--paths", "100", "--chart", chart, "--format", "table"])
    expect(drawn.code).toBe(0)
    const svg = readFileSync(chart, "utf8")
    expect(svg).toContain('<g class="legend">')
    expect(svg).toContain("p10-p90 of paths")
    expect(svg).toContain("p50 (median path balance)")
  })
})
