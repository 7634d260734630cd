import { Clock, Context, Effect, Layer, Ref } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { PlatformCounts, type PlatformStats } from "./PlatformStats.js"
import { taxCountries } from "./tax/TaxCatalog.js"

/** How long one count of the statistics is served before it is taken again, ms. */
export const STATS_TTL_MS = 60_000

/** Supported tax countries: the catalogue is static data shipped with the build. */
const TAX_COUNTRIES = taxCountries().length

/**
 * The public platform statistics (`GET /public/stats`): users, cities and their countries (counted
 * through the `PlatformCounts` port) and the tax calculator's countries, each count served for
 * `STATS_TTL_MS` of the effect `Clock` before it is taken again (one cache per layer).
 */
export class PlatformStatistics extends Context.Service<
  PlatformStatistics,
  { readonly current: Effect.Effect<PlatformStats, SqlError> }
>()("domain/PlatformStatistics") {}

/** `PlatformStatistics` over `PlatformCounts`. */
export const layer = Layer.effect(
  PlatformStatistics,
  Effect.gen(function* () {
    const counts = yield* PlatformCounts
    const cache = yield* Ref.make<PlatformStats | undefined>(undefined)
    return {
      current: Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const cached = yield* Ref.get(cache)
        if (cached !== undefined && now - cached.countedAt >= 0 && now - cached.countedAt < STATS_TTL_MS) return cached
        const fresh = { ...(yield* counts.count), taxCountries: TAX_COUNTRIES, countedAt: now }
        yield* Ref.set(cache, fresh)
        return fresh
      }).pipe(Effect.withSpan("PlatformStatistics.current"))
    }
  })
)
