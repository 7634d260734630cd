import { Clock, Duration, Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import type { HealthStatus, ServiceHealth } from "./SystemApi.js"
import { DatabaseProbe } from "../store/DatabaseProbe.js"
import { AppConfig } from "../config/AppConfig.js"
import { ok } from "../pipeline/RequestContext.js"

/** A database slower than this answers, but the service reports itself `degraded`. */
const DEGRADED_LATENCY_MS = 250
/** A database that has not answered by then is `unhealthy`. */
const PROBE_TIMEOUT = Duration.seconds(2)

const rank: Record<HealthStatus, number> = { healthy: 0, degraded: 1, unhealthy: 2 }

/** The overall status: the worst of the services'. */
export const overallStatus = (services: ReadonlyArray<ServiceHealth>): HealthStatus =>
  services.reduce<HealthStatus>((worst, s) => (rank[s.status] > rank[worst] ? s.status : worst), "healthy")

export const layer = HttpApiBuilder.group(
  Api,
  "system",
  Effect.fn(function* (handlers) {
    const config = yield* AppConfig
    const probe = yield* DatabaseProbe
    const startedAt = yield* Clock.currentTimeMillis

    const database = Effect.gen(function* () {
      const result = yield* probe.ping.pipe(Effect.timeout(PROBE_TIMEOUT), Effect.result)
      const lastChecked = new Date(yield* Clock.currentTimeMillis).toISOString()
      if (result._tag === "Failure") {
        return { name: "database", status: "unhealthy", message: "The database did not answer", lastChecked } as const
      }
      const latency = Math.round(result.success.latencyMs * 1000) / 1000
      const status: HealthStatus = latency > DEGRADED_LATENCY_MS ? "degraded" : "healthy"
      return { name: "database", status, latency, lastChecked }
    })

    return handlers.handle("status", () =>
      Effect.gen(function* () {
        const services = [yield* database]
        const now = yield* Clock.currentTimeMillis
        return yield* ok({
          status: overallStatus(services),
          version: config.version,
          environment: config.environment,
          uptime: Math.round(now - startedAt) / 1000,
          services
        })
      })
    )
  })
)
