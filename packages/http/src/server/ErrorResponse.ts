import { HttpServerResponse } from "effect/http"
import { type ApiError, errorBody, httpStatus } from "../api/Errors.js"

/** Renders an API error as its JSON envelope with its status. */
export const render = (error: ApiError): HttpServerResponse.HttpServerResponse => {
  const response = HttpServerResponse.jsonUnsafe(errorBody(error), { status: httpStatus(error) })
  return error.code === "RATE_LIMITED"
    ? HttpServerResponse.setHeader(response, "retry-after", String(error.retryAfter))
    : response
}
