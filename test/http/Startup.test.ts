import { spawn } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { freePort } from "../utils/FireProcess.js"

/**
 * Requests from the first millisecond of a start (`fire serve` in its own process): before the
 * port opens the connection is refused; once it accepts, every request is answered within 2 s,
 * with the app's answer or, in the moment before the app is attached, a 503 with `Retry-After`.
 * Before the fix, the port opened before migrations ran and such requests were never answered.
 */

type Outcome =
  | { readonly kind: "refused" }
  | { readonly kind: "answered"; readonly status: number; readonly retryAfter: string | null; readonly ms: number }
  | { readonly kind: "unanswered"; readonly error: string }

describe("startup", () => {
  it("answers every request it accepts within 2 s, from the first moment the port opens", async () => {
    const port = await freePort()
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", "serve"],
      {
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: mkdtempSync(join(tmpdir(), "fire-startup-")),
          DATABASE_URL: "",
          TRUSTED_PROXIES: "127.0.0.1"
        },
        stdio: ["ignore", "ignore", "ignore"]
      }
    )
    const exited = new Promise((resolve) => child.once("exit", resolve))
    const attempt = async (i: number): Promise<Outcome> => {
      const started = performance.now()
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/status`, {
          headers: { "x-forwarded-for": `10.77.${(i >> 8) & 255}.${i & 255}` },
          signal: AbortSignal.timeout(2_000)
        })
        await response.arrayBuffer()
        return {
          kind: "answered",
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          ms: performance.now() - started
        }
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code
        return code === "ECONNREFUSED" ? { kind: "refused" } : { kind: "unanswered", error: String(error) }
      }
    }
    try {
      const outcomes: Array<Promise<Outcome>> = []
      let ok = 0
      const deadline = Date.now() + 45_000
      // A request every 2 ms until twenty have been answered by the app.
      for (let i = 0; ok < 20 && Date.now() < deadline; i++) {
        const outcome = attempt(i)
        outcomes.push(outcome)
        void outcome.then((o) => {
          if (o.kind === "answered" && o.status === 200) ok++
        })
        await new Promise((r) => setTimeout(r, 2))
      }
      const settled = await Promise.all(outcomes)
      const answered = settled.filter((o) => o.kind === "answered")
      expect(settled.filter((o) => o.kind === "unanswered")).toEqual([])
      expect(answered.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(20)
      for (const o of answered) {
        expect(o.ms).toBeLessThan(2_000)
        expect([200, 503]).toContain(o.status)
        if (o.status === 503) expect(o.retryAfter).toBe("1")
      }
    } finally {
      child.kill("SIGTERM")
      await exited
    }
  }, 90_000)
})
