import type { paths } from "../../api/schema.js"

/** A city of the catalogue, as the API answers it. */
export type CityView =
  paths["/api/v1/geo/cities"]["get"]["responses"]["200"]["content"]["application/json"]["data"][number]

/** The query of the city list. */
export type CityQuery = NonNullable<paths["/api/v1/geo/cities"]["get"]["parameters"]["query"]>

/** The list's paging, as the API answers it. */
export type ListMeta = paths["/api/v1/geo/cities"]["get"]["responses"]["200"]["content"]["application/json"]["meta"]

/** The comparison of `GET /geo/compare`. */
export type CityComparisonView =
  paths["/api/v1/geo/compare"]["get"]["responses"]["200"]["content"]["application/json"]["data"]

/** The answer of `POST /geo/recommendations`. */
export type RecommendationsView =
  paths["/api/v1/geo/recommendations"]["post"]["responses"]["200"]["content"]["application/json"]["data"]

/** The six cost lines, in the order the API lists them (their sum is the monthly total). */
export const COST_LINES = ["housing", "food", "transportation", "utilities", "entertainment", "other"] as const
