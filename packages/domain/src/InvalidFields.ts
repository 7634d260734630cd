import { Schema } from "effect"

/**
 * A use case refused what it was given, field by field (a rule the input's schema cannot state: a
 * birth year in the future at the effect `Clock`'s now, a city slug not in the catalogue). `field`
 * names the field of the caller's input; the HTTP side answers 400 VALIDATION_ERROR with
 * `details` at `body.<field>`.
 */
export class InvalidFields extends Schema.TaggedError<InvalidFields>()("InvalidFields", {
  issues: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {}
