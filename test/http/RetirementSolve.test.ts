import { randomUUID } from "node:crypto"
import { engineParameterSet } from "@fire/decision/ParameterSet"
import type { Revision } from "@fire/decision/Revision"
import { toEnginePlan } from "@fire/decision/Revision"
import { UserRepository, type UserId } from "@fire/domain/User"
import { SimulationPool } from "@fire/http/runtime/SimulationPool"
import { canonicalHash, verifySolve } from "@fire/simulation"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { importAndApprove, ParameterSetMother, runOnServer } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * POST /fire-decision/scenarios/{id}/retirement-simulation/solve ("how much could I spend") against
 * a running server: the solved spending checked through the simulation endpoint itself (it meets
 * the target, one unit more does not), the receipt and its verification, owner scoping, validation,
 * the blocked answer and idempotency.
 */

type Auth = Record<string, string>
interface SolveValue {
  readiness: string
  identity: { parameterSetId: string; contractHash: string; seed: string; pathCount: number; scenarioId: string }
  solveFor: string
  amount: number
  currency: string
  successProbability: number
  targetSuccessProbability: number
  attainable: boolean
  search: { lowerBound: number; upperBound: number; tolerance: number; iterations: number }
}
interface Body {
  success: boolean
  data: {
    kind: string
    requestHash: string
    execution: { status: string }
    receipt: { persisted: boolean; reason?: string; receiptId?: string }
    result: { ok: true; value: SolveValue } | { ok: false; error: { code: string; message: string } }
  }
  code?: string
  message?: string
  details?: Array<{ path: string; message: string }>
}

