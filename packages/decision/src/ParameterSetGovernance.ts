import type { ParameterSet as EngineParameterSet } from "@fire/simulation"
import { NotFoundError } from "@fire/domain/NotFound"
import { Notifications } from "@fire/domain/Notifications"
import type { UserId } from "@fire/domain/User"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import {
  draftParameterSet,
  type GovernanceAct,
  type GovernanceError,
  type GovernedParameterSet
} from "./ParameterSet.js"
import { type ImportOutcome, type ParameterSetEvent, ParameterSetRepository } from "./ParameterSetRepository.js"

/** A file's content cannot become a draft (its series manifest hash does not match, say); `reason` for the operator. */
export class InvalidDraft extends Schema.TaggedError<InvalidDraft>()("InvalidDraft", { reason: Schema.String }) {}

/** The dates and reviewer of an approval (epoch ms; effectiveFrom <= warningExpiresAt < hardExpiresAt). */
export type Approval = Omit<Extract<GovernanceAct, { readonly action: "approve" }>, "action">

/**
 * Parameter-set governance, the operator's use cases (`fire parameter-sets`, DESIGN.md): import a
 * draft, list, show with its audit trail, approve, suspend (and tell the owners of the receipts that
 * used the set). Every act is stamped with the effect `Clock`'s now and recorded with its actor;
 * refusals are `GovernanceError`s. Storage through `ParameterSetRepository`, delivery through the
 * `Notifications` port.
 */
export class ParameterSetGovernance extends Context.Service<
  ParameterSetGovernance,
  {
    readonly importDraft: (
      content: EngineParameterSet,
      actor: string
    ) => Effect.Effect<
      { readonly outcome: ImportOutcome; readonly set: GovernedParameterSet },
      InvalidDraft | GovernanceError | SqlError
    >
    /** Every set, newest import first. */
    readonly list: Effect.Effect<ReadonlyArray<GovernedParameterSet>, SqlError>
    /** A set with its audit trail (oldest first); NotFoundError when there is no such set. */
    readonly show: (
      id: string
    ) => Effect.Effect<
      { readonly set: GovernedParameterSet; readonly events: ReadonlyArray<ParameterSetEvent> },
      NotFoundError | SqlError
    >
    readonly approve: (
      id: string,
      approval: Approval,
      actor: string
    ) => Effect.Effect<GovernedParameterSet, GovernanceError | SqlError>
    /** Suspends an approved set; `notified` counts the receipt owners told (once per set and receipt). */
    readonly suspend: (
      id: string,
      reason: string | undefined,
      actor: string
    ) => Effect.Effect<{ readonly set: GovernedParameterSet; readonly notified: number }, GovernanceError | SqlError>
  }
>()("decision/ParameterSetGovernance") {}

/** `ParameterSetGovernance` over a `ParameterSetRepository` and the `Notifications` producers. */
export const layer = Layer.effect(
  ParameterSetGovernance,
  Effect.gen(function* () {
    const repository = yield* ParameterSetRepository
    const notifications = yield* Notifications
    return {
      importDraft: Effect.fn("ParameterSetGovernance.importDraft")(function* (content, actor) {
        const now = yield* Clock.currentTimeMillis
        const draft = draftParameterSet(content, now)
        if (!draft.ok) return yield* new InvalidDraft({ reason: draft.error.message })
        return yield* repository.importDraft(draft.set, actor, now)
      }),
      list: repository.list,
      show: Effect.fn("ParameterSetGovernance.show")(function* (id) {
        const found = yield* repository.find(id)
        if (Option.isNone(found)) return yield* new NotFoundError({ message: `no parameter set ${id}` })
        const events = yield* repository.events(id)
        return { set: found.value, events }
      }),
      approve: Effect.fn("ParameterSetGovernance.approve")(function* (id, approval, actor) {
        const now = yield* Clock.currentTimeMillis
        return yield* repository.apply(id, { action: "approve", ...approval }, actor, now)
      }),
      suspend: Effect.fn("ParameterSetGovernance.suspend")(function* (id, reason, actor) {
        const now = yield* Clock.currentTimeMillis
        const act: GovernanceAct = reason === undefined ? { action: "suspend" } : { action: "suspend", reason }
        const set = yield* repository.apply(id, act, actor, now)
        let notified = 0
        for (const receipt of yield* repository.receiptsUsing(id)) {
          const sent = yield* notifications.parameterSetSuspended(receipt.ownerId as UserId, {
            parameterSetId: id,
            receiptId: receipt.receiptId
          })
          if (Option.isSome(sent)) notified++
        }
        return { set, notified }
      })
    }
  })
)
