import { portfolioHealth } from "@fire/domain/PortfolioHealth"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ok } from "../pipeline/RequestContext.js"

/** `POST /portfolio-health`: the pure score of the submitted holdings; nothing is stored. */
export const layer = HttpApiBuilder.group(Api, "portfolioHealth", (handlers) =>
  handlers.handle("portfolioHealth", ({ payload }) => ok(portfolioHealth(payload)))
)
