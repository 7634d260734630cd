import { type Asset, DuplicateIsin, marketValueMinor, PortfolioGone } from "@fire/domain/Asset"
import { minorToNumber } from "@fire/domain/Money"
import { HoldingNotFound, Holdings, PortfolioNotOwned } from "@fire/domain/money/Holdings"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import type { AssetView } from "./AssetApi.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { meta, ok } from "../pipeline/RequestContext.js"

const iso = (ms: number) => new Date(ms).toISOString()

/** A holding as answered: exact decimals as JSON numbers, the value in minor units and major units. */
export const toAssetView = (a: Asset): AssetView => {
  const minor = marketValueMinor(a)
  return {
    id: a.id,
    portfolioId: a.portfolioId,
    isin: a.isin,
    name: a.name,
    quantity: Number(a.quantity),
    unitPrice: Number(a.unitPrice),
    currency: a.currency,
    marketValue: minorToNumber(minor, a.currency),
    marketValueMinor: Number(minor),
    assetFactor: a.assetFactor,
    region: a.region,
    dividendYield: a.dividendYield ?? null,
    dividendFrequency: a.dividendFrequency ?? null,
    ongoingCharge: a.ongoingCharge ?? null,
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt)
  }
}

/**
 * The use case's refusals as API errors: a duplicate ISIN in a portfolio is 409 CONFLICT; a
 * portfolio that is not the caller's is 400 at the field that named it (`at`), whether it does not
 * exist or is another user's (one rule with GET /indicators).
 */
const mapError =
  (at = "body.portfolioId") =>
  (e: unknown) =>
    e instanceof DuplicateIsin
      ? ApiErrors.conflict(`This portfolio already holds ISIN ${e.isin}`)
      : e instanceof PortfolioGone || e instanceof PortfolioNotOwned
        ? ApiErrors.validation([{ path: at, message: "No such portfolio of yours" }])
        : e instanceof HoldingNotFound
          ? ApiErrors.notFound("No such asset")
          : toApiError(e)

export const layer = HttpApiBuilder.group(
  Api,
  "assets",
  Effect.fn(function* (handlers) {
    const holdings = yield* Holdings
    return handlers
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const limit = query.limit ?? 50
          const offset = query.offset ?? 0
          const page = yield* holdings.list(user.id, { portfolioId: query.portfolioId, limit, offset })
          const m = yield* meta
          return {
            success: true as const,
            data: page.items.map(toAssetView),
            meta: { ...m, total: page.total, limit, offset, hasMore: offset + page.items.length < page.total }
          }
        }).pipe(Effect.mapError(mapError("query.portfolioId")))
      )
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toAssetView(yield* holdings.create(user.id, payload)))
        }).pipe(Effect.mapError(mapError()))
      )
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toAssetView(yield* holdings.get(user.id, params.assetId)))
        }).pipe(Effect.mapError(mapError()))
      )
      .handle("update", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(toAssetView(yield* holdings.update(user.id, params.assetId, payload)))
        }).pipe(Effect.mapError(mapError()))
      )
      .handle("remove", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* holdings.remove(user.id, params.assetId)
          return yield* ok({ id: params.assetId })
        }).pipe(Effect.mapError(mapError()))
      )
  })
)
