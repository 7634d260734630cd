import { FeatureKey } from "@fire/domain/FeatureFlag"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** A feature flag as evaluated for the caller. */
export const FeatureView = Schema.Struct({
  key: Schema.String,
  description: Schema.String,
  enabled: Schema.Boolean.annotate({
    description: "Whether the feature is on for the caller: enabled, tier allowed, and inside the rollout"
  })
}).annotate({ title: "Feature" })

/** The Features area (spec 5.7: authenticated). Evaluation rule: docs/platform.md. */
export class FeaturesApi extends HttpApiGroup.make("features")
  .add(
    HttpApiEndpoint.get("list", "/features", { success: Success(Schema.Array(FeatureView)) }).annotateMerge(
      OpenApi.annotations({
        summary: "List feature flags",
        description: "Every flag, by key, evaluated for the caller (their tier and stable rollout bucket)"
      })
    ),
    HttpApiEndpoint.get("check", "/features/:key", {
      params: { key: FeatureKey },
      success: Success(FeatureView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Check one feature flag",
        description: "The flag evaluated for the caller; 404 NOT_FOUND for an unknown key"
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Features", description: "Feature flags" })) {}
