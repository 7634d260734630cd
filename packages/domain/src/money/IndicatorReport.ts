import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { AssetRepository } from "../Asset.js"
import { CityRepository } from "../CityRepository.js"
import type { Indicator } from "../Indicators/Indicator.js"
import { computeIndicators } from "../Indicators/Indicators.js"
import { PortfolioRepository } from "../Portfolio.js"
import type { User } from "../User.js"
import { PortfolioNotOwned } from "./Holdings.js"

/** Cities named in the scope that the catalog does not know, in the order given. */
export class UnknownCities extends Schema.TaggedError<UnknownCities>()("UnknownCities", {
  slugs: Schema.Array(Schema.String)
}) {}

/** What the indicators are computed over: one of the owner's portfolios (or all holdings) and up to three cities. */
export interface IndicatorScope {
  readonly portfolioId: string | undefined
  readonly citySlugs: ReadonlyArray<string>
}

/**
 * The five indicators of spec 2.9 and 4.2 as a use case: the scope is checked (the portfolio must be
 * the owner's, every city known; "invalid portfolio or city scope"), then the pure
 * `computeIndicators` runs over the owner's holdings and profile, with the tax year of the `Clock`.
 */
export class IndicatorReport extends Context.Service<
  IndicatorReport,
  {
    readonly compute: (
      owner: Pick<User, "id" | "profile">,
      scope: IndicatorScope
    ) => Effect.Effect<ReadonlyArray<Indicator<object>>, PortfolioNotOwned | UnknownCities | SqlError>
  }
>()("domain/money/IndicatorReport") {}

export const layer = Layer.effect(
  IndicatorReport,
  Effect.gen(function* () {
    const assets = yield* AssetRepository
    const portfolios = yield* PortfolioRepository
    const cities = yield* CityRepository
    return {
      compute: Effect.fn("IndicatorReport.compute")(function* (owner, scope) {
        const now = yield* Clock.currentTimeMillis
        const portfolioId = scope.portfolioId
        if (portfolioId !== undefined && Option.isNone(yield* portfolios.find(owner.id, portfolioId)))
          return yield* new PortfolioNotOwned({ portfolioId })
        const found = yield* cities.findBySlugs(scope.citySlugs)
        const unknown = scope.citySlugs.filter((s) => !found.some((c) => c.id === s))
        if (unknown.length > 0) return yield* new UnknownCities({ slugs: unknown })
        return computeIndicators({
          holdings: yield* assets.all(owner.id, portfolioId),
          profile: owner.profile,
          cities: found,
          taxYear: new Date(now).getUTCFullYear()
        })
      })
    }
  })
)
