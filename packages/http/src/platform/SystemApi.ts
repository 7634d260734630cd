import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"

/** Health of one dependency (spec 2.8). */
export const HealthStatus = Schema.Literals(["healthy", "degraded", "unhealthy"])
export type HealthStatus = typeof HealthStatus.Type

export const ServiceHealth = Schema.Struct({
  name: Schema.String,
  status: HealthStatus,
  latency: Schema.optionalKey(Schema.Finite.annotate({ description: "Round-trip latency in milliseconds" })),
  message: Schema.optionalKey(Schema.String),
  lastChecked: Schema.String.annotate({ description: "ISO 8601 date-time of the check" })
})
export type ServiceHealth = typeof ServiceHealth.Type

/** API status (spec 2.8). */
export const ApiStatus = Schema.Struct({
  status: HealthStatus,
  version: Schema.String,
  environment: Schema.Literals(["development", "staging", "production"]),
  uptime: Schema.Finite.annotate({ description: "Seconds since this process started" }),
  services: Schema.Array(ServiceHealth)
})
export type ApiStatus = typeof ApiStatus.Type

export class SystemApi extends HttpApiGroup.make("system")
  .add(
    HttpApiEndpoint.get("status", "/status", {
      success: Success(ApiStatus)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "API health",
        description:
          "Public. Checks each dependency for real (the database with a round trip) and reports `healthy`, " +
          "`degraded` or `unhealthy`. Answers 200 whatever the health, so monitors read the body."
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "System", description: "Service health" })) {}
