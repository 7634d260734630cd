import { FiScoreTracker } from "@fire/domain/money/FiScoreTracker"
import { HoldingNotFound, Holdings, PortfolioNotOwned } from "@fire/domain/money/Holdings"
import { IndicatorReport, UnknownCities } from "@fire/domain/money/IndicatorReport"
import { PortfolioNotFound, Portfolios } from "@fire/domain/money/Portfolios"
import type { AssetCreate } from "@fire/domain/Asset"
import type { CurrencyCode } from "@fire/domain/CurrencyCode"
import { UserRepository, type User } from "@fire/domain/User"
import { Clock, Effect, Layer, ManagedRuntime, Option, Redacted } from "effect"
import type * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../../../../test/utils/Backends.js"
import { makeMutableClock } from "../../../../test/utils/MutableClock.js"
import * as AppConfig from "../../src/config/AppConfig.js"
import * as CityRepositoryCached from "../../src/geo/CityRepositoryCached.js"
import * as CitySeed from "../../src/geo/CitySeed.js"
import * as UserRepositorySql from "../../src/identity/UserRepositorySql.js"
import * as AssetRepositorySql from "../../src/money/AssetRepositorySql.js"
import * as FiScoreHistorySql from "../../src/money/FiScoreHistorySql.js"
import * as MoneyUseCases from "../../src/money/MoneyUseCases.js"
import * as PortfolioRepositorySql from "../../src/money/PortfolioRepositorySql.js"
import * as NotificationRepositorySql from "../../src/notifications/NotificationRepositorySql.js"
import * as Notifications from "@fire/domain/NotificationProducers"
import * as Database from "../../src/store/Database.js"
import * as Migrations from "../../src/store/Migrations.js"

/**
 * The money use cases called directly, without HTTP, over the real SQL adapters on PGlite (and on
 * PostgreSQL when TEST_DATABASE_URL is set): owner scoping, the refusals as tagged errors, the FI
 * score's one snapshot per UTC day.
 */

const START = Date.UTC(2026, 5, 10, 9, 0, 0)
const DAY = 86_400_000
const EUR = "EUR" as CurrencyCode

const holding = (portfolioId: string, isin = "IE00B4L5Y983"): AssetCreate => ({
  portfolioId,
  isin,
  name: "World equity",
  quantity: 10.1,
  unitPrice: 100.37,
  currency: EUR,
  assetFactor: "us_equity",
  region: "global",
  dividendYield: null
})

