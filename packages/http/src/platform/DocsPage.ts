import { Effect, type Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { HttpApiScalar } from "effect/http-api"
import { createHash } from "node:crypto"
import { Api } from "../Api.js"

/**
 * The human API reference at `/docs`, split in two: the Scalar renderer (3.2 MB of JavaScript) is
 * served once as an immutable, content-addressed asset the browser caches, and the page itself
 * is small. The page carries a Content-Security-Policy that allows only its own script (by hash)
 * and same-origin assets, and refuses to be framed (issue 12, defect 7).
 */

const sha256 = (text: string, encoding: "hex" | "base64") => createHash("sha256").update(text).digest(encoding)

interface DocsParts {
  /** The page, its inline configuration script referencing the asset. */
  readonly html: string
  /** The inline script's CSP source, `'sha256-...'`. */
  readonly scriptHash: string
  readonly assetPath: `/${string}`
  readonly asset: string
}

/**
 * Renders Scalar's self-contained page once and cuts its inline bundle out into an asset. The
 * page is effect's own (HttpApiScalar.layer), so the renderer and configuration stay theirs.
 */
const render = (docsPath: `/${string}`): Effect.Effect<DocsParts> =>
  Effect.promise(async () => {
    const { handler, dispose } = HttpRouter.toWebHandler(
      HttpApiScalar.layer(Api, { path: "/docs", scalar: { withDefaultFonts: false } }),
      // Rendered once at start: not a request, so not logged as one.
      { disableLogger: true }
    )
    try {
      const page = await (await handler(new Request("http://localhost/docs"))).text()
      const config = page.lastIndexOf("<script>")
      const bundleStart = page.lastIndexOf("<script>", config - 1)
      const bundleEnd = page.lastIndexOf("</script>", config)
      const configEnd = page.indexOf("</script>", config)
      if (bundleStart < 0 || bundleEnd < bundleStart || configEnd < config) {
        throw new Error("The Scalar page no longer has the expected two inline scripts")
      }
      const asset = page.slice(bundleStart + "<script>".length, bundleEnd)
      const inline = page.slice(config + "<script>".length, configEnd)
      const assetPath: `/${string}` = `${docsPath}/scalar-${sha256(asset, "hex").slice(0, 16)}.js`
      const html = `${page.slice(0, bundleStart)}<script src="${assetPath}"></script>${page.slice(bundleEnd + "</script>".length)}`
      return { html, scriptHash: `'sha256-${sha256(inline, "base64")}'`, assetPath, asset }
    } finally {
      await dispose()
    }
  })

/** The page's Content-Security-Policy: its own inline script by hash, same-origin everything else, no framing. */
export const contentSecurityPolicy = (scriptHash: string) =>
  [
    "default-src 'none'",
    `script-src 'self' ${scriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ")

/** Serves `docsPath` and its asset. */
export const layer = (docsPath: `/${string}`): Layer.Layer<never, never, HttpRouter.HttpRouter> =>
  HttpRouter.use(
    Effect.fnUntraced(function* (router) {
      const parts = yield* render(docsPath)
      const page = HttpServerResponse.html(parts.html).pipe(
        HttpServerResponse.setHeaders({
          "content-security-policy": contentSecurityPolicy(parts.scriptHash),
          "x-frame-options": "DENY",
          "cache-control": "no-cache"
        })
      )
      const asset = HttpServerResponse.text(parts.asset, { contentType: "text/javascript; charset=utf-8" }).pipe(
        HttpServerResponse.setHeaders({ "cache-control": "public, max-age=31536000, immutable" })
      )
      yield* router.add("GET", docsPath, Effect.succeed(page))
      yield* router.add("GET", parts.assetPath, Effect.succeed(asset))
    })
  )
