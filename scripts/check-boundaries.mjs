// Package and module boundaries, checked on every import of every TypeScript file under packages/.
// Each violation names its rule in brackets; test/architecture/Boundaries.test.ts plants one of each.
//
// [layers] cli -> http -> decision -> domain -> simulation (A -> B: A may import B; a level may be
//   skipped): an import that points up the stack, a cycle between packages, a relative import that
//   reaches into another package or out of its own src, an unknown @fire/* package.
// [engine-no-deps] packages/simulation/src imports nothing from npm (node: built-ins only).
// [use-case-no-http] the use-case packages (decision, domain) never import HTTP: effect/http*,
//   effect/unstable/http*, @effect/platform*, @fire/http, or an HttpApi*/HttpServer*/HttpRouter* name.
// [use-case-no-sql] ... nor SQL: effect/sql*, effect/unstable/sql*, @effect/sql-*, SqlClient. One
//   exception, on purpose: `import type { SqlError } from "effect/sql/SqlError"`, the failure a
//   repository port declares (a type; it runs no SQL).
// [store-below-server] packages/http/src/store/ (DB plumbing) and src/config/ (configuration, which
//   store reads) import nothing of the server side: not pipeline/, runtime/ nor a feature folder;
//   config/ imports only config/.
// [feature-adapters-private] a feature folder of packages/http/src (identity, money, decision, geo,
//   tax, notifications, ai, platform) never imports another feature folder's handlers (*Handlers.ts)
//   or SQL adapters (*Sql.ts, *Cached.ts); what features share goes through pipeline/, runtime/,
//   store/, config/ or the use-case packages.
// [adapters-independent] a SQL adapter (*Sql.ts, *Cached.ts) never imports another SQL adapter.
//
// Usage: node scripts/check-boundaries.mjs [root]   (root: the workspace, default this repository).
// dependency-cruiser was tried first: it parses TypeScript through the `typescript` package's JS
// API, which TypeScript 7 no longer ships, and silently cruised 0 modules. This script has no
// parser dependency: import specifiers are read with one regular expression.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { basename, dirname, join, relative, resolve, sep } from "node:path"

const root = resolve(process.argv[2] ?? join(import.meta.dirname, ".."))
const layers = ["simulation", "domain", "decision", "http", "cli"]
const rank = new Map(layers.map((name, index) => [name, index]))
const useCasePackages = new Set(["decision", "domain"])
const features = new Set(["identity", "money", "decision", "geo", "tax", "notifications", "ai", "platform"])

