import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseParameterSet } from "../src/ParameterSet.js"
import { parsePlan } from "../src/Plan.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const paths = (r: { ok: boolean; errors?: ReadonlyArray<{ path: string }> }): ReadonlyArray<string> =>
  r.ok ? [] : (r.errors ?? []).map((e) => e.path)

describe("parseParameterSet", () => {
  it("accepts a valid draft set (approval fields null)", () => {
    expect(parseParameterSet(JSON.parse(JSON.stringify(syntheticSet()))).ok).toBe(true)
  })

  it("rejects incomplete joint rows, unknown ids and missing approval fields", () => {
    const set = JSON.parse(JSON.stringify(syntheticSet()))
    delete set.observations[2].nominalReturn.us_cash
    set.observations[3].fxReturn = {}
    set.stressScenarios[1].returnShockByFactor = { gold: -0.1 }
    set.approval.status = "approved"
    set.seriesManifestHash = "XYZ"
    const p = paths(parseParameterSet(set))
    expect(p).toEqual(
      expect.arrayContaining([
        "observations.2.nominalReturn.us_cash",
        "observations.3.fxReturn.EUR",
        "observations.3.fxReturn.GBP",
        "stressScenarios.1.returnShockByFactor.gold",
        "approval.reviewer",
        "approval.hardExpiresAt",
        "seriesManifestHash"
      ])
    )
  })

  it("requires a baseline scenario and USD", () => {
    const set = JSON.parse(JSON.stringify(syntheticSet()))
    set.stressScenarios = set.stressScenarios.slice(1)
    set.currencies = ["EUR", "GBP"]
    expect(paths(parseParameterSet(set))).toEqual(expect.arrayContaining(["stressScenarios", "currencies"]))
  })

  it("rejects non-objects", () => {
    expect(paths(parseParameterSet(42))).toContain("")
  })
})

describe("parsePlan", () => {
  it("accepts a full plan and defaults discretionary spending and rebalancing", () => {
    expect(parsePlan(JSON.parse(JSON.stringify(euroNomad())))).toMatchObject({ ok: true })
    const minimal = parsePlan({
      schemaVersion: "plan/1",
      id: "m",
      positions: [{ assetFactor: "us_equity", currency: "USD", value: 1, annualFee: 0 }],
      requiredSpending: { amount: 1, currency: "USD" }
    })
    expect(minimal.ok && minimal.value.rebalancing).toBe("annual")
  })

  it("lists every bad field", () => {
    const p = paths(
      parsePlan({
        schemaVersion: "plan/2",
        id: "",
        positions: [{ assetFactor: "us_equity", currency: "usd", value: -1, annualFee: 0.5 }],
        requiredSpending: { amount: "40k", currency: "USD" },
        incomeStreams: [{ id: "x", amount: 1, currency: "USD", startYear: 9, endYear: 3, inflationLinked: "yes" }],
        taxProfile: { kind: "flat_withdrawal", rate: 1.2 }
      })
    )
    expect(p).toEqual(
      expect.arrayContaining([
        "schemaVersion",
        "id",
        "positions.0.currency",
        "positions.0.value",
        "positions.0.annualFee",
        "requiredSpending.amount",
        "incomeStreams.0.endYear",
        "incomeStreams.0.inflationLinked",
        "taxProfile.rate"
      ])
    )
  })
})

describe("docs/examples", () => {
  const examples = join(import.meta.dirname, "..", "..", "..", "docs", "examples")
  const read = (f: string): unknown => JSON.parse(readFileSync(join(examples, f), "utf8"))

  it.each([["parameter-set-us.json"], ["parameter-set-multi-currency.json"]])("%s is a valid draft set", (f) => {
    const r = parseParameterSet(read(f))
    expect(paths(r)).toEqual([])
    expect(r.ok && r.value.approval.status).toBe("draft")
    expect(r.ok && r.value.stressScenarios.map((s) => s.id)).toEqual([
      "baseline",
      "start-1929",
      "start-1966",
      "start-2000",
      "start-2008"
    ])
  })

  it.each([["plan-us-7525.json"], ["plan-multi-currency.json"]])("%s is a valid plan", (f) => {
    expect(paths(parsePlan(read(f)))).toEqual([])
  })
})
