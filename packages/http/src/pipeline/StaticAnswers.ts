import { HttpServerResponse } from "effect/http"
import { createHash } from "node:crypto"

/**
 * Answers that are the same bytes for every caller between deploys carry a strong `ETag`, hashed
 * once per distinct body, and a request whose `If-None-Match` names it gets a bodiless 304: the
 * OpenAPI document (encoded once by effect's builder). The public city list and detail have their
 * own ETags (PublicCitiesHandlers.ts); answers in the success envelope (the tax country list, the
 * city list) carry a per-request `meta` (request id, time), so they are never byte-identical.
 */
const STATIC_ROUTES: ReadonlySet<string> = new Set(["/api/v1/openapi.json"])

const known = new Map<string, { readonly text: string; readonly etag: string }>()

/** `response` with its strong ETag, or a 304 when `ifNoneMatch` already names it; other routes unchanged. */
export const withStaticETag = (
  route: string | undefined,
  ifNoneMatch: string | undefined,
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse => {
  if (route === undefined || !STATIC_ROUTES.has(route) || response.status !== 200) return response
  if (response.body._tag !== "Uint8Array") return response
  const text = response.body.text ?? new TextDecoder().decode(response.body.body)
  let entry = known.get(route)
  if (entry === undefined || entry.text !== text) {
    entry = { text, etag: `"${createHash("sha256").update(text).digest("base64url")}"` }
    known.set(route, entry)
  }
  const etag = entry.etag
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag))
    return HttpServerResponse.empty({ status: 304, headers: { etag } })
  return HttpServerResponse.setHeader(response, "etag", etag)
}