const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        if (name === "node_modules" || name === "dist") return []
        const path = join(dir, name)
        return statSync(path).isDirectory() ? walk(path) : /\.(ts|mts|tsx)$/.test(name) ? [path] : []
      })
    : []

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s((?:type\s)?[^"';]*?)\s?from\s["']([^"']+)["']|(?:^|[\s;])import\s["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm

const HTTP_SPEC = /^(effect\/(unstable\/)?http|@effect\/platform|@fire\/http(\/|$))/
const SQL_SPEC = /^(effect\/(unstable\/)?sql|@effect\/sql)/
const HTTP_NAME = /\b(HttpApi\w*|HttpServer\w*|HttpRouter\w*|HttpClient\w*)\b/
const ALLOWED_SQL = /^type\s*\{\s*SqlError\s*\}$/

const isAdapter = (path) => /(Sql|Cached)\.ts$/.test(basename(path))
const isHandlers = (path) => /Handlers\.ts$/.test(basename(path))
/** The folder of packages/http/src a path is in ("" for src itself), or undefined outside it. */
const httpFolder = (rel) => {
  const parts = rel.split(sep)
  if (parts[0] !== "packages" || parts[1] !== "http" || parts[2] !== "src") return undefined
  return parts.length > 4 ? parts[3] : ""
}

const errors = []
const edges = new Map(layers.map((name) => [name, new Set()]))

for (const pkg of layers) {
  const pkgDir = join(root, "packages", pkg)
  for (const file of walk(pkgDir)) {
    const rel = relative(root, file)
    const inSrc = rel.startsWith(join("packages", pkg, "src") + sep)
    const text = readFileSync(file, "utf8")
    for (const match of text.matchAll(IMPORT)) {
      const clause = (match[1] ?? "").trim()
      const spec = match[2] ?? match[3] ?? match[4]
      if (inSrc && useCasePackages.has(pkg)) {
        if (HTTP_SPEC.test(spec) || HTTP_NAME.test(clause))
          errors.push(`[use-case-no-http] ${rel}: imports ${spec}; a use case in ${pkg} knows nothing of HTTP`)
        if (
          (SQL_SPEC.test(spec) && !(spec === "effect/sql/SqlError" && ALLOWED_SQL.test(clause))) ||
          /\bSqlClient\b/.test(clause)
        )
          errors.push(
            `[use-case-no-sql] ${rel}: imports ${spec}; a use case in ${pkg} reaches storage only through its ports`
          )
      }
      const workspace = /^@fire\/([a-z]+)/.exec(spec)
      if (workspace) {
        const target = workspace[1]
        if (!rank.has(target)) errors.push(`[layers] ${rel}: unknown workspace package ${spec}`)
        else if (target !== pkg) {
          edges.get(pkg).add(target)
          if (rank.get(target) > rank.get(pkg))
            errors.push(`[layers] ${rel}: ${pkg} must not import ${spec} (points up the stack)`)
        }
        continue
      }
      if (spec.startsWith(".")) {
        const targetPath = relative(root, resolve(dirname(file), spec)).replace(/\.js$/, ".ts")
        const other = /^packages[/\\]([a-z]+)[/\\]/.exec(targetPath)
        if (other && other[1] !== pkg)
          errors.push(`[layers] ${rel}: reaches into packages/${other[1]} by a relative path; import @fire/${other[1]}`)
        if (inSrc && !targetPath.startsWith(join("packages", pkg) + sep))
          errors.push(`[layers] ${rel}: src imports ${spec} outside its package`)
        const from = httpFolder(rel)
        const to = httpFolder(targetPath)
        if (from !== undefined && to !== undefined) {
          if (from === "store" && to !== "store" && to !== "config")
            errors.push(
              `[store-below-server] ${rel}: store/ imports ${spec} (${to || "src"}/); store needs only store/ and config/`
            )
          if (from === "config" && to !== "config")
            errors.push(
              `[store-below-server] ${rel}: config/ imports ${spec} (${to || "src"}/); configuration needs only config/`
            )
          if (
            features.has(from) &&
            features.has(to) &&
            from !== to &&
            (isAdapter(targetPath) || isHandlers(targetPath))
          )
            errors.push(
              `[feature-adapters-private] ${rel}: ${from}/ imports ${to}/'s ${isAdapter(targetPath) ? "SQL adapter" : "handlers"} ${basename(targetPath)}; share through pipeline/, runtime/, store/ or a use-case package`
            )
          if (isAdapter(rel) && isAdapter(targetPath) && targetPath !== rel)
            errors.push(`[adapters-independent] ${rel}: a SQL adapter imports another, ${basename(targetPath)}`)
        }
        continue
      }
      if (pkg === "simulation" && inSrc && !spec.startsWith("node:")) {
        errors.push(
          `[engine-no-deps] ${rel}: packages/simulation/src imports ${spec}; the engine has zero runtime dependencies`
        )
      }
    }
  }
}

// Cycles between packages (impossible while the layer rule holds; checked on the real edges anyway).
const visiting = new Set()
const done = new Set()
const visit = (node, path) => {
  if (visiting.has(node)) return errors.push(`[layers] cycle between packages: ${[...path, node].join(" -> ")}`)
  if (done.has(node)) return
  visiting.add(node)
  for (const next of edges.get(node)) visit(next, [...path, node])
  visiting.delete(node)
  done.add(node)
}
for (const name of layers) visit(name, [])

if (errors.length > 0) {
  console.error(`Boundary violations (${errors.length}):\n  ${errors.join("\n  ")}`)
  process.exit(1)
}
const total = [...edges.values()].reduce((n, set) => n + set.size, 0)
console.log(
  `boundaries hold: ${total} edges between ${layers.length} packages, all downward; use cases free of HTTP and SQL; store below the server; feature adapters private`
)
