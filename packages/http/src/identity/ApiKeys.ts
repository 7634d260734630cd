import { type ApiKeyRecord, ApiKeyRepository } from "@fire/domain/ApiKey"
import type { ObjectLimitReached, Page, PageRequest } from "@fire/domain/ObjectLimits"
import type { UserId } from "@fire/domain/User"
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

export class ApiKeys extends Context.Service<
  ApiKeys,
  {
    readonly create: (
      userId: UserId,
      name: string
    ) => Effect.Effect<{ readonly key: string; readonly record: ApiKeyRecord }, SqlError | ObjectLimitReached>
    readonly list: (userId: UserId, page: PageRequest) => Effect.Effect<Page<ApiKeyRecord>, SqlError>
    readonly revoke: (userId: UserId, id: string) => Effect.Effect<Option.Option<ApiKeyRecord>, SqlError>
    /** The owner of a valid, unrevoked key. */
    readonly authenticate: (key: string) => Effect.Effect<Option.Option<UserId>, SqlError>
  }
>()("fire/http/ApiKeys") {}

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
      revoke: (userId, id) => Effect.flatMap(Clock.currentTimeMillis, (now) => repository.revoke(userId, id, now)),
      authenticate: (key) =>
        isWellFormed(key)
          ? Effect.flatMap(Clock.currentTimeMillis, (now) => repository.use(hashKey(key), now))
          : Effect.succeed(Option.none())
    }
  })
)
