import { createHash } from "node:crypto"
import { Schema } from "effect"
import africa from "../data/cities/africa.json" with { type: "json" }
import asia from "../data/cities/asia.json" with { type: "json" }
import europe from "../data/cities/europe.json" with { type: "json" }
import latinAmerica from "../data/cities/latin-america.json" with { type: "json" }
import middleEast from "../data/cities/middle-east.json" with { type: "json" }
import northAmerica from "../data/cities/north-america.json" with { type: "json" }
import oceania from "../data/cities/oceania.json" with { type: "json" }
import { City, CitySlug, Coordinates, CostOfLiving, QualityOfLife, TaxInfo, VisaInfo } from "./City.js"
import { CountryCode } from "./CountryCode.js"
import { CurrencyCode } from "./CurrencyCode.js"
import { IsoDate, IsoDateTime, SourceUrl } from "./EvidenceFact.js"
import { nomadScore } from "./NomadScore.js"

/**
 * The city catalogue: versioned JSON files under `packages/domain/data/cities/`, one per
 * continent, decoded and checked here, with the nomad score computed (never stored).
 * The files are bundled through JSON imports, so the catalogue works the same under vitest,
 * tsx and the built dist (which needs `data/` in the package's published files).
 */

/** The continents (and the Middle East, kept apart as nomad guides do) the catalogue covers. */
export const continents = [
  "europe",
  "asia",
  "north-america",
  "latin-america",
  "africa",
  "oceania",
  "middle-east"
] as const
export const Continent = Schema.Literals(continents)
export type Continent = typeof Continent.Type

/** What part of a city record a source supports. */
export const SourceCovers = Schema.Literals(["name", "housing", "prices", "qualityOfLife", "tax", "visa"])

/** One source consulted for a city: `official` and `secondary` publications, or the author's `estimate`. */
export const CitySource = Schema.Struct({
  publisher: Schema.NonEmptyString,
  url: Schema.optionalKey(SourceUrl),
  licence: Schema.optionalKey(Schema.NonEmptyString),
  kind: Schema.Literals(["official", "secondary", "estimate"]),
  /** Date the source was read, or for an estimate the date it was made. */
  retrieved: IsoDate,
  covers: Schema.NonEmptyArray(SourceCovers),
  note: Schema.optionalKey(Schema.NonEmptyString)
})
export type CitySource = typeof CitySource.Type

/**
 * How the non-housing cost lines were estimated: each line of the reference basket (docs/data/cities.md)
 * times `priceLevelIndex / 100` (country household-consumption price level, EU27 = 100) times `cityFactor`.
 */
export const CostBasis = Schema.Struct({
  method: Schema.Literal("rent-plus-price-level/1"),
  priceLevelIndex: Schema.Finite.check(Schema.isBetween({ minimum: 10, maximum: 250 })),
  cityFactor: Schema.Finite.check(Schema.isBetween({ minimum: 0.5, maximum: 2 }))
})
export type CostBasis = typeof CostBasis.Type

/** One city as stored: every City field but the computed nomadScore, plus continent, sources and cost basis. */
export const CityRecord = Schema.Struct({
  id: CitySlug,
  name: Schema.NonEmptyString,
  country: Schema.NonEmptyString,
  countryCode: CountryCode,
  region: Schema.NonEmptyString,
  continent: Continent,
  coordinates: Coordinates,
  costOfLiving: CostOfLiving,
  costBasis: CostBasis,
  qualityOfLife: QualityOfLife,
  taxInfo: TaxInfo,
  visaInfo: VisaInfo,
  currency: CurrencyCode,
  lastUpdated: IsoDateTime,
  sources: Schema.NonEmptyArray(CitySource)
})
export type CityRecord = typeof CityRecord.Type

/** A data file: `cities/1` is the record shape above; `dataVersion` is `YYYY-MM-DD.n`. */
export const CityCatalogFile = Schema.Struct({
  schemaVersion: Schema.Literal("cities/1"),
  dataVersion: Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}\.\d+$/u)),
  continent: Continent,
  cities: Schema.Array(CityRecord)
})
export type CityCatalogFile = typeof CityCatalogFile.Type

