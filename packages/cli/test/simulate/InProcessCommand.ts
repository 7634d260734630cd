/**
 * Runs `fire simulate ...` in the test process (no child process: the cheap way to cover many input
 * cases), capturing the console and the exit code the command sets.
 */
import { NodeServices } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { Command } from "effect/cli"
import { TestConsole } from "effect/testing"
import { simulate } from "../../src/commands/simulate.js"

/** Exit code and the console lines of one in-process run. */
export interface InProcessRun {
  readonly code: number
  readonly stdout: ReadonlyArray<string>
  readonly stderr: ReadonlyArray<string>
}

/** Runs `fire simulate <args>` (args after `simulate`) with a test console; restores process.exitCode. */
export const runSimulateInProcess = async (args: ReadonlyArray<string>): Promise<InProcessRun> => {
  const previous = process.exitCode
  process.exitCode = 0
  try {
    const [stdout, stderr] = await Effect.runPromise(
      Command.runWith(simulate, { version: "0.1.0" })(args).pipe(
        Effect.andThen(Effect.all([TestConsole.logLines, TestConsole.errorLines])),
        Effect.provide(Layer.merge(NodeServices.layer, TestConsole.layer))
      )
    )
    return { code: Number(process.exitCode ?? 0), stdout: stdout.map(String), stderr: stderr.map(String) }
  } finally {
    process.exitCode = previous
  }
}
