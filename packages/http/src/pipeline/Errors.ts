import { Schema } from "effect"
import { isSqlError } from "effect/sql/SqlError"

/**
 * The error envelope of spec 2.1 and every HTTP error status of spec 7, in one place. Domain
 * packages raise tagged errors that know nothing of HTTP; `toApiError` attaches status and code.
 */

/** One invalid field: `path` names it as `<slot>.<field>...`, slot one of body, query, path, headers. */
export const FieldIssue = Schema.Struct({ path: Schema.String, message: Schema.String })
export type FieldIssue = typeof FieldIssue.Type

const envelope = <Codes extends ReadonlyArray<string>>(codes: Codes) => ({
  success: Schema.Literal(false),
  error: Schema.String,
  code: Schema.Literals(codes),
  message: Schema.optionalKey(Schema.String),
  details: Schema.optionalKey(Schema.Array(FieldIssue))
})

/** At most this many `details` entries are listed; `detailsOmitted` counts the rest (docs/api.md). */
export const MAX_DETAILS = 20

export class BadRequest extends Schema.Error<BadRequest>("BadRequest")(
  {
    ...envelope(["VALIDATION_ERROR", "MISSING_FIELD", "INVALID_JSON"] as const),
    detailsOmitted: Schema.optionalKey(
      Schema.Int.annotate({ description: `Invalid fields beyond the first ${MAX_DETAILS} listed in \`details\`` })
    )
  },
  {
    httpApiStatus: 400,
    description: `Invalid input: \`details\` names the invalid fields (at most ${MAX_DETAILS}; \`detailsOmitted\` counts the rest)`
  }
) {}

export class Unauthorized extends Schema.Error<Unauthorized>("Unauthorized")(
  envelope(["UNAUTHORIZED", "TOKEN_EXPIRED"] as const),
  { httpApiStatus: 401, description: "Missing, invalid or expired credentials" }
) {}

export class Forbidden extends Schema.Error<Forbidden>("Forbidden")(
  envelope(["FORBIDDEN", "SUBSCRIPTION_REQUIRED", "CSRF_REJECTED"] as const),
  { httpApiStatus: 403, description: "Authenticated, but not permitted" }
) {}

export class NotFound extends Schema.Error<NotFound>("NotFound")(
  envelope(["NOT_FOUND", "ENDPOINT_NOT_FOUND"] as const),
  {
    httpApiStatus: 404,
    description: "The resource (or, with ENDPOINT_NOT_FOUND, the endpoint) does not exist"
  }
) {}

export class MethodNotAllowed extends Schema.Error<MethodNotAllowed>("MethodNotAllowed")(
  envelope(["METHOD_NOT_ALLOWED"] as const),
  { httpApiStatus: 405, description: "The path exists, but not with this method; `Allow` lists the methods" }
) {}

export class Conflict extends Schema.Error<Conflict>("Conflict")(
  envelope(["CONFLICT", "OBJECT_LIMIT_REACHED"] as const),
  {
    httpApiStatus: 409,
    description:
      "The request conflicts with the current state; `OBJECT_LIMIT_REACHED`: you hold the most objects of this kind allowed"
  }
) {}

export class PayloadTooLarge extends Schema.Error<PayloadTooLarge>("PayloadTooLarge")(
  envelope(["PAYLOAD_TOO_LARGE"] as const),
  { httpApiStatus: 413, description: "The body exceeds 64 KiB" }
) {}

export class UnsupportedMediaType extends Schema.Error<UnsupportedMediaType>("UnsupportedMediaType")(
  envelope(["UNSUPPORTED_MEDIA_TYPE"] as const),
  { httpApiStatus: 415, description: "The body is not `application/json`" }
) {}

export class RateLimited extends Schema.Error<RateLimited>("RateLimited")(
  { ...envelope(["RATE_LIMITED"] as const), retryAfter: Schema.Int },
  { httpApiStatus: 429, description: "Too many requests: wait `retryAfter` seconds" }
) {}

export class InternalError extends Schema.Error<InternalError>("InternalError")(envelope(["INTERNAL_ERROR"] as const), {
  httpApiStatus: 500,
  description: "Unexpected error; nothing internal is disclosed"
}) {}

