import { defaultLimitSettings, type LimitSettings, type TierLimits } from "@fire/domain/RateLimitPolicy"
import { Config, ConfigProvider, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { type ConnectionLimitSettings, defaultConnectionLimits } from "./ConnectionLimitSettings.js"

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
  /** External identity provider; all absent: the local dev issuer under `dataDir`. */
  readonly auth: {
    readonly jwksUrl: Option.Option<string>
    /** A PEM (SPKI) public key, instead of a JWKS URL. */
    readonly publicKey: Option.Option<string>
    readonly issuer: Option.Option<string>
    readonly audience: Option.Option<string>
  }
  /** The web app's production build, served at `/` (docs/web.md). */
  readonly webDir: string
  /** Proxies whose `X-Forwarded-For` is believed: IPs or IPv4 CIDR ranges. */
  readonly trustedProxies: ReadonlyArray<string>
  /** A Redis server for the rate-limit counters shared by several processes. */
  readonly redisUrl: Option.Option<Redacted.Redacted<string>>
  /**
   * Where rate-limit counters live. Absent: Redis when `redisUrl` is set, else memory on the
   * embedded database, else PostgreSQL (exact across processes, one upsert per request).
   */
  readonly rateLimitStore: Option.Option<"memory" | "redis" | "postgres">
  /** The figures of the limits (spec 8 by default). */
  readonly limits: LimitSettings
  /**
   * How long a credential's outcome (user, tier, revocation) is reused, seconds: the bound within
   * which a revocation or a tier change takes effect on every process. 0: read on every request.
   */
  readonly identityCacheSeconds: number
  /** Header and request timeouts and the per-address connection cap (ConnectionLimits.ts). */
  readonly connectionLimits: ConnectionLimitSettings
  /** Who composes the AI coach's answers (docs/ai.md): the offline coach, or a language model. */
  readonly ai: AiProviderSettings
}

/** `AI_PROVIDER` and the settings it needs. */
export type AiProviderSettings =
  | { readonly provider: "offline" }
  | {
      readonly provider: "openai-compatible"
      /** `AI_BASE_URL`: the server's API root, e.g. `https://api.openai.com/v1`. */
      readonly baseUrl: string
      /** `AI_MODEL`. */
      readonly model: string
      /** `AI_API_KEY`, sent as a bearer token (local model servers need none). */
      readonly apiKey: Option.Option<Redacted.Redacted<string>>
      /** `AI_TIMEOUT_MS`: the longest one exchange with the provider may take. */
      readonly timeoutMs: number
    }

/** The default `AI_TIMEOUT_MS`: a model answering with tool calls takes seconds, not minutes. */
export const DEFAULT_AI_TIMEOUT_MS = 30_000

export class AppConfig extends Context.Service<AppConfig, AppConfigShape>()("fire/http/AppConfig") {}

const positive = (name: string, fallback: number) =>
  Config.schema(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), name).pipe(Config.withDefault(fallback))

const tierConfig = (tier: "STARTER" | "PRO", defaults: TierLimits) =>
  Config.all({
    day: positive(`RATE_LIMIT_${tier}_DAY`, defaults.day),
    minute: positive(`RATE_LIMIT_${tier}_MINUTE`, defaults.minute),
    aiDay: positive(`RATE_LIMIT_${tier}_AI_DAY`, defaults.aiDay),
    aiMonth: positive(`RATE_LIMIT_${tier}_AI_MONTH`, defaults.aiMonth)
  })

/** The limit figures from `RATE_LIMIT_*` variables; each absent one keeps the spec's figure. */
export const limitsConfig: Config.Config<LimitSettings> = Config.all({
  starter: tierConfig("STARTER", defaultLimitSettings.starter),
  pro: tierConfig("PRO", defaultLimitSettings.pro),
  anonymous: Config.all({
    day: positive("RATE_LIMIT_ANONYMOUS_DAY", defaultLimitSettings.anonymous.day),
    minute: positive("RATE_LIMIT_ANONYMOUS_MINUTE", defaultLimitSettings.anonymous.minute)
  }),
  familyHourly: Config.all({
    "geo-recommendations": positive(
      "RATE_LIMIT_GEO_RECOMMENDATIONS_HOUR",
      defaultLimitSettings.familyHourly["geo-recommendations"]
    ),
    "tax-calculate": positive("RATE_LIMIT_TAX_CALCULATE_HOUR", defaultLimitSettings.familyHourly["tax-calculate"])
  })
})

const nonEmpty = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

const invalid = (message: string) => new Config.ConfigError(new ConfigProvider.SourceError({ message }))

