import * as CoachToolHandlers from "../ai/CoachToolHandlers.js"
import * as McpTransports from "../ai/McpTransports.js"
import * as ModelAnswerer from "../ai/ModelAnswerer.js"
import * as OfflineAnswerer from "../ai/OfflineAnswerer.js"
import * as AiQuota from "@fire/domain/AiQuota"
import * as FeatureFlags from "@fire/domain/FeatureFlags"
import * as GeoQueries from "@fire/domain/geo/GeoQueries"
import * as NotificationInbox from "@fire/domain/NotificationInbox"
import * as NotificationProducers from "@fire/domain/NotificationProducers"
import * as Profiles from "@fire/domain/Profiles"
import * as PlatformStatistics from "@fire/domain/PlatformStatistics"
import * as MailingList from "@fire/domain/MailingList"
import { Context, Effect, Layer } from "effect"
import { FetchHttpClient, HttpRouter, HttpServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
import * as OpenAiCompatibleModel from "../ai/OpenAiCompatibleModel.js"
import { Api } from "../Api.js"
import * as ApiKeys from "@fire/domain/ApiKeys"
import * as Sessions from "@fire/domain/Sessions"
import * as AiUsageRepositorySql from "../ai/AiUsageRepositorySql.js"
import * as ConversationRepositorySql from "../ai/ConversationRepositorySql.js"
import * as TokenVerifier from "../identity/TokenVerifier.js"
import * as ApiKeyRepositorySql from "../identity/ApiKeyRepositorySql.js"
import * as CredentialChanges from "../identity/CredentialChanges.js"
import * as AssetRepositorySql from "../money/AssetRepositorySql.js"
import * as FiScoreHistorySql from "../money/FiScoreHistorySql.js"
import * as PortfolioRepositorySql from "../money/PortfolioRepositorySql.js"
import * as MoneyUseCases from "../money/MoneyUseCases.js"
import * as CityRepositoryCached from "../geo/CityRepositoryCached.js"
import * as CitySeed from "../geo/CitySeed.js"
import * as Database from "../store/Database.js"
import * as DatabaseProbe from "../store/DatabaseProbe.js"
import * as EmailCaptureRepositorySql from "../platform/EmailCaptureRepositorySql.js"
import * as FeatureFlagRepositorySql from "../platform/FeatureFlagRepositorySql.js"
import * as Migrations from "../store/Migrations.js"
import * as NotificationRepositorySql from "../notifications/NotificationRepositorySql.js"
import * as PlatformCountsSql from "../platform/PlatformCountsSql.js"
import * as RateLimitStores from "../pipeline/RateLimitStores.js"
import * as ReceiptRepositorySql from "../decision/ReceiptRepositorySql.js"
import * as ScenarioRepositorySql from "../decision/ScenarioRepositorySql.js"
import * as ParameterSetRepositorySql from "../decision/ParameterSetRepositorySql.js"
import * as PlanningExecutionRepositorySql from "../decision/PlanningExecutionRepositorySql.js"
import * as ServiceInstances from "./ServiceInstances.js"
import * as SessionRepositorySql from "../identity/SessionRepositorySql.js"
import * as UserRepositorySql from "../identity/UserRepositorySql.js"
import { AppConfig } from "../config/AppConfig.js"
import * as AiHandlers from "../ai/AiHandlers.js"
import * as Authentication from "../pipeline/Authentication.js"
import * as AuthHandlers from "../identity/AuthHandlers.js"
import * as DecisionActionHandlers from "../decision/DecisionActionHandlers.js"
import * as DocsPage from "../platform/DocsPage.js"
import * as AssetHandlers from "../money/AssetHandlers.js"
import * as FeaturesHandlers from "../platform/FeaturesHandlers.js"
import * as FiScoreHandlers from "../money/FiScoreHandlers.js"
import * as IndicatorHandlers from "../money/IndicatorHandlers.js"
import * as PortfolioHandlers from "../money/PortfolioHandlers.js"
import * as PortfolioHealthHandlers from "../money/PortfolioHealthHandlers.js"
import * as GeoHandlers from "../geo/GeoHandlers.js"
import * as Identity from "../pipeline/Identity.js"
import * as NotificationsHandlers from "../notifications/NotificationsHandlers.js"
import * as PlatformHandlers from "../platform/PlatformHandlers.js"
import * as PublicCitiesHandlers from "../geo/PublicCitiesHandlers.js"
import * as PublicHandlers from "../platform/PublicHandlers.js"
import * as RateLimiter from "../pipeline/RateLimiter.js"
import * as RequestPipeline from "../pipeline/RequestPipeline.js"
import * as ScenarioHandlers from "../decision/ScenarioHandlers.js"
import * as SimulationHandlers from "../decision/SimulationHandlers.js"
import * as DecisionUseCases from "../decision/DecisionUseCases.js"
import * as SimulationPool from "./SimulationPool.js"
import * as RouteTable from "./RouteTable.js"
import * as SystemHandlers from "../platform/SystemHandlers.js"
import * as TaxHandlers from "../tax/TaxHandlers.js"
import * as UserHandlers from "../identity/UserHandlers.js"
import * as ValidationErrors from "../pipeline/ValidationErrors.js"
import * as WebApp from "../platform/WebApp.js"

/** Where the OpenAPI 3.1 document and the human reference are served. */
export const OPENAPI_PATH = "/api/v1/openapi.json"
export const DOCS_PATH = "/docs"

const routeTable = RouteTable.make(Api, [
  ["GET", OPENAPI_PATH],
  ["GET", DOCS_PATH],
  ["GET", `${DOCS_PATH}/:asset`],
  // MCP over Streamable HTTP (JSON-RPC; GET, PUT, PATCH and OPTIONS answer 405 from the MCP server).
  ["POST", McpTransports.MCP_PATH],
  ["DELETE", McpTransports.MCP_PATH],
  ["GET", McpTransports.MCP_PATH],
  ["PUT", McpTransports.MCP_PATH],
  ["PATCH", McpTransports.MCP_PATH],
  ["OPTIONS", McpTransports.MCP_PATH]
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
  Layer.mergeAll(
    ApiRoutes,
    McpTransports.layerHttp.pipe(Layer.provide(CoachToolHandlers.layer)),
    DocsPage.layer(DOCS_PATH),
    WebApp.layer,
    RequestPipeline.layer(routeTable, options)
  ).pipe(Layer.provide([ValidationErrors.layer, Authentication.layer]))

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

/**
 * The coach AI_PROVIDER chose: the offline coach, or a language model over an OpenAI-compatible
 * server with the coach's toolkit (docs/ai.md).
 */
const CoachLayer = Layer.unwrap(
  Effect.map(AppConfig, (config) =>
    config.ai.provider === "offline"
      ? OfflineAnswerer.layer
      : ModelAnswerer.layer(config.ai.provider).pipe(
          Layer.provide(OpenAiCompatibleModel.layer(config.ai)),
          Layer.provide(FetchHttpClient.layer)
        )
  )
)

/**
 * The use cases the handlers call (packages domain and decision), over the repositories, with the
 * notification producers they share. The notification sweep starts after Startup (migrations),
 * which the services group depends on.
 */
const UseCases = Layer.mergeAll(
  FeatureFlags.layer,
  NotificationInbox.layer,
  Profiles.layer,
  PlatformStatistics.layer,
  MailingList.layer
).pipe(
  Layer.provideMerge(NotificationProducers.notificationSweep.pipe(Layer.provideMerge(NotificationProducers.layer)))
)

/** The services the pipeline and the handlers use. */
export const Services = Layer.mergeAll(
  Identity.layer.pipe(Layer.provideMerge(Layer.mergeAll(ApiKeys.layer, Sessions.layer))),
  RateLimiter.layer,
  // The coach over its quotas, which take their figures from the configured limits (RATE_LIMIT_<TIER>_AI_*).
  CoachLayer.pipe(
    // The planner's tools, over the same use cases as the endpoints.
    Layer.provide(CoachToolHandlers.layer),
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
  UseCases
).pipe(
  // The use cases the handlers and the planner's tools share: the decision use cases (scenarios, the
  // governed simulation, decision actions), the money use cases (issue 14; the FI score tells the
  // milestone producer, hence Notifications) and the city catalogue's (GeoQueries).
  Layer.provideMerge(
    Layer.mergeAll(
      DecisionUseCases.layer,
      MoneyUseCases.layer.pipe(Layer.provide(NotificationProducers.layer)),
      GeoQueries.layer
    )
  ),
  Layer.provideMerge(
    Layer.mergeAll(TokenVerifier.layer, Repositories, DatabaseProbe.layer, Startup, SimulationPool.layer)
  ),
  Layer.provideMerge(Layer.mergeAll(Database.layer, CredentialChanges.layer))
)

/** Routes added beside the API's, e.g. fault fixtures in tests; they sit behind the same pipeline. */
export type ExtraRoutes = Layer.Layer<never, never, HttpRouter.HttpRouter | HttpRouter.Request<"Error", unknown>>

/**
 * How many services a request's context keeps as overlays on the server's before copying it into a
 * new map. A request adds about a dozen (the server's request, the router's route and query, the
 * pipeline's request state, the signed-in user); effect's default of 8 made every request copy
 * the server's whole context, every service of the app, once more (docs/performance.md).
 */
export const REQUEST_CONTEXT_DEPTH = 24

/**
 * Attaches the router, with every route and the global pipeline registered, to `server`. The
 * request fibers start from this layer's context, which holds every service the handler groups
 * were built with (the app's, the router, the validation errors and the authentication): effect's
 * HttpApiBuilder, as patched here (patches/effect@4.1.0.patch), then has no group context to merge
 * into a request's, which copied both per request.
 */
const Listen = Layer.effectDiscard(
  Effect.gen(function* () {
    const router = yield* HttpRouter.HttpRouter
    const server = yield* HttpServer.HttpServer
    yield* server
      .serve(router.asHttpEffect())
      .pipe(
        Effect.updateContext((context: Context.Context<never>) =>
          Context.makeUnsafe(context.mapUnsafe, { maxDepth: REQUEST_CONTEXT_DEPTH })
        )
      )
  })
)

/**
 * The routes' layer as the router serves it (typed as `HttpRouter.serve` types it): a route's
 * errors become answers, and what its requests require, the server's context must hold. A cast: the
 * router removes the request markers (`Request.Only`/`Without`) at run time, which no public function
 * of effect expresses as a type; `HttpRouter.serve` itself ends in the same cast (`as any`, effect
 * 4.1.0 HttpRouter.ts).
 */
const routed = <A, E, R>(
  routes: Layer.Layer<A, E, R>
): Layer.Layer<
  A,
  HttpRouter.Request.Without<E>,
  | HttpRouter.Request.Without<R>
  | Exclude<
      HttpRouter.Request.Only<"Requires", R> | HttpRouter.Request.Only<"GlobalRequires", R>,
      HttpRouter.GlobalProvided
    >
> => routes as never

/**
 * Serves the app (its routes and their services) on `server`. The services (database, migrations,
 * seeds) are built before `server`, so the port opens only once the app can answer; the request
 * handler is attached a moment after the port opens, once every route is registered, and `server`
 * must answer in that moment (see `main.ts`, `startingServer`). This is `HttpRouter.serve` without
 * its access-log middleware (the pipeline logs each request) and with the request context above.
 */
export const serve = <Out extends HttpServer.HttpServer, E, R>(
  server: Layer.Layer<Out, E, R>,
  extraRoutes: ExtraRoutes = Layer.empty,
  options?: RequestPipeline.PipelineOptions
) =>
  Listen.pipe(
    Layer.provide(routed(Layer.mergeAll(Routes(options), extraRoutes))),
    Layer.provideMerge(Layer.mergeAll(HttpRouter.layer, ValidationErrors.layer, Authentication.layer)),
    Layer.provideMerge(server),
    Layer.provideMerge(Services)
  )
