import { UserId } from "@fire/domain/User"
import { Effect, Layer, Option, Schema } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { SessionRepository } from "@fire/domain/Sessions"

interface Row {
  readonly user_id: string
  readonly expires_at: number
}

const decodeId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

/** Sessions in the `sessions` table (migration 0008), by token digest. */
export const layer = Layer.effect(
  SessionRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return {
      insert: (tokenHash, userId, now, expiresAt) =>
        Effect.asVoid(sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
          VALUES (${tokenHash}, ${userId}, ${iso(now)}, ${iso(expiresAt)})`),
      findLive: (tokenHash, now) =>
        Effect.map(
          sql<Row>`SELECT user_id, (extract(epoch from expires_at) * 1000)::float8 AS expires_at FROM sessions
            WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > ${iso(now)}`,
          (rows) =>
            Option.map(Option.fromNullishOr(rows[0]), (row) => ({
              userId: decodeId(row.user_id),
              expiresAt: Number(row.expires_at)
            }))
        ),
      extend: (tokenHash, expiresAt) =>
        Effect.asVoid(
          sql`UPDATE sessions SET expires_at = ${iso(expiresAt)} WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`
        ),
      revoke: (tokenHash, now) =>
        Effect.asVoid(
          sql`UPDATE sessions SET revoked_at = ${iso(now)} WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`
        )
    }
  })
)
