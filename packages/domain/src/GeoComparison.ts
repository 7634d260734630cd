import { type City, type CostLineDifferences, costLineDifferences, monthlySaving } from "./City.js"

/**
 * `GET /geo/compare`: two to five cities side by side, each measured against the first (the
 * baseline): the difference of every cost line and the monthly and yearly saving of moving there.
 */

/** Bounds of the number of compared cities. */
export const MIN_COMPARED_CITIES = 2
export const MAX_COMPARED_CITIES = 5

/** One city measured against the baseline (the first city). All amounts EUR. */
export interface CityComparisonEntry {
  readonly cityId: string
  /** Per line (and the total) `city - baseline`, EUR per month: positive where the city costs more. */
  readonly differences: CostLineDifferences
  /** `baseline.monthlyTotal - city.monthlyTotal`, EUR per month: positive when the city is cheaper. */
  readonly monthlySavingVsFirst: number
  /** 12 times the monthly saving, EUR per year. */
  readonly annualSavingVsFirst: number
}

/** The comparison: the baseline's id, the cities in request order, and one entry per city (the first all zeros). */
export interface CityComparison {
  readonly baseline: string
  readonly cities: ReadonlyArray<City>
  readonly comparison: ReadonlyArray<CityComparisonEntry>
}

/**
 * Compares `cities` (in the given order, at least one) against the first. Pure; callers enforce
 * the 2..5 bound of the endpoint.
 */
export const compareCities = (cities: readonly [City, ...ReadonlyArray<City>]): CityComparison => {
  const first = cities[0]
  return {
    baseline: first.id,
    cities,
    comparison: cities.map((city) => {
      const saving = monthlySaving(first, city)
      return {
        cityId: city.id,
        differences: costLineDifferences(first, city),
        monthlySavingVsFirst: saving,
        annualSavingVsFirst: 12 * saving
      }
    })
  }
}
