import { IndicatorStatus, indicatorKeys } from "@fire/domain/Indicators/Indicator"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a `citySlugs` value breaks the rule of spec 4.2, or undefined when it keeps it. */
export const citySlugsProblem = (text: string): string | undefined => {
  const slugs = text.split(",")
  if (slugs.length > 3) return `Expected 1 to 3 comma-separated city slugs, got ${slugs.length}`
  const bad = slugs.filter((s) => !slugPattern.test(s))
  if (bad.length > 0)
    return `Each slug must be lowercase letters and digits with single hyphens; invalid: ${JSON.stringify(bad[0])}`
  if (new Set(slugs).size !== slugs.length) return "A city slug is repeated"
  return undefined
}

/** `citySlugs` of spec 4.2: 1 to 3 slugs, comma-separated, at most 300 characters. */
export const CitySlugsParam = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(300),
  Schema.makeFilter((s: string) => citySlugsProblem(s) ?? true)
).annotate({
  description:
    "1 to 3 comma-separated city slugs (pattern `[a-z0-9]+(-[a-z0-9]+)*`, no repeats), at most 300 characters; " +
    "modeled in the given order"
})

/** One indicator of spec 2.9. */
export const IndicatorView = Schema.Struct({
  key: Schema.Literals(indicatorKeys),
  status: IndicatorStatus,
  value: Schema.Record(Schema.String, Schema.Unknown).annotate({ description: "Per key: docs/finance.md" }),
  warnings: Schema.Array(Schema.String)
}).annotate({ title: "PortfolioIndicator" })

/** Response data of `GET /indicators`. */
export const IndicatorsView = Schema.Struct({
  portfolioId: Schema.NullOr(Schema.String),
  citySlugs: Schema.Array(Schema.String),
  indicators: Schema.Array(IndicatorView)
})

/** `GET /indicators` (spec 4.2). */
export class IndicatorApi extends HttpApiGroup.make("indicators")
  .add(
    HttpApiEndpoint.get("indicators", "/indicators", {
      query: {
        portfolioId: Schema.optionalKey(
          Schema.String.check(Schema.isUUID()).annotate({
            description: "One of your portfolios; absent: all your holdings. Not yours or unknown: 400"
          })
        ),
        citySlugs: Schema.optionalKey(CitySlugsParam)
      },
      success: Success(IndicatorsView)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "The five portfolio indicators",
        description:
          "fire-coverage, currency-exposure, dividend-income, diversification, fee-tax-drag, in this order, each " +
          "`ok`, `degraded` (warnings name what is missing), `pending` (an input is not there yet) or " +
          "`unavailable`. An unknown portfolio or city is 400 `VALIDATION_ERROR` (`query.portfolioId`, " +
          "`query.citySlugs`). Formulas: docs/finance.md."
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Assets" })) {}
