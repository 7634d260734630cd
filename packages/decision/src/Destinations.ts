import type { City } from "@fire/domain/City"
import { convert, type FxCurrency, fxTable, isFxCurrency } from "@fire/domain/FxTable"
import { type Judgement, judged, READY } from "./ClaimResult.js"

/**
 * The destination side of a revision, shared by the destination claims: which cities it names,
 * which of them exist, and the dated FX table the claims convert with. Times are epoch ms.
 */

const DAY_MS = 86_400_000

/** A city's cost figures older than this (from `lastUpdated`) limit a claim: 365 days. */
export const CITY_COST_WARNING_MS = 365 * DAY_MS
/** A city's cost figures older than this block a claim: 730 days. */
export const CITY_COST_EXPIRY_MS = 730 * DAY_MS
/** The FX table older than this (from `asOf`) limits a claim: 365 days. */
export const FX_TABLE_WARNING_MS = 365 * DAY_MS
/** The FX table older than this blocks a claim: 1095 days. */
export const FX_TABLE_EXPIRY_MS = 1095 * DAY_MS

/** The destinations of a revision resolved against the catalogue. */
export interface ResolvedDestinations {
  /** Known cities, in the revision's order. */
  readonly cities: ReadonlyArray<City>
  /** Slugs the catalogue does not have. */
  readonly unknownSlugs: ReadonlyArray<string>
}

/** Resolves `slugs` against `cities` (any order, extra cities ignored). */
export const resolveDestinations = (
  slugs: ReadonlyArray<string>,
  cities: ReadonlyArray<City>
): ResolvedDestinations => {
  const bySlug = new Map(cities.map((c) => [c.id as string, c]))
  return {
    cities: slugs.flatMap((s) => {
      const city = bySlug.get(s)
      return city === undefined ? [] : [city]
    }),
    unknownSlugs: slugs.filter((s) => !bySlug.has(s))
  }
}

/**
 * Blocks a destination claim that has nothing to judge: no destination (`NO_DESTINATION`) or a
 * destination the catalogue lacks (`CITY_UNKNOWN`). Returns undefined when every slug resolved.
 */
export const destinationGaps = (
  slugs: ReadonlyArray<string>,
  resolved: ResolvedDestinations
): Judgement | undefined => {
  if (slugs.length === 0) return judged("blocked", "NO_DESTINATION", "The revision names no destination city")
  if (resolved.unknownSlugs.length > 0)
    return judged("blocked", "CITY_UNKNOWN", `Unknown destination cities: ${resolved.unknownSlugs.join(", ")}`)
  return undefined
}

/** Judges a city's cost figures by their age at `now`: limited past 365 days, blocked past 730. */
export const judgeCityFreshness = (city: City, now: number): Judgement => {
  const age = now - Date.parse(city.lastUpdated)
  if (age > CITY_COST_EXPIRY_MS)
    return judged("blocked", "CITY_COST_EXPIRED", `Cost of living of ${city.id} dates from ${city.lastUpdated}`)
  if (age > CITY_COST_WARNING_MS)
    return judged("limited", "CITY_COST_STALE", `Cost of living of ${city.id} dates from ${city.lastUpdated}`)
  return READY
}

/** Judges the FX table by its age at `now`: limited past 365 days, blocked past 1095. */
export const judgeFxTable = (now: number): Judgement => {
  const age = now - Date.parse(`${fxTable.asOf}T00:00:00Z`)
  if (age > FX_TABLE_EXPIRY_MS)
    return judged("blocked", "FX_TABLE_EXPIRED", `The FX table of ${fxTable.asOf} is too old to convert with`)
  if (age > FX_TABLE_WARNING_MS)
    return judged("limited", "FX_TABLE_STALE", `The FX table of ${fxTable.asOf} is past its review date`)
  return READY
}

/** `amount` of `currency` in `to` through the FX table, or undefined when the table lacks either currency. */
export const convertAmount = (amount: number, currency: string, to: string): number | undefined =>
  isFxCurrency(currency) && isFxCurrency(to) ? convert(amount, currency, to as FxCurrency) : undefined
