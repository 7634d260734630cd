/**
 * Cross-site request forgery defence for cookie-authenticated requests (docs/auth.md): besides
 * SameSite=Lax, a request that changes state must come from the app's own origin. Browsers say
 * so in `Sec-Fetch-Site` (which script cannot set); older ones only send `Origin`, compared with
 * the `Host` the request was sent to. A request with neither is refused: a non-browser client
 * authenticates with a bearer credential, not the cookie.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** Whether `method` may change state, so a cookie-authenticated request of it is checked. */
export const changesState = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase())

/** Whether the request's headers show it was made by a page of the same origin. */
export const isSameOrigin = (headers: Readonly<Record<string, string | undefined>>): boolean => {
  const site = headers["sec-fetch-site"]
  if (site !== undefined) return site === "same-origin"
  const origin = headers.origin
  const host = headers.host
  if (origin === undefined || host === undefined || origin === "null") return false
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}
