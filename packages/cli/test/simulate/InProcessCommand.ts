import { simulate } from "../../src/commands/simulate.js"
import { type InProcessRun, runInProcess } from "../utils/InProcessCommand.js"

export type { InProcessRun }

/** Runs `fire simulate <args>` (args after `simulate`) in the test process. */
export const runSimulateInProcess = (args: ReadonlyArray<string>): Promise<InProcessRun> => runInProcess(simulate, args)
