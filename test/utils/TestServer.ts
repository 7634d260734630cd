import { Effect, Exit, Layer, Logger, Option, Redacted, Scope } from "effect"
import * as Context from "effect/Context"
import { HttpServer } from "effect/http"
import { AppConfig, type HttpApp, makeServerLayer } from "@fire/http"

/** A real API server on an ephemeral loopback port, on the database of the given options. */
export interface TestServer {
  readonly url: string
  /** `fetch` relative to the server's base URL. */
  readonly request: (path: string, init?: RequestInit) => Promise<Response>
  readonly close: () => Promise<void>
}

export const startServer = async (options: {
  readonly dataDir: string
  readonly databaseUrl?: string | undefined
  readonly extraRoutes?: HttpApp.ExtraRoutes
}): Promise<TestServer> => {
  const scope = Scope.makeUnsafe()
  const config = AppConfig.layerFrom({
    port: 0,
    host: "127.0.0.1",
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(options.databaseUrl))
  })
  const quiet = process.env.TEST_SERVER_LOGS === "1" ? Logger.layer([Logger.consoleJson]) : Logger.layer([])
  const context = await Effect.runPromise(
    Layer.buildWithScope(
      makeServerLayer(config, { logger: quiet, ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}) }),
      scope
    )
  )
  const server = Context.get(context, HttpServer.HttpServer)
  const url = HttpServer.formatAddress(server.address).replace(/\/$/, "")
  return {
    url,
    request: (path, init) => fetch(`${url}${path}`, init),
    close: () => Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

/** Sends a JSON body. */
export const postJson = (server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
