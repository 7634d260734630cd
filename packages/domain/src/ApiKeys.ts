import { type ApiKeyRecord, ApiKeyRepository } from "./ApiKey.js"
import { NotFoundError } from "./NotFound.js"
import type { ObjectLimitReached, Page, PageRequest } from "./ObjectLimits.js"
import type { UserId } from "./User.js"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { createHash, randomBytes, randomUUID } from "node:crypto"

/**
 * API keys: `svc_` followed by 32 random bytes in base64url (43 characters). Only the SHA-256 of
 * a key is stored; the key is shown once, at creation.
 */

export const API_KEY_PREFIX = "svc_"
const KEY = /^svc_[A-Za-z0-9_-]{43}$/

/** Whether a bearer credential has the shape of an API key (otherwise it is treated as a JWT). */
export const looksLikeApiKey = (credential: string): boolean => credential.startsWith(API_KEY_PREFIX)

/** Whether it is a well-formed API key. */
export const isWellFormed = (key: string): boolean => KEY.test(key)

/** The stored digest of a key. */
export const hashKey = (key: string): string => createHash("sha256").update(key).digest("hex")

/**
 * The API-key use cases (spec 2.5): create (shown once), list and revoke the owner's keys, and
 * authenticate a presented key, at the effect `Clock`'s now. Owner-scoped: another user's key is
 * not found. Storage through the `ApiKeyRepository` port (digests only).
 */
export class ApiKeys extends Context.Service<
  ApiKeys,
  {
    readonly create: (
      userId: UserId,
      name: string
    ) => Effect.Effect<{ readonly key: string; readonly record: ApiKeyRecord }, SqlError | ObjectLimitReached>
    readonly list: (userId: UserId, page: PageRequest) => Effect.Effect<Page<ApiKeyRecord>, SqlError>
    /** Revokes one of the owner's active keys; NotFoundError when they have no such active key. */
    readonly revoke: (userId: UserId, id: string) => Effect.Effect<ApiKeyRecord, NotFoundError | SqlError>
    /** The owner of a valid, unrevoked key. */
    readonly authenticate: (key: string) => Effect.Effect<Option.Option<UserId>, SqlError>
  }
>()("domain/ApiKeys") {}

export const layer = Layer.effect(
  ApiKeys,
  Effect.gen(function* () {
    const repository = yield* ApiKeyRepository
    return {
      create: Effect.fn("ApiKeys.create")(function* (userId, name) {
        const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`
        const record: ApiKeyRecord = {
          id: randomUUID(),
          userId,
          name,
          prefix: key.slice(0, API_KEY_PREFIX.length + 4),
          lastFour: key.slice(-4),
          createdAt: yield* Clock.currentTimeMillis,
          lastUsedAt: undefined,
          revokedAt: undefined
        }
        yield* repository.insert(record, hashKey(key))
        return { key, record }
      }),
      list: repository.listOwned,
      revoke: Effect.fn("ApiKeys.revoke")(function* (userId, id) {
        const now = yield* Clock.currentTimeMillis
        const revoked = yield* repository.revoke(userId, id, now)
        if (Option.isNone(revoked)) return yield* new NotFoundError({ message: "No such active API key" })
        return revoked.value
      }),
      authenticate: (key) =>
        isWellFormed(key)
          ? Effect.flatMap(Clock.currentTimeMillis, (now) => repository.use(hashKey(key), now))
          : Effect.succeed(Option.none())
    }
  })
)
