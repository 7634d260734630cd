/**
 * Writes the shipped parameter sets from packages/simulation/data/annual-series.json (never ../shared).
 *
 *   tsx packages/simulation/scripts/parameter-set/build.ts          # writes docs/examples/parameter-set-*.json
 *   tsx packages/simulation/scripts/parameter-set/build.ts --check  # fails if the committed files differ
 */
import { readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseParameterSet } from "../../src/ParameterSet.js"
import { type AnnualSeriesFile, buildShippedSets, setFileText } from "./ParameterSetBuilder.js"

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, "..", "..", "..", "..")
const data = JSON.parse(readFileSync(join(here, "..", "..", "data", "annual-series.json"), "utf8")) as AnnualSeriesFile
const check = process.argv.includes("--check")
let failed = false
for (const { file, set } of buildShippedSets(data)) {
  const parsed = parseParameterSet(set)
  if (!parsed.ok) throw new Error(`${set.id} is invalid: ${JSON.stringify(parsed.errors.slice(0, 5))}`)
  const text = setFileText(set)
  const path = join(root, "docs", "examples", file)
  if (check) {
    if (readFileSync(path, "utf8") !== text) {
      console.error(`${path} differs from a fresh build`)
      failed = true
    } else console.log(`${path}: up to date (${set.observations.length} rows)`)
  } else {
    writeFileSync(path, text)
    console.log(
      `wrote ${path}: ${set.observations.length} rows ${set.observationPeriod.start}-${set.observationPeriod.end}`
    )
  }
}
if (failed) process.exit(1)
