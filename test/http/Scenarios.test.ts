import { canonicalHash } from "@fire/simulation"
import { Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/** Scenarios and immutable revisions: owner-scoped, content-hashed, validated. */

describe.each(backends())("scenarios on $name", (backend) => {
  let server: TestServer
  let ana: Record<string, string>
  let bob: Record<string, string>

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    ana = { authorization: `Bearer ${await server.token("ana@example.com")}` }
    bob = { authorization: `Bearer ${await server.token("bob@example.com")}` }
  })
  afterAll(() => server.close())

  const createScenario = async (auth: Record<string, string>, name = "Lisbon 2030") => {
    const response = await postJson(server, "/api/v1/fire-decision/scenarios", { name }, auth)
    expect(response.status).toBe(201)
    return ((await response.json()) as { data: { id: string; name: string; revisionCount: number } }).data
  }

  it("creates, lists and reads scenarios; revisions are numbered and content-hashed", async () => {
    const scenario = await createScenario(ana)
    expect(scenario.revisionCount).toBe(0)
    const content = RevisionMother.usRetireeToLisbon()
    const first = await postJson(server, `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`, content, ana)
    expect(first.status).toBe(201)
    const revision = (
      (await first.json()) as { data: { id: string; number: number; contentHash: string; content: unknown } }
    ).data
    expect(revision.number).toBe(1)
    expect(revision.contentHash).toBe(canonicalHash(content))
    expect(revision.content).toEqual(content)

    const second = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      { ...content, requiredNetSpending: { amount: 45_000, currency: "USD" } },
      ana
    )
    expect(((await second.json()) as { data: { number: number } }).data.number).toBe(2)

    const listed = (await (await server.request("/api/v1/fire-decision/scenarios", { headers: ana })).json()) as {
      data: Array<{ id: string; revisionCount: number }>
    }
    expect(listed.data.find((s) => s.id === scenario.id)?.revisionCount).toBe(2)
    const read = await server.request(`/api/v1/fire-decision/scenarios/${scenario.id}/revisions/${revision.id}`, {
      headers: ana
    })
    expect(read.status).toBe(200)
    const revisions = (await (
      await server.request(`/api/v1/fire-decision/scenarios/${scenario.id}/revisions`, { headers: ana })
    ).json()) as { data: Array<{ number: number }> }
    expect(revisions.data.map((r) => r.number)).toEqual([1, 2])
  })

  it("another user's scenario and revision are 404, exactly like absent ones", async () => {
    const scenario = await createScenario(ana, "private")
    const rev = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      ana
    )
    const revisionId = ((await rev.json()) as { data: { id: string } }).data.id
    const absent = "00000000-0000-4000-8000-000000000000"
    const pairs = [
      [`/api/v1/fire-decision/scenarios/${scenario.id}`, `/api/v1/fire-decision/scenarios/${absent}`],
      [
        `/api/v1/fire-decision/scenarios/${scenario.id}/revisions/${revisionId}`,
        `/api/v1/fire-decision/scenarios/${absent}/revisions/${revisionId}`
      ]
    ] as const
    for (const [foreign, missing] of pairs) {
      const a = await server.request(foreign, { headers: bob })
      const b = await server.request(missing, { headers: bob })
      expect([a.status, b.status]).toEqual([404, 404])
      const [bodyA, bodyB] = [(await a.json()) as Record<string, unknown>, (await b.json()) as Record<string, unknown>]
      expect({ ...bodyA }).toEqual({ ...bodyB })
    }
    const write = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      bob
    )
    expect(write.status).toBe(404)
    const bobsList = (await (await server.request("/api/v1/fire-decision/scenarios", { headers: bob })).json()) as {
      data: unknown[]
    }
    expect(bobsList.data).toEqual([])
  })

  it("validates the revision field by field", async () => {
    const scenario = await createScenario(ana, "invalid")
    const content = RevisionMother.usRetireeToLisbon()
    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      {
        ...content,
        positions: [{ ...content.positions[0], annualFee: 0.5, currency: "usd" }],
        claims: ["spending.sustainable", "moon.landing"],
        household: { ...content.household, citizenships: [] }
      },
      ana
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { details: Array<{ path: string }> }
    expect(body.details.map((d) => d.path).sort()).toEqual([
      "body.claims.1",
      "body.household.citizenships",
      "body.positions.0.annualFee",
      "body.positions.0.currency"
    ])
    const order = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      { ...content, incomeStreams: [{ ...content.incomeStreams[0], startYear: 30, endYear: 10 }] },
      ana
    )
    expect(((await order.json()) as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual([
      "body.incomeStreams.0.endYear"
    ])
    const badId = await server.request("/api/v1/fire-decision/scenarios/not-a-uuid", { headers: ana })
    expect(badId.status).toBe(400)
  })

  it("a revision can never be updated: the database refuses", async () => {
    const scenario = await createScenario(ana, "frozen")
    await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenario.id}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      ana
    )
    const outcome = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql`UPDATE scenario_revisions SET content_hash = 'tampered' WHERE scenario_id = ${scenario.id}`.pipe(
          Effect.match({
            onFailure: (e) => `refused: ${e.message} ${e.reason.cause instanceof Error ? e.reason.cause.message : ""}`,
            onSuccess: () => "updated"
          })
        )
      })
    )
    expect(outcome).toMatch(/^refused: .*immutable/)
  })
})
