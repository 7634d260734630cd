import { Schema } from "effect"
import { ClaimId, ClaimState, worstState } from "./Claim.js"
import type { ClaimResult } from "./ClaimResult.js"

/**
 * The decision receipt of spec 2.10: the immutable result of evaluating a revision. Overall
 * readiness is the worst claim state; every warning names the evidence facts behind it; the
 * disclaimer is always an educational estimate to verify before acting.
 */

/** The decision contract version (spec 9.5), in `versions.contract` and `meta.contractVersion`. */
export const DECISION_CONTRACT = "decision-contract/1" as const

const Uuid = Schema.String.check(Schema.isUUID())

export const ReceiptClaimResult = Schema.Struct({
  claim: ClaimId,
  state: ClaimState,
  evidenceFactIds: Schema.Array(Uuid),
  details: Schema.Record(Schema.String, Schema.Json).annotate({ description: "The figures the claim was judged on" })
})

export const ReceiptWarning = Schema.Struct({
  claim: ClaimId,
  code: Schema.String,
  message: Schema.String,
  evidenceFactIds: Schema.Array(Uuid)
})

/** The educational disclaimer every receipt and every coach answer carries. */
export const Disclaimer = Schema.Struct({
  kind: Schema.Literal("educational_estimate"),
  verifyBeforeActing: Schema.Literal(true)
})

/** The one value of `Disclaimer`: an educational estimate, to verify before acting. */
export const educationalDisclaimer: typeof Disclaimer.Type = { kind: "educational_estimate", verifyBeforeActing: true }

/** The receipt exactly as answered (spec 2.10). */
export const DecisionReceipt = Schema.Struct({
  receiptId: Uuid,
  scenarioRevisionId: Uuid,
  computedAt: Schema.String.annotate({ description: "ISO 8601 date-time" }),
  readiness: ClaimState,
  claimResults: Schema.Array(ReceiptClaimResult),
  versions: Schema.Struct({
    contract: Schema.Literal(DECISION_CONTRACT),
    taxRuleSetIds: Schema.Array(Uuid),
    visaRuleSetIds: Schema.Array(Uuid),
    evidenceSnapshotId: Uuid
  }),
  warnings: Schema.Array(ReceiptWarning),
  disclaimer: Disclaimer
})
export type DecisionReceipt = typeof DecisionReceipt.Type

/** Identifiers and time of a receipt being built (ids are UUIDs chosen by the caller; `now` epoch ms). */
export interface ReceiptFrame {
  readonly receiptId: string
  readonly snapshotId: string
  readonly revisionId: string
  readonly now: number
}

const ruleSetIdsOf = (results: ReadonlyArray<ClaimResult>, claim: ClaimResult["claim"]): ReadonlyArray<string> => [
  ...new Set(results.filter((r) => r.claim === claim).flatMap((r) => r.facts.map((f) => f.ruleSetId)))
]

/** Builds the receipt of `results`: readiness the worst state, warnings flattened claim by claim. */
export const buildReceipt = (frame: ReceiptFrame, results: ReadonlyArray<ClaimResult>): DecisionReceipt => ({
  receiptId: frame.receiptId,
  scenarioRevisionId: frame.revisionId,
  computedAt: new Date(frame.now).toISOString(),
  readiness: worstState(results.map((r) => r.state)),
  claimResults: results.map((r) => ({
    claim: r.claim,
    state: r.state,
    evidenceFactIds: r.evidenceFactIds,
    details: r.details as Record<string, Schema.Json>
  })),
  versions: {
    contract: DECISION_CONTRACT,
    taxRuleSetIds: ruleSetIdsOf(results, "tax.destination_modeled"),
    visaRuleSetIds: ruleSetIdsOf(results, "visa.residence_path"),
    evidenceSnapshotId: frame.snapshotId
  },
  warnings: results.flatMap((r) =>
    r.warnings.map((w) => ({ claim: r.claim, code: w.code, message: w.message, evidenceFactIds: w.evidenceFactIds }))
  ),
  disclaimer: educationalDisclaimer
})
