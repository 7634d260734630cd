import { AssetRepository } from "@fire/domain/Asset"
import { CityRepository } from "@fire/domain/CityRepository"
import { computeIndicators } from "@fire/domain/Indicators/Indicators"
import { PortfolioRepository } from "@fire/domain/Portfolio"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok } from "../pipeline/RequestContext.js"

/**
 * `GET /indicators`: the scope (a portfolio of the caller's, up to three known cities) is checked
 * here; anything else about the query was decoded by the API. An unknown or foreign portfolio and
 * an unknown city are validation errors (spec 4.2: "invalid portfolio or city scope").
 */
export const layer = HttpApiBuilder.group(
  Api,
  "indicators",
  Effect.fn(function* (handlers) {
    const assets = yield* AssetRepository
    const portfolios = yield* PortfolioRepository
    const cities = yield* CityRepository
    return handlers.handle("indicators", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const now = yield* Clock.currentTimeMillis
        const portfolioId = query.portfolioId
        if (portfolioId !== undefined && Option.isNone(yield* portfolios.find(user.id, portfolioId)))
          return yield* ApiErrors.validation([{ path: "query.portfolioId", message: "No such portfolio of yours" }])
        const slugs = query.citySlugs === undefined ? [] : query.citySlugs.split(",")
        const found = yield* cities.findBySlugs(slugs)
        const unknown = slugs.filter((s) => !found.some((c) => c.id === s))
        if (unknown.length > 0)
          return yield* ApiErrors.validation([
            { path: "query.citySlugs", message: `Unknown city: ${unknown.join(", ")}` }
          ])
        const holdings = yield* assets.all(user.id, portfolioId)
        const indicators = computeIndicators({
          holdings,
          profile: user.profile,
          cities: found,
          taxYear: new Date(now).getUTCFullYear()
        })
        return yield* ok({
          portfolioId: portfolioId ?? null,
          citySlugs: slugs,
          indicators: indicators.map((i) => ({ ...i, value: i.value as Record<string, unknown> }))
        })
      }).pipe(Effect.mapError(toApiError))
    )
  })
)
