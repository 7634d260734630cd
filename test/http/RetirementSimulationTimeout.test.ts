import { randomUUID } from "node:crypto"
import { SimulationPool } from "@fire/http/runtime/SimulationPool"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { importAndApprove, ParameterSetMother, runOnServer } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * `timed_out`: a server whose execution timeout is 1 ms (`SIMULATION_TIMEOUT_MS`, at most 10000)
 * stops a 2000-path, 60-year run, terminates its worker and records the status; a replay returns it.
 */

describe.each(backends())("retirement simulation timeout on $name", (backend) => {
  let server: TestServer
  let auth: Record<string, string>
  const saved = process.env.SIMULATION_TIMEOUT_MS

  beforeAll(async () => {
    process.env.SIMULATION_TIMEOUT_MS = "1"
    try {
      server = await startServer(await backend.isolate())
    } finally {
      if (saved === undefined) delete process.env.SIMULATION_TIMEOUT_MS
      else process.env.SIMULATION_TIMEOUT_MS = saved
    }
    auth = { authorization: `Bearer ${await server.token("slow@example.com")}` }
    await importAndApprove(server, ParameterSetMother.us(), Date.now())
  })
  afterAll(() => server.close())

  it("answers timed_out past the execution timeout, stops the worker, and replays the stored status", async () => {
    const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Slow" }, auth)
    const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
    const revision = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      auth
    )
    const revisionId = ((await revision.json()) as { data: { id: string } }).data.id
    const key = randomUUID()
    const body = {
      revisionId,
      seed: "slow",
      pathCount: 2000,
      horizonYears: 60,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9
    }
    const send = async () =>
      (await (
        await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`, body, {
          ...auth,
          "idempotency-key": key
        })
      ).json()) as {
        data: {
          execution: { status: string; timeoutMs: number }
          receipt: unknown
          result: { ok: boolean; error?: { code: string } }
        }
      }
    const first = await send()
    expect(first.data.execution).toEqual({ mode: "synchronous", status: "timed_out", timeoutMs: 1 })
    expect(first.data.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
    expect(first.data.result).toEqual({
      ok: false,
      error: { code: "EXECUTION_TIMED_OUT", message: "The simulation did not finish within 1 ms and was stopped." }
    })
    expect(
      await runOnServer(
        server,
        Effect.flatMap(SimulationPool, (p) => p.terminatedWorkers)
      )
    ).toBeGreaterThan(0)
    expect((await send()).data).toEqual(first.data)
  })
})
