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
 * The revision API with the planner fields (spending strategy, glide path, saving phase, partial
 * indexation; docs/strategies.md) against a running server: they are stored in the revision and its
 * hash, the simulation reports spending and the FI year and verifies bit for bit, an old-shape revision
 * keeps its hash, and bad planner fields are refused with per-field details.
 */

type Auth = Record<string, string>

const PLANNER_REVISION = () => ({
  ...RevisionMother.usRetireeToLisbon(),
  discretionarySpending: { amount: 0, currency: "USD" },
  incomeStreams: [
    {
      id: "state-pension",
      amount: 18_000,
      currency: "USD",
      startYear: 20,
      endYear: 40,
      inflationLinked: true,
      indexation: { kind: "capped", cap: 0.02 }
    }
  ],
  spendingStrategy: {
    kind: "guyton_klinger",
    initialRate: 0.045,
    guardrail: 0.2,
    adjustment: 0.1,
    preservationEndsYearsBeforeHorizon: 15
  },
  glidePath: { kind: "linear", from: [0.5, 0.5], to: [0.75, 0.25], years: 10 },
  savingPhase: {
    annualContribution: { amount: 30_000, currency: "USD" },
    contributionInflationLinked: true,
    retirementYear: 4,
    fiNumber: { amount: 1_200_000, currency: "USD" }
  }
})

describe.each(backends())("revision planner fields on $name", (backend) => {
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
    const res = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Planner" }, ana)
    return ((await res.json()) as { data: { id: string } }).data.id
  }

  it("stores the planner fields in the revision and its hash; the simulation reports them and verifies", async () => {
    const scenarioId = await scenario()
    const content = PLANNER_REVISION()
    const created = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, ana)
    expect(created.status).toBe(201)
    const revision = ((await created.json()) as { data: Revision }).data
    expect(revision.content.spendingStrategy).toEqual(content.spendingStrategy)
    expect(revision.contentHash).toBe(canonicalHash(content))
    const plan = toEnginePlan(revision)
    expect(plan.glidePath).toEqual(content.glidePath)
    expect(plan.incomeStreams[0]?.indexation).toEqual({ kind: "capped", cap: 0.02 })

    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      {
        revisionId: revision.id,
        seed: "planner",
        pathCount: 300,
        horizonYears: 30,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9
      },
      { ...ana, "idempotency-key": randomUUID() }
    )
    const body = (await response.json()) as {
      details?: unknown
      data: { result: { ok: boolean; value: { spendingRealUsd?: unknown; fiYear?: { p10: number; p90: number } } } }
    }
    if (response.status !== 200) throw new Error(JSON.stringify(body))
    expect(body.data.result.ok).toBe(true)
    expect(body.data.result.value.spendingRealUsd).toBeDefined()
    expect(body.data.result.value.fiYear?.p10).toBeLessThanOrEqual(body.data.result.value.fiYear?.p90 ?? -1)
    const set = await runOnServer(
      server,
      Effect.gen(function* () {
        const { ParameterSetRepository } = yield* Effect.promise(() => import("@fire/decision/ParameterSetRepository"))
        const repo = yield* ParameterSetRepository
        return yield* repo.find("us-historical-1934-2022/v1")
      })
    )
    if (set._tag !== "Some") throw new Error("set missing")
    const report = verify(body, {
      parameterSets: engineParameterSet(set.value),
      plan: plan,
      revisionContentHash: revision.contentHash
    })
    expect(report.reproduced).toBe(true)
    // the same revision without its strategy is another plan: verifying against it fails
    const { spendingStrategy: _s, ...without } = plan
    expect(
      verify(body, {
        parameterSets: engineParameterSet(set.value),
        plan: without,
        revisionContentHash: revision.contentHash
      }).reproduced
    ).toBe(false)
  })

  it("an old-shape revision gets no planner keys and the hash of its content as before", async () => {
    const scenarioId = await scenario()
    const content = RevisionMother.usRetireeToLisbon()
    const created = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, ana)
    const revision = ((await created.json()) as { data: Revision }).data
    expect(Object.keys(revision.content)).not.toContain("spendingStrategy")
    expect(revision.contentHash).toBe(canonicalHash(content))
  })

  it("refuses bad planner fields with the spec's envelope and per-field details", async () => {
    const scenarioId = await scenario()
    const bad = {
      ...PLANNER_REVISION(),
      discretionarySpending: { amount: 5_000, currency: "USD" },
      glidePath: { kind: "linear", from: [0.5, 0.4], to: [0.75, 0.25], years: 10 },
      incomeStreams: [
        {
          id: "p",
          amount: 1,
          currency: "USD",
          startYear: 1,
          endYear: 2,
          inflationLinked: false,
          indexation: { kind: "capped", cap: 0.02 }
        }
      ]
    }
    const res = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, bad, ana)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { success: boolean; code: string; details: Array<{ path: string }> }
    expect(body.success).toBe(false)
    expect(body.details.map((d) => d.path).sort()).toEqual(
      ["body.discretionarySpending.amount", "body.glidePath.from", "body.incomeStreams.0.indexation"].sort()
    )
  })
})
