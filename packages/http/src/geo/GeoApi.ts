import { City, CitySlug } from "@fire/domain/City"
import { citySortKeys, MAX_CITY_LIST_LIMIT, sortOrders } from "@fire/domain/GeoQuery"
import { MAX_RECOMMENDATIONS } from "@fire/domain/Recommendation"
import { preferenceTags } from "@fire/domain/RecommendationPreferences"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"
import { Text } from "@fire/domain/Text"

/**
 * The Geo area (spec 4.3, 4.4): the city list, a city, a comparison (public) and the personalised
 * recommendations (authenticated). Formulas, tags and the FX source: docs/geo.md.
 */

const between = (minimum: number, maximum: number) => Schema.isBetween({ minimum, maximum })
const FilterText = Text(1, 100)

/** The City of spec 2.3 as a plain struct (responses carry JSON values, not class instances). */
export const CityView = Schema.Struct(City.fields).annotate({ title: "City" })

/** Query of `GET /geo/cities` and `GET /public/cities` (spec 4.3). */
export const CityListQuery = {
  region: Schema.optionalKey(
    FilterText.annotate({
      description:
        "Admin region (e.g. `Catalonia`) or continent (`europe`, `asia`, `north-america`, `latin-america`, " +
        "`africa`, `oceania`, `middle-east`); case, accents, spaces and hyphens are ignored"
    })
  ),
  country: Schema.optionalKey(
    FilterText.annotate({ description: "Country name (e.g. `Portugal`) or ISO alpha-2 code (`PT`), case-insensitive" })
  ),
  maxCost: Schema.optionalKey(
    Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1e7)).annotate({
      description: "Greater than 0: keeps cities whose monthly cost of living (EUR) is at most this"
    })
  ),
  minNomadScore: Schema.optionalKey(
    Schema.NullOr(Schema.Finite.check(between(0, 100))).annotate({
      description: "0 to 100 (or `null`: no filter): keeps cities whose nomad score is at least this"
    })
  ),
  schengen: Schema.optionalKey(Schema.Boolean.annotate({ description: "`true` or `false`" })),
  digitalNomadVisa: Schema.optionalKey(Schema.Boolean.annotate({ description: "`true` or `false`" })),
  sort: Schema.optionalKey(Schema.Literals(citySortKeys).annotate({ description: "Default `nomadScore`" })),
  order: Schema.optionalKey(Schema.Literals(sortOrders).annotate({ description: "Default `desc`" })),
  limit: Schema.optionalKey(
    Schema.Int.check(between(1, MAX_CITY_LIST_LIMIT)).annotate({ description: "1 to 100, default 20" })
  ),
  offset: Schema.optionalKey(
    Schema.NullOr(Schema.Int.check(between(0, 1_000_000))).annotate({
      description: "0 to 1000000 (or `null`), default 0; ties of the sort value are ordered by id"
    })
  )
}

/** Path parameter of a city: a slug (lowercase letters and digits, single hyphens), at most 100 characters. */
export const CitySlugParam = { slug: CitySlug.check(Schema.isMaxLength(100)) }

const CostLines = Schema.Struct({
  monthlyTotal: Schema.Finite,
  housing: Schema.Finite,
  food: Schema.Finite,
  transportation: Schema.Finite,
  utilities: Schema.Finite,
  entertainment: Schema.Finite,
  other: Schema.Finite
})

/** `GET /geo/compare` response data. */
export const CityComparisonView = Schema.Struct({
  baseline: Schema.String.annotate({ description: "Id of the first city, the one the others are measured against" }),
  cities: Schema.Array(CityView),
  comparison: Schema.Array(
    Schema.Struct({
      cityId: Schema.String,
      differences: CostLines.annotate({ description: "Per cost line `city - baseline`, EUR per month" }),
      monthlySavingVsFirst: Schema.Finite.annotate({
        description: "`baseline.monthlyTotal - city.monthlyTotal`, EUR per month (positive: cheaper)"
      }),
      annualSavingVsFirst: Schema.Finite.annotate({ description: "12 x monthlySavingVsFirst, EUR per year" })
    })
  )
})

