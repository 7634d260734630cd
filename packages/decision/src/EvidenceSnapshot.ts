import { EvidenceFact, FactStatus, IsoDate, IsoDateTime, SourceKind, SourceStatus } from "@fire/domain/EvidenceFact"
import { Schema } from "effect"
import { ClaimState, worstState } from "./Claim.js"
import type { ClaimResult, UsedFact } from "./ClaimResult.js"
import type { ReceiptFrame } from "./Receipt.js"

/**
 * The evidence snapshot of spec 2.11: the frozen, field-level provenance of a receipt. The stored
 * snapshot copies every fact used (value, source URL, publisher...), so later changes to a rule
 * set never change an old receipt; the answered view exposes only the http(s) source metadata
 * listed by the spec, built field by field and encoded strictly, so no internal field can leak.
 */

const Uuid = Schema.String.check(Schema.isUUID())

/**
 * One `sources` entry as answered: exactly the ten fields of spec 2.11, every one always present
 * (`effectiveTo` is null when the fact is open-ended), so strict decoders accept every 200.
 */
export const SnapshotSource = Schema.Struct({
  factId: Uuid,
  ruleSetId: Uuid,
  factStatus: FactStatus,
  effectiveFrom: IsoDate,
  effectiveTo: Schema.NullOr(IsoDate).annotate({ description: "Last date the fact applies; null when open-ended" }),
  verifiedAt: IsoDateTime,
  warningAfter: IsoDateTime,
  hardExpiry: IsoDateTime,
  sourceStatus: SourceStatus,
  sourceKind: SourceKind
})
export type SnapshotSource = typeof SnapshotSource.Type

/** The snapshot as answered (spec 2.11). */
export const EvidenceSnapshotView = Schema.Struct({
  snapshotId: Uuid,
  readiness: ClaimState,
  resolvedAt: IsoDateTime,
  scenarioDate: IsoDate,
  sources: Schema.Array(SnapshotSource)
})
export type EvidenceSnapshotView = typeof EvidenceSnapshotView.Type

/** The snapshot as stored: the view's fields plus a full copy of each fact and its rule set. */
export const StoredEvidenceSnapshot = Schema.Struct({
  snapshotId: Uuid,
  receiptId: Uuid,
  readiness: ClaimState,
  resolvedAt: IsoDateTime,
  scenarioDate: IsoDate,
  facts: Schema.Array(Schema.Struct({ ruleSetId: Uuid, fact: EvidenceFact }))
})
export type StoredEvidenceSnapshot = typeof StoredEvidenceSnapshot.Type

/**
 * The evidence snapshot of a simulation receipt: it used no tax or visa facts (the run's data is the
 * approved parameter set the receipt names by id, series manifest hash and contract), so its sources
 * are empty; readiness and time are the receipt's. Stored with the receipt, so the evidence endpoint
 * answers every receipt the API names.
 */
export const simulationSnapshot = (
  receipt: { readonly id: string; readonly readiness: string },
  snapshotId: string,
  now: number
): StoredEvidenceSnapshot => {
  const iso = new Date(now).toISOString()
  const readiness = receipt.readiness === "ready" || receipt.readiness === "blocked" ? receipt.readiness : "limited"
  return { snapshotId, receiptId: receipt.id, readiness, resolvedAt: iso, scenarioDate: iso.slice(0, 10), facts: [] }
}

const isHttp = (url: string) => /^https?:\/\//i.test(url)

/** Copies the facts of `results` (distinct by fact id, claim order) into a stored snapshot. */
export const buildSnapshot = (frame: ReceiptFrame, results: ReadonlyArray<ClaimResult>): StoredEvidenceSnapshot => {
  const seen = new Set<string>()
  const facts: Array<UsedFact> = []
  for (const used of results.flatMap((r) => r.facts)) {
    if (seen.has(used.fact.id)) continue
    seen.add(used.fact.id)
    facts.push({ ruleSetId: used.ruleSetId, fact: { ...used.fact } })
  }
  const iso = new Date(frame.now).toISOString()
  return {
    snapshotId: frame.snapshotId,
    receiptId: frame.receiptId,
    readiness: worstState(results.map((r) => r.state)),
    resolvedAt: iso,
    scenarioDate: iso.slice(0, 10),
    facts
  }
}

/** One source entry, field by field: nothing but the spec's metadata, and only for http(s) sources. */
const sourceOf = ({ ruleSetId, fact }: UsedFact): SnapshotSource => ({
  factId: fact.id,
  ruleSetId,
  factStatus: fact.factStatus,
  effectiveFrom: fact.effectiveFrom,
  effectiveTo: fact.effectiveTo ?? null,
  verifiedAt: fact.verifiedAt,
  warningAfter: fact.warningAfter,
  hardExpiry: fact.hardExpiry,
  sourceStatus: fact.sourceStatus,
  sourceKind: fact.sourceKind
})

const encodeStrict = Schema.encodeUnknownSync(EvidenceSnapshotView, { onExcessProperty: "error" })

/**
 * The answered view of a stored snapshot. Encoded with `onExcessProperty: "error"`: an extra
 * field anywhere throws instead of leaking.
 */
export const snapshotView = (stored: StoredEvidenceSnapshot): EvidenceSnapshotView =>
  encodeStrict({
    snapshotId: stored.snapshotId,
    readiness: stored.readiness,
    resolvedAt: stored.resolvedAt,
    scenarioDate: stored.scenarioDate,
    sources: stored.facts.filter((f) => isHttp(f.fact.sourceUrl)).map(sourceOf)
  }) as EvidenceSnapshotView
