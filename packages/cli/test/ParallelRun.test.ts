/**
 * Big `fire simulate` runs over worker threads (the real process, real workers): the JSON result is
 * byte-identical to a single-thread run of the same seed, whatever the worker count, and stdout holds
 * only the result.
 */
import { describe, expect, it } from "vitest"
import { US_PLAN, US_SET } from "./simulate/ExampleFiles.js"
import { runFire } from "./simulate/FireProcess.js"

const run = ["simulate", "--plan", US_PLAN, "--parameter-set", US_SET, "--seed", "split", "--years", "30"]

describe("fire simulate over worker threads", () => {
  it("gives byte-identical results on 1 and 3 workers (3000 paths, ranges of 1000)", async () => {
    const [one, three] = await Promise.all([
      runFire([...run, "--paths", "3000", "--workers", "1"]),
      runFire([...run, "--paths", "3000", "--workers", "3"])
    ])
    expect(one.stderr).toBe("")
    expect(three.stderr).toBe("")
    expect(one.code).toBe(0)
    expect(three.code).toBe(0)
    const parsed = JSON.parse(three.stdout) as { value: { identity: { pathCount: number } } }
    expect(parsed.value.identity.pathCount).toBe(3000)
    expect(three.stdout).toBe(one.stdout)
  })

  it("accepts up to 1,000,000 paths and refuses more at the field", async () => {
    const over = await runFire([...run, "--paths", "1000001"])
    expect(over.code).toBe(1)
    expect(over.stdout).toBe("")
    expect(over.stderr).toContain("--paths: must be an integer from 1 to 1000000")
  })
})
