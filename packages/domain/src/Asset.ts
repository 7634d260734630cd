import { Context, type Effect, type Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { CurrencyCode } from "./CurrencyCode.js"
import { Isin } from "./Isin.js"
import { decimalOfNumber, multiplyToMinor } from "./Money.js"
import type { UserId } from "./User.js"
import { Text } from "./Text.js"

/**
 * A holding of a portfolio: a security by ISIN, how many units at what unit price in which
 * currency, and what the indicators need to know about it (the engine's asset factor, region,
 * dividend yield and frequency, ongoing charge). Quantity and unit price are kept as exact decimal
 * strings (PostgreSQL `numeric`); the market value is computed in integer minor units.
 */

/** The engine's asset factors (packages/simulation parameter sets: docs/examples/parameter-set-*.json). */
export const assetFactors = ["us_equity", "us_bond_10y", "us_cash"] as const
export const AssetFactor = Schema.Literals(assetFactors).annotate({
  description: "The engine's asset factor the holding is modeled as: `us_equity`, `us_bond_10y` or `us_cash`"
})
export type AssetFactor = typeof AssetFactor.Type

/** Where a holding's issuers are, for region concentration. */
export const regions = [
  "global",
  "north_america",
  "europe",
  "asia_pacific",
  "emerging_markets",
  "latin_america",
  "middle_east_africa"
] as const
export const Region = Schema.Literals(regions)
export type Region = typeof Region.Type

/** How often a holding distributes; `none` for accumulating funds and non-payers. */
export const dividendFrequencies = ["none", "monthly", "quarterly", "semiannual", "annual"] as const
export const DividendFrequency = Schema.Literals(dividendFrequencies)
export type DividendFrequency = typeof DividendFrequency.Type

/** Payments a year of each frequency. */
export const paymentsPerYear: Readonly<Record<DividendFrequency, number>> = {
  none: 0,
  monthly: 12,
  quarterly: 4,
  semiannual: 2,
  annual: 1
}

const exactDecimal = (what: string) =>
  Schema.makeFilter(
    (n: number) => decimalOfNumber(n) !== undefined || `${what} must have at most 8 decimal places to be kept exactly`
  )

/** Units held: greater than 0, at most 1e12, at most 8 decimal places. */
export const Quantity = Schema.Finite.check(
  Schema.isGreaterThan(0),
  Schema.isLessThanOrEqualTo(1e12),
  exactDecimal("quantity")
).annotate({ description: "Units held: > 0, at most 1e12, at most 8 decimal places (stored exactly)" })

/** Price of one unit in `currency`: 0 to 1e9, at most 8 decimal places. */
export const UnitPrice = Schema.Finite.check(
  Schema.isGreaterThanOrEqualTo(0),
  Schema.isLessThanOrEqualTo(1e9),
  exactDecimal("unitPrice")
).annotate({ description: "Price of one unit in `currency`: 0 to 1e9, at most 8 decimal places (stored exactly)" })

/** Trailing annual dividend yield as a fraction of the unit price (0.02 = 2%), 0 to 0.5. */
export const DividendYield = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 0.5 })).annotate({
  description: "Annual dividend yield as a fraction of the price (0.02 = 2 %), 0 to 0.5"
})

/** Ongoing charge (TER) as an annual fraction of value (0.0007 = 0.07%), 0 to 0.1. */
export const OngoingCharge = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 0.1 })).annotate({
  description: "Ongoing charge (TER), annual fraction of value (0.0022 = 0.22 %), 0 to 0.1"
})

const AssetName = Text(1, 200)
const Uuid = Schema.String.check(Schema.isUUID())

/** The description of a holding, as created. Yield, frequency and charge may be unknown (`null` or absent). */
export const AssetFields = {
  portfolioId: Uuid.annotate({ description: "The portfolio the holding belongs to (yours)" }),
  isin: Isin,
  name: AssetName,
  quantity: Quantity,
  unitPrice: UnitPrice,
  currency: CurrencyCode,
  assetFactor: AssetFactor,
  region: Region,
  dividendYield: Schema.optionalKey(Schema.NullOr(DividendYield)),
  dividendFrequency: Schema.optionalKey(Schema.NullOr(DividendFrequency)),
  ongoingCharge: Schema.optionalKey(Schema.NullOr(OngoingCharge))
}

/** Body of `POST /assets`. */
export const AssetCreate = Schema.Struct(AssetFields)
export type AssetCreate = typeof AssetCreate.Type

