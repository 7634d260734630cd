import { Clock, Context, Effect, Layer } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { AssetRepository } from "../Asset.js"
import {
  computeFiScore,
  type FiScoreResult,
  FiScoreHistoryRepository,
  type FiScoreSnapshot,
  utcDay
} from "../FiScore.js"
import { Notifications } from "../Notifications.js"
import type { User, UserId } from "../User.js"

/**
 * The FI score as a use case: computed from the profile and every tracked holding, the day's
 * snapshot recorded (the first computation of each UTC day is kept), and the FI milestone
 * producer told the progress (docs/platform.md); the history read back newest day first.
 */
export class FiScoreTracker extends Context.Service<
  FiScoreTracker,
  {
    /** The score now; records the day's snapshot when there is a score. A failed notification never fails it. */
    readonly score: (owner: Pick<User, "id" | "profile">) => Effect.Effect<FiScoreResult, SqlError>
    /** The recorded daily snapshots, newest day first, and their total count. */
    readonly history: (
      owner: UserId,
      page: { readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<FiScoreSnapshot>; readonly total: number }, SqlError>
  }
>()("domain/money/FiScoreTracker") {}

export const layer = Layer.effect(
  FiScoreTracker,
  Effect.gen(function* () {
    const assets = yield* AssetRepository
    const history = yield* FiScoreHistoryRepository
    const notifications = yield* Notifications
    return {
      score: Effect.fn("FiScoreTracker.score")(function* (owner) {
        const now = yield* Clock.currentTimeMillis
        const result = computeFiScore(owner.profile, yield* assets.all(owner.id))
        if (result.score !== null)
          yield* history.record(owner.id, {
            day: utcDay(now),
            score: result.score,
            status: result.status,
            netWorth: result.inputs.netWorth,
            fiNumber: result.inputs.fiNumber,
            reportingCurrency: result.inputs.reportingCurrency,
            computedAt: new Date(now).toISOString()
          })
        // Progress is netWorth / FI number, a fraction. A failure to notify is logged and never fails the score.
        const progress = result.components.fiProgress.value
        if (progress !== null)
          yield* notifications
            .fiProgress(owner.id, progress)
            .pipe(Effect.catchCause((cause) => Effect.logWarning("FI milestone notification failed", cause)))
        return result
      }),
      history: (owner, page) => history.list(owner, page)
    }
  })
)
