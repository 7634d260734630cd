import { PortfolioHealthInput, PortfolioHealthResult } from "@fire/domain/PortfolioHealth"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"

/** `POST /portfolio-health` (public, the stricter anonymous limits). */
export class PortfolioHealthApi extends HttpApiGroup.make("portfolioHealth")
  .add(
    HttpApiEndpoint.post("portfolioHealth", "/portfolio-health", {
      payload: PortfolioHealthInput,
      success: Success(PortfolioHealthResult)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Portfolio health score",
        description:
          "A 0-100 score of 1 to 100 submitted holdings from diversification (breadth), concentration and cost, " +
          "with plain-language findings. Nothing is stored. Formulas: docs/finance.md."
      })
    )
  )
  .annotateMerge(OpenApi.annotations({ title: "Public" })) {}
