import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { computeFiTimeline, FiTimelineInput, FiTimelineResult } from "../src/FiTimeline.js"
import type { FiTimelineInput as Input } from "../src/FiTimelineInput.js"
import { anyInput, everydayInput, FiTimelineInputMother as Mother } from "./utils/FiTimelineInputMother.js"

/** Years to FI with "never" ordered after every number, for "never delays" laws. */
const later = (years: number | null): number => years ?? Number.POSITIVE_INFINITY
const yearsToFI = (input: Input): number => later(computeFiTimeline(input).yearsToFI)

/** Balance after n years by the annuity formula (savings at year end), for hand checks. */
const annuityBalance = (p: number, s: number, r: number, n: number): number =>
  p * (1 + r) ** n + (s * ((1 + r) ** n - 1)) / r

describe("computeFiTimeline: worked examples", () => {
  it("25x rule: 40,000 a year at a 4 % withdrawal rate needs 1,000,000", () => {
    const result = computeFiTimeline(Mother.saver({ withdrawalRate: 0.04 }))
    expect(result.fiNumber).toBeCloseTo(1_000_000, 6)
    expect(result.variants.regular.fiNumber).toBe(result.fiNumber)
  })

  it("years to FI agree with the annuity formula n = ln((F r + S) / (P r + S)) / ln(1 + r)", () => {
    // P = 100,000, S = 70,000 - 40,000 = 30,000, r = 5 %, F = 1,000,000:
    // n = ln(80,000 / 35,000) / ln(1.05) = 16.94..., so FI is reached during year 17.
    const n = Math.log((1_000_000 * 0.05 + 30_000) / (100_000 * 0.05 + 30_000)) / Math.log(1.05)
    expect(n).toBeCloseTo(16.94, 2)
    const result = computeFiTimeline(Mother.saver())
    const b16 = annuityBalance(100_000, 30_000, 0.05, 16)
    const b17 = annuityBalance(100_000, 30_000, 0.05, 17)
    expect(result.projection[16]?.endBalance).toBeCloseTo(b16, 4)
    expect(result.projection[17]?.endBalance).toBeCloseTo(b17, 4)
    expect(b16).toBeLessThan(1_000_000)
    expect(b17).toBeGreaterThanOrEqual(1_000_000)
    // Linear interpolation between the year-end balances around the crossing.
    expect(result.yearsToFI).toBeCloseTo(16 + (1_000_000 - b16) / (b17 - b16), 9)
    expect(Math.ceil(result.yearsToFI ?? 0)).toBe(Math.ceil(n))
    // The chord lies above the convex annuity curve, so the interpolated time is not later than n.
    expect(result.yearsToFI).toBeLessThanOrEqual(n)
    expect(result.fiAge).toBeCloseTo(30 + (result.yearsToFI ?? 0), 12)
  })

  it("at a zero return 25,000 a year fills 1,000,000 in exactly 40 years", () => {
    const result = computeFiTimeline(
      Mother.saver({ currentSavings: 0, annualIncome: 65_000, expectedRealReturn: 0, withdrawalRate: 0.04 })
    )
    expect(result.yearsToFI).toBeCloseTo(40, 9)
    expect(result.fiAge).toBeCloseTo(70, 9)
    expect(result.savingsRate).toBeCloseTo(25_000 / 65_000, 12)
  })

  it("interpolates within the year: 0 to 1,000,000 at 30,000 a year and r = 0 takes 33 1/3 years", () => {
    const result = computeFiTimeline(Mother.saver({ currentSavings: 0, expectedRealReturn: 0 }))
    expect(result.yearsToFI).toBeCloseTo(100 / 3, 9)
  })

  it("unlike the fractional annuity formula, a higher return does not delay FI within the first year", () => {
    // From 0, saving 40,000 towards F = 800 / 0.04 = 20,000: the annuity formula gives 0.500 years
    // at r -> 0 but 0.517 at r = 0.15; the year-end balance is 40,000 either way, so 0.5 for both.
    const annuityYears = (r: number) => Math.log((20_000 * r + 40_000) / 40_000) / Math.log(1 + r)
    expect(annuityYears(1e-9)).toBeCloseTo(0.5, 6)
    expect(annuityYears(0.15)).toBeCloseTo(0.5175, 4)
    const at = (r: number) =>
      computeFiTimeline({
        currentAge: 30,
        annualIncome: 40_800,
        annualExpenses: 800,
        currentSavings: 0,
        expectedRealReturn: r
      })
    expect(at(0).yearsToFI).toBe(0.5)
    expect(at(0.15).yearsToFI).toBe(0.5)
  })

  it("Lean and Fat use 0.7x and 1.5x the expenses by default", () => {
    const { lean, fat } = computeFiTimeline(Mother.saver()).variants
    expect(lean.annualExpenses).toBeCloseTo(28_000, 9)
    expect(lean.fiNumber).toBeCloseTo(700_000, 6)
    expect(fat.annualExpenses).toBeCloseTo(60_000, 9)
    expect(fat.fiNumber).toBeCloseTo(1_500_000, 6)
  })

  it("Coast FI at 30 for 65 with 5 %: 1,000,000 / 1.05^35 = 181,290 today", () => {
    const { coast } = computeFiTimeline(Mother.saver({ currentSavings: 200_000 })).variants
    expect(coast.retirementAge).toBe(65)
    expect(coast.fiNumber).toBeGreaterThan(181_290)
    expect(coast.fiNumber).toBeLessThan(181_291)
    expect(coast.reached).toBe(true)
    expect(coast.yearsToFI).toBe(0)
    expect(coast.fiAge).toBe(30)
  })

  it("Coast FI not yet reached: 100,000 plus 30,000 a year passes the rising coast target during year 3", () => {
    // Coast target after y years: 1e6 / 1.05^(35 - y); balance after y years: annuity formula.
    const { coast } = computeFiTimeline(Mother.saver()).variants
    expect(coast.reached).toBe(false)
    const gap = (y: number) => annuityBalance(100_000, 30_000, 0.05, y) - 1_000_000 / 1.05 ** (35 - y)
    expect(gap(2)).toBeLessThan(0)
    expect(gap(3)).toBeGreaterThanOrEqual(0)
    expect(coast.yearsToFI).toBeCloseTo(2 + -gap(2) / (gap(3) - gap(2)), 9)
  })

  it("Barista FI: a part-time income of half the expenses halves the FI number", () => {
    const { barista } = computeFiTimeline(Mother.saver()).variants
    expect(barista.baristaIncome).toBeCloseTo(20_000, 9)
    expect(barista.annualExpenses).toBeCloseTo(20_000, 9)
    expect(barista.fiNumber).toBeCloseTo(500_000, 6)
    const covered = computeFiTimeline(Mother.saver({ baristaIncome: 50_000 })).variants.barista
    expect(covered.fiNumber).toBe(0)
    expect(covered.yearsToFI).toBe(0)
  })

  it("spending more than earning from nothing never reaches FI: yearsToFI null, balance stays 0", () => {
    const result = computeFiTimeline(Mother.overspender())
    expect(result.assumptions.annualSavings).toBe(-10_000)
    expect(result.yearsToFI).toBeNull()
    expect(result.fiAge).toBeNull()
    expect(result.projection.every((row) => row.endBalance === 0 && row.contributions === 0)).toBe(true)
  })

  it("a draw smaller than the growth still reaches FI: 900,000 at 5 % less 10,000 a year passes 1,000,000 in year 3", () => {
    // B_n = (900,000 - 200,000) 1.05^n + 200,000 >= 1,000,000 when 1.05^n >= 8/7: n = 2.74.
    const result = computeFiTimeline(Mother.overspender({ currentSavings: 900_000 }))
    const n = Math.log(8 / 7) / Math.log(1.05)
    expect(n).toBeCloseTo(2.737, 3)
    expect(Math.ceil(result.yearsToFI ?? 0)).toBe(3)
    expect(result.savingsRate).toBeCloseTo(-1 / 3, 12)
  })

  it("a draw larger than the portfolio empties it and stops there", () => {
    const result = computeFiTimeline(Mother.overspender({ currentSavings: 25_000, expectedRealReturn: 0 }))
    // 25,000 -> 15,000 -> 5,000 -> 0 (the last draw is capped at 5,000) -> 0.
    expect(result.projection.slice(0, 5).map((row) => row.endBalance)).toEqual([25_000, 15_000, 5_000, 0, 0])
    expect(result.projection[3]?.contributions).toBe(-5_000)
    expect(result.projection[4]?.contributions).toBe(0)
  })

  it("no income (below 1 a year) gives a null savings rate", () => {
    expect(computeFiTimeline(Mother.overspender({ annualIncome: 0 })).savingsRate).toBeNull()
    expect(computeFiTimeline(Mother.overspender({ annualIncome: 0.5 })).savingsRate).toBeNull()
    expect(computeFiTimeline(Mother.overspender({ annualIncome: 1 })).savingsRate).toBe(-39_999)
  })

  it("reports the assumptions used and which defaults were applied", () => {
    const result = computeFiTimeline(Mother.saver({ withdrawalRate: 0.035, currency: "EUR" }))
    expect(result.assumptions).toMatchObject({
      currency: "EUR",
      withdrawalRate: 0.035,
      expectedRealReturn: 0.05,
      annualSavings: 30_000,
      retirementAge: 65,
      maxYears: 60,
      contributionTiming: "end_of_year",
      valueBasis: "real"
    })
    expect(result.assumptions.defaultsApplied).toEqual([
      "expectedRealReturn",
      "annualSavings",
      "leanExpenses",
      "fatExpenses",
      "baristaIncome",
      "retirementAge",
      "maxYears"
    ])
  })

  it("shortens the default horizon near 120 and moves the default coast age past 65", () => {
    const old = computeFiTimeline(Mother.saver({ currentAge: 90 }))
    expect(old.assumptions.maxYears).toBe(30)
    expect(old.projection).toHaveLength(31)
    expect(old.projection.at(-1)?.age).toBe(120)
    expect(old.assumptions.retirementAge).toBe(90)
    expect(old.variants.coast.fiNumber).toBe(old.fiNumber)
  })
})

