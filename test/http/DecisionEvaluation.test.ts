import { readFileSync } from "node:fs"
import { randomUUID } from "node:crypto"
import { Notifications } from "@fire/domain/Notifications"
import { UserRepository } from "@fire/domain/User"
import { taxRuleSetId } from "@fire/domain/tax/TaxRuleSetId"
import { visaRuleSetFor } from "@fire/domain/visa/VisaRuleSetCatalog"
import { canonicalJson, type ParameterSet, parameterSetContentHash } from "@fire/simulation"
import { Clock, Effect, Option } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SimulationPool } from "../../packages/http/src/runtime/SimulationPool.js"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * POST .../revisions/{revisionId}/evaluate and GET .../receipts/{receiptId}/evidence (spec 4.7,
 * 4.8): each claim in each state, the three simulation receipt reasons, idempotency, owner
 * scoping, immutability and the strict evidence view, against a running server.
 */

const START = Date.parse("2026-11-21T12:00:00Z")
const usSet = JSON.parse(readFileSync("docs/examples/parameter-set-us.json", "utf8")) as ParameterSet

type Claim = { claim: string; state: string; evidenceFactIds: string[]; details: Record<string, unknown> }
type Receipt = {
  receiptId: string
  scenarioRevisionId: string
  computedAt: string
  readiness: string
  claimResults: Claim[]
  versions: { contract: string; taxRuleSetIds: string[]; visaRuleSetIds: string[]; evidenceSnapshotId: string }
  warnings: Array<{ claim: string; code: string; message: string; evidenceFactIds: string[] }>
  disclaimer: { kind: string; verifyBeforeActing: boolean }
}

/** A US household in USD, aged 64 and 66, moving to `cities`, rich enough for the target unless `value` says otherwise. */
const revision = (cities: string[], value = 2_000_000) => ({
  ...RevisionMother.usRetireeToLisbon(),
  // aged 64 and 66: the horizon to 95 (31 years) stays within half the 89 joint rows of the US set
  household: { birthYears: [1960, 1962], citizenships: ["US"], residenceCountry: "US" },
  positions: [
    { assetFactor: "us_equity", currency: "USD", value: value * 0.75, annualFee: 0.0005 },
    { assetFactor: "us_bond_10y", currency: "USD", value: value * 0.25, annualFee: 0.0005 }
  ],
  destinationCitySlugs: cities
})

