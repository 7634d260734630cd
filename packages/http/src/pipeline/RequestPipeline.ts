import { type Caller, familyOfRoute } from "@fire/domain/RateLimitPolicy"
import { RateLimitStoreUnavailable } from "@fire/domain/RateLimitStore"
import { effectiveTier } from "@fire/domain/Subscription"
import { Cause, Clock, Context, Effect, Option } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import type * as Types from "effect/Types"
import { randomUUID } from "node:crypto"
import { ApiErrors, isApiError, toApiError } from "./Errors.js"
import { AppConfig } from "../config/AppConfig.js"
import { render, renderLogged, renderRateLimited } from "./ErrorResponse.js"
import { clientIp } from "./ClientIp.js"
import { SESSION_COOKIE } from "./Security.js"
import { changesState, isSameOrigin } from "./CrossSiteCheck.js"
import { type Credential, CurrentCredentialKind, CurrentPrincipal, CurrentSession, Identity } from "./Identity.js"
import { RateLimiter } from "./RateLimiter.js"
import { withStaticETag } from "./StaticAnswers.js"
import { CurrentRequestId } from "./RequestContext.js"
import type { RouteTable } from "../runtime/RouteTable.js"
import {
  applySessionCookie,
  CurrentSessionCookie,
  type SessionCookieAction,
  type SessionCookieSlot
} from "./SessionCookie.js"

/**
 * The global request pipeline, around every route including unknown ones: request id, 404/405,
 * body limits (413) and media type (415) before any handler reads the body, the error envelope
 * for every failure (no stack or SQL ever reaches a body), and one structured log line per request.
 */

/** The health check, answered even when identity and rate limits cannot be checked. */
const STATUS_PATH = "/api/v1/status"

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

/**
 * Only `application/json`, with at most a `charset` parameter of `utf-8` (JSON is UTF-8, RFC 8259):
 * no `+json` media type (their schemas are not ours) and no other charset (a `utf-16` body would
 * be read as UTF-8).
 */
