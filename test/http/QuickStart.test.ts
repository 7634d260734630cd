import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { startFire } from "../utils/FireProcess.js"

/**
 * The README's quick start on the embedded database: `fire serve` runs, then `fire token mint`
 * (same DATA_DIR) prints a token the running server accepts. The server holds PGlite for itself, so
 * the mint must not need the database.
 */

const root = resolve(import.meta.dirname, "../..")

/** `fire token mint --email E` from the sources, as `pnpm fire` runs it; resolves with its stdout or rejects with its output. */
const mintToken = (dataDir: string, email: string) =>
  new Promise<string>((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", "token", "mint", "--email", email],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["ignore", "pipe", "pipe"] }
    )
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.on("close", (code) =>
      code === 0 ? resolvePromise(stdout.trim()) : reject(new Error(`exit ${code}:\n${stdout}${stderr}`))
    )
  })

describe("the README's quick start", () => {
  it("mints a dev token while fire serve runs on the embedded database, and the server accepts it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fire-quickstart-"))
    const server = await startFire(dataDir)
    try {
      const token = await mintToken(dataDir, "newcomer@example.com")
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      const profile = await fetch(`${server.url}/api/v1/user/profile`, {
        headers: { authorization: `Bearer ${token}` }
      })
      expect(profile.status).toBe(200)
      expect(((await profile.json()) as { data: { email: string } }).data.email).toBe("newcomer@example.com")
    } finally {
      server.child.kill("SIGTERM")
      await server.exited
    }
  }, 90_000)
})
