import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { type RedisServer, redisServer, startRedis } from "../utils/RedisServer.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The counter store really goes away under a running server (the Redis process is killed):
 * requests cannot be counted, so they fail closed at once with 503 SERVICE_UNAVAILABLE and
 * `Retry-After` (never admitted uncounted, never left waiting); `/status` still answers; and the
 * service recovers by itself when Redis is back, without a restart.
 */

describe.skipIf(redisServer.skipped)(redisServer.title("when Redis goes down"), () => {
  let redis: RedisServer
  let server: TestServer

  beforeAll(async () => {
    redis = await startRedis()
    server = await startServer({ ...(await backends()[0]!.isolate()), redisUrl: redis.url })
  })
  afterAll(async () => {
    await server?.close()
    await redis?.stop()
  })

  const calculator = () =>
    server.request("/api/v1/calculator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentAge: 30, annualIncome: 60_000, annualExpenses: 30_000, currentSavings: 10_000 })
    })

  it("answers fast 503s while it is down and recovers when it is back", async () => {
    expect((await calculator()).status).toBe(200)

    await redis.stop()
    const started = performance.now()
    const down = await Promise.all(Array.from({ length: 20 }, calculator))
    const elapsed = performance.now() - started
    for (const response of down) {
      expect(response.status).toBe(503)
      expect(response.headers.get("retry-after")).toBe("1")
      expect(await response.json()).toMatchObject({ success: false, code: "SERVICE_UNAVAILABLE" })
    }
    // A closed connection fails at once (no offline queue); the store's 2 s timeout only cuts a hung command.
    expect(elapsed).toBeLessThan(1_000)

    const status = await server.request("/api/v1/status")
    expect(status.status).toBe(200)

    await redis.start()
    let recovered = 0
    for (let i = 0; i < 100 && recovered !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100))
      recovered = (await calculator()).status
    }
    expect(recovered).toBe(200)
  }, 30_000)
})
