import { DuplicatePortfolioName, type Portfolio, PortfolioRepository } from "@fire/domain/Portfolio"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
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

/** The domain's refusals as API errors: a taken name is a conflict. */
const mapError = (e: unknown) =>
  e instanceof DuplicatePortfolioName
    ? ApiErrors.conflict(`You already have a portfolio named ${JSON.stringify(e.name)}`)
    : toApiError(e)

const notFound = () => ApiErrors.notFound("No such portfolio")

export const layer = HttpApiBuilder.group(
  Api,
  "portfolios",
  Effect.fn(function* (handlers) {
    const portfolios = yield* PortfolioRepository
    const countOf = (userId: Portfolio["userId"], id: string) =>
      Effect.map(portfolios.list(userId), (all) => all.find((p) => p.portfolio.id === id)?.assetCount ?? 0)
    return handlers
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const created = yield* portfolios.insert({
            id: randomUUID(),
            userId: user.id,
            name: payload.name.trim(),
            createdAt: now,
            updatedAt: now
          })
          return yield* ok(toPortfolioView(created, 0))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          // At most ObjectLimits.portfolios rows: the page is cut from the whole (small) list.
          const all = yield* portfolios.list(user.id)
          const page = pageOf(query, PORTFOLIO_PAGE)
          const items = all.slice(page.offset, page.offset + page.limit)
          return yield* okList(
            items.map((p) => toPortfolioView(p.portfolio, p.assetCount)),
            all.length,
            page
          )
        }).pipe(Effect.mapError(mapError))
      )
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* portfolios.find(user.id, params.portfolioId)
          if (Option.isNone(found)) return yield* notFound()
          return yield* ok(toPortfolioView(found.value, yield* countOf(user.id, found.value.id)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("rename", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const renamed = yield* portfolios.rename(user.id, params.portfolioId, payload.name.trim(), now)
          if (Option.isNone(renamed)) return yield* notFound()
          return yield* ok(toPortfolioView(renamed.value, yield* countOf(user.id, renamed.value.id)))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("remove", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!(yield* portfolios.remove(user.id, params.portfolioId))) return yield* notFound()
          return yield* ok({ id: params.portfolioId })
        }).pipe(Effect.mapError(mapError))
      )
  })
)