describe.each(backends())("decision evaluation on $name", (backend) => {
  let server: TestServer
  const clock = makeMutableClock(START)
  let ana: Record<string, string>
  let bob: Record<string, string>

  const insertApprovedSet = () =>
    server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO parameter_sets (id, content, content_hash, series_manifest_hash, status, reviewer,
            approved_at, effective_from, warning_expires_at, hard_expires_at, imported_at, updated_at)
          VALUES (${usSet.id}, ${JSON.stringify(usSet)}::jsonb, ${parameterSetContentHash(usSet)},
            ${usSet.seriesManifestHash}, 'approved', 'reviewer@example.com', '2026-01-01T00:00:00Z',
            '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', '2030-01-01T00:00:00Z', '2026-01-01T00:00:00Z',
            '2026-01-01T00:00:00Z')`
      })
    )

  const newRevision = async (auth: Record<string, string>, content: unknown) => {
    const s = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "evaluation" }, auth)
    const scenarioId = ((await s.json()) as { data: { id: string } }).data.id
    const r = await postJson(server, `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`, content, auth)
    expect(r.status).toBe(201)
    return { scenarioId, revisionId: ((await r.json()) as { data: { id: string } }).data.id }
  }

  const evaluate = (
    auth: Record<string, string>,
    ids: { scenarioId: string; revisionId: string },
    key: string | null = randomUUID()
  ) =>
    server.request(`/api/v1/fire-decision/scenarios/${ids.scenarioId}/revisions/${ids.revisionId}/evaluate`, {
      method: "POST",
      headers: { ...auth, ...(key === null ? {} : { "idempotency-key": key }) }
    })

  const receiptOf = async (content: unknown) => {
    ana = { authorization: `Bearer ${await server.token("ana-eval@example.com")}` }
    const ids = await newRevision(ana, content)
    const response = await evaluate(ana, ids)
    expect(response.status).toBe(200)
    return { ids, receipt: ((await response.json()) as { data: Receipt }).data }
  }

  const claim = (receipt: Receipt, id: string) => receipt.claimResults.find((c) => c.claim === id) as Claim
  const codes = (receipt: Receipt, id: string) => receipt.warnings.filter((w) => w.claim === id).map((w) => w.code)

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
    // Minted at START: the tests set the clock back to START, and a token issued later than that
    // (a slow start under load) would be "issued in the future" past the verifier's 30 s tolerance.
    clock.set(START)
    ana = { authorization: `Bearer ${await server.token("ana-eval@example.com")}` }
    bob = { authorization: `Bearer ${await server.token("bob-eval@example.com")}` }
    for (const email of ["ana-eval@example.com", "bob-eval@example.com"]) {
      expect(
        (await server.request("/api/v1/fire-decision/scenarios", { headers: email.startsWith("ana") ? ana : bob }))
          .status
      ).toBe(200)
      await server.run(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const user = Option.getOrThrow(yield* users.findByEmail(email))
          yield* users.setSubscription(user.id, { tier: "pro", status: "active" }, START)
        })
      )
    }
  })
  afterAll(() => server.close())

  it("without an approved parameter set spending.sustainable is blocked, nothing substituted", async () => {
    clock.set(START)
    const { receipt } = await receiptOf(revision(["austin"]))
    const spending = claim(receipt, "spending.sustainable")
    expect(spending.state).toBe("blocked")
    expect(spending.details.simulationReceipt).toEqual({
      persisted: false,
      reason: "APPROVED_PARAMETER_DATA_UNAVAILABLE"
    })
    expect(codes(receipt, "spending.sustainable")).toEqual(["APPROVED_PARAMETER_DATA_UNAVAILABLE"])
    expect(receipt.readiness).toBe("blocked")
    // the other claims are judged all the same
    expect(claim(receipt, "tax.destination_modeled").state).toBe("ready")
  })

  it("every claim ready: the receipt of spec 2.10 with versions, disclaimer and meta", async () => {
    await insertApprovedSet()
    clock.set(START)
    const ids = await newRevision(ana, revision(["austin"]))
    const response = await evaluate(ana, ids)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { success: boolean; data: Receipt; meta: Record<string, string> }
    expect(body.success).toBe(true)
    expect(body.meta.contractVersion).toBe("decision-contract/1")
    expect(body.meta.requestId).toBe(response.headers.get("x-request-id"))
    const receipt = body.data
    expect(Object.keys(receipt).sort()).toEqual(
      [
        "claimResults",
        "computedAt",
        "disclaimer",
        "readiness",
        "receiptId",
        "scenarioRevisionId",
        "versions",
        "warnings"
      ].sort()
    )
    expect(receipt.scenarioRevisionId).toBe(ids.revisionId)
    expect(receipt.claimResults.map((c) => [c.claim, c.state])).toEqual([
      ["spending.sustainable", "ready"],
      ["budget.destination_covered", "ready"],
      ["tax.destination_modeled", "ready"],
      ["visa.residence_path", "ready"],
      ["fx.exposure_bounded", "ready"]
    ])
    expect(receipt.readiness).toBe("ready")
    expect(receipt.warnings).toEqual([])
    expect(receipt.disclaimer).toEqual({ kind: "educational_estimate", verifyBeforeActing: true })
    expect(receipt.versions.contract).toBe("decision-contract/1")
    // US 2026 version 2 (a corrected note; docs/tax.md "Versions and corrections")
    expect(receipt.versions.taxRuleSetIds).toEqual([taxRuleSetId("US", 2026, 2)])
    expect(receipt.versions.visaRuleSetIds).toEqual([])
    expect(claim(receipt, "spending.sustainable").details.simulationReceipt).toEqual({ persisted: true })
    expect(claim(receipt, "spending.sustainable").details.horizonYears).toBe(95 - (2026 - 1962))
    expect(claim(receipt, "tax.destination_modeled").evidenceFactIds.length).toBeGreaterThan(0)
  })

  it("blocked states: target not met, shortfall, no tax rule set, no route, unbounded FX, unknown city", async () => {
    clock.set(START)
    const poor = (await receiptOf(revision(["austin"], 300_000))).receipt
    expect(claim(poor, "spending.sustainable").state).toBe("blocked")
    expect(codes(poor, "spending.sustainable")).toContain("TARGET_NOT_MET")

    const ny = (await receiptOf(revision(["new-york"]))).receipt
    expect(claim(ny, "budget.destination_covered").state).toBe("blocked")
    expect(codes(ny, "budget.destination_covered")).toEqual(["BUDGET_SHORTFALL"])

    const vienna = (await receiptOf(revision(["vienna"]))).receipt
    expect(claim(vienna, "tax.destination_modeled").state).toBe("blocked")
    expect(codes(vienna, "tax.destination_modeled")).toEqual(["TAX_COUNTRY_UNSUPPORTED"])
    expect(claim(vienna, "visa.residence_path").state).toBe("blocked")
    expect(codes(vienna, "visa.residence_path")).toEqual(["VISA_COUNTRY_UNSUPPORTED"])

    const london = (await receiptOf(revision(["london"]))).receipt
    expect(claim(london, "visa.residence_path").state).toBe("blocked")
    expect(codes(london, "visa.residence_path")).toEqual(["VISA_NO_ROUTE"])

    const lisbon = (await receiptOf(revision(["lisbon"]))).receipt
    expect(claim(lisbon, "fx.exposure_bounded").state).toBe("blocked")
    expect(claim(lisbon, "fx.exposure_bounded").details.destinations).toEqual([
      { city: "lisbon", currency: "EUR", exposedShare: 1, within: false }
    ])

    const unknown = (await receiptOf(revision(["atlantis"]))).receipt
    for (const id of [
      "budget.destination_covered",
      "tax.destination_modeled",
      "visa.residence_path",
      "fx.exposure_bounded"
    ]) {
      expect(claim(unknown, id).state).toBe("blocked")
      expect(codes(unknown, id)).toEqual(["CITY_UNKNOWN"])
    }
  })

  it("limited states: provisional facts, uncertain routes; EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE", async () => {
    clock.set(START)
    const lisbon = (await receiptOf(revision(["lisbon"]))).receipt
    const tax = claim(lisbon, "tax.destination_modeled")
    expect(tax.state).toBe("limited")
    const provisional = lisbon.warnings.find(
      (w) => w.claim === "tax.destination_modeled" && w.code === "FACT_PROVISIONAL"
    )
    expect(provisional?.evidenceFactIds.length).toBeGreaterThan(0)
    for (const id of provisional?.evidenceFactIds ?? []) expect(tax.evidenceFactIds).toContain(id)
    // the simulation itself is ready, but the other claims are not: its receipt is not persisted
    expect(claim(lisbon, "spending.sustainable").state).toBe("ready")
    expect(claim(lisbon, "spending.sustainable").details.simulationReceipt).toEqual({
      persisted: false,
      reason: "EVIDENCE_RECEIPT_FOUNDATION_INCOMPLETE"
    })
    expect(lisbon.versions.visaRuleSetIds).toEqual([visaRuleSetFor("PT")?.ruleSetId])

    const berlin = (await receiptOf(revision(["berlin"]))).receipt
    expect(claim(berlin, "visa.residence_path").state).toBe("limited")
    expect(codes(berlin, "visa.residence_path")).toContain("VISA_ROUTE_UNCERTAIN")
  })

  it("moving the clock: facts past warningAfter limit, past hardExpiry block (RESULT_NOT_RECEIPT_GRADE)", async () => {
    clock.set(Date.parse("2027-07-01T00:00:00Z"))
    const mid = (await receiptOf(revision(["austin"]))).receipt
    const spending = claim(mid, "spending.sustainable")
    expect(spending.state).toBe("limited")
    expect(codes(mid, "spending.sustainable")).toEqual(["PARAMETER_SET_WARNING_EXPIRY"])
    expect(spending.details.simulationReceipt).toEqual({ persisted: false, reason: "RESULT_NOT_RECEIPT_GRADE" })
    expect(claim(mid, "fx.exposure_bounded").state).toBe("limited")
    expect(codes(mid, "fx.exposure_bounded")).toEqual(["FX_TABLE_STALE"])
    expect(claim(mid, "budget.destination_covered").state).toBe("limited")
    expect(claim(mid, "tax.destination_modeled").state).toBe("limited")
    expect(codes(mid, "tax.destination_modeled")).toEqual(["FACT_PAST_WARNING", "TAX_YEAR_NOT_MODELED"])

    clock.set(Date.parse("2028-06-01T00:00:00Z"))
    const late = (await receiptOf(revision(["austin"]))).receipt
    expect(claim(late, "tax.destination_modeled").state).toBe("blocked")
    expect(codes(late, "tax.destination_modeled")).toContain("FACT_EXPIRED")
    expect(codes(late, "budget.destination_covered")).toContain("CITY_COST_STALE")
    clock.set(START)
  })

  it("an evaluation receipt reads back as evaluate answered it", async () => {
    clock.set(START)
    const { ids, receipt } = await receiptOf(revision(["lisbon"]))
    const response = await server.request(
      `/api/v1/fire-decision/scenarios/${ids.scenarioId}/receipts/${receipt.receiptId}`,
      { headers: ana }
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: { kind: string; receipt: unknown } }
    expect(body.data.kind).toBe("evaluation")
    expect(body.data.receipt).toEqual(receipt)
  })

  it("the evidence snapshot copies the facts used and exposes only the spec's source metadata", async () => {
    clock.set(START)
    const { ids, receipt } = await receiptOf(revision(["lisbon"]))
    const response = await server.request(
      `/api/v1/fire-decision/scenarios/${ids.scenarioId}/receipts/${receipt.receiptId}/evidence`,
      { headers: ana }
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown>; meta: Record<string, string> }
    expect(body.meta.contractVersion).toBe("decision-contract/1")
    expect(Object.keys(body.data).sort()).toEqual(["readiness", "resolvedAt", "scenarioDate", "snapshotId", "sources"])
    expect(body.data.snapshotId).toBe(receipt.versions.evidenceSnapshotId)
    expect(body.data.scenarioDate).toBe("2026-11-21")
    const sources = body.data.sources as Array<Record<string, unknown>>
    const allowed = [
      "effectiveFrom",
      "effectiveTo",
      "factId",
      "factStatus",
      "hardExpiry",
      "ruleSetId",
      "sourceKind",
      "sourceStatus",
      "verifiedAt",
      "warningAfter"
    ]
    // every entry carries all ten fields (effectiveTo null when open-ended): strict decoders accept it
    for (const source of sources) {
      expect(Object.keys(source).sort()).toEqual(allowed)
      expect(source.effectiveTo === null || /^\d{4}-\d{2}-\d{2}$/.test(String(source.effectiveTo))).toBe(true)
    }
    expect(JSON.stringify(body)).not.toMatch(/sourceUrl|publisher|"value"|"key"|http/)
    const used = new Set(receipt.claimResults.flatMap((c) => c.evidenceFactIds))
    expect(new Set(sources.map((s) => s.factId))).toEqual(used)
    // the stored copy keeps the full facts (value, URL), frozen with the receipt
    const stored = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{
          body: string
        }>`SELECT body::text AS body FROM evidence_snapshots WHERE receipt_id = ${receipt.receiptId}`
      })
    )
    const copy = JSON.parse(stored[0]?.body ?? "{}") as {
      facts: Array<{ fact: { sourceUrl: string; value: unknown } }>
    }
    expect(copy.facts.length).toBe(used.size)
    for (const f of copy.facts) expect(f.fact.sourceUrl).toMatch(/^https?:\/\//)
  })

  it("idempotency: replay, conflict, a missing or malformed key, and one receipt under concurrency", async () => {
    clock.set(START)
    const first = await newRevision(ana, revision(["austin"]))
    const key = randomUUID()
    const a = (await (await evaluate(ana, first, key)).json()) as { data: Receipt }
    const b = (await (await evaluate(ana, first, key)).json()) as { data: Receipt }
    expect(b.data).toEqual(a.data)
    const second = await newRevision(ana, revision(["denver"]))
    const conflict = await evaluate(ana, second, key)
    expect(conflict.status).toBe(409)
    expect(((await conflict.json()) as { code: string }).code).toBe("CONFLICT")
    const missing = await evaluate(ana, first, null)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual([
      "headers.idempotency-key"
    ])
    const malformed = await evaluate(ana, first, "not-a-uuid")
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual([
      "headers.idempotency-key"
    ])

    const shared = randomUUID()
    // the server's context holds the pool too; `run` is typed for the database services only
    const countRuns = Effect.gen(function* () {
      const pool = yield* SimulationPool
      return yield* pool.completedRuns
    }) as unknown as Effect.Effect<number>
    const engineRuns = () => server.run(countRuns)
    const runsBefore = await engineRuns()
    const responses = await Promise.all(Array.from({ length: 50 }, () => evaluate(ana, second, shared)))
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200))
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<{ data: Receipt }>
    expect(new Set(bodies.map((x) => canonicalJson(x.data))).size).toBe(1)
    const count = await server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql<{
          n: number
        }>`SELECT count(*)::int AS n FROM decision_receipts WHERE idempotency_key = ${shared}`
      })
    )
    expect(count[0]?.n).toBe(1)
    // the governed simulation ran once for the fifty requests
    expect((await engineRuns()) - runsBefore).toBe(1)
  })

  it("owner scoping: another user's revision, receipt and snapshot are 404 like absent ones", async () => {
    clock.set(START)
    const { ids, receipt } = await receiptOf(revision(["austin"]))
    const absent = randomUUID()
    const foreign = await evaluate(bob, ids)
    const none = await evaluate(bob, { scenarioId: absent, revisionId: ids.revisionId })
    expect([foreign.status, none.status]).toEqual([404, 404])
    expect(await foreign.json()).toEqual(await none.json())
    const path = (scenarioId: string, receiptId: string) =>
      `/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${receiptId}/evidence`
    const foreignEvidence = await server.request(path(ids.scenarioId, receipt.receiptId), { headers: bob })
    const noneEvidence = await server.request(path(ids.scenarioId, absent), { headers: bob })
    expect([foreignEvidence.status, noneEvidence.status]).toEqual([404, 404])
    expect(await foreignEvidence.json()).toEqual(await noneEvidence.json())
    expect((await server.request(path(ids.scenarioId, "nope"), { headers: ana })).status).toBe(400)
    expect((await server.request(path(ids.scenarioId, receipt.receiptId))).status).toBe(401)
  })

  it("once a fact of a receipt passes warningAfter, the sweep tells the receipt's owner", async () => {
    clock.set(START)
    const { receipt } = await receiptOf(revision(["austin"]))
    const taxFacts = claim(receipt, "tax.destination_modeled").evidenceFactIds
    clock.set(Date.parse("2027-04-15T00:00:00Z"))
    // the server's context holds the notification producers; `run` is typed for the database services only
    const sweep = Effect.gen(function* () {
      const notifications = yield* Notifications
      return yield* notifications.sweepEvidenceWarnings
    }).pipe(Effect.provideService(Clock.Clock, clock)) as unknown as Effect.Effect<number>
    expect(await server.run(sweep)).toBeGreaterThan(0)
    // batches are bounded: sweep until nothing is left, so this receipt's turn surely came
    for (let i = 0; i < 10 && (await server.run(sweep)) > 0; i++);
    ana = { authorization: `Bearer ${await server.token("ana-eval@example.com")}` }
    // Earlier receipts of this user warn too: read every page, not only the first hundred.
    const all: Array<{ type: string; message: string }> = []
    for (let offset = 0; ; offset += 100) {
      const page = (await (
        await server.request(`/api/v1/notifications?limit=100&offset=${offset}`, { headers: ana })
      ).json()) as { data: Array<{ type: string; message: string }>; meta: { total: number } }
      all.push(...page.data)
      if (page.data.length === 0 || all.length >= page.meta.total) break
    }
    const about = all.filter((n) => n.type === "evidence_fact_warning" && n.message.includes(receipt.receiptId))
    expect(about.length).toBe(taxFacts.length)
    clock.set(START)
  })

  it("receipts and snapshots can never be updated: the database refuses", async () => {
    clock.set(START)
    const { receipt } = await receiptOf(revision(["austin"]))
    const attempt = (statement: Effect.Effect<unknown, unknown, SqlClient.SqlClient>) =>
      server.run(
        statement.pipe(
          Effect.match({
            onFailure: (e) => `refused: ${String((e as { reason?: { cause?: Error } }).reason?.cause?.message ?? e)}`,
            onSuccess: () => "updated"
          })
        )
      )
    const sqlOf = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
      Effect.flatMap(SqlClient.SqlClient, f)
    expect(
      await attempt(
        sqlOf((sql) => sql`UPDATE decision_receipts SET readiness = 'ready' WHERE id = ${receipt.receiptId}`)
      )
    ).toMatch(/^refused: .*immutable/)
    expect(
      await attempt(
        sqlOf((sql) => sql`UPDATE evidence_snapshots SET body = '{}'::jsonb WHERE receipt_id = ${receipt.receiptId}`)
      )
    ).toMatch(/^refused: .*immutable/)
  })
})
