import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

/** Runtime configuration (DESIGN.md, "Runtime configuration"), read once from the environment. */
export interface AppConfigShape {
  readonly port: number
  readonly host: string
  /** Embedded database files and dev keys. */
  readonly dataDir: string
  /** A PostgreSQL server; absent: embedded PGlite in `dataDir/pg`. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  readonly environment: "development" | "staging" | "production"
  /** The package version reported by `/status`. */
  readonly version: string
}

export class AppConfig extends Context.Service<AppConfig, AppConfigShape>()("fire/http/AppConfig") {}

export const config = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(8787)),
  host: Config.String("HOST").pipe(Config.withDefault("127.0.0.1")),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault("./.data")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  environment: Config.Literals(["development", "staging", "production"], "APP_ENV").pipe(
    Config.withDefault("development" as const)
  )
})

/** The version of this service, as `/status` reports it. */
export const SERVICE_VERSION = "1.0.0"

/** Reads the configuration from the environment. */
export const layer = Layer.effect(
  AppConfig,
  Effect.gen(function* () {
    const values = yield* config
    return { ...values, version: SERVICE_VERSION }
  })
)

/** A fixed configuration, for tests and the CLI. */
export const layerFrom = (values: Partial<AppConfigShape>) =>
  Layer.succeed(AppConfig, {
    port: 8787,
    host: "127.0.0.1",
    dataDir: "./.data",
    databaseUrl: Option.none(),
    environment: "development",
    version: SERVICE_VERSION,
    ...values
  })

export { Redacted }
