import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * The engine as an npm consumer gets it: `pnpm pack` of packages/simulation (its prepack builds
 * dist/), installed with npm (offline: the engine has no runtime dependency) into a scratch project
 * in a temp folder, then imported by plain Node ESM and type-checked by TypeScript.
 */

const root = resolve(import.meta.dirname, "../..")
const node = process.execPath
/** pnpm as this run was started (`pnpm test` sets npm_execpath), else the pinned one through npx. */
const pnpm = (args: ReadonlyArray<string>) =>
  process.env.npm_execpath?.includes("pnpm") === true
    ? execFileSync(node, [process.env.npm_execpath, ...args], { cwd: join(root, "packages/simulation"), stdio: "pipe" })
    : execFileSync("npx", ["-y", "pnpm@10.34.8", ...args], { cwd: join(root, "packages/simulation"), stdio: "pipe" })

const scratch = mkdtempSync(join(tmpdir(), "fire-simulation-consumer-"))
const examples = join(root, "docs/examples")

const consumer = `
import { readFileSync } from "node:fs"
import { parseParameterSet, parsePlan, simulate, verify } from "@fire/simulation"

const read = (name) => JSON.parse(readFileSync(${JSON.stringify(examples)} + "/" + name, "utf8"))
const set = parseParameterSet(read("parameter-set-us.json"))
const plan = parsePlan(read("plan-us-7525.json"))
if (!set.ok || !plan.ok) throw new Error("invalid input")
const input = { parameterSet: set.value, plan: plan.value, seed: "packed", pathCount: 200, horizonYears: 30,
  stressScenarioId: "baseline", targetSuccessProbability: 0.9 }
const result = simulate(input)
if (!result.ok) throw new Error(result.error.message)
const check = verify(JSON.parse(JSON.stringify(result)), { parameterSets: [set.value], plan: plan.value })
console.log(JSON.stringify({ successProbability: result.value.successProbability, reproduced: check.reproduced }))
`

const typed = `
import { type ParameterSet, parsePlan, type SimulationInput, simulate } from "@fire/simulation"

export const run = (parameterSet: ParameterSet, json: unknown): number | undefined => {
  const plan = parsePlan(json)
  if (!plan.ok) return undefined
  const input: SimulationInput = { parameterSet, plan: plan.value, seed: "typed", pathCount: 100, horizonYears: 30,
    stressScenarioId: "baseline", targetSuccessProbability: 0.9 }
  const result = simulate(input)
  return result.ok ? result.value.successProbability : undefined
}

// The declarations are real, not \`any\`: a wrong input is a type error.
// @ts-expect-error pathCount is a number
export const wrong: SimulationInput = { pathCount: "many" }
`

beforeAll(() => {
  pnpm(["pack", "--pack-destination", scratch])
  const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"))
  if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball to ${scratch}`)
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }))
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", `./${tarball}`], {
    cwd: scratch,
    stdio: "pipe"
  })
}, 120_000)
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("the packed @fire/simulation", () => {
  it("ships built JavaScript and declarations, and declares the Node it needs", () => {
    const installed = join(scratch, "node_modules/@fire/simulation")
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"))
    expect(manifest.engines.node).toBe(">=22")
    expect(manifest.dependencies).toBeUndefined()
    const dist = readdirSync(join(installed, "dist"))
    expect(dist).toContain("index.js")
    expect(dist).toContain("index.d.ts")
  })

  it("imports from a scratch project with plain Node ESM, simulates and verifies", () => {
    writeFileSync(join(scratch, "consumer.mjs"), consumer)
    const output = execFileSync(node, ["consumer.mjs"], { cwd: scratch, encoding: "utf8" })
    const { successProbability, reproduced } = JSON.parse(output)
    expect(successProbability).toBeGreaterThan(0)
    expect(successProbability).toBeLessThanOrEqual(1)
    expect(reproduced).toBe(true)
  }, 60_000)

  it("type-checks a TypeScript consumer against the shipped declarations", () => {
    writeFileSync(join(scratch, "consumer.ts"), typed)
    const tsconfig = {
      compilerOptions: {
        module: "NodeNext",
        moduleResolution: "NodeNext",
        target: "ES2023",
        strict: true,
        noEmit: true
      },
      files: ["consumer.ts"]
    }
    writeFileSync(join(scratch, "tsconfig.json"), JSON.stringify(tsconfig))
    const tsc = join(root, "node_modules/.bin/tsc")
    const checked = (() => {
      try {
        return { ok: true, output: execFileSync(tsc, ["-p", "tsconfig.json"], { cwd: scratch, encoding: "utf8" }) }
      } catch (error) {
        return { ok: false, output: String((error as { stdout?: unknown }).stdout ?? error) }
      }
    })()
    expect(checked.output).toBe("")
    expect(checked.ok).toBe(true)
  }, 60_000)
})
