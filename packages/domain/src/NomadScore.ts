/**
 * The nomad score of a city: one number 0..100 summarising how good a base it is for a location-
 * independent person living on savings or remote income. It is always computed, never typed in,
 * so every city is scored by the same rule. docs/data/cities.md states and explains the formula.
 */

/** What the score reads from a city: everything else about the city is ignored. */
export interface NomadScoreInputs {
  readonly costOfLiving: { readonly monthlyTotal: number }
  readonly qualityOfLife: {
    readonly safety: number
    readonly healthcare: number
    readonly climate: number
    readonly internet: number
    readonly englishFriendly: number
  }
  readonly visaInfo: {
    readonly schengen: boolean
    readonly digitalNomadVisa: boolean
    readonly visaFreeFor: ReadonlyArray<string>
  }
}

/**
 * Reference monthly cost in EUR: a city costing this much gets an affordability of exactly 50.
 * 2,000 EUR is roughly what one person renting a central one-bedroom flat spends in a mid-priced
 * EU capital (Lisbon, Madrid and Berlin sit between 2,000 and 2,200 EUR in this catalogue).
 */
export const referenceMonthlyCost = 2000

/** Number of visa-free passports at which visa access breadth reaches its maximum of 100. */
export const fullVisaBreadth = 150

/** Weights of the components; they sum to 1, so the score stays in 0..100. */
export const nomadScoreWeights = {
  affordability: 0.3,
  safety: 0.12,
  healthcare: 0.1,
  climate: 0.08,
  internet: 0.15,
  englishFriendly: 0.08,
  digitalNomadVisa: 0.07,
  schengen: 0.03,
  visaBreadth: 0.07
} as const

/**
 * Affordability 0..100 of a monthly cost in EUR: `100 * R / (R + cost)` with R = referenceMonthlyCost.
 * 100 at cost 0, 50 at the reference, falling smoothly towards 0; strictly decreasing in cost.
 * Negative or non-finite costs are treated as 0 and as unaffordable respectively.
 */
export const affordability = (monthlyTotal: number): number => {
  if (Number.isNaN(monthlyTotal) || monthlyTotal === Number.POSITIVE_INFINITY) return 0
  const cost = Math.max(0, monthlyTotal)
  return (100 * referenceMonthlyCost) / (referenceMonthlyCost + cost)
}

/** Visa access breadth 0..100: share of `fullVisaBreadth` passports admitted visa-free, capped at 100. */
export const visaBreadth = (visaFreeCount: number): number =>
  Math.min(100, (100 * Math.max(0, visaFreeCount)) / fullVisaBreadth)

const clampScore = (x: number): number => (Number.isNaN(x) ? 0 : Math.min(100, Math.max(0, x)))

/**
 * The nomad score, 0..100 rounded to one decimal: the weighted sum of affordability, the five
 * quality-of-life components (each clamped to 0..100), 100 or 0 for having a digital nomad visa
 * and for Schengen membership, and visa access breadth (weights in `nomadScoreWeights`).
 * Never decreases when the city gets cheaper or any component improves.
 */
export const nomadScore = (city: NomadScoreInputs): number => {
  const w = nomadScoreWeights
  const q = city.qualityOfLife
  const raw =
    w.affordability * affordability(city.costOfLiving.monthlyTotal) +
    w.safety * clampScore(q.safety) +
    w.healthcare * clampScore(q.healthcare) +
    w.climate * clampScore(q.climate) +
    w.internet * clampScore(q.internet) +
    w.englishFriendly * clampScore(q.englishFriendly) +
    w.digitalNomadVisa * (city.visaInfo.digitalNomadVisa ? 100 : 0) +
    w.schengen * (city.visaInfo.schengen ? 100 : 0) +
    w.visaBreadth * visaBreadth(new Set(city.visaInfo.visaFreeFor).size)
  return Math.round(clampScore(raw) * 10) / 10
}
