import { HttpApi, OpenApi } from "effect/http-api"
import { AiApi } from "./ai/AiApi.js"
import { AssetApi } from "./money/AssetApi.js"
import { AuthApi } from "./identity/AuthApi.js"
import { FiScoreApi } from "./money/FiScoreApi.js"
import { IndicatorApi } from "./money/IndicatorApi.js"
import { PortfolioApi } from "./money/PortfolioApi.js"
import { PortfolioHealthApi } from "./money/PortfolioHealthApi.js"
import { DecisionActionsApi } from "./decision/DecisionActionsApi.js"
import { ScenariosApi } from "./decision/DecisionApi.js"
import { SimulationApi } from "./decision/SimulationApi.js"
import { ErrorEnvelope } from "./pipeline/ErrorEnvelope.js"
import { FeaturesApi } from "./platform/FeaturesApi.js"
import { GeoApi, GeoRecommendationsApi } from "./geo/GeoApi.js"
import { NotificationsApi } from "./notifications/NotificationsApi.js"
import { PlatformApi } from "./platform/PlatformApi.js"
import { PublicApi } from "./platform/PublicApi.js"
import { PublicCitiesApi } from "./geo/PublicCitiesApi.js"
import { publishedDocument } from "./PublishedDocument.js"
import { SystemApi } from "./platform/SystemApi.js"
import { TaxApi, TaxCountriesApi } from "./tax/TaxApi.js"
import { UserApi } from "./identity/UserApi.js"

/**
 * The v1 contract: every implemented group and endpoint of the interface specification, under
 * `/api/v1`. The server, the OpenAPI document and typed clients all derive from this one value.
 */
export class Api extends HttpApi.make("fire-api")
  .add(SystemApi)
  .add(PublicApi)
  .add(AuthApi)
  .add(UserApi)
  .add(TaxCountriesApi)
  .add(TaxApi)
  .add(ScenariosApi)
  .add(SimulationApi)
  .add(DecisionActionsApi)
  .add(GeoApi)
  .add(GeoRecommendationsApi)
  .add(PublicCitiesApi)
  .add(NotificationsApi)
  .add(FeaturesApi)
  .add(PlatformApi)
  .add(PortfolioApi)
  .add(AssetApi)
  .add(IndicatorApi)
  .add(FiScoreApi)
  .add(PortfolioHealthApi)
  .add(AiApi)
  .prefix("/api/v1")
  .middleware(ErrorEnvelope)
  .annotate(HttpApi.PayloadParseOptions, { errors: "all", onExcessProperty: "error" })
  .annotate(HttpApi.QueryParseOptions, { errors: "all", onExcessProperty: "error" })
  .annotate(HttpApi.ParamsParseOptions, { errors: "all" })
  .annotate(HttpApi.HeadersParseOptions, { errors: "all" })
  .annotateMerge(
    OpenApi.annotations({
      title: "FIRE planning API",
      version: "1.0.0",
      description:
        "Financial-independence planning: FI calculators, geo-arbitrage data, tax, and evidence-gated " +
        "FIRE decisions. Every success is `{success: true, data, meta}`; every error is " +
        "`{success: false, error, code, message?, details?, retryAfter?}`.",
      license: { name: "MIT", identifier: "MIT" },
      // The document is served by the API it describes: its paths are relative to that origin.
      servers: [{ url: "/", description: "The server that serves this document" }],
      transform: publishedDocument
    })
  ) {}
