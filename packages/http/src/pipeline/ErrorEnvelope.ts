import { HttpApiMiddleware } from "effect/http-api"
import { apiErrors } from "./Errors.js"

/**
 * API-wide middleware that declares every error envelope of spec 7 on every endpoint (so the
 * OpenAPI document lists them and handlers may fail with any `ApiError`) and rewrites request
 * decoding failures into `VALIDATION_ERROR` / `MISSING_FIELD` / `INVALID_JSON` with `details`.
 */
export class ErrorEnvelope extends HttpApiMiddleware.Service<ErrorEnvelope>()("fire/http/ErrorEnvelope", {
  error: apiErrors
}) {}
