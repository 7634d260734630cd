import { describe, it } from "vitest"
import { runPaths } from "../src/Engine.js"
import { legacyPaths, simulateLegacy } from "../src/Legacy.js"
import { compileModel } from "../src/Portfolio.js"
import type { PathOutputs } from "../src/Projection.js"
import { type SimulationInput, simulate } from "../src/simulate.js"
import { ALL_LAWS, type LawSummary, type ModelUnderTest, type RunArgs } from "./laws/SimulationLaws.js"

const input = (a: RunArgs): SimulationInput => ({
  parameterSet: a.set,
  plan: a.plan,
  seed: a.seed,
  pathCount: a.pathCount,
  horizonYears: a.horizonYears,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
})

const blockRegime: ModelUnderTest = {
  name: "historical-block-regime/1",
  summary: (a): LawSummary => {
    const r = simulate(input(a))
    if (!r.ok) throw new Error(JSON.stringify(r.error))
    return r.value
  },
  paths: (a): PathOutputs => {
    const m = compileModel(a.set, a.plan, undefined)
    if (!m.ok) throw new Error(JSON.stringify(m.issues))
    const sampling = {
      mode: "block-bootstrap" as const,
      seed: a.seed,
      blockLength: a.set.blockLength.years,
      prefix: []
    }
    return runPaths(m.model, sampling, a.pathCount, a.horizonYears).outputs
  }
}

const legacy: ModelUnderTest = {
  name: "iid-lognormal-real/legacy",
  summary: (a): LawSummary => {
    const r = simulateLegacy(input(a))
    if (!r.ok) throw new Error(JSON.stringify(r.issues))
    return r.value
  },
  paths: (a): PathOutputs => {
    const r = legacyPaths(input(a))
    if (!r.ok) throw new Error(JSON.stringify(r.issues))
    return r.outputs
  }
}

for (const model of [blockRegime, legacy]) {
  describe(`laws: ${model.name}`, () => {
    for (const [name, law] of Object.entries(ALL_LAWS)) {
      it(name, () => {
        law(model)
      })
    }
  })
}
