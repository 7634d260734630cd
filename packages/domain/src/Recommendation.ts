import type { City } from "./City.js"
import { fxTable, usdToEur } from "./FxTable.js"
import { type FiProfile, fiBasis, fiYearsGained, yearsToFi } from "./RecommendationFi.js"
import { highlights } from "./RecommendationHighlights.js"
import type { PreferenceTag } from "./RecommendationPreferences.js"
import { matchComponents, matchScore } from "./RecommendationScore.js"

/**
 * `GET /geo/recommendations` (spec 4.4) as one pure function over the catalogue and the user's
 * profile. Formulas: RecommendationScore.ts (matchScore), RecommendationFi.ts (fiYearsGained),
 * RecommendationHighlights.ts; docs/geo.md gathers them.
 *
 * `savingsPerMonth` (EUR per month, two decimals) = reference cost - the city's monthlyTotal,
 * where the reference is the monthlyTotal of the profile's current city (`currentCitySlug`, when
 * it is in the catalogue) or else the budget converted from USD to EUR.
 * Ranking: matchScore descending, then savingsPerMonth descending, then id ascending; the current
 * city itself is never recommended.
 */

/** Bounds and default of `limit` (spec 8.6). */
export const MAX_RECOMMENDATIONS = 50
export const DEFAULT_RECOMMENDATIONS = 10

/** The request as the domain reads it. */
export interface RecommendationRequest {
  /** Monthly budget in USD (> 0), optional when the profile names a current city in the catalogue. */
  readonly budgetUsd: number | undefined
  readonly tags: ReadonlyArray<PreferenceTag>
  /** 1..50. */
  readonly limit: number
}

/** The profile fields the recommendations read. */
export interface RecommendationProfile extends FiProfile {
  readonly currentCitySlug?: string | undefined
}

export interface CityRecommendation {
  readonly city: City
  readonly matchScore: number
  readonly savingsPerMonth: number
  readonly fiYearsGained: number
  readonly highlights: ReadonlyArray<string>
}

/** How the figures were made, returned beside the recommendations so a client can show it. */
export interface RecommendationBasis {
  readonly savingsAgainst: "currentCity" | "budget"
  readonly currentCity: string | null
  readonly budgetUsd: number | null
  readonly budgetEur: number | null
  readonly fx: {
    readonly usdPerEur: number
    readonly asOf: string
    readonly source: string
    readonly sourceUrl: string
  }
  readonly fiYearsGained: { readonly computed: boolean; readonly currency: string | null; readonly note: string | null }
  readonly preferences: ReadonlyArray<PreferenceTag>
}

export interface Recommendations {
  readonly recommendations: ReadonlyArray<CityRecommendation>
  /** Means over the returned recommendations (0 when there are none), two decimals. */
  readonly summary: { readonly potentialSavings: number; readonly avgFiYearsGained: number }
  readonly basis: RecommendationBasis
}

/** Returned when neither a budget nor a known current city gives a reference cost. */
export interface NoReference {
  readonly _tag: "NoReference"
}

const round2 = (x: number): number => Math.round(x * 100) / 100
const mean = (xs: ReadonlyArray<number>): number =>
  xs.length === 0 ? 0 : round2(xs.reduce((a, b) => a + b, 0) / xs.length)

/**
 * Ranks `cities` for the request and profile (see module comment). `currentYear` (UTC) is injected
 * for the age of the FI timeline. Fails with NoReference when there is neither a budget nor a
 * current city found in `cities`.
 */
export const recommend = (
  cities: ReadonlyArray<City>,
  request: RecommendationRequest,
  profile: RecommendationProfile,
  currentYear: number
): Recommendations | NoReference => {
  const current =
    profile.currentCitySlug === undefined ? undefined : cities.find((c) => c.id === profile.currentCitySlug)
  const budgetEur = request.budgetUsd === undefined ? undefined : usdToEur(request.budgetUsd)
  const referenceCost = current?.costOfLiving.monthlyTotal ?? budgetEur
  if (referenceCost === undefined) return { _tag: "NoReference" }
  const reference = current === undefined ? "your budget" : `your current city (${current.name})`
  const basis = fiBasis(profile, currentYear)
  const homeYears = basis._tag === "Complete" ? yearsToFi(basis, basis.annualExpenses) : 0

  const ranked = cities
    .filter((city) => city.id !== current?.id)
    .map((city) => {
      const savingsPerMonth = round2(referenceCost - city.costOfLiving.monthlyTotal)
      return {
        city,
        savingsPerMonth,
        matchScore: matchScore(matchComponents(city, budgetEur, request.tags))
      }
    })
    .sort(
      (a, b) =>
        b.matchScore - a.matchScore ||
        b.savingsPerMonth - a.savingsPerMonth ||
        (a.city.id < b.city.id ? -1 : a.city.id > b.city.id ? 1 : 0)
    )
    .slice(0, request.limit)

  const recommendations = ranked.map(({ city, savingsPerMonth, matchScore }) => {
    const gained = fiYearsGained(basis, homeYears, savingsPerMonth)
    return {
      city,
      matchScore,
      savingsPerMonth,
      fiYearsGained: gained,
      highlights: highlights(city, { savingsPerMonth, reference, fiYearsGained: gained, tags: request.tags })
    }
  })

  return {
    recommendations,
    summary: {
      potentialSavings: mean(recommendations.map((r) => r.savingsPerMonth)),
      avgFiYearsGained: mean(recommendations.map((r) => r.fiYearsGained))
    },
    basis: {
      savingsAgainst: current === undefined ? "budget" : "currentCity",
      currentCity: current?.id ?? null,
      budgetUsd: request.budgetUsd ?? null,
      budgetEur: budgetEur === undefined ? null : round2(budgetEur),
      fx: {
        usdPerEur: Math.round(10_000 / fxTable.unitsPerUsd.EUR) / 10_000,
        asOf: fxTable.asOf,
        source: fxTable.source,
        sourceUrl: fxTable.sourceUrl
      },
      fiYearsGained:
        basis._tag === "Complete"
          ? { computed: true, currency: basis.currency, note: null }
          : { computed: false, currency: null, note: basis.reason },
      preferences: request.tags
    }
  }
}
