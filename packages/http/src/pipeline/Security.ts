import type { User } from "@fire/domain/User"
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api"
import { Unauthorized } from "./Errors.js"

/** The authenticated user, provided to handlers of groups behind `Authenticated`. */
export class CurrentUser extends Context.Service<CurrentUser, User>()("fire/http/CurrentUser") {}

/** The cookie that carries a web-app session (spec 5.3; `POST /auth/session`). */
export const SESSION_COOKIE = "fire_session"

/**
 * Endpoints that need a valid JWT or API key (spec 5.7): `Authorization: Bearer <token | svc_key>`,
 * or the session cookie of the web app (spec 5.3). The request pipeline has already verified the
 * credential; this middleware requires one.
 */
export class Authenticated extends HttpApiMiddleware.Service<Authenticated, { provides: CurrentUser }>()(
  "fire/http/Authenticated",
  {
    security: {
      bearer: HttpApiSecurity.bearer,
      session: HttpApiSecurity.apiKey({ key: SESSION_COOKIE, in: "cookie" }).pipe(
        HttpApiSecurity.annotate(
          OpenApi.Description,
          "The web app's session cookie, set by `POST /auth/session`; state-changing requests must be same-origin"
        )
      )
    },
    error: Unauthorized
  }
) {}
