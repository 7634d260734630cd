import { Cause, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { type ApiError, ApiErrors, causeOf, errorBody, httpStatus } from "./Errors.js"

/** Renders an API error as its JSON envelope with its status. */
export const render = (error: ApiError): HttpServerResponse.HttpServerResponse => {
  const response = HttpServerResponse.jsonUnsafe(errorBody(error), { status: httpStatus(error) })
  return error.code === "RATE_LIMITED"
    ? HttpServerResponse.setHeader(response, "retry-after", String(error.retryAfter))
    : response
}

/**
 * Renders an API error, first logging a 5xx with the failure it was mapped from (an SQL error
 * behind a `DATABASE_ERROR`), so no mapped 503 or 500 goes unexplained in the logs.
 */
export const renderLogged = (error: ApiError): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const status = httpStatus(error)
  if (status < 500) return Effect.succeed(render(error))
  const cause = causeOf(error)
  return Effect.as(
    Effect.logError("request failed").pipe(
      Effect.annotateLogs({
        status,
        code: error.code,
        cause: cause === undefined ? "not recorded" : Cause.pretty(Cause.fail(cause))
      })
    ),
    render(error)
  )
}

/** Distinct 429 answers kept at once (a `retryAfter` is at most a day of seconds, per resource). */
const RATE_LIMITED_KEPT = 1_024
const rateLimitedAnswers = new Map<string, HttpServerResponse.HttpServerResponse>()

/**
 * The 429 answer for `retryAfter` and `resource`, rendered once per distinct pair and then served
 * as it is (a response is immutable; the pipeline adds each request's own headers to a copy): a
 * refused request is the one a flood repeats, and constructing and encoding its error per request
 * was a third of its cost (docs/performance.md). The same bytes and headers as `render`.
 */
export const renderRateLimited = (retryAfter: number, resource: string): HttpServerResponse.HttpServerResponse => {
  const key = `${retryAfter} ${resource}`
  let response = rateLimitedAnswers.get(key)
  if (response === undefined) {
    if (rateLimitedAnswers.size >= RATE_LIMITED_KEPT) rateLimitedAnswers.clear()
    response = render(ApiErrors.rateLimited(retryAfter, resource))
    rateLimitedAnswers.set(key, response)
  }
  return response
}
