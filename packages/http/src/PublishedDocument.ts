/**
 * The OpenAPI document as published, after what effect's generator leaves for a linter to find is
 * fixed in one place (so groups and endpoints added later are covered too):
 * - groups that share a title (public and authenticated halves of one area) become one tag, with
 *   the first description one of them gives;
 * - a one-member `anyOf` (what a single literal or a refined string becomes) is replaced by its
 *   member, the outer keywords (a parameter's description) kept.
 * test/http/OpenApiLint.test.ts lints the result with Redocly's recommended rules.
 */

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

interface Tag {
  readonly name: string
  readonly description?: string
}

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** `value` with every one-member `anyOf` replaced by its member (recursively). */
const withoutSingleAnyOf = (value: Json): Json => {
  if (Array.isArray(value)) return value.map(withoutSingleAnyOf)
  if (!isObject(value)) return value
  const { anyOf, ...rest } = value
  if (Array.isArray(anyOf) && anyOf.length === 1 && isObject(anyOf[0]))
    return withoutSingleAnyOf({ ...anyOf[0], ...rest })
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutSingleAnyOf(entry)]))
}

/** One tag per name, in first-seen order, each with the first description given for that name. */
const mergedTags = (tags: ReadonlyArray<Tag>): ReadonlyArray<Tag> => {
  const byName = new Map<string, Tag>()
  for (const tag of tags) {
    const seen = byName.get(tag.name)
    if (seen === undefined) byName.set(tag.name, tag)
    else if (seen.description === undefined && tag.description !== undefined) byName.set(tag.name, { ...seen, ...tag })
  }
  return [...byName.values()]
}

/** The published form of a generated document (the `transform` of the API's OpenAPI annotations). */
export const publishedDocument = (spec: Record<string, unknown>): Record<string, unknown> => {
  const tidy = withoutSingleAnyOf(spec as Json) as Record<string, unknown>
  return Array.isArray(tidy.tags) ? { ...tidy, tags: mergedTags(tidy.tags as ReadonlyArray<Tag>) } : tidy
}
