/**
 * The shipped examples against published figures (docs/validation.md): the historical-rolling bridge
 * to FIRECalc / cFIREsim / FI Calc, and the multi-currency example end to end.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { blockStreamPrefix, fillBlockBootstrapRows } from "../src/Bootstrap.js"
import { type ParameterSet, parseParameterSet } from "../src/ParameterSet.js"
import { type Plan, parsePlan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"

const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
const set = (f: string): ParameterSet => {
  const r = parseParameterSet(JSON.parse(readFileSync(join(examples, f), "utf8")))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}
const plan = (f: string): Plan => {
  const r = parsePlan(JSON.parse(readFileSync(join(examples, f), "utf8")))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe("historical-rolling bridge (75/25, $1M, $40k real, 30 years, no fees)", () => {
  const r = simulate({
    parameterSet: set("parameter-set-us.json"),
    plan: plan("plan-us-7525.json"),
    seed: "validation",
    pathCount: 100,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.95,
    sampling: "historical-rolling"
  })

  it("succeeds in about 95-97% of start years, as the published historical calculators report", () => {
    if (!r.ok) throw new Error("run")
    expect(r.value.identity.pathCount).toBe(60) // start years 1934..1993
    expect(r.value.successProbability).toBeGreaterThanOrEqual(0.93)
    expect(r.value.successProbability).toBeLessThanOrEqual(0.97)
  })

  it("fails in the late-1960s start years", () => {
    if (!r.ok) throw new Error("run")
    const failed = r.historical?.failedStartYears ?? []
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.every((y) => y >= 1965 && y <= 1969)).toBe(true)
  })
})

describe("the long rolling-audit set (docs/validation.md, side-by-side table)", () => {
  const r = simulate({
    parameterSet: set("parameter-set-us-long.json"),
    plan: plan("plan-us-7525.json"),
    seed: "validation",
    pathCount: 1,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: 0.95,
    sampling: "historical-rolling"
  })

  it("runs the 122 start years 1872-1993 and fails 1966, 1968 and 1969: 97.54%", () => {
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    expect(r.historical?.startYears[0]).toBe(1872)
    expect(r.historical?.startYears.at(-1)).toBe(1993)
    expect(r.value.identity.pathCount).toBe(122)
    expect(r.historical?.failedStartYears).toEqual([1966, 1968, 1969])
    expect(r.value.successProbability).toBe(119 / 122)
  })
})

describe("docs/validation.md quotes the code's figures", () => {
  const doc = readFileSync(join(examples, "..", "validation.md"), "utf8")

  it("the start-1929 CPI shock: 1929-1932 annualised CPI-U is the set's mean plus the shock, -6.44%/yr", () => {
    const us = set("parameter-set-us.json")
    const shock = us.stressScenarios.find((s) => s.id === "start-1929")?.inflationShockBySeries?.us_cpi_u as number
    const mean = us.observations.reduce((a, row) => a + (row.inflation.us_cpi_u as number), 0) / us.observations.length
    const quoted = `${((shock + mean) * 100).toFixed(2)}%/yr`
    expect(quoted).toBe("-6.44%/yr")
    expect(doc).toContain(`CPI (${quoted})`)
  })

  it("the block bootstrap draws the first and last rows about a tenth as often as a middle row", () => {
    const us = set("parameter-set-us.json")
    const rowCount = us.observations.length
    const counts = new Array<number>(rowCount).fill(0)
    const rows = new Int32Array(30)
    const prefix = blockStreamPrefix("row-weights")
    const paths = 20_000
    for (let p = 0; p < paths; p++) {
      fillBlockBootstrapRows(rows, 0, 30, prefix, p, rowCount, us.blockLength.years, [])
      for (const row of rows) counts[row] = (counts[row] as number) + 1
    }
    const middle = counts.slice(9, rowCount - 9)
    const middleMean = middle.reduce((a, b) => a + b, 0) / middle.length
    expect((counts[0] as number) / middleMean).toBeCloseTo(0.1, 1)
    expect((counts[rowCount - 1] as number) / middleMean).toBeCloseTo(0.1, 1)
    expect((counts[4] as number) / middleMean).toBeCloseTo(0.5, 1)
    expect(doc).toContain("a tenth of a middle\nyear's weight")
  })
})

describe("multi-currency example", () => {
  it("runs the EUR household on the 1972-2022 set under each shipped stress scenario", () => {
    const s = set("parameter-set-multi-currency.json")
    for (const stress of s.stressScenarios) {
      const r = simulate({
        parameterSet: s,
        plan: plan("plan-multi-currency.json"),
        seed: "example",
        pathCount: 200,
        horizonYears: 40,
        stressScenarioId: stress.id,
        targetSuccessProbability: 0.9
      })
      if (!r.ok) throw new Error(JSON.stringify(r.error))
      expect(r.value.successProbability).toBeGreaterThanOrEqual(0)
      expect(r.value.warnings.map((w) => w.code)).toContain("HISTORICAL_SAMPLE_LIMITATION") // 51 rows < 2 x 40
      expect(r.value.fxContributionRealUsd.p10).not.toBe(0)
    }
  })
})

describe("spending strategies, historical rolling on the US set (docs/validation.md)", () => {
  const rolling = (spendingStrategy: Plan["spendingStrategy"]) => {
    const base = plan("plan-us-7525.json")
    const r = simulate({
      parameterSet: set("parameter-set-us.json"),
      plan: {
        ...base,
        positions: [
          { assetFactor: "us_equity", currency: "USD", value: 600_000, annualFee: 0 },
          { assetFactor: "us_bond_10y", currency: "USD", value: 400_000, annualFee: 0 }
        ],
        requiredSpending: { amount: 0, currency: "USD" },
        ...(spendingStrategy === undefined ? {} : { spendingStrategy })
      },
      seed: "validation",
      pathCount: 100,
      horizonYears: 30,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling"
    })
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    const s = r.value.spendingRealUsd
    if (s === undefined) throw new Error("no spending reported")
    return [Math.round(s.meanPerYear.p50), Math.round(s.lowestYear.p10), Math.round(r.value.endBalanceRealUsd.p50)]
  }

  it("Guyton-Klinger 5% with the paper's rules", () => {
    expect(
      rolling({
        kind: "guyton_klinger",
        initialRate: 0.05,
        guardrail: 0.2,
        adjustment: 0.1,
        preservationEndsYearsBeforeHorizon: 15
      })
    ).toEqual([55_216, 24_347, 1_128_999])
  })

  it("VPW from 65 to 100 at stocks 5.0% / bonds 1.9%", () => {
    expect(
      rolling({
        kind: "vpw",
        startAge: 65,
        finalAge: 100,
        expectedRealReturnByFactor: { us_equity: 0.05, us_bond_10y: 0.019 }
      })
    ).toEqual([66_820, 24_672, 376_905])
  })
})
