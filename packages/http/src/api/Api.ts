import { HttpApi, OpenApi } from "effect/http-api"
import { AiApi } from "./AiApi.js"
import { AssetApi } from "./AssetApi.js"
import { AuthApi } from "./AuthApi.js"
import { FiScoreApi } from "./FiScoreApi.js"
import { IndicatorApi } from "./IndicatorApi.js"
import { PortfolioApi } from "./PortfolioApi.js"
import { PortfolioHealthApi } from "./PortfolioHealthApi.js"
import { DecisionActionsApi } from "./DecisionActionsApi.js"
import { ScenariosApi } from "./DecisionApi.js"
import { SimulationApi } from "./SimulationApi.js"
import { ErrorEnvelope } from "./ErrorEnvelope.js"
import { FeaturesApi } from "./FeaturesApi.js"
import { GeoApi, GeoRecommendationsApi } from "./GeoApi.js"
import { NotificationsApi } from "./NotificationsApi.js"
import { PlatformApi } from "./PlatformApi.js"
import { PublicApi } from "./PublicApi.js"
import { PublicCitiesApi } from "./PublicCitiesApi.js"
import { publishedDocument } from "./PublishedDocument.js"
import { SystemApi } from "./SystemApi.js"
import { TaxApi, TaxCountriesApi } from "./TaxApi.js"
import { UserApi } from "./UserApi.js"

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