describe("computeFiTimeline: properties", () => {
  it("every generated input is valid, and every result matches FiTimelineResult", () => {
    const isInput = Schema.is(FiTimelineInput)
    const isResult = Schema.is(FiTimelineResult)
    fc.assert(
      fc.property(fc.oneof(anyInput, everydayInput), (input) => isInput(input) && isResult(computeFiTimeline(input)))
    )
  })

  it("is deterministic", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(computeFiTimeline(input)).toEqual(computeFiTimeline(input))
      })
    )
  })

  it("fiNumber = annualExpenses / withdrawalRate exactly", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeFiTimeline(input)
        return result.fiNumber === input.annualExpenses / result.assumptions.withdrawalRate
      })
    )
  })

  it("more current savings never delays FI", () => {
    fc.assert(
      fc.property(
        everydayInput,
        amount(),
        (input, extra) => yearsToFI({ ...input, currentSavings: input.currentSavings + extra }) <= yearsToFI(input)
      )
    )
  })

  it("a higher income never delays FI (default savings = income - expenses)", () => {
    fc.assert(
      fc.property(
        everydayInput,
        amount(),
        (input, extra) => yearsToFI({ ...input, annualIncome: input.annualIncome + extra }) <= yearsToFI(input)
      )
    )
  })

  it("lower expenses never delay FI", () => {
    fc.assert(
      fc.property(everydayInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, share) => {
        const lower = Math.max(1, input.annualExpenses * share)
        return yearsToFI({ ...input, annualExpenses: lower }) <= yearsToFI(input)
      })
    )
  })

  it("higher explicit annual savings never delay FI, negative ones included", () => {
    fc.assert(
      fc.property(
        everydayInput,
        fc.double({ min: -100_000, max: 100_000, noNaN: true }),
        amount(),
        (input, s, extra) =>
          yearsToFI({ ...input, annualSavings: s + extra }) <= yearsToFI({ ...input, annualSavings: s })
      )
    )
  })

  it("a higher return never delays FI", () => {
    const rate = fc.double({ min: -0.05, max: 0.15, noNaN: true })
    fc.assert(
      fc.property(everydayInput, rate, rate, (input, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return yearsToFI({ ...input, expectedRealReturn: high }) <= yearsToFI({ ...input, expectedRealReturn: low })
      })
    )
  })

  it("a higher withdrawal rate never raises the FI number nor delays FI", () => {
    const rate = fc.double({ min: 0.01, max: 0.1, noNaN: true })
    fc.assert(
      fc.property(everydayInput, rate, rate, (input, a, b) => {
        const low = computeFiTimeline({ ...input, withdrawalRate: Math.min(a, b) })
        const high = computeFiTimeline({ ...input, withdrawalRate: Math.max(a, b) })
        return high.fiNumber <= low.fiNumber && later(high.yearsToFI) <= later(low.yearsToFI)
      })
    )
  })

  it("the projection has maxYears + 1 chained rows, each start + growth + contributions = end >= 0", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { projection, assumptions, fiNumber } = computeFiTimeline(input)
        expect(projection).toHaveLength(assumptions.maxYears + 1)
        expect(projection[0]?.endBalance).toBe(input.currentSavings)
        projection.forEach((row, y) => {
          expect(row.year).toBe(y)
          expect(row.age).toBe(input.currentAge + y)
          expect(row.endBalance).toBeGreaterThanOrEqual(0)
          expect(row.fiProgress).toBe(row.endBalance / fiNumber)
          if (y > 0) {
            expect(row.startBalance).toBe(projection[y - 1]?.endBalance)
            expect(row.startBalance + row.growth + row.contributions).toBe(row.endBalance)
          }
        })
        expect(projection.at(-1)?.age).toBeLessThanOrEqual(120)
      })
    )
  })

  it("the projection never falls when the return and the savings are both >= 0", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { projection, assumptions } = computeFiTimeline(input)
        fc.pre(assumptions.expectedRealReturn >= 0 && assumptions.annualSavings >= 0)
        return projection.every((row) => row.endBalance >= row.startBalance)
      })
    )
  })

  it("lean <= regular <= fat, in FI number and in years to FI", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { lean, regular, fat, barista } = computeFiTimeline(input).variants
        return (
          lean.fiNumber <= regular.fiNumber &&
          regular.fiNumber <= fat.fiNumber &&
          barista.fiNumber <= regular.fiNumber &&
          later(lean.yearsToFI) <= later(regular.yearsToFI) &&
          later(regular.yearsToFI) <= later(fat.yearsToFI) &&
          later(barista.yearsToFI) <= later(regular.yearsToFI)
        )
      })
    )
  })

  it("with a return >= 0 the Coast number is at most the FI number and is reached no later", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeFiTimeline(input)
        fc.pre(result.assumptions.expectedRealReturn >= 0)
        const { coast, regular } = result.variants
        return coast.fiNumber <= regular.fiNumber && later(coast.yearsToFI) <= later(regular.yearsToFI)
      })
    )
  })

  it("Coast FI is reached today exactly when current savings cover the Coast number", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { coast } = computeFiTimeline(input).variants
        return coast.reached === input.currentSavings >= coast.fiNumber && coast.reached === (coast.yearsToFI === 0)
      })
    )
  })

  it("savings that already cover the FI number give yearsToFI 0 at the current age", () => {
    fc.assert(
      fc.property(everydayInput, fc.double({ min: 1, max: 3, noNaN: true }), (input, multiple) => {
        const fiNumber = input.annualExpenses / (input.withdrawalRate ?? 0.04)
        const result = computeFiTimeline({ ...input, currentSavings: fiNumber * multiple })
        return result.yearsToFI === 0 && result.fiAge === input.currentAge
      })
    )
  })

  it("yearsToFI is null iff no year-end balance reaches the FI number, else it falls in the crossing year", () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, everydayInput), (input) => {
        const { projection, fiNumber, yearsToFI, fiAge } = computeFiTimeline(input)
        const k = projection.findIndex((row) => row.endBalance >= fiNumber)
        if (k === -1) return yearsToFI === null && fiAge === null
        if (k === 0) return yearsToFI === 0
        return yearsToFI !== null && yearsToFI > k - 1 && yearsToFI <= k && fiAge === input.currentAge + yearsToFI
      })
    )
  })
})

function amount(): fc.Arbitrary<number> {
  return fc.double({ min: 0, max: 100_000, noNaN: true })
}
