// Fails when packages/simulation declares a runtime dependency: the engine ships with none.
import { readFileSync } from "node:fs"

const pkg = JSON.parse(readFileSync(new URL("../packages/simulation/package.json", import.meta.url), "utf8"))
const runtime = ["dependencies", "peerDependencies", "optionalDependencies"].flatMap((field) =>
  Object.keys(pkg[field] ?? {}).map((name) => `${field}: ${name}`)
)
if (runtime.length > 0) {
  console.error(`packages/simulation must have no runtime dependencies, found:\n  ${runtime.join("\n  ")}`)
  process.exit(1)
}
console.log("packages/simulation: no runtime dependencies")
