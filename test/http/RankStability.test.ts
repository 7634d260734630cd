import { readFileSync } from "node:fs"
import { randomUUID } from "node:crypto"
import { UserRepository } from "@fire/domain/User"
import { type ParameterSet, parameterSetContentHash } from "@fire/simulation"
import { Effect, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/** POST /fire-decision/scenarios/{scenarioId}/rank-stability: Pro only, bounded, deterministic for a seed. */

const usSet = JSON.parse(readFileSync("docs/examples/parameter-set-us.json", "utf8")) as ParameterSet

type Stability = {
  status: string
  seed: string
  perturbations: number
  kendallW: number
  cities: Array<{ city: string; rankDistribution: number[]; probabilityFirst: number; expectedRank: number }>
  pairwise: Array<{ city: string; over: string; probability: number }>
  verdict: { code: string; leader: string; text: string }
}

describe.each(backends())("rank stability on $name", (backend) => {
  let server: TestServer
  let pro: Record<string, string>
  let starter: Record<string, string>
  let ids: { scenarioId: string; revisionId: string }

  const call = (auth: Record<string, string>, body: Record<string, unknown>, scenarioId = ids.scenarioId) =>
    postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/rank-stability`, body, auth)
  const body = (over: Record<string, unknown> = {}) => ({
    revisionId: ids.revisionId,
    candidateCitySlugs: ["austin", "lisbon", "bangkok"],
    seed: "rank-1",
    perturbationCount: 20,
    ...over
  })

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    pro = { authorization: `Bearer ${await server.token("pro-rank@example.com")}` }
    starter = { authorization: `Bearer ${await server.token("starter-rank@example.com")}` }
    const s = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "where" }, pro)
    const scenarioId = ((await s.json()) as { data: { id: string } }).data.id
    const content = {
      ...RevisionMother.usRetireeToLisbon(),
      household: { birthYears: [1960, 1962], citizenships: ["US"], residenceCountry: "US" }
    }
    const r = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, pro)
    ids = { scenarioId, revisionId: ((await r.json()) as { data: { id: string } }).data.id }
    await server.run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const user = Option.getOrThrow(yield* users.findByEmail("pro-rank@example.com"))
        yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, Date.now())
      })
    )
  })
  afterAll(() => server.close())

  it("a Starter caller gets 403 SUBSCRIPTION_REQUIRED", async () => {
    await server.request("/api/v1/fire-decision/scenarios", { headers: starter })
    const response = await call(starter, body())
    expect(response.status).toBe(403)
    expect(((await response.json()) as { code: string }).code).toBe("SUBSCRIPTION_REQUIRED")
  })

  it("without an approved parameter set nothing is ranked", async () => {
    const response = await call(pro, body())
    expect(response.status).toBe(200)
    const data = ((await response.json()) as { data: { status: string; reason: string } }).data
    expect(data.status).toBe("blocked")
    expect(data.reason).toBe("APPROVED_PARAMETER_DATA_UNAVAILABLE")
  })

  it("ranks the candidates, deterministic for a seed, with distributions, dominance, W and a verdict", async () => {
    await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO parameter_sets (id, content, content_hash, series_manifest_hash, status, reviewer,
            approved_at, effective_from, warning_expires_at, hard_expires_at, imported_at, updated_at)
          VALUES (${usSet.id}, ${JSON.stringify(usSet)}::jsonb, ${parameterSetContentHash(usSet)},
            ${usSet.seriesManifestHash}, 'approved', 'reviewer@example.com', '2026-01-01T00:00:00Z',
            '2026-01-01T00:00:00Z', '2099-01-01T00:00:00Z', '2099-06-01T00:00:00Z', '2026-01-01T00:00:00Z',
            '2026-01-01T00:00:00Z')`
      })
    )
    const first = await call(pro, body())
    expect(first.status).toBe(200)
    const a = (await first.json()) as { data: Stability; meta: { contractVersion: string } }
    expect(a.meta.contractVersion).toBe("decision-contract/1")
    const b = (await (await call(pro, body())).json()) as { data: Stability }
    expect(b.data).toEqual(a.data)
    const r = a.data
    expect(r.status).toBe("completed")
    expect(r.perturbations).toBe(20)
    expect(r.cities.map((c) => c.city)).toEqual(["austin", "lisbon", "bangkok"])
    for (const c of r.cities) expect(c.rankDistribution.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12)
    expect(r.pairwise).toHaveLength(6)
    expect(r.kendallW).toBeGreaterThanOrEqual(0)
    expect(r.kendallW).toBeLessThanOrEqual(1)
    expect(["stable", "moderately_stable", "unstable"]).toContain(r.verdict.code)
    expect(r.cities.map((c) => c.city)).toContain(r.verdict.leader)
  })

  it("bounds: 2 to 10 distinct known cities, perturbations 10-200, a seed pattern; another user's revision is 404", async () => {
    const paths = async (over: Record<string, unknown>) => {
      const response = await call(pro, body(over))
      expect(response.status).toBe(400)
      return ((await response.json()) as { details: Array<{ path: string }> }).details.map((d) => d.path)
    }
    expect(await paths({ candidateCitySlugs: ["austin"] })).toEqual(["body.candidateCitySlugs"])
    expect(await paths({ candidateCitySlugs: Array.from({ length: 11 }, (_, i) => `city-${i}`) })).toEqual([
      "body.candidateCitySlugs"
    ])
    expect(await paths({ candidateCitySlugs: ["austin", "austin"] })).toEqual(["body.candidateCitySlugs"])
    expect(await paths({ candidateCitySlugs: ["austin", "atlantis"] })).toEqual(["body.candidateCitySlugs.1"])
    expect(await paths({ perturbationCount: 5 })).toEqual(["body.perturbationCount"])
    expect(await paths({ seed: "no spaces" })).toEqual(["body.seed"])
    const otherScenario = await call(pro, body(), randomUUID())
    expect(otherScenario.status).toBe(404)
  })
})
