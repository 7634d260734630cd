import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { StoredEvidenceSnapshot } from "./EvidenceSnapshot.js"
import type { DecisionReceipt } from "./Receipt.js"

/** What identifies one evaluation request: its owner, target, `Idempotency-Key` and request hash. */
export interface EvaluationRequestKey {
  readonly owner: string
  readonly scenarioId: string
  readonly revisionId: string
  readonly idempotencyKey: string
  /** SHA-256 (hex) of the canonical JSON of the request. */
  readonly requestHash: string
}

/** A receipt and its snapshot, stored together. */
export interface Evaluation {
  readonly receipt: DecisionReceipt
  readonly snapshot: StoredEvidenceSnapshot
}

/** A stored receipt of either kind, as read back by its owner. */
export interface StoredReceipt {
  readonly id: string
  readonly kind: "evaluation" | "simulation"
  readonly scenarioId: string
  readonly revisionId: string
  readonly readiness: string
  /** ISO 8601 date-time the receipt was stored. */
  readonly createdAt: string
  /** The frozen body: the evaluation receipt, or the simulation receipt's fields. */
  readonly body: unknown
}

/** The outcome of an idempotent evaluation: newly stored, replayed from the store, or a key reused for another request. */
export type EvaluationOutcome =
  | { readonly _tag: "Created"; readonly receipt: DecisionReceipt }
  | { readonly _tag: "Replayed"; readonly receipt: DecisionReceipt }
  | { readonly _tag: "Conflict" }

/**
 * Insert-only storage of evaluation receipts and their evidence snapshots (the database refuses
 * any UPDATE). Owner-scoped: another user's receipt is indistinguishable from an absent one.
 */
export class ReceiptRepository extends Context.Service<
  ReceiptRepository,
  {
    /**
     * Runs `compute` at most once per (owner, idempotency key): concurrent callers with one key are
     * serialised; a stored receipt with the same request hash is replayed, a different hash is a
     * conflict. The receipt and the snapshot `compute` yields are stored in one transaction.
     */
    readonly evaluateOnce: <E, R>(
      key: EvaluationRequestKey,
      compute: Effect.Effect<Evaluation, E, R>
    ) => Effect.Effect<EvaluationOutcome, E | SqlError, R>
    /** The owner's receipt (evaluation or simulation) in the scenario, if any. */
    readonly findReceipt: (
      owner: string,
      scenarioId: string,
      receiptId: string
    ) => Effect.Effect<Option.Option<StoredReceipt>, SqlError>
    /** The owner's `limit` most recent receipts of `kind`, newest first, across all scenarios. */
    readonly latest: (
      owner: string,
      kind: StoredReceipt["kind"],
      limit: number
    ) => Effect.Effect<ReadonlyArray<StoredReceipt>, SqlError>
    /** The stored snapshot of the owner's receipt in the scenario, if any. */
    readonly findSnapshot: (
      owner: string,
      scenarioId: string,
      receiptId: string
    ) => Effect.Effect<Option.Option<StoredEvidenceSnapshot>, SqlError>
  }
>()("decision/ReceiptRepository") {}
