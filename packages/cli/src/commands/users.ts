import { SubscriptionStatus, SubscriptionTier } from "@fire/domain/Subscription"
import { UserRepository } from "@fire/domain/User"
import { Clock, Console, Effect, Option } from "effect"
import { Command, Flag } from "effect/cli"
import { AdminLayer } from "./AdminLayer.js"
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
    const users = yield* UserRepository
    const user = yield* users.findByEmail(email)
    if (Option.isNone(user))
      return yield* failWith(`no user with email ${email} (a user exists after their first sign-in)`)
    const now = yield* Clock.currentTimeMillis
    yield* users.setSubscription(user.value.id, { tier, status }, now)
    yield* Console.log(`${email}: tier ${tier}, status ${status}`)
  }, Effect.provide(AdminLayer))
).pipe(Command.withDescription("Set a user's subscription tier and status"))

export const users = Command.make("users").pipe(Command.withSubcommands([setTier]))
