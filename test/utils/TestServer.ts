import { Clock, Effect, Exit, Layer, Logger, Option, Redacted, Scope } from "effect"
import * as Context from "effect/Context"
import type * as SqlClient from "effect/sql/SqlClient"
import type { UserRepository } from "@fire/domain/User"
import { HttpServer } from "effect/http"
import { AppConfig, DevIssuer, type HttpApp, makeServerLayer } from "@fire/http"

/** A real API server on an ephemeral loopback port, on the database of the given options. */
export interface TestServer {
  readonly url: string
  readonly dataDir: string
  /**
   * `fetch` relative to the server's base URL. The test process is a trusted proxy of the server,
   * and each request carries a fresh `X-Forwarded-For` client address unless the test sets one,
   * so tests that are not about rate limits never share a per-IP counter.
   */
  readonly request: (path: string, init?: RequestInit) => Promise<Response>
  /** Runs an effect on the server's own services (its database), to arrange or inspect state. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | UserRepository>) => Promise<A>
  /** A dev-issuer token for `email`, as `fire token mint` makes it. */
  readonly token: (email: string) => Promise<string>
  /** The server's log lines so far, as JSON (`Logger.formatJson`), to assert what was logged. */
  readonly logs: ReadonlyArray<string>
  readonly close: () => Promise<void>
}

let nextClient = 0
/** A client address no other request of this test process uses. */
export const freshIp = () => {
  nextClient++
  return `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`
}

export const startServer = async (options: {
  readonly dataDir: string
  readonly databaseUrl?: string | undefined
  readonly extraRoutes?: HttpApp.ExtraRoutes
  readonly pipeline?: { readonly security: boolean }
  readonly clock?: Clock.Clock
  readonly trustedProxies?: ReadonlyArray<string>
  /** A Redis server for the rate-limit counters (else memory on PGlite, the table on PostgreSQL). */
  readonly redisUrl?: string | undefined
  /**
   * Seconds a credential's outcome is reused (AppConfig.identityCacheSeconds). 0 here unless a test
   * sets it, so tests that change a tier or revoke a key see it at once; the cache's bound has its
   * own test (IdentityCache.test.ts).
   */
  readonly identityCacheSeconds?: number
  readonly environment?: "development" | "staging" | "production"
  /** An identity provider (else the dev issuer, which only development allows). */
  readonly auth?: AppConfig.AppConfigShape["auth"]
  /** Header and request timeouts and the per-address connection cap (defaults: ConnectionLimits.ts). */
  readonly connectionLimits?: AppConfig.AppConfigShape["connectionLimits"]
  /** Rate-limit figures (default: the spec's). */
  readonly limits?: AppConfig.AppConfigShape["limits"]
  /** The web app's build to serve at `/` (default: packages/web/dist). */
  readonly webDir?: string
  /** The coach's provider (default: offline, as on a fresh clone). */
  readonly ai?: AppConfig.AppConfigShape["ai"]
}): Promise<TestServer> => {
  const scope = Scope.makeUnsafe()
  const config = AppConfig.layerFrom({
    port: 0,
    host: "127.0.0.1",
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl === undefined ? Option.none() : Option.some(Redacted.make(options.databaseUrl)),
    trustedProxies: options.trustedProxies ?? ["127.0.0.1"],
    redisUrl: options.redisUrl === undefined ? Option.none() : Option.some(Redacted.make(options.redisUrl)),
    identityCacheSeconds: options.identityCacheSeconds ?? 0,
    environment: options.environment ?? "development",
    ...(options.auth === undefined ? {} : { auth: options.auth }),
    ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.webDir === undefined ? {} : { webDir: options.webDir }),
    ...(options.ai ? { ai: options.ai } : {})
  })
  const logs: Array<string> = []
  const captured = Logger.make((options) => {
    logs.push(Logger.formatJson.log(options))
  })
  const quiet = Logger.layer(process.env.TEST_SERVER_LOGS === "1" ? [captured, Logger.consoleJson] : [captured])
  const server = makeServerLayer(config, {
    logger: quiet,
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    ...(options.pipeline ? { pipeline: options.pipeline } : {})
  })
  const withClock =
    options.clock === undefined ? server : server.pipe(Layer.provide(Layer.succeed(Clock.Clock, options.clock)))
  const context = await Effect.runPromise(Layer.buildWithScope(withClock, scope))
  const http = Context.get(context, HttpServer.HttpServer)
  const url = HttpServer.formatAddress(http.address).replace(/\/$/, "")
  const now = () => (options.clock === undefined ? Date.now() : options.clock.currentTimeMillisUnsafe())
  return {
    url,
    dataDir: options.dataDir,
    request: (path, init) => {
      const headers = new Headers(init?.headers)
      if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", freshIp())
      return fetch(`${url}${path}`, { ...init, headers })
    },
    run: (effect) => Effect.runPromise(Effect.provideContext(effect, context)),
    token: (email) => DevIssuer.mint(options.dataDir, email, now()),
    logs,
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
