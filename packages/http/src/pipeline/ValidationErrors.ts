import { Effect, Layer, Option, type Schema, SchemaIssue } from "effect"
import { HttpServerRequest } from "effect/http"
import type { HttpApiEndpoint } from "effect/http-api"
import { HttpApiSchemaError } from "effect/http-api/HttpApiError"
import type * as Types from "effect/Types"
import { ErrorEnvelope } from "./ErrorEnvelope.js"
import { type ApiError, ApiErrors, type FieldIssue, isApiError } from "./Errors.js"
import { Authenticated } from "./Security.js"
import { render, renderLogged } from "./ErrorResponse.js"
import { CurrentPrincipal } from "./Identity.js"
import { oversizedArrays } from "./PayloadBounds.js"
import { patternMessage } from "./PatternMessages.js"

/** Request slot of a decoding failure, as it prefixes `details[].path`. */
const slotOf = { Params: "path", Query: "query", Headers: "headers", Payload: "body" } as const

const JSON_PARSE_MESSAGE = "Expected a valid JSON body"

/**
 * Every field issue of a decoding failure, each with its full path, and whether all of them are
 * absent required fields (which the API reports as `MISSING_FIELD`, DESIGN.md).
 */
export const fieldIssues = (
  slot: string,
  issue: SchemaIssue.Issue
): { readonly details: ReadonlyArray<FieldIssue>; readonly onlyMissing: boolean } => {
  // Filters (range, pattern) report through the check hook, so count the missing keys and compare.
  let missing = 0
  const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
    leafHook: (leaf) => {
      if (leaf._tag === "MissingKey") missing++
      return leaf._tag === "MissingKey" ? "Required field is missing" : SchemaIssue.defaultLeafHook(leaf)
    },
    // A pattern's RegExp is no message for a person: a schema's own message first, else the sentence of PatternMessages.ts.
    checkHook: (check) => SchemaIssue.defaultCheckHook(check) ?? patternMessage(check.filter)
  })
  const details = formatter(issue).issues.map((i) => ({
    path: [slot, ...(i.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment))].join(
      "."
    ),
    message: i.message
  }))
  // One entry per field: several failed checks of one field are joined into one message.
  const byPath = new Map<string, Array<string>>()
  for (const d of details) byPath.set(d.path, [...(byPath.get(d.path) ?? []), d.message])
  const merged = [...byPath].map(([path, messages]) => ({ path, message: [...new Set(messages)].join("; ") }))
  return { details: merged, onlyMissing: missing > 0 && missing === details.length }
}

/** Maps a request decoding failure to the 400 envelope; a response encoding failure is a 500. */
export const toBadRequest = (error: HttpApiSchemaError): Effect.Effect<never, ApiError> => {
  if (error.kind === "Body" || error.kind === "ResponseHeaders") {
    return Effect.logError("response encoding failed", error.cause.message).pipe(
      Effect.andThen(Effect.fail(ApiErrors.internal()))
    )
  }
  const slot = slotOf[error.kind]
  const issue = error.cause.issue
  if (error.kind === "Payload" && issue._tag === "InvalidValue" && issue.annotations?.message === JSON_PARSE_MESSAGE) {
    return Effect.fail(ApiErrors.invalidJson())
  }
  const { details, onlyMissing } = fieldIssues(slot, issue)
  return Effect.fail(ApiErrors.validation(details, onlyMissing ? "MISSING_FIELD" : "VALIDATION_ERROR"))
}

/**
 * Refuses a JSON body whose arrays are longer than the endpoint's schema allows, before the
 * schema decodes a single element (PayloadBounds.ts). An endpoint behind `Authenticated` is only
 * checked for a known principal, so an anonymous caller still gets its 401 first; a body that
 * cannot be read or parsed is left to the decoder, which reports it.
 */
const checkArrayBounds = (
  endpoint: HttpApiEndpoint.Top,
  json: NonNullable<ReturnType<HttpApiEndpoint.Top["payload"]["get"]>>
) =>
  Effect.gen(function* () {
    if (endpoint.middlewares.has(Authenticated) && Option.isNone(yield* CurrentPrincipal)) return
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* Effect.option(request.json)
    if (Option.isNone(body)) return
    const issues = json.schemas.flatMap((schema) => oversizedArrays((schema as Schema.Top).ast, body.value))
    if (issues.length > 0) return yield* Effect.fail(ApiErrors.validation(issues))
  })

/**
 * The implementation of the API-wide error middleware: oversized arrays are refused before
 * decoding, decoding failures become 400s, and every API error is rendered by the one renderer
 * (`errorBody`), so no encoder adds or drops a member.
 */
export const layer = Layer.succeed(
  ErrorEnvelope,
  ErrorEnvelope.of((httpEffect, { endpoint }) => {
    // Only an endpoint with a JSON body has arrays to bound (a GET goes straight to its handler).
    const json = endpoint.payload.get("application/json")
    const checked =
      json === undefined || json.encoding._tag !== "Json"
        ? httpEffect
        : Effect.andThen(checkArrayBounds(endpoint, json), httpEffect)
    return Effect.catch(checked, (error: unknown) => {
      if (isApiError(error)) return renderLogged(error)
      if (HttpApiSchemaError.is(error)) {
        return Effect.catch(toBadRequest(error), (apiError) => Effect.succeed(render(apiError)))
      }
      return Effect.fail(error as Types.unhandled)
    })
  })
)
