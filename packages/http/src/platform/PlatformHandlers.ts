import { normalizeEmail } from "@fire/domain/EmailAddress"
import { EmailCaptureRepository } from "@fire/domain/EmailCaptureRepository"
import { type PlatformStats, PlatformCounts } from "@fire/domain/PlatformStats"
import { taxCountries } from "@fire/domain/tax/TaxCatalog"
import { Clock, Effect, Ref } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { ok } from "../pipeline/RequestContext.js"

/** How long one count of the statistics is served before it is taken again, ms. */
export const STATS_TTL_MS = 60_000

/** The same words for a new and a known address: the response never tells them apart. */
const CAPTURED = {
  accepted: true as const,
  message: "Thank you. If the address is new, it has been added to the list."
}

/** Supported tax countries: the catalogue is static data shipped with the build. */
const TAX_COUNTRIES = taxCountries().length

export const layer = HttpApiBuilder.group(
  Api,
  "platform",
  Effect.fn(function* (handlers) {
    const captures = yield* EmailCaptureRepository
    const counts = yield* PlatformCounts
    const cache = yield* Ref.make<PlatformStats | undefined>(undefined)
    const stats = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const cached = yield* Ref.get(cache)
      if (cached !== undefined && now - cached.countedAt >= 0 && now - cached.countedAt < STATS_TTL_MS) return cached
      const fresh = { ...(yield* counts.count), taxCountries: TAX_COUNTRIES, countedAt: now }
      yield* Ref.set(cache, fresh)
      return fresh
    })
    return handlers
      .handle("emailCapture", ({ payload }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          yield* captures.capture(normalizeEmail(payload.email), payload.source, now)
          return yield* ok(CAPTURED)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("stats", () =>
        Effect.gen(function* () {
          const s = yield* stats
          return yield* ok({
            users: s.users,
            cities: s.cities,
            cityCountries: s.cityCountries,
            taxCountries: s.taxCountries,
            countedAt: new Date(s.countedAt).toISOString()
          })
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
