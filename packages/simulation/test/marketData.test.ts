/**
 * The committed market series (packages/simulation/data) against published check figures
 * (shared/data/PROVENANCE.md), their own hashes, and a fresh derivation from the source CSVs.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { deriveAnnualSeries } from "../scripts/market-data/annualSeries.js"
import { parseCsv } from "../scripts/market-data/csv.js"
import { renderAnnualSeries, renderManifest } from "../scripts/market-data/manifest.js"
import { readMarketSources } from "../scripts/market-data/sources.js"

const here = dirname(fileURLToPath(import.meta.url))
const dataDir = resolve(here, "../data")
const sharedDir = resolve(here, "../../../../shared")

interface Entry {
  readonly id: string
  readonly kind: string
  readonly currency: string
  readonly observationStart: string
  readonly observationEnd: string
  readonly coverageKeys: ReadonlyArray<string>
  readonly sha256: string
  readonly values: Readonly<Record<string, number>>
  readonly levels?: Readonly<Record<string, number>>
  readonly levelsSha256?: string
  readonly [field: string]: unknown
}

const annualText = readFileSync(resolve(dataDir, "annual-series.json"), "utf8")
const manifestText = readFileSync(resolve(dataDir, "series-manifest.json"), "utf8")
const annual = JSON.parse(annualText) as {
  schemaVersion: string
  series: ReadonlyArray<Entry>
  jointCoverage: Record<string, { start: number; end: number; seriesIds: ReadonlyArray<string> }>
}
const manifest = JSON.parse(manifestText) as { manifestHash: string; series: ReadonlyArray<Record<string, unknown>> }

const series = (id: string): Entry => {
  const entry = annual.series.find((s) => s.id === id)
  if (entry === undefined) throw new Error(`series ${id} missing from annual-series.json`)
  return entry
}
const value = (id: string, year: number): number => {
  const v = series(id).values[String(year)]
  if (v === undefined) throw new Error(`${id} has no value for ${year}`)
  return v
}
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

// Written independently of the script's canonicalJson: keys sorted at every depth, no whitespace.
const canonical = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(",")}}`
  }
  return JSON.stringify(v)
}

/** Geometric mean annual rate over the inclusive year range. */
const geometricMean = (returns: (year: number) => number, from: number, to: number): number => {
  let growth = 1
  for (let year = from; year <= to; year += 1) growth *= 1 + returns(year)
  return growth ** (1 / (to - from + 1)) - 1
}

const US_IDS = ["us_equity", "us_bond_10y", "us_cash", "us_cpi_u"]
const FX_IDS = ["fx_eur", "fx_gbp", "fx_jpy", "fx_chf", "fx_cad", "fx_aud"]

describe("annual-series.json: check figures from PROVENANCE", () => {
  it("CPI-U December to December: 1980 about 12.5%, 2022 about 6.5%", () => {
    expect(value("us_cpi_u", 1980)).toBeCloseTo(0.125, 2)
    expect(value("us_cpi_u", 2022)).toBeCloseTo(0.065, 2)
  })

  it("US equity total return 1926-2022: nominal about 10%/yr, real about 6.5-7%/yr", () => {
    const nominal = geometricMean((y) => value("us_equity", y), 1926, 2022)
    const real = geometricMean((y) => (1 + value("us_equity", y)) / (1 + value("us_cpi_u", y)) - 1, 1926, 2022)
    expect(nominal).toBeGreaterThan(0.095)
    expect(nominal).toBeLessThan(0.105)
    expect(real).toBeGreaterThanOrEqual(0.065)
    expect(real).toBeLessThanOrEqual(0.07)
  })

  it("US equity single years (monthly averages, so within a few points): 1931 about -42%, 1974 about -26%", () => {
    expect(Math.abs(value("us_equity", 1931) - -0.42)).toBeLessThan(0.02)
    expect(Math.abs(value("us_equity", 1974) - -0.26)).toBeLessThan(0.02)
  })

  it("10-year bond by the monthly par-bond method: 2022 about -15%, 1982 about +36%", () => {
    expect(Math.abs(value("us_bond_10y", 2022) - -0.15)).toBeLessThan(0.01)
    expect(Math.abs(value("us_bond_10y", 1982) - 0.36)).toBeLessThan(0.01)
  })

  it("EUR against USD 2022 about -6%", () => {
    expect(Math.abs(value("fx_eur", 2022) - -0.06)).toBeLessThan(0.01)
  })

  it("us_cpi_long: Shiller's CPI December to December before 1914, exactly CPI-U from 1914", () => {
    const long = series("us_cpi_long")
    expect(long.observationStart).toBe("1872")
    for (const year of Object.keys(series("us_cpi_u").values))
      expect(long.values[year], year).toBe(value("us_cpi_u", Number(year)))
    // sanity of scale: the 1917 war inflation above 10%, the pre-1914 years within 20% a year
    expect(value("us_cpi_long", 1917)).toBeGreaterThan(0.1)
    for (let year = 1872; year < 1914; year++) expect(Math.abs(value("us_cpi_long", year))).toBeLessThan(0.2)
  })

  it("no equity value after 2022 (Shiller rows from 2023-07 are not licensed)", () => {
    const equity = series("us_equity")
    expect(equity.observationEnd).toBe("2022")
    expect(Object.keys(equity.values).filter((year) => Number(year) > 2022)).toEqual([])
  })
})

