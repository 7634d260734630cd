import { randomUUID } from "node:crypto"
import { engineParameterSet } from "@fire/decision/ParameterSet"
import type { Revision } from "@fire/decision/Revision"
import { toEnginePlan } from "@fire/decision/Revision"
import { UserRepository, type UserId } from "@fire/domain/User"
import { SimulationPool } from "@fire/http/runtime/SimulationPool"
import { canonicalHash, verify } from "@fire/simulation"
import { Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { importAndApprove, ParameterSetMother, runOnServer } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * POST /fire-decision/scenarios/{id}/retirement-simulation (spec 4.6) against a running server: the
 * data shape, every status, the receipt reasons, validation, owner scoping and idempotency.
 */

type Auth = Record<string, string>
interface Data {
  schemaVersion: string
  scenarioId: string
  revisionId: string
  idempotencyKey: string
  requestHash: string
  execution: { mode: string; status: string; timeoutMs: number }
  receipt: { persisted: boolean; reason?: string; receiptId?: string }
  kind: string
  result:
    | { ok: true; value: Record<string, unknown> & { readiness: string; identity: Record<string, unknown> } }
    | { ok: false; error: { code: string; message: string } }
}
interface Body {
  success: boolean
  data: Data
  code?: string
  message?: string
  details?: Array<{ path: string; message: string }>
}

const EUR_REVISION = () => ({
  ...RevisionMother.usRetireeToLisbon(),
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: 600_000, annualFee: 0.001 },
    { assetFactor: "us_bond_10y", currency: "EUR", value: 200_000, annualFee: 0.001 }
  ],
  requiredNetSpending: { amount: 30_000, currency: "EUR" },
  discretionarySpending: { amount: 0, currency: "EUR" },
  incomeStreams: []
})

