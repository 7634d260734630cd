import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Success, SuccessList } from "../pipeline/Envelope.js"
import { CityListQuery, CitySlugParam, CityView } from "./GeoApi.js"

/**
 * The public city list and detail (spec 1, public area): the same data as `/geo/cities`, cacheable.
 * Answers carry `Cache-Control: public, max-age=300` and a strong `ETag` over the data and the
 * pagination numbers (not the timestamp or request id); `If-None-Match` with a current tag is a 304
 * without a body.
 */

const ConditionalHeaders = {
  "if-none-match": Schema.optionalKey(
    Schema.String.annotate({ description: "An ETag of an earlier answer (or `*`): 304 when it still matches" })
  )
}

/** 304: the representation the client holds (its `If-None-Match`) is current; no body. */
const NotModified = HttpApiSchema.Empty(304).annotate({
  description: "Not modified: the ETag sent in If-None-Match is current (no body; ETag and Cache-Control repeated)"
})

export class PublicCitiesApi extends HttpApiGroup.make("publicCities")
  .add(
    HttpApiEndpoint.get("listPublicCities", "/public/cities", {
      query: CityListQuery,
      headers: ConditionalHeaders,
      success: [SuccessList(CityView), NotModified]
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Public city list",
        description:
          "As GET /geo/cities, with Cache-Control (public, 5 minutes) and ETag; If-None-Match answers 304 with no body"
      })
    ),
    HttpApiEndpoint.get("getPublicCity", "/public/cities/:slug", {
      params: CitySlugParam,
      headers: ConditionalHeaders,
      success: [Success(CityView), NotModified]
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Public city detail",
        description: "As GET /geo/cities/{slug}, with Cache-Control and ETag; If-None-Match answers 304 with no body"
      })
    )
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Public cities", description: "Cacheable city data without authentication" })
  ) {}
