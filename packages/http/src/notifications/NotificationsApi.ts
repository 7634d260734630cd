import { MAX_NOTIFICATION_LIMIT, NotificationType, unreadOnlyValues } from "@fire/domain/Notification"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { ListMeta, Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** A notification exactly as spec 2.6 names its fields (snake_case). */
export const NotificationView = Schema.Struct({
  id: Schema.String.annotate({ description: "UUID" }),
  user_id: Schema.String.annotate({ description: "UUID of the owner" }),
  type: NotificationType.annotate({
    description: "`trial_ending`, `fi_milestone`, `evidence_fact_warning` or `parameter_set_suspended`"
  }),
  title: Schema.String,
  message: Schema.String,
  read: Schema.Boolean,
  created_at: Schema.String.annotate({ description: "ISO 8601 date-time" }),
  expires_at: Schema.NullOr(Schema.String).annotate({
    description: "ISO 8601 date-time after which the notification is no longer listed or counted; null: never"
  })
}).annotate({ title: "Notification" })
export type NotificationView = typeof NotificationView.Type

/** `meta` of `GET /notifications`: the list members of 2.2 plus `unread` (spec 4.11). */
export const NotificationListMeta = Schema.Struct({
  ...ListMeta.fields,
  total: Schema.Int.annotate({ description: "Live notifications matching the filter (expired ones never count)" }),
  unread: Schema.Int.annotate({ description: "Live unread notifications, whatever the filter" })
})

const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })

/** The query of `GET /notifications` (spec 4.11; `unread_only` spellings: DESIGN.md). */
export const NotificationListQuery = {
  limit: Schema.optionalKey(
    Schema.Int.check(between(1, MAX_NOTIFICATION_LIMIT)).annotate({ description: "1 to 100, default 20" })
  ),
  offset: Schema.optionalKey(
    Schema.NullOr(Schema.Int.check(between(0, 1_000_000))).annotate({
      description: "0 to 1000000 (or `null`), default 0"
    })
  ),
  unread_only: Schema.optionalKey(
    Schema.Literals(Object.keys(unreadOnlyValues) as Array<keyof typeof unreadOnlyValues>).annotate({
      description: "`true` or `1`: unread only; `false` or `0` (default): all"
    })
  )
}

const NotificationIdParam = { notificationId: Schema.String.check(Schema.isUUID()) }

/** The Notifications area (spec 4.11): the caller's own notifications, newest first. */
export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("list", "/notifications", {
      query: NotificationListQuery,
      success: Schema.Struct({
        success: Schema.Literal(true),
        data: Schema.Array(NotificationView),
        meta: NotificationListMeta
      })
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List notifications",
        description:
          "The caller's live notifications, newest first (ties by id). Expired ones are never listed or counted. " +
          "Producers and their events: docs/platform.md."
      })
    ),
    HttpApiEndpoint.post("markRead", "/notifications/:notificationId/read", {
      params: NotificationIdParam,
      success: Success(NotificationView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Mark one notification read",
        description:
          "Idempotent; no body. 404 NOT_FOUND when the caller has no such live notification (another user's counts " +
          "as none)."
      })
    ),
    HttpApiEndpoint.post("markAllRead", "/notifications/read-all", {
      success: Success(
        Schema.Struct({
          marked: Schema.Int.annotate({ description: "Notifications this call marked read" }),
          unread: Schema.Int.annotate({ description: "Live unread notifications left: 0" })
        })
      )
    }).annotateMerge(
      OpenApi.annotations({ summary: "Mark every notification read", description: "Idempotent; no body." })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Notifications", description: "Per-user notifications" })) {}
