import { ApiKeys } from "@fire/domain/ApiKeys"
import * as ApiKeysLive from "@fire/domain/ApiKeys"
import { Profiles } from "@fire/domain/Profiles"
import * as ProfilesLive from "@fire/domain/Profiles"
import { Sessions } from "@fire/domain/Sessions"
import * as SessionsLive from "@fire/domain/Sessions"
import { Subscriptions } from "@fire/domain/Subscriptions"
import * as SubscriptionsLive from "@fire/domain/Subscriptions"
import { type User, UserRepository } from "@fire/domain/User"
import { Clock, Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import { makeMutableClock } from "../../../../test/utils/MutableClock.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as CityRepositoryCached from "../../src/geo/CityRepositoryCached.js"
import * as CitySeed from "../../src/geo/CitySeed.js"
import * as ApiKeyRepositorySql from "../../src/identity/ApiKeyRepositorySql.js"
import * as SessionRepositorySql from "../../src/identity/SessionRepositorySql.js"
import * as UserRepositorySql from "../../src/identity/UserRepositorySql.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The identity use cases (issue 14) called directly, without HTTP, over the real SQL adapters on
 * PGlite (and PostgreSQL when TEST_DATABASE_URL is set): refusals as tagged errors, owner scoping,
 * time from the effect Clock.
 */

const START = Date.UTC(2026, 5, 10, 9, 0, 0)

describe.each(backends())("identity use cases on $name", (backend) => {
  const clock = makeMutableClock(START)
  const services = Layer.mergeAll(
    ProfilesLive.layer,
    ApiKeysLive.layer,
    SessionsLive.layer,
    SubscriptionsLive.layer
  ).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        UserRepositorySql.layer,
        ApiKeyRepositorySql.layer,
        SessionRepositorySql.layer,
        CityRepositoryCached.layer
      )
    )
  )
  let runtime: ManagedRuntime.ManagedRuntime<Layer.Success<typeof services> | SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof services>>) =>
    runtime.runPromise(effect.pipe(Effect.provideService(Clock.Clock, clock)))
  let ann: User
  let bob: User

  beforeAll(async () => {
    const { dataDir, databaseUrl } = await backend.isolate()
    const config = AppConfig.layerFrom({
      dataDir,
      databaseUrl: databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(databaseUrl))
    })
    runtime = ManagedRuntime.make(services.pipe(Layer.provideMerge(Database.layer), Layer.provide(config)))
    await runtime.runPromise(Effect.andThen(Migrations.run, CitySeed.seedCities()))
    ;[ann, bob] = await run(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const now = yield* Clock.currentTimeMillis
        return yield* Effect.all([
          users.findOrCreate({ subject: "ann", email: "ann@example.com", now }),
          users.findOrCreate({ subject: "bob", email: "bob@example.com", now })
        ])
      })
    )
  })
  afterAll(() => runtime.dispose())

  it("Profiles refuses a birth year after the Clock's year and an unknown city, field by field, and changes nothing", async () => {
    const { future, unknownCity, stored, updated } = await run(
      Effect.gen(function* () {
        const profiles = yield* Profiles
        const users = yield* UserRepository
        const future = yield* Effect.flip(profiles.update(ann, { birthYear: 2027, fullName: "Ann" }))
        const unknownCity = yield* Effect.flip(profiles.update(ann, { currentCitySlug: "atlantis" }))
        const stored = yield* users.findById(ann.id)
        const updated = yield* profiles.update(ann, { birthYear: 2026, fullName: "Ann A." })
        return { future, unknownCity, stored, updated }
      })
    )
    expect(future._tag).toBe("InvalidFields")
    expect(future._tag === "InvalidFields" && future.issues).toEqual([
      { field: "birthYear", message: "Expected a year at most 2026, got 2027" }
    ])
    expect(unknownCity._tag === "InvalidFields" && unknownCity.issues.map((i) => i.field)).toEqual(["currentCitySlug"])
    expect(Option.getOrThrow(stored).fullName).toBeUndefined()
    expect(updated.fullName).toBe("Ann A.")
    expect(updated.profile.birthYear).toBe(2026)
  })

  it("ApiKeys revokes only the owner's active key: another user's key and a second revoke are not found", async () => {
    const { others, twice, authenticated, afterRevoke } = await run(
      Effect.gen(function* () {
        const keys = yield* ApiKeys
        const { key, record } = yield* keys.create(ann.id, "laptop")
        const authenticated = yield* keys.authenticate(key)
        const others = yield* Effect.flip(keys.revoke(bob.id, record.id))
        yield* keys.revoke(ann.id, record.id)
        const twice = yield* Effect.flip(keys.revoke(ann.id, record.id))
        const afterRevoke = yield* keys.authenticate(key)
        return { others, twice, authenticated, afterRevoke }
      })
    )
    expect(authenticated).toEqual(Option.some(ann.id))
    expect(others).toMatchObject({ _tag: "NotFoundError", message: "No such active API key" })
    expect(twice).toMatchObject({ _tag: "NotFoundError", message: "No such active API key" })
    expect(afterRevoke).toEqual(Option.none())
  })

  it("Sessions.signIn creates the user once and opens a session that authenticates until revoked", async () => {
    const { first, second, live, revoked } = await run(
      Effect.gen(function* () {
        const sessions = yield* Sessions
        const first = yield* sessions.signIn({ subject: "dev|cy@example.com", email: "cy@example.com" })
        const second = yield* sessions.signIn({ subject: "dev|cy@example.com", email: "cy@example.com" })
        const live = yield* sessions.authenticate(second.grant.token)
        yield* sessions.revoke(second.grant.token)
        const revoked = yield* sessions.authenticate(second.grant.token)
        return { first, second, live, revoked }
      })
    )
    expect(second.user.id).toBe(first.user.id)
    expect(second.grant.token).not.toBe(first.grant.token)
    // Seven days from the Clock's now (the test clock moves with real time from START).
    expect(second.grant.expiresAt).toBeGreaterThanOrEqual(START + 7 * 24 * 60 * 60 * 1000)
    expect(second.grant.expiresAt).toBeLessThanOrEqual(clock.now() + 7 * 24 * 60 * 60 * 1000)
    expect(Option.map(live, (s) => s.userId)).toEqual(Option.some(first.user.id))
    expect(revoked).toEqual(Option.none())
  })

  it("Subscriptions refuses an unknown email with the operator's message; grant creates an active subscriber", async () => {
    const { unknown, set, granted } = await run(
      Effect.gen(function* () {
        const subscriptions = yield* Subscriptions
        const unknown = yield* Effect.flip(
          subscriptions.setTier("nobody@example.com", { tier: "pro", status: "active" })
        )
        const set = yield* subscriptions.setTier("bob@example.com", { tier: "pro", status: "past_due" })
        const granted = yield* subscriptions.grant({ subject: "dev|dee@example.com", email: "dee@example.com" }, "pro")
        return { unknown, set, granted }
      })
    )
    expect(unknown._tag).toBe("UnknownUserEmail")
    expect(unknown.message).toBe("no user with email nobody@example.com (a user exists after their first sign-in)")
    expect([set.id, set.subscriptionTier, set.subscriptionStatus]).toEqual([bob.id, "pro", "past_due"])
    expect([granted.email, granted.subscriptionTier, granted.subscriptionStatus]).toEqual([
      "dee@example.com",
      "pro",
      "active"
    ])
  })
})
