import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postgresqlServer } from "../utils/MachineRequirement.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The database really goes away under a running server (its connections are cut and new ones
 * refused): requests fail closed with 503 DATABASE_ERROR, `/status` says `unhealthy`, and the
 * service recovers by itself when the database is back.
 */

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(postgresqlServer.skipped)(postgresqlServer.title("when PostgreSQL goes down"), () => {
  const database = `fire_down_${randomUUID().replaceAll("-", "")}`
  const admin = (statement: string) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const sql = yield* SqlClient
        yield* sql.unsafe(statement)
      }).pipe(Effect.provide(Layer.fresh(PgClient.layer({ url: Redacted.make(adminUrl!) }))))
    )
  let server: TestServer

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${database}`
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-down-")), databaseUrl: url.toString() })
  })
  afterAll(async () => {
    await server?.close()
    await admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  })

  it("answers 503 DATABASE_ERROR and reports unhealthy, then recovers", async () => {
    expect((await server.request("/api/v1/status")).status).toBe(200)

    await admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`)

    const down = await server.request("/api/v1/calculator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentAge: 30, annualIncome: 1, annualExpenses: 1, currentSavings: 1 })
    })
    expect(down.status).toBe(503)
    const body = (await down.json()) as Record<string, unknown>
    expect(body).toMatchObject({ success: false, code: "DATABASE_ERROR" })
    expect(JSON.stringify(body)).not.toMatch(/pg_|terminat|ALLOW_CONNECTIONS|postgres/i)

    // The health check still answers, and says what is down.
    const status = await server.request("/api/v1/status")
    expect(status.status).toBe(200)
    const health = (await status.json()) as {
      data: { status: string; services: Array<{ name: string; status: string; message?: string }> }
    }
    expect(health.data.status).toBe("unhealthy")
    expect(health.data.services).toEqual([expect.objectContaining({ name: "database", status: "unhealthy" })])

    await admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
    let recovered = 0
    for (let i = 0; i < 50 && recovered !== 200; i++) {
      recovered = (await server.request("/api/v1/status")).status
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    expect(recovered).toBe(200)
  }, 60_000)
})
