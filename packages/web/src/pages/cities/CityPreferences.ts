/**
 * The preference tags of the recommendations (packages/domain/src/RecommendationPreferences.ts;
 * packages/web/test/PreferenceTags.test.ts keeps the two lists equal).
 */
export const PREFERENCE_TAGS = [
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
