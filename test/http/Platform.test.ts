import { Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/** `POST /public/email-capture` and `GET /public/stats` (public area) by real requests. */

describe.each(backends())("email capture and platform statistics on $name", (backend) => {
  let server: TestServer
  const clock = makeMutableClock(Date.UTC(2030, 2, 1, 12))

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  const capture = async (body: unknown) => {
    const response = await postJson(server, "/api/v1/public/email-capture", body)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const stored = () =>
    server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{ address: string; source: string | null }>`SELECT address, source FROM email_captures ORDER BY address`
      )
    )

  describe("email capture", () => {
    it("stores a valid address normalized (trimmed, domain lowercased), with its source, without authentication", async () => {
      const { status, body } = await capture({ email: "  Ana.Lopes@Example.COM ", source: "landing" })
      expect(status).toBe(200)
      expect(body.success).toBe(true)
      expect(body.data).toEqual({ accepted: true, message: expect.any(String) })
      expect(await stored()).toEqual([{ address: "Ana.Lopes@example.com", source: "landing" }])
    })

    it("answers a known address exactly as a new one and stores it once (case-insensitively)", async () => {
      const fresh = await capture({ email: "new.reader@example.org" })
      const known = await capture({ email: "NEW.READER@EXAMPLE.ORG", source: "footer" })
      const knownAgain = await capture({ email: "new.reader@example.org" })
      expect(fresh.status).toBe(200)
      expect(known.status).toBe(200)
      expect(known.body.data).toEqual(fresh.body.data)
      expect(knownAgain.body.data).toEqual(fresh.body.data)
      expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort())
      const rows = (await stored()).filter((r) => r.address.toLowerCase() === "new.reader@example.org")
      expect(rows).toEqual([{ address: "new.reader@example.org", source: null }])
    })

    it.each([
      ["not-an-email", "body.email"],
      ["ana@localhost", "body.email"],
      ["ana..b@example.com", "body.email"],
      ["ana@example.c", "body.email"],
      [`${"a".repeat(65)}@example.com`, "body.email"],
      [`${"a".repeat(64)}@${"e".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`, "body.email"],
      [42, "body.email"]
    ])("refuses email %j with 400 VALIDATION_ERROR at %s", async (email, path) => {
      const { status, body } = await capture({ email })
      expect(status).toBe(400)
      expect(body.code).toBe("VALIDATION_ERROR")
      expect((body.details as Array<{ path: string }>).map((d) => d.path)).toEqual([path])
    })

    it("names a missing email with MISSING_FIELD, a bad source and an unknown field with VALIDATION_ERROR", async () => {
      const missing = await capture({})
      expect(missing.status).toBe(400)
      expect(missing.body.code).toBe("MISSING_FIELD")
      expect((missing.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual(["body.email"])
      for (const source of ["Landing", "", "x".repeat(41), "has space"]) {
        const bad = await capture({ email: "ok@example.com", source })
        expect(bad.status).toBe(400)
        expect((bad.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual(["body.source"])
      }
      const extra = await capture({ email: "ok@example.com", name: "Ana" })
      expect(extra.status).toBe(400)
      expect((extra.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual(["body.name"])
      expect((await stored()).some((r) => r.address === "ok@example.com")).toBe(false)
    })

    it("refuses a body that is not JSON (400 INVALID_JSON) or not application/json (415)", async () => {
      const invalid = await postJson(server, "/api/v1/public/email-capture", "{nope")
      expect(invalid.status).toBe(400)
      expect(((await invalid.json()) as { code: string }).code).toBe("INVALID_JSON")
      const text = await server.request("/api/v1/public/email-capture", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "ana@example.com"
      })
      expect(text.status).toBe(415)
    })
  })

  describe("platform statistics", () => {
    const stats = async () => {
      const response = await server.request("/api/v1/public/stats")
      expect(response.status).toBe(200)
      return ((await response.json()) as { data: Record<string, unknown> }).data
    }
    const counts = () =>
      server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql<{ users: number; cities: number; countries: number }>`
            SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM cities)::int AS cities,
              (SELECT count(DISTINCT country_code) FROM cities)::int AS countries`
        )
      )

    it("reports real counts without authentication, and never the email subscribers", async () => {
      clock.advance(61_000)
      const data = await stats()
      const [row] = await counts()
      const taxCountries = ((await (await server.request("/api/v1/tax/countries")).json()) as { data: unknown[] }).data
      expect(data).toEqual({
        users: row!.users,
        cities: row!.cities,
        cityCountries: row!.countries,
        taxCountries: taxCountries.length,
        countedAt: expect.any(String)
      })
      expect(Math.abs(Date.parse(String(data.countedAt)) - clock.now())).toBeLessThan(5_000)
      expect(Object.keys(data)).not.toContain("subscribers")
      expect(row!.cities).toBeGreaterThan(0)
      expect(taxCountries.length).toBeGreaterThan(0)
    })

    it("counts a new user once the 60-second cache has passed, by the server's clock", async () => {
      clock.advance(61_000)
      const before = await stats()
      const token = await server.token(`stats-${clock.now()}@example.com`)
      expect(
        (await server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${token}` } })).status
      ).toBe(200)
      expect((await stats()).users).toBe(before.users)
      clock.advance(60_001)
      expect((await stats()).users).toBe(Number(before.users) + 1)
    })
  })
})
