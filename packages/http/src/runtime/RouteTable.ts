import { FindMyWay } from "effect/http"

/**
 * The method and path patterns the server answers, derived from the `HttpApi` contract plus the
 * routes served beside it (docs, OpenAPI). Matching uses the served router's own algorithm and
 * defaults (effect's FindMyWay: case-insensitive, duplicate and trailing slashes ignored, percent-
 * decoded, `;` parameters cut), so the table names exactly the route a request will reach. Used to
 * tell 404 from 405, to take a request's rate-limit family from its route, and in request logs.
 */
export interface RouteTable {
  /** The route pattern `url` (path and query) reaches and the methods it allows, or undefined. */
  readonly match: (url: string) => { readonly pattern: string; readonly methods: ReadonlyArray<string> } | undefined
  /** The pattern of the route that serves `method` on `url`, or undefined when none does. */
  readonly route: (method: string, url: string) => string | undefined
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const

/** Builds the table from an API value and extra `[method, path]` routes. */
export const make = (
  api: {
    readonly groups: Record<
      string,
      { readonly endpoints: Record<string, { readonly method: string; readonly path: string }> }
    >
  },
  extra: ReadonlyArray<readonly [method: string, path: string]> = []
): RouteTable => {
  const router = FindMyWay.make<string>()
  const registered = new Set<string>()
  const add = (method: string, pattern: string) => {
    const key = `${method} ${pattern}`
    if (registered.has(key)) return
    registered.add(key)
    router.on(method, pattern as FindMyWay.PathInput, pattern)
  }
  const addWithHead = (method: string, pattern: string) => {
    add(method.toUpperCase(), pattern)
    if (method.toUpperCase() === "GET") add("HEAD", pattern)
  }
  for (const group of Object.values(api.groups)) {
    for (const endpoint of Object.values(group.endpoints)) addWithHead(endpoint.method, endpoint.path)
  }
  for (const [method, path] of extra) addWithHead(method, path)
  const route = (method: string, url: string) => router.find(method, url)?.handler
  return {
    route,
    match: (url) => {
      let pattern: string | undefined
      const methods: Array<string> = []
      for (const method of METHODS) {
        const found = route(method, url)
        if (found === undefined) continue
        // A literal route beats a parameter route for one method; the pattern named is the GET's or the first found.
        pattern ??= found
        methods.push(method)
      }
      return pattern === undefined ? undefined : { pattern, methods: methods.sort() }
    }
  }
}
