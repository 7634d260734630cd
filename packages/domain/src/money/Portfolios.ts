import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { randomUUID } from "node:crypto"
import type { ObjectLimitReached } from "../ObjectLimits.js"
import { type DuplicatePortfolioName, type Portfolio, PortfolioRepository } from "../Portfolio.js"
import type { UserId } from "../User.js"

/** The owner has no portfolio with this id (another user's portfolio is not theirs either). */
export class PortfolioNotFound extends Schema.TaggedError<PortfolioNotFound>()("PortfolioNotFound", {
  portfolioId: Schema.String
}) {}

/** A portfolio with the number of holdings in it. */
export interface PortfolioSummary {
  readonly portfolio: Portfolio
  readonly assetCount: number
}

/**
 * Portfolios as a use case: owner-scoped creation (names trimmed, unique per owner, at most
 * `ObjectLimits.portfolios`), listing with holding counts, reading, renaming and deleting (with
 * the holdings). Storage through `PortfolioRepository`; time from the effect `Clock`.
 */
export class Portfolios extends Context.Service<
  Portfolios,
  {
    readonly create: (
      owner: UserId,
      name: string
    ) => Effect.Effect<PortfolioSummary, DuplicatePortfolioName | ObjectLimitReached | SqlError>
    /** One page of the owner's portfolios, oldest first, and their total count. */
    readonly list: (
      owner: UserId,
      page: { readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<PortfolioSummary>; readonly total: number }, SqlError>
    readonly get: (owner: UserId, portfolioId: string) => Effect.Effect<PortfolioSummary, PortfolioNotFound | SqlError>
    readonly rename: (
      owner: UserId,
      portfolioId: string,
      name: string
    ) => Effect.Effect<PortfolioSummary, PortfolioNotFound | DuplicatePortfolioName | SqlError>
    /** Deletes the portfolio and its holdings. */
    readonly remove: (owner: UserId, portfolioId: string) => Effect.Effect<void, PortfolioNotFound | SqlError>
  }
>()("domain/money/Portfolios") {}

export const layer = Layer.effect(
  Portfolios,
  Effect.gen(function* () {
    const portfolios = yield* PortfolioRepository
    const withCount = (owner: UserId, portfolio: Portfolio) =>
      Effect.map(portfolios.list(owner), (all) => ({
        portfolio,
        assetCount: all.find((p) => p.portfolio.id === portfolio.id)?.assetCount ?? 0
      }))
    const found = (portfolioId: string) =>
      Option.match({
        onNone: () => Effect.fail(new PortfolioNotFound({ portfolioId })),
        onSome: (portfolio: Portfolio) => Effect.succeed(portfolio)
      })

    return {
      create: Effect.fn("Portfolios.create")(function* (owner, name) {
        const now = yield* Clock.currentTimeMillis
        const created = yield* portfolios.insert({
          id: randomUUID(),
          userId: owner,
          name: name.trim(),
          createdAt: now,
          updatedAt: now
        })
        return { portfolio: created, assetCount: 0 }
      }),
      list: Effect.fn("Portfolios.list")(function* (owner, page) {
        // At most ObjectLimits.portfolios rows: the page is cut from the whole (small) list.
        const all = yield* portfolios.list(owner)
        return { items: all.slice(page.offset, page.offset + page.limit), total: all.length }
      }),
      get: Effect.fn("Portfolios.get")(function* (owner, portfolioId) {
        const portfolio = yield* Effect.flatMap(portfolios.find(owner, portfolioId), found(portfolioId))
        return yield* withCount(owner, portfolio)
      }),
      rename: Effect.fn("Portfolios.rename")(function* (owner, portfolioId, name) {
        const now = yield* Clock.currentTimeMillis
        const renamed = yield* Effect.flatMap(
          portfolios.rename(owner, portfolioId, name.trim(), now),
          found(portfolioId)
        )
        return yield* withCount(owner, renamed)
      }),
      remove: Effect.fn("Portfolios.remove")(function* (owner, portfolioId) {
        if (!(yield* portfolios.remove(owner, portfolioId))) return yield* new PortfolioNotFound({ portfolioId })
      })
    }
  })
)
