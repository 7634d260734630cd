import { type ApiKeyRecord, ApiKeyRepository } from "@fire/domain/ApiKey"
import { UserId } from "@fire/domain/User"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { CredentialChanges } from "./CredentialChanges.js"
import { limitCheck } from "@fire/domain/ObjectLimits"

interface Row {
  readonly id: string
  readonly user_id: string
  readonly name: string
  readonly prefix: string
  readonly last_four: string
  readonly created_at: number
  readonly last_used_at: number | null
  readonly revoked_at: number | null
}

const columns = `id, user_id, name, prefix, last_four,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from last_used_at) * 1000)::float8 AS last_used_at,
  (extract(epoch from revoked_at) * 1000)::float8 AS revoked_at`

const decodeId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

const toRecord = (row: Row): ApiKeyRecord => ({
  id: row.id,
  userId: decodeId(row.user_id),
  name: row.name,
  prefix: row.prefix,
  lastFour: row.last_four,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? undefined : Number(row.last_used_at),
  revokedAt: row.revoked_at === null ? undefined : Number(row.revoked_at)
})

export const layer = Layer.effect(
  ApiKeyRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Announced to this process's identity cache when there is one (not in an operator command).
    const changes = yield* Effect.serviceOption(CredentialChanges)
    const changed = (userId: string) => (Option.isSome(changes) ? changes.value.changed(userId) : Effect.void)
    const select = sql.unsafe(columns)
    return {
      insert: (record, keyHash) =>
        sql.withTransaction(
          Effect.gen(function* () {
            // Lock the owner: concurrent creates count one after the other, so the cap holds exactly.
            yield* sql`SELECT id FROM users WHERE id = ${record.userId} FOR UPDATE`
            const [held] = yield* sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM api_keys
              WHERE user_id = ${record.userId} AND revoked_at IS NULL`
            const refused = limitCheck("activeApiKeys", Number(held?.n ?? 0))
            if (refused !== undefined) return yield* Effect.fail(refused)
            yield* sql`INSERT INTO api_keys (id, user_id, name, key_hash, prefix, last_four, created_at)
              VALUES (${record.id}, ${record.userId}, ${record.name}, ${keyHash}, ${record.prefix},
                ${record.lastFour}, ${iso(record.createdAt)})`
          })
        ),
      listOwned: (userId, page) =>
        Effect.all({
          rows: sql<Row>`SELECT ${select} FROM api_keys WHERE user_id = ${userId} ORDER BY created_at DESC, id
            LIMIT ${page.limit} OFFSET ${page.offset}`,
          count: sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM api_keys WHERE user_id = ${userId}`
        }).pipe(Effect.map(({ rows, count }) => ({ items: rows.map(toRecord), total: Number(count[0]?.n ?? 0) }))),
      // A revoked key is announced (the identity cache drops its owner's credentials).
      revoke: (userId, id, now) =>
        Effect.map(
          sql<Row>`UPDATE api_keys SET revoked_at = ${iso(now)}
            WHERE id = ${id} AND user_id = ${userId} AND revoked_at IS NULL RETURNING ${select}`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), toRecord)
        ).pipe(Effect.tap((revoked) => (Option.isSome(revoked) ? changed(userId) : Effect.void))),
      use: (keyHash, now) =>
        Effect.map(
          sql<{ readonly user_id: string }>`UPDATE api_keys SET last_used_at = ${iso(now)}
            WHERE key_hash = ${keyHash} AND revoked_at IS NULL RETURNING user_id`,
          (rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => decodeId(row.user_id))
        )
    }
  })
)
