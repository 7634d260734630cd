import { DevIssuer, AppConfig as AppConfigModule, OperatorServices } from "@fire/http"
import { SubscriptionTier } from "@fire/domain/Subscription"
import { Subscriptions } from "@fire/domain/Subscriptions"
import { Clock, Console, Effect, Option, Schema } from "effect"
import { Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"

const Email = Schema.String.check(Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))

/**
 * `fire token mint --email E [--tier pro]`: prints a one-hour token of the local dev issuer. With
 * `--tier`, the user is created if needed and given that tier (an operator act, as set-tier).
 */
const mint = Command.make(
  "mint",
  {
    email: Flag.String("email").pipe(Flag.withSchema(Email), Flag.withDescription("The user's email")),
    tier: Flag.Literals("tier", SubscriptionTier.literals).pipe(
      Flag.withDescription("Also set the user's subscription tier"),
      Flag.optional
    )
  },
  Effect.fn(function* ({ email, tier }) {
    const config = yield* AppConfigModule.AppConfig
    if (Option.isSome(config.auth.jwksUrl) || Option.isSome(config.auth.publicKey)) {
      return yield* failWith("an external identity provider is configured (AUTH_*); mint tokens there")
    }
    const now = yield* Clock.currentTimeMillis
    // Only --tier needs the database: a plain mint reads the dev issuer's key in DATA_DIR, so it
    // works while `fire serve` holds the embedded database (the README's quick start).
    if (Option.isSome(tier)) {
      yield* Effect.gen(function* () {
        const subscriptions = yield* Subscriptions
        yield* subscriptions.grant({ subject: DevIssuer.devSubject(email), email }, tier.value)
      }).pipe(Effect.provide(OperatorServices.layer))
    }
    const token = yield* Effect.promise(() => DevIssuer.mint(config.dataDir, email, now))
    yield* Console.log(token)
  }, Effect.provide(AppConfigModule.layer))
).pipe(Command.withDescription("Print a one-hour token of the local dev issuer (DATA_DIR) for an email"))

export const token = Command.make("token").pipe(Command.withSubcommands([mint]))