/** `GET /geo/recommendations` response data (spec 4.4, plus `basis`). */
export const RecommendationsView = Schema.Struct({
  recommendations: Schema.Array(
    Schema.Struct({
      city: CityView,
      matchScore: Schema.Finite.annotate({ description: "0 to 100, docs/geo.md" }),
      savingsPerMonth: Schema.Finite.annotate({ description: "EUR per month against the current city or the budget" }),
      fiYearsGained: Schema.Finite.annotate({ description: "Years sooner to FI at this city (negative: later)" }),
      highlights: Schema.Array(Schema.String)
    })
  ),
  summary: Schema.Struct({
    potentialSavings: Schema.Finite.annotate({ description: "Mean savingsPerMonth of the recommendations" }),
    avgFiYearsGained: Schema.Finite.annotate({ description: "Mean fiYearsGained of the recommendations" })
  }),
  basis: Schema.Struct({
    savingsAgainst: Schema.Literals(["currentCity", "budget"]),
    currentCity: Schema.NullOr(Schema.String),
    budgetUsd: Schema.NullOr(Schema.Finite),
    budgetEur: Schema.NullOr(Schema.Finite),
    fx: Schema.Struct({
      usdPerEur: Schema.Finite,
      asOf: Schema.String,
      source: Schema.String,
      sourceUrl: Schema.String
    }),
    fiYearsGained: Schema.Struct({
      computed: Schema.Boolean,
      currency: Schema.NullOr(Schema.String),
      note: Schema.NullOr(Schema.String)
    }),
    preferences: Schema.Array(Schema.String)
  }).annotate({ description: "How the figures were made: reference of the savings, FX rate used, FI basis" })
})

export class GeoApi extends HttpApiGroup.make("geo")
  .add(
    HttpApiEndpoint.get("listCities", "/geo/cities", {
      query: CityListQuery,
      success: SuccessList(CityView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "List cities",
        description:
          "Filter, sort and page the city catalogue. Every invalid parameter is a VALIDATION_ERROR naming it."
      })
    ),
    HttpApiEndpoint.get("getCity", "/geo/cities/:slug", {
      params: CitySlugParam,
      success: Success(CityView)
    }).annotateMerge(OpenApi.annotations({ summary: "One city", description: "404 NOT_FOUND for an unknown slug" })),
    HttpApiEndpoint.get("compareCities", "/geo/compare", {
      query: {
        cities: Schema.String.check(Schema.isMaxLength(600)).annotate({
          description: "2 to 5 distinct comma-separated city slugs; the first is the baseline"
        })
      },
      success: Success(CityComparisonView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Compare cities",
        description: "Side by side, with per-line cost differences and the monthly saving of each against the first"
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "Geo", description: "City data, comparison (public)" })) {}

/** The parameters of the recommendations, in the query (GET) or a JSON body (POST), with the same bounds. */
const recommendationParameters = {
  budget: Schema.optionalKey(
    Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1e7)).annotate({
      description:
        "Monthly budget in USD (> 0), converted to EUR with the dated FX table; required when the profile has " +
        "no currentCitySlug of the catalogue"
    })
  ),
  preferences: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(500)).annotate({
      description: `Comma-separated tags from: ${preferenceTags.join(", ")}`
    })
  ),
  limit: Schema.optionalKey(
    Schema.Int.check(between(1, MAX_RECOMMENDATIONS)).annotate({ description: "1 to 50, default 10" })
  )
}

/** The recommendations' parameters as a JSON body (POST /geo/recommendations). */
export const RecommendationsRequest = Schema.Struct(recommendationParameters)

const recommendationsDescription =
  "Ranked by matchScore; savings against the profile's current city or the budget; FI years gained from " +
  "the profile. 20 requests per hour (GET and POST together). Formulas: docs/geo.md."

export class GeoRecommendationsApi extends HttpApiGroup.make("geoRecommendations")
  .add(
    HttpApiEndpoint.get("recommendations", "/geo/recommendations", {
      query: recommendationParameters,
      success: Success(RecommendationsView)
    }).annotateMerge(OpenApi.annotations({ summary: "City recommendations", description: recommendationsDescription }))
  )
  .add(
    HttpApiEndpoint.post("recommendationsByBody", "/geo/recommendations", {
      payload: RecommendationsRequest,
      success: Success(RecommendationsView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "City recommendations (parameters in a JSON body)",
        description: `As GET /geo/recommendations with budget, preferences and limit in the body. ${recommendationsDescription}`
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Geo recommendations", description: "Personalised (authenticated)" })) {}
