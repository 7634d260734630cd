import { type TaxCalculationError, TaxCountry } from "@fire/domain/tax/TaxCalculation"
import { calculateTaxFromCatalog, taxCountries } from "@fire/domain/tax/TaxCatalog"
import { Effect, Layer, Result, Schema } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors } from "../pipeline/Errors.js"
import { envelopeResponse } from "../pipeline/EncodedEnvelope.js"
import { meta, ok } from "../pipeline/RequestContext.js"

/** The request field each calculator refusal is about: an unsupported value is invalid input (400). */
const fieldOf: Record<TaxCalculationError["reason"], string> = {
  UnsupportedCountry: "body.countryCode",
  UnsupportedTaxYear: "body.taxYear",
  UnsupportedResidenceStatus: "body.residenceStatus",
  UnsupportedFilingStatus: "body.filingStatus",
  UnsupportedSubdivision: "body.subdivision"
}

/**
 * Computed and encoded once (with the endpoint's schema, as the builder would per request): the
 * catalogue is static data shipped with the build. Each answer splices its own `meta` around it.
 */
const countries = Buffer.from(JSON.stringify(Schema.encodeSync(Schema.Array(TaxCountry))(taxCountries())))

const countriesLayer = HttpApiBuilder.group(Api, "taxCountries", (handlers) =>
  handlers.handle("countries", () => Effect.map(meta, (m) => envelopeResponse(countries, m)))
)

const calculateLayer = HttpApiBuilder.group(Api, "tax", (handlers) =>
  handlers.handle("calculate", ({ payload }) => {
    const result = calculateTaxFromCatalog(payload)
    return Result.isSuccess(result)
      ? ok(result.success)
      : Effect.fail(ApiErrors.validation([{ path: fieldOf[result.failure.reason], message: result.failure.message }]))
  })
)

export const layer = Layer.mergeAll(countriesLayer, calculateLayer)
