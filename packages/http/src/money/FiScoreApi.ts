import { FiScoreResult, FiScoreSnapshot } from "@fire/domain/FiScore"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** The FI score and its daily history. */
export class FiScoreApi extends HttpApiGroup.make("fiScore")
  .add(
    HttpApiEndpoint.get("score", "/fi-score", { success: Success(FiScoreResult) }).annotateMerge(
      OpenApi.annotations({
        summary: "Your FI score",
        description:
          "0-100 from savings rate, FI progress, runway, diversification and fee drag, honouring the profile's " +
          "`estimatePolicy` and `derivePassiveFromDividends`. Computing it stores the day's snapshot " +
          "(the first of each UTC day). Formulas: docs/finance.md."
      })
    ),
    HttpApiEndpoint.get("history", "/fi-score/history", {
      query: {
        limit: Schema.optionalKey(
          Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 366 })).annotate({
            description: "1 to 366, default 90"
          })
        ),
        offset: Schema.optionalKey(
          Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })).annotate({ description: "Default 0" })
        )
      },
      success: SuccessList(FiScoreSnapshot)
    }).annotateMerge(
      OpenApi.annotations({ summary: "FI score history", description: "One snapshot per UTC day, newest first" })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(
    OpenApi.annotations({ title: "FI Score", description: "The FI score (0-100) and its daily history" })
  ) {}
