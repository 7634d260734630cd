import { Clock, Context, Effect, Layer } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { normalizeEmail } from "./EmailAddress.js"
import { EmailCaptureRepository } from "./EmailCaptureRepository.js"

/**
 * The mailing list (`POST /public/email-capture`): an address is stored once, normalized, at the
 * effect `Clock`'s now; a new and a known address answer the same, so no caller can tell them apart.
 * Storage through the `EmailCaptureRepository` port.
 */
export class MailingList extends Context.Service<
  MailingList,
  { readonly subscribe: (email: string, source: string | undefined) => Effect.Effect<void, SqlError> }
>()("domain/MailingList") {}

/** `MailingList` over an `EmailCaptureRepository`. */
export const layer = Layer.effect(
  MailingList,
  Effect.gen(function* () {
    const captures = yield* EmailCaptureRepository
    return {
      subscribe: Effect.fn("MailingList.subscribe")(function* (email, source) {
        const now = yield* Clock.currentTimeMillis
        yield* captures.capture(normalizeEmail(email), source, now)
      })
    }
  })
)
