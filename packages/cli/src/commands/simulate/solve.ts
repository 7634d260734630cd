/**
 * `fire simulate solve`: the largest required spending (or the smallest portfolio) that meets a
 * target success probability, by the engine's bisection over the seeded run.
 */
import { type SolveFor, solve as solveAmount } from "@fire/simulation"
import { Console, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { failWith } from "../CliFailure.js"
import { loadRunInputs, reportProblems, runIssueLines } from "./InputFiles.js"
import {
  parameterSetFlag,
  pathsFlag,
  planFlag,
  samplingFlag,
  seedFlag,
  stressFlag,
  targetFlag,
  yearsFlag
} from "./RunFlags.js"

const SOLVE_FOR: Readonly<Record<"spending" | "portfolio", SolveFor>> = {
  spending: "requiredSpending",
  portfolio: "portfolioValue"
}

const pct = (x: number): string => `${(x * 100).toFixed(2)}%`

/**
 * `fire simulate solve --plan --parameter-set --seed --paths --years --target P [--solve-for
 * spending|portfolio] [--format text|json]`: prints the amount in whole currency units (spending
 * per year in the plan's spending currency; portfolio total in its first position's currency), with
 * the success probability at that amount. Exit 1 when no amount within the engine's bounds meets it.
 */
export const solve = Command.make(
  "solve",
  {
    plan: planFlag,
    parameterSet: parameterSetFlag,
    seed: seedFlag,
    paths: pathsFlag,
    years: yearsFlag,
    stress: stressFlag,
    target: targetFlag,
    sampling: samplingFlag,
    solveFor: Flag.Literals("solve-for", ["spending", "portfolio"] as const).pipe(
      Flag.withDescription("spending: largest required spending; portfolio: smallest portfolio (pro rata)"),
      Flag.withDefault("spending" as const)
    ),
    format: Flag.Literals("format", ["text", "json"] as const).pipe(
      Flag.withDescription("text (default) or json (the engine's SolveResult)"),
      Flag.withDefault("text" as const)
    )
  },
  Effect.fn(function* (flags) {
    const inputs = loadRunInputs(flags.plan, flags.parameterSet)
    if (!inputs.ok) return yield* reportProblems(inputs.problems)
    const solved = solveAmount(
      {
        parameterSet: inputs.value.parameterSet,
        plan: inputs.value.plan,
        seed: flags.seed,
        pathCount: flags.paths,
        horizonYears: flags.years,
        stressScenarioId: flags.stress,
        targetSuccessProbability: flags.target,
        sampling: flags.sampling
      },
      SOLVE_FOR[flags.solveFor]
    )
    if (!solved.ok) return yield* reportProblems(runIssueLines(flags.plan, solved.issues))
    const r = solved.value
    if (flags.format === "json") yield* Console.log(JSON.stringify(r, null, 2))
    else
      yield* Console.log(
        [
          `${r.solveFor === "requiredSpending" ? "largest required spending" : "smallest portfolio"}: ${r.amount} ${r.currency}${r.solveFor === "requiredSpending" ? " per year" : ""}`,
          `success probability at that amount ${pct(r.successProbability)}, target ${pct(r.targetSuccessProbability)} (seed ${flags.seed}, ${flags.sampling === "historical-rolling" ? "historical-rolling" : `${flags.paths} paths`}, ${flags.years} years, stress ${flags.stress}, ${r.iterations} engine runs)`
        ].join("\n")
      )
    if (!r.attainable)
      return yield* failWith(
        r.solveFor === "requiredSpending"
          ? `target ${pct(r.targetSuccessProbability)} unattainable: even zero required spending misses it`
          : `target ${pct(r.targetSuccessProbability)} unattainable: no portfolio up to the engine's bound meets it`
      )
  })
).pipe(
  Command.withDescription(
    "Largest required spending (or smallest portfolio) meeting a target success probability, to the currency unit"
  )
)
