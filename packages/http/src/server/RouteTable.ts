/**
 * The method and path patterns the server answers, derived from the `HttpApi` contract plus the
 * routes served beside it (docs, OpenAPI). Used to tell 404 (no such path) from 405 (no such
 * method on an existing path) and to name the route in request logs.
 */
export interface RouteTable {
  /** The matching route pattern and the methods it allows, or undefined for an unknown path. */
  readonly match: (path: string) => { readonly pattern: string; readonly methods: ReadonlyArray<string> } | undefined
}

interface Entry {
  readonly pattern: string
  readonly regex: RegExp
  readonly methods: Set<string>
}

const toRegex = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/")}/?$`
  )

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
  const entries = new Map<string, Entry>()
  const add = (method: string, pattern: string) => {
    const entry = entries.get(pattern) ?? { pattern, regex: toRegex(pattern), methods: new Set<string>() }
    entry.methods.add(method.toUpperCase())
    if (method.toUpperCase() === "GET") entry.methods.add("HEAD")
    entries.set(pattern, entry)
  }
  for (const group of Object.values(api.groups)) {
    for (const endpoint of Object.values(group.endpoints)) add(endpoint.method, endpoint.path)
  }
  for (const [method, path] of extra) add(method, path)
  // Literal segments beat parameters: `/geo/cities/compare` before `/geo/cities/:slug`.
  const ordered = [...entries.values()].sort(
    (a, b) => a.pattern.split(":").length - b.pattern.split(":").length || b.pattern.length - a.pattern.length
  )
  return {
    match: (path) => {
      const entry = ordered.find((e) => e.regex.test(path))
      return entry === undefined ? undefined : { pattern: entry.pattern, methods: [...entry.methods].sort() }
    }
  }
}
