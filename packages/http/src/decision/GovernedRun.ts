import {
  concludeGovernedSimulation,
  type GovernedSimulation,
  type GovernedSimulationInput,
  indeterminateSimulation,
  interruptedSimulation,
  prepareGovernedSimulation
} from "@fire/decision/GovernedSimulation"
import { Duration, Effect, Option } from "effect"
import type { SimulationPool } from "../runtime/SimulationPool.js"

/**
 * The governed simulation with its engine run in the worker pool, for every caller (the
 * retirement-simulation endpoint and claim evaluation): decided without the engine when the
 * decision layer can (blocked, indeterminate); `timed_out` past the pool's timeout;
 * `indeterminate` when the engine fails. Interruption (the client went away) propagates.
 */
export const runGoverned = (
  pool: SimulationPool["Service"],
  input: GovernedSimulationInput
): Effect.Effect<GovernedSimulation> =>
  Effect.gen(function* () {
    const timeoutMs = pool.settings.timeoutMs
    const prepared = prepareGovernedSimulation(input)
    if (prepared._tag === "Decided") return prepared.outcome
    const ran = yield* pool
      .run(prepared.engineInput)
      .pipe(Effect.timeoutOption(Duration.millis(timeoutMs)), Effect.result)
    if (ran._tag === "Failure")
      return indeterminateSimulation(`The engine failed: ${ran.failure.message}`, prepared.parameterSetId)
    if (Option.isNone(ran.success)) return interruptedSimulation("timed_out", timeoutMs, prepared.parameterSetId)
    return concludeGovernedSimulation(prepared, ran.success.value)
  })
