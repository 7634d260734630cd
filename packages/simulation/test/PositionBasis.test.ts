/**
 * The cost basis per position (PositionBasis.ts, `costBasis: "per_position"`): hand vectors of two
 * positions drifting for a year (the rebalancing sells the winner and realises its gain; a loss sold
 * the same year offsets it), and properties of the trades and the gross-up.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bandBases, type GainTaxProfile, gainTax, withCostBasisDefault } from "../src/GainTax.js"
import { parsePlan, type Plan } from "../src/Plan.js"
import {
  allocateBook,
  grossForNetByPosition,
  openYear,
  type PositionBook,
  realisedGain,
  settleTrades,
  taxOfWithdrawal
} from "../src/PositionBasis.js"
import { simulate } from "../src/simulate.js"
import { canonicalJson } from "../src/CanonicalJson.js"
import { verify } from "../src/Verify.js"
import { type HandRow, handRun, handSet, syntheticSet } from "./mothers/ParameterSetMother.js"
import { retiree } from "./mothers/PlanMother.js"

/** Every gain taxed at `rate` from the first unit, in USD. */
const flat = (rate: number, costBasis?: "average" | "per_position"): GainTaxProfile => ({
  kind: "gain_schedule",
  segments: [{ fromYear: 1, country: "US", currency: "USD", bands: [{ from: 0, rate }], source: "test" }],
  ...(costBasis === undefined ? {} : { costBasis })
})

/** Half equity, half bonds, each bought at today's value, spending `amount` a year. */
const halves = (amount: number, taxProfile: GainTaxProfile): Plan =>
  retiree({
    positions: [
      { assetFactor: "us_equity", currency: "USD", value: 500_000, annualFee: 0 },
      { assetFactor: "us_bond_10y", currency: "USD", value: 500_000, annualFee: 0 }
    ],
    requiredSpending: { amount, currency: "USD" },
    taxProfile
  })

const still: HandRow = { equity: 0, bond: 0, inflation: 0 }

