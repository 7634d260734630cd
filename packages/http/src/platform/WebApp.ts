import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve, sep } from "node:path"
import { AppConfig } from "../config/AppConfig.js"

/**
 * The web app (packages/web, docs/web.md), served from its production build at `/`, the same
 * origin as `/api/v1`, so the session cookie needs no CORS. Hashed assets under `/assets/` are
 * immutable; the app's routes (the build's routes.json) get `index.html`, and the app routes them
 * in the browser. Every other path keeps its 404 (and an API path its 405) envelope. Without a
 * build (`WEB_DIR` missing) nothing is served at `/`.
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8"
}

/** The app's policy: its own scripts only; inline style attributes are what the chart sets. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'"
].join("; ")

/** The file under `root` that `path` names, if it is one (never outside `root`). */
const fileOf = (root: string, path: string): string | undefined => {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const file = normalize(join(root, decoded))
  if (!file.startsWith(root + sep)) return undefined
  return existsSync(file) && statSync(file).isFile() ? file : undefined
}

const serveFile = (file: string, immutable: boolean) =>
  HttpServerResponse.uint8Array(readFileSync(file), {
    contentType: TYPES[extname(file)] ?? "application/octet-stream",
    headers: {
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...(extname(file) === ".html"
        ? { "content-security-policy": contentSecurityPolicy, "x-frame-options": "DENY" }
        : {})
    }
  })

export const layer: Layer.Layer<
  never,
  never,
  HttpRouter.HttpRouter | HttpRouter.Request<"Error", HttpServerError.HttpServerError> | AppConfig
> = HttpRouter.use(
  Effect.fnUntraced(function* (router) {
    const config = yield* AppConfig
    const root = resolve(config.webDir)
    const index = join(root, "index.html")
    const routesFile = join(root, "routes.json")
    if (!existsSync(index) || !existsSync(routesFile)) {
      yield* Effect.logWarning(`no web app build at ${root} (pnpm --filter @fire/web build); / is not served`)
      return
    }
    const appRoutes = new Set(JSON.parse(readFileSync(routesFile, "utf8")) as ReadonlyArray<string>)
    const handler = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const path = new URL(request.url, "http://localhost").pathname
      if (appRoutes.has(path)) return serveFile(index, false)
      const file = fileOf(root, path)
      if (file !== undefined) return serveFile(file, path.startsWith("/assets/"))
      return yield* Effect.fail(
        new HttpServerError.HttpServerError({ reason: new HttpServerError.RouteNotFound({ request }) })
      )
    })
    yield* router.add("GET", "/", handler)
    yield* router.add("GET", "/*", handler)
  })
)
