import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { randomUUID } from "node:crypto"
import {
  type Asset,
  type AssetCreate,
  AssetRepository,
  type AssetUpdate,
  applyAssetUpdate,
  type DuplicateIsin,
  type PortfolioGone
} from "../Asset.js"
import { decimalOfNumber } from "../Money.js"
import { PortfolioRepository } from "../Portfolio.js"
import type { UserId } from "../User.js"

/** The owner has no holding with this id (another user's holding is not theirs either). */
export class HoldingNotFound extends Schema.TaggedError<HoldingNotFound>()("HoldingNotFound", {
  assetId: Schema.String
}) {}

/**
 * A portfolio named as a filter or as a holding's home is not one of the owner's: it does not exist
 * or belongs to someone else (one refusal for both, so ids of others are not disclosed).
 */
export class PortfolioNotOwned extends Schema.TaggedError<PortfolioNotOwned>()("PortfolioNotOwned", {
  portfolioId: Schema.String
}) {}

/** One page of the owner's holdings and their total count. */
export interface HoldingPage {
  readonly items: ReadonlyArray<Asset>
  readonly total: number
}

/**
 * Holdings (assets) as a use case: owner-scoped listing, creation, reading, updating and deleting,
 * each holding in one of the owner's own portfolios. Storage through `AssetRepository` and
 * `PortfolioRepository`; time from the effect `Clock`.
 */
export class Holdings extends Context.Service<
  Holdings,
  {
    /** The owner's holdings (of one of their portfolios when given), oldest first. */
    readonly list: (
      owner: UserId,
      filter: { readonly portfolioId: string | undefined; readonly limit: number; readonly offset: number }
    ) => Effect.Effect<HoldingPage, PortfolioNotOwned | SqlError>
    /** Adds a holding to one of the owner's portfolios; quantity and price are kept as exact decimals. */
    readonly create: (
      owner: UserId,
      holding: AssetCreate
    ) => Effect.Effect<Asset, PortfolioNotOwned | DuplicateIsin | PortfolioGone | SqlError>
    readonly get: (owner: UserId, assetId: string) => Effect.Effect<Asset, HoldingNotFound | SqlError>
    /** Applies a partial update; moving the holding requires the target portfolio to be the owner's. */
    readonly update: (
      owner: UserId,
      assetId: string,
      update: AssetUpdate
    ) => Effect.Effect<Asset, HoldingNotFound | PortfolioNotOwned | DuplicateIsin | PortfolioGone | SqlError>
    readonly remove: (owner: UserId, assetId: string) => Effect.Effect<void, HoldingNotFound | SqlError>
  }
>()("domain/money/Holdings") {}

export const layer = Layer.effect(
  Holdings,
  Effect.gen(function* () {
    const assets = yield* AssetRepository
    const portfolios = yield* PortfolioRepository

    const requirePortfolio = (owner: UserId, portfolioId: string) =>
      Effect.flatMap(portfolios.find(owner, portfolioId), (found) =>
        Option.isSome(found) ? Effect.void : Effect.fail(new PortfolioNotOwned({ portfolioId }))
      )
    const found = (assetId: string) =>
      Option.match({
        onNone: () => Effect.fail(new HoldingNotFound({ assetId })),
        onSome: (asset: Asset) => Effect.succeed(asset)
      })

    return {
      list: Effect.fn("Holdings.list")(function* (owner, filter) {
        if (filter.portfolioId !== undefined) yield* requirePortfolio(owner, filter.portfolioId)
        return yield* assets.list(owner, filter)
      }),
      create: Effect.fn("Holdings.create")(function* (owner, holding) {
        const now = yield* Clock.currentTimeMillis
        yield* requirePortfolio(owner, holding.portfolioId)
        return yield* assets.insert({
          id: randomUUID(),
          userId: owner,
          portfolioId: holding.portfolioId,
          isin: holding.isin,
          name: holding.name,
          quantity: decimalOfNumber(holding.quantity) ?? "0",
          unitPrice: decimalOfNumber(holding.unitPrice) ?? "0",
          currency: holding.currency,
          assetFactor: holding.assetFactor,
          region: holding.region,
          dividendYield: holding.dividendYield ?? undefined,
          dividendFrequency: holding.dividendFrequency ?? undefined,
          ongoingCharge: holding.ongoingCharge ?? undefined,
          createdAt: now,
          updatedAt: now
        })
      }),
      get: Effect.fn("Holdings.get")(function* (owner, assetId) {
        return yield* Effect.flatMap(assets.find(owner, assetId), found(assetId))
      }),
      update: Effect.fn("Holdings.update")(function* (owner, assetId, update) {
        const now = yield* Clock.currentTimeMillis
        const current = yield* Effect.flatMap(assets.find(owner, assetId), found(assetId))
        if (update.portfolioId !== undefined && update.portfolioId !== current.portfolioId)
          yield* requirePortfolio(owner, update.portfolioId)
        return yield* Effect.flatMap(assets.update(applyAssetUpdate(current, update, now)), found(assetId))
      }),
      remove: Effect.fn("Holdings.remove")(function* (owner, assetId) {
        if (!(yield* assets.remove(owner, assetId))) return yield* new HoldingNotFound({ assetId })
      })
    }
  })
)
