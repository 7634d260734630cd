import { type User, type UserId, UserRepository } from "./User.js"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { createHash, randomBytes } from "node:crypto"

/**
 * Web-app sessions (spec 5.3, 5.5; docs/auth.md): an opaque token of 32 random bytes (base64url,
 * 43 characters) in an HttpOnly cookie. Only its SHA-256 is stored, with the user and the expiry.
 * A session lives `SESSION_TTL_MS`; used after half of that, its expiry moves forward (sliding
 * refresh) and the cookie is set again. Revocation is a row update every process reads.
 */

/** How long a session lives without use: 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The stored digest of a session token. */
export const hashSessionToken = (token: string): string => createHash("sha256").update(token).digest("hex")

/** A session as stored: its user and its expiry (epoch ms). */
export interface SessionRecord {
  readonly userId: UserId
  readonly expiresAt: number
}

/** The storage of sessions, by token digest (`identity/SessionRepositorySql.ts`). */
export class SessionRepository extends Context.Service<
  SessionRepository,
  {
    readonly insert: (
      tokenHash: string,
      userId: UserId,
      now: number,
      expiresAt: number
    ) => Effect.Effect<void, SqlError>
    /** The unrevoked session of this digest that has not expired at `now`. */
    readonly findLive: (tokenHash: string, now: number) => Effect.Effect<Option.Option<SessionRecord>, SqlError>
    /** Moves an unrevoked session's expiry to `expiresAt`. */
    readonly extend: (tokenHash: string, expiresAt: number) => Effect.Effect<void, SqlError>
    readonly revoke: (tokenHash: string, now: number) => Effect.Effect<void, SqlError>
  }
>()("domain/SessionRepository") {}

/** A live session as a request presents it; `renewedUntil` is set when this use extended it. */
export interface ActiveSession extends SessionRecord {
  readonly renewedUntil: Option.Option<number>
}

/** A new session: the token (only ever in the cookie) and its expiry. */
export interface SessionGrant {
  readonly token: string
  readonly expiresAt: number
}

/** Whether a session expiring at `expiresAt` is past half its life at `now`, so its use renews it. */
export const needsRenewal = (expiresAt: number, now: number): boolean => expiresAt - now < SESSION_TTL_MS / 2

export class Sessions extends Context.Service<
  Sessions,
  {
    readonly create: (userId: UserId) => Effect.Effect<SessionGrant, SqlError>
    /**
     * Signs the user of `identity` in (created if unknown, as a first sign-in does) and opens a
     * session: the development sign-in's use case.
     */
    readonly signIn: (identity: {
      readonly subject: string
      readonly email: string
    }) => Effect.Effect<{ readonly user: User; readonly grant: SessionGrant }, SqlError>
    /** The live session of a cookie value, renewed when past half its life. */
    readonly authenticate: (token: string) => Effect.Effect<Option.Option<ActiveSession>, SqlError>
    readonly revoke: (token: string) => Effect.Effect<void, SqlError>
  }
>()("domain/Sessions") {}

export const layer = Layer.effect(
  Sessions,
  Effect.gen(function* () {
    const repository = yield* SessionRepository
    const users = yield* UserRepository
    const create = Effect.fn("Sessions.create")(function* (userId: UserId) {
      const now = yield* Clock.currentTimeMillis
      const token = randomBytes(32).toString("base64url")
      const expiresAt = now + SESSION_TTL_MS
      yield* repository.insert(hashSessionToken(token), userId, now, expiresAt)
      return { token, expiresAt }
    })
    return {
      create,
      signIn: Effect.fn("Sessions.signIn")(function* (identity) {
        const now = yield* Clock.currentTimeMillis
        const user = yield* users.findOrCreate({ ...identity, now })
        return { user, grant: yield* create(user.id) }
      }),
      authenticate: Effect.fn("Sessions.authenticate")(function* (token) {
        if (!TOKEN.test(token)) return Option.none()
        const now = yield* Clock.currentTimeMillis
        const tokenHash = hashSessionToken(token)
        const found = yield* repository.findLive(tokenHash, now)
        if (Option.isNone(found)) return Option.none()
        if (!needsRenewal(found.value.expiresAt, now))
          return Option.some({ ...found.value, renewedUntil: Option.none() })
        const expiresAt = now + SESSION_TTL_MS
        yield* repository.extend(tokenHash, expiresAt)
        return Option.some({ userId: found.value.userId, expiresAt, renewedUntil: Option.some(expiresAt) })
      }),
      revoke: (token) =>
        TOKEN.test(token)
          ? Effect.flatMap(Clock.currentTimeMillis, (now) => repository.revoke(hashSessionToken(token), now))
          : Effect.void
    }
  })
)
