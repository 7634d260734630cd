import type { TaxCalculationError } from "@fire/domain/tax/TaxCalculation"
import { calculateTaxFromCatalog, taxCountries } from "@fire/domain/tax/TaxCatalog"
import { Effect, Layer, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "../Api.js"
import { ApiErrors } from "../pipeline/Errors.js"
import { ok } from "../pipeline/RequestContext.js"

/** The request field each calculator refusal is about: an unsupported value is invalid input (400). */
const fieldOf: Record<TaxCalculationError["reason"], string> = {
  UnsupportedCountry: "body.countryCode",
  UnsupportedTaxYear: "body.taxYear",
  UnsupportedResidenceStatus: "body.residenceStatus",
  UnsupportedFilingStatus: "body.filingStatus",
  UnsupportedSubdivision: "body.subdivision"
}

/** Computed once: the catalogue is static data shipped with the build. */
const countries = taxCountries()

const countriesLayer = HttpApiBuilder.group(Api, "taxCountries", (handlers) =>
  handlers.handle("countries", () => ok(countries))
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
