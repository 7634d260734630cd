import type { Notification, NotificationDraft } from "@fire/domain/Notification"
import { Notifications } from "@fire/domain/Notifications"
import { type UserId, UserRepository } from "@fire/domain/User"
import { Clock, Effect, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * `GET /notifications`, marking read (spec 2.6, 4.11) and every producer (docs/platform.md), by
 * real requests to a real server; producers are called through the server's own `Notifications`.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR
const START = Date.UTC(2030, 0, 10, 9, 0, 0)
const SPEC_FIELDS = ["created_at", "expires_at", "id", "message", "read", "title", "type", "user_id"]

interface Listed {
  readonly status: number
  readonly body: {
    success: boolean
    data: Array<Record<string, unknown>>
    meta: Record<string, unknown>
    code?: string
    details?: Array<{ path: string; message: string }>
  }
}

describe.each(backends())("notifications on $name", (backend) => {
  let server: TestServer
  const clock = makeMutableClock(START)

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  /** A fresh token at the clock's time (moving the clock by days would expire an older one). */
  const auth = async (email: string) => ({ authorization: `Bearer ${await server.token(email)}` })

  /** Signs the user in once and makes them Pro (300 requests a minute), returning their id. */
  const userOf = async (email: string): Promise<UserId> => {
    const response = await server.request("/api/v1/user/profile", { headers: await auth(email) })
    const id = ((await response.json()) as { data: { id: UserId } }).data.id
    await server.run(
      Effect.flatMap(UserRepository, (users) =>
        users.setSubscription(id, { tier: "pro", status: "active" }, clock.now())
      )
    )
    return id
  }

  /** Runs a producer on the server's own Notifications service, at the test clock's time. */
  const produce = <A>(f: (n: Notifications["Service"]) => Effect.Effect<A, unknown>) =>
    server.run(
      Effect.flatMap(Notifications, f).pipe(Effect.provideService(Clock.Clock, clock)) as Effect.Effect<
        A,
        unknown,
        never
      >
    )

  const list = async (email: string, query = ""): Promise<Listed> => {
    const response = await server.request(`/api/v1/notifications${query}`, { headers: await auth(email) })
    return { status: response.status, body: (await response.json()) as Listed["body"] }
  }

  const post = async (email: string, path: string) =>
    server.request(`/api/v1/notifications${path}`, { method: "POST", headers: await auth(email) })

  const draft = (key: string, extra: Partial<NotificationDraft> = {}): NotificationDraft => ({
    type: "fi_milestone",
    title: `Title ${key}`,
    message: `Message ${key}`,
    dedupeKey: key,
    ...extra
  })

  it("needs authentication", async () => {
    const response = await server.request("/api/v1/notifications")
    expect(response.status).toBe(401)
    expect(((await response.json()) as { code: string }).code).toBe("UNAUTHORIZED")
    expect((await server.request("/api/v1/notifications/read-all", { method: "POST" })).status).toBe(401)
  })

  it("answers an empty list with total, unread and the list meta", async () => {
    const { status, body } = await list("empty@example.com")
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.data).toEqual([])
    expect(body.meta).toMatchObject({ total: 0, unread: 0, limit: 20, offset: 0, hasMore: false, version: "1.0" })
    expect(body.meta.timestamp).toBe(new Date(Date.parse(String(body.meta.timestamp))).toISOString())
    expect(typeof body.meta.requestId).toBe("string")
  })

  it("lists a notification with exactly the snake_case fields of spec 2.6", async () => {
    const id = await userOf("fields@example.com")
    const sent = await produce((n) => n.notify(id, draft("fields", { expiresAt: clock.now() + DAY })))
    expect(Option.isSome(sent)).toBe(true)
    const { body } = await list("fields@example.com")
    expect(body.data).toHaveLength(1)
    const item = body.data[0]!
    expect(Object.keys(item).sort()).toEqual(SPEC_FIELDS)
    expect(item).toMatchObject({ user_id: id, type: "fi_milestone", title: "Title fields", message: "Message fields" })
    expect(item.read).toBe(false)
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(Date.parse(String(item.created_at))).toBeGreaterThan(0)
    expect(item.expires_at).toBe(new Date((Option.getOrThrow(sent) as Notification).expiresAt!).toISOString())
    expect(body.meta).toMatchObject({ total: 1, unread: 1 })
  })

  it("delivers once per dedupe key: a producer re-run never duplicates", async () => {
    const id = await userOf("dedupe@example.com")
    const first = await produce((n) => n.notify(id, draft("same-key")))
    const again = await produce((n) => n.notify(id, draft("same-key", { title: "changed" })))
    expect(Option.isSome(first)).toBe(true)
    expect(Option.isNone(again)).toBe(true)
    const { body } = await list("dedupe@example.com")
    expect(body.data.map((n) => n.title)).toEqual(["Title same-key"])
    expect(body.meta.total).toBe(1)
  })

  it("never lists or counts an expired notification, by the server's clock", async () => {
    const email = "expiry@example.com"
    const id = await userOf(email)
    await produce((n) => n.notify(id, draft("keeps")))
    const short = await produce((n) => n.notify(id, draft("short", { expiresAt: clock.now() + HOUR })))
    expect((await list(email)).body.meta).toMatchObject({ total: 2, unread: 2 })
    clock.advance(HOUR + 1000)
    const { body } = await list(email)
    expect(body.data.map((n) => n.title)).toEqual(["Title keeps"])
    expect(body.meta).toMatchObject({ total: 1, unread: 1 })
    // An expired one cannot be marked either, and an already expired draft is not delivered.
    const response = await post(email, `/${Option.getOrThrow(short).id}/read`)
    expect(response.status).toBe(404)
    expect(Option.isNone(await produce((n) => n.notify(id, draft("late", { expiresAt: clock.now() - 1 }))))).toBe(true)
  })

  it("pages newest first with limit and offset; limit defaults to 20 and is at most 100", async () => {
    const email = "pages@example.com"
    const id = await userOf(email)
    for (let i = 0; i < 25; i++) {
      await produce((n) => n.notify(id, draft(`p${String(i).padStart(2, "0")}`)))
      clock.advance(1000)
    }
    const first = await list(email)
    expect(first.body.data).toHaveLength(20)
    expect(first.body.data[0]!.title).toBe("Title p24")
    expect(first.body.meta).toMatchObject({ total: 25, limit: 20, offset: 0, hasMore: true })
    const last = await list(email, "?limit=10&offset=20")
    expect(last.body.data.map((n) => n.title)).toEqual([
      "Title p04",
      "Title p03",
      "Title p02",
      "Title p01",
      "Title p00"
    ])
    expect(last.body.meta).toMatchObject({ total: 25, limit: 10, offset: 20, hasMore: false })
    expect((await list(email, "?limit=100")).body.data).toHaveLength(25)
    const created = first.body.data.map((n) => Date.parse(String(n.created_at)))
    expect([...created].sort((a, b) => b - a)).toEqual(created)
  })

  it("filters unread with unread_only true/1 and lists all with false/0", async () => {
    const email = "unread@example.com"
    const id = await userOf(email)
    const a = Option.getOrThrow(await produce((n) => n.notify(id, draft("a"))))
    await produce((n) => n.notify(id, draft("b")))
    await produce((n) => n.notify(id, draft("c")))
    expect((await post(email, `/${a.id}/read`)).status).toBe(200)
    for (const value of ["true", "1"]) {
      const { body } = await list(email, `?unread_only=${value}`)
      expect(body.data.map((n) => n.title).sort()).toEqual(["Title b", "Title c"])
      expect(body.meta).toMatchObject({ total: 2, unread: 2 })
    }
    for (const value of ["false", "0"]) {
      const { body } = await list(email, `?unread_only=${value}`)
      expect(body.data).toHaveLength(3)
      expect(body.meta).toMatchObject({ total: 3, unread: 2 })
    }
  })

  it.each([
    ["?unread_only=yes", "query.unread_only"],
    ["?unread_only=TRUE", "query.unread_only"],
    ["?limit=0", "query.limit"],
    ["?limit=101", "query.limit"],
    ["?limit=abc", "query.limit"],
    ["?limit=2.5", "query.limit"],
    ["?offset=-1", "query.offset"],
    ["?page=2", "query.page"]
  ])("refuses %s with 400 VALIDATION_ERROR naming %s", async (query, path) => {
    const { status, body } = await list("invalid@example.com", query)
    expect(status).toBe(400)
    expect(body.code).toBe("VALIDATION_ERROR")
    expect(body.details?.map((d) => d.path)).toEqual([path])
  })

  it("marks one read (idempotent) and refuses another user's, an unknown and a malformed id", async () => {
    const email = "mark@example.com"
    const id = await userOf(email)
    const n = Option.getOrThrow(await produce((s) => s.notify(id, draft("mark"))))
    const response = await post(email, `/${n.id}/read`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown> }
    expect(Object.keys(body.data).sort()).toEqual(SPEC_FIELDS)
    expect(body.data).toMatchObject({ id: n.id, read: true })
    expect((await post(email, `/${n.id}/read`)).status).toBe(200)
    expect((await list(email)).body.meta).toMatchObject({ total: 1, unread: 0 })

    await userOf("intruder@example.com")
    const foreign = await post("intruder@example.com", `/${n.id}/read`)
    expect(foreign.status).toBe(404)
    expect(((await foreign.json()) as { code: string }).code).toBe("NOT_FOUND")
    expect((await post(email, "/00000000-0000-4000-8000-000000000000/read")).status).toBe(404)
    const malformed = await post(email, "/not-a-uuid/read")
    expect(malformed.status).toBe(400)
    const error = (await malformed.json()) as { details: Array<{ path: string }> }
    expect(error.details.map((d) => d.path)).toEqual(["path.notificationId"])
  })

  it("marks all read and says how many it marked", async () => {
    const email = "all@example.com"
    const id = await userOf(email)
    for (const key of ["x", "y", "z"]) await produce((n) => n.notify(id, draft(key)))
    const other = await userOf("bystander@example.com")
    await produce((n) => n.notify(other, draft("theirs")))
    const first = await post(email, "/read-all")
    expect(first.status).toBe(200)
    expect(((await first.json()) as { data: unknown }).data).toEqual({ marked: 3, unread: 0 })
    expect((await list(email)).body.meta).toMatchObject({ total: 3, unread: 0 })
    expect(((await (await post(email, "/read-all")).json()) as { data: unknown }).data).toEqual({
      marked: 0,
      unread: 0
    })
    expect((await list("bystander@example.com")).body.meta).toMatchObject({ unread: 1 })
  })

  describe("producers", () => {
    it("FI milestones: announces the highest milestone newly reached, each once, never backwards", async () => {
      const email = "fi@example.com"
      const id = await userOf(email)
      const progress = async (p: number) =>
        Option.map(await produce((n) => n.fiProgress(id, p)), (n) => n.title).pipe(Option.getOrUndefined)
      expect(await progress(0.1)).toBeUndefined()
      expect(await progress(0.25)).toBe("25% of the way to financial independence")
      expect(await progress(0.3)).toBeUndefined()
      // A jump over 50 % to 80 % announces 75 % only.
      expect(await progress(0.8)).toBe("75% of the way to financial independence")
      // A fall and a new rise never repeat a milestone nor announce a skipped lower one.
      expect(await progress(0.2)).toBeUndefined()
      expect(await progress(0.6)).toBeUndefined()
      expect(await progress(0.79)).toBeUndefined()
      expect(await progress(1.4)).toBe("You reached your FI number")
      expect(await progress(2)).toBeUndefined()
      const { body } = await list(email)
      expect(body.data.map((n) => n.type)).toEqual(["fi_milestone", "fi_milestone", "fi_milestone"])
      expect(body.data.map((n) => n.expires_at)).toEqual([null, null, null])
    })

    it("FI milestones are produced by GET /fi-score: progress = net worth / FI number", async () => {
      const email = "fi-score-milestone@example.com"
      await userOf(email)
      const put = async (profile: Record<string, unknown>) =>
        server.request("/api/v1/user/profile", {
          method: "PUT",
          headers: { ...(await auth(email)), "content-type": "application/json" },
          body: JSON.stringify(profile)
        })
      const score = async () => (await server.request("/api/v1/fi-score", { headers: await auth(email) })).status
      // 40,000 EUR a year at the 4 % rate: an FI number of 1,000,000 EUR; 550,000 saved is 55 %.
      expect(
        (await put({ baseCurrency: "EUR", annualIncome: 80_000, annualExpenses: 40_000, currentSavings: 550_000 }))
          .status
      ).toBe(200)
      expect(await score()).toBe(200)
      expect(await score()).toBe(200)
      const first = (await list(email)).body.data
      expect(first.map((n) => n.title)).toEqual(["50% of the way to financial independence"])
      expect((await put({ currentSavings: 1_000_000 })).status).toBe(200)
      expect(await score()).toBe(200)
      expect((await list(email)).body.data.map((n) => n.title)).toEqual([
        "You reached your FI number",
        "50% of the way to financial independence"
      ])
    })

    it("evidence fact warning: only once the clock is past warningAfter, once per receipt and fact", async () => {
      const email = "evidence@example.com"
      const id = await userOf(email)
      const event = {
        receiptId: "6f1c1c4e-2f0b-4c8e-9d1e-0d7f3a1b2c3d",
        factId: "pt-nhr-2024-rate",
        warningAfter: new Date(clock.now() + DAY).toISOString()
      }
      expect(Option.isNone(await produce((n) => n.evidenceFactWarning(id, event)))).toBe(true)
      clock.advance(DAY + 1000)
      const sent = await produce((n) => n.evidenceFactWarning(id, event))
      expect(Option.getOrThrow(sent).type).toBe("evidence_fact_warning")
      expect(Option.getOrThrow(sent).message).toContain(event.factId)
      expect(Option.getOrThrow(sent).message).toContain(event.receiptId)
      expect(Option.isNone(await produce((n) => n.evidenceFactWarning(id, event)))).toBe(true)
      // Another fact of the same receipt is its own event.
      const other = await produce((n) => n.evidenceFactWarning(id, { ...event, factId: "pt-ifici-rate" }))
      expect(Option.isSome(other)).toBe(true)
      const { body } = await list(email)
      expect(body.data.map((n) => n.type)).toEqual(["evidence_fact_warning", "evidence_fact_warning"])
    })

    it("evidence fact warning: the sweep finds receipts whose snapshot facts passed warningAfter after issue", async () => {
      const email = "evidence-sweep@example.com"
      const id = await userOf(email)
      const issued = clock.now()
      const receiptId = crypto.randomUUID()
      const fact = (factId: string, warningAfter: number) => ({
        ruleSetId: crypto.randomUUID(),
        fact: { id: factId, warningAfter: new Date(warningAfter).toISOString() }
      })
      // A receipt and its evidence snapshot as the decision layer stores them (migration 0004).
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const scenarioId = crypto.randomUUID()
          const revisionId = crypto.randomUUID()
          const at = new Date(issued).toISOString()
          yield* sql`INSERT INTO scenarios (id, owner_id, name, created_at) VALUES (${scenarioId}, ${id}, 'Plan', ${at})`
          yield* sql`INSERT INTO scenario_revisions (id, scenario_id, number, content, content_hash, created_at)
            VALUES (${revisionId}, ${scenarioId}, 1, '{}'::jsonb, 'h', ${at})`
          yield* sql`INSERT INTO decision_receipts (id, owner_id, scenario_id, revision_id, kind, readiness, body, created_at)
            VALUES (${receiptId}, ${id}, ${scenarioId}, ${revisionId}, 'evaluation', 'ready', '{}'::jsonb, ${at})`
          const body = {
            receiptId,
            facts: [
              fact("already-stale", issued - DAY), // past its date before the receipt: the receipt said so
              fact("ages-soon", issued + DAY),
              fact("ages-later", issued + 10 * DAY)
            ]
          }
          yield* sql`INSERT INTO evidence_snapshots (id, receipt_id, body, created_at)
            VALUES (${crypto.randomUUID()}, ${receiptId}, ${JSON.stringify(body)}::jsonb, ${at})`
        })
      )
      expect(await produce((n) => n.sweepEvidenceWarnings)).toBe(0)
      clock.advance(2 * DAY)
      expect(await produce((n) => n.sweepEvidenceWarnings)).toBe(1)
      expect(await produce((n) => n.sweepEvidenceWarnings)).toBe(0)
      const { body } = await list(email)
      expect(body.data.map((n) => n.type)).toEqual(["evidence_fact_warning"])
      expect(String(body.data[0]!.message)).toContain("ages-soon")
      expect(String(body.data[0]!.message)).toContain(receiptId)
      clock.advance(10 * DAY)
      expect(await produce((n) => n.sweepEvidenceWarnings)).toBe(1)
      expect((await list(email)).body.meta.total).toBe(2)
    })

    it("parameter set suspended: once per set and receipt", async () => {
      const email = "suspended@example.com"
      const id = await userOf(email)
      const event = { parameterSetId: "ps-global-2026-01", receiptId: "1d5c0a4f-0e7e-4a55-8d2c-3b7c9f2e1a00" }
      const sent = await produce((n) => n.parameterSetSuspended(id, event))
      expect(Option.getOrThrow(sent)).toMatchObject({ type: "parameter_set_suspended", read: false })
      expect(Option.getOrThrow(sent).message).toContain(event.parameterSetId)
      expect(Option.isNone(await produce((n) => n.parameterSetSuspended(id, event)))).toBe(true)
      const second = await produce((n) => n.parameterSetSuspended(id, { ...event, receiptId: crypto.randomUUID() }))
      expect(Option.isSome(second)).toBe(true)
      expect((await list(email)).body.meta).toMatchObject({ total: 2, unread: 2 })
    })

    it("parameter set suspended: the sweep tells owners of simulation receipts issued before the suspension", async () => {
      const email = "suspension-sweep@example.com"
      const id = await userOf(email)
      const setId = `ps-sweep-${clock.now()}`
      const at = (ms: number) => new Date(ms).toISOString()
      const issued = clock.now()
      const receipt = (receiptId: string, createdAt: number, parameterSetId: string) =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const scenarioId = crypto.randomUUID()
          const revisionId = crypto.randomUUID()
          yield* sql`INSERT INTO scenarios (id, owner_id, name, created_at)
            VALUES (${scenarioId}, ${id}, 'Plan', ${at(createdAt)})`
          yield* sql`INSERT INTO scenario_revisions (id, scenario_id, number, content, content_hash, created_at)
            VALUES (${revisionId}, ${scenarioId}, 1, '{}'::jsonb, 'h', ${at(createdAt)})`
          yield* sql`INSERT INTO decision_receipts (id, owner_id, scenario_id, revision_id, kind, readiness, body, created_at)
            VALUES (${receiptId}, ${id}, ${scenarioId}, ${revisionId}, 'simulation', 'ready',
              ${JSON.stringify({ kind: "simulation", parameterSetId })}::jsonb, ${at(createdAt)})`
        })
      const before = crypto.randomUUID()
      const unrelated = crypto.randomUUID()
      await server.run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          for (const ps of [setId, `${setId}-other`])
            yield* sql`INSERT INTO parameter_sets (id, content, content_hash, series_manifest_hash, status, imported_at, updated_at)
              VALUES (${ps}, '{}'::jsonb, 'c', 's', 'approved', ${at(issued)}, ${at(issued)})`
          yield* receipt(before, issued, setId)
          yield* receipt(unrelated, issued, `${setId}-other`)
        })
      )
      expect(await produce((n) => n.sweepSuspensions)).toBe(0)
      clock.advance(HOUR)
      const suspend = (when: number) =>
        server.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql`INSERT INTO parameter_set_events (id, parameter_set_id, action, actor, details, at)
              VALUES (${crypto.randomUUID()}, ${setId}, 'suspended', 'reviewer', '{}'::jsonb, ${at(when)})`
          )
        )
      await suspend(clock.now())
      // A receipt issued after the suspension is not concerned by it.
      const after = crypto.randomUUID()
      await server.run(receipt(after, clock.now() + 1000, setId))
      expect(await produce((n) => n.sweepSuspensions)).toBe(1)
      expect(await produce((n) => n.sweepSuspensions)).toBe(0)
      const first = (await list(email)).body.data
      expect(first.map((n) => n.type)).toEqual(["parameter_set_suspended"])
      expect(String(first[0]!.message)).toContain(before)
      expect(String(first[0]!.message)).toContain(setId)
      // A second suspension (after a re-approval) concerns the later receipt only: the first is not told twice.
      clock.advance(5000)
      await suspend(clock.now())
      expect(await produce((n) => n.sweepSuspensions)).toBe(1)
      const second = (await list(email)).body.data
      expect(second).toHaveLength(2)
      expect(String(second[0]!.message)).toContain(after)
    })

    const startTrial = (id: UserId, endsAt: number) =>
      server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql`UPDATE users SET subscription_tier = 'pro', subscription_status = 'trialing',
              trial_ends_at = ${new Date(endsAt).toISOString()} WHERE id = ${id}`
        )
      )

    it("trial ending: on the owner's read once the trial ends within 3 days; expires when the trial ends", async () => {
      const email = "trial@example.com"
      const id = await userOf(email)
      const endsAt = clock.now() + 5 * DAY
      await startTrial(id, endsAt)
      expect((await list(email)).body.data).toEqual([])
      clock.advance(2 * DAY + HOUR)
      const { body } = await list(email)
      expect(body.data).toHaveLength(1)
      expect(body.data[0]).toMatchObject({ type: "trial_ending", expires_at: new Date(endsAt).toISOString() })
      expect((await list(email)).body.meta.total).toBe(1)
      clock.set(endsAt + 1000)
      expect((await list(email)).body.meta).toMatchObject({ total: 0, unread: 0 })
    })

    it("trial ending: the periodic sweep delivers to every trial ending within 3 days, once", async () => {
      const soon = await userOf("sweep-soon@example.com")
      const later = await userOf("sweep-later@example.com")
      await startTrial(soon, clock.now() + DAY)
      await startTrial(later, clock.now() + 4 * DAY)
      expect(await produce((n) => n.sweepTrialEndings)).toBe(1)
      expect(await produce((n) => n.sweepTrialEndings)).toBe(0)
      expect((await list("sweep-soon@example.com")).body.data.map((n) => n.type)).toEqual(["trial_ending"])
      expect((await list("sweep-later@example.com")).body.data).toEqual([])
      // An active (not trialing) user is never told.
      await server.run(
        Effect.flatMap(UserRepository, (users) =>
          users.setSubscription(later, { tier: "pro", status: "active" }, clock.now())
        )
      )
      clock.advance(2 * DAY)
      expect(await produce((n) => n.sweepTrialEndings)).toBe(0)
    })
  })
})
