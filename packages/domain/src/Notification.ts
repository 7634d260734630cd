import { Schema } from "effect"
import type { UserId } from "./User.js"

/**
 * Per-user notifications (spec 2.6, 4.11). Each is produced by a real event (docs/platform.md):
 * a trial about to end, an FI milestone reached, an evidence fact of a receipt past its
 * `warningAfter`, or a parameter set used by a receipt suspended.
 */

/** The notification types the service produces. */
export const NotificationType = Schema.Literals([
  "trial_ending",
  "fi_milestone",
  "evidence_fact_warning",
  "parameter_set_suspended"
])
export type NotificationType = typeof NotificationType.Type

/** What a producer asks to deliver. `dedupeKey` makes delivery idempotent per user: a second draft with the same key is dropped. */
export interface NotificationDraft {
  readonly type: NotificationType
  /** 1-200 characters. */
  readonly title: string
  /** 1-2000 characters. */
  readonly message: string
  /** Epoch ms after which the notification is neither listed nor counted; absent: never expires. */
  readonly expiresAt?: number | undefined
  /** 1-200 characters, unique per user (e.g. `fi-milestone:50`). */
  readonly dedupeKey: string
}

/** A stored notification. Times are epoch ms. */
export interface Notification {
  readonly id: string
  readonly userId: UserId
  readonly type: NotificationType
  readonly title: string
  readonly message: string
  readonly read: boolean
  readonly createdAt: number
  readonly expiresAt: number | undefined
}

/** One page of a user's live (unexpired) notifications, newest first, with the counts over all of them. */
export interface NotificationPage {
  readonly notifications: ReadonlyArray<Notification>
  /** Live notifications matching the filter. */
  readonly total: number
  /** Live unread notifications (whatever the filter). */
  readonly unread: number
}

/** A page request. `limit` 1-100, `offset` >= 0; `now` (epoch ms) decides what has expired. */
export interface NotificationQuery {
  readonly limit: number
  readonly offset: number
  readonly unreadOnly: boolean
  readonly now: number
}

/** Bounds of `GET /notifications` (spec 8 rule 6): limit at most 100, default 20. */
export const MAX_NOTIFICATION_LIMIT = 100
export const DEFAULT_NOTIFICATION_LIMIT = 20

/** The accepted spellings of `unread_only` (DESIGN.md) and what they mean. */
export const unreadOnlyValues = { true: true, false: false, "1": true, "0": false } as const
export type UnreadOnlyValue = keyof typeof unreadOnlyValues