/** The shipped data files, raw (undecoded), in continent order. */
export const catalogFiles: ReadonlyArray<unknown> = [
  europe,
  asia,
  northAmerica,
  latinAmerica,
  africa,
  oceania,
  middleEast
]

/** Raised when data files fail to decode or disagree with each other; `issues` lists every problem. */
export class CityCatalogError extends Schema.TaggedError<CityCatalogError>()("CityCatalogError", {
  issues: Schema.Array(Schema.String)
}) {
  override get message(): string {
    return `Invalid city catalogue: ${this.issues.join("; ")}`
  }
}

/** A decoded catalogue: the cities with their stored records, the data version and a content hash. */
export interface CityCatalog {
  readonly schemaVersion: "cities/1"
  readonly dataVersion: string
  /** SHA-256 (lowercase hex) of the canonical JSON of every file: changes whenever any stored figure changes. */
  readonly catalogVersion: string
  readonly cities: ReadonlyArray<City>
  readonly records: ReadonlyArray<CityRecord>
}

/** Builds the API City of a stored record, computing its nomad score. */
export const cityOfRecord = (record: CityRecord): City =>
  new City({
    id: record.id,
    name: record.name,
    country: record.country,
    countryCode: record.countryCode,
    region: record.region,
    coordinates: record.coordinates,
    costOfLiving: record.costOfLiving,
    qualityOfLife: record.qualityOfLife,
    taxInfo: record.taxInfo,
    nomadScore: nomadScore(record),
    visaInfo: record.visaInfo,
    currency: record.currency,
    lastUpdated: record.lastUpdated
  })

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`
  if (value !== null && typeof value === "object") {
    const obj = value as Record<string, unknown>
    const keys = Object.keys(obj).sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(",")}}`
  }
  return JSON.stringify(value)
}

/** SHA-256 hex of the canonical JSON (keys sorted at every depth) of `files`. */
export const catalogHash = (files: ReadonlyArray<unknown>): string =>
  createHash("sha256").update(canonical(files)).digest("hex")

const decodeFile = Schema.decodeUnknownExit(CityCatalogFile, { errors: "all", onExcessProperty: "error" })

/**
 * Decodes and cross-checks data files: each must decode, hold only cities of its own continent,
 * share one data version, and slugs must be unique across files. Throws CityCatalogError otherwise.
 */
export const decodeCityCatalog = (files: ReadonlyArray<unknown>): CityCatalog => {
  const issues: Array<string> = []
  const decoded: Array<CityCatalogFile> = []
  files.forEach((file, i) => {
    const exit = decodeFile(file)
    if (exit._tag === "Success") decoded.push(exit.value)
    else issues.push(`file ${i}: ${String(exit.cause)}`)
  })
  const versions = new Set(decoded.map((f) => f.dataVersion))
  if (versions.size > 1) issues.push(`files disagree on dataVersion: ${[...versions].join(", ")}`)
  const seen = new Set<string>()
  for (const file of decoded) {
    for (const record of file.cities) {
      if (record.continent !== file.continent)
        issues.push(`${record.id}: continent ${record.continent} in ${file.continent} file`)
      if (seen.has(record.id)) issues.push(`${record.id}: duplicate slug`)
      seen.add(record.id)
    }
  }
  if (issues.length > 0 || decoded.length === 0) {
    throw new CityCatalogError({ issues: issues.length > 0 ? issues : ["no data files"] })
  }
  const records = decoded.flatMap((f) => f.cities)
  return {
    schemaVersion: "cities/1",
    dataVersion: decoded[0]!.dataVersion,
    catalogVersion: catalogHash(files),
    cities: records.map(cityOfRecord),
    records
  }
}

let shipped: CityCatalog | undefined

/** The shipped catalogue, decoded once and memoised (the files are immutable at run time). */
export const shippedCityCatalog = (): CityCatalog => {
  shipped ??= decodeCityCatalog(catalogFiles)
  return shipped
}

/** Every shipped city, validated, with its nomad score computed; in continent, then file order. */
export const loadCityCatalog = (): ReadonlyArray<City> => shippedCityCatalog().cities

/** Content hash of the shipped catalogue: a seed step stores it and reseeds only when it changes. */
export const catalogVersion = (): string => shippedCityCatalog().catalogVersion
