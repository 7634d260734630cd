/**
 * The example plans and parameter sets of docs/examples, loaded through the engine's parsers, and the
 * engine's own success probability on them (the reference the CLI's answers are checked against).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { type ParameterSet, type Plan, parseParameterSet, parsePlan, simulate } from "@fire/simulation"
import { REPO_ROOT } from "./FireProcess.js"

/** Paths relative to the repository root. */
export const US_PLAN = "docs/examples/plan-us-7525.json"
export const US_SET = "docs/examples/parameter-set-us.json"
export const MC_PLAN = "docs/examples/plan-multi-currency.json"
export const MC_SET = "docs/examples/parameter-set-multi-currency.json"

/** The raw JSON of an example file. */
export const readExample = (file: string): unknown => JSON.parse(readFileSync(join(REPO_ROOT, file), "utf8"))

/** An example plan, validated. */
export const loadPlan = (file: string): Plan => {
  const parsed = parsePlan(readExample(file))
  if (!parsed.ok) throw new Error(`${file} is invalid`)
  return parsed.value
}

/** An example parameter set, validated. */
export const loadSet = (file: string): ParameterSet => {
  const parsed = parseParameterSet(readExample(file))
  if (!parsed.ok) throw new Error(`${file} is invalid`)
  return parsed.value
}

/** The engine's success probability (0-1) on the US example, 30 years, baseline, plan changed by `edit`. */
export const usSuccess = (edit: (plan: Plan) => Plan, seed: string, pathCount: number, target: number): number => {
  const outcome = simulate({
    parameterSet: loadSet(US_SET),
    plan: edit(loadPlan(US_PLAN)),
    seed,
    pathCount,
    horizonYears: 30,
    stressScenarioId: "baseline",
    targetSuccessProbability: target
  })
  if (!outcome.ok) throw new Error(outcome.error.message)
  return outcome.value.successProbability
}