describe("per-position basis (hand vectors, two positions, one year of drift)", () => {
  it("rebalancing sells the winner: its gain share is taxed, not the portfolio's average", () => {
    // year 1: no gain, W1 = 40,000, each position 480,000 at basis 480,000. Equity +20%: 576,000
    // (gain share 1/6), bonds 480,000. Year 2 at weights 1/2: A = 1,056,000 - W; equity sells
    // 576,000 - A / 2 = 48,000 + W / 2, bonds buy. G = (48,000 + W / 2) / 6 = 8,000 + W / 12;
    // W - 0.2 G = 40,000 -> W = 41,600 x 60 / 59 = 42,305.08, tax 2,305.08.
    const set = handSet([{ equity: 0.2, bond: 0, inflation: 0 }, still])
    const v = handRun(set, halves(40_000, flat(0.2, "per_position")), 2)
    const w = (41_600 * 60) / 59
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(w - 40_000, 6)
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(1_056_000 - w, 6)
    // the average method: share 1 - 960 / 1,056 = 1/11, W = 40,000 / (1 - 0.2 / 11): tax 740.74
    const average = handRun(set, halves(40_000, flat(0.2)), 2)
    expect(average.taxPaidRealUsd?.p50).toBeCloseTo(40_000 / (1 - 0.2 / 11) - 40_000, 6)
  })

  it("a loss sold in the same year offsets the gain", () => {
    // year 1: W1 = 300,000, each position 350,000 at basis 350,000. Equity +30%: 455,000 (share 3/13);
    // bonds -10%: 315,000 (share -1/9). Year 2: A / 2 = 385,000 - W / 2; equity sells 70,000 + W / 2,
    // bonds sell W / 2 - 70,000 at a loss. G = 70,000 (3/13 + 1/9) + (W / 2)(3/13 - 1/9)
    // = 70,000 x 40/117 + W x 7/117; W = (300,000 + 0.2 x 70,000 x 40/117) / (1 - 0.2 x 7/117).
    const set = handSet([{ equity: 0.3, bond: -0.1, inflation: 0 }, still])
    const v = handRun(set, halves(300_000, flat(0.2, "per_position")), 2)
    const w = (300_000 + (0.2 * 70_000 * 40) / 117) / (1 - (0.2 * 7) / 117)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(w - 300_000, 6)
    // the gain alone, without the offset, would pay more
    expect(v.taxPaidRealUsd?.p50).toBeLessThan(0.2 * (70_000 + w / 2) * (3 / 13))
  })

  it("a year without drift or purchases realises the average method's gain", () => {
    // costBasis 250,000 each: share 1/2, W - 0.2 W / 2 = 40,000 -> W = 40,000 / 0.9
    const plan = (method: "average" | "per_position"): Plan => ({
      ...halves(40_000, flat(0.2, method)),
      positions: halves(40_000, flat(0.2)).positions.map((p) => ({ ...p, costBasis: 250_000 }))
    })
    const set = handSet([still])
    expect(handRun(set, plan("per_position"), 1).taxPaidRealUsd?.p50).toBeCloseTo(40_000 / 0.9 - 40_000, 6)
    expect(handRun(set, plan("average"), 1).taxPaidRealUsd?.p50).toBeCloseTo(40_000 / 0.9 - 40_000, 6)
  })

  it("a saving year's rebalancing pays the tax of the gain it realises", () => {
    // year 1 saves (contribution 0): no trade at the weights. Equity +20%: 600,000 (share 1/6), bonds
    // 500,000. Year 2 saves again: A = 1,100,000 - W; equity sells 600,000 - A / 2 = 50,000 + W / 2;
    // G = (50,000 + W / 2) / 6; W - 0.2 G = 0 -> W = (0.2 x 50,000 / 6) / (1 - 0.2 / 12).
    const set = handSet([{ equity: 0.2, bond: 0, inflation: 0 }, still, still])
    const plan: Plan = {
      ...halves(0, flat(0.2, "per_position")),
      savingPhase: {
        annualContribution: { amount: 0, currency: "USD" },
        contributionInflationLinked: false,
        retirementYear: 3,
        fiNumber: { amount: 1, currency: "USD" }
      }
    }
    const w = (0.2 * 50_000) / 6 / (1 - 0.2 / 12)
    // (year 3 retires with no spending and no drift: no further tax)
    expect(handRun(set, plan, 3).taxPaidRealUsd?.p50).toBeCloseTo(w, 6)
  })

  it("a shocked year drifts the positions by their shocked returns", () => {
    // the first vector again, the equity's +20% now a stress shock on a still row (shockYears 1)
    const still2 = handSet([still, still])
    const set = {
      ...still2,
      stressScenarios: [
        ...still2.stressScenarios,
        {
          id: "equity-up",
          description: "test",
          prefixObservationIndexes: [],
          shockYears: 1,
          returnShockByFactor: { us_equity: 0.2 }
        }
      ]
    }
    const outcome = simulate({
      parameterSet: set,
      plan: halves(40_000, flat(0.2, "per_position")),
      seed: "hand",
      pathCount: 1,
      horizonYears: 2,
      stressScenarioId: "equity-up",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling"
    })
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
    expect(outcome.value.taxPaidRealUsd?.p50).toBeCloseTo((41_600 * 60) / 59 - 40_000, 6)
  })

  it("a glide path's new weights sell the position whose weight falls", () => {
    // no market movement, no spending; equity bought at half its value (share 1/2). Year 2's weights
    // 0.3 / 0.7: A = 1,000,000 - W, equity sells 500,000 - 0.3 A = 200,000 + 0.3 W; G = 100,000 + 0.15 W;
    // the tax is withdrawn: W - 0.2 G = 0 -> W = 20,000 / 0.97
    const plan: Plan = {
      ...halves(0, flat(0.2, "per_position")),
      positions: [
        { assetFactor: "us_equity", currency: "USD", value: 500_000, annualFee: 0, costBasis: 250_000 },
        { assetFactor: "us_bond_10y", currency: "USD", value: 500_000, annualFee: 0 }
      ],
      glidePath: { kind: "linear", from: [0.5, 0.5], to: [0.3, 0.7], years: 1 }
    }
    const v = handRun(handSet([still, still]), plan, 2)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(20_000 / 0.97, 6)
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(1_000_000 - 20_000 / 0.97, 6)
  })

  it("is read from a plan document; new documents default to per_position, an absent field reads as average", () => {
    const parsed = parsePlan(JSON.parse(JSON.stringify(halves(40_000, flat(0.2, "per_position")))))
    expect(parsed.ok && parsed.value.taxProfile?.kind === "gain_schedule" && parsed.value.taxProfile.costBasis).toBe(
      "per_position"
    )
    const old = parsePlan(JSON.parse(JSON.stringify(halves(40_000, flat(0.2)))))
    expect(old.ok && old.value.taxProfile !== undefined && "costBasis" in old.value.taxProfile).toBe(false)
    expect(withCostBasisDefault(flat(0.2)).costBasis).toBe("per_position")
    expect(withCostBasisDefault(flat(0.2, "average")).costBasis).toBe("average")
    const bad = parsePlan({ ...halves(40_000, flat(0.2)), taxProfile: { ...flat(0.2), costBasis: "fifo" } })
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["taxProfile.costBasis"])
  })

  it("enters the contract: the method changes the tax schedule hash", () => {
    const input = {
      parameterSet: handSet([still]),
      seed: "tax",
      pathCount: 1,
      horizonYears: 1,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling" as const,
      revisionContentHash: "a".repeat(64)
    }
    const a = simulate({ ...input, plan: halves(40_000, flat(0.2)) })
    const p = simulate({ ...input, plan: halves(40_000, flat(0.2, "per_position")) })
    if (!a.ok || !p.ok) throw new Error("invalid")
    expect(a.contract.taxScheduleHash).not.toBe(p.contract.taxScheduleHash)
    expect(a.value.identity.contractHash).not.toBe(p.value.identity.contractHash)
  })
})

