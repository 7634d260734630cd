/**
 * Builds the shipped parameter sets (`parameter-set/1`, status draft) from the project's derived annual
 * series (packages/simulation/data/annual-series.json): complete joint rows, source manifest entries,
 * FX spot levels and the stress scenarios. Pure: the CLI (build.ts) and the test read and write files.
 */
import { canonicalHash } from "../../src/CanonicalJson.js"
import type { ObservationRow, ParameterSet, SourceSeries, StressScenario } from "../../src/ParameterSet.js"

interface AnnualSeries {
  readonly id: string
  readonly kind: SourceSeries["kind"]
  readonly publisher: string
  readonly version: string
  readonly license: string
  readonly currency?: string
  readonly observationStart: string
  readonly observationEnd: string
  readonly coverageKeys: ReadonlyArray<string>
  readonly sha256: string
  readonly values: Readonly<Record<string, number>>
  readonly levels?: Readonly<Record<string, number>>
}

/** The file `annual-series.json` as far as this builder reads it. */
export interface AnnualSeriesFile {
  readonly series: ReadonlyArray<AnnualSeries>
}

export interface SetSpec {
  readonly id: string
  readonly file: string
  readonly description: string
  /** The asset factors of the set (default all three); a set without `us_cash` has no cash yield either. */
  readonly factors?: ReadonlyArray<(typeof FACTORS)[number]>
  readonly currencies: ReadonlyArray<{ readonly code: string; readonly fx?: string; readonly inflation: string }>
}

const FACTORS = ["us_equity", "us_bond_10y", "us_cash"] as const
const REPORTING = "us_cpi_u"
const CASH_YIELD = "us_cash_yield"
// Reviewer-selected block length: ten years keeps a decade-long regime (1970s inflation) in one block.
const BLOCK_YEARS = 10

/** The asset factors of a set. */
const factorsOf = (spec: SetSpec): ReadonlyArray<string> => spec.factors ?? FACTORS

/** The reporting inflation series of a set: its USD currency's (listed first). */
const reportingOf = (spec: SetSpec): string => spec.currencies[0]?.inflation ?? REPORTING

/** Whether a set carries cash (the factor and its yield). */
const hasCash = (spec: SetSpec): boolean => factorsOf(spec).includes("us_cash")

