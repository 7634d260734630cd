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