export const isJsonMediaType = (contentType: string): boolean => {
  const [media, ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase())
  if (media !== "application/json") return false
  return parameters.every((parameter) => parameter === "" || /^charset=("?)utf-8\1$/.test(parameter))
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
      if (isApiError(error)) return renderLogged(error)
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
const routeNotFound = (
  method: string,
  path: string,
  url: string,
  routes: RouteTable
): HttpServerResponse.HttpServerResponse => {
  const route = routes.match(url)
  if (route === undefined || route.methods.includes(method)) return render(ApiErrors.endpointNotFound(method, path))
  return HttpServerResponse.setHeader(
    render(ApiErrors.methodNotAllowed(method, route.methods)),
    "allow",
    route.methods.join(", ")
  )
}

/**
 * The checks that answer before any handler reads the body of a known route (`route`, the served
 * route's pattern, undefined for none): too big (413, from
 * `Content-Length` alone) and not JSON (415). Chunked bodies are capped while read (MaxBodySize).
 */
const precheck = (
  request: HttpServerRequest.HttpServerRequest,
  route: string | undefined
): HttpServerResponse.HttpServerResponse | undefined => {
  if (!METHODS_WITH_BODY.has(request.method)) return undefined
  if (route === undefined) return undefined
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

/** Switches of the pipeline; `security: false` (no identity, no rate limits) exists for benchmarks only. */
export interface PipelineOptions {
  readonly security: boolean
}

/**
 * Identity and rate limits: every request counts once against each limit that applies to its
 * caller (the user of a valid credential, else the client IP), before anything else can answer;
 * over a limit it is a 429. A credential that does not verify is then a 401, also on public
 * endpoints (the client should learn its token is bad).
 */
const guard = (
  identity: Identity["Service"],
  limiter: RateLimiter["Service"],
  request: HttpServerRequest.HttpServerRequest,
  route: string | undefined,
  ip: string
) =>
  Effect.gen(function* () {
    const credential = yield* identity.resolve(request.headers.authorization, request.cookies[SESSION_COOKIE])
    const now = yield* Clock.currentTimeMillis
    const caller: Caller =
      credential._tag === "Authenticated"
        ? {
            _tag: "User",
            userId: credential.user.id,
            tier: effectiveTier(
              {
                tier: credential.user.subscriptionTier,
                status: credential.user.subscriptionStatus,
                trialEndsAt: credential.user.trialEndsAt
              },
              now
            )
          }
        : { _tag: "Anonymous", ip }
    // The family of the route the router will serve, whatever spelling of its path was sent.
    const outcome = yield* limiter.check(caller, familyOfRoute(route))
    return { credential, outcome }
  })

const anonymous: Credential = { _tag: "Anonymous" }

/**
 * Whether `path` is the web app's (its page, routes and assets: platform/WebApp.ts), not the API's
 * or the reference's. Those files are the same for everyone and carry no personal data, so they
 * are served without identity or rate limits: one page load is several files, and counting them
 * would spend an anonymous visitor's 10 requests a minute before the app asked the API anything.
 */
const isWebAppPath = (path: string): boolean =>
  !(path === "/api" || path.startsWith("/api/") || path === "/docs" || path.startsWith("/docs/"))

/**
 * The path of a request target as sent (`request.url`: an origin-form path and query, or an
 * absolute-form URL). Not `new URL(url, base)` on an origin-form target: it reads "//api/v1/x" as the
 * host "api" and the path "/v1/x".
 */
const targetPath = (url: string): string => {
  if (!url.startsWith("/")) return URL.parse(url, "http://localhost")?.pathname ?? url
  const end = url.search(/[?#]/)
  return end < 0 ? url : url.slice(0, end)
}

/**
 * `path` as the router compares it (effect's FindMyWay: percent-decoded, duplicate slashes as one,
 * any case), so that a spelling the router would serve as an API route is never taken for the web app's.
 */
const asRouted = (path: string): string => {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // a malformed escape: the router does not decode it either
    decoded = path
  }
  return decoded.replace(/\/{2,}/g, "/").toLowerCase()
}

/** The path of the development sign-in, which sets a session cookie without a credential. */
export const DEV_SESSION_PATH = "/api/v1/auth/dev-session"

/**
 * Whether a request must pass the same-origin check: it changes state and the session cookie
 * would authenticate it (no `Authorization` header), or it is the development sign-in (a
 * cross-site page must not sign a browser into another account).
 */
const needsSameOrigin = (request: HttpServerRequest.HttpServerRequest, path: string): boolean =>
  changesState(request.method) &&
  ((request.headers.authorization === undefined && request.cookies[SESSION_COOKIE] !== undefined) ||
    path === DEV_SESSION_PATH)

/** What the response does with the session cookie: a handler's decision, else the credential's. */
const cookieActionOf = (
  slot: SessionCookieSlot,
  credential: Credential,
  token: string | undefined
): SessionCookieAction | undefined => {
  if (slot.action !== undefined) return slot.action
  if (credential._tag === "Anonymous" && credential.staleSession === true) return { _tag: "Clear" }
  if (credential._tag === "Authenticated" && credential.session !== undefined && token !== undefined) {
    const renewed = credential.session.renewedUntil
    if (Option.isSome(renewed)) return { _tag: "Set", token, expiresAt: renewed.value }
  }
  return undefined
}

/** The global middleware layer. `routes` is the table of the served API. */
export const layer = (routes: RouteTable, options: PipelineOptions = { security: true }) =>
  HttpRouter.middleware(
    Effect.gen(function* () {
      const identity = yield* Identity
      const limiter = yield* RateLimiter
      const config = yield* AppConfig
      // The clock of the server's construction serves every request (tests move it; it is the real one otherwise).
      const clock = yield* Clock.Clock
      return (
        app: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>
      ): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled, HttpServerRequest.HttpServerRequest> =>
        Effect.gen(function* () {
          const started = yield* Clock.currentTimeMillis
          const request = yield* HttpServerRequest.HttpServerRequest
          const requestId = requestIdOf(request.headers["x-request-id"])
          const path = targetPath(request.url)
          // The pattern of the route the router will serve (one lookup), undefined when none does.
          const route = routes.route(request.method, request.url)
          const ip = clientIp(
            Option.getOrUndefined(request.remoteAddress),
            request.headers["x-forwarded-for"],
            config.trustedProxies
          )
          const cookieSlot: SessionCookieSlot = { action: undefined }
          const handle = (credential: Credential) =>
            app.pipe(
              // The request's services added to the fiber's context in one update. `Context.add` keeps
              // them as overlays on the server's context; `provideContext` (a merge) copied the whole
              // context, every service of the server, per request (docs/performance.md).
              Effect.updateContext((context: Context.Context<never>) =>
                context.pipe(
                  Context.add(CurrentSessionCookie, cookieSlot),
                  Context.add(
                    CurrentSession,
                    credential._tag === "Authenticated" ? Option.fromUndefinedOr(credential.session) : Option.none()
                  ),
                  Context.add(HttpIncomingMessage.MaxBodySize, MAX_BODY_BYTES as never),
                  Context.add(CurrentRequestId, requestId),
                  Context.add(
                    CurrentPrincipal,
                    credential._tag === "Authenticated" ? Option.some(credential.user) : Option.none()
                  ),
                  Context.add(CurrentCredentialKind, credential._tag === "Authenticated" ? credential.via : "none")
                )
              ),
              Effect.catchCause((cause) =>
                fromCause(cause, () => routeNotFound(request.method, path, request.url, routes))
              ),
              Effect.map(ensureEnvelope)
            )
          let response: HttpServerResponse.HttpServerResponse
          let personal = false
          // The rate-limit headers, set with the request's own headers in one copy of the response's.
          let limitHeaders: Readonly<Record<string, string>> | undefined
          // A request that reaches a route (the API's or the reference's) is always checked; another is
          // the web app's when its path, read as the router reads it, is outside /api and /docs.
          if (!options.security || (route === undefined && isWebAppPath(asRouted(path)))) {
            response = precheck(request, route) ?? (yield* handle(anonymous))
          } else {
            const guarded = yield* Effect.result(guard(identity, limiter, request, route, ip))
            if (guarded._tag === "Failure") {
              yield* Effect.logError("identity or rate-limit check failed", guarded.failure)
              // Fail closed, except the health check: it must still say what is down.
              response =
                path === STATUS_PATH && request.method === "GET"
                  ? yield* handle(anonymous)
                  : guarded.failure instanceof RateLimitStoreUnavailable
                    ? HttpServerResponse.setHeader(
                        render(ApiErrors.serviceUnavailable("Rate limits cannot be checked; retry with backoff")),
                        "retry-after",
                        "1"
                      )
                    : render(ApiErrors.databaseUnavailable())
            } else {
              const { credential, outcome } = guarded.success
              personal = credential._tag === "Authenticated"
              const answer = !outcome.admitted
                ? renderRateLimited(outcome.retryAfter, outcome.reported.resource)
                : credential._tag === "Rejected"
                  ? render(credential.reason === "expired" ? ApiErrors.tokenExpired() : ApiErrors.unauthorized())
                  : needsSameOrigin(request, path) && !isSameOrigin(request.headers)
                    ? render(ApiErrors.crossSiteRequest())
                    : (precheck(request, route) ?? (yield* handle(credential)))
              const cookie = cookieActionOf(cookieSlot, credential, request.cookies[SESSION_COOKIE])
              const tagged = withStaticETag(route, request.headers["if-none-match"], answer)
              response =
                cookie === undefined ? tagged : applySessionCookie(tagged, cookie, config.environment !== "development")
              limitHeaders = outcome.headers
            }
          }
          const finished = yield* Clock.currentTimeMillis
          yield* Effect.logInfo("request").pipe(
            Effect.annotateLogs({
              method: request.method,
              // The served route's pattern (one lookup); a path no route serves is logged as sent.
              route: route ?? path,
              status: response.status,
              durationMs: finished - started,
              requestId,
              clientIp: ip
            })
          )
          return HttpServerResponse.setHeaders(response, {
            ...limitHeaders,
            "x-request-id": requestId,
            "x-content-type-options": "nosniff",
            // An answer to a signed-in caller is theirs alone: no shared or browser cache keeps it.
            ...(personal ? { "cache-control": "no-store" } : {})
          })
        }).pipe(Effect.provideService(Clock.Clock, clock))
    }),
    { global: true }
  )
