import { type FiMilestone, milestonePercent } from "./FiMilestone.js"
import type { NotificationDraft } from "./Notification.js"

/**
 * The notification of each producing event, as pure functions of the event (no clock, no I/O).
 * The dedupe key names the event, so re-running a producer never delivers twice.
 */

const DAY_MS = 86_400_000

/** A trial ends within this window (ms) before its end: 3 days. */
export const TRIAL_ENDING_WINDOW_MS = 3 * DAY_MS

/** Whether a trial ending at `trialEndsAt` (epoch ms) is within the 3-day warning window at `now` (epoch ms): `now < end <= now + 3 days`. */
export const isTrialEndingSoon = (trialEndsAt: number, now: number): boolean =>
  trialEndsAt > now && trialEndsAt <= now + TRIAL_ENDING_WINDOW_MS

/** The trial is about to end: expires when the trial ends; one per trial end date. */
export const trialEndingDraft = (trialEndsAt: number): NotificationDraft => ({
  type: "trial_ending",
  title: "Your Pro trial ends soon",
  message:
    `Your Pro trial ends on ${new Date(trialEndsAt).toISOString()}. After that the account falls back to ` +
    "Starter limits unless the subscription is activated.",
  expiresAt: trialEndsAt,
  dedupeKey: `trial-ending:${trialEndsAt}`
})

/** The user's portfolio first reached `milestone` of their FI number; once per milestone per user. */
export const fiMilestoneDraft = (milestone: FiMilestone): NotificationDraft => {
  const percent = milestonePercent(milestone)
  return {
    type: "fi_milestone",
    title: percent === 100 ? "You reached your FI number" : `${percent}% of the way to financial independence`,
    message:
      percent === 100
        ? "Your portfolio now covers 100% of your FI number. This is an educational estimate, not advice."
        : `Your portfolio reached ${percent}% of your FI number. This is an educational estimate, not advice.`,
    dedupeKey: `fi-milestone:${percent}`
  }
}

/** An evidence fact used by a receipt passed its `warningAfter` (an ISO 8601 date-time, as on EvidenceFact): once per receipt and fact. */
export const evidenceFactWarningDraft = (event: {
  readonly receiptId: string
  readonly factId: string
  readonly warningAfter: string
}): NotificationDraft => ({
  type: "evidence_fact_warning",
  title: "A fact behind one of your decisions is ageing",
  message:
    `Evidence fact ${event.factId}, used by receipt ${event.receiptId}, passed its review date ` +
    `(${event.warningAfter.slice(0, 10)}). Claims relying on it are now limited until it is re-verified.`,
  dedupeKey: `evidence-fact-warning:${event.receiptId}:${event.factId}`
})

/** A parameter set used by one of the user's receipts was suspended: once per set and receipt. */
export const parameterSetSuspendedDraft = (event: {
  readonly parameterSetId: string
  readonly receiptId: string
}): NotificationDraft => ({
  type: "parameter_set_suspended",
  title: "Market data behind one of your simulations was suspended",
  message:
    `Parameter set ${event.parameterSetId}, used by receipt ${event.receiptId}, was suspended by its reviewers. ` +
    "The receipt stays as it was; new simulations will not use this set until it is approved again.",
  dedupeKey: `parameter-set-suspended:${event.parameterSetId}:${event.receiptId}`
})