describe.each(backends())("retirement simulation on $name", (backend) => {
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
    await importAndApprove(server, ParameterSetMother.multiCurrency(), now)
    await importAndApprove(server, ParameterSetMother.undocumentedBond(), now)
  })
  afterAll(() => server.close())

  const revisionOf = async (auth: Auth, content: unknown = RevisionMother.usRetireeToLisbon()) => {
    const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Lisbon" }, auth)
    const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
    const created = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, auth)
    expect(created.status).toBe(201)
    const revision = ((await created.json()) as { data: Revision }).data
    return { scenarioId, revision }
  }

  const bodyFor = (revisionId: string, overrides: Record<string, unknown> = {}) => ({
    revisionId,
    seed: "contract-test",
    pathCount: 500,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.9,
    ...overrides
  })

  const simulate = async (auth: Auth, scenarioId: string, body: unknown, key: string | null = randomUUID()) => {
    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      body,
      key === null ? auth : { ...auth, "idempotency-key": key }
    )
    return { status: response.status, body: (await response.json()) as Body }
  }

  const completedRuns = () =>
    runOnServer(
      server,
      Effect.flatMap(SimulationPool, (p) => p.completedRuns)
    )
  const count = (query: string, ...params: Array<string>) =>
    server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.unsafe<{ n: number }>(query, params).pipe(Effect.map((rows) => Number(rows[0]?.n)))
      )
    )

  it("completes over the approved covering set with the full data shape, and the result verifies", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const key = randomUUID()
    const body = bodyFor(revision.id)
    const { status, body: res } = await simulate(ana, scenarioId, body, key)
    expect(status).toBe(200)
    const data = res.data
    expect(data.schemaVersion).toBe("planning-execution/1")
    expect(data.kind).toBe("retirement_simulation")
    expect(data.scenarioId).toBe(scenarioId)
    expect(data.revisionId).toBe(revision.id)
    expect(data.idempotencyKey).toBe(key)
    expect(data.requestHash).toBe(canonicalHash({ scenarioId, body }))
    expect(data.requestHash).toMatch(/^[0-9a-f]{64}$/)
    expect(data.execution).toEqual({ mode: "synchronous", status: "completed", timeoutMs: 10_000 })
    expect(data.receipt.persisted).toBe(true)
    expect(data.receipt.reason).toBeUndefined()
    if (!data.result.ok) throw new Error("expected a result")
    const value = data.result.value as never as {
      readiness: string
      identity: { parameterSetId: string; scenarioId: string; pathCount: number; horizonMonths: number }
      parameterManifest: { approval: { status: string; reviewer: string } }
      warnings: Array<{ code: string }>
    }
    expect(value.readiness).toBe("ready")
    expect(value.identity.parameterSetId).toBe("us-historical-1934-2022/v1")
    expect(value.identity.scenarioId).toBe(scenarioId)
    expect(value.identity.pathCount).toBe(500)
    expect(value.identity.horizonMonths).toBe(360)
    expect(value.parameterManifest.approval).toMatchObject({ status: "approved", reviewer: "Test Reviewer" })
    expect(value.warnings.map((w) => w.code)).not.toContain("PARAMETER_SET_WARNING_EXPIRY")
    // The stored receipt: one row of kind simulation, under the key.
    expect(
      await count(
        "SELECT count(*)::int AS n FROM decision_receipts WHERE id = $1 AND kind = 'simulation' AND idempotency_key = $2",
        data.receipt.receiptId as string,
        key
      )
    ).toBe(1)
    // Anyone holding the set and the revision reproduces it bit for bit.
    const set = await runOnServer(
      server,
      Effect.gen(function* () {
        const { ParameterSetRepository } = yield* Effect.promise(() => import("@fire/decision/ParameterSetRepository"))
        const repo = yield* ParameterSetRepository
        return yield* repo.find("us-historical-1934-2022/v1")
      })
    )
    if (set._tag !== "Some") throw new Error("set missing")
    const report = verify(res, {
      parameterSets: engineParameterSet(set.value),
      plan: toEnginePlan(revision),
      revisionContentHash: revision.contentHash
    })
    expect(report.reproduced).toBe(true)
  })

  it("the receipt it names is readable by its owner: the receipt and its evidence; anyone else gets 404", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const { body: res } = await simulate(ana, scenarioId, bodyFor(revision.id, { seed: "receipt-readback" }))
    const receiptId = res.data.receipt.receiptId as string
    expect(res.data.receipt.persisted).toBe(true)
    const base = `/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${receiptId}`
    const read = await server.request(base, { headers: ana })
    expect(read.status).toBe(200)
    const receipt = ((await read.json()) as { data: { kind: string; receipt: Record<string, unknown> } }).data
    if (!res.data.result.ok) throw new Error("expected a result")
    const value = res.data.result.value as never as {
      successProbability: number
      identity: { contractHash: string; parameterSetId: string }
    }
    expect(receipt.kind).toBe("simulation")
    expect(receipt.receipt).toMatchObject({
      receiptId,
      scenarioId,
      revisionId: revision.id,
      readiness: "ready",
      parameterSetId: value.identity.parameterSetId,
      contractHash: value.identity.contractHash,
      requestHash: res.data.requestHash,
      revisionContentHash: revision.contentHash,
      successProbability: value.successProbability
    })
    const evidence = await server.request(`${base}/evidence`, { headers: ana })
    expect(evidence.status).toBe(200)
    const snapshot = ((await evidence.json()) as { data: { readiness: string; sources: Array<unknown> } }).data
    expect(snapshot).toMatchObject({ readiness: "ready", sources: [] })
    for (const path of [base, `${base}/evidence`])
      expect((await server.request(path, { headers: bob })).status).toBe(404)
  })

  it("a limited result is not receipt grade: RESULT_NOT_RECEIPT_GRADE", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    // 89 joint rows for a 50-year horizon: HISTORICAL_SAMPLE_LIMITATION, readiness limited.
    const { body } = await simulate(ana, scenarioId, bodyFor(revision.id, { horizonYears: 50 }))
    expect(body.data.execution.status).toBe("completed")
    expect(body.data.result.ok && body.data.result.value.readiness).toBe("limited")
    expect(body.data.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
  })

  it("an undocumented series leaves the evidence foundation incomplete: EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE", async () => {
    const content = RevisionMother.usRetireeToLisbon()
    const { scenarioId, revision } = await revisionOf(ana, {
      ...content,
      positions: content.positions.map((p) =>
        p.assetFactor === "us_bond_10y" ? { ...p, assetFactor: "us_bond_undocumented" } : p
      )
    })
    const { body } = await simulate(ana, scenarioId, bodyFor(revision.id))
    expect(body.data.execution.status).toBe("completed")
    expect(body.data.result.ok && body.data.result.value.identity.parameterSetId).toBe("us-undocumented-bond/v1")
    expect(body.data.result.ok && body.data.result.value.readiness).toBe("ready")
    expect(body.data.receipt).toEqual({ persisted: false, reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE" })
  })

  it("no approved set covers the revision: blocked with APPROVED_PARAMETER_DATA_UNAVAILABLE, nothing substituted", async () => {
    const content = RevisionMother.usRetireeToLisbon()
    const { scenarioId, revision } = await revisionOf(ana, {
      ...content,
      positions: [{ assetFactor: "gold_bullion", currency: "USD", value: 1_000_000, annualFee: 0 }]
    })
    const { status, body } = await simulate(ana, scenarioId, bodyFor(revision.id))
    expect(status).toBe(200)
    expect(body.data.execution.status).toBe("blocked")
    expect(body.data.receipt).toEqual({ persisted: false, reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" })
    expect(body.data.result.ok).toBe(false)
    if (body.data.result.ok) return
    expect(body.data.result.error.code).toBe("APPROVED_PARAMETER_DATA_UNAVAILABLE")
    expect(body.data.result.error.message).toContain("gold_bullion")
    expect("value" in body.data.result).toBe(false)
    expect(JSON.stringify(body.data)).not.toContain("iid-lognormal")
  })

  it("too few joint rows for the horizon: indeterminate (the 51-row multi-currency set, 60 years)", async () => {
    const { scenarioId, revision } = await revisionOf(ana, EUR_REVISION())
    const short = await simulate(ana, scenarioId, bodyFor(revision.id, { horizonYears: 25 }))
    expect(short.body.data.execution.status).toBe("completed")
    expect(short.body.data.result.ok && short.body.data.result.value.identity.parameterSetId).toBe(
      "multi-currency-1972-2022/v1"
    )
    const long = await simulate(ana, scenarioId, bodyFor(revision.id, { horizonYears: 60 }))
    expect(long.status).toBe(200)
    expect(long.body.data.execution.status).toBe("indeterminate")
    expect(long.body.data.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
    expect(long.body.data.result.ok === false && long.body.data.result.error.code).toBe("RESULT_INDETERMINATE")
  })

  it("validates every bound of the body, naming each field", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pathCount: 99 }, "body.pathCount"],
      [{ pathCount: 2001 }, "body.pathCount"],
      [{ pathCount: 150.5 }, "body.pathCount"],
      [{ horizonYears: 0 }, "body.horizonYears"],
      [{ horizonYears: 61 }, "body.horizonYears"],
      [{ seed: "" }, "body.seed"],
      [{ seed: "has space" }, "body.seed"],
      [{ seed: "x".repeat(129) }, "body.seed"],
      [{ targetSuccessProbability: 0 }, "body.targetSuccessProbability"],
      [{ targetSuccessProbability: 1.01 }, "body.targetSuccessProbability"],
      [{ revisionId: "not-a-uuid" }, "body.revisionId"],
      [{ stressScenarioId: "start-1850" }, "body.stressScenarioId"],
      [{ unexpected: true }, "body.unexpected"]
    ]
    for (const [override, path] of cases) {
      const { status, body } = await simulate(ana, scenarioId, bodyFor(revision.id, override))
      expect(status, path).toBe(400)
      expect(body.code, path).toBe("VALIDATION_ERROR")
      expect(
        body.details?.map((d) => d.path),
        path
      ).toContain(path)
    }
    const bounds = await simulate(
      ana,
      scenarioId,
      bodyFor(revision.id, { pathCount: 100, horizonYears: 1, targetSuccessProbability: 1, seed: "a.b_c:d-E9" })
    )
    expect(bounds.status).toBe(200)
    const stress = await simulate(ana, scenarioId, bodyFor(revision.id, { stressScenarioId: "start-1966" }))
    expect(stress.status).toBe(200)
    const { horizonYears: _h, seed: _s, ...partial } = bodyFor(revision.id)
    const missing = await simulate(ana, scenarioId, partial)
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe("MISSING_FIELD")
    expect(missing.body.details?.map((d) => d.path).sort()).toEqual(["body.horizonYears", "body.seed"])
  })

  it("requires a UUID Idempotency-Key, JSON, at most 64 KiB and authentication", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const path = `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`
    for (const key of [null, "not-a-uuid"]) {
      const { status, body } = await simulate(ana, scenarioId, bodyFor(revision.id), key)
      expect(status).toBe(400)
      expect(body.code).toBe("VALIDATION_ERROR")
      expect(body.details?.map((d) => d.path)).toContain("headers.idempotency-key")
    }
    const text = await server.request(path, {
      method: "POST",
      headers: { ...ana, "content-type": "text/plain", "idempotency-key": randomUUID() },
      body: JSON.stringify(bodyFor(revision.id))
    })
    expect(text.status).toBe(415)
    const large = await postJson(
      server,
      path,
      { ...bodyFor(revision.id), padding: "x".repeat(70_000) },
      { ...ana, "idempotency-key": randomUUID() }
    )
    expect(large.status).toBe(413)
    const anonymous = await postJson(server, path, bodyFor(revision.id), { "idempotency-key": randomUUID() })
    expect(anonymous.status).toBe(401)
  })

  it("another user's scenario or revision is a 404 indistinguishable from a missing one", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const other = await revisionOf(ana)
    const asBob = await simulate(bob, scenarioId, bodyFor(revision.id))
    const missing = await simulate(bob, randomUUID(), bodyFor(randomUUID()))
    const crossed = await simulate(ana, other.scenarioId, bodyFor(revision.id))
    for (const r of [asBob, missing, crossed]) {
      expect(r.status).toBe(404)
      expect(r.body.code).toBe("NOT_FOUND")
    }
    expect(asBob.body.message).toBe(missing.body.message)
  })

  it("replays a key without running again; a different request under the key is 409; keys are per user", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const key = randomUUID()
    const first = await simulate(ana, scenarioId, bodyFor(revision.id), key)
    const runs = await completedRuns()
    const replay = await simulate(ana, scenarioId, bodyFor(revision.id), key)
    expect(replay.status).toBe(200)
    expect(replay.body.data).toEqual(first.body.data)
    expect(await completedRuns()).toBe(runs)
    const different = await simulate(ana, scenarioId, bodyFor(revision.id, { seed: "other" }), key)
    expect(different.status).toBe(409)
    expect(different.body.code).toBe("CONFLICT")
    expect(different.body.message).toContain("different request")
    const bobs = await revisionOf(bob)
    const sameKeyOtherUser = await simulate(bob, bobs.scenarioId, bodyFor(bobs.revision.id), key)
    expect(sameKeyOtherUser.status).toBe(200)
    expect(sameKeyOtherUser.body.data.scenarioId).toBe(bobs.scenarioId)
  })

  it("fifty concurrent requests with one key run the engine once and all answer the same data", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const key = randomUUID()
    const runs = await completedRuns()
    const results = await Promise.all(
      Array.from({ length: 50 }, () => simulate(ana, scenarioId, bodyFor(revision.id, { pathCount: 2000 }), key))
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))
    const first = results[0]?.body.data
    expect(first?.execution.status).toBe("completed")
    for (const r of results) expect(r.body.data).toEqual(first)
    expect(await completedRuns()).toBe(runs + 1)
    expect(await count("SELECT count(*)::int AS n FROM planning_executions WHERE idempotency_key = $1", key)).toBe(1)
    expect(await count("SELECT count(*)::int AS n FROM decision_receipts WHERE idempotency_key = $1", key)).toBe(1)
  })

  it("a claim left running by a dead process is taken over by the same request after the timeout and grace", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const body = bodyFor(revision.id)
    const key = randomUUID()
    const profile = await server.request("/api/v1/user/profile", { headers: ana })
    const owner = ((await profile.json()) as { data: { id: string } }).data.id
    await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.unsafe(
          `INSERT INTO planning_executions (id, owner_id, scenario_id, idempotency_key, request_hash, state, created_at)
           VALUES ($1, $2, $3, $4, $5, 'running', now() - interval '1 hour')`,
          [randomUUID(), owner, scenarioId, key, canonicalHash({ scenarioId, body })]
        )
      )
    )
    const other = await simulate(ana, scenarioId, bodyFor(revision.id, { seed: "other" }), key)
    expect(other.status).toBe(409)
    const taken = await simulate(ana, scenarioId, body, key)
    expect(taken.status).toBe(200)
    expect(taken.body.data.execution.status).toBe("completed")
    expect(
      await count(
        "SELECT count(*)::int AS n FROM planning_executions WHERE idempotency_key = $1 AND state = 'done'",
        key
      )
    ).toBe(1)
  })

  it("a client that goes away cancels its run: the execution is recorded cancelled and replays as such", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    // Keep every worker busy so the run to cancel is certainly still in flight when the client leaves.
    const busy = Array.from({ length: 8 }, () =>
      simulate(ana, scenarioId, bodyFor(revision.id, { pathCount: 2000, horizonYears: 60, seed: randomUUID() }))
    )
    const key = randomUUID()
    const controller = new AbortController()
    const request = server
      .request(`/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`, {
        method: "POST",
        headers: { ...ana, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(bodyFor(revision.id, { pathCount: 2000, horizonYears: 60 })),
        signal: controller.signal
      })
      .catch((error: unknown) => error)
    const claimed = async () =>
      (await count("SELECT count(*)::int AS n FROM planning_executions WHERE idempotency_key = $1", key)) === 1
    while (!(await claimed())) await new Promise((r) => setTimeout(r, 2))
    controller.abort()
    expect(await request).toBeInstanceOf(Error)
    await Promise.all(busy)
    const done = async () =>
      (await count(
        "SELECT count(*)::int AS n FROM planning_executions WHERE idempotency_key = $1 AND state = 'done'",
        key
      )) === 1
    while (!(await done())) await new Promise((r) => setTimeout(r, 5))
    const replay = await simulate(ana, scenarioId, bodyFor(revision.id, { pathCount: 2000, horizonYears: 60 }), key)
    expect(replay.status).toBe(200)
    expect(replay.body.data.execution.status).toBe("cancelled")
    expect(replay.body.data.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
    expect(replay.body.data.result.ok === false && replay.body.data.result.error.code).toBe("EXECUTION_CANCELLED")
  })

  it("simulations run off the event loop: GET /status answers while they run", async () => {
    const { scenarioId, revision } = await revisionOf(ana)
    const heavy = bodyFor(revision.id, { pathCount: 2000, horizonYears: 60 })
    // Sixteen heavy runs keep the two-core pool busy for a few hundred milliseconds.
    const total = 16
    let completed = 0
    const sims = Array.from({ length: total }, (_, i) =>
      simulate(ana, scenarioId, { ...heavy, seed: `status-${i}` }).then((r) => {
        completed++
        return r
      })
    )
    await new Promise((r) => setTimeout(r, 15))
    const started = performance.now()
    const status = await server.request("/api/v1/status")
    const statusAt = performance.now()
    const completedWhenStatusAnswered = completed
    expect(status.status).toBeLessThan(600)
    const results = await Promise.all(sims)
    for (const r of results) expect(r.body.data.execution.status).toBe("completed")
    // The status answer did not wait for the simulations queued ahead of it.
    expect(completedWhenStatusAnswered).toBeLessThan(total)
    expect(statusAt - started).toBeLessThan(1_000)
  })
})
