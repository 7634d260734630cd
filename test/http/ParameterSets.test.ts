import { randomUUID } from "node:crypto"
import { draftParameterSet } from "@fire/decision/ParameterSet"
import { ParameterSetRepository } from "@fire/decision/ParameterSetRepository"
import { Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock, type MutableClock } from "../utils/MutableClock.js"
import { approvalAround, ParameterSetMother, runOnServer } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * Parameter-set governance as the simulation endpoint sees it: only an approved set, effective and
 * not past its hard expiry, is used; past its review date a warning limits the result; a suspended
 * set blocks until re-approved. Approved content can never change, not even by a direct UPDATE.
 */

const DAY = 86_400_000
const US = "us-historical-1934-2022/v1"

describe.each(backends())("parameter-set governance on $name", (backend) => {
  let server: TestServer
  let clock: MutableClock
  let scenarioId = ""
  let revisionId = ""

  beforeAll(async () => {
    clock = makeMutableClock()
    server = await startServer({ ...(await backend.isolate()), clock })
    const auth = { authorization: `Bearer ${await server.token("gov@example.com")}` }
    const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "Governed" }, auth)
    scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
    const revision = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      auth
    )
    revisionId = ((await revision.json()) as { data: { id: string } }).data.id
  })
  afterAll(() => server.close())

  const repo = <A, E>(f: (r: ParameterSetRepository["Service"]) => Effect.Effect<A, E>) =>
    runOnServer(server, Effect.flatMap(ParameterSetRepository, f))

  /** A simulation as of the server's (moved) clock, with a token minted at that time. */
  const simulate = async () => {
    const auth = { authorization: `Bearer ${await server.token("gov@example.com")}` }
    const response = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
      {
        revisionId,
        seed: "governance",
        pathCount: 100,
        horizonYears: 20,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9
      },
      { ...auth, "idempotency-key": randomUUID() }
    )
    expect(response.status).toBe(200)
    return (
      (await response.json()) as {
        data: {
          execution: { status: string }
          receipt: { persisted: boolean; reason?: string }
          result:
            | { ok: true; value: { readiness: string; warnings: Array<{ code: string }> } }
            | { ok: false; error: { message: string } }
        }
      }
    ).data
  }

  const blockedBecause = async (why: string) => {
    const data = await simulate()
    expect(data.execution.status).toBe("blocked")
    expect(data.receipt).toEqual({ persisted: false, reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE" })
    expect(data.result.ok === false && data.result.error.message).toContain(why)
  }

  it("walks draft -> approved -> (review date, hard expiry) -> suspended -> approved, each seen by the endpoint", async () => {
    const start = clock.now()
    const draft = draftParameterSet(ParameterSetMother.us(), start)
    if (!draft.ok) throw new Error(draft.error.message)
    expect((await repo((r) => r.importDraft(draft.set, "ops", start))).outcome).toBe("created")
    await blockedBecause("no parameter set is approved")

    await repo((r) =>
      r.apply(
        US,
        approvalAround(start, { from: start + 10 * DAY, warning: start + 30 * DAY, hard: start + 60 * DAY }),
        "Reviewer",
        start
      )
    )
    await blockedBecause(`${US} is not effective yet`)

    clock.advance(11 * DAY)
    const effective = await simulate()
    expect(effective.execution.status).toBe("completed")
    expect(effective.result.ok && effective.result.value.warnings.map((w) => w.code)).not.toContain(
      "PARAMETER_SET_WARNING_EXPIRY"
    )

    clock.advance(20 * DAY)
    const stale = await simulate()
    expect(stale.execution.status).toBe("completed")
    expect(stale.result.ok && stale.result.value.warnings.map((w) => w.code)).toContain("PARAMETER_SET_WARNING_EXPIRY")
    expect(stale.result.ok && stale.result.value.readiness).toBe("limited")
    expect(stale.receipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })

    clock.advance(30 * DAY)
    await blockedBecause(`${US} is past its hard expiry`)

    // Renewal is suspend, then approve with new dates (approved -> approved is not a transition).
    const now = clock.now()
    await repo((r) => r.apply(US, { action: "suspend", reason: "source revised" }, "ops", now))
    await blockedBecause("no parameter set is approved")
    await repo((r) => r.apply(US, approvalAround(now), "Second Reviewer", now))
    const back = await simulate()
    expect(back.execution.status).toBe("completed")
    expect(back.receipt.persisted).toBe(true)

    const events = await repo((r) => r.events(US))
    expect(events.map((e) => e.action)).toEqual(["imported", "approved", "suspended", "approved"])
    expect(events[2]?.details).toEqual({ from: "approved", reason: "source revised" })
    expect(events[3]?.actor).toBe("Second Reviewer")
    expect(events[3]?.details).toMatchObject({ from: "suspended", reviewer: "Test Reviewer" })
  })

  it("refuses transitions the governance does not allow", async () => {
    const now = clock.now()
    const approveAgain = await runOnServer(
      server,
      Effect.flatMap(ParameterSetRepository, (r) => r.apply(US, approvalAround(now), "x", now)).pipe(Effect.flip)
    )
    expect(approveAgain).toMatchObject({ _tag: "GovernanceError", code: "INVALID_TRANSITION" })
  })
})

