/**
 * How `fire` answers an invalid invocation (a bad flag value, a missing or unknown flag): one line
 * `fire: ...` on stderr and a non-zero exit, like every other user error of the CLI, instead of the
 * whole help on stdout (which would pollute a redirected JSON result). `--help` and `--version` still
 * print on stdout.
 */
import { Console } from "effect"
import { CliOutput } from "effect/cli"

/** The one line for the invocation errors: their messages, joined by "; ". */
export const invocationErrorLine = (errors: ReadonlyArray<{ readonly message: string }>): string =>
  `fire: ${errors.map((e) => e.message.replace(/\s*\n\s*/g, " ").trim()).join("; ")} (see --help)`

/** The presenter layer: invalid invocations as one stderr line, the rest as effect's default. */
export const invocationPresenter = CliOutput.layerPresenter({
  present: (event) =>
    event._tag === "InvalidInvocation"
      ? Console.error(invocationErrorLine(event.errors))
      : CliOutput.defaultPresenter.present(event)
})
