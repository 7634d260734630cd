/**
 * The shape of annual-series.json and series-manifest.json, and the pure steps that turn derived annual
 * series into those documents: rounding, hashing, coverage.
 */
import type { Json } from "./canonicalJson.js"
import { canonicalJson, roundSignificant, sha256Hex } from "./canonicalJson.js"
import type { AnnualSeries } from "./monthly.js"

/** The spec's series kinds (interface-v1 parameterManifest.sourceSeries.kind). */
export type SeriesKind = "nominal_return" | "inflation" | "fx" | "cash_yield"

/** A source file a series is derived from, identified by the SHA-256 of its bytes. */
export interface SourceRef {
  readonly file: string
  readonly sha256: string
  readonly version: string
}

/** Everything about a series except its numbers. */
export interface SeriesDescription {
  readonly id: string
  readonly kind: SeriesKind
  readonly publisher: string
  readonly version: string
  readonly license: string
  readonly source: SourceRef
  readonly additionalSources?: ReadonlyArray<SourceRef>
  readonly method: string
  readonly notes?: string
  readonly currency: string
  readonly coverageKeys: ReadonlyArray<string>
}

/** Year-keyed numbers as written: keys "YYYY", values rounded to 10 significant digits. */
export type YearValues = { readonly [year: string]: number }

/** One entry of annual-series.json's `series` array. */
export interface SeriesEntry {
  readonly id: string
  readonly kind: SeriesKind
  readonly publisher: string
  readonly version: string
  readonly license: string
  readonly sourceFile: string
  readonly sourceSha256: string
  readonly additionalSources?: ReadonlyArray<{
    readonly file: string
    readonly sha256: string
    readonly version: string
  }>
  readonly method: string
  readonly notes?: string
  readonly currency: string
  readonly observationStart: string
  readonly observationEnd: string
  readonly coverageKeys: ReadonlyArray<string>
  readonly sha256: string
  readonly values: YearValues
  readonly levelsSha256?: string
  readonly levels?: YearValues
}

/** A joint-coverage window: the longest run of consecutive years, ending last, where every listed series has a value. */
export interface JointCoverage {
  readonly start: number
  readonly end: number
  readonly seriesIds: ReadonlyArray<string>
}

/** The whole annual-series.json document. */
export interface AnnualSeriesDocument {
  readonly schemaVersion: "annual-series/1"
  readonly generatedFrom: string
  readonly series: ReadonlyArray<SeriesEntry>
  readonly jointCoverage: { readonly [name: string]: JointCoverage }
}

/** Rounds and stringifies the years of an annual series into ascending "YYYY" keys. */
export const toYearValues = (series: AnnualSeries): YearValues => {
  const values: Record<string, number> = {}
  for (const year of [...series.keys()].sort((a, b) => a - b))
    values[String(year)] = roundSignificant(series.get(year)!)
  return values
}

/** SHA-256 (lowercase hex) of the canonical JSON of a year-value map: the series `sha256` field. */
export const valuesSha256 = (values: YearValues): string => sha256Hex(canonicalJson(values))

/** Throws unless the years of `series` are consecutive integers (the engine reads gap-free rows). */
export const assertConsecutiveYears = (id: string, series: AnnualSeries): void => {
  const years = [...series.keys()].sort((a, b) => a - b)
  if (years.length === 0) throw new Error(`series ${id} is empty`)
  years.forEach((year, index) => {
    if (index > 0 && year !== years[index - 1]! + 1) throw new Error(`series ${id} has a gap before ${year}`)
  })
}

/**
 * Builds one series entry: checks the years are consecutive, rounds values, hashes them, and for FX adds the
 * December-average `levels` with their own hash. Keys are emitted in a fixed order.
 */
export const seriesEntry = (
  description: SeriesDescription,
  series: AnnualSeries,
  levels?: AnnualSeries
): SeriesEntry => {
  assertConsecutiveYears(description.id, series)
  const values = toYearValues(series)
  const years = Object.keys(values)
  const entry: Record<string, unknown> = {
    id: description.id,
    kind: description.kind,
    publisher: description.publisher,
    version: description.version,
    license: description.license,
    sourceFile: description.source.file,
    sourceSha256: description.source.sha256
  }
  if (description.additionalSources !== undefined) {
    entry.additionalSources = description.additionalSources.map((s) => ({
      file: s.file,
      sha256: s.sha256,
      version: s.version
    }))
  }
  entry.method = description.method
  if (description.notes !== undefined) entry.notes = description.notes
  entry.currency = description.currency
  entry.observationStart = years[0]!
  entry.observationEnd = years[years.length - 1]!
  entry.coverageKeys = [...description.coverageKeys]
  entry.sha256 = valuesSha256(values)
  entry.values = values
  if (levels !== undefined) {
    assertConsecutiveYears(`${description.id} levels`, levels)
    const levelValues = toYearValues(levels)
    entry.levelsSha256 = valuesSha256(levelValues)
    entry.levels = levelValues
  }
  return entry as unknown as SeriesEntry
}

/**
 * The longest run of consecutive years ending at the latest year common to all `ids`, in which every listed
 * series has a value. Throws when an id is unknown or the series share no year.
 */
export const jointCoverage = (entries: ReadonlyArray<SeriesEntry>, ids: ReadonlyArray<string>): JointCoverage => {
  const chosen = ids.map((id) => {
    const entry = entries.find((e) => e.id === id)
    if (entry === undefined) throw new Error(`joint coverage: unknown series ${id}`)
    return entry
  })
  const inAll = (year: number) => chosen.every((e) => e.values[String(year)] !== undefined)
  const end = Math.min(...chosen.map((e) => Number(e.observationEnd)))
  if (!inAll(end)) throw new Error(`joint coverage: no common final year for ${ids.join(", ")}`)
  let start = end
  while (inAll(start - 1)) start -= 1
  return { start, end, seriesIds: [...ids] }
}

/** The manifest entry of a series: the entry without its numbers (`values`, `levels`). */
export const manifestEntry = (entry: SeriesEntry): Omit<SeriesEntry, "values" | "levels"> => {
  const { values: _values, levels: _levels, ...rest } = entry
  return rest
}

/** SHA-256 of the canonical JSON of the manifest entries array: the `manifestHash`. */
export const manifestHash = (entries: ReadonlyArray<Omit<SeriesEntry, "values" | "levels">>): string =>
  sha256Hex(canonicalJson(entries as unknown as Json))

/** The annual-series.json text: two-space indented JSON in the entries' fixed key order, trailing newline. */
export const renderAnnualSeries = (document: AnnualSeriesDocument): string => `${JSON.stringify(document, null, 2)}\n`

/** The series-manifest.json text: the document without numbers, plus `manifestHash`; trailing newline. */
export const renderManifest = (document: AnnualSeriesDocument): string => {
  const entries = document.series.map(manifestEntry)
  const manifest = {
    schemaVersion: "series-manifest/1",
    generatedFrom: document.generatedFrom,
    manifestHash: manifestHash(entries),
    series: entries,
    jointCoverage: document.jointCoverage
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
