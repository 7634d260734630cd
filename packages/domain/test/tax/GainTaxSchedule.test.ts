import { readFileSync } from "node:fs"
import { join } from "node:path"
import { type ParameterSet, parseParameterSet, simulate } from "@fire/simulation"
import { gainTaxOfBands } from "@fire/simulation"
import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { calculateTax } from "../../src/tax/calculateTax.js"
import { compileGainTaxSegment } from "../../src/tax/GainTaxSchedule.js"
import { au2026 } from "../../src/tax/rules/au.js"
import { ca2026 } from "../../src/tax/rules/ca.js"
import { de2026 } from "../../src/tax/rules/de.js"
import { es2026 } from "../../src/tax/rules/es.js"
import { gb2026 } from "../../src/tax/rules/gb.js"
import { pt2026 } from "../../src/tax/rules/pt.js"
import { us2026 } from "../../src/tax/rules/us.js"
import type { TaxRuleSet } from "../../src/tax/TaxRuleSet.js"

/**
 * The rule sets' tax on realised gains compiled into the engine's bands (GainTaxSchedule.ts): the
 * bands give the calculator's tax at any gain, a rule set with a cliff is refused, and a one-year
 * engine path with no market movement pays the tax the calculator gives for the same gain.
 */

const compiled = (ruleSet: TaxRuleSet) => {
  const r = compileGainTaxSegment(ruleSet, { residenceStatus: "resident" }, 1)
  if (Result.isFailure(r)) throw new Error(r.failure.message)
  return r.success
}

const bandTax = (segment: ReturnType<typeof compiled>, x: number): number => gainTaxOfBands(segment.bands, x)

const calculatorTax = (ruleSet: TaxRuleSet, gain: number): number => {
  const r = calculateTax(ruleSet, {
    countryCode: ruleSet.countryCode,
    taxYear: ruleSet.taxYear,
    residenceStatus: "resident",
    income: { capitalGains: gain }
  })
  if (Result.isFailure(r)) throw new Error(r.failure.message)
  return r.success.totalTax
}

describe("compiled gain-tax bands", () => {
  it("GB 2026: the annual exempt amount, then 18% and 24% above the basic-rate band", () => {
    expect(compiled(gb2026).bands.map((b) => [Math.round(b.from * 1e6) / 1e6, b.rate])).toEqual([
      [0, 0],
      [3_000, 0.18],
      [40_700, 0.24]
    ])
    expect(compiled(gb2026).currency).toBe("GBP")
  })

  it.each([gb2026, us2026, es2026, au2026, de2026].map((r) => [r.countryCode, r] as const))(
    "%s: the bands give the calculator's tax at any gain",
    (_country, ruleSet) => {
      const segment = compiled(ruleSet)
      fc.assert(
        fc.property(fc.double({ min: 0, max: 5_000_000, noNaN: true }), (gain) => {
          expect(Math.abs(bandTax(segment, gain) - calculatorTax(ruleSet, gain))).toBeLessThan(0.01)
        }),
        { numRuns: 60 }
      )
    }
  )

  it("refuses a rule set whose gain tax has cliffs the bands cannot hold (CA 2026)", () => {
    const r = compileGainTaxSegment(ca2026, { residenceStatus: "resident" }, 1)
    expect(Result.isFailure(r) && r.failure._tag).toBe("GainTaxScheduleError")
  })
})

describe("cross-check: a one-year path with no market movement", () => {
  const examples = join(import.meta.dirname, "..", "..", "..", "..", "docs", "examples")
  const parsed = parseParameterSet(
    JSON.parse(readFileSync(join(examples, "parameter-set-multi-currency.json"), "utf8"))
  )
  if (!parsed.ok) throw new Error("example set invalid")
  const first = parsed.value.observations[0]
  if (first === undefined) throw new Error("no rows")
  const zero = (r: Readonly<Record<string, number>>) => Object.fromEntries(Object.keys(r).map((k) => [k, 0]))
  const still: ParameterSet = {
    ...parsed.value,
    blockLength: { ...parsed.value.blockLength, years: 1 },
    observations: [
      {
        ...first,
        nominalReturn: zero(first.nominalReturn),
        inflation: zero(first.inflation),
        fxReturn: zero(first.fxReturn)
      }
    ],
    stressScenarios: parsed.value.stressScenarios.filter((s) => s.id === "baseline")
  }

  // the cost basis at average cost (a document without the field) and per position: one position, no drift
  const methods = [{}, { costBasis: "per_position" as const }]
  it.each(
    [gb2026, us2026, es2026].flatMap((r) =>
      methods.map((m) => [r.countryCode, m.costBasis ?? "average", r, m] as const)
    )
  )(
    "%s (%s basis): the engine pays the calculator's tax on the gain it realises",
    (_country, _method, ruleSet, method) => {
      const segment = compiled(ruleSet)
      const spot = still.fxSpotUsdPerUnit[segment.currency] as number
      const outcome = simulate({
        parameterSet: still,
        plan: {
          schemaVersion: "plan/1",
          id: "cross-check",
          // bought for 400,000: a gain share of 60%
          positions: [
            { assetFactor: "us_equity", currency: segment.currency, value: 1_000_000, annualFee: 0, costBasis: 400_000 }
          ],
          requiredSpending: { amount: 150_000, currency: segment.currency },
          discretionarySpending: { amount: 0, currency: segment.currency },
          incomeStreams: [],
          rebalancing: "annual",
          taxProfile: { kind: "gain_schedule", segments: [segment], ...method }
        },
        seed: "cross-check",
        pathCount: 1,
        horizonYears: 1,
        stressScenarioId: "baseline",
        targetSuccessProbability: 0.9,
        sampling: "historical-rolling"
      })
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))
      const taxUsd = outcome.value.taxPaidRealUsd?.p50 as number
      // the gross withdrawal: what left the portfolio; its gain: 60% of it, in the tax's currency
      const grossLocal = (1_000_000 * spot - outcome.value.endBalanceRealUsd.p50) / spot
      expect(grossLocal - taxUsd / spot).toBeCloseTo(150_000, 6)
      expect(taxUsd / spot).toBeCloseTo(calculatorTax(ruleSet, 0.6 * grossLocal), 6)
      expect(taxUsd).toBeGreaterThan(0)
    }
  )
})

describe("the shipped example plan", () => {
  it("carries the bands the rule sets compile to today (GB 2026, then PT 2026 from year 11)", () => {
    const doc = JSON.parse(
      readFileSync(
        join(import.meta.dirname, "..", "..", "..", "..", "docs", "examples", "plan-gb-to-pt-gain-tax.json"),
        "utf8"
      )
    ) as { taxProfile: { segments: ReadonlyArray<unknown> } }
    const pt = compileGainTaxSegment(pt2026, { residenceStatus: "resident" }, 11)
    if (Result.isFailure(pt)) throw new Error(pt.failure.message)
    expect(doc.taxProfile.segments).toEqual([compiled(gb2026), pt.success])
  })
})