/** The builder over one annual-series file: a set from a spec. */
const makeBuilder = (data: AnnualSeriesFile): ((spec: SetSpec) => ParameterSet) => {
  const byId = new Map(data.series.map((s) => [s.id, s]))
  const series = (id: string): AnnualSeries => {
    const s = byId.get(id)
    if (s === undefined) throw new Error(`annual-series.json has no series ${id}`)
    return s
  }
  const value = (id: string, year: number): number | undefined => series(id).values[String(year)]

  const round = (x: number): number => Math.round(x * 1e10) / 1e10

  /** Complete joint rows only: the years where every series of the set has a value. */
  const jointRows = (spec: SetSpec): ReadonlyArray<ObservationRow> => {
    const rows: Array<ObservationRow> = []
    for (let year = 1800; year <= 2100; year++) {
      const nominal: Record<string, number> = {}
      const inflation: Record<string, number> = {}
      const fx: Record<string, number> = {}
      let complete = true
      for (const f of factorsOf(spec)) {
        const v = value(f, year)
        if (v === undefined) complete = false
        else nominal[f] = v
      }
      for (const c of spec.currencies) {
        const i = value(c.inflation, year)
        if (i === undefined) complete = false
        else inflation[c.inflation] = i
        if (c.fx !== undefined) {
          const x = value(c.fx, year)
          if (x === undefined) complete = false
          else fx[c.code] = x
        }
      }
      const withCash = hasCash(spec)
      const cash = withCash ? value(CASH_YIELD, year) : undefined
      if ((withCash && cash === undefined) || !complete) continue
      rows.push({
        year,
        nominalReturn: nominal,
        inflation,
        fxReturn: fx,
        ...(cash === undefined ? {} : { cashYield: cash })
      })
    }
    return rows
  }

  const mean = (xs: ReadonlyArray<number>): number => xs.reduce((a, b) => a + b, 0) / xs.length

  /** Annualised (geometric) value of a series over [from, to], or undefined when a year is missing. */
  const geometric = (id: string, from: number, to: number): number | undefined => {
    let g = 1
    for (let y = from; y <= to; y++) {
      const v = value(id, y)
      if (v === undefined) return undefined
      g *= 1 + v
    }
    return g ** (1 / (to - from + 1)) - 1
  }

  /**
   * A historical start: when the years are joint rows of the set, they are forced as a prefix; otherwise
   * (1929 lacks cash rows; 1966 precedes the FX rows) the episode becomes shocks for its length: for each
   * US series with data in those years, its annualised value then minus its mean over the set's rows.
   */
  const historicalStart = (
    spec: SetSpec,
    rows: ReadonlyArray<ObservationRow>,
    id: string,
    from: number,
    to: number,
    what: string
  ): StressScenario => {
    const indexes = rows.map((r, i) => (r.year >= from && r.year <= to ? i : -1)).filter((i) => i >= 0)
    if (indexes.length === to - from + 1)
      return {
        id,
        description: `${what}: the historical years ${from}-${to} are forced as the first ${indexes.length} years of every path, then block bootstrap.`,
        prefixObservationIndexes: indexes,
        shockYears: 0
      }
    const returnShockByFactor: Record<string, number> = {}
    for (const f of Object.keys(rows[0]?.nominalReturn ?? {})) {
      const g = geometric(f, from, to)
      if (g !== undefined) returnShockByFactor[f] = round(g - mean(rows.map((r) => r.nominalReturn[f] as number)))
    }
    const inflationShockBySeries: Record<string, number> = {}
    const reporting = reportingOf(spec)
    const gi = geometric(reporting, from, to)
    if (gi !== undefined)
      inflationShockBySeries[reporting] = round(gi - mean(rows.map((r) => r.inflation[reporting] as number)))
    return {
      id,
      description: `${what}: ${from}-${to} is not in this set's complete joint rows, so its annualised US returns and inflation minus the set's means are added as shocks to the first ${to - from + 1} years of every path (factors without data then are not shocked).`,
      prefixObservationIndexes: [],
      shockYears: to - from + 1,
      returnShockByFactor,
      inflationShockBySeries
    }
  }

  const sourceEntry = (id: string): SourceSeries => {
    const s = series(id)
    return {
      id: s.id,
      kind: s.kind,
      publisher: s.publisher.slice(0, 240),
      version: s.version.slice(0, 120),
      hash: s.sha256,
      license: s.license.slice(0, 240),
      observationStart: s.observationStart,
      observationEnd: s.observationEnd,
      coverageKeys: s.coverageKeys
    }
  }

  const build = (spec: SetSpec): ParameterSet => {
    const rows = jointRows(spec)
    const first = rows[0]
    const last = rows[rows.length - 1]
    if (first === undefined || last === undefined) throw new Error(`${spec.id}: no complete joint rows`)
    const ids = [
      ...factorsOf(spec),
      ...(hasCash(spec) ? [CASH_YIELD] : []),
      ...spec.currencies.map((c) => c.inflation),
      ...spec.currencies.flatMap((c) => (c.fx === undefined ? [] : [c.fx]))
    ]
    const sourceSeries = [...new Set(ids)].map(sourceEntry)
    const fxSpotUsdPerUnit: Record<string, number> = {}
    for (const c of spec.currencies) {
      const level = c.fx === undefined ? 1 : series(c.fx).levels?.[String(last.year)]
      if (level === undefined) throw new Error(`${c.fx}: no level for ${last.year}`)
      fxSpotUsdPerUnit[c.code] = level
    }
    return {
      schemaVersion: "parameter-set/1",
      id: spec.id,
      modelVersion: "historical-block-regime/1",
      description: spec.description,
      sourceSeries,
      // sha256 over the canonical JSON of this set's sourceSeries entries
      seriesManifestHash: canonicalHash(sourceSeries),
      observationPeriod: { start: String(first.year), end: String(last.year), frequency: "annual" },
      blockLength: { method: "reviewer_selected", years: BLOCK_YEARS },
      missingDataTreatment: "complete_joint_rows_only",
      portfolioProjectionRule: "native_factor_return_then_position_fee",
      residualTailTreatment: "none",
      assetFactors: [...factorsOf(spec)],
      currencies: spec.currencies.map((c) => c.code),
      inflationSeries: [...new Set(spec.currencies.map((c) => c.inflation))],
      reportingInflationSeriesId: reportingOf(spec),
      fxQuoteConvention: "usd_per_currency_unit",
      currencyInflationSeries: Object.fromEntries(spec.currencies.map((c) => [c.code, c.inflation])),
      fxSpotUsdPerUnit,
      stressScenarios: [
        {
          id: "baseline",
          description: "Baseline: block bootstrap of the complete joint historical rows, no forced prefix, no shocks.",
          prefixObservationIndexes: [],
          shockYears: 0
        },
        historicalStart(spec, rows, "start-1929", 1929, 1932, "Great Crash start (1929)"),
        historicalStart(spec, rows, "start-1966", 1966, 1981, "Stagflation start (1966)"),
        historicalStart(spec, rows, "start-2000", 2000, 2009, "Dot-com start (2000)"),
        historicalStart(spec, rows, "start-2008", 2008, 2012, "Global financial crisis start (2008)")
      ],
      approval: {
        status: "draft",
        reviewer: null,
        approvedAt: null,
        effectiveFrom: null,
        warningExpiresAt: null,
        hardExpiresAt: null
      },
      observations: rows
    }
  }
  return build
}

