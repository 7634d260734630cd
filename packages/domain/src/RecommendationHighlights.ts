import type { City } from "./City.js"
import { type PreferenceTag, tagScore } from "./RecommendationPreferences.js"

/**
 * `highlights` (spec 2.4): short sentences generated from the city's data and the figures of the
 * recommendation, at most `MAX_HIGHLIGHTS`, in this order: the monthly saving (or extra cost),
 * the FI years gained (when not 0), each asked-for tag on which the city scores at least
 * `STRONG_TAG_SCORE`, the digital nomad visa, the first special tax programme.
 */

export const MAX_HIGHLIGHTS = 5
/** A tag score at or above this is worth a highlight. */
export const STRONG_TAG_SCORE = 70

const tagLabels: Record<PreferenceTag, string> = {
  affordable: "Affordability",
  safety: "Safety",
  healthcare: "Healthcare",
  climate: "Climate",
  internet: "Internet",
  english: "English-friendliness",
  "low-tax": "Low-tax score",
  "digital-nomad-visa": "Digital nomad visa",
  schengen: "Schengen membership",
  "quality-of-life": "Overall quality of life"
}

const eur = (amount: number): string => `EUR ${Math.round(Math.abs(amount)).toLocaleString("en-US")}`

/** What the highlights read besides the city. */
export interface HighlightInputs {
  /** EUR per month, positive when the city is cheaper than the reference. */
  readonly savingsPerMonth: number
  /** `your current city (Lisbon)` or `your budget`: what the saving is measured against. */
  readonly reference: string
  readonly fiYearsGained: number
  readonly tags: ReadonlyArray<PreferenceTag>
}

/** The highlights of `city`, at most MAX_HIGHLIGHTS sentences (see module comment). */
export const highlights = (city: City, inputs: HighlightInputs): ReadonlyArray<string> => {
  const out: Array<string> = []
  const total = eur(city.costOfLiving.monthlyTotal)
  if (inputs.savingsPerMonth >= 0.5)
    out.push(`${eur(inputs.savingsPerMonth)} a month cheaper than ${inputs.reference}: ${total} a month`)
  else if (inputs.savingsPerMonth <= -0.5)
    out.push(`${eur(inputs.savingsPerMonth)} a month dearer than ${inputs.reference}: ${total} a month`)
  else out.push(`Costs about the same as ${inputs.reference}: ${total} a month`)
  if (inputs.fiYearsGained > 0) out.push(`Financial independence ${inputs.fiYearsGained} years sooner`)
  else if (inputs.fiYearsGained < 0) out.push(`Financial independence ${-inputs.fiYearsGained} years later`)
  for (const tag of inputs.tags) {
    if (tag === "digital-nomad-visa" || tag === "schengen") continue
    const score = tagScore(city, tag)
    if (score >= STRONG_TAG_SCORE) out.push(`${tagLabels[tag]} ${Math.round(score)}/100`)
  }
  if (inputs.tags.includes("schengen") && city.visaInfo.schengen) out.push("In the Schengen area")
  if (city.visaInfo.digitalNomadVisa) out.push(`${city.country} offers a digital nomad visa`)
  const program = city.taxInfo.specialPrograms[0]
  if (program !== undefined) out.push(`Tax programme: ${program}`)
  return out.slice(0, MAX_HIGHLIGHTS)
}