describe("annual-series.json: structure and integrity", () => {
  it("has every series the engine expects, with kinds and currencies", () => {
    const kinds = Object.fromEntries(annual.series.map((s) => [s.id, s.kind]))
    for (const id of ["us_equity", "us_bond_10y", "us_cash"]) expect(kinds[id]).toBe("nominal_return")
    expect(kinds.us_cash_yield).toBe("cash_yield")
    for (const id of FX_IDS) expect(kinds[id]).toBe("fx")
    const inflationCurrencies = annual.series.filter((s) => s.kind === "inflation").map((s) => s.currency)
    // USD twice: CPI-U and the long splice us_cpi_long (Shiller's CPI before 1914)
    expect([...inflationCurrencies].sort()).toEqual(["AUD", "CAD", "CHF", "EUR", "GBP", "JPY", "USD", "USD"])
    expect(annual.schemaVersion).toBe("annual-series/1")
  })

  it("every entry fits the spec's sourceSeries bounds (interface-v1 parameterManifest)", () => {
    const within = (text: unknown, max: number) => typeof text === "string" && text.length >= 1 && text.length <= max
    for (const entry of annual.series) {
      expect(entry.id).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_./:-]*$/)
      expect(within(entry.id, 160), entry.id).toBe(true)
      expect(within(entry.publisher, 240), `${entry.id} publisher`).toBe(true)
      expect(within(entry.version, 120), `${entry.id} version`).toBe(true)
      expect(within(entry.license, 240), `${entry.id} license`).toBe(true)
      expect(within(entry.observationStart, 32) && within(entry.observationEnd, 32), entry.id).toBe(true)
      expect(entry.coverageKeys.length).toBeGreaterThanOrEqual(1)
      expect(entry.coverageKeys.length).toBeLessThanOrEqual(256)
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/)
      expect(entry.sourceSha256).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(manifest.manifestHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it("every series' sha256 (and levelsSha256) recomputes from its numbers", () => {
    for (const entry of annual.series) {
      expect(sha256(canonical(entry.values)), entry.id).toBe(entry.sha256)
      if (entry.levels !== undefined) expect(sha256(canonical(entry.levels)), entry.id).toBe(entry.levelsSha256)
    }
  })

  it("years are consecutive, match observationStart/End, and values are finite with at most 10 significant digits", () => {
    for (const entry of annual.series) {
      const years = Object.keys(entry.values).map(Number)
      expect(years[0], entry.id).toBe(Number(entry.observationStart))
      expect(years.at(-1), entry.id).toBe(Number(entry.observationEnd))
      years.forEach((year, i) => {
        if (i > 0) expect(year, entry.id).toBe(years[i - 1]! + 1)
      })
      for (const v of Object.values(entry.values)) {
        expect(Number.isFinite(v)).toBe(true)
        expect(Number(v.toPrecision(10))).toBe(v)
      }
    }
  })

  it("fx values are the year-on-year change of the December levels (USD per unit)", () => {
    for (const id of FX_IDS) {
      const { values, levels } = series(id)
      if (levels === undefined) throw new Error(`${id} has no levels`)
      for (const [year, r] of Object.entries(values)) {
        const ratio = levels[year]! / levels[String(Number(year) - 1)]! - 1
        expect(Math.abs(r - ratio), `${id} ${year}`).toBeLessThan(1e-8)
      }
    }
    // The H.10 file quotes foreign units per USD; inverted, one pound buys more than one dollar and a yen far less.
    expect(series("fx_gbp").levels?.["2022"]).toBeGreaterThan(1)
    expect(series("fx_jpy").levels?.["2022"]).toBeLessThan(0.02)
  })

  it("us_cash_yield carries exactly the numbers of us_cash", () => {
    expect(series("us_cash_yield").values).toEqual(series("us_cash").values)
  })

  it("joint coverage is 1934-2022 for US factors and 1972-2022 with all six currencies, recomputed from values", () => {
    const window = (ids: ReadonlyArray<string>) => {
      const has = (year: number) => ids.every((id) => series(id).values[String(year)] !== undefined)
      const end = Math.min(...ids.map((id) => Number(series(id).observationEnd)))
      let start = end
      while (has(start - 1)) start -= 1
      return { start, end }
    }
    const inflationIds = annual.series.filter((s) => s.kind === "inflation" && s.currency !== "USD").map((s) => s.id)
    expect(window(US_IDS)).toEqual({ start: 1934, end: 2022 })
    expect(window([...US_IDS, ...FX_IDS, ...inflationIds])).toEqual({ start: 1972, end: 2022 })
    expect(annual.jointCoverage.us).toMatchObject({ start: 1934, end: 2022 })
    expect(annual.jointCoverage.us_plus_fx).toMatchObject({ start: 1972, end: 2022 })
  })

  it("series-manifest.json is annual-series.json without numbers, and its manifestHash recomputes", () => {
    const expected = annual.series.map(({ values: _v, levels: _l, ...rest }) => rest)
    expect(manifest.series).toEqual(expected)
    expect(sha256(canonical(manifest.series))).toBe(manifest.manifestHash)
    expect(annualText.endsWith("}\n")).toBe(true)
    expect(manifestText.endsWith("}\n")).toBe(true)
  })
})

// The source CSVs live outside the repository (../shared). CI always has them and sets
// REQUIRE_SHARED_DATA=1, so there a missing folder fails; a clone without them still runs the rest.
const sharedAvailable = existsSync(resolve(sharedDir, "data", "market"))
const sharedRequired = process.env.REQUIRE_SHARED_DATA === "1"
const sharedSkipped = !sharedAvailable && !sharedRequired
const reDerivation = "re-derivation from shared/data/market"

describe.skipIf(sharedSkipped)(
  sharedSkipped ? `${reDerivation} (skipped: no shared data folder at ${sharedDir}; CI provides it)` : reDerivation,
  () => {
    const missing = `shared data folder not found at ${sharedDir}: the market-data test needs /work/shared (the clone's ../shared) to re-derive the series; CI always provides it`
    const sources = () => {
      if (!existsSync(resolve(sharedDir, "data", "market"))) throw new Error(missing)
      return readMarketSources(sharedDir)
    }

    it("re-deriving from the CSVs gives byte-identical annual-series.json and series-manifest.json", () => {
      const document = deriveAnnualSeries(sources())
      const stale = "differs from a fresh derivation: rerun packages/simulation/scripts/market-data/build.ts"
      expect(sha256(renderAnnualSeries(document)), `annual-series.json ${stale}`).toBe(sha256(annualText))
      expect(sha256(renderManifest(document)), `series-manifest.json ${stale}`).toBe(sha256(manifestText))
    })

    it("the World Bank file holds GDP-deflator figures, not CPI (hence the *_gdp_deflator ids)", () => {
      const { cpiU, worldBank } = sources()
      const cpi = parseCsv(cpiU.text).rows
      const average = (year: number) => {
        const months = cpi.filter((row) => row[0]!.startsWith(`${year}-`)).map((row) => Number(row[1]))
        return months.reduce((a, b) => a + b, 0) / months.length
      }
      const blsAnnualAverage1980 = average(1980) / average(1979) - 1
      const usa1980 = parseCsv(worldBank.text).rows.find((row) => row[1] === "USA" && row[2] === "1980")
      if (usa1980 === undefined) throw new Error("no USA 1980 row in the World Bank file")
      // WDI FP.CPI.TOTL.ZG for the USA is BLS CPI-U annual-average inflation (13.5% in 1980).
      expect(blsAnnualAverage1980).toBeCloseTo(0.135, 2)
      expect(Math.abs(Number(usa1980[3]) / 100 - blsAnnualAverage1980)).toBeGreaterThan(0.03)
    })
  }
)
