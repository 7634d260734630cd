import { crossedMilestones } from "./FiMilestone.js"
import {
  evidenceFactWarningDraft,
  fiMilestoneDraft,
  isTrialEndingSoon,
  parameterSetSuspendedDraft,
  TRIAL_ENDING_WINDOW_MS,
  trialEndingDraft
} from "./NotificationDrafts.js"
import { NotificationRepository } from "./NotificationRepository.js"
import { Notifications } from "./Notifications.js"
import { Clock, Effect, Layer, Option, Schedule } from "effect"

/**
 * The notification producers over `NotificationRepository` (port `Notifications`, domain). Every
 * producer builds its draft with a pure function of NotificationDrafts.ts and delivers it once per
 * dedupe key; time comes from the effect `Clock` of the caller (a request's is the server's).
 */
export const layer = Layer.effect(
  Notifications,
  Effect.gen(function* () {
    const repository = yield* NotificationRepository
    const notify: Notifications["Service"]["notify"] = Effect.fn("Notifications.notify")(function* (userId, draft) {
      const now = yield* Clock.currentTimeMillis
      if (draft.expiresAt !== undefined && draft.expiresAt <= now) return Option.none()
      return yield* repository.insertOnce(userId, draft, now)
    })
    const trialEnding: Notifications["Service"]["trialEnding"] = Effect.fn("Notifications.trialEnding")(
      function* (user) {
        const now = yield* Clock.currentTimeMillis
        if (user.subscriptionStatus !== "trialing" || user.trialEndsAt === undefined) return Option.none()
        if (!isTrialEndingSoon(user.trialEndsAt, now)) return Option.none()
        return yield* notify(user.id, trialEndingDraft(user.trialEndsAt))
      }
    )
    const evidenceFactWarning: Notifications["Service"]["evidenceFactWarning"] = Effect.fn(
      "Notifications.evidenceFactWarning"
    )(function* (userId, event) {
      const now = yield* Clock.currentTimeMillis
      const warningAfter = Date.parse(event.warningAfter)
      if (!Number.isFinite(warningAfter) || now <= warningAfter) return Option.none()
      return yield* notify(userId, evidenceFactWarningDraft(event))
    })
    return {
      notify,
      trialEnding,
      evidenceFactWarning,
      sweepTrialEndings: Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const trials = yield* repository.trialsEndingBetween(now, now + TRIAL_ENDING_WINDOW_MS)
        let delivered = 0
        for (const trial of trials) {
          const sent = yield* notify(trial.userId, trialEndingDraft(trial.trialEndsAt))
          if (Option.isSome(sent)) delivered++
        }
        return delivered
      }).pipe(Effect.withSpan("Notifications.sweepTrialEndings")),
      sweepEvidenceWarnings: Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const due = yield* repository.evidenceWarningsDue(now, EVIDENCE_SWEEP_BATCH)
        let delivered = 0
        for (const { userId, ...event } of due) {
          const sent = yield* evidenceFactWarning(userId, event)
          if (Option.isSome(sent)) delivered++
        }
        return delivered
      }).pipe(Effect.withSpan("Notifications.sweepEvidenceWarnings")),
      sweepSuspensions: Effect.gen(function* () {
        const due = yield* repository.suspensionsDue(EVIDENCE_SWEEP_BATCH)
        let delivered = 0
        for (const { userId, ...event } of due) {
          const sent = yield* notify(userId, parameterSetSuspendedDraft(event))
          if (Option.isSome(sent)) delivered++
        }
        return delivered
      }).pipe(Effect.withSpan("Notifications.sweepSuspensions")),
      fiProgress: Effect.fn("Notifications.fiProgress")(function* (userId, progress) {
        const announced = yield* repository.highestFiMilestone(userId)
        const top = crossedMilestones(announced, progress).at(-1)
        if (top === undefined) return Option.none()
        // Deliver first, then record: a failure in between is retried by the next call, and the
        // dedupe key keeps that retry from delivering twice.
        const sent = yield* notify(userId, fiMilestoneDraft(top))
        yield* repository.recordFiMilestone(userId, top, yield* Clock.currentTimeMillis)
        return sent
      }),
      parameterSetSuspended: Effect.fn("Notifications.parameterSetSuspended")(function* (userId, event) {
        return yield* notify(userId, parameterSetSuspendedDraft(event))
      })
    }
  })
)

/** The most evidence warnings (and, apart, suspensions) one sweep delivers; the rest wait for the next tick. */
export const EVIDENCE_SWEEP_BATCH = 1000

/** How often the server sweeps for trials about to end, receipts' facts past their warning date and suspended sets. */
export const SWEEP_INTERVAL = "15 minutes"

/**
 * The periodic notification sweep (trial endings, evidence warnings, suspensions): runs once at start (after
 * migrations) and then every 15 minutes while the server runs. Several processes may sweep at
 * once; the dedupe key delivers once. A failed sweep is logged and retried at the next tick.
 */
export const notificationSweep = Layer.effectDiscard(
  Effect.gen(function* () {
    const notifications = yield* Notifications
    const sweep = Effect.all([
      notifications.sweepTrialEndings,
      notifications.sweepEvidenceWarnings,
      notifications.sweepSuspensions
    ]).pipe(
      Effect.tap(([trials, evidence, suspensions]) =>
        trials + evidence + suspensions > 0
          ? Effect.logInfo("notifications swept").pipe(Effect.annotateLogs({ trials, evidence, suspensions }))
          : Effect.void
      ),
      Effect.catchCause((cause) => Effect.logWarning("notification sweep failed", cause))
    )
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced(SWEEP_INTERVAL)))
  })
)
