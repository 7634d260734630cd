/**
 * Writes packages/simulation/data/annual-series.json and series-manifest.json from the market CSVs.
 * Usage: tsx packages/simulation/scripts/market-data/build.ts [--shared-dir <dir>]
 * (default shared dir: <repo>/../shared). Re-running on the same files gives byte-identical output.
 */
import { writeFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { deriveAnnualSeries } from "./annualSeries.js"
import { renderAnnualSeries, renderManifest } from "./manifest.js"
import { readMarketSources } from "./sources.js"

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = resolve(here, "../../../..")
const dataDir = resolve(repoRoot, "packages/simulation/data")

const flagAt = process.argv.indexOf("--shared-dir")
const sharedDir =
  flagAt >= 0 && process.argv[flagAt + 1] !== undefined
    ? resolve(process.cwd(), process.argv[flagAt + 1]!)
    : resolve(repoRoot, "../shared")

const document = deriveAnnualSeries(readMarketSources(sharedDir))
writeFileSync(resolve(dataDir, "annual-series.json"), renderAnnualSeries(document))
writeFileSync(resolve(dataDir, "series-manifest.json"), renderManifest(document))
for (const entry of document.series) {
  console.log(`${entry.id.padEnd(18)} ${entry.kind.padEnd(15)} ${entry.observationStart}-${entry.observationEnd}`)
}
for (const [name, window] of Object.entries(document.jointCoverage)) {
  console.log(`joint ${name}: ${window.start}-${window.end}`)
}
