import type { SimulationInput, SimulationOutcome, SolveRunOutcome } from "@fire/simulation"
import { Context, type Effect, Schema } from "effect"

/** A run the engine runner could not complete (its worker crashed or the engine threw). */
export class EngineRunFailed extends Schema.TaggedError<EngineRunFailed>()("EngineRunFailed", {
  message: Schema.String
}) {}

/**
 * Where the simulation engine runs (port): the HTTP server's worker pool (`runtime/SimulationPool.ts`)
 * implements it, so an engine run never blocks the caller's thread. Interrupting `run` cancels the
 * run. `timeoutMs` is the execution timeout of spec 4.6 the use cases apply (1-10000 ms);
 * `concurrency` how many runs the runner takes at once (a batch needs no more).
 */
export class EngineRunner extends Context.Service<
  EngineRunner,
  {
    readonly run: (input: SimulationInput) => Effect.Effect<SimulationOutcome, EngineRunFailed>
    /** Solves the largest required spending meeting the input's target (`solveRun`, one run); cancelled like `run`. */
    readonly solve: (input: SimulationInput) => Effect.Effect<SolveRunOutcome, EngineRunFailed>
    readonly timeoutMs: number
    readonly concurrency: number
  }
>()("decision/EngineRunner") {}
