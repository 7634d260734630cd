import { Asker, CoachToolkitLayer } from "@fire/decision/CoachToolkit"
import { ReceiptRepository } from "@fire/decision/ReceiptRepository"
import { toProfile } from "@fire/domain/User"
import { computeFiTimeline } from "@fire/domain/FiTimeline"
import { GeoQueries } from "@fire/domain/geo/GeoQueries"
import { IndicatorReport } from "@fire/domain/money/IndicatorReport"
import { fiBasis } from "@fire/domain/RecommendationFi"
import { calculateTaxFromCatalog } from "@fire/domain/tax/TaxCatalog"
import { Clock, Context, Effect, Layer, Option, Result } from "effect"
import type { EndpointFamily } from "@fire/domain/RateLimitPolicy"
import { randomUUID } from "node:crypto"
import type { ApiError } from "../pipeline/Errors.js"
import { receiptReadView } from "../decision/ReceiptReadView.js"
import { RetirementSimulations } from "@fire/decision/RetirementSimulation"
import { simulationApiError } from "../decision/SimulationRefusals.js"

import { CoachToolRefusal, PlannerToolkit } from "./CoachTools.js"

/** Defaults of `simulate_revision` for the fields a caller may leave out (spec 4.6 requires them all). */
export const SIMULATION_DEFAULTS = {
  seed: "coach",
  pathCount: 1000,
  horizonYears: 30,
  stressScenarioId: "baseline",
  targetSuccessProbability: 0.9
} as const

const notFound = (message: string) => new CoachToolRefusal({ reason: "NotFound", message })
const invalid = (message: string) => new CoachToolRefusal({ reason: "Invalid", message })

/**
 * The endpoint families' own limits (spec 8: tax calculations and recommendations per hour) for
 * tool calls that reach those figures through another door than the family's route. Provided by
 * the MCP HTTP transport, whose request was counted once against the caller's request limits and
 * whose calculate_tax call must also count as the tax calculation it is; absent, nothing is
 * counted (the coach's chat is charged to the AI quota; stdio runs on the key owner's machine).
 */
export class ToolCallLimits extends Context.Service<
  ToolCallLimits,
  { readonly admit: (family: Exclude<EndpointFamily, "none">) => Effect.Effect<void, CoachToolRefusal> }
>()("fire/http/ToolCallLimits") {}

const admitted = (family: Exclude<EndpointFamily, "none">) =>
  Effect.flatMap(Effect.serviceOption(ToolCallLimits), (limits) =>
    Option.isSome(limits) ? limits.value.admit(family) : Effect.void
  )

/** A use case's refusal as the tool's: 404 is not-found, a 4xx is invalid; anything else is a defect. */
const refusalOf = (error: ApiError) =>
  error.code === "NOT_FOUND"
    ? Effect.fail(notFound(error.message ?? "Not found"))
    : error.code === "VALIDATION_ERROR" || error.code === "MISSING_FIELD" || error.code === "CONFLICT"
      ? Effect.fail(
          invalid(
            [error.message, ...(error.details ?? []).map((d) => `${d.path}: ${d.message}`)]
              .filter((m) => m !== undefined && m !== "")
              .join("; ") || error.error
          )
        )
      : Effect.die(error)

/**
 * The tools' handlers: each reads the `Asker` and calls the same domain functions and use
 * cases as the endpoint it names, with the endpoint's owner scoping. Database failures are defects
 * here (an MCP client gets an internal tool error; the coach's request fails as the API does).
 */
const plannerLayer = PlannerToolkit.toLayer(
  Effect.gen(function* () {
    const report = yield* IndicatorReport
    const geo = yield* GeoQueries
    const receipts = yield* ReceiptRepository
    const simulations = yield* RetirementSimulations
    const year = Effect.map(Clock.currentTimeMillis, (now) => new Date(now).getUTCFullYear())

    return PlannerToolkit.of({
      profile: () => Effect.map(Asker, toProfile),
      indicators: ({ portfolioId, citySlugs }) =>
        Effect.gen(function* () {
          const user = yield* Asker
          const slugs = citySlugs ?? []
          if (new Set(slugs).size !== slugs.length) return yield* invalid("Each city may appear only once")
          const indicators = yield* report.compute(user, { portfolioId, citySlugs: slugs })
          return {
            portfolioId: portfolioId ?? null,
            citySlugs: [...slugs],
            indicators: indicators.map((i) => ({ ...i, value: i.value as Record<string, unknown> }))
          }
        }).pipe(
          Effect.catchTags({
            PortfolioNotOwned: () => Effect.fail(notFound("No such portfolio of yours")),
            UnknownCities: (e) => Effect.fail(notFound(`No city with id ${e.slugs.join(", ")}`)),
            SqlError: Effect.die
          })
        ),
      fi_timeline: () =>
        Effect.gen(function* () {
          const user = yield* Asker
          const basis = fiBasis(user.profile, yield* year)
          if (basis._tag === "Incomplete") return { available: false, missing: basis.reason, input: null, result: null }
          const input = {
            currentAge: basis.age,
            annualIncome: basis.annualIncome,
            annualExpenses: basis.annualExpenses,
            currentSavings: basis.currentSavings,
            currency: basis.currency
          }
          return { available: true, missing: null, input, result: computeFiTimeline(input) }
        }),
      compare_cities: ({ cities: slugs }) =>
        geo.compare(slugs).pipe(
          Effect.catchTags({
            InvalidComparedCities: (e) => Effect.fail(invalid(e.message)),
            CityNotFound: (e) => Effect.fail(notFound(e.message)),
            SqlError: Effect.die
          })
        ),
      recommend_cities: (parameters) =>
        Effect.gen(function* () {
          yield* admitted("geo-recommendations")
          const user = yield* Asker
          return yield* geo.recommend(user.profile, parameters)
        }).pipe(
          Effect.catchTags({
            UnknownPreferenceTags: (e) => Effect.fail(invalid(e.message)),
            NoRecommendationReference: () =>
              Effect.fail(
                invalid(
                  "budget is required when the profile has no currentCitySlug of the catalogue (monthly budget in USD, > 0)"
                )
              ),
            SqlError: Effect.die
          })
        ),
      calculate_tax: (input) =>
        Effect.flatMap(admitted("tax-calculate"), () => {
          const result = calculateTaxFromCatalog(input)
          return Result.isSuccess(result)
            ? Effect.succeed(result.success)
            : Effect.fail(invalid(result.failure.message))
        }),
      simulate_revision: ({ scenarioId, idempotencyKey, ...request }) =>
        Effect.gen(function* () {
          const user = yield* Asker
          return yield* simulations.simulate({
            owner: user.id,
            scenarioId,
            idempotencyKey: idempotencyKey ?? randomUUID(),
            payload: { ...SIMULATION_DEFAULTS, ...request }
          })
        }).pipe(Effect.mapError(simulationApiError), Effect.catch(refusalOf)),
      calculator: (input) => Effect.succeed(computeFiTimeline(input)),
      read_receipt: ({ scenarioId, receiptId }) =>
        Effect.gen(function* () {
          const user = yield* Asker
          const found = yield* receipts.findReceipt(user.id, scenarioId, receiptId)
          if (Option.isNone(found)) return yield* notFound("No such receipt")
          return receiptReadView(found.value)
        }).pipe(Effect.catchTag("SqlError", Effect.die))
    })
  })
)

/** The handlers of every planner tool: those defined here and decision/CoachToolkit.ts's. */
export const layer = Layer.merge(plannerLayer, CoachToolkitLayer)
