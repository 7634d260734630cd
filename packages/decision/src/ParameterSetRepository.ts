import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { GovernanceAct, GovernanceError, GovernedParameterSet } from "./ParameterSet.js"

/** One audit-trail entry of a parameter set: every import and transition, with its actor. */
export interface ParameterSetEvent {
  readonly id: string
  readonly parameterSetId: string
  /** `imported`, `reimported`, `approved` or `suspended`. */
  readonly action: string
  readonly actor: string
  readonly details: Readonly<Record<string, unknown>>
  /** Epoch ms. */
  readonly at: number
}

/** What an import did. */
export type ImportOutcome = "created" | "replaced" | "unchanged"

/**
 * Storage of governed parameter sets and their audit trail. Every write records a
 * `parameter_set_events` row in the same transaction; approved content can never change (the
 * database refuses it too).
 */
export class ParameterSetRepository extends Context.Service<
  ParameterSetRepository,
  {
    /** Stores a draft (or replaces a draft with the same id); refuses to change approved content. */
    readonly importDraft: (
      draft: GovernedParameterSet,
      actor: string,
      now: number
    ) => Effect.Effect<
      { readonly outcome: ImportOutcome; readonly set: GovernedParameterSet },
      SqlError | GovernanceError
    >
    /** Applies an operator act (approve, suspend) atomically: the pure transition, the update and the event. */
    readonly apply: (
      id: string,
      act: GovernanceAct,
      actor: string,
      now: number
    ) => Effect.Effect<GovernedParameterSet, SqlError | GovernanceError>
    readonly find: (id: string) => Effect.Effect<Option.Option<GovernedParameterSet>, SqlError>
    /** Every set, newest import first. */
    readonly list: Effect.Effect<ReadonlyArray<GovernedParameterSet>, SqlError>
    /** Every set whose status is `approved` (selection filters by date and coverage). */
    readonly listApproved: Effect.Effect<ReadonlyArray<GovernedParameterSet>, SqlError>
    /** The audit trail of a set, oldest first. */
    readonly events: (id: string) => Effect.Effect<ReadonlyArray<ParameterSetEvent>, SqlError>
    /** The receipts (and their owners) whose simulation used the set, to notify them of a suspension. */
    readonly receiptsUsing: (
      id: string
    ) => Effect.Effect<ReadonlyArray<{ readonly ownerId: string; readonly receiptId: string }>, SqlError>
  }
>()("decision/ParameterSetRepository") {}
