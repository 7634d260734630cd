import * as Coach from "@fire/decision/Coach"
import * as AiQuota from "@fire/domain/AiQuota"
import { Effect, Layer } from "effect"
import { HttpRouter, type HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
import { Api } from "../api/Api.js"
import * as ApiKeys from "../auth/ApiKeys.js"
import * as Sessions from "../auth/Sessions.js"
import * as AiUsageRepositorySql from "../store/AiUsageRepositorySql.js"
import * as ConversationRepositorySql from "../store/ConversationRepositorySql.js"
import * as TokenVerifier from "../auth/TokenVerifier.js"
import * as ApiKeyRepositorySql from "../store/ApiKeyRepositorySql.js"
import * as AssetRepositorySql from "../store/AssetRepositorySql.js"
import * as FiScoreHistorySql from "../store/FiScoreHistorySql.js"
import * as PortfolioRepositorySql from "../store/PortfolioRepositorySql.js"
import * as CityRepositoryCached from "../store/CityRepositoryCached.js"
import * as CitySeed from "../store/CitySeed.js"
import * as Database from "../store/Database.js"
import * as DatabaseProbe from "../store/DatabaseProbe.js"
import * as EmailCaptureRepositorySql from "../store/EmailCaptureRepositorySql.js"
import * as FeatureFlagRepositorySql from "../store/FeatureFlagRepositorySql.js"
import * as Migrations from "../store/Migrations.js"
import * as NotificationRepositorySql from "../store/NotificationRepositorySql.js"
import * as PlatformCountsSql from "../store/PlatformCountsSql.js"
import * as RateLimitStores from "../store/RateLimitStores.js"
import * as ReceiptRepositorySql from "../store/ReceiptRepositorySql.js"
import * as ScenarioRepositorySql from "../store/ScenarioRepositorySql.js"
import * as ParameterSetRepositorySql from "../store/ParameterSetRepositorySql.js"
import * as PlanningExecutionRepositorySql from "../store/PlanningExecutionRepositorySql.js"
import * as ServiceInstances from "../store/ServiceInstances.js"
import * as SessionRepositorySql from "../store/SessionRepositorySql.js"
import * as UserRepositorySql from "../store/UserRepositorySql.js"
import { AppConfig } from "./AppConfig.js"
import * as AiHandlers from "./AiHandlers.js"
import * as Authentication from "./Authentication.js"
import * as AuthHandlers from "./AuthHandlers.js"
import * as DecisionActionHandlers from "./DecisionActionHandlers.js"
import * as DocsPage from "./DocsPage.js"
import * as AssetHandlers from "./AssetHandlers.js"
import * as FeaturesHandlers from "./FeaturesHandlers.js"
import * as FiScoreHandlers from "./FiScoreHandlers.js"
import * as IndicatorHandlers from "./IndicatorHandlers.js"
import * as PortfolioHandlers from "./PortfolioHandlers.js"
import * as PortfolioHealthHandlers from "./PortfolioHealthHandlers.js"
import * as GeoHandlers from "./GeoHandlers.js"
import * as Identity from "./Identity.js"
import * as Notifications from "./Notifications.js"
import * as NotificationsHandlers from "./NotificationsHandlers.js"
import * as PlatformHandlers from "./PlatformHandlers.js"
import * as PublicCitiesHandlers from "./PublicCitiesHandlers.js"
import * as PublicHandlers from "./PublicHandlers.js"
import * as RateLimiter from "./RateLimiter.js"
import * as RequestPipeline from "./RequestPipeline.js"
import * as ScenarioHandlers from "./ScenarioHandlers.js"
import * as SimulationHandlers from "./SimulationHandlers.js"
import * as RetirementSimulations from "./RetirementSimulations.js"
import * as SimulationPool from "./SimulationPool.js"
import * as RouteTable from "./RouteTable.js"
import * as SystemHandlers from "./SystemHandlers.js"
import * as TaxHandlers from "./TaxHandlers.js"
import * as UserHandlers from "./UserHandlers.js"
import * as ValidationErrors from "./ValidationErrors.js"
import * as WebApp from "./WebApp.js"

/** Where the OpenAPI 3.1 document and the human reference are served. */
export const OPENAPI_PATH = "/api/v1/openapi.json"
export const DOCS_PATH = "/docs"

const routeTable = RouteTable.make(Api, [
  ["GET", OPENAPI_PATH],
  ["GET", DOCS_PATH],
  ["GET", `${DOCS_PATH}/:asset`]
])

/** The API routes with their handlers. */
const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: OPENAPI_PATH }).pipe(
  Layer.provide([
    SystemHandlers.layer,
    PublicHandlers.layer,
    AuthHandlers.layer,
    UserHandlers.layer,
    TaxHandlers.layer,
    ScenarioHandlers.layer,
    SimulationHandlers.layer,
    DecisionActionHandlers.layer,
    GeoHandlers.layer,
    GeoHandlers.recommendationsLayer,
    PublicCitiesHandlers.layer,
    NotificationsHandlers.layer,
    FeaturesHandlers.layer,
    PlatformHandlers.layer,
    PortfolioHandlers.layer,
    AssetHandlers.layer,
    IndicatorHandlers.layer,
    FiScoreHandlers.layer,
    PortfolioHealthHandlers.layer,
    AiHandlers.layer
  ])
)

