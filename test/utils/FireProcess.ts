import { spawn } from "node:child_process"
import { createServer } from "node:net"

/** The API as an operator runs it (`fire serve`), in a child process of the test. */

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

/** Starts `fire serve` as its own process on a free port; resolves once it listens. */
export const startFire = async (
  dataDir: string,
  env: Record<string, string> = {},
  args: ReadonlyArray<string> = ["serve"]
) => {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", ...args],
    {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    }
  )
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600 && !output.includes("listening on"); i++) await new Promise((r) => setTimeout(r, 100))
  if (!output.includes("listening on")) throw new Error(`server did not start:\n${output}`)
  return { url, child, exited, output: () => output }
}

/** Runs one `fire` command (`args`) as its own process to completion: its exit code and output. */
export const runFire = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", ...args],
      {
        env: { ...process.env, DATABASE_URL: "", ...env },
        stdio: ["ignore", "pipe", "pipe"]
      }
    )
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => (stdout += chunk))
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.once("exit", (code) => resolve({ code, stdout, stderr }))
  })
