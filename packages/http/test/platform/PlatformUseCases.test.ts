import { FeatureFlags } from "@fire/domain/FeatureFlags"
import * as FeatureFlagsLive from "@fire/domain/FeatureFlags"
import type { FeatureKey } from "@fire/domain/FeatureFlag"
import { NotificationInbox } from "@fire/domain/NotificationInbox"
import * as NotificationInboxLive from "@fire/domain/NotificationInbox"
import * as NotificationProducers from "@fire/domain/NotificationProducers"
import { Notifications } from "@fire/domain/Notifications"
import { PlatformStatistics, STATS_TTL_MS } from "@fire/domain/PlatformStatistics"
import * as PlatformStatisticsLive from "@fire/domain/PlatformStatistics"
import { type User, UserRepository } from "@fire/domain/User"
import { Clock, Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import { makeMutableClock } from "../../../../test/utils/MutableClock.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as UserRepositorySql from "../../src/identity/UserRepositorySql.js"
import * as NotificationRepositorySql from "../../src/notifications/NotificationRepositorySql.js"
import * as FeatureFlagRepositorySql from "../../src/platform/FeatureFlagRepositorySql.js"
import * as PlatformCountsSql from "../../src/platform/PlatformCountsSql.js"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The platform and notification use cases (issue 14) called directly, without HTTP, over the real
 * SQL adapters on PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 */

const START = Date.UTC(2026, 5, 10, 9, 0, 0)
const DAY = 86_400_000

describe.each(backends())("platform use cases on $name", (backend) => {
  const clock = makeMutableClock(START)
  const services = Layer.mergeAll(
    FeatureFlagsLive.layer,
    NotificationInboxLive.layer,
    PlatformStatisticsLive.layer
  ).pipe(
    Layer.provideMerge(NotificationProducers.layer),
    Layer.provideMerge(
      Layer.mergeAll(
        UserRepositorySql.layer,
        FeatureFlagRepositorySql.layer,
        NotificationRepositorySql.layer,
        PlatformCountsSql.layer
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
    await runtime.runPromise(Migrations.run)
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

  it("FeatureFlags: a new flag takes the defaults, a change keeps what it does not name, a missing key is not found", async () => {
    const key = "beta.dashboard" as FeatureKey
    const { created, changed, listed, missing } = await run(
      Effect.gen(function* () {
        const flags = yield* FeatureFlags
        const created = yield* flags.set(key, { description: "New dashboard" })
        const changed = yield* flags.set(key, { enabled: true, tiers: ["pro"] })
        const listed = yield* flags.list
        const missing = yield* Effect.flip(flags.evaluate(ann, "no.such.flag"))
        return { created, changed, listed, missing }
      })
    )
    expect([created.enabled, created.tiers, created.rolloutPercent, created.description]).toEqual([
      false,
      [],
      100,
      "New dashboard"
    ])
    expect([changed.enabled, changed.tiers, changed.rolloutPercent, changed.description]).toEqual([
      true,
      ["pro"],
      100,
      "New dashboard"
    ])
    expect(listed.map((f) => f.key)).toEqual([key])
    expect(missing).toMatchObject({ _tag: "NotFoundError", message: "No feature flag no.such.flag" })
  })

  it("FeatureFlags evaluates with the tier in force at the Clock's now: a Pro trial that ended is Starter", async () => {
    const key = "pro.only" as FeatureKey
    const trialEndsAt = clock.now() + DAY
    const reader = { ...bob, subscriptionTier: "pro" as const, subscriptionStatus: "trialing" as const, trialEndsAt }
    const during = await run(
      Effect.gen(function* () {
        const flags = yield* FeatureFlags
        yield* flags.set(key, { enabled: true, tiers: ["pro"] })
        return yield* flags.evaluate(reader, key)
      })
    )
    clock.advance(2 * DAY)
    const after = await run(Effect.flatMap(FeatureFlags, (flags) => flags.evaluate(reader, key)))
    clock.set(START)
    expect(during.enabled).toBe(true)
    expect(after.enabled).toBe(false)
  })

  it("NotificationInbox is owner-scoped: another user's notification is not found and stays unread", async () => {
    const { refused, page, marked } = await run(
      Effect.gen(function* () {
        const notifications = yield* Notifications
        const inbox = yield* NotificationInbox
        const sent = yield* notifications.notify(ann.id, {
          type: "fi_milestone",
          title: "Hello",
          message: "Welcome",
          dedupeKey: "hello"
        })
        const id = Option.getOrThrow(sent).id
        const refused = yield* Effect.flip(inbox.markRead(bob.id, id))
        const page = yield* inbox.list(ann, { limit: 20, offset: 0, unreadOnly: true })
        const marked = yield* inbox.markAllRead(ann.id)
        return { refused, page, marked }
      })
    )
    expect(refused).toMatchObject({ _tag: "NotFoundError", message: "No such notification" })
    expect([page.total, page.unread, page.notifications.map((n) => n.title)]).toEqual([1, 1, ["Hello"]])
    expect(marked).toBe(1)
  })

  it("PlatformStatistics serves one count for STATS_TTL_MS of the Clock, then counts again", async () => {
    const first = await run(Effect.flatMap(PlatformStatistics, (s) => s.current))
    await run(
      Effect.flatMap(UserRepository, (users) =>
        users.findOrCreate({ subject: "cy", email: "cy@example.com", now: clock.now() })
      )
    )
    const cached = await run(Effect.flatMap(PlatformStatistics, (s) => s.current))
    clock.advance(STATS_TTL_MS)
    const fresh = await run(Effect.flatMap(PlatformStatistics, (s) => s.current))
    clock.set(START)
    expect(cached).toEqual(first)
    expect(fresh.users).toBe(first.users + 1)
    expect(fresh.countedAt).toBeGreaterThan(first.countedAt)
  })
})
