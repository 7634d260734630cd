import { AssetRepository } from "@fire/domain/Asset"
import { computeFiScore, FiScoreHistoryRepository, utcDay } from "@fire/domain/FiScore"
import { Notifications } from "@fire/domain/Notifications"
import { Clock, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/**
 * `GET /fi-score` computes the score from the profile and every tracked holding and records the
 * day's snapshot (the first computation of each UTC day is kept); `GET /fi-score/history` reads them.
 */
export const layer = HttpApiBuilder.group(
  Api,
  "fiScore",
  Effect.fn(function* (handlers) {
    const assets = yield* AssetRepository
    const history = yield* FiScoreHistoryRepository
    const notifications = yield* Notifications
    return handlers
      .handle("score", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const result = computeFiScore(user.profile, yield* assets.all(user.id))
          if (result.score !== null)
            yield* history.record(user.id, {
              day: utcDay(now),
              score: result.score,
              status: result.status,
              netWorth: result.inputs.netWorth,
              fiNumber: result.inputs.fiNumber,
              reportingCurrency: result.inputs.reportingCurrency,
              computedAt: new Date(now).toISOString()
            })
          // FI milestone producer (docs/platform.md): progress is netWorth / FI number, a fraction. A failure to
          // notify is logged and never fails the score.
          const progress = result.components.fiProgress.value
          if (progress !== null)
            yield* notifications
              .fiProgress(user.id, progress)
              .pipe(Effect.catchCause((cause) => Effect.logWarning("FI milestone notification failed", cause)))
          return yield* ok(result)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("history", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const limit = query.limit ?? 90
          const offset = query.offset ?? 0
          const page = yield* history.list(user.id, { limit, offset })
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