describe.each(backends())("approved content is immutable on $name", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, f) as Effect.Effect<A, unknown, SqlClient.SqlClient>)

  it("an UPDATE of an approved set's content fails; a draft's may change; re-importing other content is refused", async () => {
    const now = Date.now()
    const set = ParameterSetMother.multiCurrency()
    const draft = draftParameterSet(set, now)
    if (!draft.ok) throw new Error(draft.error.message)
    await runOnServer(
      server,
      Effect.flatMap(ParameterSetRepository, (r) => r.importDraft(draft.set, "ops", now))
    )
    // A draft is still editable (by re-import, or even directly).
    await sql((s) => s`UPDATE parameter_sets SET content_hash = content_hash WHERE id = ${set.id}`)
    await runOnServer(
      server,
      Effect.flatMap(ParameterSetRepository, (r) => r.apply(set.id, approvalAround(now), "Reviewer", now))
    )
    const tamper = (statement: (s: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
      sql((s) => statement(s).pipe(Effect.flip, Effect.map(String)))
    expect(
      await tamper(
        (s) =>
          s`UPDATE parameter_sets SET content = jsonb_set(content, '{description}', '"edited"') WHERE id = ${set.id}`
      )
    ).toBeTruthy()
    expect(await tamper((s) => s`UPDATE parameter_sets SET content_hash = 'x' WHERE id = ${set.id}`)).toBeTruthy()
    expect(await tamper((s) => s`UPDATE parameter_set_events SET actor = 'someone else'`)).toBeTruthy()
    const stored = await sql(
      (s) =>
        s<{ description: string; content_hash: string }>`SELECT content->>'description' AS description, content_hash
        FROM parameter_sets WHERE id = ${set.id}`
    )
    expect(stored[0]).toEqual({ description: set.description, content_hash: draft.set.contentHash })
    // Dates and status still move (suspension), the content never.
    await runOnServer(
      server,
      Effect.flatMap(ParameterSetRepository, (r) => r.apply(set.id, { action: "suspend" }, "ops", now))
    )
    const changed = draftParameterSet({ ...set, description: "A different description" }, now)
    if (!changed.ok) throw new Error(changed.error.message)
    const refused = await runOnServer(
      server,
      Effect.flatMap(ParameterSetRepository, (r) => r.importDraft(changed.set, "ops", now)).pipe(Effect.flip)
    )
    expect(refused).toMatchObject({ _tag: "GovernanceError", code: "CONTENT_FROZEN" })
  })
})
