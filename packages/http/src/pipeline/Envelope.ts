import { Schema } from "effect"

/** `meta` of every success envelope (spec 2.2). */
export const Meta = Schema.Struct({
  timestamp: Schema.String.annotate({ description: "ISO 8601 date-time the response was produced" }),
  requestId: Schema.String.annotate({ description: "Equal to the X-Request-Id response header" }),
  version: Schema.String.annotate({ description: "API version, `1.0`" })
})
export type Meta = typeof Meta.Type

/** `meta` of a paginated list (spec 2.2, 4.3). */
export const ListMeta = Schema.Struct({
  ...Meta.fields,
  total: Schema.Int,
  limit: Schema.Int,
  offset: Schema.Int,
  hasMore: Schema.Boolean
})
export type ListMeta = typeof ListMeta.Type

/** `{success: true, data, meta}` around a payload schema. */
export const Success = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ success: Schema.Literal(true), data, meta: Meta })

/** `{success: true, data, meta}` with list pagination in `meta`. */
export const SuccessList = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ success: Schema.Literal(true), data: Schema.Array(item), meta: ListMeta })

/** The API version reported in `meta.version` and by `/status`. */
export const API_VERSION = "1.0"

/**
 * `limit` and `offset` query parameters of a paginated list (spec 2.2): `limit` 1 to `maxLimit`
 * (default `defaultLimit`), `offset` 0 to 1,000,000 (default 0).
 */
export const PageQuery = (defaultLimit: number, maxLimit = 100) => ({
  limit: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxLimit })).annotate({
      description: `1 to ${maxLimit}, default ${defaultLimit}`
    })
  ),
  offset: Schema.optionalKey(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })).annotate({ description: "Default 0" })
  )
})

/** The page a `PageQuery` asks for, defaults applied. */
export const pageOf = (
  query: { readonly limit?: number | undefined; readonly offset?: number | undefined },
  defaultLimit: number
): { readonly limit: number; readonly offset: number } => ({
  limit: query.limit ?? defaultLimit,
  offset: query.offset ?? 0
})
