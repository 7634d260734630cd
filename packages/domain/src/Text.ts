import { Schema } from "effect"

/**
 * Free text a person types: names, labels, cities, filters. One rule for all of it: U+0000 (NUL)
 * is refused at the field, since PostgreSQL cannot store it in `text` and would otherwise fail
 * the whole write as a database error (issue 12, defect 5).
 */

/** Refuses a string containing U+0000. */
export const isWithoutNul = Schema.makeFilter(
  (s: string) => !s.includes("\u0000") || "must not contain the NUL character (U+0000)"
)

/** Whether a string can be stored as text (it has no U+0000). */
export const isStorableText = (s: string): boolean => !s.includes("\u0000")

/** Free text of `min` to `max` characters without U+0000. */
export const Text = (min: number, max: number) =>
  Schema.String.check(Schema.isMinLength(min), Schema.isMaxLength(max), isWithoutNul)
