import { FiTimelineInput, FiTimelineResult } from "@fire/domain/FiTimeline"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"

/** The public area (spec 1): no authentication, stricter rate limits. */
export class PublicApi extends HttpApiGroup.make("public")
  .add(
    HttpApiEndpoint.post("calculator", "/calculator", {
      payload: FiTimelineInput,
      success: Success(FiTimelineResult)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "FI timeline calculator",
        description:
          "FI number for a withdrawal rate, years and age to FI, a year-by-year projection in real terms, and the " +
          "Lean, Fat, Coast and Barista variants. Pure and deterministic; every input bounded."
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "Public", description: "Endpoints that need no authentication" })) {}
