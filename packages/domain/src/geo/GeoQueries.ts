import { Clock, Context, Effect, Layer, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { type City, CitySlug } from "../City.js"
import { CityRepository } from "../CityRepository.js"
import { type CityComparison, compareCities, MAX_COMPARED_CITIES, MIN_COMPARED_CITIES } from "../GeoComparison.js"
import { type CityQuery, cityListDefaults, hasMore } from "../GeoQuery.js"
import {
  DEFAULT_RECOMMENDATIONS,
  type RecommendationProfile,
  type Recommendations,
  recommend
} from "../Recommendation.js"
import { parsePreferences, preferenceTags } from "../RecommendationPreferences.js"

/** Cities the catalogue does not hold, in the order asked. */
export class CityNotFound extends Schema.TaggedError<CityNotFound>()("CityNotFound", {
  slugs: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return `No city with id ${this.slugs.join(", ")}`
  }
}

/**
 * A comparison that cannot be made: fewer than 2 or more than 5 cities (`Count`), entries that are
 * not city slugs (`NotSlugs`, the offending entries in `slugs`), or a city named twice (`Duplicates`).
 */
export class InvalidComparedCities extends Schema.TaggedError<InvalidComparedCities>()("InvalidComparedCities", {
  reason: Schema.Literals(["Count", "NotSlugs", "Duplicates"]),
  slugs: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return this.reason === "Count"
      ? `Expected ${MIN_COMPARED_CITIES} to ${MAX_COMPARED_CITIES} cities, got ${this.slugs.length}`
      : this.reason === "NotSlugs"
        ? `Not a city slug (lowercase letters and digits with single hyphens): ${this.slugs.map((s) => JSON.stringify(s)).join(", ")}`
        : "Each city may appear only once"
  }
}

/** Preference entries that are not tags of `preferenceTags`. */
export class UnknownPreferenceTags extends Schema.TaggedError<UnknownPreferenceTags>()("UnknownPreferenceTags", {
  unknown: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return `Unknown preference tag(s): ${this.unknown.join(", ")}; valid tags: ${preferenceTags.join(", ")}`
  }
}

/** Neither a budget nor a current city of the catalogue in the profile gives the savings a reference cost. */
export class NoRecommendationReference extends Schema.TaggedError<NoRecommendationReference>()(
  "NoRecommendationReference",
  {}
) {}

/**
 * A city list request (spec 4.3): the filters, order and page, each optional (absent, or `null`
 * where a query parameter may be empty, takes the default of `cityListDefaults`).
 */
export interface CityListRequest {
  readonly region?: string | undefined
  readonly country?: string | undefined
  readonly maxCost?: number | undefined
  readonly minNomadScore?: number | null | undefined
  readonly schengen?: boolean | undefined
  readonly digitalNomadVisa?: boolean | undefined
  readonly sort?: CityQuery["sort"] | undefined
  readonly order?: CityQuery["order"] | undefined
  readonly limit?: number | undefined
  readonly offset?: number | null | undefined
}

/**
 * One page of the list with its pagination. `cities` is the repository's page itself (the cached
 * catalogue answers a query asked again with the same array, which lets an adapter encode it once).
 */
export interface CityListPage {
  readonly cities: ReadonlyArray<City>
  readonly total: number
  readonly limit: number
  readonly offset: number
  readonly hasMore: boolean
}

/** A recommendation request: monthly budget in USD, comma-separated preference tags, how many (1..50, default 10). */
export interface RecommendationAsk {
  readonly budget?: number | undefined
  readonly preferences?: string | undefined
  readonly limit?: number | undefined
}

/** The list query of a request, with the defaults of spec 4.3. */
export const cityQueryOf = (request: CityListRequest): CityQuery => ({
  region: request.region,
  country: request.country,
  maxCost: request.maxCost,
  minNomadScore: request.minNomadScore ?? undefined,
  schengen: request.schengen,
  digitalNomadVisa: request.digitalNomadVisa,
  sort: request.sort ?? cityListDefaults.sort,
  order: request.order ?? cityListDefaults.order,
  limit: request.limit ?? cityListDefaults.limit,
  offset: request.offset ?? cityListDefaults.offset
})

const isSlug = Schema.is(CitySlug)

/**
 * The city catalogue's questions as a use case, shared by `/geo/*`, `/public/cities` and the
 * coach's `compare_cities` and `recommend_cities` tools: the filtered, sorted, paged list; one
 * city; two to five cities compared against the first; the cities ranked for a user's budget,
 * preferences and profile (the FI timeline's age at the effect `Clock`'s UTC year). Storage
 * through `CityRepository`; the rules are the pure functions of GeoQuery.ts, GeoComparison.ts and
 * Recommendation.ts.
 */
export class GeoQueries extends Context.Service<
  GeoQueries,
  {
    readonly list: (request: CityListRequest) => Effect.Effect<CityListPage, SqlError>
    readonly get: (slug: string) => Effect.Effect<City, CityNotFound | SqlError>
    /** The cities of `slugs`, in that order, against the first. */
    readonly compare: (
      slugs: ReadonlyArray<string>
    ) => Effect.Effect<CityComparison, InvalidComparedCities | CityNotFound | SqlError>
    readonly recommend: (
      profile: RecommendationProfile,
      ask: RecommendationAsk
    ) => Effect.Effect<Recommendations, UnknownPreferenceTags | NoRecommendationReference | SqlError>
  }
>()("domain/geo/GeoQueries") {}

export const layer = Layer.effect(
  GeoQueries,
  Effect.gen(function* () {
    const cities = yield* CityRepository
    return {
      // Untraced, as the rate limiter's check: the city list and a city page are read on every
      // request of their pages, and a traced `Effect.fn` builds a span and captures two stack traces
      // per call (about a twentieth of a city list's server CPU, docs/performance.md).
      list: Effect.fnUntraced(function* (request) {
        const query = cityQueryOf(request)
        const page = yield* cities.list(query)
        return {
          cities: page.cities,
          total: page.total,
          limit: query.limit,
          offset: query.offset,
          hasMore: hasMore(query.offset, page.cities.length, page.total)
        }
      }),
      get: Effect.fnUntraced(function* (slug) {
        const [city] = yield* cities.findBySlugs([slug])
        if (city === undefined) return yield* new CityNotFound({ slugs: [slug] })
        return city
      }),
      compare: Effect.fn("GeoQueries.compare")(function* (slugs) {
        if (slugs.length < MIN_COMPARED_CITIES || slugs.length > MAX_COMPARED_CITIES)
          return yield* new InvalidComparedCities({ reason: "Count", slugs })
        const bad = slugs.filter((s) => !isSlug(s))
        if (bad.length > 0) return yield* new InvalidComparedCities({ reason: "NotSlugs", slugs: bad })
        if (new Set(slugs).size !== slugs.length)
          return yield* new InvalidComparedCities({ reason: "Duplicates", slugs })
        const found = yield* cities.findBySlugs(slugs)
        const missing = slugs.filter((slug) => !found.some((city) => city.id === slug))
        if (missing.length > 0) return yield* new CityNotFound({ slugs: missing })
        const [first, ...rest] = found
        return compareCities([first!, ...rest])
      }),
      recommend: Effect.fn("GeoQueries.recommend")(function* (profile, ask) {
        const parsed = parsePreferences(ask.preferences ?? "")
        if (parsed._tag === "Unknown") return yield* new UnknownPreferenceTags({ unknown: parsed.unknown })
        const now = yield* Clock.currentTimeMillis
        const result = recommend(
          yield* cities.all,
          { budgetUsd: ask.budget, tags: parsed.tags, limit: ask.limit ?? DEFAULT_RECOMMENDATIONS },
          profile,
          new Date(now).getUTCFullYear()
        )
        if ("_tag" in result) return yield* new NoRecommendationReference()
        return result
      })
    }
  })
)