describe.each(backends())("money use cases on $name", (backend) => {
  const clock = makeMutableClock(START)
  const services = Layer.mergeAll(
    MoneyUseCases.layer.pipe(Layer.provide(Notifications.layer)),
    UserRepositorySql.layer
  ).pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        AssetRepositorySql.layer,
        PortfolioRepositorySql.layer,
        FiScoreHistorySql.layer,
        CityRepositoryCached.layer,
        NotificationRepositorySql.layer
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

  it("a holding lives only in one of its owner's portfolios: another's is refused and nothing is written", async () => {
    const result = await run(
      Effect.gen(function* () {
        const portfolios = yield* Portfolios
        const holdings = yield* Holdings
        const annsOnly = yield* portfolios.create(ann.id, "  Ann only  ")
        const refused = yield* Effect.flip(holdings.create(bob.id, holding(annsOnly.portfolio.id)))
        const listRefused = yield* Effect.flip(
          holdings.list(bob.id, { portfolioId: annsOnly.portfolio.id, limit: 50, offset: 0 })
        )
        const bobs = yield* holdings.list(bob.id, { portfolioId: undefined, limit: 50, offset: 0 })
        return { name: annsOnly.portfolio.name, refused, listRefused, bobs }
      })
    )
    expect(result.name).toBe("Ann only")
    expect(result.refused).toBeInstanceOf(PortfolioNotOwned)
    expect(result.listRefused).toBeInstanceOf(PortfolioNotOwned)
    expect(result.bobs.total).toBe(0)
  })

  it("keeps exact decimals, counts holdings per portfolio, and hides a holding from everyone but its owner", async () => {
    const result = await run(
      Effect.gen(function* () {
        const portfolios = yield* Portfolios
        const holdings = yield* Holdings
        const home = yield* portfolios.create(ann.id, "Core")
        const created = yield* holdings.create(ann.id, holding(home.portfolio.id))
        const counted = yield* portfolios.get(ann.id, home.portfolio.id)
        const forBob = yield* Effect.flip(holdings.get(bob.id, created.id))
        const removeByBob = yield* Effect.flip(holdings.remove(bob.id, created.id))
        const stillThere = yield* holdings.get(ann.id, created.id)
        const moveToBobs = yield* Effect.flip(
          holdings.update(ann.id, created.id, { portfolioId: (yield* portfolios.create(bob.id, "Bob's")).portfolio.id })
        )
        return { created, counted, forBob, removeByBob, stillThere, moveToBobs }
      })
    )
    expect(result.created.quantity).toBe("10.1")
    expect(result.created.unitPrice).toBe("100.37")
    expect(result.counted.assetCount).toBe(1)
    expect(result.forBob).toBeInstanceOf(HoldingNotFound)
    expect(result.removeByBob).toBeInstanceOf(HoldingNotFound)
    expect(result.stillThere.id).toBe(result.created.id)
    expect(result.moveToBobs).toBeInstanceOf(PortfolioNotOwned)
  })

  it("deleting a portfolio deletes its holdings; a second delete is PortfolioNotFound", async () => {
    const result = await run(
      Effect.gen(function* () {
        const portfolios = yield* Portfolios
        const holdings = yield* Holdings
        const doomed = yield* portfolios.create(ann.id, "Doomed")
        const inside = yield* holdings.create(ann.id, holding(doomed.portfolio.id, "US0378331005"))
        yield* portfolios.remove(ann.id, doomed.portfolio.id)
        return {
          holdingGone: yield* Effect.flip(holdings.get(ann.id, inside.id)),
          again: yield* Effect.flip(portfolios.remove(ann.id, doomed.portfolio.id)),
          renameGone: yield* Effect.flip(portfolios.rename(ann.id, doomed.portfolio.id, "Back"))
        }
      })
    )
    expect(result.holdingGone).toBeInstanceOf(HoldingNotFound)
    expect(result.again).toBeInstanceOf(PortfolioNotFound)
    expect(result.renameGone).toBeInstanceOf(PortfolioNotFound)
  })

  it("the indicator scope refuses unknown cities (listed in the order given) and another owner's portfolio", async () => {
    const result = await run(
      Effect.gen(function* () {
        const report = yield* IndicatorReport
        const portfolios = yield* Portfolios
        const annsPortfolio = yield* portfolios.create(ann.id, "Scoped")
        const cities = yield* Effect.flip(
          report.compute(ann, { portfolioId: undefined, citySlugs: ["nowhere-b", "lisbon", "nowhere-a"] })
        )
        const foreign = yield* Effect.flip(
          report.compute(bob, { portfolioId: annsPortfolio.portfolio.id, citySlugs: [] })
        )
        const five = yield* report.compute(ann, { portfolioId: annsPortfolio.portfolio.id, citySlugs: ["lisbon"] })
        return { cities, foreign, five }
      })
    )
    expect(result.cities).toBeInstanceOf(UnknownCities)
    expect((result.cities as UnknownCities).slugs).toEqual(["nowhere-b", "nowhere-a"])
    expect(result.foreign).toBeInstanceOf(PortfolioNotOwned)
    expect(result.five.map((i) => i.key)).toEqual([
      "fire-coverage",
      "currency-exposure",
      "dividend-income",
      "diversification",
      "fee-tax-drag"
    ])
  })

  it("the FI score records one snapshot per UTC day, the day's first computation kept", async () => {
    const profile = { baseCurrency: EUR, annualIncome: 60_000, annualExpenses: 30_000 }
    const result = await run(
      Effect.gen(function* () {
        const tracker = yield* FiScoreTracker
        const owner = { id: bob.id, profile }
        const first = yield* tracker.score(owner)
        clock.advance(60_000)
        yield* tracker.score({ id: bob.id, profile: { ...profile, annualExpenses: 45_000 } })
        const sameDay = yield* tracker.history(bob.id, { limit: 10, offset: 0 })
        clock.advance(DAY)
        const nextDay = yield* tracker.score(owner)
        const later = yield* tracker.history(bob.id, { limit: 10, offset: 0 })
        return { first, sameDay, nextDay, later }
      })
    )
    expect(result.first.score).not.toBeNull()
    expect(result.sameDay.total).toBe(1)
    expect(result.sameDay.items[0]?.score).toBe(result.first.score)
    expect(result.sameDay.items[0]?.day).toBe("2026-06-10")
    expect(result.later.total).toBe(2)
    expect(result.later.items.map((s) => s.day)).toEqual(["2026-06-11", "2026-06-10"])
    expect(result.later.items[0]?.score).toBe(result.nextDay.score)
  })
})
