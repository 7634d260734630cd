import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { FiMilestone } from "./FiMilestone.js"
import type { Notification, NotificationDraft, NotificationPage, NotificationQuery } from "./Notification.js"
import type { UserId } from "./User.js"

/** A receipt's fact past its `warningAfter` (ISO 8601), and the receipt's owner. */
export interface EvidenceWarningDue {
  readonly userId: UserId
  readonly receiptId: string
  readonly factId: string
  readonly warningAfter: string
}

/** A simulation receipt whose parameter set was suspended, and the receipt's owner. */
export interface SuspensionDue {
  readonly userId: UserId
  readonly receiptId: string
  readonly parameterSetId: string
}

/** Storage of notifications and of the state their producers keep (port). Times are epoch ms. */
export class NotificationRepository extends Context.Service<
  NotificationRepository,
  {
    /**
     * Stores `draft` for `userId` unless the user already has a notification with its `dedupeKey`
     * (one atomic statement: concurrent producers deliver once). Some: the new notification.
     */
    readonly insertOnce: (
      userId: UserId,
      draft: NotificationDraft,
      now: number
    ) => Effect.Effect<Option.Option<Notification>, SqlError>
    /** One page of the user's notifications not expired at `query.now`, newest first. */
    readonly list: (userId: UserId, query: NotificationQuery) => Effect.Effect<NotificationPage, SqlError>
    /** Marks one live notification of the user read; None when the user has no such live notification. */
    readonly markRead: (userId: UserId, id: string, now: number) => Effect.Effect<Option.Option<Notification>, SqlError>
    /** Marks every live unread notification of the user read; the number marked. */
    readonly markAllRead: (userId: UserId, now: number) => Effect.Effect<number, SqlError>
    /** The highest FI milestone already announced to the user, 0 when none. */
    readonly highestFiMilestone: (userId: UserId) => Effect.Effect<FiMilestone | 0, SqlError>
    /** Records `milestone` as announced (never lowers the stored one). */
    readonly recordFiMilestone: (userId: UserId, milestone: FiMilestone, now: number) => Effect.Effect<void, SqlError>
    /** Users whose trial (status `trialing`) ends in `(from, to]`, with that end. */
    readonly trialsEndingBetween: (
      from: number,
      to: number
    ) => Effect.Effect<ReadonlyArray<{ readonly userId: UserId; readonly trialEndsAt: number }>, SqlError>
    /**
     * Facts frozen in receipts' evidence snapshots that passed their `warningAfter` after the
     * receipt was issued and at or before `now`, whose owner has not been told yet; at most `limit`.
     */
    readonly evidenceWarningsDue: (
      now: number,
      limit: number
    ) => Effect.Effect<ReadonlyArray<EvidenceWarningDue>, SqlError>
    /**
     * Simulation receipts whose parameter set was suspended after the receipt was issued, whose
     * owner has not been told yet; at most `limit`.
     */
    readonly suspensionsDue: (limit: number) => Effect.Effect<ReadonlyArray<SuspensionDue>, SqlError>
  }
>()("domain/NotificationRepository") {}