/** The shipped sets and their files under docs/examples/. */
export const SETS: ReadonlyArray<SetSpec> = [
  {
    id: "us-historical-1934-2022/v1",
    file: "parameter-set-us.json",
    description:
      "US factors (Shiller equity total return, 10-year Treasury, 3-month bills) and US CPI-U, complete joint annual rows 1934-2022.",
    currencies: [{ code: "USD", inflation: REPORTING }]
  },
  {
    id: "us-long-1872-2022/v1",
    file: "parameter-set-us-long.json",
    description:
      "For historical-rolling audits: US equity (Shiller total return) and the 10-year par bond (Shiller long rate before 1953-04, GS10 after) with US inflation from Shiller's CPI before 1914 and CPI-U from 1914 (us_cpi_long), complete joint annual rows 1872-2022. No cash factor: 3-month bills start in 1934.",
    factors: ["us_equity", "us_bond_10y"],
    currencies: [{ code: "USD", inflation: "us_cpi_long" }]
  },
  {
    id: "multi-currency-1972-2022/v1",
    file: "parameter-set-multi-currency.json",
    description:
      "US factors and CPI-U with FX (Federal Reserve H.10, USD per unit) and inflation for EUR, GBP, JPY, CHF, CAD, AUD; complete joint annual rows 1972-2022. EUR before 1999 is the DEM / 1.95583 proxy; non-US inflation is the World Bank GDP deflator except ONS CPI for GBP.",
    currencies: [
      { code: "USD", inflation: REPORTING },
      { code: "EUR", fx: "fx_eur", inflation: "eur_gdp_deflator_deu_emu" },
      { code: "GBP", fx: "fx_gbp", inflation: "uk_cpi" },
      { code: "JPY", fx: "fx_jpy", inflation: "jp_gdp_deflator" },
      { code: "CHF", fx: "fx_chf", inflation: "ch_gdp_deflator" },
      { code: "CAD", fx: "fx_cad", inflation: "ca_gdp_deflator" },
      { code: "AUD", fx: "fx_aud", inflation: "au_gdp_deflator" }
    ]
  }
]

/** Builds every shipped set from the annual series; returns each with its file name. */
export const buildShippedSets = (
  data: AnnualSeriesFile
): ReadonlyArray<{ readonly file: string; readonly set: ParameterSet }> => {
  const build = makeBuilder(data)
  return SETS.map((spec) => ({ file: spec.file, set: build(spec) }))
}

/** The text written for a set: 2-space JSON and a final newline. */
export const setFileText = (set: ParameterSet): string => `${JSON.stringify(set, null, 2)}\n`
