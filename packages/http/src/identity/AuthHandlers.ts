import { normalizeEmail } from "@fire/domain/EmailAddress"
import { type SessionGrant, Sessions } from "@fire/domain/Sessions"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser, SESSION_COOKIE } from "../pipeline/Security.js"
import { devSubject } from "./DevIssuer.js"
import { AppConfig, type AppConfigShape } from "../config/AppConfig.js"
import { CurrentCredentialKind, CurrentPrincipal, CurrentSession } from "../pipeline/Identity.js"
import { ok } from "../pipeline/RequestContext.js"
import { CurrentSessionCookie } from "../pipeline/SessionCookie.js"

const iso = (ms: number) => new Date(ms).toISOString()

/** Whether the development sign-in exists: development, and no identity provider configured. */
export const devSignInEnabled = (config: AppConfigShape): boolean =>
  config.environment === "development" && Option.isNone(config.auth.jwksUrl) && Option.isNone(config.auth.publicKey)

export const layer = HttpApiBuilder.group(
  Api,
  "auth",
  Effect.fn(function* (handlers) {
    const sessions = yield* Sessions
    const config = yield* AppConfig
    /** Has the response set the session's cookie, and answers who signed in. */
    const opened = (
      user: { readonly id: typeof CurrentUser.Service.id; readonly email: string },
      grant: SessionGrant
    ) =>
      Effect.gen(function* () {
        const slot = yield* CurrentSessionCookie
        slot.action = { _tag: "Set", token: grant.token, expiresAt: grant.expiresAt }
        return yield* ok({ userId: user.id, email: user.email, expiresAt: iso(grant.expiresAt) })
      })
    return handlers
      .handle("createSession", () =>
        Effect.gen(function* () {
          const kind = yield* CurrentCredentialKind
          if (kind !== "jwt")
            return yield* ApiErrors.forbidden(
              "Only a token of the identity provider can be exchanged for a session, not an API key or a session"
            )
          const user = yield* CurrentUser
          return yield* opened(user, yield* sessions.create(user.id))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("getSession", () =>
        Effect.gen(function* () {
          const principal = yield* CurrentPrincipal
          const kind = yield* CurrentCredentialKind
          const session = yield* CurrentSession
          return yield* ok({
            authenticated: Option.isSome(principal),
            via: kind === "none" ? null : kind,
            email: Option.isSome(principal) ? principal.value.email : null,
            expiresAt: Option.isSome(session) ? iso(session.value.expiresAt) : null,
            devSignIn: devSignInEnabled(config)
          })
        })
      )
      .handle("deleteSession", () =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const token = request.cookies[SESSION_COOKIE]
          if (token !== undefined) yield* sessions.revoke(token)
          const slot = yield* CurrentSessionCookie
          slot.action = { _tag: "Clear" }
          return yield* ok({ signedOut: token !== undefined })
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("createDevSession", ({ payload }) =>
        Effect.gen(function* () {
          if (!devSignInEnabled(config))
            return yield* ApiErrors.notFound("The development sign-in exists only in development, without a provider")
          const email = normalizeEmail(payload.email)
          const { user, grant } = yield* sessions.signIn({ subject: devSubject(email), email })
          return yield* opened(user, grant)
        }).pipe(Effect.mapError(toApiError))
      )
  })
)
