import type { User } from "@fire/domain/User"
import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Unauthorized } from "./Errors.js"

/** The authenticated user, provided to handlers of groups behind `Authenticated`. */
export class CurrentUser extends Context.Service<CurrentUser, User>()("fire/http/CurrentUser") {}

/**
 * Endpoints that need a valid JWT or API key (spec 5.7): `Authorization: Bearer <token | svc_key>`.
 * The request pipeline has already verified the credential; this middleware requires one.
 */
export class Authenticated extends HttpApiMiddleware.Service<Authenticated, { provides: CurrentUser }>()(
  "fire/http/Authenticated",
  { security: { bearer: HttpApiSecurity.bearer }, error: Unauthorized }
) {}