describe.each(backends())("retirement spending solve on $name", (backend) => {
  let server: TestServer
  let ana: Auth
  let bob: Auth
  const now = Date.now()

  const proUser = async (email: string): Promise<Auth> => {
    const auth = { authorization: `Bearer ${await server.token(email)}` }
    const profile = await server.request("/api/v1/user/profile", { headers: auth })
    const id = ((await profile.json()) as { data: { id: UserId } }).data.id
    await server.run(
      Effect.flatMap(UserRepository, (users) => users.setSubscription(id, { tier: "pro", status: "active" }, now))
    )
    return auth
  }

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    ana = await proUser("ana@example.com")
    bob = await proUser("bob@example.com")
    await importAndApprove(server, ParameterSetMother.us(), now)
  })
  afterAll(() => server.close())

  const revisionOf = async (auth: Auth, content: unknown = RevisionMother.usRetireeToLisbon(), scenario?: string) => {
    let scenarioId = scenario
    if (scenarioId === undefined) {
      const created = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Lisbon" }, auth)
      scenarioId = ((await created.json()) as { data: { id: string } }).data.id
    }
    const created = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, auth)
    expect(created.status).toBe(201)
    return { scenarioId, revision: ((await created.json()) as { data: Revision }).data }
  }

  const bodyFor = (revisionId: string, overrides: Record<string, unknown> = {}) => ({
    revisionId,
    seed: "solve-test",
    pathCount: 300,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.9,
    ...overrides
  })

  const post = async (auth: Auth, path: string, body: unknown, key: string | null = randomUUID()) => {
    const response = await postJson(server, path, body, key === null ? auth : { ...auth, "idempotency-key": key })
    return { status: response.status, body: (await response.json()) as Body }
  }
  const solve = (auth: Auth, scenarioId: string, body: unknown, key?: string | null) =>
    post(auth, `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation/solve`, body, key)
  const simulate = (auth: Auth, scenarioId: string, body: unknown) =>
    post(auth, `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`, body)

  const solvedValue = (body: Body): SolveValue => {
    if (!body.data.result.ok) throw new Error(`expected a result: ${JSON.stringify(body.data.result)}`)
    return body.data.result.value
  }

  it("the solved spending meets the target through the simulation endpoint, one unit more does not; the receipt verifies", async () => {
    const content = RevisionMother.usRetireeToLisbon()
    const { scenarioId, revision } = await revisionOf(ana, content)
    const body = bodyFor(revision.id)
    const { status, body: res } = await solve(ana, scenarioId, body)
    expect(status).toBe(200)
    expect(res.data.kind).toBe("retirement_spending_solve")
    expect(res.data.execution.status).toBe("completed")
    expect(res.data.requestHash).toBe(canonicalHash({ scenarioId, body, operation: "solve" }))
    const value = solvedValue(res)
    expect(value.solveFor).toBe("requiredSpending")
    expect(value.attainable).toBe(true)
    expect(value.currency).toBe(content.requiredNetSpending.currency)
    expect(value.identity.parameterSetId).toBe("us-historical-1934-2022/v1")
    expect(value.search.tolerance).toBe(1)
    expect(value.search.lowerBound).toBe(0)
    expect(value.search.iterations).toBeGreaterThan(1)
    expect(value.successProbability).toBeGreaterThanOrEqual(0.9)
    expect(Number.isInteger(value.amount) && value.amount > 0).toBe(true)

    // The same governed simulation at the solved amount and at one tolerance step above, as new revisions.
    const at = async (amount: number) => {
      const next = await revisionOf(
        ana,
        { ...content, requiredNetSpending: { ...content.requiredNetSpending, amount } },
        scenarioId
      )
      const ran = await simulate(ana, scenarioId, bodyFor(next.revision.id))
      expect(ran.status).toBe(200)
      if (!ran.body.data.result.ok) throw new Error("expected a simulation result")
      return (ran.body.data.result.value as unknown as { successProbability: number }).successProbability
    }
    const atAmount = await at(value.amount)
    expect(atAmount).toBe(value.successProbability)
    expect(atAmount).toBeGreaterThanOrEqual(0.9)
    expect(await at(value.amount + value.search.tolerance)).toBeLessThan(0.9)

    // The receipt: stored, readable by its owner with the solve block; anyone else gets 404.
    expect(res.data.receipt.persisted).toBe(true)
    const receiptPath = `/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${res.data.receipt.receiptId}`
    const read = await server.request(receiptPath, { headers: ana })
    expect(read.status).toBe(200)
    const receipt = ((await read.json()) as { data: { kind: string; receipt: Record<string, unknown> } }).data
    expect(receipt.kind).toBe("simulation")
    expect(receipt.receipt).toMatchObject({
      contractHash: value.identity.contractHash,
      revisionContentHash: revision.contentHash,
      successProbability: value.successProbability,
      targetMet: true,
      solve: { amount: value.amount, currency: value.currency, search: value.search }
    })
    expect((await server.request(receiptPath, { headers: bob })).status).toBe(404)

    // Anyone holding the set and the revision reproduces the solve bit for bit; an edited amount does not.
    const set = await runOnServer(
      server,
      Effect.gen(function* () {
        const { ParameterSetRepository } = yield* Effect.promise(() => import("@fire/decision/ParameterSetRepository"))
        return yield* (yield* ParameterSetRepository).find("us-historical-1934-2022/v1")
      })
    )
    if (set._tag !== "Some") throw new Error("set missing")
    const sources = {
      parameterSets: engineParameterSet(set.value),
      plan: toEnginePlan(revision),
      revisionContentHash: revision.contentHash
    }
    expect(verifySolve(res, sources).reproduced).toBe(true)
    const edited = structuredClone(res) as Body
    if (edited.data.result.ok) edited.data.result.value.amount += 1
    const tampered = verifySolve(edited, sources)
    expect(tampered.reproduced).toBe(false)
    expect(tampered.differences).toEqual(["amount"])
  })

  it("a bad target, seed or missing key is 400 with details on each field", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    for (const target of [0, 1.5, -0.1, "high"]) {
      const { status, body } = await solve(ana, scenarioId, bodyFor(revision.id, { targetSuccessProbability: target }))
      expect(status).toBe(400)
      expect(body.code).toBe("VALIDATION_ERROR")
      expect(body.details?.map((d) => d.path)).toContain("body.targetSuccessProbability")
    }
    const seed = await solve(ana, scenarioId, bodyFor(revision.id, { seed: "no spaces" }))
    expect(seed.status).toBe(400)
    expect(seed.body.details?.map((d) => d.path)).toContain("body.seed")
    const noKey = await solve(ana, scenarioId, bodyFor(revision.id), null)
    expect(noKey.status).toBe(400)
    expect(noKey.body.details?.map((d) => d.path)).toContain("headers.idempotency-key")
    const stress = await solve(ana, scenarioId, bodyFor(revision.id, { stressScenarioId: "start-1800" }))
    expect(stress.status).toBe(400)
    expect(stress.body.details?.map((d) => d.path)).toEqual(["body.stressScenarioId"])
  })

  it("another user's scenario or revision is a 404 indistinguishable from a missing one", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const asBob = await solve(bob, scenarioId, bodyFor(revision.id))
    const missing = await solve(bob, randomUUID(), bodyFor(randomUUID()))
    for (const r of [asBob, missing]) {
      expect(r.status).toBe(404)
      expect(r.body.code).toBe("NOT_FOUND")
    }
    expect(asBob.body.message).toBe(missing.body.message)
  })

  it("no approved set covers the revision: blocked with the simulation's blocked answer", async () => {
    const content = RevisionMother.usRetireeToLisbon()
    const { scenarioId, revision } = await revisionOf(ana, {
      ...content,
      positions: [{ assetFactor: "gold_bullion", currency: "USD", value: 1_000_000, annualFee: 0 }]
    })
    const { status, body } = await solve(ana, scenarioId, bodyFor(revision.id))
    expect(status).toBe(200)
    expect(body.data.execution.status).toBe("blocked")
    expect(body.data.receipt).toEqual({ persisted: false, reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" })
    if (body.data.result.ok) throw new Error("expected blocked")
    expect(body.data.result.error.code).toBe("APPROVED_PARAMETER_DATA_UNAVAILABLE")
    expect(body.data.result.error.message).toContain("gold_bullion")
  })

  it("replays a key without solving again; the key of a simulation is a 409 for a solve", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const key = randomUUID()
    const first = await solve(ana, scenarioId, bodyFor(revision.id), key)
    expect(first.status).toBe(200)
    const runs = await runOnServer(
      server,
      Effect.flatMap(SimulationPool, (p) => p.completedRuns)
    )
    const replay = await solve(ana, scenarioId, bodyFor(revision.id), key)
    expect(replay.status).toBe(200)
    expect(replay.body.data).toEqual(first.body.data)
    expect(
      await runOnServer(
        server,
        Effect.flatMap(SimulationPool, (p) => p.completedRuns)
      )
    ).toBe(runs)
    const asSimulation = await post(
      ana,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      bodyFor(revision.id),
      key
    )
    expect(asSimulation.status).toBe(409)
    expect(asSimulation.body.code).toBe("CONFLICT")
  })
})