/** Body of `PUT /assets/{assetId}`: a partial update; absent keeps, `null` clears an optional field. */
export const AssetUpdate = Schema.Struct({
  portfolioId: Schema.optionalKey(AssetFields.portfolioId),
  isin: Schema.optionalKey(Isin),
  name: Schema.optionalKey(AssetName),
  quantity: Schema.optionalKey(Quantity),
  unitPrice: Schema.optionalKey(UnitPrice),
  currency: Schema.optionalKey(CurrencyCode),
  assetFactor: Schema.optionalKey(AssetFactor),
  region: Schema.optionalKey(Region),
  dividendYield: AssetFields.dividendYield,
  dividendFrequency: AssetFields.dividendFrequency,
  ongoingCharge: AssetFields.ongoingCharge
})
export type AssetUpdate = typeof AssetUpdate.Type

/** A holding as stored: quantity and unit price as exact decimal strings; times in epoch ms. */
export interface Asset {
  readonly id: string
  readonly userId: UserId
  readonly portfolioId: string
  readonly isin: string
  readonly name: string
  /** Exact decimal string, e.g. `"12.5"`. */
  readonly quantity: string
  /** Exact decimal string in `currency`, e.g. `"101.37"`. */
  readonly unitPrice: string
  readonly currency: string
  readonly assetFactor: AssetFactor
  readonly region: Region
  readonly dividendYield: number | undefined
  readonly dividendFrequency: DividendFrequency | undefined
  readonly ongoingCharge: number | undefined
  readonly createdAt: number
  readonly updatedAt: number
}

/** Market value of a holding in integer minor units of its currency (exact product, rounded half away from zero). */
export const marketValueMinor = (asset: Pick<Asset, "quantity" | "unitPrice" | "currency">): bigint =>
  multiplyToMinor(asset.quantity, asset.unitPrice, asset.currency)

/** The holding after an update: given fields set, `null` clears yield, frequency or charge, absent keeps. */
export const applyAssetUpdate = (asset: Asset, update: AssetUpdate, now: number): Asset => {
  const keep = <A>(value: A | null | undefined, current: A | undefined): A | undefined =>
    value === undefined ? current : value === null ? undefined : value
  return {
    ...asset,
    portfolioId: update.portfolioId ?? asset.portfolioId,
    isin: update.isin ?? asset.isin,
    name: update.name ?? asset.name,
    quantity: update.quantity === undefined ? asset.quantity : (decimalOfNumber(update.quantity) ?? asset.quantity),
    unitPrice:
      update.unitPrice === undefined ? asset.unitPrice : (decimalOfNumber(update.unitPrice) ?? asset.unitPrice),
    currency: update.currency ?? asset.currency,
    assetFactor: update.assetFactor ?? asset.assetFactor,
    region: update.region ?? asset.region,
    dividendYield: keep(update.dividendYield, asset.dividendYield),
    dividendFrequency: keep(update.dividendFrequency, asset.dividendFrequency),
    ongoingCharge: keep(update.ongoingCharge, asset.ongoingCharge),
    updatedAt: now
  }
}

/** A second holding with the same ISIN in one portfolio. */
export class DuplicateIsin extends Schema.TaggedError<DuplicateIsin>()("DuplicateIsin", {
  isin: Schema.String,
  portfolioId: Schema.String
}) {}

/** The holding's portfolio no longer exists (deleted while the holding was being written). */
export class PortfolioGone extends Schema.TaggedError<PortfolioGone>()("PortfolioGone", {
  portfolioId: Schema.String
}) {}

/** Storage of holdings (port). Every read and write is scoped to the owner. */
export class AssetRepository extends Context.Service<
  AssetRepository,
  {
    readonly insert: (asset: Asset) => Effect.Effect<Asset, SqlError | DuplicateIsin | PortfolioGone>
    /** Replaces the holding's fields; none when the owner has no such holding. */
    readonly update: (asset: Asset) => Effect.Effect<Option.Option<Asset>, SqlError | DuplicateIsin | PortfolioGone>
    readonly find: (userId: UserId, id: string) => Effect.Effect<Option.Option<Asset>, SqlError>
    /** The owner's holdings (of one portfolio when given), oldest first, and their total count. */
    readonly list: (
      userId: UserId,
      filter: { readonly portfolioId?: string | undefined; readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<Asset>; readonly total: number }, SqlError>
    /** Every holding of the owner (of one portfolio when given), for the indicators and the FI score. */
    readonly all: (userId: UserId, portfolioId?: string) => Effect.Effect<ReadonlyArray<Asset>, SqlError>
    /** Deletes; false when the owner has no such holding. */
    readonly remove: (userId: UserId, id: string) => Effect.Effect<boolean, SqlError>
  }
>()("domain/AssetRepository") {}
