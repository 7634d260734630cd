import { randomUUID } from "node:crypto"
import { engineParameterSet } from "@fire/decision/ParameterSet"
import type { Revision } from "@fire/decision/Revision"
import { toEnginePlan } from "@fire/decision/Revision"
import { UserRepository, type UserId } from "@fire/domain/User"
import { canonicalHash, verify } from "@fire/simulation"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { importAndApprove, ParameterSetMother, runOnServer } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The revision API with a tax profile (docs/strategies.md section 5): a gain schedule (test bands, a
 * move in year 11) and its cost-basis method (per position unless named) are stored in the revision and its hash, enter the
 * engine's plan and its contract hash, the governed simulation pays tax, and its receipt
 * verifies bit for bit; a bad schedule is refused with per-field details.
 */

type Auth = Record<string, string>

// test bands in USD (the US parameter set covers USD only): 0% to 10,000 of gain, 15%, then 20%; a
// second segment from year 11 (a move) taxing every gain at 25%
const GAIN_SCHEDULE = {
  kind: "gain_schedule",
  segments: [
    {
      fromYear: 1,
      country: "US",
      currency: "USD",
      bands: [
        { from: 0, rate: 0 },
        { from: 10_000, rate: 0.15 },
        { from: 500_000, rate: 0.2 }
      ],
      source: "test: a US-like schedule of gains alone"
    },
    {
      fromYear: 11,
      country: "PA",
      currency: "USD",
      bands: [{ from: 0, rate: 0.25 }],
      source: "test: every gain at 25%"
    }
  ]
}

/** A retiree with the gain schedule (cost basis = today's value: only growth from now is gain). */
const TAXED_REVISION = () => ({ ...RevisionMother.usRetireeToLisbon(), taxProfile: GAIN_SCHEDULE })

