/**
 * `pnpm --filter @fire/cli bench`: the big audit run of `fire simulate`: 1,000,000 paths x 30 years
 * (the shipped US set, 75/25 at 4%) over worker threads on all cores, against a floor measured in the
 * same run: the engine on one thread for 50,000 paths, scaled to 1,000,000. Prints both, the ratio
 * (below 1 when the workers pay off) and the cores. Bounded: one big run, three floor runs.
 */
import { readFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { parseParameterSet, parsePlan, type SimulationInput, simulate } from "@fire/simulation"
import { runParallel } from "../src/commands/simulate/ParallelRun.js"

const root = join(import.meta.dirname, "..", "..", "..")
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(root, "docs", "examples", file), "utf8"))
const set = parseParameterSet(readJson("parameter-set-us.json"))
const plan = parsePlan(readJson("plan-us-7525.json"))
if (!set.ok || !plan.ok) throw new Error("docs/examples are invalid")

const BIG = 1_000_000
const FLOOR = 50_000
const input = (pathCount: number): SimulationInput => ({
  parameterSet: set.value,
  plan: plan.value,
  seed: "bench-big",
  pathCount,
  horizonYears: 30,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
})

const floorRuns: Array<number> = []
for (let i = 0; i < 3; i++) {
  const t = performance.now()
  simulate(input(FLOOR))
  floorRuns.push(performance.now() - t)
}
const floorMs = ([...floorRuns].sort((a, b) => a - b)[1] as number) * (BIG / FLOOR)

const workers = availableParallelism()
const t = performance.now()
const outcome = await runParallel(input(BIG), workers)
const bigMs = performance.now() - t
if (!outcome.ok) throw new Error(JSON.stringify(outcome.error))

console.log(`big run: ${BIG} paths x 30 years on ${workers} worker threads: ${(bigMs / 1000).toFixed(1)} s`)
console.log(
  `floor: one thread, ${FLOOR} paths x 30 years, median of 3, scaled to ${BIG}: ${(floorMs / 1000).toFixed(1)} s`
)
console.log(
  `ratio big / floor: ${(bigMs / floorMs).toFixed(2)} (success ${(outcome.value.successProbability * 100).toFixed(2)}%)`
)
