import { CaptureSource, EmailAddressInput } from "@fire/domain/EmailAddress"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"

/** `POST /public/email-capture` body. */
export const EmailCapture = Schema.Struct({
  email: EmailAddressInput,
  source: Schema.optionalKey(
    CaptureSource.annotate({ description: "Where the address was captured, e.g. `landing` (1-40 characters)" })
  )
})

/** The one answer to every accepted capture, new or known address alike. */
export const EmailCaptureReceipt = Schema.Struct({
  accepted: Schema.Literal(true),
  message: Schema.String
})

/** `GET /public/stats` data. */
export const PlatformStatsView = Schema.Struct({
  users: Schema.Int.annotate({ description: "Registered users" }),
  cities: Schema.Int.annotate({ description: "Cities in the city catalogue" }),
  cityCountries: Schema.Int.annotate({ description: "Distinct countries of those cities" }),
  taxCountries: Schema.Int.annotate({ description: "Countries the tax calculator supports" }),
  countedAt: Schema.String.annotate({ description: "ISO 8601 date-time the counts were taken (cached up to 60 s)" })
}).annotate({ title: "PlatformStats" })

/** Email capture and platform statistics: public (no authentication, the anonymous limits). */
export class PlatformApi extends HttpApiGroup.make("platform")
  .add(
    HttpApiEndpoint.post("emailCapture", "/public/email-capture", {
      payload: EmailCapture,
      success: Success(EmailCaptureReceipt)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Capture an email address",
        description:
          "Validated (local@domain, at most 254 characters), normalized (trimmed, domain lowercased) and stored once " +
          "(case-insensitively). The answer is the same 200 whether the address was new or known."
      })
    ),
    HttpApiEndpoint.get("stats", "/public/stats", { success: Success(PlatformStatsView) }).annotateMerge(
      OpenApi.annotations({
        summary: "Platform statistics",
        description:
          "Real counts: registered users, catalogue cities and their countries, tax-calculator countries. Cached up " +
          "to 60 s per process. Email subscribers are not disclosed."
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "Public" })) {}
