import { DEFAULT_NOTIFICATION_LIMIT, type Notification, unreadOnlyValues } from "@fire/domain/Notification"
import { NotificationInbox } from "@fire/domain/NotificationInbox"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import type { NotificationView } from "./NotificationsApi.js"
import { CurrentUser } from "../pipeline/Security.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/** Spec 2.6: snake_case fields, ISO date-times, `expires_at` null when the notification never expires. */
export const toNotificationView = (notification: Notification): NotificationView => ({
  id: notification.id,
  user_id: notification.userId,
  type: notification.type,
  title: notification.title,
  message: notification.message,
  read: notification.read,
  created_at: new Date(notification.createdAt).toISOString(),
  expires_at: notification.expiresAt === undefined ? null : new Date(notification.expiresAt).toISOString()
})

export const layer = HttpApiBuilder.group(
  Api,
  "notifications",
  Effect.fn(function* (handlers) {
    const inbox = yield* NotificationInbox
    return handlers
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const limit = query.limit ?? DEFAULT_NOTIFICATION_LIMIT
          const offset = query.offset ?? 0
          const unreadOnly = query.unread_only === undefined ? false : unreadOnlyValues[query.unread_only]
          const page = yield* inbox.list(user, { limit, offset, unreadOnly })
          const m = yield* meta
          return {
            success: true as const,
            data: page.notifications.map(toNotificationView),
            meta: {
              ...m,
              total: page.total,
              unread: page.unread,
              limit,
              offset,
              hasMore: offset + page.notifications.length < page.total
            }
          }
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("markRead", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toNotificationView(yield* inbox.markRead(user.id, params.notificationId)))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("markAllRead", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const marked = yield* inbox.markAllRead(user.id)
          return yield* ok({ marked, unread: 0 })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
