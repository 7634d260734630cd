import { readFileSync } from "node:fs"
import { loadCityCatalog } from "@fire/domain/CityCatalog"
import { type ParameterSet, parseParameterSet } from "@fire/simulation"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { kendallW, type RankStability, rankStability, verdictOf } from "../src/RankStability.js"
import type { RevisionContent } from "../src/Revision.js"

const parsed = parseParameterSet(JSON.parse(readFileSync("docs/examples/parameter-set-us.json", "utf8")))
if (!parsed.ok) throw new Error("the shipped US parameter set must parse")
const parameterSet: ParameterSet = parsed.value
const catalogue = loadCityCatalog()
const pool = ["austin", "denver", "chicago", "lisbon", "berlin", "bangkok", "mexico-city", "new-york"].map(
  (slug) => catalogue.find((c) => c.id === slug)!
)

const content: RevisionContent = {
  household: { birthYears: [1960], citizenships: ["US"], residenceCountry: "US" },
  positions: [{ assetFactor: "us_equity", currency: "USD", value: 1_000_000, annualFee: 0.001 }],
  requiredNetSpending: { amount: 40_000, currency: "USD" },
  discretionarySpending: { amount: 5_000, currency: "USD" },
  incomeStreams: [],
  destinationCitySlugs: [],
  claims: ["spending.sustainable"]
}

const run = (seed: string, cities: typeof pool, perturbations = 10) =>
  rankStability({
    content,
    parameterSet,
    cities,
    seed,
    perturbations,
    horizonYears: 10,
    pathsPerRun: 20
  }) as RankStability

const seedArb = fc.stringMatching(/^[a-zA-Z0-9._:-]{1,20}$/)
const citiesArb = fc.shuffledSubarray(pool, { minLength: 2, maxLength: 4 })
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9

describe("Kendall's W", () => {
  it("is 1 when every ranking agrees and 0 for two opposite rankings of two items", () => {
    expect(
      kendallW([
        [1, 2, 3],
        [1, 2, 3],
        [1, 2, 3]
      ])
    ).toBe(1)
    expect(
      kendallW([
        [1, 2],
        [2, 1]
      ])
    ).toBe(0)
    // three raters, three items, rank sums 4, 6, 8: S = 8, W = 12 * 8 / (9 * 24) = 4/9
    expect(
      kendallW([
        [1, 2, 3],
        [2, 1, 3],
        [1, 3, 2]
      ])
    ).toBeCloseTo(4 / 9, 12)
  })

  it("stays in [0, 1] for any rankings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) =>
          fc.array(
            fc.shuffledSubarray(
              [...Array(n).keys()].map((i) => i + 1),
              { minLength: n, maxLength: n }
            ),
            {
              minLength: 1,
              maxLength: 30
            }
          )
        ),
        (rankings) => {
          const w = kendallW(rankings)
          return w >= 0 && w <= 1
        }
      )
    )
  })

  it("verdicts: stable, moderately stable, unstable", () => {
    expect(verdictOf(0.9, 0.9)).toBe("stable")
    expect(verdictOf(0.6, 0.6)).toBe("moderately_stable")
    expect(verdictOf(0.3, 0.9)).toBe("unstable")
    expect(verdictOf(0.9, 0.3)).toBe("unstable")
  })
})

describe("rank stability", () => {
  it("probabilities sum to 1, W is in [0, 1], dominance is complementary, expected ranks add up", () => {
    fc.assert(
      fc.property(seedArb, citiesArb, (seed, cities) => {
        const r = run(seed, cities)
        const n = cities.length
        expect(r.kendallW).toBeGreaterThanOrEqual(0)
        expect(r.kendallW).toBeLessThanOrEqual(1)
        for (const c of r.cities) {
          expect(
            close(
              c.rankDistribution.reduce((a, b) => a + b, 0),
              1
            )
          ).toBe(true)
          expect(c.expectedRank).toBeGreaterThanOrEqual(1)
          expect(c.expectedRank).toBeLessThanOrEqual(n)
          expect(c.probabilityFirst).toBe(c.rankDistribution[0])
        }
        for (let rank = 0; rank < n; rank++)
          expect(
            close(
              r.cities.reduce((a, c) => a + (c.rankDistribution[rank] as number), 0),
              1
            )
          ).toBe(true)
        expect(
          close(
            r.cities.reduce((a, c) => a + c.expectedRank, 0),
            (n * (n + 1)) / 2
          )
        ).toBe(true)
        expect(r.pairwise).toHaveLength(n * (n - 1))
        for (const p of r.pairwise) {
          const back = r.pairwise.find((q) => q.city === p.over && q.over === p.city)!
          expect(close(p.probability + back.probability, 1)).toBe(true)
        }
        expect(r.cities.map((c) => c.city)).toEqual(cities.map((c) => c.id))
      }),
      { numRuns: 8 }
    )
  })

  it("identical seeds give identical results; the order of candidates does not change a city's figures", () => {
    fc.assert(
      fc.property(seedArb, citiesArb, (seed, cities) => {
        const a = run(seed, cities)
        expect(run(seed, cities)).toEqual(a)
        const reversed = run(seed, [...cities].reverse())
        for (const c of a.cities) expect(reversed.cities.find((x) => x.city === c.city)).toEqual(c)
      }),
      { numRuns: 5 }
    )
  })

  it("a city far cheaper than the others ranks first in every perturbation", () => {
    // Bangkok's cost of living is well under half of New York's: scaled spending is far lower.
    const r = run("cheap-vs-dear", [pool[7]!, pool[5]!], 20)
    expect(r.cities.find((c) => c.city === "bangkok")?.probabilityFirst).toBe(1)
    expect(r.kendallW).toBe(1)
    expect(r.verdict.code).toBe("stable")
    expect(r.verdict.leader).toBe("bangkok")
  })
})
