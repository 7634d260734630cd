import { Context, type Effect, type Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import type { UserId } from "./User.js"
import type { ObjectLimitReached, Page, PageRequest } from "./ObjectLimits.js"

/** The visible part of an API key: never the key itself, which is shown once at creation. */
export interface ApiKeyRecord {
  readonly id: string
  readonly userId: UserId
  readonly name: string
  /** `svc_` and the key's first four characters after it. */
  readonly prefix: string
  readonly lastFour: string
  /** Epoch ms. */
  readonly createdAt: number
  readonly lastUsedAt: number | undefined
  readonly revokedAt: number | undefined
}

/** Storage of API keys by the SHA-256 of the key; the key itself is never stored. */
export class ApiKeyRepository extends Context.Service<
  ApiKeyRepository,
  {
    /** Stores a key; refused when the owner already holds `ObjectLimits.activeApiKeys` unrevoked keys. */
    readonly insert: (record: ApiKeyRecord, keyHash: string) => Effect.Effect<void, SqlError | ObjectLimitReached>
    /** One page of the owner's keys, revoked ones included, newest first. */
    readonly listOwned: (userId: UserId, page: PageRequest) => Effect.Effect<Page<ApiKeyRecord>, SqlError>
    /** Marks the key revoked; none when it is not the user's or already revoked. */
    readonly revoke: (userId: UserId, id: string, now: number) => Effect.Effect<Option.Option<ApiKeyRecord>, SqlError>
    /** The owner of an unrevoked key with this hash, recording the use (one statement). */
    readonly use: (keyHash: string, now: number) => Effect.Effect<Option.Option<UserId>, SqlError>
  }
>()("domain/ApiKeyRepository") {}
