import { ObjectLimits } from "@fire/domain/ObjectLimits"
import { PortfolioInput } from "@fire/domain/Portfolio"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { PageQuery, Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** A portfolio as answered. */
export const PortfolioView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  assetCount: Schema.Int.annotate({ description: "Number of holdings in the portfolio" }),
  createdAt: Schema.String,
  updatedAt: Schema.String
}).annotate({ title: "Portfolio" })
export type PortfolioView = typeof PortfolioView.Type

/** Default page size of the portfolio list. */
export const PORTFOLIO_PAGE = 50

const PortfolioIdParam = { portfolioId: Schema.String.check(Schema.isUUID()) }

/** Portfolios: named groups of holdings, owner-scoped (another user's portfolio is not found). */
export class PortfolioApi extends HttpApiGroup.make("portfolios")
  .add(
    HttpApiEndpoint.post("create", "/portfolios", {
      payload: PortfolioInput,
      success: Success(PortfolioView).pipe(HttpApiSchema.status(201))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Create a portfolio",
        description: "Names are unique per user, ignoring case: a second one is 409 `CONFLICT`."
      })
    ),
    HttpApiEndpoint.get("list", "/portfolios", {
      query: PageQuery(PORTFOLIO_PAGE),
      success: SuccessList(PortfolioView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List your portfolios",
        description: `Oldest first, each with its holding count, paginated (\`limit\` default ${PORTFOLIO_PAGE}); at most ${ObjectLimits.portfolios} portfolios per user`
      })
    ),
    HttpApiEndpoint.get("get", "/portfolios/:portfolioId", {
      params: PortfolioIdParam,
      success: Success(PortfolioView)
    }).annotateMerge(OpenApi.annotations({ summary: "Read a portfolio" })),
    HttpApiEndpoint.put("rename", "/portfolios/:portfolioId", {
      params: PortfolioIdParam,
      payload: PortfolioInput,
      success: Success(PortfolioView)
    }).annotateMerge(OpenApi.annotations({ summary: "Rename a portfolio", description: "409 when the name is taken" })),
    HttpApiEndpoint.delete("remove", "/portfolios/:portfolioId", {
      params: PortfolioIdParam,
      success: Success(Schema.Struct({ id: Schema.String }))
    }).annotateMerge(
      OpenApi.annotations({ summary: "Delete a portfolio", description: "Its holdings are deleted with it" })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Assets", description: "Portfolios and their holdings" })) {}
