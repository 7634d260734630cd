import {
  type Asset,
  AssetRepository,
  applyAssetUpdate,
  DuplicateIsin,
  marketValueMinor,
  PortfolioGone
} from "@fire/domain/Asset"
import { decimalOfNumber, minorToNumber } from "@fire/domain/Money"
import { PortfolioRepository } from "@fire/domain/Portfolio"
import type { UserId } from "@fire/domain/User"
import { Clock, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
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

/** The domain's refusals as API errors: a duplicate ISIN in a portfolio is 409 CONFLICT. */
const mapError = (e: unknown) =>
  e instanceof DuplicateIsin
    ? ApiErrors.conflict(`This portfolio already holds ISIN ${e.isin}`)
    : e instanceof PortfolioGone
      ? ApiErrors.validation([{ path: "body.portfolioId", message: "No such portfolio of yours" }])
      : toApiError(e)

const notFound = () => ApiErrors.notFound("No such asset")

export const layer = HttpApiBuilder.group(
  Api,
  "assets",
  Effect.fn(function* (handlers) {
    const assets = yield* AssetRepository
    const portfolios = yield* PortfolioRepository
    /**
     * A portfolioId in a body or a query must be one of the caller's portfolios: else 400 at the
     * field, whether it does not exist or is another user's (one rule with GET /indicators).
     */
    const requirePortfolio = (userId: UserId, portfolioId: string, path = "body.portfolioId") =>
      Effect.flatMap(portfolios.find(userId, portfolioId), (found) =>
        Option.isSome(found)
          ? Effect.void
          : Effect.fail(ApiErrors.validation([{ path, message: "No such portfolio of yours" }]))
      )
    return handlers
      .handle("list", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (query.portfolioId !== undefined) yield* requirePortfolio(user.id, query.portfolioId, "query.portfolioId")
          const limit = query.limit ?? 50
          const offset = query.offset ?? 0
          const page = yield* assets.list(user.id, { portfolioId: query.portfolioId, limit, offset })
          const m = yield* meta
          return {
            success: true as const,
            data: page.items.map(toAssetView),
            meta: { ...m, total: page.total, limit, offset, hasMore: offset + page.items.length < page.total }
          }
        }).pipe(Effect.mapError(mapError))
      )
      .handle("create", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          yield* requirePortfolio(user.id, payload.portfolioId)
          const created = yield* assets.insert({
            id: randomUUID(),
            userId: user.id,
            portfolioId: payload.portfolioId,
            isin: payload.isin,
            name: payload.name,
            quantity: decimalOfNumber(payload.quantity) ?? "0",
            unitPrice: decimalOfNumber(payload.unitPrice) ?? "0",
            currency: payload.currency,
            assetFactor: payload.assetFactor,
            region: payload.region,
            dividendYield: payload.dividendYield ?? undefined,
            dividendFrequency: payload.dividendFrequency ?? undefined,
            ongoingCharge: payload.ongoingCharge ?? undefined,
            createdAt: now,
            updatedAt: now
          })
          return yield* ok(toAssetView(created))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("get", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* assets.find(user.id, params.assetId)
          if (Option.isNone(found)) return yield* notFound()
          return yield* ok(toAssetView(found.value))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("update", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const now = yield* Clock.currentTimeMillis
          const found = yield* assets.find(user.id, params.assetId)
          if (Option.isNone(found)) return yield* notFound()
          if (payload.portfolioId !== undefined && payload.portfolioId !== found.value.portfolioId)
            yield* requirePortfolio(user.id, payload.portfolioId)
          const updated = yield* assets.update(applyAssetUpdate(found.value, payload, now))
          if (Option.isNone(updated)) return yield* notFound()
          return yield* ok(toAssetView(updated.value))
        }).pipe(Effect.mapError(mapError))
      )
      .handle("remove", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          if (!(yield* assets.remove(user.id, params.assetId))) return yield* notFound()
          return yield* ok({ id: params.assetId })
        }).pipe(Effect.mapError(mapError))
      )
  })
)
