import { Context, type Effect, type Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { ObjectLimitReached } from "./ObjectLimits.js"
import type { UserId } from "./User.js"
import { Text } from "./Text.js"

/** A named group of holdings owned by one user. Deleting it deletes its holdings. */

/** A portfolio's name: 1 to 100 characters, not only spaces; unique per owner (case-insensitive). */
export const PortfolioName = Text(1, 100)
  .check(Schema.makeFilter((s: string) => s.trim() !== "" || "must not be blank"))
  .annotate({ description: "1 to 100 characters, not blank; unique among your portfolios (ignoring case)" })

/** Body of `POST /portfolios` and `PUT /portfolios/{portfolioId}` (rename). */
export const PortfolioInput = Schema.Struct({ name: PortfolioName })
export type PortfolioInput = typeof PortfolioInput.Type

/** A portfolio as stored; times in epoch ms. */
export interface Portfolio {
  readonly id: string
  readonly userId: UserId
  readonly name: string
  readonly createdAt: number
  readonly updatedAt: number
}

/** A second portfolio of one owner with the same name (ignoring case). */
export class DuplicatePortfolioName extends Schema.TaggedError<DuplicatePortfolioName>()("DuplicatePortfolioName", {
  name: Schema.String
}) {}

/** Storage of portfolios (port), owner-scoped. */
export class PortfolioRepository extends Context.Service<
  PortfolioRepository,
  {
    /** Adds a portfolio; refused when the owner already holds `ObjectLimits.portfolios`. */
    readonly insert: (
      portfolio: Portfolio
    ) => Effect.Effect<Portfolio, SqlError | DuplicatePortfolioName | ObjectLimitReached>
    readonly find: (userId: UserId, id: string) => Effect.Effect<Option.Option<Portfolio>, SqlError>
    /** The owner's portfolios, oldest first, each with its number of holdings. */
    readonly list: (
      userId: UserId
    ) => Effect.Effect<ReadonlyArray<{ readonly portfolio: Portfolio; readonly assetCount: number }>, SqlError>
    readonly rename: (
      userId: UserId,
      id: string,
      name: string,
      now: number
    ) => Effect.Effect<Option.Option<Portfolio>, SqlError | DuplicatePortfolioName>
    /** Deletes the portfolio and its holdings; false when the owner has no such portfolio. */
    readonly remove: (userId: UserId, id: string) => Effect.Effect<boolean, SqlError>
  }
>()("domain/PortfolioRepository") {}
