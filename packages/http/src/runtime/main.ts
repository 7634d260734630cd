import { NodeHttpServer } from "@effect/platform-node"
import { type Config, Effect, Layer, Logger } from "effect"

type ConfigError = Config.ConfigError
import { HttpServer } from "effect/http"
import { createServer } from "node:http"
import { AppConfig } from "../config/AppConfig.js"
import { isTrusted } from "../pipeline/ClientIp.js"
import { type ConnectionLimitSettings, defaultConnectionLimits } from "../config/ConnectionLimitSettings.js"
import { limitConnectionsPerIp, serverOptions } from "../pipeline/ConnectionLimits.js"
import * as AppConfigLayers from "../config/AppConfig.js"
import { backendName } from "../store/Database.js"
import { jsonLogLine } from "./JsonLogLine.js"
import { DOCS_PATH, type ExtraRoutes, serve } from "./HttpApp.js"
import type { PipelineOptions } from "../pipeline/RequestPipeline.js"

/** The body of the 503 answered while the app is not yet attached to the open port. */
const STARTING_BODY = JSON.stringify({
  success: false,
  error: "Service unavailable",
  code: "SERVICE_UNAVAILABLE",
  message: "The server is starting; retry in a second"
})

/**
 * A Node server that answers 503 with `Retry-After` to a request arriving after the port opened
 * but before the app's handler is attached (the effect server listens, then attaches): without
 * this, such a request was never answered. Once the handler is attached, it alone answers.
 */
export const startingServer = (
  limits: ConnectionLimitSettings = defaultConnectionLimits,
  exempt: (ip: string) => boolean = () => false
) => {
  const server = createServer(serverOptions(limits))
  limitConnectionsPerIp(server, limits, exempt)
  server.on("request", (_request, response) => {
    if (server.listenerCount("request") > 1) return
    response.writeHead(503, {
      "content-type": "application/json",
      "retry-after": "1",
      "content-length": Buffer.byteLength(STARTING_BODY)
    })
    response.end(STARTING_BODY)
  })
  return server
}

/** The Node HTTP server on the configured host and port; closes gracefully on interruption. */
const NodeServer = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* AppConfig
    const server = () => startingServer(config.connectionLimits, (ip) => isTrusted(ip, config.trustedProxies))
    return NodeHttpServer.layerServer(server, {
      port: config.port,
      host: config.host,
      gracefulShutdownTimeout: "10 seconds"
    })
  })
)

/** Logs where the API listens once the server is up. */
const Announce = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* AppConfig
    const server = yield* HttpServer.HttpServer
    const url = HttpServer.formatAddress(server.address).replace(/\/$/, "")
    yield* Effect.logInfo(`FIRE API listening on ${url} (database: ${backendName(config.databaseUrl)})`)
    yield* Effect.logInfo(`API reference: ${url}${DOCS_PATH}`)
  })
)

/**
 * JSON log lines on stdout, written together every 50 ms: one write per batch, not one synchronous
 * write per line (a pipe's writes are synchronous in Node; per-line writes were about a sixth of a
 * small request's server CPU, docs/performance.md). The lines are the same; what is buffered when
 * the server stops is written as it closes, what is buffered when the process is killed (SIGKILL)
 * is lost.
 */
export const batchedJsonLogger = Logger.batched(jsonLogLine, {
  window: "50 millis",
  flush: (lines) =>
    Effect.sync(() => {
      process.stdout.write(`${lines.join("\n")}\n`)
    })
})

/**
 * The whole server: configuration, database, migrations, routes, Node HTTP server and JSON logs
 * (batched, `batchedJsonLogger`).
 * Launch it with `Layer.launch` under `NodeRuntime.runMain`, which interrupts on SIGINT/SIGTERM:
 * the server stops accepting, finishes in-flight requests, then the database closes.
 */
export const makeServerLayer = (
  configLayer: Layer.Layer<AppConfig, ConfigError>,
  options: {
    readonly logger?: Layer.Layer<never>
    readonly extraRoutes?: ExtraRoutes
    readonly pipeline?: PipelineOptions
  } = {}
) =>
  Announce.pipe(
    Layer.provideMerge(serve(NodeServer, options.extraRoutes, options.pipeline)),
    Layer.provideMerge(NodeHttpServer.layerHttpServices),
    Layer.provide(configLayer),
    Layer.provide(options.logger ?? Logger.layer([batchedJsonLogger]))
  )

/** The server as `fire serve` runs it: configuration from the environment. */
export const ServerLayer = makeServerLayer(AppConfigLayers.layer)
