import type { City } from "./City.js"
import { type PreferenceTag, preferenceFit } from "./RecommendationPreferences.js"

/**
 * `matchScore` (spec 2.4): how well a city matches what the user asked for, 0..100, one decimal.
 *
 *   matchScore = round1( (wN·N + wB·B + wP·P) / (wN + wB + wP) )
 *
 * N = the city's nomad score; B = budget fit (only when a budget is given, else wB = 0);
 * P = preference fit, the mean tag score (only when tags are given, else wP = 0). Weights:
 * wN = 0.2, wB = 0.4, wP = 0.4. Without budget and tags the match score is the nomad score.
 */

/** Weights of the three components; absent components drop out and the rest are renormalised. */
export const matchScoreWeights = { nomadScore: 0.2, budgetFit: 0.4, preferenceFit: 0.4 } as const

/**
 * Budget fit 0..100 of a monthly cost against a monthly budget, both EUR: 100 when the cost is
 * within the budget, then falling linearly to 0 at twice the budget: `100 * (2 - cost / budget)`.
 * Budget must be > 0.
 */
export const budgetFit = (monthlyCostEur: number, budgetEur: number): number => {
  if (monthlyCostEur <= budgetEur) return 100
  return Math.max(0, 100 * (2 - monthlyCostEur / budgetEur))
}

const round1 = (x: number): number => Math.round(x * 10) / 10

/** The components of a city's match score; `undefined` = not asked for. */
export interface MatchComponents {
  readonly nomadScore: number
  readonly budgetFit: number | undefined
  readonly preferenceFit: number | undefined
}

/** The components of `city` for an optional budget (EUR per month, > 0) and tags. */
export const matchComponents = (
  city: City,
  budgetEur: number | undefined,
  tags: ReadonlyArray<PreferenceTag>
): MatchComponents => ({
  nomadScore: city.nomadScore,
  budgetFit: budgetEur === undefined ? undefined : budgetFit(city.costOfLiving.monthlyTotal, budgetEur),
  preferenceFit: preferenceFit(city, tags)
})

/** The match score 0..100 (one decimal) of the components, by the formula of the module comment. */
export const matchScore = (c: MatchComponents): number => {
  const w = matchScoreWeights
  let weighted = w.nomadScore * c.nomadScore
  let weights = w.nomadScore
  if (c.budgetFit !== undefined) {
    weighted += w.budgetFit * c.budgetFit
    weights += w.budgetFit
  }
  if (c.preferenceFit !== undefined) {
    weighted += w.preferenceFit * c.preferenceFit
    weights += w.preferenceFit
  }
  return Math.min(100, Math.max(0, round1(weighted / weights)))
}
