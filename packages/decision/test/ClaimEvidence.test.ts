import type { EvidenceFact } from "@fire/domain/EvidenceFact"
import { describe, expect, it } from "vitest"
import { claimResult, judgeFacts } from "../src/ClaimResult.js"
import { buildSnapshot, snapshotView, type StoredEvidenceSnapshot } from "../src/EvidenceSnapshot.js"
import { buildReceipt } from "../src/Receipt.js"

const fact = (over: Partial<EvidenceFact>): EvidenceFact => ({
  id: "6f1c7a52-5b0e-5d7e-9b3c-000000000001",
  key: "xx.fact",
  value: 1,
  effectiveFrom: "2026-01-01",
  verifiedAt: "2026-01-10T00:00:00Z",
  warningAfter: "2026-06-30T00:00:00Z",
  hardExpiry: "2026-12-31T00:00:00Z",
  factStatus: "verified",
  sourceUrl: "https://example.gov/rule",
  publisher: "Example Revenue Office",
  sourceKind: "statute",
  sourceStatus: "reachable",
  ...over
})

const at = (iso: string) => Date.parse(iso)
const RULE_SET = "7a3b2c1d-0000-5000-8000-000000000001"

describe("judging facts", () => {
  it("current, past warningAfter, provisional, past hardExpiry, retracted and superseded", () => {
    expect(judgeFacts([fact({})], at("2026-03-01T00:00:00Z"))).toEqual({ state: "ready", warnings: [] })
    expect(judgeFacts([fact({})], at("2026-07-01T00:00:00Z")).state).toBe("limited")
    expect(judgeFacts([fact({})], at("2026-07-01T00:00:00Z")).warnings.map((w) => w.code)).toEqual([
      "FACT_PAST_WARNING"
    ])
    expect(judgeFacts([fact({ factStatus: "provisional" })], at("2026-03-01T00:00:00Z")).warnings[0]?.code).toBe(
      "FACT_PROVISIONAL"
    )
    expect(judgeFacts([fact({})], at("2027-01-01T00:00:00Z")).state).toBe("blocked")
    expect(judgeFacts([fact({ factStatus: "retracted" })], at("2026-03-01T00:00:00Z")).warnings[0]?.code).toBe(
      "FACT_INVALID"
    )
    expect(judgeFacts([fact({ factStatus: "superseded" })], at("2026-03-01T00:00:00Z")).state).toBe("blocked")
  })

  it("the worst fact decides and each warning lists its facts", () => {
    const a = fact({ id: "6f1c7a52-5b0e-5d7e-9b3c-00000000000a", factStatus: "provisional" })
    const b = fact({ id: "6f1c7a52-5b0e-5d7e-9b3c-00000000000b", hardExpiry: "2026-02-01T00:00:00Z" })
    const j = judgeFacts([a, b], at("2026-03-01T00:00:00Z"))
    expect(j.state).toBe("blocked")
    expect(j.warnings).toEqual([
      { code: "FACT_PROVISIONAL", message: expect.any(String), evidenceFactIds: [a.id] },
      { code: "FACT_EXPIRED", message: expect.any(String), evidenceFactIds: [b.id] }
    ])
  })
})

describe("receipt and snapshot", () => {
  const frame = {
    receiptId: "11111111-1111-4111-8111-111111111111",
    snapshotId: "22222222-2222-4222-8222-222222222222",
    revisionId: "33333333-3333-4333-8333-333333333333",
    now: at("2026-03-01T12:00:00Z")
  }
  const f = fact({})
  const results = [
    claimResult("tax.destination_modeled", judgeFacts([f], frame.now), [{ ruleSetId: RULE_SET, fact: f }], {}),
    claimResult("fx.exposure_bounded", { state: "limited", warnings: [] }, [], {})
  ]

  it("readiness is the worst claim; versions name the rule sets and the snapshot", () => {
    const receipt = buildReceipt(frame, results)
    expect(receipt.readiness).toBe("limited")
    expect(receipt.versions).toEqual({
      contract: "decision-contract/1",
      taxRuleSetIds: [RULE_SET],
      visaRuleSetIds: [],
      evidenceSnapshotId: frame.snapshotId
    })
    expect(receipt.computedAt).toBe("2026-03-01T12:00:00.000Z")
  })

  it("the view carries only the spec's metadata; an extra field anywhere is refused, never passed on", () => {
    const stored = buildSnapshot(frame, results)
    expect(stored.facts[0]?.fact.sourceUrl).toBe("https://example.gov/rule")
    const view = snapshotView(stored)
    expect(view.scenarioDate).toBe("2026-03-01")
    // all ten fields of spec 2.11, effectiveTo null for an open-ended fact (never omitted)
    expect(view.sources[0]?.effectiveTo).toBeNull()
    expect(Object.keys(view.sources[0] ?? {}).sort()).toEqual(
      [
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
      ].sort()
    )
    // internal fields in the stored copy (a prompt, reasoning) never reach the view
    const tampered = {
      ...stored,
      internalPrompt: "secret",
      facts: stored.facts.map((x) => ({ ...x, reasoning: "secret", fact: { ...x.fact, prompt: "secret" } }))
    } as StoredEvidenceSnapshot
    expect(JSON.stringify(snapshotView(tampered))).not.toMatch(/secret|prompt|reasoning|sourceUrl|publisher/)
  })
})
