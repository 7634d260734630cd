import { SubscriptionStatus, SubscriptionTier } from "@fire/domain/Subscription"
import { Subscriptions } from "@fire/domain/Subscriptions"
import { OperatorServices } from "@fire/http"
import { Console, Effect } from "effect"
import { Command, Flag } from "effect/cli"
import { failWith } from "./CliFailure.js"

/** `fire users set-tier --email E --tier pro [--status active]`: the operator's way to change a tier. */
const setTier = Command.make(
  "set-tier",
  {
    email: Flag.String("email").pipe(Flag.withDescription("The user's email (the user must have signed in once)")),
    tier: Flag.Literals("tier", SubscriptionTier.literals).pipe(Flag.withDescription("starter or pro")),
    status: Flag.Literals("status", SubscriptionStatus.literals).pipe(
      Flag.withDescription("Subscription status"),
      Flag.withDefault("active" as const)
    )
  },
  Effect.fn(function* ({ email, tier, status }) {
    const subscriptions = yield* Subscriptions
    const changed = yield* subscriptions
      .setTier(email, { tier, status })
      .pipe(Effect.catchTag("UnknownUserEmail", (unknown) => Effect.as(failWith(unknown.message), undefined)))
    if (changed === undefined) return
    yield* Console.log(`${email}: tier ${tier}, status ${status}`)
  }, Effect.provide(OperatorServices.layer))
).pipe(Command.withDescription("Set a user's subscription tier and status"))

export const users = Command.make("users").pipe(Command.withSubcommands([setTier]))
