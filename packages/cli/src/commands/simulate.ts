/**
 * `fire simulate`: the audit CLI over the simulation engine (@fire/simulation). Runs a plan against a
 * parameter set and prints the full result (JSON, the file `verify` accepts) or a summary table;
 * subcommands `verify` and `solve`.
 */
import { writeFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import { performance } from "node:perf_hooks"
import {
  formatSummaryTable,
  type LegacyValue,
  renderFanChartSvg,
  type SimulationInput,
  simulateLegacy
} from "@fire/simulation"
import { Clock, Console, Effect, Option, Result } from "effect"
import { Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"
import { loadRunInputs, reportProblems, runIssueLines } from "./simulate/InputFiles.js"
import { formatLegacyComparison } from "./simulate/LegacyComparison.js"
import { runParallel } from "./simulate/ParallelRun.js"
import { progressBar } from "./simulate/ProgressBar.js"
import {
  parameterSetFlag,
  pathsFlag,
  planFlag,
  samplingFlag,
  seedFlag,
  stressFlag,
  yearsFlag
} from "./simulate/RunFlags.js"
import { solve } from "./simulate/solve.js"
import { verify } from "./simulate/verify.js"

/**
 * `fire simulate --plan plan.json --parameter-set set.json --seed S --paths N --years Y [--stress ID]
 * [--target P] [--sampling block-bootstrap|historical-rolling] [--format json|table] [--chart fan.svg]
 * [--compare-legacy] [--workers N]`. Up to 1,000,000 paths, split over worker threads (bit-identical to
 * one thread). JSON (default) is `{ok, value, contract, historical?, plan, legacy?}`: the
 * engine's outcome plus the validated plan, which is everything `fire simulate verify` needs besides
 * the parameter set. A progress bar appears on stderr when the run takes over a second on a terminal.
 */
export const simulate = Command.make(
  "simulate",
  {
    plan: planFlag,
    parameterSet: parameterSetFlag,
    seed: seedFlag,
    paths: pathsFlag,
    years: yearsFlag,
    stress: stressFlag,
    target: Flag.Finite("target").pipe(
      Flag.withDescription("Target success probability, 0 to 1 (default 0.9)"),
      Flag.withDefault(0.9)
    ),
    sampling: samplingFlag,
    workers: Flag.Int("workers").pipe(
      Flag.withDescription(
        "Worker threads for runs of 2000 paths or more (default: the cores); the result is bit-identical whatever the count"
      ),
      Flag.optional
    ),
    format: Flag.Literals("format", ["json", "table"] as const).pipe(
      Flag.withDescription("json: the full result (default, the file verify accepts); table: a readable summary"),
      Flag.withDefault("json" as const)
    ),
    chart: Flag.String("chart").pipe(
      Flag.withDescription("Also write an SVG fan chart of real balance percentiles by year to this file"),
      Flag.optional
    ),
    compareLegacy: Flag.Boolean("compare-legacy").pipe(
      Flag.withDescription("Add the legacy comparator iid-lognormal-real/legacy on the same seed and paths"),
      Flag.withDefault(false)
    )
  },
  Effect.fn(function* (flags) {
    const inputs = loadRunInputs(flags.plan, flags.parameterSet)
    if (!inputs.ok) return yield* reportProblems(inputs.problems)
    const now = yield* Clock.currentTimeMillis
    const input: SimulationInput = {
      parameterSet: inputs.value.parameterSet,
      plan: inputs.value.plan,
      seed: flags.seed,
      pathCount: flags.paths,
      horizonYears: flags.years,
      stressScenarioId: flags.stress,
      targetSuccessProbability: flags.target,
      sampling: flags.sampling,
      asOf: new Date(now).toISOString()
    }
    const bar = progressBar({ sink: process.stderr, now: () => performance.now() })
    const workers = Option.getOrElse(flags.workers, () => availableParallelism())
    if (!Number.isInteger(workers) || workers < 1 || workers > 256)
      return yield* failWith(`--workers ${workers}: must be an integer from 1 to 256`)
    const ran = yield* Effect.tryPromise(() => runParallel(input, workers, { onProgress: bar.onProgress })).pipe(
      Effect.ensuring(Effect.sync(bar.finish)),
      Effect.result
    )
    if (Result.isFailure(ran)) return yield* failWith(`the run failed: ${String(ran.failure.cause)}`)
    const outcome = ran.success
    if (!outcome.ok) return yield* reportProblems(runIssueLines(flags.plan, outcome.error.issues))
    let legacy: LegacyValue | undefined
    if (flags.compareLegacy) {
      const compared = simulateLegacy(input)
      if (!compared.ok) return yield* reportProblems(runIssueLines(flags.plan, compared.issues))
      legacy = compared.value
    }
    if (Option.isSome(flags.chart)) {
      const file = flags.chart.value
      try {
        writeFileSync(file, renderFanChartSvg(outcome.value))
      } catch (error) {
        return yield* failWith(`${file}: cannot write the chart (${(error as Error).message})`)
      }
    }
    if (flags.format === "json") {
      const document = { ...outcome, plan: inputs.value.plan, ...(legacy === undefined ? {} : { legacy }) }
      yield* Console.log(JSON.stringify(document, null, 2))
      return
    }
    const sections = [formatSummaryTable(outcome.value)]
    if (outcome.historical !== undefined)
      sections.push(
        `historical start years ${outcome.historical.startYears[0]}-${outcome.historical.startYears.at(-1)}; failed: ${
          outcome.historical.failedStartYears.length === 0 ? "none" : outcome.historical.failedStartYears.join(", ")
        }\n`
      )
    if (legacy !== undefined) sections.push(formatLegacyComparison(outcome.value, legacy))
    yield* Console.log(sections.join("\n").trimEnd())
  })
).pipe(Command.withSubcommands([verify, solve]))
