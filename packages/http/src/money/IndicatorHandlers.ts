import { IndicatorReport, UnknownCities } from "@fire/domain/money/IndicatorReport"
import { PortfolioNotOwned } from "@fire/domain/money/Holdings"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"

/**
 * The scope refusals as validation errors (spec 4.2: "invalid portfolio or city scope"): an unknown
 * or foreign portfolio and an unknown city, each at its query field.
 */
const mapError = (e: unknown) =>
  e instanceof PortfolioNotOwned
    ? ApiErrors.validation([{ path: "query.portfolioId", message: "No such portfolio of yours" }])
    : e instanceof UnknownCities
      ? ApiErrors.validation([{ path: "query.citySlugs", message: `Unknown city: ${e.slugs.join(", ")}` }])
      : toApiError(e)

/** `GET /indicators`: decode the scope, delegate to `IndicatorReport`, encode. */
export const layer = HttpApiBuilder.group(
  Api,
  "indicators",
  Effect.fn(function* (handlers) {
    const report = yield* IndicatorReport
    return handlers.handle("indicators", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const portfolioId = query.portfolioId
        const citySlugs = query.citySlugs === undefined ? [] : query.citySlugs.split(",")
        const indicators = yield* report.compute(user, { portfolioId, citySlugs })
        return yield* ok({
          portfolioId: portfolioId ?? null,
          citySlugs,
          indicators: indicators.map((i) => ({ ...i, value: i.value as Record<string, unknown> }))
        })
      }).pipe(Effect.mapError(mapError))
    )
  })
)
