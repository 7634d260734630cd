import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { Notification, NotificationDraft } from "./Notification.js"
import type { User, UserId } from "./User.js"

/**
 * Delivering notifications: what producers call. The implementation (`NotificationProducers.ts`,
 * this package) works over the `NotificationRepository` port; the service sits in the domain so the
 * decision layer, the HTTP handlers and the operator's CLI all call the same producers. Every method
 * is idempotent: a re-run of a producer for the same event never delivers twice. Each answers the
 * notification it delivered, or None when nothing was due or it was already delivered. Time comes
 * from the effect `Clock`.
 */
export class Notifications extends Context.Service<
  Notifications,
  {
    /** Delivers `draft` to `userId` once per `draft.dedupeKey`. */
    readonly notify: (userId: UserId, draft: NotificationDraft) => Effect.Effect<Option.Option<Notification>, SqlError>
    /**
     * FI progress producer. `progress` is portfolio / FI number as a fraction (0.5 = 50 %). Announces
     * the highest milestone (25/50/75/100 %) reached above the highest already announced; a fall and
     * a new rise never repeat a milestone, and a jump over several announces only the top one.
     */
    readonly fiProgress: (userId: UserId, progress: number) => Effect.Effect<Option.Option<Notification>, SqlError>
    /** Trial-ending producer for one user: delivers when the user is trialing and the trial ends within 3 days. */
    readonly trialEnding: (
      user: Pick<User, "id" | "subscriptionStatus" | "trialEndsAt">
    ) => Effect.Effect<Option.Option<Notification>, SqlError>
    /** Trial-ending producer for every user (the server's periodic sweep); the number delivered. */
    readonly sweepTrialEndings: Effect.Effect<number, SqlError>
    /**
     * Evidence-warning producer over every stored receipt (the server's periodic sweep): each fact of
     * a receipt's evidence snapshot whose `warningAfter` passed after the receipt was issued is
     * announced to the receipt's owner once. The number delivered.
     */
    readonly sweepEvidenceWarnings: Effect.Effect<number, SqlError>
    /**
     * Suspension producer over every stored simulation receipt (the server's periodic sweep): the
     * owner of each receipt whose parameter set was suspended after the receipt was issued is told
     * once per set and receipt. The number delivered.
     */
    readonly sweepSuspensions: Effect.Effect<number, SqlError>
    /**
     * An evidence fact used by a receipt passed its `warningAfter` (ISO 8601 date-time). Delivers only
     * once the clock is past `warningAfter`; once per receipt and fact.
     */
    readonly evidenceFactWarning: (
      userId: UserId,
      event: { readonly receiptId: string; readonly factId: string; readonly warningAfter: string }
    ) => Effect.Effect<Option.Option<Notification>, SqlError>
    /** A parameter set used by the user's receipt was suspended; once per set and receipt. */
    readonly parameterSetSuspended: (
      userId: UserId,
      event: { readonly parameterSetId: string; readonly receiptId: string }
    ) => Effect.Effect<Option.Option<Notification>, SqlError>
  }
>()("domain/Notifications") {}
