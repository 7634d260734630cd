import { TaxCalculationInput, TaxCalculationResult, TaxCountry } from "@fire/domain/tax/TaxCalculation"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** The tax countries list: public, like the city data it goes with. */
export class TaxCountriesApi extends HttpApiGroup.make("taxCountries")
  .add(
    HttpApiEndpoint.get("countries", "/tax/countries", { success: Success(Schema.Array(TaxCountry)) }).annotateMerge(
      OpenApi.annotations({
        summary: "Countries the tax calculator supports",
        description:
          "Each with its tax years (in `taxYearPeriods`: the authority's label such as `2025-26`, and the period " +
          "of income the year covers), rule-set ids, residence and filing statuses, subdivisions and special " +
          "regimes (with their conditions). Public."
      })
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Tax",
      description: "Income tax by country and year, with the sources of the figures"
    })
  ) {}

/** The tax calculator (spec 5.7: authenticated; 50 an hour per user, spec 8). */
export class TaxApi extends HttpApiGroup.make("tax")
  .add(
    HttpApiEndpoint.post("calculate", "/tax/calculate", {
      payload: TaxCalculationInput,
      success: Success(TaxCalculationResult)
    }).annotateMerge(
      OpenApi.annotations({
        summary: "Calculate tax",
        description:
          "For a country and tax year, income by kind and residence status: the tax by component (income tax " +
          "bracket by bracket, capital gains, dividend and interest tax, social contributions), effective and " +
          "marginal rates, the tax year's label and period, the rule-set id and the evidence facts used. Each " +
          "income kind is 0 or 0.01 to 1e11, and all kinds together at most 1e11 (refused at the field that " +
          "passes it). An unsupported country, year, status or subdivision is a 400 listing the valid values. " +
          "Limited to 50 an hour."
      })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "Tax" })) {}
