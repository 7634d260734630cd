import type { paths } from "../../api/schema.js"

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never

/** A portfolio, as the API answers it. */
export type PortfolioView = Json<paths["/api/v1/portfolios"]["get"]["responses"]["200"]>["data"][number]
/** A holding, as the API answers it. */
export type AssetView = Json<paths["/api/v1/assets"]["get"]["responses"]["200"]>["data"][number]
/** The body of `POST /assets`. */
export type AssetCreate = Json<NonNullable<paths["/api/v1/assets"]["post"]["requestBody"]>>
/** The five indicators. */
export type IndicatorsView = Json<paths["/api/v1/indicators"]["get"]["responses"]["200"]>["data"]
/** The FI score and its components. */
export type FiScoreView = Json<paths["/api/v1/fi-score"]["get"]["responses"]["200"]>["data"]
/** One day of the FI score's history. */
export type FiScoreSnapshot = Json<paths["/api/v1/fi-score/history"]["get"]["responses"]["200"]>["data"][number]
/** The body and the answer of `POST /portfolio-health`. */
export type HealthInput = Json<NonNullable<paths["/api/v1/portfolio-health"]["post"]["requestBody"]>>
export type HealthView = Json<paths["/api/v1/portfolio-health"]["post"]["responses"]["200"]>["data"]
