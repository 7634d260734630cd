import { DEFAULT_NOTIFICATION_LIMIT, type Notification, unreadOnlyValues } from "@fire/domain/Notification"
import { NotificationRepository } from "@fire/domain/NotificationRepository"
import { Notifications } from "@fire/domain/Notifications"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
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
    const repository = yield* NotificationRepository
    const notifications = yield* Notifications
    return handlers
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          // The trial-ending producer also runs on the owner's read, so the notice never waits for the sweep.
          yield* notifications.trialEnding(user)
          const now = yield* Clock.currentTimeMillis
          const limit = query.limit ?? DEFAULT_NOTIFICATION_LIMIT
          const offset = query.offset ?? 0
          const unreadOnly = query.unread_only === undefined ? false : unreadOnlyValues[query.unread_only]
          const page = yield* repository.list(user.id, { limit, offset, unreadOnly, now })
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
          const now = yield* Clock.currentTimeMillis
          const marked = yield* repository.markRead(user.id, params.notificationId, now)
          if (Option.isNone(marked)) return yield* ApiErrors.notFound("No such notification")
          return yield* ok(toNotificationView(marked.value))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("markAllRead", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const marked = yield* repository.markAllRead(user.id, now)
          return yield* ok({ marked, unread: 0 })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