/**
 * `AI_PROVIDER` (`offline`, the default, or `openai-compatible`) with `AI_BASE_URL`, `AI_MODEL`,
 * `AI_API_KEY` and `AI_TIMEOUT_MS`. `openai-compatible` without a base URL or a model is refused
 * at startup with a message naming what is missing.
 */
export const aiConfig: Config.Config<AiProviderSettings> = Config.all({
  provider: Config.Literals(["offline", "openai-compatible"], "AI_PROVIDER").pipe(
    Config.withDefault("offline" as const)
  ),
  baseUrl: nonEmpty("AI_BASE_URL"),
  model: nonEmpty("AI_MODEL"),
  apiKey: Config.option(Config.Redacted("AI_API_KEY")).pipe(
    Config.map(Option.filter((key) => Redacted.value(key) !== ""))
  ),
  timeoutMs: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 100, maximum: 600_000 })),
    "AI_TIMEOUT_MS"
  ).pipe(Config.withDefault(DEFAULT_AI_TIMEOUT_MS))
}).pipe(
  Config.mapEffect((raw): Effect.Effect<AiProviderSettings, Config.ConfigError> => {
    if (raw.provider === "offline") return Effect.succeed({ provider: "offline" })
    const missing = [
      ...(Option.isNone(raw.baseUrl) ? ["AI_BASE_URL"] : []),
      ...(Option.isNone(raw.model) ? ["AI_MODEL"] : [])
    ]
    if (missing.length > 0)
      return Effect.fail(
        invalid(
          `AI_PROVIDER=openai-compatible needs ${missing.join(" and ")} (docs/ai.md); unset AI_PROVIDER for the offline coach`
        )
      )
    const baseUrl = Option.getOrThrow(raw.baseUrl)
    if (!/^https?:\/\/[^\s/]+/.test(baseUrl) || !URL.canParse(baseUrl))
      return Effect.fail(invalid(`AI_BASE_URL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1; got ${baseUrl}`))
    return Effect.succeed({
      provider: "openai-compatible",
      baseUrl,
      model: Option.getOrThrow(raw.model),
      apiKey: raw.apiKey,
      timeoutMs: raw.timeoutMs
    })
  })
)

export const config = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(8787)),
  host: Config.String("HOST").pipe(Config.withDefault("127.0.0.1")),
  dataDir: Config.String("DATA_DIR").pipe(Config.withDefault("./.data")),
  webDir: Config.String("WEB_DIR").pipe(Config.withDefault("packages/web/dist")),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  environment: Config.Literals(["development", "staging", "production"], "APP_ENV").pipe(
    Config.withDefault("development" as const)
  ),
  auth: Config.all({
    jwksUrl: Config.option(Config.String("AUTH_JWKS_URL")),
    publicKey: Config.option(Config.String("AUTH_JWT_PUBLIC_KEY")),
    issuer: Config.option(Config.String("AUTH_JWT_ISSUER")),
    audience: Config.option(Config.String("AUTH_JWT_AUDIENCE"))
  }),
  trustedProxies: Config.String("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.map((list) =>
      list
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "")
    )
  ),
  redisUrl: Config.option(Config.Redacted("REDIS_URL")).pipe(
    Config.map(Option.filter((url) => Redacted.value(url) !== ""))
  ),
  rateLimitStore: Config.option(Config.Literals(["memory", "redis", "postgres"], "RATE_LIMIT_STORE")),
  limits: limitsConfig,
  identityCacheSeconds: Config.schema(
    Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 60 })),
    "IDENTITY_CACHE_SECONDS"
  ).pipe(Config.withDefault(5)),
  connectionLimits: Config.all({
    headersTimeoutMs: positive("HEADERS_TIMEOUT_MS", defaultConnectionLimits.headersTimeoutMs),
    requestTimeoutMs: positive("REQUEST_TIMEOUT_MS", defaultConnectionLimits.requestTimeoutMs),
    maxConnectionsPerIp: positive("MAX_CONNECTIONS_PER_IP", defaultConnectionLimits.maxConnectionsPerIp)
  }),
  ai: aiConfig
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
    webDir: "packages/web/dist",
    databaseUrl: Option.none(),
    environment: "development",
    version: SERVICE_VERSION,
    auth: { jwksUrl: Option.none(), publicKey: Option.none(), issuer: Option.none(), audience: Option.none() },
    trustedProxies: [],
    redisUrl: Option.none(),
    rateLimitStore: Option.none(),
    limits: defaultLimitSettings,
    identityCacheSeconds: 5,
    connectionLimits: defaultConnectionLimits,
    ai: { provider: "offline" },
    ...values
  })

export { Redacted }
