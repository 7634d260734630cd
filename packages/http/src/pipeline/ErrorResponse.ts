import { Cause, Effect } from "effect"
import { HttpServerResponse } from "effect/http"
import { type ApiError, causeOf, errorBody, httpStatus } from "./Errors.js"

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
