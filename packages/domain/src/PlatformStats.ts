import { Context, type Effect } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/**
 * Platform statistics of `GET /public/stats`, all real counts. Email subscribers are not
 * disclosed (docs/platform.md).
 */
export interface PlatformStats {
  /** Registered users. */
  readonly users: number
  /** Cities in the city catalogue. */
  readonly cities: number
  /** Distinct countries of those cities. */
  readonly cityCountries: number
  /** Countries the tax calculator supports. */
  readonly taxCountries: number
  /** When the counts were taken, epoch ms. */
  readonly countedAt: number
}

/** The database counts behind the statistics (port). */
export class PlatformCounts extends Context.Service<
  PlatformCounts,
  {
    readonly count: Effect.Effect<
      { readonly users: number; readonly cities: number; readonly cityCountries: number },
      SqlError
    >
  }
>()("domain/PlatformCounts") {}
