import { Cause, Clock, Effect } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import { randomUUID } from "node:crypto"
import { type ApiError, ApiErrors, errorBody, httpStatus, isApiError, toApiError } from "../api/Errors.js"
import { CurrentRequestId } from "./RequestContext.js"
import type { RouteTable } from "./RouteTable.js"

/**
 * The global request pipeline, around every route including unknown ones: request id, 404/405,
 * body limits (413) and media type (415) before any handler reads the body, the error envelope
 * for every failure (no stack or SQL ever reaches a body), and one structured log line per request.
 */

/** Bodies above this are refused with 413 (spec 4.6, DESIGN.md). */
export const MAX_BODY_BYTES = 64 * 1024

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/

/** The incoming `X-Request-Id` when well formed, else a new UUID. */
export const requestIdOf = (header: string | undefined): string =>
  header !== undefined && REQUEST_ID.test(header) ? header : randomUUID()

const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"])

const hasBody = (request: HttpServerRequest.HttpServerRequest): boolean => {
  const length = request.headers["content-length"]
  if (length !== undefined) return Number(length) > 0
  return request.headers["transfer-encoding"] !== undefined
}

const isJsonMediaType = (contentType: string): boolean => {
  const media = contentType.split(";")[0]?.trim().toLowerCase() ?? ""
  return media === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(media)
}

/** Renders an API error as its JSON envelope with its status. */
export const render = (error: ApiError): HttpServerResponse.HttpServerResponse => {
  const response = HttpServerResponse.jsonUnsafe(errorBody(error), { status: httpStatus(error) })
  return error.code === "RATE_LIMITED"
    ? HttpServerResponse.setHeader(response, "retry-after", String(error.retryAfter))
    : response
}

const isBodyTooLarge = (defect: unknown): boolean =>
  HttpServerError.isHttpServerError(defect) &&
  defect.reason._tag === "RequestParseError" &&
  defect.reason.reason === "BodyTooLarge"

const isRouteNotFound = (error: unknown): boolean =>
  HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound"

/** Turns whatever a route failed with into a response, logging what must not reach the client. */
const fromCause = (
  cause: Cause.Cause<unknown>,
  notFound: () => HttpServerResponse.HttpServerResponse
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  for (const reason of cause.reasons) {
    if (Cause.isFailReason(reason)) {
      const error = reason.error
      if (isRouteNotFound(error)) return Effect.succeed(notFound())
      if (isApiError(error)) return Effect.succeed(render(error))
      const mapped = toApiError(error)
      return mapped.code === "INTERNAL_ERROR" || mapped.code === "DATABASE_ERROR"
        ? Effect.as(Effect.logError("request failed", Cause.pretty(cause)), render(mapped))
        : Effect.succeed(render(mapped))
    }
    if (Cause.isDieReason(reason) && isBodyTooLarge(reason.defect)) {
      return Effect.succeed(render(ApiErrors.payloadTooLarge(MAX_BODY_BYTES)))
    }
  }
  if (Cause.hasInterruptsOnly(cause)) {
    return Effect.succeed(render(ApiErrors.serviceUnavailable("The request was interrupted")))
  }
  return Effect.as(Effect.logError("request failed", Cause.pretty(cause)), render(ApiErrors.internal()))
}

/** Replaces a bodiless or non-JSON error response produced below us with the envelope. */
const ensureEnvelope = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.status < 400) return response
  const contentType = response.headers["content-type"] ?? ""
  if (contentType.includes("json")) return response
  switch (response.status) {
    case 400:
      return render(ApiErrors.validation([]))
    case 404:
      return render(ApiErrors.notFound("Not found"))
    case 413:
      return render(ApiErrors.payloadTooLarge(MAX_BODY_BYTES))
    case 415:
      return render(ApiErrors.unsupportedMediaType(""))
    case 503:
      return render(ApiErrors.serviceUnavailable("Service temporarily unavailable"))
    default:
      return response.status >= 500 ? render(ApiErrors.internal()) : response
  }
}

/** 404 for an unknown path, 405 (with `Allow`) for a known path without this method. */
const routeNotFound = (method: string, path: string, routes: RouteTable): HttpServerResponse.HttpServerResponse => {
  const route = routes.match(path)
  if (route === undefined || route.methods.includes(method)) return render(ApiErrors.endpointNotFound(method, path))
  return HttpServerResponse.setHeader(
    render(ApiErrors.methodNotAllowed(method, route.methods)),
    "allow",
    route.methods.join(", ")
  )
}

/**
 * The checks that answer before any handler reads the body of a known route: too big (413, from
 * `Content-Length` alone) and not JSON (415). Chunked bodies are capped while read (MaxBodySize).
 */
const precheck = (
  request: HttpServerRequest.HttpServerRequest,
  path: string,
  routes: RouteTable
): HttpServerResponse.HttpServerResponse | undefined => {
  if (!METHODS_WITH_BODY.has(request.method)) return undefined
  const route = routes.match(path)
  if (route === undefined || !route.methods.includes(request.method)) return undefined
  const length = Number(request.headers["content-length"] ?? "0")
  if (length > MAX_BODY_BYTES) {
    // Answered from the header alone; the connection closes so the unread body is dropped.
    return HttpServerResponse.setHeader(render(ApiErrors.payloadTooLarge(MAX_BODY_BYTES)), "connection", "close")
  }
  if (hasBody(request) && !isJsonMediaType(request.headers["content-type"] ?? "")) {
    return render(ApiErrors.unsupportedMediaType(request.headers["content-type"] ?? ""))
  }
  return undefined
}

/** The global middleware layer. `routes` is the table of the served API. */
export const layer = (routes: RouteTable) =>
  HttpRouter.middleware(
    (app): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest> =>
      Effect.gen(function* () {
        const started = yield* Clock.currentTimeMillis
        const request = yield* HttpServerRequest.HttpServerRequest
        const requestId = requestIdOf(request.headers["x-request-id"])
        const path = new URL(request.url, "http://localhost").pathname
        const early = precheck(request, path, routes)
        const response =
          early ??
          (yield* app.pipe(
            Effect.provideService(HttpIncomingMessage.MaxBodySize, MAX_BODY_BYTES as never),
            Effect.provideService(CurrentRequestId, requestId),
            Effect.catchCause((cause) => fromCause(cause, () => routeNotFound(request.method, path, routes))),
            Effect.map(ensureEnvelope)
          ))
        const finished = yield* Clock.currentTimeMillis
        yield* Effect.logInfo("request").pipe(
          Effect.annotateLogs({
            method: request.method,
            route: routes.match(path)?.pattern ?? path,
            status: response.status,
            durationMs: finished - started,
            requestId
          })
        )
        return HttpServerResponse.setHeader(response, "x-request-id", requestId)
      }),
    { global: true }
  )
