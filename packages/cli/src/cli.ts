import { Effect } from "effect"
import { Command } from "effect/cli"
import { invocationPresenter } from "./commands/InvocationErrors.js"

/**
 * A subcommand of `fire`: its name and one-line description (all `fire --help` needs) and the module
 * that defines it, imported only when the subcommand runs. `fire --help` and `fire token mint` thus
 * never load the HTTP server, the database drivers or the simulation engine they do not use.
 */
export interface Subcommand {
  readonly name: string
  readonly description: string
  readonly load: () => Promise<Command.Command.Any>
}

/** The subcommands of `fire`, in the order `fire --help` lists them. */
export const subcommands: ReadonlyArray<Subcommand> = [
  {
    name: "serve",
    description:
      "Start the HTTP API (PORT, HOST, DATA_DIR, DATABASE_URL from the environment; embedded PGlite without DATABASE_URL)",
    load: () => import("./commands/serve.js").then((module) => module.serve)
  },
  {
    name: "db",
    description: "Database administration",
    load: () => import("./commands/db.js").then((module) => module.db)
  },
  {
    name: "token",
    description: "Development tokens",
    load: () => import("./commands/token.js").then((module) => module.token)
  },
  {
    name: "users",
    description: "User administration",
    load: () => import("./commands/users.js").then((module) => module.users)
  },
  {
    name: "simulate",
    description: "Run the retirement simulation for audits (JSON result or table, fan chart, verify, solve)",
    load: () => import("./commands/simulate.js").then((module) => module.simulate)
  },
  {
    name: "features",
    description: "Feature flags (served by GET /features)",
    load: () => import("./commands/features.js").then((module) => module.features)
  },
  {
    name: "mcp",
    description: "The planner's tools for AI assistants over stdio (MCP), for the owner of --api-key / FIRE_API_KEY",
    load: () => import("./commands/mcp.js").then((module) => module.mcp)
  },
  {
    name: "parameter-sets",
    description: "Governance of the market model's parameter sets (operators)",
    load: () => import("./commands/parameterSets.js").then((module) => module.parameterSets)
  }
]

/**
 * The `fire` command for the command line `args`: the subcommands named in `args` are loaded in
 * full, the others are known by name and description only (which is what the help lists). A word
 * of `args` that only looks like a subcommand (a flag's value) costs a needless load, nothing more.
 */
export const fireFor = async (args: ReadonlyArray<string>) => {
  // Shell completions and the wizard walk the whole tree of commands and flags.
  const everything = args.includes("--completions") || args.includes("--wizard")
  const commands = await Promise.all(
    subcommands.map(async (subcommand) =>
      (everything || args.includes(subcommand.name) ? await subcommand.load() : Command.make(subcommand.name)).pipe(
        Command.withDescription(subcommand.description)
      )
    )
  )
  const fire = Command.make("fire").pipe(
    Command.withDescription("FIRE planning service: API server, database, simulations and audits"),
    Command.withSubcommands(commands)
  )
  // Each subcommand provides the layers it needs (the loaded ones are typed as any command).
  return fire as Command.Command<"fire", {}, {}, unknown, never>
}

/** The version `fire --version` prints. */
export const version = "0.1.0"

/**
 * Runs `fire` on the process arguments (the `Stdio` service's), loading only the subcommand they
 * name; an invalid invocation is one `fire: ...` line on stderr.
 */
export const run = Effect.promise(() => fireFor(process.argv.slice(2))).pipe(
  Effect.flatMap((fire) => Command.run(fire, { version })),
  Effect.provide(invocationPresenter)
)
