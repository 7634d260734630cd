/**
 * The destination's gain tax in the engine (GainTax.ts): the gross-up so the net covers spending,
 * only the gain share taxed (average cost basis carried across years), a move to another country's
 * schedule in another currency with indexed thresholds, and the gross-up as a property.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type GainTaxProfile, gainTax, grossForNet } from "../src/GainTax.js"
import type { ParameterSet } from "../src/ParameterSet.js"
import { parsePlan, type Plan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"
import { handSet } from "./mothers/ParameterSetMother.js"
import { allEquity } from "./mothers/PlanMother.js"

// an allowance of 10,000 then 20% on the gain, in USD
const usd: GainTaxProfile = {
  kind: "gain_schedule",
  segments: [
    {
      fromYear: 1,
      country: "US",
      currency: "USD",
      bands: [
        { from: 0, rate: 0 },
        { from: 10_000, rate: 0.2 }
      ],
      source: "test"
    }
  ]
}

const plan = (taxProfile: GainTaxProfile): Plan =>
  allEquity({
    positions: [{ assetFactor: "us_equity", currency: "USD", value: 1_000_000, annualFee: 0, costBasis: 500_000 }],
    requiredSpending: { amount: 40_000, currency: "USD" },
    taxProfile
  })

const run = (set: ParameterSet, p: Plan, years: number) => {
  const outcome = simulate({
    parameterSet: set,
    plan: p,
    seed: "tax",
    pathCount: 1,
    horizonYears: years,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.9,
    sampling: "historical-rolling"
  })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
  return outcome.value
}

describe("gain tax on withdrawals (hand vectors)", () => {
  it("grosses up so the net covers spending, taxing only the gain share", () => {
    // gain share 0.5; W - 0.2 (0.5 W - 10,000) = 40,000 -> W = 38,000 / 0.9 = 42,222.22, tax 2,222.22
    const v = run(handSet([{ equity: 0, bond: 0, inflation: 0 }]), plan(usd), 1)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(2_222.2222, 3)
    expect(v.endBalanceRealUsd.p50).toBeCloseTo(1_000_000 - 42_222.2222, 3)
    expect(v.successProbability).toBe(1)
  })

  it("carries the basis: year 2 taxes the gain share after the withdrawal and a 10% rise", () => {
    // basis 500,000 x (1 - 42,222.22 / 1e6) = 478,888.89; B1 = 957,777.78 x 1.1 = 1,053,555.56;
    // share 6/11; W2 = 38,000 / (1 - 0.2 x 6/11) = 42,653.06, tax 2,653.06; total 4,875.28
    const v = run(
      handSet([
        { equity: 0.1, bond: 0, inflation: 0 },
        { equity: 0, bond: 0, inflation: 0 }
      ]),
      plan(usd),
      2
    )
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(4_875.2834, 3)
  })

  it("moves to another country's schedule in year 2, its EUR thresholds indexed and converted", () => {
    // year 1 untaxed: W1 = 40,000, basis 480,000, B1 = 1,056,000. Year 2: required 40,800 (2% inflation);
    // EUR thresholds x 1.1 (spot) x 1.02 (EUR inflation): 11,220 USD; share 1 - 480,000 / 1,056,000;
    // W2 = (40,800 - 2,000 x 1.122) / (1 - 0.2 share) = 43,277.14, tax 2,477.14 (2,428.57 real)
    const move: GainTaxProfile = {
      kind: "gain_schedule",
      segments: [
        { fromYear: 1, country: "AE", currency: "USD", bands: [{ from: 0, rate: 0 }], source: "test" },
        {
          fromYear: 2,
          country: "PT",
          currency: "EUR",
          bands: [
            { from: 0, rate: 0 },
            { from: 10_000, rate: 0.2 }
          ],
          source: "test"
        }
      ]
    }
    const v = run(
      handSet([
        { equity: 0.1, bond: 0, inflation: 0.02 },
        { equity: 0, bond: 0, inflation: 0 }
      ]),
      plan(move),
      2
    )
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(2_428.5714, 3)
  })

  it("is read from a plan document and named in the warnings", () => {
    const parsed = parsePlan(JSON.parse(JSON.stringify(plan(usd))))
    expect(parsed.ok).toBe(true)
    const v = run(handSet([{ equity: 0, bond: 0, inflation: 0 }]), plan(usd), 1)
    expect(v.warnings.find((w) => w.code === "CURRENT_TAX_LAW_HELD_STATIC")?.detail).toContain(
      "gain-tax schedule (test)"
    )
    const bad = parsePlan({
      ...allEquity(),
      taxProfile: {
        kind: "gain_schedule",
        segments: [{ fromYear: 2, country: "PT", currency: "EUR", bands: [{ from: 5, rate: 1 }], source: "x" }]
      }
    })
    expect(bad.ok ? [] : bad.errors.map((e) => e.path).sort()).toEqual(
      [
        "taxProfile.segments.0.bands.0.from",
        "taxProfile.segments.0.bands.0.rate",
        "taxProfile.segments.0.fromYear"
      ].sort()
    )
  })
})

describe("gain tax beside the other planner features (hand vectors, one still year)", () => {
  const still = handSet([{ equity: 0, bond: 0, inflation: 0 }])

  it("discretionary spending is grossed up with the required spending, at the margin of both", () => {
    // net 50,000: W = (50,000 - 2,000) / 0.9 = 53,333.33, tax 3,333.33
    const v = run(still, { ...plan(usd), discretionarySpending: { amount: 10_000, currency: "USD" } }, 1)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(3_333.3333, 3)
  })

  it("a strategy's withdrawal is gross: 4% of 1,000,000 pays 0.2 x (20,000 - 10,000) and spends the rest", () => {
    const v = run(
      still,
      {
        ...plan(usd),
        requiredSpending: { amount: 0, currency: "USD" },
        spendingStrategy: { kind: "percent_of_portfolio", rate: 0.04 }
      },
      1
    )
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(2_000, 6)
    expect(v.spendingRealUsd?.lowestYear.p50).toBeCloseTo(38_000, 6)
  })

  it("a balance below the grossed-up need depletes, funding what is left after its tax", () => {
    // 30,000 (basis 15,000) against a gross need of 42,222: all of it, tax 0.2 x (15,000 - 10,000) = 1,000
    const v = run(
      still,
      {
        ...plan(usd),
        positions: [{ assetFactor: "us_equity", currency: "USD", value: 30_000, annualFee: 0, costBasis: 15_000 }]
      },
      1
    )
    expect(v.successProbability).toBe(0)
    expect(v.taxPaidRealUsd?.p50).toBeCloseTo(1_000, 6)
    expect(v.fundedSpendingRatio.p50).toBeCloseTo(29_000 / 40_000, 9)
  })
})

describe("the gross-up", () => {
  it("leaves exactly the net after the tax of its gain, for any bands, gain share and scale", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            width: fc.double({ min: 1, max: 100_000, noNaN: true }),
            rate: fc.double({ min: 0, max: 0.95, noNaN: true })
          }),
          {
            minLength: 1,
            maxLength: 8
          }
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        (spec, share, scale, net) => {
          const from = new Float64Array(spec.length)
          const rate = Float64Array.from(spec, (b) => b.rate)
          const base = new Float64Array(spec.length)
          for (let k = 1; k < spec.length; k++) {
            from[k] = (from[k - 1] as number) + (spec[k - 1]?.width as number)
            base[k] =
              (base[k - 1] as number) + (rate[k - 1] as number) * ((from[k] as number) - (from[k - 1] as number))
          }
          const w = grossForNet(from, rate, base, 0, spec.length, scale, share, net)
          const tax = gainTax(from, rate, base, 0, spec.length, scale, share * w)
          expect(w - tax).toBeCloseTo(net, 6)
          expect(w).toBeGreaterThanOrEqual(net)
        }
      )
    )
  })
})

describe("the contract", () => {
  it("carries the compiled tables' hash only when the plan has a gain schedule", () => {
    const still = handSet([{ equity: 0, bond: 0, inflation: 0 }])
    const input = {
      parameterSet: still,
      seed: "tax",
      pathCount: 1,
      horizonYears: 1,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling" as const,
      // a caller naming the revision by its own hash: the tables must still change the contract
      revisionContentHash: "a".repeat(64)
    }
    const taxed = simulate({ ...input, plan: plan(usd) })
    const higher = simulate({
      ...input,
      plan: plan({
        ...usd,
        segments: [{ ...(usd.segments[0] as GainTaxProfile["segments"][number]), bands: [{ from: 0, rate: 0.3 }] }]
      })
    })
    const untaxed = simulate({ ...input, plan: allEquity() })
    if (!taxed.ok || !higher.ok || !untaxed.ok) throw new Error("invalid")
    expect(taxed.contract.taxScheduleHash).toMatch(/^[0-9a-f]{64}$/)
    expect(taxed.value.identity.contractHash).not.toBe(higher.value.identity.contractHash)
    expect("taxScheduleHash" in untaxed.contract).toBe(false)
  })
})