// a random book: values, bases, weights (normalised), bands, purchases and a net need
const positionArb = fc.record({
  value: fc.double({ min: 0, max: 2_000_000, noNaN: true }),
  basis: fc.double({ min: 0, max: 2_000_000, noNaN: true }),
  weight: fc.double({ min: 0, max: 1, noNaN: true })
})
const bandsArb = fc.array(
  fc.record({
    width: fc.double({ min: 1, max: 200_000, noNaN: true }),
    rate: fc.double({ min: 0, max: 0.95, noNaN: true })
  }),
  { minLength: 1, maxLength: 6 }
)

const bookOf = (spec: ReadonlyArray<{ value: number; basis: number; weight: number }>) => {
  const book = allocateBook(spec.length)
  spec.forEach((p, i) => {
    book.value[i] = p.value
    book.basis[i] = p.basis
  })
  const sum = spec.reduce((a, p) => a + p.weight, 0)
  const weight = Float64Array.from(spec, (p) => (sum > 0 ? p.weight / sum : 1 / spec.length))
  return { book, weight }
}

/** Marks a book as `openYear` does in year 1 (no growth): the value before the trades. */
const markBook = (book: PositionBook, weight: Float64Array): number =>
  openYear(
    book,
    {
      count: book.value.length,
      valueUsd: book.value,
      basisUsd: book.basis,
      weight,
      inverseWeight: weight.map((x) => (x > 0 ? 1 / x : 0)),
      gross: new Float64Array(0),
      grossShocked: new Float64Array(0)
    },
    new Int32Array(0),
    0,
    1,
    0,
    0
  )

const tablesOf = (spec: ReadonlyArray<{ width: number; rate: number }>) => {
  const from = new Float64Array(spec.length)
  for (let k = 1; k < spec.length; k++) from[k] = (from[k - 1] as number) + (spec[k - 1]?.width as number)
  const rate = Float64Array.from(spec, (b) => b.rate)
  return { from, rate, base: bandBases(from, rate) }
}

describe("per-position trades and gross-up (properties)", () => {
  it("the grossed-up withdrawal covers the net within a cent; bases stay non-negative; the tax is never negative", () => {
    fc.assert(
      fc.property(
        fc.array(positionArb, { minLength: 1, maxLength: 6 }),
        bandsArb,
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        fc.double({ min: 0, max: 1_500_000, noNaN: true }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (positions, bands, bought, net, scale) => {
          const { book, weight } = bookOf(positions)
          const { from, rate, base } = tablesOf(bands)
          const total = markBook(book, weight) + bought
          const n = bands.length
          const most = total - taxOfWithdrawal(book, weight, 0, total, from, rate, base, 0, n, scale, total)
          expect(most).toBeGreaterThanOrEqual(0)
          // selling everything realises gainAll
          expect(realisedGain(book, weight, 0, 0)).toBeCloseTo(book.gainAll, 6)
          if (most >= net) {
            const taxAll = taxOfWithdrawal(book, weight, 0, total, from, rate, base, 0, n, scale, total)
            const w = grossForNetByPosition(book, weight, 0, total, from, rate, base, 0, n, scale, net, 0, taxAll)
            expect(w).toBeGreaterThanOrEqual(0)
            expect(w).toBeLessThanOrEqual(total)
            const tax = taxOfWithdrawal(book, weight, 0, total, from, rate, base, 0, n, scale, w)
            expect(Math.abs(tax - book.tax)).toBeLessThan(1e-6)
            expect(tax).toBeGreaterThanOrEqual(0)
            expect(Math.abs(w - tax - net)).toBeLessThan(0.01)
            settleTrades(book, weight, 0, total - w)
          } else settleTrades(book, weight, 0, 0)
          for (const b of book.basis) expect(b).toBeGreaterThanOrEqual(0)
        }
      )
    )
  })

  it("without drift or purchases the realised gain is the average method's: W (1 - sum b / sum v)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weight: fc.double({ min: 0.01, max: 1, noNaN: true }),
            basisRatio: fc.double({ min: 0, max: 3, noNaN: true })
          }),
          { minLength: 1, maxLength: 6 }
        ),
        fc.double({ min: 1, max: 2_000_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (positions, total, fraction) => {
          // every position at its weight, v_i = w_i B, bought at basisRatio times its value
          const { book, weight } = bookOf(positions.map((p) => ({ value: 0, basis: 0, weight: p.weight })))
          weight.forEach((w, i) => {
            book.value[i] = w * total
            book.basis[i] = w * total * (positions[i]?.basisRatio as number)
          })
          const held = markBook(book, weight)
          const w = fraction * held
          const gain = realisedGain(book, weight, 0, held - w)
          expect(gain).toBeCloseTo(w * (1 - book.basisTotal / held), 4)
        }
      )
    )
  })

  it("zero-rate bands tax nothing, whatever the trades", () => {
    fc.assert(
      fc.property(
        fc.array(positionArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: 1, max: 100_000, noNaN: true }), { minLength: 1, maxLength: 4 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (positions, widths, fraction) => {
          const { book, weight } = bookOf(positions)
          const { from, rate, base } = tablesOf(widths.map((width) => ({ width, rate: 0 })))
          const total = markBook(book, weight)
          const w = fraction * total
          expect(taxOfWithdrawal(book, weight, 0, total, from, rate, base, 0, widths.length, 1, w)).toBe(0)
          expect(gainTax(from, rate, base, 0, widths.length, 1, 0)).toBe(0)
        }
      )
    )
  })
})

const rowArb = fc.record({
  equity: fc.double({ min: -0.4, max: 0.5, noNaN: true }),
  bond: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
  inflation: fc.double({ min: -0.02, max: 0.1, noNaN: true })
})

describe("per-position basis in the engine (properties)", () => {
  it("with equal returns for every position it gives the average method's figures", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (rows, basisShare, rate) => {
          const set = handSet(rows.map((r) => ({ ...r, bond: r.equity })))
          const plan = (method: "average" | "per_position"): Plan => ({
            ...halves(40_000, flat(rate, method)),
            positions: [
              {
                assetFactor: "us_equity",
                currency: "USD",
                value: 600_000,
                annualFee: 0,
                costBasis: 600_000 * basisShare
              },
              { assetFactor: "us_bond_10y", currency: "USD", value: 400_000, annualFee: 0, costBasis: 400_000 }
            ]
          })
          const a = handRun(set, plan("average"), rows.length)
          const p = handRun(set, plan("per_position"), rows.length)
          expect(p.taxPaidRealUsd?.p50).toBeCloseTo(a.taxPaidRealUsd?.p50 as number, 5)
          expect(p.endBalanceRealUsd.p50).toBeCloseTo(a.endBalanceRealUsd.p50, 5)
          expect(p.successProbability).toBe(a.successProbability)
        }
      ),
      { numRuns: 60 }
    )
  })

  it("pays no tax under zero-rate bands and never a negative tax, with drift", () => {
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 1, maxLength: 8 }), fc.constantFrom(0, 0.3), (rows, rate) => {
        const set = handSet(rows)
        const v = handRun(set, halves(60_000, flat(rate, "per_position")), rows.length)
        if (rate === 0) expect(v.taxPaidRealUsd?.p50).toBe(0)
        else expect(v.taxPaidRealUsd?.p50).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 60 }
    )
  })
})

describe("compatibility: a result made before per-position tracking", () => {
  // made by the engine of commit 38a925f (before this method existed): a gain schedule without
  // `costBasis`, a move in year 11, a glide path, a stress scenario; never regenerated
  const OLD = join(import.meta.dirname, "golden", "gain-tax-average-basis-before-per-position.json")
  const doc = JSON.parse(readFileSync(OLD, "utf8")) as { plan: Plan; value: { identity: { contractHash: string } } }

  it("verifies bit for bit: an absent costBasis is the average method", () => {
    const report = verify(doc, { parameterSets: syntheticSet() })
    expect(report.differences).toEqual([])
    expect(report.reproduced).toBe(true)
    expect(report.contractHashMatches).toBe(true)
  })

  it("the same plan with the basis per position is another contract with other numbers", () => {
    const plan = doc.plan
    if (plan.taxProfile?.kind !== "gain_schedule") throw new Error("the golden plan has a gain schedule")
    const perPosition: Plan = { ...plan, taxProfile: withCostBasisDefault(plan.taxProfile) }
    const report = verify({ ...doc, plan: perPosition, contract: undefined }, { parameterSets: syntheticSet() })
    expect(report.reproduced).toBe(false)
    expect(report.contractHashMatches).toBe(false)
  })
})

describe("a pinned per-position result", () => {
  // the compatibility golden's plan with the basis per position (a move, a glide path, a stress); it
  // pins the method: a change to it is deliberate and explained in the commit (UPDATE_GOLDEN=1)
  const PINNED = join(import.meta.dirname, "golden", "gain-tax-per-position.json")
  const OLD = join(import.meta.dirname, "golden", "gain-tax-average-basis-before-per-position.json")
  const run = () => {
    const plan = (JSON.parse(readFileSync(OLD, "utf8")) as { plan: Plan }).plan
    if (plan.taxProfile?.kind !== "gain_schedule") throw new Error("the golden plan has a gain schedule")
    const perPosition: Plan = {
      ...plan,
      id: "euro-nomad-gain-tax-per-position",
      taxProfile: withCostBasisDefault(plan.taxProfile)
    }
    const outcome = simulate({
      parameterSet: syntheticSet(),
      plan: perPosition,
      seed: "golden-gain-tax",
      pathCount: 200,
      horizonYears: 35,
      stressScenarioId: "early-crash",
      targetSuccessProbability: 0.85
    })
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
    return { outcome, plan: perPosition }
  }

  it("reproduces the pinned outcome bit for bit, and verify reproduces it", () => {
    const { outcome, plan } = run()
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(PINNED))
      writeFileSync(PINNED, `${JSON.stringify(outcome, null, 1)}\n`)
    const pinned = JSON.parse(readFileSync(PINNED, "utf8")) as unknown
    expect(canonicalJson(outcome)).toBe(canonicalJson(pinned))
    expect(outcome.value.taxPaidRealUsd?.p50).toBeGreaterThan(0)
    const report = verify({ ...outcome, plan }, { parameterSets: syntheticSet() })
    expect(report.reproduced).toBe(true)
    expect(report.contractHashMatches).toBe(true)
  })
})
