import * as DecisionActions from "@fire/decision/DecisionActions"
import * as RetirementSimulation from "@fire/decision/RetirementSimulation"
import * as Scenarios from "@fire/decision/Scenarios"
import { Layer } from "effect"
import * as SimulationPool from "../runtime/SimulationPool.js"

/**
 * The decision use cases the handlers call (scenarios and revisions, the governed retirement
 * simulation with its idempotency protocol, evaluation, receipts, rank stability), over their
 * ports: the SQL adapters of this folder, the city catalog, and the simulation pool as the engine
 * runner, which the app provides.
 */
export const layer = Layer.mergeAll(Scenarios.layer, RetirementSimulation.layer, DecisionActions.layer).pipe(
  Layer.provide(SimulationPool.engineRunner)
)
