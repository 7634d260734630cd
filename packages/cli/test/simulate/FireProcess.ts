/**
 * Runs the real `fire` CLI from the repository root as a child process (Node of the test run, source
 * condition, tsx), as an operator would.
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

/** The repository root (the cwd of every run). */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url))

/** Exit code and the whole of stdout and stderr of one run. */
export interface FireRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** How `fire` is started: from the sources under tsx (the default), or a built entry such as the bundle's bin.js. */
const FROM_SOURCES = ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts"]

/** Runs `fire <args>` and resolves when it exits (never rejects on a non-zero exit). */
export const runFire = (args: ReadonlyArray<string>, entry: ReadonlyArray<string> = FROM_SOURCES): Promise<FireRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entry, ...args], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk
    })
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })
