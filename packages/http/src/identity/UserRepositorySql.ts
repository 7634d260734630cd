import { UserId, type User, UserRepository } from "@fire/domain/User"
import type { ProfileFields } from "@fire/domain/UserProfile"
import { Effect, Layer, Option, Schema } from "effect"
import { CredentialChanges } from "./CredentialChanges.js"
import * as SqlClient from "effect/sql/SqlClient"
import { randomUUID } from "node:crypto"

/** Timestamps leave the database as epoch milliseconds, so both backends hand back the same numbers. */
const columns = `id, subject, email, full_name, avatar_url, subscription_tier, subscription_status,
  (extract(epoch from trial_ends_at) * 1000)::float8 AS trial_ends_at,
  (extract(epoch from current_period_end) * 1000)::float8 AS current_period_end,
  profile::text AS profile,
  (extract(epoch from created_at) * 1000)::float8 AS created_at,
  (extract(epoch from updated_at) * 1000)::float8 AS updated_at`

interface Row {
  readonly id: string
  readonly subject: string
  readonly email: string
  readonly full_name: string | null
  readonly avatar_url: string | null
  readonly subscription_tier: User["subscriptionTier"]
  readonly subscription_status: User["subscriptionStatus"]
  readonly trial_ends_at: number | null
  readonly current_period_end: number | null
  readonly profile: string
  readonly created_at: number
  readonly updated_at: number
}

const decodeId = Schema.decodeUnknownSync(UserId)
const iso = (ms: number) => new Date(ms).toISOString()

const toUser = (row: Row): User => ({
  id: decodeId(row.id),
  subject: row.subject,
  email: row.email,
  fullName: row.full_name ?? undefined,
  avatarUrl: row.avatar_url ?? undefined,
  subscriptionTier: row.subscription_tier,
  subscriptionStatus: row.subscription_status,
  trialEndsAt: row.trial_ends_at ?? undefined,
  currentPeriodEnd: row.current_period_end ?? undefined,
  profile: JSON.parse(row.profile) as ProfileFields,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at)
})

const first = (rows: ReadonlyArray<Row>) => Option.map(Option.fromNullishOr(rows[0]), toUser)

export const layer = Layer.effect(
  UserRepository,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Announced to this process's identity cache when there is one (not in an operator command).
    const changes = yield* Effect.serviceOption(CredentialChanges)
    const changed = (userId: string) => (Option.isSome(changes) ? changes.value.changed(userId) : Effect.void)
    const select = sql.unsafe(columns)
    // A written user is announced (the identity cache drops it); a user not found was not written.
    const announced = <E, R>(write: Effect.Effect<Option.Option<User>, E, R>) =>
      Effect.tap(write, (user) => (Option.isSome(user) ? changed(user.value.id) : Effect.void))
    return {
      findOrCreate: Effect.fn("UserRepository.findOrCreate")(function* ({ subject, email, now }) {
        // A known subject is read, not written: every signed-in caller's identity is resolved again
        // each IDENTITY_CACHE_SECONDS, and the upsert below rewrites the row (a new row version and
        // its WAL) even when nothing changes.
        const known = yield* sql<Row>`SELECT ${select} FROM users WHERE subject = ${subject}`
        if (known[0] !== undefined) return toUser(known[0])
        // One statement: concurrent first requests of one subject create exactly one user.
        const rows = yield* sql<Row>`
          INSERT INTO users (id, subject, email, created_at, updated_at)
          VALUES (${randomUUID()}, ${subject}, ${email}, ${iso(now)}, ${iso(now)})
          ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject
          RETURNING ${select}`
        return toUser(rows[0]!)
      }),
      findById: (id) => Effect.map(sql<Row>`SELECT ${select} FROM users WHERE id = ${id}`, first),
      findByEmail: (email) =>
        Effect.map(
          sql<Row>`SELECT ${select} FROM users WHERE lower(email) = lower(${email}) ORDER BY created_at LIMIT 1`,
          first
        ),
      updateProfile: (id, update, now) =>
        announced(
          Effect.map(
            sql<Row>`UPDATE users SET full_name = ${update.fullName ?? null}, avatar_url = ${update.avatarUrl ?? null},
            profile = ${JSON.stringify(update.profile)}::jsonb, updated_at = ${iso(now)}
            WHERE id = ${id} RETURNING ${select}`,
            first
          )
        ),
      setSubscription: (id, subscription, now) =>
        announced(
          Effect.map(
            sql<Row>`UPDATE users SET subscription_tier = ${subscription.tier},
            subscription_status = ${subscription.status}, updated_at = ${iso(now)}
            WHERE id = ${id} RETURNING ${select}`,
            first
          )
        )
    }
  })
)
