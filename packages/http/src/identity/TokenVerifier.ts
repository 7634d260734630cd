import { Clock, Context, Effect, Layer, Option } from "effect"
import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose"
import { createPublicKey, type KeyObject } from "node:crypto"
import { AppConfig } from "../config/AppConfig.js"
import { DEV_AUDIENCE, DEV_ISSUER, loadOrCreateKeys } from "./DevIssuer.js"
import { isStorableText } from "@fire/domain/Text"

/**
 * JWT verification with jose: signature against a JWKS (cached, refetched on an unknown `kid`) or
 * a configured public key, issuer and audience checked, asymmetric algorithms only (so `none` and
 * HMAC-with-the-public-key confusion are refused), a one-hour maximum age from `iat` and `exp`
 * required, both with a 30-second clock-skew allowance, against the injected clock.
 */

/** The identity a valid token carries. */
export interface VerifiedIdentity {
  readonly subject: string
  readonly email: string
  /** When the token stops being accepted (its `exp`, or `iat` + 1 h if sooner), epoch ms. */
  readonly expiresAt: number
}

export type TokenRejection = "invalid" | "expired"

export class TokenVerifier extends Context.Service<
  TokenVerifier,
  {
    readonly verify: (token: string) => Effect.Effect<VerifiedIdentity, TokenRejection>
    /** Which provider verifies, for the start-up log. */
    readonly describe: string
  }
>()("fire/http/TokenVerifier") {}

/** Asymmetric algorithms only: a token that names HS256 or `none` never verifies. */
export const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]
const CLOCK_TOLERANCE_SECONDS = 30
const MAX_TOKEN_AGE = "1h"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A verifier over a key source with fixed issuer and audience. */
export const make = (
  key: JWTVerifyGetKey | KeyObject,
  expected: { readonly issuer: string; readonly audience: string },
  describe: string
): TokenVerifier["Service"] => ({
  describe,
  verify: (token) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const result = yield* Effect.tryPromise({
        try: () =>
          jwtVerify(token, key as JWTVerifyGetKey, {
            algorithms: ALGORITHMS,
            issuer: expected.issuer,
            audience: expected.audience,
            clockTolerance: CLOCK_TOLERANCE_SECONDS,
            maxTokenAge: MAX_TOKEN_AGE,
            requiredClaims: ["exp", "iat", "sub"],
            currentDate: new Date(now)
          }),
        catch: (error): TokenRejection => (error instanceof errors.JWTExpired ? "expired" : "invalid")
      })
      const { sub, email, exp, iat } = result.payload
      // The claims become stored text: one with U+0000 could not be stored, so the token is refused.
      if (
        typeof sub !== "string" ||
        sub === "" ||
        sub.length > 255 ||
        !isStorableText(sub) ||
        typeof email !== "string" ||
        email.length > 320 ||
        !EMAIL.test(email) ||
        !isStorableText(email)
      ) {
        return yield* Effect.fail<TokenRejection>("invalid")
      }
      // `exp` and `iat` are required claims, checked by jose; the token is refused at the sooner of `exp` and `iat` + 1 h.
      const expiresAt = (Math.min(exp!, iat! + 3600) + CLOCK_TOLERANCE_SECONDS) * 1000
      return { subject: sub, email, expiresAt }
    })
})

/** The verifier of the configuration: JWKS URL, else public key, else the dev issuer (logged loudly). */
export const layer = Layer.effect(
  TokenVerifier,
  Effect.gen(function* () {
    const config = yield* AppConfig
    const { jwksUrl, publicKey, issuer, audience } = config.auth
    if (Option.isSome(jwksUrl) || Option.isSome(publicKey)) {
      if (Option.isNone(issuer) || Option.isNone(audience)) {
        return yield* Effect.die(
          new Error("AUTH_JWT_ISSUER and AUTH_JWT_AUDIENCE are required with an identity provider")
        )
      }
      const expected = { issuer: issuer.value, audience: audience.value }
      if (Option.isSome(jwksUrl)) {
        const jwks = createRemoteJWKSet(new URL(jwksUrl.value), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 })
        return make(jwks, expected, `JWKS ${jwksUrl.value}`)
      }
      // A KeyObject: jose then accepts only algorithms of the key's own type (RSA or EC or OKP).
      const key = createPublicKey(Option.getOrThrow(publicKey).replaceAll("\\n", "\n"))
      return make(key, expected, "configured public key")
    }
    if (config.environment !== "development") {
      // Anyone holding the dev key file could sign in as anyone: never outside development.
      return yield* Effect.die(
        new Error(
          `APP_ENV=${config.environment} needs an identity provider: set AUTH_JWKS_URL (or AUTH_JWT_PUBLIC_KEY), ` +
            "AUTH_JWT_ISSUER and AUTH_JWT_AUDIENCE. The local dev issuer runs only with APP_ENV=development."
        )
      )
    }
    const keys = yield* Effect.promise(() => loadOrCreateKeys(config.dataDir))
    yield* Effect.logWarning(
      "AUTHENTICATION USES THE LOCAL DEV ISSUER: tokens minted by `fire token mint` are accepted. " +
        "Configure AUTH_JWKS_URL (or AUTH_JWT_PUBLIC_KEY), AUTH_JWT_ISSUER and AUTH_JWT_AUDIENCE for real users."
    )
    return make(
      createLocalJWKSet({ keys: [keys.publicJwk] }),
      { issuer: DEV_ISSUER, audience: DEV_AUDIENCE },
      "local dev issuer"
    )
  })
)
