import type { City } from "./City.js"
import { affordability } from "./NomadScore.js"

/**
 * The closed set of preference tags of `GET /geo/recommendations` (spec 4.4 leaves it "not
 * shown"; docs/geo.md lists it). Each tag scores a city 0..100 from its catalogue data, so the
 * preference fit of a city is the mean of the scores of the tags asked for.
 */

/** Every valid tag, in documentation order. */
export const preferenceTags = [
  "affordable",
  "safety",
  "healthcare",
  "climate",
  "internet",
  "english",
  "low-tax",
  "digital-nomad-visa",
  "schengen",
  "quality-of-life"
] as const
export type PreferenceTag = (typeof preferenceTags)[number]

const clamp = (x: number): number => Math.min(100, Math.max(0, x))

/**
 * The 0..100 score of `city` for one tag:
 * affordable = `affordability(monthlyTotal)` of the nomad score (50 at 2,000 EUR a month);
 * safety, healthcare, climate, internet, english (englishFriendly), quality-of-life (overall) =
 * the quality-of-life rating; low-tax = `100 - (incomeTaxRate + capitalGainsTaxRate) / 2`;
 * digital-nomad-visa and schengen = 100 when the city's country has it, else 0.
 */
export const tagScore = (city: City, tag: PreferenceTag): number => {
  const q = city.qualityOfLife
  switch (tag) {
    case "affordable":
      return clamp(affordability(city.costOfLiving.monthlyTotal))
    case "safety":
      return clamp(q.safety)
    case "healthcare":
      return clamp(q.healthcare)
    case "climate":
      return clamp(q.climate)
    case "internet":
      return clamp(q.internet)
    case "english":
      return clamp(q.englishFriendly)
    case "quality-of-life":
      return clamp(q.overall)
    case "low-tax":
      return clamp(100 - (city.taxInfo.incomeTaxRate + city.taxInfo.capitalGainsTaxRate) / 2)
    case "digital-nomad-visa":
      return city.visaInfo.digitalNomadVisa ? 100 : 0
    case "schengen":
      return city.visaInfo.schengen ? 100 : 0
  }
}

/** The result of reading a `preferences` parameter: the tags, or the entries that are not tags. */
export type ParsedPreferences =
  | { readonly _tag: "Tags"; readonly tags: ReadonlyArray<PreferenceTag> }
  | { readonly _tag: "Unknown"; readonly unknown: ReadonlyArray<string> }

const isTag = (s: string): s is PreferenceTag => (preferenceTags as ReadonlyArray<string>).includes(s)

/**
 * Reads a comma-separated list of tags: entries trimmed and lower-cased, empty entries ignored,
 * duplicates kept once (first occurrence order). Any entry that is not a tag makes it `Unknown`.
 */
export const parsePreferences = (text: string): ParsedPreferences => {
  const entries = text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "")
  const unknown = entries.filter((s) => !isTag(s))
  if (unknown.length > 0) return { _tag: "Unknown", unknown: [...new Set(unknown)] }
  return { _tag: "Tags", tags: [...new Set(entries)] as Array<PreferenceTag> }
}

/** Mean of the tag scores of `tags` for `city`, 0..100; undefined when no tag is given. */
export const preferenceFit = (city: City, tags: ReadonlyArray<PreferenceTag>): number | undefined =>
  tags.length === 0 ? undefined : tags.reduce((sum, tag) => sum + tagScore(city, tag), 0) / tags.length
