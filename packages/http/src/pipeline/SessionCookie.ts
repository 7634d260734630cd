import { Context } from "effect"
import { HttpServerResponse } from "effect/http"
import { SESSION_COOKIE } from "./Security.js"

/**
 * The session cookie on the way out. A handler (sign-in, sign-out) or the pipeline (sliding
 * refresh, a stale cookie) decides what the response does with it; the pipeline applies it once.
 */

/** Set the cookie to a token until `expiresAt` (epoch ms), or clear it. */
export type SessionCookieAction =
  | { readonly _tag: "Set"; readonly token: string; readonly expiresAt: number }
  | { readonly _tag: "Clear" }

/** The per-request slot a handler writes its decision into; the pipeline provides a fresh one. */
export interface SessionCookieSlot {
  action: SessionCookieAction | undefined
}

export const CurrentSessionCookie = Context.Reference<SessionCookieSlot>("fire/http/CurrentSessionCookie", {
  defaultValue: () => ({ action: undefined })
})

/**
 * Applies an action: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * sub-requests), Path=/, and Secure unless `secure` is false (development over plain HTTP).
 */
export const applySessionCookie = (
  response: HttpServerResponse.HttpServerResponse,
  action: SessionCookieAction,
  secure: boolean
): HttpServerResponse.HttpServerResponse =>
  action._tag === "Set"
    ? HttpServerResponse.setCookieUnsafe(response, SESSION_COOKIE, action.token, {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        expires: new Date(action.expiresAt)
      })
    : HttpServerResponse.setCookieUnsafe(response, SESSION_COOKIE, "", {
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        expires: new Date(0)
      })
