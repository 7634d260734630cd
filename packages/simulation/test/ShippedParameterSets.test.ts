/**
 * The shipped parameter sets under docs/examples/ are exactly what the builder makes from the
 * committed annual series (rerun scripts/parameter-set/build.ts when the series change), and carry
 * the data the issue asks for.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { type AnnualSeriesFile, buildShippedSets, setFileText } from "../scripts/parameter-set/ParameterSetBuilder.js"
import { canonicalHash } from "../src/CanonicalJson.js"

const root = join(import.meta.dirname, "..", "..", "..")
const data = JSON.parse(
  readFileSync(join(root, "packages", "simulation", "data", "annual-series.json"), "utf8")
) as AnnualSeriesFile
const built = buildShippedSets(data)

describe("shipped parameter sets", () => {
  it.each(built.map((b) => [b.file, b] as const))("%s is up to date with annual-series.json", (file, b) => {
    expect(readFileSync(join(root, "docs", "examples", file), "utf8")).toBe(setFileText(b.set))
  })

  it("cover the expected joint periods with complete rows", () => {
    const periods = built.map((b) => [
      b.set.observationPeriod.start,
      b.set.observationPeriod.end,
      b.set.observations.length
    ])
    expect(periods).toEqual([
      ["1934", "2022", 89],
      ["1872", "2022", 151],
      ["1972", "2022", 51]
    ])
  })

  it("ship a long rolling-audit set without cash: equity, bonds and us_cpi_long from 1872, 1929 as real rows", () => {
    const long = built[1]?.set
    expect(long?.id).toBe("us-long-1872-2022/v1")
    expect(long?.assetFactors).toEqual(["us_equity", "us_bond_10y"])
    expect(long?.sourceSeries.map((s) => s.id)).toEqual(["us_equity", "us_bond_10y", "us_cpi_long"])
    expect(long?.reportingInflationSeriesId).toBe("us_cpi_long")
    expect(long?.observations.every((row) => row.cashYield === undefined)).toBe(true)
    // CPI-U's figures from 1914: the spliced series equals us_cpi_u there
    const cpiU = data.series.find((s) => s.id === "us_cpi_u")?.values ?? {}
    for (const row of long?.observations ?? [])
      if (row.year >= 1914) expect(row.inflation.us_cpi_long).toBe(cpiU[String(row.year)])
    const crash = long?.stressScenarios.find((s) => s.id === "start-1929")
    expect(crash?.prefixObservationIndexes.map((i) => long?.observations[i]?.year)).toEqual([1929, 1930, 1931, 1932])
  })

  it("hold the factors, CPI and the six currencies", () => {
    const [us, , multi] = built.map((b) => b.set)
    expect(us?.assetFactors).toEqual(["us_equity", "us_bond_10y", "us_cash"])
    expect(us?.reportingInflationSeriesId).toBe("us_cpi_u")
    expect(multi?.currencies).toEqual(["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD"])
  })

  it("are drafts whose seriesManifestHash is the hash of their sourceSeries", () => {
    for (const { set } of built) {
      expect(set.approval.status).toBe("draft")
      expect(set.seriesManifestHash).toBe(canonicalHash(set.sourceSeries))
    }
  })

  it("start 1966, 2000 and 2008 as forced prefixes of the right calendar years in the US set", () => {
    const us = built[0]?.set
    const years = (id: string) =>
      us?.stressScenarios.find((s) => s.id === id)?.prefixObservationIndexes.map((i) => us.observations[i]?.year)
    expect(years("start-1966")).toEqual(Array.from({ length: 16 }, (_, i) => 1966 + i))
    expect(years("start-2000")).toEqual(Array.from({ length: 10 }, (_, i) => 2000 + i))
    expect(years("start-2008")).toEqual([2008, 2009, 2010, 2011, 2012])
    const crash = us?.stressScenarios.find((s) => s.id === "start-1929")
    expect(crash?.shockYears).toBe(4)
    expect(crash?.returnShockByFactor?.us_equity).toBeLessThan(-0.2)
  })
})