export class ServiceUnavailable extends Schema.Error<ServiceUnavailable>("ServiceUnavailable")(
  envelope(["SERVICE_UNAVAILABLE", "DATABASE_ERROR"] as const),
  { httpApiStatus: 503, description: "A dependency is down; retry with backoff" }
) {}

/** Every error body the API can answer with. */
export type ApiError =
  | BadRequest
  | Unauthorized
  | Forbidden
  | NotFound
  | MethodNotAllowed
  | Conflict
  | PayloadTooLarge
  | UnsupportedMediaType
  | RateLimited
  | InternalError
  | ServiceUnavailable

/** The error classes, for declaring on the API (OpenAPI lists each response). */
export const apiErrors = [
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  MethodNotAllowed,
  Conflict,
  PayloadTooLarge,
  UnsupportedMediaType,
  RateLimited,
  InternalError,
  ServiceUnavailable
] as const

const statusOf = new Map<Function, number>([
  [BadRequest, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [MethodNotAllowed, 405],
  [Conflict, 409],
  [PayloadTooLarge, 413],
  [UnsupportedMediaType, 415],
  [RateLimited, 429],
  [InternalError, 500],
  [ServiceUnavailable, 503]
])

/** The HTTP status of an API error. */
export const httpStatus = (error: ApiError): number => statusOf.get(error.constructor) ?? 500

/** The JSON body of an API error, exactly the envelope of spec 2.1 (no undefined members). */
export const errorBody = (error: ApiError): Record<string, unknown> => {
  const body: Record<string, unknown> = { success: false, error: error.error, code: error.code }
  if (error.message !== undefined && error.message !== "") body.message = error.message
  if (error.details !== undefined) body.details = error.details
  if (error instanceof BadRequest && error.detailsOmitted !== undefined) body.detailsOmitted = error.detailsOmitted
  if (error instanceof RateLimited) body.retryAfter = error.retryAfter
  return body
}

/** Constructors with the fixed `error` titles, so every code reads the same everywhere. */
export const ApiErrors = {
  /** A 400 listing the first `MAX_DETAILS` invalid fields and counting the rest. */
  validation: (details: ReadonlyArray<FieldIssue>, code: "VALIDATION_ERROR" | "MISSING_FIELD" = "VALIDATION_ERROR") => {
    const omitted = Math.max(0, details.length - MAX_DETAILS)
    const message = code === "MISSING_FIELD" ? "Required fields are missing" : "The request is invalid"
    return new BadRequest({
      success: false,
      error: "Validation failed",
      code,
      message: omitted > 0 ? `${message}; ${omitted} more invalid fields are not listed` : message,
      details: details.slice(0, MAX_DETAILS),
      ...(omitted > 0 ? { detailsOmitted: omitted } : {})
    })
  },
  invalidJson: () =>
    new BadRequest({
      success: false,
      error: "Invalid JSON",
      code: "INVALID_JSON",
      message: "The request body is not valid JSON",
      details: [{ path: "body", message: "Expected a valid JSON body" }]
    }),
  unauthorized: () => new Unauthorized({ success: false, error: "Unauthorized", code: "UNAUTHORIZED" }),
  tokenExpired: () =>
    new Unauthorized({ success: false, error: "Unauthorized", code: "TOKEN_EXPIRED", message: "Token has expired" }),
  forbidden: (message: string) => new Forbidden({ success: false, error: "Forbidden", code: "FORBIDDEN", message }),
  subscriptionRequired: (message = "This endpoint requires a Pro subscription") =>
    new Forbidden({ success: false, error: "Forbidden", code: "SUBSCRIPTION_REQUIRED", message }),
  crossSiteRequest: () =>
    new Forbidden({
      success: false,
      error: "Forbidden",
      code: "CSRF_REJECTED",
      message:
        "A request that changes state with the session cookie must come from this site's own pages " +
        "(Sec-Fetch-Site: same-origin, or an Origin equal to the Host)"
    }),
  notFound: (message: string) => new NotFound({ success: false, error: "Not found", code: "NOT_FOUND", message }),
  endpointNotFound: (method: string, path: string) =>
    new NotFound({
      success: false,
      error: "Endpoint not found",
      code: "ENDPOINT_NOT_FOUND",
      message: `No endpoint ${method} ${path}`
    }),
  methodNotAllowed: (method: string, allowed: ReadonlyArray<string>) =>
    new MethodNotAllowed({
      success: false,
      error: "Method not allowed",
      code: "METHOD_NOT_ALLOWED",
      message: `${method} is not allowed here; allowed: ${allowed.join(", ")}`
    }),
  conflict: (message: string) => new Conflict({ success: false, error: "Conflict", code: "CONFLICT", message }),
  objectLimitReached: (message: string) =>
    new Conflict({ success: false, error: "Limit reached", code: "OBJECT_LIMIT_REACHED", message }),
  payloadTooLarge: (limitBytes: number) =>
    new PayloadTooLarge({
      success: false,
      error: "Payload too large",
      code: "PAYLOAD_TOO_LARGE",
      message: `The body must be at most ${limitBytes} bytes`
    }),
  unsupportedMediaType: (contentType: string) =>
    new UnsupportedMediaType({
      success: false,
      error: "Unsupported media type",
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: `Content-Type must be application/json (charset utf-8 if any), got ${contentType === "" ? "none" : contentType}`
    }),
  rateLimited: (retryAfter: number, resource: string) =>
    new RateLimited({
      success: false,
      error: "Too many requests",
      code: "RATE_LIMITED",
      message: `Rate limit exceeded for ${resource}; retry after ${retryAfter} seconds`,
      retryAfter
    }),
  internal: () =>
    new InternalError({
      success: false,
      error: "Internal server error",
      code: "INTERNAL_ERROR",
      message: "An unexpected error occurred; it has been logged"
    }),
  databaseUnavailable: () =>
    new ServiceUnavailable({
      success: false,
      error: "Service unavailable",
      code: "DATABASE_ERROR",
      message: "The database is unavailable; retry with backoff"
    }),
  serviceUnavailable: (message: string) =>
    new ServiceUnavailable({ success: false, error: "Service unavailable", code: "SERVICE_UNAVAILABLE", message })
}

const apiErrorClasses: ReadonlyArray<Function> = apiErrors

/** Whether a value is already one of the API's error bodies. */
export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && apiErrorClasses.includes(u.constructor)

/**
 * The one mapping from failures raised below the HTTP layer to API errors. Unknown failures
 * become INTERNAL_ERROR (the caller logs the cause; the body never carries it).
 */
export const toApiError = (failure: unknown): ApiError => {
  if (isApiError(failure)) return failure
  if (isSqlError(failure)) return withCause(ApiErrors.databaseUnavailable(), failure)
  if (typeof failure === "object" && failure !== null && "_tag" in failure) {
    const tagged = failure as { readonly _tag: string; readonly message?: unknown }
    const message = typeof tagged.message === "string" ? tagged.message : tagged._tag
    switch (tagged._tag) {
      case "NotFoundError":
        return ApiErrors.notFound(message)
      case "ConflictError":
        return ApiErrors.conflict(message)
      case "ObjectLimitReached":
        return ApiErrors.objectLimitReached(message)
      case "InvalidFields": {
        // A use case's refusal of fields of the request body (domain/InvalidFields.ts).
        const refused = failure as unknown as { readonly issues: ReadonlyArray<{ field: string; message: string }> }
        return ApiErrors.validation(refused.issues.map((i) => ({ path: `body.${i.field}`, message: i.message })))
      }
      case "CoachProviderError": {
        // The provider's own words stay in the log (causeOf): they may name its internals.
        const timedOut = (failure as { readonly reason?: unknown }).reason === "Timeout"
        return withCause(
          ApiErrors.serviceUnavailable(
            `${timedOut ? "The AI provider did not answer in time" : "The AI provider is unavailable or gave an unusable answer"}; this request was not counted against your AI quota`
          ),
          failure
        )
      }
      case "AiQuotaExceeded": {
        const refused = failure as unknown as { readonly window: "day" | "month"; readonly retryAfter: number }
        return ApiErrors.rateLimited(refused.retryAfter, `ai:${refused.window}`)
      }
    }
  }
  return withCause(ApiErrors.internal(), failure)
}

const causes = new WeakMap<ApiError, unknown>()

const withCause = (error: ApiError, cause: unknown): ApiError => {
  causes.set(error, cause)
  return error
}

/**
 * The failure a 5xx error was mapped from by `toApiError`, for the log line that every mapped
 * 503 and 500 gets (docs/operations.md); never for the body.
 */
export const causeOf = (error: ApiError): unknown => causes.get(error)
