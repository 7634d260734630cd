// Package boundaries, checked on every import of every TypeScript file under packages/:
//   cli -> http -> decision -> domain -> simulation   (A -> B: A may import B; a level may be skipped)
// Fails on an import that points up the stack, on a cycle between packages, on a relative import
// that reaches into another package, and on any npm import from packages/simulation/src (the
// engine has zero runtime dependencies; node: built-ins only).
// dependency-cruiser was tried first: it parses TypeScript through the `typescript` package's JS
// API, which TypeScript 7 no longer ships, and silently cruised 0 modules. This script has no
// parser dependency: import specifiers are read with one regular expression.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"

const root = resolve(import.meta.dirname, "..")
const layers = ["simulation", "domain", "decision", "http", "cli"]
const rank = new Map(layers.map((name, index) => [name, index]))

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (name === "node_modules" || name === "dist") return []
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|mts|tsx)$/.test(name) ? [path] : []
  })

const IMPORT = /(?:^|[\s;])(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm

const errors = []
const edges = new Map(layers.map((name) => [name, new Set()]))

for (const pkg of layers) {
  const pkgDir = join(root, "packages", pkg)
  for (const file of walk(pkgDir)) {
    const rel = relative(root, file)
    const inSrc = rel.startsWith(join("packages", pkg, "src") + sep)
    const text = readFileSync(file, "utf8")
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]
      const workspace = /^@fire\/([a-z]+)/.exec(spec)
      if (workspace) {
        const target = workspace[1]
        if (!rank.has(target)) errors.push(`${rel}: unknown workspace package ${spec}`)
        else if (target !== pkg) {
          edges.get(pkg).add(target)
          if (rank.get(target) > rank.get(pkg))
            errors.push(`${rel}: ${pkg} must not import ${spec} (points up the stack)`)
        }
        continue
      }
      if (spec.startsWith(".")) {
        const targetPath = relative(root, resolve(dirname(file), spec))
        const other = /^packages[/\\]([a-z]+)[/\\]/.exec(targetPath)
        if (other && other[1] !== pkg)
          errors.push(`${rel}: reaches into packages/${other[1]} by a relative path; import @fire/${other[1]}`)
        if (inSrc && !targetPath.startsWith(join("packages", pkg) + sep))
          errors.push(`${rel}: src imports ${spec} outside its package`)
        continue
      }
      if (pkg === "simulation" && inSrc && !spec.startsWith("node:")) {
        errors.push(`${rel}: packages/simulation/src imports ${spec}; the engine has zero runtime dependencies`)
      }
    }
  }
}

// Cycles between packages (impossible while the layer rule holds; checked on the real edges anyway).
const visiting = new Set()
const done = new Set()
const visit = (node, path) => {
  if (visiting.has(node)) return errors.push(`cycle between packages: ${[...path, node].join(" -> ")}`)
  if (done.has(node)) return
  visiting.add(node)
  for (const next of edges.get(node)) visit(next, [...path, node])
  visiting.delete(node)
  done.add(node)
}
for (const name of layers) visit(name, [])

if (errors.length > 0) {
  console.error(`Package boundary violations (${errors.length}):\n  ${errors.join("\n  ")}`)
  process.exit(1)
}
const total = [...edges.values()].reduce((n, set) => n + set.size, 0)
console.log(`package boundaries hold: ${total} edges between ${layers.length} packages, all downward`)