describe.each(backends())("revision tax profile on $name", (backend) => {
  let server: TestServer
  let ana: Auth
  const now = Date.now()

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    const auth = { authorization: `Bearer ${await server.token("ana@example.com")}` }
    const profile = await server.request("/api/v1/user/profile", { headers: auth })
    const id = ((await profile.json()) as { data: { id: UserId } }).data.id
    await server.run(
      Effect.flatMap(UserRepository, (users) => users.setSubscription(id, { tier: "pro", status: "active" }, now))
    )
    ana = auth
    await importAndApprove(server, ParameterSetMother.us(), now)
  })
  afterAll(() => server.close())

  const scenario = async () => {
    const res = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Taxed" }, ana)
    return ((await res.json()) as { data: { id: string } }).data.id
  }

  const simulateRevision = async (scenarioId: string, revisionId: string) => {
    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      {
        revisionId,
        seed: "taxed",
        pathCount: 300,
        horizonYears: 30,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9
      },
      { ...ana, "idempotency-key": randomUUID() }
    )
    const body = (await response.json()) as {
      data: {
        result: {
          ok: boolean
          value: { taxPaidRealUsd?: { p10: number; p50: number; p90: number } }
        }
      }
    }
    if (response.status !== 200) throw new Error(JSON.stringify(body))
    return body
  }

  it("stores the tax profile; the governed simulation pays the gain tax and its receipt verifies", async () => {
    const scenarioId = await scenario()
    const content = TAXED_REVISION()
    const created = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, ana)
    expect(created.status).toBe(201)
    const revision = ((await created.json()) as { data: Revision }).data
    // a new revision that names no cost-basis method keeps the basis per position, stored and hashed
    const stored = { ...GAIN_SCHEDULE, costBasis: "per_position" }
    expect(revision.content.taxProfile).toEqual(stored)
    expect(revision.contentHash).toBe(canonicalHash({ ...content, taxProfile: stored }))
    const plan = toEnginePlan(revision)
    expect(plan.taxProfile).toEqual(stored)

    const body = await simulateRevision(scenarioId, revision.id)
    const result = body.data.result
    expect(result.ok).toBe(true)
    // growth makes part of each later withdrawal a gain: the paths pay tax
    expect(result.value.taxPaidRealUsd?.p50).toBeGreaterThan(0)

    const set = await runOnServer(
      server,
      Effect.gen(function* () {
        const { ParameterSetRepository } = yield* Effect.promise(() => import("@fire/decision/ParameterSetRepository"))
        const repo = yield* ParameterSetRepository
        return yield* repo.find("us-historical-1934-2022/v1")
      })
    )
    if (set._tag !== "Some") throw new Error("set missing")
    const against = (p: typeof plan) =>
      verify(body, { parameterSets: engineParameterSet(set.value), plan: p, revisionContentHash: revision.contentHash })
    expect(against(plan).reproduced).toBe(true)
    // the same revision without its tax profile is another plan: verifying against it fails
    const { taxProfile: _t, ...untaxed } = plan
    expect(against(untaxed).reproduced).toBe(false)
  })

  it("keeps a named average method, whose governed run pays another tax than the per-position one", async () => {
    const scenarioId = await scenario()
    const post = async (costBasis: "average" | "per_position") => {
      const res = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        { ...TAXED_REVISION(), taxProfile: { ...GAIN_SCHEDULE, costBasis } },
        ana
      )
      expect(res.status).toBe(201)
      return ((await res.json()) as { data: Revision }).data
    }
    const average = await post("average")
    expect(average.content.taxProfile).toEqual({ ...GAIN_SCHEDULE, costBasis: "average" })
    const perPosition = await post("per_position")
    const a = (await simulateRevision(scenarioId, average.id)).data.result.value.taxPaidRealUsd?.p50
    const p = (await simulateRevision(scenarioId, perPosition.id)).data.result.value.taxPaidRealUsd?.p50
    expect(a).toBeGreaterThan(0)
    expect(p).toBeGreaterThan(0)
    expect(p).not.toBe(a)
  })

  it("a position's cost basis below its value is an unrealised gain the governed run taxes", async () => {
    const scenarioId = await scenario()
    const post = async (basisShare: number | undefined) => {
      const base = TAXED_REVISION()
      const positions = base.positions.map((p) =>
        basisShare === undefined ? p : { ...p, costBasis: p.value * basisShare }
      )
      const res = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        { ...base, positions },
        ana
      )
      expect(res.status).toBe(201)
      return ((await res.json()) as { data: Revision }).data
    }
    const atValue = await post(undefined)
    const embedded = await post(0.25)
    // stored as posted, in the engine's plan and so in its contract hash
    const first = embedded.content.positions[0]
    expect(first?.costBasis).toBe((first?.value ?? 0) * 0.25)
    expect(toEnginePlan(embedded).positions[0]?.costBasis).toBe(first?.costBasis)
    expect(embedded.contentHash).not.toBe(atValue.contentHash)
    const tax = async (r: Revision) =>
      (await simulateRevision(scenarioId, r.id)).data.result.value.taxPaidRealUsd?.p50 ?? Number.NaN
    // three quarters of today's value is already gain: every sale pays more than with basis = value
    expect(await tax(embedded)).toBeGreaterThan(await tax(atValue))
    const negative = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      { ...TAXED_REVISION(), positions: TAXED_REVISION().positions.map((p) => ({ ...p, costBasis: -1 })) },
      ana
    )
    expect(negative.status).toBe(400)
    const refused = (await negative.json()) as { details: Array<{ path: string }> }
    expect(refused.details.map((d) => d.path)).toContain("body.positions.0.costBasis")
  })

  it("a flat withdrawal tax in a revision is paid on the governed run", async () => {
    const scenarioId = await scenario()
    const base = RevisionMother.usRetireeToLisbon()
    const flat = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      { ...base, taxProfile: { kind: "flat_withdrawal", rate: 0.2 } },
      ana
    )
    expect(flat.status).toBe(201)
    const revision = ((await flat.json()) as { data: Revision }).data
    const body = await simulateRevision(scenarioId, revision.id)
    expect(body.data.result.value.taxPaidRealUsd?.p10).toBeGreaterThan(0)
  })

  it("refuses a bad tax profile with the spec's envelope and per-field details", async () => {
    const scenarioId = await scenario()
    const [first, second] = GAIN_SCHEDULE.segments
    const bad = {
      ...TAXED_REVISION(),
      taxProfile: {
        kind: "gain_schedule",
        segments: [
          {
            ...first,
            bands: [
              { from: 0, rate: 0 },
              { from: 0, rate: 0.18 }
            ]
          },
          { ...second, fromYear: 1 }
        ]
      }
    }
    const res = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, bad, ana)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { success: boolean; code: string; details: Array<{ path: string }> }
    expect(body.success).toBe(false)
    expect(body.details.map((d) => d.path).sort()).toEqual(
      ["body.taxProfile.segments.0.bands.1.from", "body.taxProfile.segments.1.fromYear"].sort()
    )
    const rate = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      { ...TAXED_REVISION(), taxProfile: { kind: "flat_withdrawal", rate: 0.99 } },
      ana
    )
    expect(rate.status).toBe(400)
    expect(((await rate.json()) as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual([
      "body.taxProfile.rate"
    ])
    const method = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      { ...TAXED_REVISION(), taxProfile: { ...GAIN_SCHEDULE, costBasis: "fifo" } },
      ana
    )
    expect(method.status).toBe(400)
    const refused = (await method.json()) as { details: Array<{ path: string }> }
    expect(refused.details.map((d) => d.path)).toContain("body.taxProfile.costBasis")
  })
})
