/**
 * Pensions: income streams with partial indexation (capped at a yearly rate, or a fixed nominal
 * rise) in their own currency, converted with the year's FX, and streams starting at an age.
 */
import { describe, expect, it } from "vitest"
import { type IncomeStream, type Plan, parsePlan } from "../src/Plan.js"
import { handRun, handSet } from "./mothers/ParameterSetMother.js"
import { allEquity } from "./mothers/PlanMother.js"

// EUR: spot 1.1, +5% against USD in year 1, -10% in year 2; every inflation series 3%, 1%, 2%
const set = handSet([
  { equity: 0.1, bond: 0.02, inflation: 0.03, eurFx: 0.05 },
  { equity: -0.2, bond: 0.04, inflation: 0.01, eurFx: -0.1 },
  { equity: 0.15, bond: 0, inflation: 0.02 }
])

const endReal = (stream: IncomeStream, extra: Partial<Plan> = {}): number => {
  return handRun(
    set,
    allEquity({ requiredSpending: { amount: 30_000, currency: "USD" }, incomeStreams: [stream], ...extra })
  ).endBalanceRealUsd.p50
}

const pension: IncomeStream = {
  id: "pension",
  amount: 12_000,
  currency: "EUR",
  startYear: 1,
  endYear: 60,
  inflationLinked: true,
  indexation: { kind: "capped", cap: 0.02 }
}

describe("partial indexation (hand vectors)", () => {
  it("a pension indexed to inflation capped at 2%, in EUR", () => {
    // income USD: 13,200; 13,200 x min(1.03, 1.02) x 1.05 = 14,137.20; x min(1.01, 1.02) x 0.9 = 12,850.71
    // B1 = (1e6 - 16,800) x 1.1; B2 = (B1 - (30,900 - 14,137.2)) x 0.8; B3 = (B2 - (31,209 - 12,850.7148)) x 1.15
    expect(endReal(pension)).toBeCloseTo(903_269.4151, 3)
  })

  it("a pension rising 3% a year in nominal EUR", () => {
    // 13,200; x 1.03 x 1.05 = 14,275.80; x 1.03 x 0.9 = 13,233.67
    expect(endReal({ ...pension, inflationLinked: false, indexation: { kind: "fixed_rise", rate: 0.03 } })).toBeCloseTo(
      903_804.6176,
      3
    )
  })

  it("starts at an age: currentAge 64, startAge 65 pays from year 2 (indexed from year 1)", () => {
    const parsed = parsePlan({
      ...allEquity(),
      currentAge: 64,
      incomeStreams: [
        {
          id: "p",
          amount: 12_000,
          currency: "EUR",
          startAge: 65,
          inflationLinked: true,
          indexation: { kind: "capped", cap: 0.02 }
        }
      ]
    })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const stream = parsed.value.incomeStreams[0] as IncomeStream
    expect([stream.startYear, stream.endYear]).toEqual([2, 60])
    // B1 = (1e6 - 30,000) x 1.1; then as the capped case from year 2
    expect(endReal(stream, { currentAge: 64 })).toBeCloseTo(890_680.2864, 3)
  })
})
