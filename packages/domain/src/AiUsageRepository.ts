import { Context, type Effect } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { AiQuotaLimits, AiQuotaWindow } from "./AiUsage.js"
import type { UserId } from "./User.js"

/** The outcome of charging one AI request: counted (with the counts after it), or refused by a window. */
export type AiCharge =
  | { readonly _tag: "Charged"; readonly dayUsed: number; readonly monthUsed: number }
  | { readonly _tag: "Refused"; readonly window: AiQuotaWindow }

/** The UTC day and month a charge falls in, epoch ms of their starts. */
export interface AiPeriod {
  readonly dayStart: number
  readonly monthStart: number
}

/** Per-user AI request counters (port). Exact under concurrency and across processes. */
export class AiUsageRepository extends Context.Service<
  AiUsageRepository,
  {
    /**
     * Counts one request of `userId` in `period` if both its day and its month are under `limits`,
     * in one atomic statement; a refused request is not counted.
     */
    readonly charge: (userId: UserId, period: AiPeriod, limits: AiQuotaLimits) => Effect.Effect<AiCharge, SqlError>
    /** Takes back one request charged in `period` (its answer failed); never below zero. */
    readonly refund: (userId: UserId, period: AiPeriod) => Effect.Effect<void, SqlError>
    /** Requests of `userId` counted in the month starting at `monthStart`. */
    readonly usedInMonth: (userId: UserId, monthStart: number) => Effect.Effect<number, SqlError>
  }
>()("domain/AiUsageRepository") {}
