import { FiScoreTracker } from "@fire/domain/money/FiScoreTracker"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/**
 * `GET /fi-score` (the score now, the day's snapshot recorded) and `GET /fi-score/history` (the
 * snapshots): decode, delegate to `FiScoreTracker`, encode.
 */
export const layer = HttpApiBuilder.group(
  Api,
  "fiScore",
  Effect.fn(function* (handlers) {
    const tracker = yield* FiScoreTracker
    return handlers
      .handle("score", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(yield* tracker.score(user))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("history", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const limit = query.limit ?? 90
          const offset = query.offset ?? 0
          const page = yield* tracker.history(user.id, { limit, offset })
          const m = yield* meta
          return {
            success: true as const,
            data: page.items,
            meta: { ...m, total: page.total, limit, offset, hasMore: offset + page.items.length < page.total }
          }
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
