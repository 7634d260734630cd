import { AiQuota } from "@fire/domain/AiQuota"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../api/Api.js"
import { toApiError } from "../api/Errors.js"
import { CurrentUser } from "../api/Security.js"
import { ok } from "./RequestContext.js"

export const layer = HttpApiBuilder.group(
  Api,
  "ai",
  Effect.fn(function* (handlers) {
    const quota = yield* AiQuota
    return handlers.handle("usage", () =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        return yield* ok(yield* quota.usage(user))
      }).pipe(Effect.mapError(toApiError))
    )
  })
)
