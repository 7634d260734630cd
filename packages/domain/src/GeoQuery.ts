import type { City } from "./City.js"

/**
 * The city list query of `GET /geo/cities` (spec 4.3) as pure functions: which cities a filter
 * keeps, the order a sort gives, and the page an offset and limit cut. The SQL adapter answers
 * the same query from the database; its tests check it against these functions.
 */

/** Sort keys of the list: monthly cost, nomad score, overall quality of life, name. */
export const citySortKeys = ["cost", "nomadScore", "qualityOfLife", "name"] as const
export type CitySortKey = (typeof citySortKeys)[number]

/** Sort directions. */
export const sortOrders = ["asc", "desc"] as const
export type SortOrder = (typeof sortOrders)[number]

/** Defaults and bounds of spec 4.3 and 8.6. */
export const cityListDefaults = { sort: "nomadScore", order: "desc", limit: 20, offset: 0 } as const
export const MAX_CITY_LIST_LIMIT = 100

/** Filters of the list; an absent member does not filter. */
export interface CityFilter {
  /** Admin region (e.g. `Catalonia`) or continent (e.g. `europe`, `Latin America`), see `matchKey`. */
  readonly region?: string | undefined
  /** Country name (e.g. `Portugal`) or ISO alpha-2 code (e.g. `PT`), see `matchKey`. */
  readonly country?: string | undefined
  /** Keeps cities whose `costOfLiving.monthlyTotal` is at most this, EUR per month (> 0). */
  readonly maxCost?: number | undefined
  /** Keeps cities whose `nomadScore` is at least this (0..100). */
  readonly minNomadScore?: number | undefined
  readonly schengen?: boolean | undefined
  readonly digitalNomadVisa?: boolean | undefined
}

/** A whole list query: filter, order and page. */
export interface CityQuery extends CityFilter {
  readonly sort: CitySortKey
  readonly order: SortOrder
  /** Page size, 1..100. */
  readonly limit: number
  /** Number of matching cities skipped, >= 0. */
  readonly offset: number
}

/**
 * The comparison key of a free-text name: diacritics removed, lower case, every run of spaces,
 * hyphens, underscores and dots one hyphen, trimmed. `"Latin America"`, `"latin-america"` and
 * `"LATIN_AMERICA"` give `latin-america`; `"São Paulo"` gives `sao-paulo`.
 */
export const matchKey = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\-_.]+/g, "-")
    .replace(/^-+|-+$/g, "")

/**
 * The sort key of a city name: diacritics removed, lower case, so names sort by letters regardless
 * of case and accents (`Álvaro` between `Alpha` and `Amber`). Keys compare by code unit (SQL: `COLLATE "C"`).
 */
export const nameSortKey = (name: string): string => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** What the filters read from a city, beyond the City itself: the continent of its record. */
export interface FilterableCity {
  readonly city: City
  readonly continent: string
}

/** True when `entry` passes every given filter of `filter` (absent filters pass everything). */
export const matchesFilter = (entry: FilterableCity, filter: CityFilter): boolean => {
  const { city } = entry
  if (filter.region !== undefined) {
    const key = matchKey(filter.region)
    if (matchKey(city.region) !== key && entry.continent !== key) return false
  }
  if (filter.country !== undefined) {
    const key = matchKey(filter.country)
    if (matchKey(city.country) !== key && city.countryCode.toLowerCase() !== key) return false
  }
  if (filter.maxCost !== undefined && city.costOfLiving.monthlyTotal > filter.maxCost) return false
  if (filter.minNomadScore !== undefined && city.nomadScore < filter.minNomadScore) return false
  if (filter.schengen !== undefined && city.visaInfo.schengen !== filter.schengen) return false
  if (filter.digitalNomadVisa !== undefined && city.visaInfo.digitalNomadVisa !== filter.digitalNomadVisa) return false
  return true
}

/** The value a sort key orders by: monthly cost in EUR, nomad score, overall QoL, or the name's sort key. */
export const sortValue = (city: City, sort: CitySortKey): number | string => {
  switch (sort) {
    case "cost":
      return city.costOfLiving.monthlyTotal
    case "nomadScore":
      return city.nomadScore
    case "qualityOfLife":
      return city.qualityOfLife.overall
    case "name":
      return nameSortKey(city.name)
  }
}

const compareValues = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The list order: by the sort value in `order`, then by id ascending (whatever the order), so
 * equal values always come in the same sequence and pages never overlap.
 */
export const compareCities =
  (sort: CitySortKey, order: SortOrder) =>
  (a: City, b: City): number => {
    const primary = compareValues(sortValue(a, sort), sortValue(b, sort))
    if (primary !== 0) return order === "asc" ? primary : -primary
    return compareValues(a.id, b.id)
  }

/** One page of a list and the size of the whole filtered list. */
export interface CityPage {
  readonly cities: ReadonlyArray<City>
  readonly total: number
}

/** Answers a list query over catalogue entries: filter, sort, then cut `limit` cities from `offset`. */
export const queryCities = (entries: ReadonlyArray<FilterableCity>, query: CityQuery): CityPage => {
  const matching = entries
    .filter((entry) => matchesFilter(entry, query))
    .map((entry) => entry.city)
    .sort(compareCities(query.sort, query.order))
  return { cities: matching.slice(query.offset, query.offset + query.limit), total: matching.length }
}

/** Whether cities remain after this page: `offset + pageLength < total`. */
export const hasMore = (offset: number, pageLength: number, total: number): boolean => offset + pageLength < total
