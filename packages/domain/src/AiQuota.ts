import { Clock, Context, Effect, Layer, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import {
  type AiQuotaSettings,
  type AiUsage,
  aiUsageOf,
  aiWindows,
  defaultAiQuotas,
  retryAfterSeconds
} from "./AiUsage.js"
import { AiUsageRepository } from "./AiUsageRepository.js"
import { effectiveTier } from "./Subscription.js"
import type { User } from "./User.js"

/** An AI request refused because the caller's daily cap or monthly quota is used up. */
export class AiQuotaExceeded extends Schema.TaggedError<AiQuotaExceeded>()("AiQuotaExceeded", {
  window: Schema.Literals(["day", "month"]),
  limit: Schema.Int,
  /** Whole seconds until the window resets. */
  retryAfter: Schema.Int
}) {}

/** The AI limits in force; the server provides the configured ones, the default is DESIGN.md's. */
export const AiQuotaLimitsConfig = Context.Reference<AiQuotaSettings>("domain/AiQuotaLimitsConfig", {
  defaultValue: () => defaultAiQuotas
})

type Subscriber = Pick<User, "id" | "subscriptionTier" | "subscriptionStatus" | "trialEndsAt">

/**
 * The AI quota use cases: the usage report and the charging of answered requests. Time comes from
 * the effect `Clock`; the tier is the one in force at that instant (a lapsed Pro counts as Starter).
 */
export class AiQuota extends Context.Service<
  AiQuota,
  {
    /** Spec 2.7 for `user` now. */
    readonly usage: (user: Subscriber) => Effect.Effect<AiUsage, SqlError>
    /**
     * Runs `answer` as one charged AI request: charged before it runs, refused (and not counted)
     * with `AiQuotaExceeded` when a window is used up, and taken back if `answer` fails.
     */
    readonly charged: <A, E, R>(
      user: Subscriber,
      answer: Effect.Effect<A, E, R>
    ) => Effect.Effect<A, E | AiQuotaExceeded | SqlError, R>
  }
>()("domain/AiQuota") {}

const limitsOf = (settings: AiQuotaSettings, user: Subscriber, now: number) =>
  settings[
    effectiveTier({ tier: user.subscriptionTier, status: user.subscriptionStatus, trialEndsAt: user.trialEndsAt }, now)
  ]

/** `AiQuota` over an `AiUsageRepository`. */
export const layer = Layer.effect(
  AiQuota,
  Effect.gen(function* () {
    const repository = yield* AiUsageRepository
    const settings = yield* AiQuotaLimitsConfig
    return {
      usage: Effect.fn("AiQuota.usage")(function* (user) {
        const now = yield* Clock.currentTimeMillis
        const used = yield* repository.usedInMonth(user.id, aiWindows(now).month.start)
        return aiUsageOf(used, limitsOf(settings, user, now).aiMonth, now)
      }),
      charged: <A, E, R>(user: Subscriber, answer: Effect.Effect<A, E, R>) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const windows = aiWindows(now)
          const period = { dayStart: windows.day.start, monthStart: windows.month.start }
          const limits = limitsOf(settings, user, now)
          const charge = yield* repository.charge(user.id, period, limits)
          if (charge._tag === "Refused") {
            return yield* new AiQuotaExceeded({
              window: charge.window,
              limit: charge.window === "day" ? limits.aiDay : limits.aiMonth,
              retryAfter: retryAfterSeconds(charge.window, now)
            })
          }
          return yield* Effect.onError(answer, () => Effect.ignore(repository.refund(user.id, period)))
        }).pipe(Effect.withSpan("AiQuota.charged"))
    }
  })
)
