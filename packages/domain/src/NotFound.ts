import { Schema } from "effect"

/**
 * What a use case was asked for does not exist, or is not the caller's (owner-scoped: another user's
 * id is not found either). `message` is for the caller; the HTTP side answers it as 404 NOT_FOUND.
 */
export class NotFoundError extends Schema.TaggedError<NotFoundError>()("NotFoundError", {
  message: Schema.String
}) {}
