import { City } from "../../src/City.js"

/**
 * Object mother of cities for the geo tests: three small, round, invented cities whose figures
 * make the arithmetic easy to follow by hand, and `make` for any variation. Not catalogue data.
 */

/** The six cost lines; `monthlyTotal` is their sum. */
export interface CostLines {
  readonly housing: number
  readonly food: number
  readonly transportation: number
  readonly utilities: number
  readonly entertainment: number
  readonly other: number
}

/** Overrides of a city: any top-level field, and cost lines given as lines (the total is derived). */
export interface CityOverrides {
  readonly id?: string
  readonly name?: string
  readonly country?: string
  readonly countryCode?: string
  readonly region?: string
  readonly costs?: CostLines
  readonly quality?: Partial<City["qualityOfLife"]>
  readonly incomeTaxRate?: number
  readonly capitalGainsTaxRate?: number
  readonly specialPrograms?: ReadonlyArray<string>
  readonly nomadScore?: number
  readonly schengen?: boolean
  readonly digitalNomadVisa?: boolean
}

const total = (c: CostLines) => c.housing + c.food + c.transportation + c.utilities + c.entertainment + c.other

/** A city: 2,000 EUR a month, every rating 70, no programmes, unless overridden. */
export const makeCity = (o: CityOverrides = {}): City => {
  const costs = o.costs ?? {
    housing: 1000,
    food: 400,
    transportation: 100,
    utilities: 200,
    entertainment: 150,
    other: 150
  }
  return new City({
    id: (o.id ?? "test-city") as City["id"],
    name: o.name ?? "Test City",
    country: o.country ?? "Testland",
    countryCode: (o.countryCode ?? "PT") as City["countryCode"],
    region: o.region ?? "Test Region",
    coordinates: { lat: 0, lng: 0 },
    costOfLiving: { monthlyTotal: total(costs), ...costs },
    qualityOfLife: {
      overall: 70,
      safety: 70,
      healthcare: 70,
      climate: 70,
      internet: 70,
      englishFriendly: 70,
      ...o.quality
    },
    taxInfo: {
      incomeTaxRate: o.incomeTaxRate ?? 40,
      capitalGainsTaxRate: o.capitalGainsTaxRate ?? 20,
      specialPrograms: [...(o.specialPrograms ?? [])]
    },
    nomadScore: o.nomadScore ?? 60,
    visaInfo: { schengen: o.schengen ?? false, digitalNomadVisa: o.digitalNomadVisa ?? false, visaFreeFor: [] },
    currency: "EUR" as City["currency"],
    lastUpdated: "2026-11-21T00:00:00Z"
  })
}

export const CityMother = {
  /** Expensive home: 3,000 EUR a month (housing 1,800), nomad score 50. */
  homeville: () =>
    makeCity({
      id: "homeville",
      name: "Homeville",
      country: "Richland",
      countryCode: "US",
      region: "North",
      costs: { housing: 1800, food: 500, transportation: 150, utilities: 250, entertainment: 150, other: 150 },
      nomadScore: 50
    }),
  /** Cheap and safe: 1,000 EUR a month, safety 90, digital nomad visa, nomad score 80. */
  cheapton: () =>
    makeCity({
      id: "cheapton",
      name: "Cheapton",
      country: "Lowcostia",
      countryCode: "TH",
      region: "South",
      costs: { housing: 500, food: 250, transportation: 50, utilities: 100, entertainment: 50, other: 50 },
      quality: { safety: 90 },
      digitalNomadVisa: true,
      specialPrograms: ["Remote worker visa"],
      nomadScore: 80
    }),
  /** Middle: 2,000 EUR a month, safety 60, Schengen, nomad score 70. */
  midburg: () =>
    makeCity({
      id: "midburg",
      name: "Midburg",
      country: "Centralia",
      countryCode: "DE",
      region: "Centre",
      quality: { safety: 60 },
      schengen: true,
      nomadScore: 70
    })
}
