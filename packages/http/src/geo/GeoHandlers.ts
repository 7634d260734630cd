import { type City, CitySlug } from "@fire/domain/City"
import { CityRepository } from "@fire/domain/CityRepository"
import { compareCities, MAX_COMPARED_CITIES, MIN_COMPARED_CITIES } from "@fire/domain/GeoComparison"
import { type CityQuery, cityListDefaults, hasMore } from "@fire/domain/GeoQuery"
import { DEFAULT_RECOMMENDATIONS, recommend } from "@fire/domain/Recommendation"
import { parsePreferences, preferenceTags } from "@fire/domain/RecommendationPreferences"
import { Clock, Effect, Schema } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import type { ListMeta } from "../pipeline/Envelope.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { encodedOnce, envelopeBytes, jsonBytes } from "../pipeline/EncodedEnvelope.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/** The decoded list query parameters (spec 4.3), before defaults. */
export interface CityListParams {
  readonly region?: string
  readonly country?: string
  readonly maxCost?: number
  readonly minNomadScore?: number | null
  readonly schengen?: boolean
  readonly digitalNomadVisa?: boolean
  readonly sort?: CityQuery["sort"]
  readonly order?: CityQuery["order"]
  readonly limit?: number
  readonly offset?: number | null
}

/** The list query of decoded parameters with the defaults of spec 4.3 (`null` = absent). */
export const cityQueryOf = (params: CityListParams): CityQuery => ({
  region: params.region,
  country: params.country,
  maxCost: params.maxCost,
  minNomadScore: params.minNomadScore ?? undefined,
  schengen: params.schengen,
  digitalNomadVisa: params.digitalNomadVisa,
  sort: params.sort ?? cityListDefaults.sort,
  order: params.order ?? cityListDefaults.order,
  limit: params.limit ?? cityListDefaults.limit,
  offset: params.offset ?? cityListDefaults.offset
})

/** The list envelope: the page, and `meta` with the pagination of spec 4.3. */
export const okList = <A>(data: ReadonlyArray<A>, page: { total: number; limit: number; offset: number }) =>
  Effect.map(meta, (m): { success: true; data: ReadonlyArray<A>; meta: ListMeta } => ({
    success: true,
    data,
    meta: {
      ...m,
      total: page.total,
      limit: page.limit,
      offset: page.offset,
      hasMore: hasMore(page.offset, data.length, page.total)
    }
  }))

const isSlug = Schema.is(CitySlug)

/** Reads `cities=a,b,...` of /geo/compare: 2 to 5 distinct slugs, or the VALIDATION_ERROR naming `query.cities`. */
export const parseComparedSlugs = (text: string) => {
  const slugs = text.split(",").map((s) => s.trim())
  const invalid = (message: string) => ApiErrors.validation([{ path: "query.cities", message }])
  if (slugs.length < MIN_COMPARED_CITIES || slugs.length > MAX_COMPARED_CITIES)
    return Effect.fail(
      invalid(
        `Expected ${MIN_COMPARED_CITIES} to ${MAX_COMPARED_CITIES} comma-separated city slugs, got ${slugs.length}`
      )
    )
  const bad = slugs.filter((s) => !isSlug(s))
  if (bad.length > 0)
    return Effect.fail(
      invalid(
        `Not a city slug (lowercase letters and digits with single hyphens): ${bad.map((s) => JSON.stringify(s)).join(", ")}`
      )
    )
  if (new Set(slugs).size !== slugs.length) return Effect.fail(invalid("Each city may appear only once"))
  return Effect.succeed(slugs)
}

/** The city of `slug`, or 404 NOT_FOUND. */
export const cityOrNotFound = (cities: CityRepository["Service"], slug: string) =>
  Effect.flatMap(cities.findBySlugs([slug]), ([city]) =>
    city === undefined ? Effect.fail(ApiErrors.notFound(`No city with id ${slug}`)) : Effect.succeed(city)
  )

/** Handlers of the public Geo group: list (from the database), detail, comparison. */
export const layer = HttpApiBuilder.group(
  Api,
  "geo",
  Effect.fn(function* (handlers) {
    const cities = yield* CityRepository
    const encodedPage = encodedOnce((page: ReadonlyArray<City>) => page)
    return handlers
      .handle("listCities", ({ query }) =>
        Effect.gen(function* () {
          const q = cityQueryOf(query)
          const page = yield* cities.list(q)
          const m = yield* meta
          // The rows were decoded and checked when seeded: re-validating 100 cities per request would
          // triple the time of the list (bench/geo-cities.bench.ts), so they are written as they are,
          // encoded once per page (the cached catalogue answers a query again with the same page).
          return jsonBytes(
            envelopeBytes(encodedPage(page.cities), {
              ...m,
              total: page.total,
              limit: q.limit,
              offset: q.offset,
              hasMore: hasMore(q.offset, page.cities.length, page.total)
            })
          )
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("getCity", ({ params }) =>
        Effect.flatMap(cityOrNotFound(cities, params.slug), ok).pipe(Effect.mapError(toApiError))
      )
      .handle("compareCities", ({ query }) =>
        Effect.gen(function* () {
          const slugs = yield* parseComparedSlugs(query.cities)
          const found = yield* cities.findBySlugs(slugs)
          const missing = slugs.filter((slug) => !found.some((city) => city.id === slug))
          if (missing.length > 0) return yield* ApiErrors.notFound(`No city with id ${missing.join(", ")}`)
          const [first, ...rest] = found
          return yield* ok(compareCities([first!, ...rest]))
        }).pipe(Effect.mapError(toApiError))
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
 * family): the pure `recommend` over the stored cities and the caller's profile. A refusal names the
 * parameter where it came from (`query.budget` or `body.budget`).
 */
export const recommendationsLayer = HttpApiBuilder.group(
  Api,
  "geoRecommendations",
  Effect.fn(function* (handlers) {
    const cities = yield* CityRepository
    const answer = (parameters: RecommendationParameters, from: "query" | "body") =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const parsed = parsePreferences(parameters.preferences ?? "")
        if (parsed._tag === "Unknown") {
          return yield* ApiErrors.validation([
            {
              path: `${from}.preferences`,
              message: `Unknown preference tag(s): ${parsed.unknown.join(", ")}; valid tags: ${preferenceTags.join(", ")}`
            }
          ])
        }
        const now = yield* Clock.currentTimeMillis
        const all = yield* cities.all
        const result = recommend(
          all,
          { budgetUsd: parameters.budget, tags: parsed.tags, limit: parameters.limit ?? DEFAULT_RECOMMENDATIONS },
          user.profile,
          new Date(now).getUTCFullYear()
        )
        if ("_tag" in result) {
          return yield* ApiErrors.validation([
            {
              path: `${from}.budget`,
              message: "Required when the profile has no currentCitySlug of the catalogue (monthly budget in USD, > 0)"
            }
          ])
        }
        return yield* ok(result)
      }).pipe(Effect.mapError(toApiError))
    return handlers
      .handle("recommendations", ({ query }) => answer(query, "query"))
      .handle("recommendationsByBody", ({ payload }) => answer(payload, "body"))
  })
)
