import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { shippedCityCatalog } from "../src/CityCatalog.js"
import { computeFiTimeline } from "../src/FiTimeline.js"
import { recommend, type Recommendations } from "../src/Recommendation.js"
import { fiBasis, fiYearsGained, yearsToFi } from "../src/RecommendationFi.js"
import { parsePreferences, preferenceTags, tagScore } from "../src/RecommendationPreferences.js"
import { budgetFit, matchScore } from "../src/RecommendationScore.js"
import { CityMother } from "./utils/CityMother.js"

const EUR_PER_USD = 0.8684 // H.10 June 2026, the FX table's quote
const cities = [CityMother.homeville(), CityMother.cheapton(), CityMother.midburg()]
const saver = {
  birthYear: 1986,
  baseCurrency: "USD",
  annualIncome: 60_000,
  annualExpenses: 36_000,
  currentSavings: 100_000
}

const ok = (r: ReturnType<typeof recommend>): Recommendations => {
  if ("_tag" in r) throw new Error("expected recommendations")
  return r
}

describe("recommend: hand-computed on three invented cities", () => {
  it("budget 2,000 USD and `safety`: match scores, savings against the budget, ranking and summary", () => {
    const r = ok(recommend(cities, { budgetUsd: 2000, tags: ["safety"], limit: 10 }, {}, 2026))
    // budget in EUR: 2000 x 0.8684 = 1736.8
    expect(r.basis.budgetEur).toBe(1736.8)
    expect(r.basis.savingsAgainst).toBe("budget")
    expect(r.recommendations.map((x) => x.city.id)).toEqual(["cheapton", "midburg", "homeville"])
    // cheapton: 0.2 x 80 + 0.4 x 100 (1,000 within budget) + 0.4 x 90 (safety) = 92
    // midburg: 0.2 x 70 + 0.4 x 100 x (2 - 2000 / 1736.8) + 0.4 x 60 = 14 + 33.938 + 24 = 71.9
    // homeville: 0.2 x 50 + 0.4 x 100 x (2 - 3000 / 1736.8) + 0.4 x 70 = 10 + 10.907 + 28 = 48.9
    expect(r.recommendations.map((x) => x.matchScore)).toEqual([92, 71.9, 48.9])
    expect(r.recommendations.map((x) => x.savingsPerMonth)).toEqual([736.8, -263.2, -1263.2])
    // mean of the three savings: (736.8 - 263.2 - 1263.2) / 3
    expect(r.summary.potentialSavings).toBe(-263.2)
    // no income or expenses in the profile: nothing to compare
    expect(r.recommendations.every((x) => x.fiYearsGained === 0)).toBe(true)
    expect(r.basis.fiYearsGained.computed).toBe(false)
    expect(r.summary.avgFiYearsGained).toBe(0)
  })

  it("current city Homeville: savings against its 3,000 EUR, the city itself left out, FI years from the timeline", () => {
    const r = ok(
      recommend(cities, { budgetUsd: undefined, tags: [], limit: 10 }, { ...saver, currentCitySlug: "homeville" }, 2026)
    )
    expect(r.basis.savingsAgainst).toBe("currentCity")
    expect(r.recommendations.map((x) => x.city.id)).toEqual(["cheapton", "midburg"])
    // without budget and tags the match score is the nomad score
    expect(r.recommendations.map((x) => x.matchScore)).toEqual([80, 70])
    expect(r.recommendations.map((x) => x.savingsPerMonth)).toEqual([2000, 1000])
    const years = (annualExpenses: number) =>
      computeFiTimeline({ currentAge: 40, annualIncome: 60_000, annualExpenses, currentSavings: 100_000 }).yearsToFI!
    const home = years(36_000)
    // Cheapton saves 2,000 EUR a month = 24,000 EUR a year = 24,000 / 0.8684 USD of expenses
    const cheapton = Math.round((home - years(36_000 - 24_000 / EUR_PER_USD)) * 100) / 100
    const midburg = Math.round((home - years(36_000 - 12_000 / EUR_PER_USD)) * 100) / 100
    expect(r.recommendations.map((x) => x.fiYearsGained)).toEqual([cheapton, midburg])
    expect(cheapton).toBeGreaterThan(midburg)
    expect(midburg).toBeGreaterThan(0)
    expect(r.summary.potentialSavings).toBe(1500)
    expect(r.summary.avgFiYearsGained).toBe(Math.round(((cheapton + midburg) / 2) * 100) / 100)
  })

  it("neither a budget nor a known current city: NoReference", () => {
    expect(recommend(cities, { budgetUsd: undefined, tags: [], limit: 10 }, {}, 2026)).toEqual({ _tag: "NoReference" })
    expect(
      recommend(cities, { budgetUsd: undefined, tags: [], limit: 10 }, { currentCitySlug: "atlantis" }, 2026)
    ).toEqual({ _tag: "NoReference" })
  })

  it("limit cuts the ranked list; highlights name the saving and strong tags", () => {
    const r = ok(recommend(cities, { budgetUsd: 2000, tags: ["safety"], limit: 1 }, {}, 2026))
    expect(r.recommendations).toHaveLength(1)
    const [first] = r.recommendations
    expect(first!.highlights[0]).toBe("EUR 737 a month cheaper than your budget: EUR 1,000 a month")
    expect(first!.highlights).toContain("Safety 90/100")
    expect(first!.highlights).toContain("Lowcostia offers a digital nomad visa")
    expect(first!.highlights).toContain("Tax programme: Remote worker visa")
  })
})

