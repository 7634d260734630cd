import { Duration, Effect, Option } from "effect"
import type { EngineRunner } from "./EngineRunner.js"
import {
  concludeGovernedSimulation,
  type GovernedSimulation,
  type GovernedSimulationInput,
  indeterminateSimulation,
  interruptedSimulation,
  prepareGovernedSimulation
} from "./GovernedSimulation.js"
import { concludeGovernedSolve, type GovernedSolve, solveWithoutValue } from "./GovernedSolve.js"

/**
 * The governed simulation with its engine run by the `EngineRunner`, for every caller (the
 * retirement simulation and claim evaluation): decided without the engine when the decision
 * layer can (blocked, indeterminate); `timed_out` past the runner's timeout; `indeterminate` when
 * the engine fails. Interruption (the client went away) propagates.
 */
export const runGoverned = (
  runner: EngineRunner["Service"],
  input: GovernedSimulationInput
): Effect.Effect<GovernedSimulation> =>
  Effect.gen(function* () {
    const timeoutMs = runner.timeoutMs
    const prepared = prepareGovernedSimulation(input)
    if (prepared._tag === "Decided") return prepared.outcome
    const ran = yield* runner
      .run(prepared.engineInput)
      .pipe(Effect.timeoutOption(Duration.millis(timeoutMs)), Effect.result)
    if (ran._tag === "Failure")
      return indeterminateSimulation(`The engine failed: ${ran.failure.message}`, prepared.parameterSetId)
    if (Option.isNone(ran.success)) return interruptedSimulation("timed_out", timeoutMs, prepared.parameterSetId)
    return concludeGovernedSimulation(prepared, ran.success.value)
  })

/**
 * The governed solve with its bisection run by the `EngineRunner` (the whole search is one run
 * under the same timeout as a simulation): decided without the engine as the simulation is.
 */
export const runGovernedSolve = (
  runner: EngineRunner["Service"],
  input: GovernedSimulationInput
): Effect.Effect<GovernedSolve> =>
  Effect.gen(function* () {
    const timeoutMs = runner.timeoutMs
    const prepared = prepareGovernedSimulation(input)
    if (prepared._tag === "Decided") return solveWithoutValue(prepared.outcome)
    const ran = yield* runner
      .solve(prepared.engineInput)
      .pipe(Effect.timeoutOption(Duration.millis(timeoutMs)), Effect.result)
    if (ran._tag === "Failure")
      return solveWithoutValue(
        indeterminateSimulation(`The engine failed: ${ran.failure.message}`, prepared.parameterSetId)
      )
    if (Option.isNone(ran.success))
      return solveWithoutValue(interruptedSimulation("timed_out", timeoutMs, prepared.parameterSetId))
    return concludeGovernedSolve(prepared, ran.success.value)
  })
