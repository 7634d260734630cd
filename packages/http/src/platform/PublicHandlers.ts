import { computeFiTimeline } from "@fire/domain/FiTimeline"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ok } from "../pipeline/RequestContext.js"

export const layer = HttpApiBuilder.group(Api, "public", (handlers) =>
  handlers.handle("calculator", ({ payload }) => ok(computeFiTimeline(payload)))
)