/** Every route the server answers, behind the global request pipeline. */
export const Routes = (options?: RequestPipeline.PipelineOptions) =>
  Layer.mergeAll(ApiRoutes, DocsPage.layer(DOCS_PATH), WebApp.layer, RequestPipeline.layer(routeTable, options)).pipe(
    Layer.provide([ValidationErrors.layer, Authentication.layer])
  )

/** Applies pending migrations and records this start, before the server accepts a request. */
export const Startup = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* AppConfig
    const applied = yield* Migrations.run
    if (applied.length > 0)
      yield* Effect.logInfo(`applied migrations: ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`)
    const seeded = yield* CitySeed.seedCities()
    if (seeded._tag === "Seeded") yield* Effect.logInfo(`seeded ${seeded.count} cities`)
    yield* ServiceInstances.recordStart({ id: randomUUID(), version: config.version, environment: config.environment })
    const starts = yield* ServiceInstances.countStarts
    yield* Effect.logInfo("database ready").pipe(Effect.annotateLogs({ starts }))
  })
)

/** The repositories over the configured database. */
const Repositories = Layer.mergeAll(
  UserRepositorySql.layer,
  ApiKeyRepositorySql.layer,
  SessionRepositorySql.layer,
  RateLimitStores.layer,
  CityRepositoryCached.layer,
  ScenarioRepositorySql.layer,
  ParameterSetRepositorySql.layer,
  PlanningExecutionRepositorySql.layer,
  ReceiptRepositorySql.layer,
  NotificationRepositorySql.layer,
  FeatureFlagRepositorySql.layer,
  EmailCaptureRepositorySql.layer,
  PlatformCountsSql.layer,
  PortfolioRepositorySql.layer,
  AssetRepositorySql.layer,
  FiScoreHistorySql.layer,
  AiUsageRepositorySql.layer,
  ConversationRepositorySql.layer
)

/** The services the pipeline and the handlers use. */
export const Services = Layer.mergeAll(
  Identity.layer.pipe(Layer.provideMerge(Layer.mergeAll(ApiKeys.layer, Sessions.layer))),
  RateLimiter.layer,
  RetirementSimulations.layer,
  // The coach over its quotas, which take their figures from the configured limits (RATE_LIMIT_<TIER>_AI_*).
  Coach.layer.pipe(
    Layer.provideMerge(
      AiQuota.layer.pipe(
        Layer.provide(
          Layer.effect(
            AiQuota.AiQuotaLimitsConfig,
            Effect.map(AppConfig, (c) => c.limits)
          )
        )
      )
    )
  ),
  // The notification sweep starts after Startup (migrations), which this group depends on.
  Notifications.notificationSweep.pipe(Layer.provideMerge(Notifications.layer))
).pipe(
  Layer.provideMerge(
    Layer.mergeAll(TokenVerifier.layer, Repositories, DatabaseProbe.layer, Startup, SimulationPool.layer)
  ),
  Layer.provideMerge(Database.layer)
)

/** Routes added beside the API's, e.g. fault fixtures in tests; they sit behind the same pipeline. */
export type ExtraRoutes = Layer.Layer<never, never, HttpRouter.HttpRouter | HttpRouter.Request<"Error", unknown>>

/**
 * Serves the app (its routes and their services) on `server`. The services (database, migrations,
 * seeds) are built before `server`, so the port opens only once the app can answer; the request
 * handler is attached a moment after the port opens, and `server` must answer in that moment
 * (see `main.ts`, `startingServer`).
 */
export const serve = <Out extends HttpServer.HttpServer, E, R>(
  server: Layer.Layer<Out, E, R>,
  extraRoutes: ExtraRoutes = Layer.empty,
  options?: RequestPipeline.PipelineOptions
) =>
  HttpRouter.serve(Layer.mergeAll(Routes(options), extraRoutes), {
    disableLogger: true,
    disableListenLog: true
  }).pipe(Layer.provideMerge(server), Layer.provideMerge(Services))
