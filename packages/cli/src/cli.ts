import { Effect } from "effect"
import { Command } from "effect/cli"
import { db } from "./commands/db.js"
import { features } from "./commands/features.js"
import { invocationPresenter } from "./commands/InvocationErrors.js"
import { parameterSets } from "./commands/parameterSets.js"
import { serve } from "./commands/serve.js"
import { simulate } from "./commands/simulate.js"
import { token } from "./commands/token.js"
import { users } from "./commands/users.js"

/** The `fire` command and its subcommands. */
export const fire = Command.make("fire").pipe(
  Command.withDescription("FIRE planning service: API server, database, simulations and audits"),
  Command.withSubcommands([serve, db, token, users, simulate, features, parameterSets])
)

/** Runs `fire` on the process arguments; an invalid invocation is one `fire: ...` line on stderr. */
export const run = Command.run(fire, { version: "0.1.0" }).pipe(Effect.provide(invocationPresenter))
