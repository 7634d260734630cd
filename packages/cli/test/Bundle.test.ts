import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { subcommands } from "../src/cli.js"
import { REPO_ROOT, runFire } from "./simulate/FireProcess.js"

/**
 * The `fire` command as it ships: the esbuild bundle (scripts/bundle.mjs) started by bin/fire.js.
 * Built into its own folder under packages/cli (the external PGlite resolves from there).
 */

interface Metafile {
  readonly outputs: Record<
    string,
    {
      readonly entryPoint?: string
      readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string }>
      readonly inputs: Record<string, unknown>
    }
  >
}

const outdir = join(REPO_ROOT, "packages", "cli", "dist", `bundle-test-${process.pid}`)
let metafile: Metafile
const bundled = (args: ReadonlyArray<string>) => runFire(args, [join(outdir, "bin.js")])

beforeAll(() => {
  const built = spawnSync(process.execPath, ["packages/cli/scripts/bundle.mjs", outdir], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    timeout: 120_000
  })
  if (built.status !== 0) throw new Error(`bundling failed:\n${built.stdout}${built.stderr}`)
  metafile = JSON.parse(readFileSync(join(outdir, "meta.json"), "utf8")) as Metafile
}, 120_000)
afterAll(() => rmSync(outdir, { recursive: true, force: true }))

/** The output files a file of the bundle loads before it runs: its static imports, transitively. */
const staticClosure = (output: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(output)) return seen
  seen.add(output)
  for (const imported of metafile.outputs[output]?.imports ?? [])
    if (imported.kind === "import-statement" && imported.path in metafile.outputs) staticClosure(imported.path, seen)
  return seen
}

const outputOf = (entryPoint: string) => {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)
  if (found === undefined) throw new Error(`no output for ${entryPoint}`)
  return found[0]
}

describe("the bundled fire command", () => {
  it("answers --help with every subcommand and its description", async () => {
    const help = await bundled(["--help"])
    expect(help.code).toBe(0)
    for (const subcommand of subcommands) expect(help.stdout).toMatch(new RegExp(`\\n\\s+${subcommand.name}\\s+\\S`))
    for (const subcommand of subcommands) expect(help.stdout).toContain(subcommand.description)
  })

  it("loads no subcommand's modules, nor the server, engine or domain, before a subcommand runs", () => {
    const loadedAtStart = [...staticClosure(outputOf("src/bin.ts"))].flatMap((output) =>
      Object.keys(metafile.outputs[output]!.inputs)
    )
    expect(
      loadedAtStart.filter((input) => input.includes("src/commands/") && !input.endsWith("InvocationErrors.ts"))
    ).toEqual([])
    expect(loadedAtStart.filter((input) => /packages\/(http|simulation|decision|domain)\//.test(input))).toEqual([])
    expect(loadedAtStart.filter((input) => input.includes("@electric-sql") || input.includes("/pg/"))).toEqual([])
  })

  it("starts the simulation worker from the folder of the chunk that starts it (SimulationPool)", () => {
    const pool = Object.entries(metafile.outputs).find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith("http/src/runtime/SimulationPool.ts"))
    )
    if (pool === undefined) throw new Error("SimulationPool is not in the bundle")
    const worker = outputOf("../http/src/runtime/SimulationWorker.ts")
    expect(worker).toBe(join(dirname(pool[0]), "SimulationWorker.js"))
  })

  it("bundles again with --if-stale only when an input is newer than the bundle (pnpm start)", () => {
    const meta = join(outdir, "meta.json")
    const rebundle = () =>
      spawnSync(process.execPath, ["packages/cli/scripts/bundle.mjs", "--if-stale", outdir], {
        cwd: REPO_ROOT,
        timeout: 120_000
      }).status
    const before = statSync(meta).mtimeMs
    expect(rebundle()).toBe(0)
    expect(statSync(meta).mtimeMs).toBe(before)
    utimesSync(meta, new Date(0), new Date(0))
    expect(rebundle()).toBe(0)
    expect(statSync(meta).mtimeMs).toBeGreaterThan(before)
  }, 120_000)

  it("runs a simulation, and verifies its result against the shipped parameter set it names", async () => {
    const args = ["--plan", "docs/examples/plan-us-7525.json", "--parameter-set", "docs/examples/parameter-set-us.json"]
    const run = await bundled(["simulate", ...args, "--seed", "bundle", "--paths", "100", "--years", "30"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout).ok).toBe(true)
    const file = join(mkdtempSync(join(tmpdir(), "fire-bundle-")), "result.json")
    writeFileSync(file, run.stdout)
    const verified = await bundled(["simulate", "verify", file])
    expect(verified.stderr).toBe("")
    expect(verified.code).toBe(0)
  }, 60_000)
})
