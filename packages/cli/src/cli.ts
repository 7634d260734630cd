import { Command } from "effect/cli"
import { db } from "./commands/db.js"
import { features } from "./commands/features.js"
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

export const run = Command.run(fire, { version: "0.1.0" })
