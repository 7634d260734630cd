import { PortfolioNotFound, type PortfolioSummary, Portfolios } from "@fire/domain/money/Portfolios"
import { DuplicatePortfolioName, type Portfolio } from "@fire/domain/Portfolio"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { PORTFOLIO_PAGE, type PortfolioView } from "./PortfolioApi.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok, okList } from "../pipeline/RequestContext.js"
import { pageOf } from "../pipeline/Envelope.js"

const iso = (ms: number) => new Date(ms).toISOString()

/** A portfolio as answered. */
export const toPortfolioView = (p: Portfolio, assetCount: number): PortfolioView => ({
  id: p.id,
  name: p.name,
  assetCount,
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt)
})

/** The use case's refusals as API errors: a taken name is a conflict, a portfolio not the caller's 404. */
const mapError = (e: unknown) =>
  e instanceof DuplicatePortfolioName
    ? ApiErrors.conflict(`You already have a portfolio named ${JSON.stringify(e.name)}`)
    : e instanceof PortfolioNotFound
      ? ApiErrors.notFound("No such portfolio")
      : toApiError(e)

const view = (p: PortfolioSummary) => toPortfolioView(p.portfolio, p.assetCount)

export const layer = HttpApiBuilder.group(
  Api,
  "portfolios",
  Effect.fn(function* (handlers) {
    const portfolios = yield* Portfolios
    return handlers
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(view(yield* portfolios.create(user.id, payload.name)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = pageOf(query, PORTFOLIO_PAGE)
          const found = yield* portfolios.list(user.id, page)
          return yield* okList(found.items.map(view), found.total, page)
        }).pipe(Effect.mapError(mapError))
      )
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(view(yield* portfolios.get(user.id, params.portfolioId)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("rename", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(view(yield* portfolios.rename(user.id, params.portfolioId, payload.name)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("remove", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* portfolios.remove(user.id, params.portfolioId)
          return yield* ok({ id: params.portfolioId })
        }).pipe(Effect.mapError(mapError))
      )
  })
)
