import { AssetCreate, AssetFactor, AssetUpdate, DividendFrequency, Region } from "@fire/domain/Asset"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** A holding as answered: exact amounts as JSON numbers, the market value also in integer minor units. */
export const AssetView = Schema.Struct({
  id: Schema.String,
  portfolioId: Schema.String,
  isin: Schema.String,
  name: Schema.String,
  quantity: Schema.Finite.annotate({ description: "Units held (stored exactly as a decimal)" }),
  unitPrice: Schema.Finite.annotate({ description: "Price of one unit in `currency` (stored exactly)" }),
  currency: Schema.String,
  marketValue: Schema.Finite.annotate({ description: "quantity x unitPrice in `currency`, rounded to minor units" }),
  marketValueMinor: Schema.Int.annotate({
    description: "The market value in integer minor units of `currency` (cents for EUR, yen for JPY)"
  }),
  assetFactor: AssetFactor,
  region: Region,
  dividendYield: Schema.NullOr(Schema.Finite),
  dividendFrequency: Schema.NullOr(DividendFrequency),
  ongoingCharge: Schema.NullOr(Schema.Finite),
  createdAt: Schema.String,
  updatedAt: Schema.String
}).annotate({ title: "Asset" })
export type AssetView = typeof AssetView.Type

const AssetIdParam = { assetId: Schema.String.check(Schema.isUUID()) }

/** Query of `GET /assets`. */
export const AssetListQuery = {
  portfolioId: Schema.optionalKey(
    Schema.String.check(Schema.isUUID()).annotate({ description: "Only this portfolio's holdings" })
  ),
  limit: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })).annotate({ description: "1 to 100, default 50" })
  ),
  offset: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })).annotate({ description: "Default 0" })
  )
}

/** Holdings (spec 1 Assets area): list, create, read, update, delete; owner-scoped. */
export class AssetApi extends HttpApiGroup.make("assets")
  .add(
    HttpApiEndpoint.get("list", "/assets", { query: AssetListQuery, success: SuccessList(AssetView) }).annotateMerge(
      OpenApi.annotations({ summary: "List your holdings", description: "Oldest first; `portfolioId` filters" })
    ),
    HttpApiEndpoint.post("create", "/assets", {
      payload: AssetCreate,
      success: Success(AssetView).pipe(HttpApiSchema.status(201))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Add a holding",
        description:
          "The ISIN's check digit is verified. One holding per ISIN and portfolio: a duplicate is 409 `CONFLICT`. " +
          "A `portfolioId` that is not one of yours is 400 `VALIDATION_ERROR` at `body.portfolioId`."
      })
    ),
    HttpApiEndpoint.get("get", "/assets/:assetId", { params: AssetIdParam, success: Success(AssetView) }).annotateMerge(
      OpenApi.annotations({ summary: "Read a holding" })
    ),
    HttpApiEndpoint.put("update", "/assets/:assetId", {
      params: AssetIdParam,
      payload: AssetUpdate,
      success: Success(AssetView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Update a holding",
        description:
          "Partial: given fields are set, absent kept, `null` clears dividendYield, dividendFrequency or ongoingCharge."
      })
    ),
    HttpApiEndpoint.delete("remove", "/assets/:assetId", {
      params: AssetIdParam,
      success: Success(Schema.Struct({ id: Schema.String }))
    }).annotateMerge(OpenApi.annotations({ summary: "Delete a holding" }))
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Assets" })) {}
