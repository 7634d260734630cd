/**
 * Runs a `fire` command in the test process (no child process: the cheap way to cover many input
 * cases), capturing the console and the exit code the command sets.
 */
import { NodeServices } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { Command } from "effect/cli"
import { TestConsole } from "effect/testing"

/** Exit code and the console lines of one in-process run. */
export interface InProcessRun {
  readonly code: number
  readonly stdout: ReadonlyArray<string>
  readonly stderr: ReadonlyArray<string>
}

/** Runs `command` with `args` (the words after the command's name) on a test console; restores process.exitCode. */
export const runInProcess = async <Name extends string, Input, E, R>(
  command: Command.Command<Name, Input, E, R>,
  args: ReadonlyArray<string>
): Promise<InProcessRun> => {
  const previous = process.exitCode
  process.exitCode = 0
  try {
    const [stdout, stderr] = await Effect.runPromise(
      Command.runWith(command, { version: "0.1.0" })(args).pipe(
        Effect.andThen(Effect.all([TestConsole.logLines, TestConsole.errorLines])),
        Effect.provide(Layer.merge(NodeServices.layer, TestConsole.layer))
      )
    )
    return { code: Number(process.exitCode ?? 0), stdout: stdout.map(String), stderr: stderr.map(String) }
  } finally {
    process.exitCode = previous
  }
}
