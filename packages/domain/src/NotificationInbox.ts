import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { Notification, NotificationPage } from "./Notification.js"
import { NotificationRepository } from "./NotificationRepository.js"
import { Notifications } from "./Notifications.js"
import { NotFoundError } from "./NotFound.js"
import type { User, UserId } from "./User.js"

/**
 * A user's notification inbox (spec 2.6): a page of their live notifications, and marking one or all
 * read, at the effect `Clock`'s now. Reading the inbox also runs the trial-ending producer for the
 * reader, so that notice never waits for the periodic sweep. Owner-scoped: another user's
 * notification is not found.
 */
export class NotificationInbox extends Context.Service<
  NotificationInbox,
  {
    readonly list: (
      reader: Pick<User, "id" | "subscriptionStatus" | "trialEndsAt">,
      page: { readonly limit: number; readonly offset: number; readonly unreadOnly: boolean }
    ) => Effect.Effect<NotificationPage, SqlError>
    /** Marks one of the owner's live notifications read; NotFoundError when they have no such one. */
    readonly markRead: (owner: UserId, id: string) => Effect.Effect<Notification, NotFoundError | SqlError>
    /** Marks every live unread notification of the owner read; the number marked. */
    readonly markAllRead: (owner: UserId) => Effect.Effect<number, SqlError>
  }
>()("domain/NotificationInbox") {}

/** `NotificationInbox` over a `NotificationRepository` and the `Notifications` producers. */
export const layer = Layer.effect(
  NotificationInbox,
  Effect.gen(function* () {
    const repository = yield* NotificationRepository
    const notifications = yield* Notifications
    return {
      list: Effect.fn("NotificationInbox.list")(function* (reader, page) {
        yield* notifications.trialEnding(reader)
        const now = yield* Clock.currentTimeMillis
        return yield* repository.list(reader.id, { ...page, now })
      }),
      markRead: Effect.fn("NotificationInbox.markRead")(function* (owner, id) {
        const now = yield* Clock.currentTimeMillis
        const marked = yield* repository.markRead(owner, id, now)
        if (Option.isNone(marked)) return yield* new NotFoundError({ message: "No such notification" })
        return marked.value
      }),
      markAllRead: Effect.fn("NotificationInbox.markAllRead")(function* (owner) {
        const now = yield* Clock.currentTimeMillis
        return yield* repository.markAllRead(owner, now)
      })
    }
  })
)
