import { EmailAddressInput } from "@fire/domain/EmailAddress"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** A session just made: when it expires unless used (the token itself is only in the cookie). */
export const SessionGrantView = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  expiresAt: Schema.String.annotate({ description: "ISO 8601; each use after half its life moves it 7 days on" })
})

/** How the current request is signed in, and which sign-in methods this server offers. */
export const SessionStatus = Schema.Struct({
  authenticated: Schema.Boolean,
  via: Schema.NullOr(Schema.Literals(["session", "jwt", "api_key"])),
  email: Schema.NullOr(Schema.String),
  expiresAt: Schema.NullOr(
    Schema.String.annotate({ description: "The session's expiry (ISO 8601), when signed in by the cookie" })
  ),
  devSignIn: Schema.Boolean.annotate({
    description: "Whether `POST /auth/dev-session` exists: development, with no identity provider configured"
  })
})
export type SessionStatus = typeof SessionStatus.Type

export const DevSignIn = Schema.Struct({
  email: EmailAddressInput
})

/**
 * Web-app sessions (spec 5.3, 5.5; docs/auth.md): a token of the identity provider is exchanged
 * for an HttpOnly session cookie, which the API then accepts wherever it accepts a bearer JWT.
 */
export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("createSession", "/auth/session", {
      success: Success(SessionGrantView).pipe(HttpApiSchema.status(201))
    })
      .middleware(Authenticated)
      .annotateMerge(
        OpenApi.annotations({
          summary: "Sign in: exchange a token for a session",
          description:
            "Send the identity provider's JWT as `Authorization: Bearer`; the answer sets the `fire_session` cookie " +
            "(HttpOnly, SameSite=Lax, Secure outside development) holding an opaque token stored only as a hash. " +
            "An API key or a session cannot be exchanged (403)."
        })
      ),
    HttpApiEndpoint.get("getSession", "/auth/session", { success: Success(SessionStatus) }).annotateMerge(
      OpenApi.annotations({
        summary: "Who is signed in",
        description: "Public: `authenticated: false` without credentials. Says whether the dev sign-in exists."
      })
    ),
    HttpApiEndpoint.delete("deleteSession", "/auth/session", {
      success: Success(Schema.Struct({ signedOut: Schema.Boolean }))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Sign out",
        description:
          "Revokes the cookie's session in the shared database (every API process refuses it from now on) and " +
          "clears the cookie. With the cookie it must come from the app's own origin (403 CSRF_REJECTED otherwise)."
      })
    ),
    HttpApiEndpoint.post("createDevSession", "/auth/dev-session", {
      payload: DevSignIn,
      success: Success(SessionGrantView).pipe(HttpApiSchema.status(201))
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Development sign-in",
        description:
          "Only with APP_ENV=development and no identity provider configured (404 otherwise): signs in as the " +
          "dev issuer's user of this email, as `fire token mint` would, and sets the session cookie. Same-origin only."
      })
    )
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Auth", description: "Web-app sessions: sign in, who is signed in, sign out" })
  ) {}
