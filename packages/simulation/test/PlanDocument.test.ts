/**
 * The plan document's optional planner fields (spending strategy, glide path, saving phase, pensions by
 * age with partial indexation): they round-trip, they are absent from old documents (so old plan hashes
 * do not change), and every bad value is reported with its path.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { canonicalJson } from "../src/CanonicalJson.js"
import { planContentHash } from "../src/Contract.js"
import { parsePlan } from "../src/Plan.js"
import { euroNomad, retiree } from "./mothers/PlanMother.js"

const example = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../../docs/examples/plan-us-planner.json"), "utf8")
) as Record<string, unknown>

const errorsOf = (doc: unknown): ReadonlyArray<string> => {
  const parsed = parsePlan(doc)
  return parsed.ok ? [] : parsed.errors.map((e) => e.path)
}

describe("plan documents with planner fields", () => {
  it("an old document parses to exactly itself: its hash is unchanged", () => {
    const old = euroNomad()
    const parsed = parsePlan(JSON.parse(JSON.stringify(old)))
    expect(parsed.ok).toBe(true)
    if (parsed.ok) {
      expect(canonicalJson(parsed.value)).toBe(canonicalJson(old))
      expect(planContentHash(parsed.value)).toBe(planContentHash(old))
    }
  })

  it("the planner example parses, deriving pension years from ages, and the new fields enter the hash", () => {
    const parsed = parsePlan(example)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value.incomeStreams.map((s) => [s.startYear, s.endYear])).toEqual([
      [26, 60],
      [28, 60]
    ])
    expect(parsed.value.spendingStrategy?.kind).toBe("guyton_klinger")
    const { spendingStrategy: _s, ...without } = parsed.value
    expect(planContentHash(without)).not.toBe(planContentHash(parsed.value))
  })

  it("reports every bad planner field with its path", () => {
    const doc = {
      ...retiree({ discretionarySpending: { amount: 5_000, currency: "USD" } }),
      spendingStrategy: { kind: "vpw", startAge: 70, finalAge: 70, expectedRealReturnByFactor: { us_equity: 0.9 } },
      glidePath: { kind: "linear", from: [0.5, 0.4], to: [1], years: 0 },
      savingPhase: {
        annualContribution: { amount: -1, currency: "USD" },
        contributionInflationLinked: "yes",
        retirementYear: 1,
        fiNumber: { amount: 1, currency: "usd" }
      },
      incomeStreams: [
        {
          id: "a",
          amount: 1,
          currency: "USD",
          startAge: 65,
          inflationLinked: false,
          indexation: { kind: "capped", cap: 0.02 }
        },
        {
          id: "b",
          amount: 1,
          currency: "USD",
          startYear: 1,
          endYear: 2,
          inflationLinked: true,
          indexation: { kind: "fixed_rise", rate: 0.02 }
        }
      ]
    }
    expect([...errorsOf(doc)].sort()).toEqual(
      [
        "discretionarySpending.amount",
        "glidePath.from",
        "glidePath.to",
        "glidePath.years",
        "incomeStreams.0.indexation",
        "incomeStreams.0.startAge",
        "incomeStreams.1.indexation",
        "savingPhase.annualContribution.amount",
        "savingPhase.contributionInflationLinked",
        "savingPhase.fiNumber.currency",
        "savingPhase.retirementYear",
        "spendingStrategy.expectedRealReturnByFactor.us_equity",
        "spendingStrategy.finalAge"
      ].sort()
    )
  })

  it("refuses an unknown strategy kind and a glide table with weights not summing to 1", () => {
    expect(errorsOf({ ...retiree(), spendingStrategy: { kind: "yolo" } })).toEqual(["spendingStrategy.kind"])
    expect(
      errorsOf({
        ...retiree(),
        glidePath: {
          kind: "table",
          weightsByYear: [
            [0.6, 0.4],
            [0.6, 0.5]
          ]
        }
      })
    ).toEqual(["glidePath.weightsByYear.1"])
  })
})

describe("a parsed plan read again", () => {
  it("parses to itself (results carry parsed plans), and derived years that disagree are refused", () => {
    const first = parsePlan(example)
    if (!first.ok) throw new Error("invalid example")
    const again = parsePlan(JSON.parse(JSON.stringify(first.value)))
    expect(again.ok && canonicalJson(again.value)).toBe(canonicalJson(first.value))
    const streams = first.value.incomeStreams.map((s, i) => (i === 0 ? { ...s, startYear: 3 } : s))
    expect(errorsOf({ ...first.value, incomeStreams: streams })).toEqual(["incomeStreams.0.startYear"])
  })
})
