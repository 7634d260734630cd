import { Context, Effect, Layer } from "effect"

/**
 * Tells this process that what a user's credentials resolve to has changed: their user record
 * (profile, tier, subscription) or one of their API keys (revoked). The repositories that write
 * those rows announce each write once it succeeded; the identity cache listens and drops what it
 * remembers of that user (pipeline/Identity.ts). Only this process hears it: other processes on
 * the same PostgreSQL see the change within the identity bound (docs/auth.md).
 */
export class CredentialChanges extends Context.Service<
  CredentialChanges,
  {
    /** Announces that `userId`'s user record or one of their API keys changed. */
    readonly changed: (userId: string) => Effect.Effect<void>
    /** Runs `listener` on every announcement from now on. */
    readonly listen: (listener: (userId: string) => Effect.Effect<void>) => Effect.Effect<void>
  }
>()("fire/http/CredentialChanges") {}

export const layer = Layer.sync(CredentialChanges, () => {
  const listeners: Array<(userId: string) => Effect.Effect<void>> = []
  return {
    changed: (userId) => Effect.forEach(listeners, (listener) => listener(userId), { discard: true }),
    listen: (listener) =>
      Effect.sync(() => {
        listeners.push(listener)
      })
  }
})
