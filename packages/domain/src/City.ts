import { Schema } from "effect"
import { CountryCode } from "./CountryCode.js"
import { CurrencyCode } from "./CurrencyCode.js"
import { IsoDateTime } from "./EvidenceFact.js"

/**
 * A city of the geo-arbitrage catalogue (spec 2.3): where it is, what a single person pays to live
 * there each month, how it rates on quality of life, how it taxes and who may enter visa-free.
 */

/** A city identifier in slug form, e.g. `lisbon`, `ho-chi-minh-city`. */
export const CitySlug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/u)).pipe(
  Schema.brand("CitySlug")
)
export type CitySlug = typeof CitySlug.Type

/** A score on the 0..100 scale (higher is better). */
export const Score = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }))

/** A rate in percent, 0..100. */
export const Percent = Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 100 }))

/** An amount of euros per month, never negative. */
export const EurPerMonth = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/** WGS 84 position in decimal degrees: lat -90..90, lng -180..180. */
export const Coordinates = Schema.Struct({
  lat: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  lng: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }))
})
export type Coordinates = typeof Coordinates.Type

/** The six cost lines whose sum is the monthly total, in the order the API shows them. */
export const costLineNames = ["housing", "food", "transportation", "utilities", "entertainment", "other"] as const
export type CostLineName = (typeof costLineNames)[number]

/** Largest accepted gap between `monthlyTotal` and the sum of the lines, in EUR (rounding of stored figures). */
export const costTotalTolerance = 0.5

/**
 * Monthly cost of living of one person renting a one-bedroom apartment in the centre, in EUR.
 * `monthlyTotal` = housing + food + transportation + utilities + entertainment + other.
 */
export const CostOfLiving = Schema.Struct({
  monthlyTotal: EurPerMonth,
  housing: EurPerMonth,
  food: EurPerMonth,
  transportation: EurPerMonth,
  utilities: EurPerMonth,
  entertainment: EurPerMonth,
  other: EurPerMonth
}).check(
  Schema.makeFilter((cost) =>
    Math.abs(cost.monthlyTotal - sumCostLines(cost)) <= costTotalTolerance
      ? undefined
      : {
          path: ["monthlyTotal"],
          issue: `monthlyTotal must equal the sum of the six cost lines (${sumCostLines(cost)})`
        }
  )
)
export type CostOfLiving = typeof CostOfLiving.Type

/** Quality-of-life ratings, each on the 0..100 scale (higher is better). */
export const QualityOfLife = Schema.Struct({
  overall: Score,
  safety: Score,
  healthcare: Score,
  climate: Score,
  internet: Score,
  englishFriendly: Score
})
export type QualityOfLife = typeof QualityOfLife.Type

/** Headline tax facts of the city's jurisdiction, rates in percent. */
export const TaxInfo = Schema.Struct({
  /** Top marginal rate on employment income, all levels of government that apply to a resident of the city. */
  incomeTaxRate: Percent,
  /** Top rate on long-term gains from listed securities for a resident (0 where such gains are exempt). */
  capitalGainsTaxRate: Percent,
  specialPrograms: Schema.Array(Schema.NonEmptyString)
})
export type TaxInfo = typeof TaxInfo.Type

/** Entry rules of the city's country. */
export const VisaInfo = Schema.Struct({
  schengen: Schema.Boolean,
  digitalNomadVisa: Schema.Boolean,
  /** Passports (ISO 3166-1 alpha-2) that may enter the country without a visa, sorted, without duplicates. */
  visaFreeFor: Schema.Array(CountryCode).check(Schema.isUnique())
})
export type VisaInfo = typeof VisaInfo.Type

/** The City resource of spec 2.3: every field required. */
export class City extends Schema.Class<City>("City")({
  id: CitySlug,
  name: Schema.NonEmptyString,
  country: Schema.NonEmptyString,
  countryCode: CountryCode,
  region: Schema.NonEmptyString,
  coordinates: Coordinates,
  costOfLiving: CostOfLiving,
  qualityOfLife: QualityOfLife,
  taxInfo: TaxInfo,
  nomadScore: Score,
  visaInfo: VisaInfo,
  currency: CurrencyCode,
  lastUpdated: IsoDateTime
}) {}

/** Sum of the six cost lines of `cost`, in EUR per month (the definition of `monthlyTotal`). */
export const sumCostLines = (cost: Readonly<Record<CostLineName, number>>): number =>
  cost.housing + cost.food + cost.transportation + cost.utilities + cost.entertainment + cost.other

/** Monthly saving of living in `to` instead of `from`, in EUR; negative when `to` costs more. */
export const monthlySaving = (from: City, to: City): number =>
  from.costOfLiving.monthlyTotal - to.costOfLiving.monthlyTotal

/** Yearly saving of living in `to` instead of `from`, in EUR (12 times the monthly saving). */
export const annualSaving = (from: City, to: City): number => 12 * monthlySaving(from, to)

/** Per-line difference `to - from` of two cities' costs, in EUR per month (positive: `to` costs more). */
export type CostLineDifferences = Readonly<Record<CostLineName | "monthlyTotal", number>>

/** Line-by-line comparison of two cities: `to` minus `from`, EUR per month, including the total. */
export const costLineDifferences = (from: City, to: City): CostLineDifferences => ({
  monthlyTotal: to.costOfLiving.monthlyTotal - from.costOfLiving.monthlyTotal,
  housing: to.costOfLiving.housing - from.costOfLiving.housing,
  food: to.costOfLiving.food - from.costOfLiving.food,
  transportation: to.costOfLiving.transportation - from.costOfLiving.transportation,
  utilities: to.costOfLiving.utilities - from.costOfLiving.utilities,
  entertainment: to.costOfLiving.entertainment - from.costOfLiving.entertainment,
  other: to.costOfLiving.other - from.costOfLiving.other
})

/** Share of housing in the monthly total, 0..1 (0 when the total is 0). */
export const housingShare = (cost: CostOfLiving): number =>
  cost.monthlyTotal === 0 ? 0 : cost.housing / cost.monthlyTotal

/** The four components that make up `qualityOfLife.overall` (englishFriendly is scored separately). */
export type OverallInputs = Pick<QualityOfLife, "safety" | "healthcare" | "climate" | "internet">

/**
 * The catalogue's definition of `qualityOfLife.overall`, 0..100 rounded to an integer:
 * 0.3 safety + 0.3 healthcare + 0.2 climate + 0.2 internet.
 */
export const qualityOfLifeOverall = (q: OverallInputs): number =>
  Math.round(0.3 * q.safety + 0.3 * q.healthcare + 0.2 * q.climate + 0.2 * q.internet)

/** True when `city` lies in one of `countries` (ISO alpha-2). */
export const isInCountry = (city: City, countries: ReadonlyArray<string>): boolean =>
  countries.includes(city.countryCode)

/** True when holders of `passport` (ISO alpha-2) may enter the city's country without a visa (own country included). */
export const isVisaFreeFor = (city: City, passport: string): boolean =>
  city.countryCode === passport || city.visaInfo.visaFreeFor.includes(passport as CountryCode)
