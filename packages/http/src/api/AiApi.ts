import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "./Envelope.js"
import { Authenticated } from "./Security.js"

/** Spec 2.7: the caller's AI requests this UTC month. */
export const AiUsageView = Schema.Struct({
  used: Schema.Int.annotate({ description: "AI requests answered this UTC month" }),
  limit: Schema.Int.annotate({ description: "Monthly AI request limit of the tier in force (starter 50, pro 500)" }),
  remaining: Schema.Int.annotate({ description: "`limit - used`, never below 0" }),
  resetDate: Schema.String.annotate({ description: "ISO 8601: the first instant of the next UTC month" })
}).annotate({ title: "AiUsage" })

/** The AI area (spec 1, 2.7, 4.9): the coach's usage report. */
export class AiApi extends HttpApiGroup.make("ai")
  .add(
    HttpApiEndpoint.get("usage", "/ai/usage", { success: Success(AiUsageView) }).annotateMerge(
      OpenApi.annotations({
        summary: "Your AI usage this month",
        description:
          "Answered coach requests this UTC month against the tier's monthly quota. Reading it is free: only " +
          "answered chat requests count, against both the monthly quota and the daily cap (starter 5, pro 500 a " +
          "UTC day). Quotas: docs/ai.md."
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "AI", description: "The AI coach and its usage" })) {}
