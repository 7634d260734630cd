// Bundles the `fire` CLI with esbuild into dist/fire/: bin.js (the entry bin/fire.js starts),
// one chunk per subcommand (loaded only when that subcommand runs, see src/cli.ts) and the
// simulation workers as their own entries (SimulationPool starts ./SimulationWorker.js next to itself,
// `fire simulate`'s ParallelRun ./PathWorker.js).
// The bundle is ESM; CommonJS dependencies inside it (pg) call `require`, hence the banner.
// PGlite stays external: it loads its WASM and data files relative to its own module.
// Usage: node scripts/bundle.mjs [--if-stale] [outdir] (default dist/fire); esbuild's metafile goes to
// outdir/meta.json. With --if-stale (pnpm start) nothing is done when the bundle is newer than every
// file it was made from (the inputs its metafile lists), so a second start costs no bundling.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const cli = fileURLToPath(new URL("..", import.meta.url))
const args = process.argv.slice(2)
const ifStale = args.includes("--if-stale")
const outdir = resolve(args.find((arg) => !arg.startsWith("--")) ?? `${cli}dist/fire`)

/** Whether the bundle in outdir was made after the last change of every one of its inputs. */
const upToDate = () => {
  const meta = `${outdir}/meta.json`
  if (!existsSync(meta)) return false
  const built = statSync(meta).mtimeMs
  const inputs = Object.keys(JSON.parse(readFileSync(meta, "utf8")).inputs)
  return inputs.every((input) => {
    const file = resolve(cli, input)
    return existsSync(file) && statSync(file).mtimeMs < built
  })
}

if (ifStale && upToDate()) process.exit(0)
rmSync(outdir, { recursive: true, force: true })
const result = await build({
  absWorkingDir: cli,
  entryPoints: {
    bin: "src/bin.ts",
    SimulationWorker: "../http/src/runtime/SimulationWorker.ts",
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
