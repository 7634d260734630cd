import { MailingList } from "@fire/domain/MailingList"
import { PlatformStatistics } from "@fire/domain/PlatformStatistics"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { toApiError } from "../pipeline/Errors.js"
import { ok } from "../pipeline/RequestContext.js"

/** The same words for a new and a known address: the response never tells them apart. */
const CAPTURED = {
  accepted: true as const,
  message: "Thank you. If the address is new, it has been added to the list."
}

export const layer = HttpApiBuilder.group(
  Api,
  "platform",
  Effect.fn(function* (handlers) {
    const mailingList = yield* MailingList
    const statistics = yield* PlatformStatistics
    return handlers
      .handle("emailCapture", ({ payload }) =>
        Effect.gen(function* () {
          yield* mailingList.subscribe(payload.email, payload.source)
          return yield* ok(CAPTURED)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("stats", () =>
        Effect.gen(function* () {
          const s = yield* statistics.current
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
