import { defaultLimitSettings, type TierLimits, windowAt } from "./RateLimitPolicy.js"
import type { SubscriptionTier } from "./Subscription.js"

/**
 * The AI coach's quotas (DESIGN.md): a monthly quota (spec 8's "AI coach limit", reported by
 * `GET /ai/usage`, spec 2.7) and a daily cap (spec 8's `/ai/*` family limit). Both count answered
 * chat requests only; both windows are fixed and aligned to UTC. Pure: the caller supplies the instant.
 */

/** The two AI limits of one tier: answered chat requests per UTC day and per UTC month. */
export type AiQuotaLimits = Pick<TierLimits, "aiDay" | "aiMonth">

/** The AI limits of every tier (configured with the request limits: `RATE_LIMIT_<TIER>_AI_*`). */
export type AiQuotaSettings = Readonly<Record<SubscriptionTier, AiQuotaLimits>>

/** The figures of DESIGN.md: starter 5 a day and 50 a month, pro 500 a day and 500 a month. */
export const defaultAiQuotas: AiQuotaSettings = defaultLimitSettings

/** The usage report of spec 2.7; `resetDate` is an ISO 8601 date-time. */
export interface AiUsage {
  readonly used: number
  readonly limit: number
  readonly remaining: number
  readonly resetDate: string
}

/** The UTC month and UTC day containing `now` (epoch ms): their starts and ends, epoch ms. */
export const aiWindows = (now: number) => ({ day: windowAt("day", now), month: windowAt("month", now) })

/**
 * Spec 2.7 from the requests `used` in the month containing `now` under a monthly `limit`:
 * `remaining` is never negative (an operator may lower a limit below what was already used), and
 * `resetDate` is the first instant of the next UTC month.
 */
export const aiUsageOf = (used: number, limit: number, now: number): AiUsage => ({
  used,
  limit,
  remaining: Math.max(0, limit - used),
  resetDate: new Date(aiWindows(now).month.reset).toISOString()
})

/** Which AI window refused a request. */
export type AiQuotaWindow = "day" | "month"

/** Whole seconds (at least 1) from `now` until `window` resets: the 429's `Retry-After`. */
export const retryAfterSeconds = (window: AiQuotaWindow, now: number): number =>
  Math.max(1, Math.ceil((aiWindows(now)[window].reset - now) / 1000))
