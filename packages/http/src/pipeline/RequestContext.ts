import { Clock, Context, Effect } from "effect"
import { API_VERSION, type ListMeta, type Meta } from "./Envelope.js"

/**
 * The id of the request being served. The request pipeline sets it (from a well-formed incoming
 * `X-Request-Id`, or a new UUID) before any handler runs.
 */
export const CurrentRequestId = Context.Reference<string>("fire/http/CurrentRequestId", {
  defaultValue: () => "unassigned"
})

/** `meta` for a success envelope: the injected clock's time and the current request id. */
export const meta: Effect.Effect<Meta> = Effect.gen(function* () {
  const now = yield* Clock.currentTimeMillis
  const requestId = yield* CurrentRequestId
  return { timestamp: new Date(now).toISOString(), requestId, version: API_VERSION }
})

/** Wraps a payload in the success envelope. */
export const ok = <A>(data: A): Effect.Effect<{ success: true; data: A; meta: Meta }> =>
  Effect.map(meta, (m) => ({ success: true as const, data, meta: m }))

/** Wraps one page of a list in the success envelope with the list meta of spec 2.2. */
export const okList = <A>(
  items: ReadonlyArray<A>,
  total: number,
  page: { readonly limit: number; readonly offset: number }
): Effect.Effect<{ success: true; data: ReadonlyArray<A>; meta: ListMeta }> =>
  Effect.map(meta, (m) => ({
    success: true as const,
    data: items,
    meta: { ...m, total, limit: page.limit, offset: page.offset, hasMore: page.offset + items.length < total }
  }))
