import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/**
 * Planning executions keyed by `(owner, Idempotency-Key)` under a unique constraint (DESIGN.md): the
 * key and the request hash are claimed BEFORE the engine runs, so one key runs the engine at most
 * once; a replay reads the stored response.
 */

/** A stored execution. `response` is the stored `data` once `done`. Times are epoch ms. */
export interface PlanningExecution {
  readonly id: string
  readonly ownerId: string
  readonly scenarioId: string
  readonly idempotencyKey: string
  readonly requestHash: string
  readonly state: "running" | "done"
  readonly response: unknown
  readonly createdAt: number
  readonly completedAt: number | null
}

/** The claim: this request won the key and must run, or an execution already holds it. */
export type ExecutionClaim =
  | { readonly _tag: "Claimed"; readonly id: string }
  | { readonly _tag: "Existing"; readonly execution: PlanningExecution }

/** A simulation receipt to persist with the execution's completion. */
export interface SimulationReceipt {
  readonly id: string
  readonly scenarioId: string
  readonly revisionId: string
  readonly readiness: string
  /** Frozen body: parameter set id, contract hash, request hash, the result's identity. */
  readonly body: Readonly<Record<string, unknown>>
}

export class PlanningExecutionRepository extends Context.Service<
  PlanningExecutionRepository,
  {
    /** Inserts `(owner, key, requestHash)` as running unless the key is taken; then returns the holder. */
    readonly claim: (
      owner: string,
      scenarioId: string,
      idempotencyKey: string,
      requestHash: string,
      now: number
    ) => Effect.Effect<ExecutionClaim, SqlError>
    readonly find: (owner: string, idempotencyKey: string) => Effect.Effect<Option.Option<PlanningExecution>, SqlError>
    /**
     * Marks the execution done with its `data`, and (when given) inserts the simulation receipt, in
     * one transaction.
     */
    readonly complete: (
      id: string,
      owner: string,
      idempotencyKey: string,
      requestHash: string,
      response: unknown,
      receipt: SimulationReceipt | undefined,
      now: number
    ) => Effect.Effect<void, SqlError>
    /**
     * Takes over a claim left `running` since before `staleBefore` (epoch ms; its process died): the
     * same request re-claims it (its `createdAt` becomes `now`). None when it is no longer stale.
     */
    readonly takeOver: (
      owner: string,
      idempotencyKey: string,
      requestHash: string,
      staleBefore: number,
      now: number
    ) => Effect.Effect<Option.Option<string>, SqlError>
    /** Drops a running claim whose request failed before any result (so the key can be retried). */
    readonly release: (id: string) => Effect.Effect<void, SqlError>
  }
>()("decision/PlanningExecutionRepository") {}
