/**
 * Glide paths: the year's weights (linear, table), rebalancing to them in the engine (hand vectors on a
 * three-year path), and a constant glide path equal to the initial weights reproducing the plain run.
 */
import { describe, expect, it } from "vitest"
import { canonicalJson } from "../src/CanonicalJson.js"
import { type GlidePath, glideWeights } from "../src/GlidePath.js"
import type { Plan } from "../src/Plan.js"
import { simulate } from "../src/simulate.js"
import { handRun, handSet, syntheticSet } from "./mothers/ParameterSetMother.js"
import { retiree } from "./mothers/PlanMother.js"

const set = handSet([
  { equity: 0.1, bond: 0.02, inflation: 0.03 },
  { equity: -0.2, bond: 0.04, inflation: 0.01 },
  { equity: 0.15, bond: 0, inflation: 0.02 }
])

const endReal = (glidePath: GlidePath): number => {
  return handRun(set, retiree({ requiredSpending: { amount: 0, currency: "USD" }, glidePath })).endBalanceRealUsd.p50
}

describe("glide path weights", () => {
  it("moves linearly from one mix to the other over N years, then holds", () => {
    const w = new Float64Array(2)
    const tent: GlidePath = { kind: "linear", from: [0.3, 0.7], to: [0.6, 0.4], years: 2 }
    const at = (t: number) => {
      glideWeights(tent, t, w)
      return Array.from(w, (x) => Math.round(x * 1e12) / 1e12)
    }
    expect([at(1), at(2), at(3), at(40)]).toEqual([
      [0.3, 0.7],
      [0.45, 0.55],
      [0.6, 0.4],
      [0.6, 0.4]
    ])
  })

  it("reads a table by year and keeps its last row", () => {
    const w = new Float64Array(2)
    glideWeights(
      {
        kind: "table",
        weightsByYear: [
          [1, 0],
          [0.5, 0.5]
        ]
      },
      7,
      w
    )
    expect(Array.from(w)).toEqual([0.5, 0.5])
  })
})

describe("rebalancing to the year's weights (hand vectors)", () => {
  it("a rising-equity bond tent, 30/70 to 60/40 over two years", () => {
    // B1 = 1e6 (0.3 x 1.1 + 0.7 x 1.02) = 1,044,000; B2 = B1 (0.45 x 0.8 + 0.55 x 1.04) = 973,008;
    // B3 = B2 (0.6 x 1.15 + 0.4 x 1.0) = 1,060,578.72; real / (1.03 x 1.01 x 1.02) = 999,503.08
    expect(endReal({ kind: "linear", from: [0.3, 0.7], to: [0.6, 0.4], years: 2 })).toBeCloseTo(999_503.0845, 3)
  })

  it("a table: all equity in year 1, all bonds after", () => {
    // 1e6 x 1.10 x 1.04 x 1.00 = 1,144,000; real 1,078,120.38
    expect(
      endReal({
        kind: "table",
        weightsByYear: [
          [1, 0],
          [0, 1]
        ]
      })
    ).toBeCloseTo(1_078_120.3763, 3)
  })
})

describe("a constant glide path", () => {
  it("at the initial weights reproduces the plain run bit for bit, stress shocks included", () => {
    const run = (plan: Plan) => {
      const o = simulate({
        parameterSet: syntheticSet(),
        plan,
        seed: "glide",
        pathCount: 200,
        horizonYears: 35,
        stressScenarioId: "early-crash",
        targetSuccessProbability: 0.9
      })
      if (!o.ok) throw new Error("invalid")
      const { identity, ...rest } = o.value
      const { contractHash: _h, ...id } = identity
      return canonicalJson({ ...rest, id })
    }
    const plain = retiree()
    expect(run({ ...plain, glidePath: { kind: "table", weightsByYear: [[0.6, 0.4]] } })).toBe(run(plain))
    // and a different mix gives a different result
    expect(run({ ...plain, glidePath: { kind: "table", weightsByYear: [[0.2, 0.8]] } })).not.toBe(run(plain))
  })
})

describe("a glide path handed to the engine directly", () => {
  it("is refused when its weights do not match the positions (no NaN results)", () => {
    const outcome = simulate({
      parameterSet: set,
      plan: retiree({ glidePath: { kind: "linear", from: [1], to: [0.5], years: 2 } }),
      seed: "hand",
      pathCount: 1,
      horizonYears: 3,
      stressScenarioId: "baseline",
      targetSuccessProbability: 0.9,
      sampling: "historical-rolling"
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.error.issues.map((i) => i.path)).toEqual(["plan.glidePath"])
  })
})
