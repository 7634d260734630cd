/**
 * A pinned golden result: one full `simulate` outcome (value and contract) on the synthetic set with
 * the multi-currency, taxed, income-receiving plan under a stress scenario. It pins behaviour: a change
 * to it is deliberate and explained in the commit. Regenerate with UPDATE_GOLDEN=1.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { canonicalJson } from "../src/CanonicalJson.js"
import { simulate } from "../src/simulate.js"
import { syntheticSet } from "./mothers/ParameterSetMother.js"
import { euroNomad } from "./mothers/PlanMother.js"

const GOLDEN = join(import.meta.dirname, "golden", "simulate-euro-nomad-early-crash.json")

const run = () =>
  simulate({
    parameterSet: syntheticSet(),
    plan: euroNomad(),
    seed: "golden",
    pathCount: 250,
    horizonYears: 35,
    stressScenarioId: "early-crash",
    targetSuccessProbability: 0.85
  })

describe("golden result", () => {
  it("reproduces the pinned outcome bit for bit", () => {
    const outcome = run()
    const text = `${JSON.stringify(outcome, null, 1)}\n`
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(GOLDEN)) writeFileSync(GOLDEN, text)
    const pinned = JSON.parse(readFileSync(GOLDEN, "utf8")) as unknown
    expect(canonicalJson(outcome)).toBe(canonicalJson(pinned))
  })

  it("is identical across repeated runs in one process", () => {
    expect(canonicalJson(run())).toBe(canonicalJson(run()))
  })
})
