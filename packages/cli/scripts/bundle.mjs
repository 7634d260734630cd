// Bundles the `fire` CLI with esbuild into dist/fire/: bin.js (the entry bin/fire.js starts),
// one chunk per subcommand (loaded only when that subcommand runs, see src/cli.ts) and the
// simulation workers as their own entries (SimulationPool starts ./SimulationWorker.js next to itself,
// `fire simulate`'s ParallelRun ./PathWorker.js).
// The bundle is ESM; CommonJS dependencies inside it (pg) call `require`, hence the banner.
// PGlite stays external: it loads its WASM and data files relative to its own module.
// Usage: node scripts/bundle.mjs [outdir] (default dist/fire); esbuild's metafile goes to outdir/meta.json.
import { rmSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const cli = fileURLToPath(new URL("..", import.meta.url))
const outdir = resolve(process.argv[2] ?? `${cli}dist/fire`)
rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: cli,
  entryPoints: {
    bin: "src/bin.ts",
    SimulationWorker: "../http/src/server/SimulationWorker.ts",
    PathWorker: "src/commands/simulate/PathWorker.ts"
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node22",
  conditions: ["source"],
  external: ["@electric-sql/pglite", "pg-native"],
  banner: {
    js: 'import { createRequire as __fireCreateRequire } from "node:module"; const require = __fireCreateRequire(import.meta.url);'
  },
  chunkNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning"
})
writeFileSync(`${outdir}/meta.json`, JSON.stringify(result.metafile))
