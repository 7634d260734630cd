import { Context, type Effect } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/** Storage of captured email addresses (port). */
export class EmailCaptureRepository extends Context.Service<
  EmailCaptureRepository,
  {
    /**
     * Stores a normalized address once (unique case-insensitively); a known address is left as it
     * was. Answers nothing either way, so no caller can tell the two apart.
     */
    readonly capture: (address: string, source: string | undefined, now: number) => Effect.Effect<void, SqlError>
  }
>()("domain/EmailCaptureRepository") {}
