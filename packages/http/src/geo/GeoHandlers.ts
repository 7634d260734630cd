import type { City } from "@fire/domain/City"
import { MAX_COMPARED_CITIES, MIN_COMPARED_CITIES } from "@fire/domain/GeoComparison"
import {
  type CityListPage,
  CityNotFound,
  GeoQueries,
  InvalidComparedCities,
  NoRecommendationReference,
  UnknownPreferenceTags
} from "@fire/domain/geo/GeoQueries"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import type { ListMeta } from "../pipeline/Envelope.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { encodedOnce, envelopeResponse } from "../pipeline/EncodedEnvelope.js"
import { CurrentUser } from "../pipeline/Security.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/** The list's `meta`: the request's, with the pagination of spec 4.3. */
const listMeta = (page: CityListPage) =>
  Effect.map(
    meta,
    (m): ListMeta => ({ ...m, total: page.total, limit: page.limit, offset: page.offset, hasMore: page.hasMore })
  )

/** The list envelope: the page, and `meta` with the pagination of spec 4.3. */
export const okCityList = (page: CityListPage) =>
  Effect.map(listMeta(page), (m): { success: true; data: ReadonlyArray<City>; meta: ListMeta } => ({
    success: true,
    data: page.cities,
    meta: m
  }))

/** `cities=a,b,...` of /geo/compare as the slugs it lists (entries trimmed); the use case judges them. */
export const comparedSlugsOf = (text: string): ReadonlyArray<string> => text.split(",").map((s) => s.trim())

/**
 * The geo use case's refusals as API errors: an unknown city is 404 NOT_FOUND, a comparison that
 * cannot be made a VALIDATION_ERROR naming `query.cities`.
 */
export const geoApiError = (e: unknown) =>
  e instanceof CityNotFound
    ? ApiErrors.notFound(e.message)
    : e instanceof InvalidComparedCities
      ? ApiErrors.validation([
          {
            path: "query.cities",
            message:
              e.reason === "Count"
                ? `Expected ${MIN_COMPARED_CITIES} to ${MAX_COMPARED_CITIES} comma-separated city slugs, got ${e.slugs.length}`
                : e.message
          }
        ])
      : toApiError(e)

/** Handlers of the public Geo group: list (from the database), detail, comparison. */
export const layer = HttpApiBuilder.group(
  Api,
  "geo",
  Effect.fn(function* (handlers) {
    const geo = yield* GeoQueries
    const encodedPage = encodedOnce((page: ReadonlyArray<City>) => page)
    return handlers
      .handle("listCities", ({ query }) =>
        Effect.gen(function* () {
          const page = yield* geo.list(query)
          // The rows were decoded and checked when seeded: re-validating 100 cities per request would
          // triple the time of the list (bench/geo-cities.bench.ts), so they are written as they are,
          // encoded once per page (the cached catalogue answers a query again with the same page,
          // which GeoQueries.list passes on as it is).
          return envelopeResponse(encodedPage(page.cities), yield* listMeta(page))
        }).pipe(Effect.mapError(geoApiError))
      )
      .handle("getCity", ({ params }) => Effect.flatMap(geo.get(params.slug), ok).pipe(Effect.mapError(geoApiError)))
      .handle("compareCities", ({ query }) =>
        Effect.flatMap(geo.compare(comparedSlugsOf(query.cities)), ok).pipe(Effect.mapError(geoApiError))
      )
  })
)

/** The recommendations' parameters, from the query (GET) or the body (POST). */
interface RecommendationParameters {
  readonly budget?: number | undefined
  readonly preferences?: string | undefined
  readonly limit?: number | undefined
}

/**
 * Handlers of `GET /geo/recommendations` and `POST /geo/recommendations` (authenticated, one rate-limit
 * family): `GeoQueries.recommend` for the caller's profile. A refusal names the parameter where it
 * came from (`query.budget` or `body.budget`).
 */
export const recommendationsLayer = HttpApiBuilder.group(
  Api,
  "geoRecommendations",
  Effect.fn(function* (handlers) {
    const geo = yield* GeoQueries
    const answer = (parameters: RecommendationParameters, from: "query" | "body") =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        return yield* ok(yield* geo.recommend(user.profile, parameters))
      }).pipe(
        Effect.mapError((e) =>
          e instanceof UnknownPreferenceTags
            ? ApiErrors.validation([{ path: `${from}.preferences`, message: e.message }])
            : e instanceof NoRecommendationReference
              ? ApiErrors.validation([
                  {
                    path: `${from}.budget`,
                    message:
                      "Required when the profile has no currentCitySlug of the catalogue (monthly budget in USD, > 0)"
                  }
                ])
              : toApiError(e)
        )
      )
    return handlers
      .handle("recommendations", ({ query }) => answer(query, "query"))
      .handle("recommendationsByBody", ({ payload }) => answer(payload, "body"))
  })
)
