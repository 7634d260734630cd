import { Console, Effect } from "effect"

/** Ends a command with a one-line message on stderr and exit code 1 (no stack: it is the user's error). */
export const failWith = (message: string) =>
  Console.error(`fire: ${message}`).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1
      })
    )
  )
