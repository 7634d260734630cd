import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startFire } from "../utils/FireProcess.js"

/**
 * The server as `fire serve` runs it, in its own process: data survives a restart on the embedded
 * database, and SIGTERM lets an in-flight request finish before the process exits.
 */

describe("server lifecycle", () => {
  it("keeps its data across a restart on the embedded database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fire-restart-"))
    const first = await startFire(dataDir)
    expect((await fetch(`${first.url}/api/v1/status`)).status).toBe(200)
    first.child.kill("SIGTERM")
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain("applied migrations: 1_service_instances")

    const second = await startFire(dataDir)
    try {
      const status = (await (await fetch(`${second.url}/api/v1/status`)).json()) as { data: { status: string } }
      expect(status.data.status).toBe("healthy")
      // The schema is there already (no migration ran again) and both starts were recorded.
      expect(second.output()).not.toContain("applied migrations")
      expect(second.output()).toMatch(/"starts":2\b|starts: 2\b/)
    } finally {
      second.child.kill("SIGTERM")
      await second.exited
    }
  }, 60_000)

  it("finishes an in-flight request on SIGTERM, then exits cleanly", async () => {
    const server = await startFire(mkdtempSync(join(tmpdir(), "fire-shutdown-")))
    // A slow upload: the request is in flight while the signal arrives.
    const body = JSON.stringify({ currentAge: 30, annualIncome: 70_000, annualExpenses: 40_000, currentSavings: 1 })
    let sentHalf: () => void = () => {}
    const halfSent = new Promise<void>((resolve) => (sentHalf = resolve))
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = new TextEncoder().encode(body)
        controller.enqueue(bytes.slice(0, 10))
        sentHalf()
        await new Promise((r) => setTimeout(r, 500))
        controller.enqueue(bytes.slice(10))
        controller.close()
      }
    })
    const inFlight = fetch(`${server.url}/api/v1/calculator`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half"
    } as RequestInit)
    await halfSent
    await new Promise((r) => setTimeout(r, 100))
    server.child.kill("SIGTERM")
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(((await response.json()) as { data: { fiNumber: number } }).data.fiNumber).toBe(1_000_000)
    expect(await server.exited).toBe(0)
    await expect(fetch(`${server.url}/api/v1/status`)).rejects.toThrow()
  }, 60_000)
})
