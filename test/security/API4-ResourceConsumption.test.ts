import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"
import { operations, unboundedArrays } from "./OpenApiDocument.js"

/**
 * OWASP API4:2023 Unrestricted Resource Consumption, attacked on a running server: validation
 * errors that grow with the input (issue 12, defect 1).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any

describe.each(backends())("API4 unrestricted resource consumption on $name", (backend) => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    auth = { authorization: `Bearer ${await server.token("api4@example.com")}` }
  })
  afterAll(() => server.close())

  const tooMany = (element: unknown) => Array.from({ length: 20_000 }, () => element)

  /** A small 400 naming only the oversized array. */
  const expectSmallRefusal = async (response: Response, path: string) => {
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text.length).toBeLessThan(2_000)
    const body = JSON.parse(text) as Json
    expect(body.code).toBe("VALIDATION_ERROR")
    expect(body.details).toEqual([{ path, message: expect.stringContaining("at most") }])
  }

  it("a 20,000-element anonymous holdings array is one detail, not 80,000", async () => {
    const response = await postJson(server, "/api/v1/portfolio-health", { holdings: tooMany({}) })
    await expectSmallRefusal(response, "body.holdings")
  })

  it("the same on authenticated array fields: revision positions, birth years, candidate cities", async () => {
    const revisions = `/api/v1/fire-decision/scenarios/${randomUUID()}/revisions`
    const content = RevisionMother.usRetireeToLisbon()
    await expectSmallRefusal(
      await postJson(server, revisions, { ...content, positions: tooMany({}) }, auth),
      "body.positions"
    )
    await expectSmallRefusal(
      await postJson(
        server,
        revisions,
        { ...content, household: { ...content.household, birthYears: tooMany(7) } },
        auth
      ),
      "body.household.birthYears"
    )
    const rank = `/api/v1/fire-decision/scenarios/${randomUUID()}/rank-stability`
    await expectSmallRefusal(
      await postJson(server, rank, { revisionId: randomUUID(), seed: "s", candidateCitySlugs: tooMany(7) }, auth),
      "body.candidateCitySlugs"
    )
  })

  it("an anonymous caller of a protected endpoint still gets its 401 first", async () => {
    const revisions = `/api/v1/fire-decision/scenarios/${randomUUID()}/revisions`
    const response = await postJson(server, revisions, { positions: tooMany({}) })
    expect(response.status).toBe(401)
  })

  it("details list at most 20 invalid fields and count the rest", async () => {
    const response = await postJson(server, "/api/v1/portfolio-health", {
      holdings: Array.from({ length: 100 }, () => ({}))
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as Json
    expect(body.details).toHaveLength(20)
    expect(body.details[0].path).toMatch(/^body\.holdings\.0\./)
    // Each empty holding misses at least its value, factor, region and charge.
    expect(body.detailsOmitted).toBeGreaterThanOrEqual(4 * 100 - 20)
    expect(body.message).toContain(`${body.detailsOmitted} more`)
  })

  it("every array of every request body in the OpenAPI document declares maxItems", async () => {
    const document = (await (await server.request("/api/v1/openapi.json")).json()) as Json
    const withBodies = operations(document).filter((op) => op.body !== undefined)
    expect(withBodies.length).toBeGreaterThan(10)
    const unbounded = withBodies.flatMap((op) =>
      unboundedArrays(document, op.body).map((path) => `${op.method} ${op.path} ${path}`)
    )
    expect(unbounded).toEqual([])
  })

  /** A fresh user: its bearer header and its id. */
  const newUser = async () => {
    const headers = { authorization: `Bearer ${await server.token(`${randomUUID()}@example.com`)}` }
    const profile = (await (await server.request("/api/v1/user/profile", { headers })).json()) as Json
    return { headers, id: profile.data.id as string }
  }

  const sql = (statement: string) =>
    server.run(
      Effect.gen(function* () {
        const client = yield* SqlClient
        yield* client.unsafe(statement)
      })
    )

  const listPage = async (headers: Record<string, string>, path: string) => {
    const response = await server.request(path, { headers })
    expect(response.status).toBe(200)
    return (await response.json()) as Json
  }

  it("scenarios, revisions, portfolios and API keys are paginated lists with total, limit, offset, hasMore", async () => {
    const user = await newUser()
    const scenario = (
      (await (await postJson(server, "/api/v1/fire-decision/scenarios", { name: "s0" }, user.headers)).json()) as Json
    ).data
    for (const name of ["s1", "s2"]) await postJson(server, "/api/v1/fire-decision/scenarios", { name }, user.headers)
    for (let i = 0; i < 3; i++) {
      const content = { ...RevisionMother.usRetireeToLisbon(), destinationCitySlugs: [`city-${i}`] }
      await postJson(server, `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`, content, user.headers)
    }
    for (const name of ["p0", "p1", "p2"]) await postJson(server, "/api/v1/portfolios", { name }, user.headers)
    for (const name of ["k0", "k1", "k2"]) await postJson(server, "/api/v1/user/api-keys", { name }, user.headers)
    for (const path of [
      "/api/v1/fire-decision/scenarios",
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      "/api/v1/portfolios",
      "/api/v1/user/api-keys"
    ]) {
      const first = await listPage(user.headers, `${path}?limit=2`)
      expect(first.data).toHaveLength(2)
      expect(first.meta).toMatchObject({ total: 3, limit: 2, offset: 0, hasMore: true })
      const rest = await listPage(user.headers, `${path}?limit=2&offset=2`)
      expect(rest.data).toHaveLength(1)
      expect(rest.meta).toMatchObject({ total: 3, limit: 2, offset: 2, hasMore: false })
      expect(new Set([...first.data, ...rest.data].map((x: Json) => x.id)).size).toBe(3)
      expect((await server.request(`${path}?limit=1000`, { headers: user.headers })).status).toBe(400)
    }
  })

  /** The create answers 409 OBJECT_LIMIT_REACHED and stores nothing. */
  const expectLimitReached = async (response: Response) => {
    expect(response.status).toBe(409)
    const body = (await response.json()) as Json
    expect(body.code).toBe("OBJECT_LIMIT_REACHED")
    expect(body.message).toMatch(/the most allowed/)
  }

  it("per-user caps: 50 portfolios, 100 scenarios, 100 revisions a scenario, 20 active API keys", async () => {
    const user = await newUser()
    const now = "2026-01-01T00:00:00Z"
    const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i)).join(", ")
    await sql(`INSERT INTO portfolios (id, user_id, name, created_at, updated_at) VALUES
      ${rows(50, (i) => `('${randomUUID()}', '${user.id}', 'p${i}', '${now}', '${now}')`)}`)
    await expectLimitReached(await postJson(server, "/api/v1/portfolios", { name: "one more" }, user.headers))
    expect((await listPage(user.headers, "/api/v1/portfolios")).meta.total).toBe(50)

    const scenarioIds = Array.from({ length: 100 }, () => randomUUID())
    await sql(`INSERT INTO scenarios (id, owner_id, name, created_at) VALUES
      ${scenarioIds.map((id, i) => `('${id}', '${user.id}', 's${i}', '${now}')`).join(", ")}`)
    await expectLimitReached(
      await postJson(server, "/api/v1/fire-decision/scenarios", { name: "one more" }, user.headers)
    )

    const content = JSON.stringify(RevisionMother.usRetireeToLisbon()).replaceAll("'", "''")
    await sql(`INSERT INTO scenario_revisions (id, scenario_id, number, content, content_hash, created_at) VALUES
      ${rows(100, (i) => `('${randomUUID()}', '${scenarioIds[0]}', ${i + 1}, '${content}'::jsonb, 'h${i}', '${now}')`)}`)
    const revisions = `/api/v1/fire-decision/scenarios/${scenarioIds[0]}/revisions`
    await expectLimitReached(await postJson(server, revisions, RevisionMother.usRetireeToLisbon(), user.headers))
    expect((await listPage(user.headers, revisions)).meta).toMatchObject({ total: 100, limit: 20, hasMore: true })

    await sql(`INSERT INTO api_keys (id, user_id, name, key_hash, prefix, last_four, created_at) VALUES
      ${rows(20, (i) => `('${randomUUID()}', '${user.id}', 'k${i}', 'hash-${randomUUID()}', 'svc_abcd', 'wxyz', '${now}')`)}`)
    await expectLimitReached(await postJson(server, "/api/v1/user/api-keys", { name: "one more" }, user.headers))
    // A revoked key frees its place.
    const listed = await listPage(user.headers, "/api/v1/user/api-keys?limit=1")
    const revoke = await server.request(`/api/v1/user/api-keys/${listed.data[0].id}`, {
      method: "DELETE",
      headers: user.headers
    })
    expect(revoke.status).toBe(200)
    expect((await postJson(server, "/api/v1/user/api-keys", { name: "one more" }, user.headers)).status).toBe(201)
  })
})