describe("matchScore and budgetFit: laws", () => {
  const score = fc.double({ min: 0, max: 100, noNaN: true })
  it("matchScore stays in 0..100 whatever components are present", () => {
    fc.assert(
      fc.property(score, fc.option(score, { nil: undefined }), fc.option(score, { nil: undefined }), (n, b, p) => {
        const m = matchScore({ nomadScore: n, budgetFit: b, preferenceFit: p })
        expect(m).toBeGreaterThanOrEqual(0)
        expect(m).toBeLessThanOrEqual(100)
      })
    )
  })

  it("budgetFit is 100 within budget, non-increasing in cost, 0 from twice the budget", () => {
    const money = fc.double({ min: 0, max: 50_000, noNaN: true })
    fc.assert(
      fc.property(money, money, fc.double({ min: 1, max: 20_000, noNaN: true }), (c1, c2, budget) => {
        const [lo, hi] = c1 <= c2 ? [c1, c2] : [c2, c1]
        expect(budgetFit(lo, budget)).toBeGreaterThanOrEqual(budgetFit(hi, budget))
        if (hi <= budget) expect(budgetFit(hi, budget)).toBe(100)
        if (hi >= 2 * budget) expect(budgetFit(hi, budget)).toBe(0)
      })
    )
  })

  it("every recommendation of the shipped catalogue has a match score in 0..100, for any tags and budget", () => {
    const all = shippedCityCatalog().cities
    fc.assert(
      fc.property(
        fc.subarray([...preferenceTags]),
        fc.option(fc.double({ min: 1, max: 20_000, noNaN: true }), { nil: undefined }),
        (tags, budgetUsd) => {
          const r = ok(recommend(all, { budgetUsd: budgetUsd ?? 1500, tags, limit: 50 }, {}, 2026))
          for (const x of r.recommendations) {
            expect(x.matchScore).toBeGreaterThanOrEqual(0)
            expect(x.matchScore).toBeLessThanOrEqual(100)
          }
          for (let i = 1; i < r.recommendations.length; i++)
            expect(r.recommendations[i - 1]!.matchScore).toBeGreaterThanOrEqual(r.recommendations[i]!.matchScore)
        }
      ),
      { numRuns: 30 }
    )
  })
})

describe("fiYearsGained: laws", () => {
  const complete = fiBasis(saver, 2026)
  it("a complete basis: age from birthYear, savings default 0", () => {
    expect(complete).toMatchObject({ _tag: "Complete", age: 40, currency: "USD" })
    expect(fiBasis({ annualIncome: 1, annualExpenses: 1 }, 2026)).toMatchObject({ currentSavings: 0, age: 35 })
    expect(fiBasis({ annualIncome: 1 }, 2026)._tag).toBe("Incomplete")
    expect(fiBasis({ ...saver, baseCurrency: "XAU" }, 2026)._tag).toBe("Incomplete")
  })

  it("a bigger monthly saving never gains fewer years; no saving gains none", () => {
    if (complete._tag !== "Complete") throw new Error("complete")
    const home = yearsToFi(complete, complete.annualExpenses)
    const saving = fc.integer({ min: -3000, max: 3000 })
    fc.assert(
      fc.property(saving, saving, (s1, s2) => {
        const [lo, hi] = s1 <= s2 ? [s1, s2] : [s2, s1]
        expect(fiYearsGained(complete, home, hi)).toBeGreaterThanOrEqual(fiYearsGained(complete, home, lo))
      })
    )
    expect(fiYearsGained(complete, home, 0)).toBe(0)
  })

  it("amounts in EUR are converted: the same saving gains the same years for a EUR profile with converted figures", () => {
    const eur = fiBasis(
      {
        ...saver,
        baseCurrency: "EUR",
        annualIncome: 60_000 * EUR_PER_USD,
        annualExpenses: 36_000 * EUR_PER_USD,
        currentSavings: 100_000 * EUR_PER_USD
      },
      2026
    )
    if (complete._tag !== "Complete" || eur._tag !== "Complete") throw new Error("complete")
    const usdGain = fiYearsGained(complete, yearsToFi(complete, complete.annualExpenses), 800)
    const eurGain = fiYearsGained(eur, yearsToFi(eur, eur.annualExpenses), 800)
    expect(eurGain).toBeCloseTo(usdGain, 1)
  })
})

describe("preferences", () => {
  it("reads tags case-insensitively, trims, drops empty entries and duplicates", () => {
    expect(parsePreferences(" Safety, internet,,safety ")).toEqual({ _tag: "Tags", tags: ["safety", "internet"] })
    expect(parsePreferences("")).toEqual({ _tag: "Tags", tags: [] })
  })

  it("lists every unknown entry", () => {
    expect(parsePreferences("safety,beaches,nightlife,beaches")).toEqual({
      _tag: "Unknown",
      unknown: ["beaches", "nightlife"]
    })
  })

  it("tag scores are in 0..100 for every shipped city and tag", () => {
    for (const city of shippedCityCatalog().cities)
      for (const tag of preferenceTags) {
        const s = tagScore(city, tag)
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(100)
      }
  })

  it("hand-checked tag scores", () => {
    const cheapton = CityMother.cheapton()
    expect(tagScore(cheapton, "safety")).toBe(90)
    expect(tagScore(cheapton, "low-tax")).toBe(70) // 100 - (40 + 20) / 2
    expect(tagScore(cheapton, "digital-nomad-visa")).toBe(100)
    expect(tagScore(cheapton, "schengen")).toBe(0)
    // 100 x 2000 / (2000 + 1000)
    expect(tagScore(cheapton, "affordable")).toBeCloseTo(200 / 3, 10)
  })
})
