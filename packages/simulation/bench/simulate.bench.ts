/**
 * `pnpm --filter @fire/simulation bench`: the engine against its bar.
 * 2000 paths x 60 years, 4 factors, 3 currencies, all statistics: median wall time per `simulate`,
 * the floor loop's median in the same run, their ratio, path-years per second, heap over repeated
 * runs, and `solve` to the nearest unit.
 */
import { simulate } from "../src/simulate.js"
import type { Plan } from "../src/Plan.js"
import { solve } from "../src/Solve.js"
import { benchGainTaxPlan, benchPlan, benchPlannerPlan, benchSet } from "./BenchFixture.js"
import { floorData, floorLoop } from "./Floor.js"

const PATHS = 2000
const YEARS = 60
const set = benchSet()
const plan = benchPlan()
const input = {
  parameterSet: set,
  plan,
  seed: "bench",
  pathCount: PATHS,
  horizonYears: YEARS,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
}

// the same workload with the planner features on (strategy, glide path, capped pension, saving years)
const plannerInput = { ...input, plan: benchPlannerPlan() }

const median = (xs: Array<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}
const time = (f: () => unknown): number => {
  const t = performance.now()
  f()
  return performance.now() - t
}
const gc = (globalThis as { gc?: () => void }).gc

// warm up both loops
const data = floorData(set, plan)
let sink = 0
for (let i = 0; i < 40; i++) {
  simulate(input)
  simulate(plannerInput)
  sink += floorLoop(data, "bench", PATHS, YEARS, set.blockLength.years)
}

// interleave the two so machine load affects both alike
const engine: Array<number> = []
const planner: Array<number> = []
const floor: Array<number> = []
for (let i = 0; i < 101; i++) {
  engine.push(time(() => simulate(input)))
  planner.push(time(() => simulate(plannerInput)))
  floor.push(time(() => (sink += floorLoop(data, "bench", PATHS, YEARS, set.blockLength.years))))
}

// gain-tax plans (the cost basis per position, and at average cost), after the interleaved loop so
// they do not change its figures
const perPositionInput = { ...input, plan: benchGainTaxPlan("per_position") }
const averageInput = { ...input, plan: benchGainTaxPlan("average") }
for (let i = 0; i < 10; i++) {
  simulate(perPositionInput)
  simulate(averageInput)
}
const perPosition: Array<number> = []
const average: Array<number> = []
for (let i = 0; i < 41; i++) {
  perPosition.push(time(() => simulate(perPositionInput)))
  average.push(time(() => simulate(averageInput)))
}

// each planner feature alone on the plain plan, each run beside a floor run (its own ratio per round)
const planner0 = benchPlannerPlan()
const present = <A>(a: A | undefined, name: string): A => {
  if (a === undefined) throw new Error(`benchPlannerPlan has no ${name}`)
  return a
}
const alone: ReadonlyArray<readonly [string, Plan]> = [
  ["percent of portfolio 4%", { ...plan, spendingStrategy: { kind: "percent_of_portfolio", rate: 0.04 } }],
  ["Guyton-Klinger", { ...plan, spendingStrategy: present(planner0.spendingStrategy, "spendingStrategy") }],
  [
    "floor-and-ceiling",
    { ...plan, spendingStrategy: { kind: "floor_ceiling", rate: 0.04, ceiling: 0.05, floor: -0.025 } }
  ],
  ["glide path", { ...plan, glidePath: present(planner0.glidePath, "glidePath") }],
  ["capped pension", { ...plan, incomeStreams: planner0.incomeStreams }],
  ["saving years", { ...plan, savingPhase: present(planner0.savingPhase, "savingPhase") }]
]
const aloneRatios = alone.map(([name, p]): readonly [string, number] => {
  const run = { ...input, plan: p }
  for (let i = 0; i < 10; i++) simulate(run)
  const ratios: Array<number> = []
  for (let i = 0; i < 31; i++) {
    const a = time(() => simulate(run))
    ratios.push(a / time(() => (sink += floorLoop(data, "bench", PATHS, YEARS, set.blockLength.years))))
  }
  return [name, median(ratios)]
})

// memory: heap after each of 5 batches of 100 runs
const heap: Array<number> = []
for (let b = 0; b < 5; b++) {
  for (let i = 0; i < 100; i++) simulate(input)
  gc?.()
  heap.push(process.memoryUsage().heapUsed / 2 ** 20)
}

const solves: Array<number> = []
let solved = 0
for (let i = 0; i < 11; i++)
  solves.push(
    time(() => {
      const r = solve(input, "requiredSpending")
      if (r.ok) solved = r.value.amount
    })
  )

const e = median(engine)
const f = median(floor)
// each round's engine and planner runs over the floor run beside them: a ratio per round, so a slow
// stretch of the machine moves both sides of it (the medians of the three series can come from
// different stretches)
const engineRatio = median(engine.map((x, i) => x / (floor[i] as number)))
const plannerRatio = median(planner.map((x, i) => x / (floor[i] as number)))
console.log(
  `workload: ${PATHS} paths x ${YEARS} years, ${set.assetFactors.length} factors, ${set.currencies.length} currencies`
)
console.log(`simulate median: ${e.toFixed(3)} ms  (bar: < 5 ms)  min ${Math.min(...engine).toFixed(3)} ms`)
console.log(`floor median:    ${f.toFixed(3)} ms  min ${Math.min(...floor).toFixed(3)} ms`)
console.log(
  `ratio engine/floor (median of per-round ratios): ${engineRatio.toFixed(2)}x  (bar: <= 3x; ratio of the medians ${(e / f).toFixed(2)}x)`
)
const pl = median(planner)
console.log(
  `with strategies on (Guyton-Klinger, glide path, capped pension, saving years): median ${pl.toFixed(3)} ms  min ${Math.min(...planner).toFixed(3)} ms, ratio to floor ${plannerRatio.toFixed(2)}x  (bar: <= 3x; ratio of the medians ${(pl / f).toFixed(2)}x)`
)
const pp = median(perPosition)
const av = median(average)
console.log(
  `gain tax (GB-like bands), cost basis per position: median ${pp.toFixed(3)} ms  min ${Math.min(...perPosition).toFixed(3)} ms, ratio to floor ${(pp / f).toFixed(2)}x; at average cost: median ${av.toFixed(3)} ms, ratio ${(av / f).toFixed(2)}x`
)
console.log(
  `each feature alone (median of per-round ratios to the floor): ${aloneRatios.map(([n, r]) => `${n} ${r.toFixed(2)}x`).join(", ")}`
)
console.log(
  `path-years/s: engine ${((PATHS * YEARS) / (e / 1000) / 1e6).toFixed(1)} M, floor ${((PATHS * YEARS) / (f / 1000) / 1e6).toFixed(1)} M`
)
console.log(
  `heap after batches of 100 runs (MiB${gc === undefined ? ", no --expose-gc" : ", after gc"}): ${heap.map((h) => h.toFixed(1)).join(" ")}`
)
console.log(
  `solve (required spending, nearest unit = ${solved}): median ${median(solves).toFixed(1)} ms  (bar: < 150 ms)`
)
if (sink === 0) console.log("")
