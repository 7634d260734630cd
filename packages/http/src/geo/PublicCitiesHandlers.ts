import { GeoQueries } from "@fire/domain/geo/GeoQueries"
import { Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { createHash } from "node:crypto"
import { Api } from "../Api.js"
import { geoApiError, okCityList } from "./GeoHandlers.js"
import { ok } from "../pipeline/RequestContext.js"

/** `Cache-Control` of the public city answers: shared caches may keep them five minutes. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=300"

/**
 * The strong entity tag of an answer: `"` + the first 32 hex digits of SHA-256 over the JSON of
 * what identifies the representation (the data, plus the pagination numbers of a list) + `"`.
 */
export const entityTag = (identity: unknown): string =>
  `"${createHash("sha256").update(JSON.stringify(identity)).digest("hex").slice(0, 32)}"`

/**
 * Whether `If-None-Match` matches `etag` (RFC 9110 13.1.2: `*`, or any listed tag by weak
 * comparison, so `W/"x"` matches `"x"`).
 */
export const noneMatchHits = (header: string | undefined, etag: string): boolean => {
  if (header === undefined) return false
  if (header.trim() === "*") return true
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag)
}

/** The answer: 304 without a body when the client's tag matches, else the envelope with the caching headers. */
const conditional = (ifNoneMatch: string | undefined, identity: unknown, body: unknown) => {
  const etag = entityTag(identity)
  const headers = { etag, "cache-control": PUBLIC_CACHE_CONTROL }
  return noneMatchHits(ifNoneMatch, etag)
    ? HttpServerResponse.empty({ status: 304, headers })
    : HttpServerResponse.jsonUnsafe(body, { headers })
}

/** Handlers of the public city list and detail: the Geo answers with caching headers and 304s. */
export const layer = HttpApiBuilder.group(
  Api,
  "publicCities",
  Effect.fn(function* (handlers) {
    const geo = yield* GeoQueries
    return handlers
      .handle("listPublicCities", ({ query, headers }) =>
        Effect.gen(function* () {
          const page = yield* geo.list(query)
          const body = yield* okCityList(page)
          const identity = { data: body.data, total: page.total, limit: page.limit, offset: page.offset }
          return conditional(headers["if-none-match"], identity, body)
        }).pipe(Effect.mapError(geoApiError))
      )
      .handle("getPublicCity", ({ params, headers }) =>
        Effect.gen(function* () {
          const city = yield* geo.get(params.slug)
          return conditional(headers["if-none-match"], { data: city }, yield* ok(city))
        }).pipe(Effect.mapError(geoApiError))
      )
  })
)
