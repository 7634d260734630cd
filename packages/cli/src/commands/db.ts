import { Console, Effect, Layer } from "effect"
import { Command } from "effect/cli"
import { AppConfig, Database, Migrations } from "@fire/http"

/** `fire db migrate`: applies pending migrations to the configured database and says which. */
const migrate = Command.make("migrate", {}, () =>
  Effect.gen(function* () {
    const applied = yield* Migrations.run
    yield* Console.log(
      applied.length === 0
        ? `Database is up to date (${Migrations.latestVersion} migrations).`
        : `Applied ${applied.length} migration(s): ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`
    )
  }).pipe(Effect.provide(Database.layer.pipe(Layer.provide(AppConfig.layer))))
).pipe(Command.withDescription("Apply pending SQL migrations (the same ones on PGlite and PostgreSQL)"))

export const db = Command.make("db").pipe(Command.withSubcommands([migrate]))
