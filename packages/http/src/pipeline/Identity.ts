import { type User, UserRepository } from "@fire/domain/User"
import { Cache, Clock, Context, Effect, Exit, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { type ApiError, ApiErrors } from "./Errors.js"
import { ApiKeys, looksLikeApiKey } from "@fire/domain/ApiKeys"
import { type ActiveSession, Sessions } from "@fire/domain/Sessions"
import { TokenVerifier } from "../identity/TokenVerifier.js"
import { AppConfig } from "../config/AppConfig.js"
import { CredentialChanges } from "../identity/CredentialChanges.js"

/** How a request's principal signed in. */
export type CredentialKind = "jwt" | "api_key" | "session"

/**
 * Who a request comes from, decided once per request from its `Authorization` header, else its
 * session cookie: nobody, a user (by JWT, API key or session), or a rejected credential. A JWT's
 * unknown subject becomes a user. A session cookie that is unknown, expired or revoked leaves the
 * request anonymous (`staleSession`: the response clears the cookie), so public pages still work.
 */
export type Credential =
  | { readonly _tag: "Anonymous"; readonly staleSession?: boolean }
  | {
      readonly _tag: "Authenticated"
      readonly user: User
      readonly via: CredentialKind
      readonly session?: ActiveSession
    }
  | { readonly _tag: "Rejected"; readonly reason: "invalid" | "expired" }

/** The authenticated user of the current request, set by the request pipeline. */
export const CurrentPrincipal = Context.Reference<Option.Option<User>>("fire/http/CurrentPrincipal", {
  defaultValue: () => Option.none()
})

/** How the current request's principal signed in, set by the request pipeline beside `CurrentPrincipal`. */
export const CurrentCredentialKind = Context.Reference<CredentialKind | "none">("fire/http/CurrentCredentialKind", {
  defaultValue: () => "none"
})

/** The session of the current request when it came with a live session cookie. */
export const CurrentSession = Context.Reference<Option.Option<ActiveSession>>("fire/http/CurrentSession", {
  defaultValue: () => Option.none()
})

/**
 * Fails with 403 FORBIDDEN unless the request came with an interactive credential (a JWT or a
 * session): API keys are made in the account settings (spec 5.4), so a key may not create,
 * list or revoke keys or change the profile (issue 12, defect 3; docs/auth.md).
 */
export const requireInteractiveCredential: Effect.Effect<void, ApiError> = Effect.flatMap(
  CurrentCredentialKind,
  (kind) =>
    kind === "api_key"
      ? Effect.fail(
          ApiErrors.forbidden(
            "An API key cannot manage API keys or change the profile; sign in interactively (JWT or session) to do this"
          )
        )
      : Effect.void
)

export class Identity extends Context.Service<
  Identity,
  {
    readonly resolve: (
      authorization: string | undefined,
      sessionToken?: string | undefined
    ) => Effect.Effect<Credential, SqlError>
  }
>()("fire/http/Identity") {}

const anonymous: Credential = { _tag: "Anonymous" }
const staleSession: Credential = { _tag: "Anonymous", staleSession: true }
const rejected = (reason: "invalid" | "expired"): Credential => ({ _tag: "Rejected", reason })

/** A resolved credential, when it was resolved and until when it may be reused (a JWT's expiry). */
interface Resolved {
  readonly credential: Credential
  readonly at: number
  readonly validUntil: number
}

/** How long a JWT's verified claims are reused for the same token: the signing keys' own cache time. */
const VERIFIED_REUSE_MS = 10 * 60_000

/** Distinct credentials remembered at once; the least recently used go first. */
const CACHE_CAPACITY = 10_000

/**
 * How long the embedded database's identity outcomes are reused (never past a JWT's expiry). The
 * embedded database is one process by construction (DataDirLock.ts), so every change to a user or
 * an API key is written by this process, which announces it (CredentialChanges) and forgets what it
 * remembered: reuse needs no time bound for freshness there. This bound only limits how late an API
 * key's `lastUsedAt` is written (on resolution) and how long an unused outcome is kept.
 */
const EMBEDDED_REUSE_SECONDS = 600

/**
 * Resolves credentials, remembering each `Authorization` value's outcome (user, tier, revocation)
 * for `identityCacheSeconds` (AppConfig) on PostgreSQL, for `EMBEDDED_REUSE_SECONDS` on the
 * embedded database, never past a JWT's expiry; 0 reads the database on every request, on both.
 * On PostgreSQL that is the documented bound (docs/auth.md) within which a revoked key, a changed
 * tier or a deleted user takes effect on every other process. A change written by this process
 * (CredentialChanges: a user record, an API key revoked) drops everything it remembers, so its next
 * request reads the change.
 */
export const layer = Layer.effect(
  Identity,
  Effect.gen(function* () {
    const tokens = yield* TokenVerifier
    const apiKeys = yield* ApiKeys
    const users = yield* UserRepository
    const sessions = yield* Sessions
    const { identityCacheSeconds, databaseUrl } = yield* AppConfig
    const changes = yield* CredentialChanges
    yield* Effect.logInfo(`JWT verification: ${tokens.describe}`)
    /**
     * A session cookie is looked up on every request, never cached: a sign-out is refused by every
     * process from the next request on, and a sliding renewal is written when it happens.
     */
    const lookUpSession = Effect.fn("Identity.resolveSession")(function* (sessionToken: string) {
      const session = yield* sessions.authenticate(sessionToken)
      const user = Option.isSome(session) ? yield* users.findById(session.value.userId) : Option.none()
      return Option.isSome(session) && Option.isSome(user)
        ? ({ _tag: "Authenticated", user: user.value, via: "session", session: session.value } as const)
        : staleSession
    })
    // No credential at all (an anonymous visitor, every request of a flood) answers at once.
    const anonymousNow = Effect.succeed(anonymous)
    const resolveSession = (sessionToken: string | undefined) =>
      sessionToken === undefined ? anonymousNow : lookUpSession(sessionToken)
    /**
     * A JWT's verification (signature, issuer, audience, expiry) depends only on the token, the time
     * and the signing keys: the claims of a token verified here are reused for that same token until
     * it expires, at most `VERIFIED_REUSE_MS`, the time the signing keys themselves are kept
     * (TokenVerifier.ts), so a refresh of its outcome only reads the user.
     */
    const verifiedClaims = new Map<
      string,
      { readonly subject: string; readonly email: string; readonly expiresAt: number; readonly until: number }
    >()
    const resolveNow = Effect.fn("Identity.resolve")(function* (authorization: string) {
      const at = yield* Clock.currentTimeMillis
      const done = (credential: Credential, validUntil = Number.POSITIVE_INFINITY): Resolved => ({
        credential,
        at,
        validUntil
      })
      const match = /^Bearer ([^\s]+)$/i.exec(authorization.trim())
      if (match === null) return done(rejected("invalid"))
      const credential = match[1]!
      if (looksLikeApiKey(credential)) {
        const owner = yield* apiKeys.authenticate(credential)
        if (Option.isNone(owner)) return done(rejected("invalid"))
        const user = yield* users.findById(owner.value)
        return done(
          Option.isSome(user) ? { _tag: "Authenticated", user: user.value, via: "api_key" } : rejected("invalid")
        )
      }
      let claims = verifiedClaims.get(credential)
      if (claims === undefined || at >= claims.until) {
        const verified = yield* Effect.result(tokens.verify(credential))
        if (verified._tag === "Failure") return done(rejected(verified.failure))
        claims = { ...verified.success, until: Math.min(verified.success.expiresAt, at + VERIFIED_REUSE_MS) }
        if (verifiedClaims.size >= CACHE_CAPACITY) verifiedClaims.delete(verifiedClaims.keys().next().value!)
        verifiedClaims.set(credential, claims)
      }
      const { subject, email, expiresAt } = claims
      const user = yield* users.findOrCreate({ subject, email, now: at })
      return done({ _tag: "Authenticated", user, via: "jwt" }, expiresAt)
    })
    if (identityCacheSeconds <= 0)
      return {
        resolve: (authorization, sessionToken) =>
          authorization === undefined
            ? resolveSession(sessionToken)
            : Effect.map(resolveNow(authorization), (r) => r.credential)
      }
    const ttlMs = (Option.isNone(databaseUrl) ? EMBEDDED_REUSE_SECONDS : identityCacheSeconds) * 1000
    const cache = yield* Cache.makeWith(resolveNow, {
      capacity: CACHE_CAPACITY,
      // Failures (the database) are not remembered; a JWT is not remembered past its expiry.
      timeToLive: (exit) =>
        Exit.isSuccess(exit) ? Math.max(0, Math.min(ttlMs, exit.value.validUntil - exit.value.at)) : 0
    })
    /**
     * A plain `Map` in front of the cache: a hit is one string look-up and one clock read, where the
     * effect `Cache` hashed the whole header value and ran its own effect per request. An entry is
     * served until the cache's time to live from its resolution (`at`, never later than the cache
     * itself would), so the bound on staleness is the same; on a miss or past it, the cache resolves
     * (one look-up for concurrent misses of the same credential) and the entry is replaced.
     */
    const recent = new Map<string, { readonly credential: Credential; readonly until: number }>()
    // Counts the changes announced: an outcome resolved while one was announced may predate it, so
    // it answers its request but is not remembered.
    let generation = 0
    const remember = (authorization: string, r: Resolved, since: number) => {
      if (since !== generation) return r.credential
      if (recent.size >= CACHE_CAPACITY) recent.delete(recent.keys().next().value!)
      recent.set(authorization, { credential: r.credential, until: r.at + Math.min(ttlMs, r.validUntil - r.at) })
      return r.credential
    }
    /**
     * A change announced: everything remembered is dropped, the cache's lookups in flight included
     * (their outcome may predate the change). Changes are rare beside reads (a profile saved, a key
     * revoked, a tier set), and each costs every credential one more resolution here.
     */
    const forgetAll = Effect.suspend(() => {
      generation++
      recent.clear()
      return Cache.invalidateAll(cache)
    })
    yield* changes.listen(() => forgetAll)
    return {
      resolve: (authorization, sessionToken) =>
        authorization === undefined
          ? resolveSession(sessionToken)
          : Effect.flatMap(Clock.currentTimeMillis, (now) => {
              const hit = recent.get(authorization)
              if (hit !== undefined && now < hit.until) return Effect.succeed(hit.credential)
              const since = generation
              return Effect.map(Cache.get(cache, authorization), (r) => remember(authorization, r, since))
            })
    }
  })
)
