import { Asker, CoachToolkit as CoreCoachToolkit } from "@fire/decision/CoachToolkit"
import { CitySlug } from "@fire/domain/City"
import { FiTimelineInput, FiTimelineResult } from "@fire/domain/FiTimeline"
import { TaxCalculationInput, TaxCalculationResult } from "@fire/domain/tax/TaxCalculation"
import { UserProfile } from "@fire/domain/UserProfile"
import { Schema } from "effect"
import { Tool, Toolkit } from "effect/ai"
import { ReceiptReadView } from "../decision/DecisionActionsApi.js"
import { CityComparisonView, RecommendationsRequest, RecommendationsView } from "../geo/GeoApi.js"
import { IndicatorsView } from "../money/IndicatorApi.js"
import { PlanningExecutionView, RetirementSimulationRequest } from "../decision/SimulationApi.js"

/**
 * The planner's tools, defined once as effect/ai `Tool`s: the coach's toolkit (the offline coach
 * calls them; `fi_score`, `latest_receipts` and `receipt` are decision/CoachToolkit.ts's, which a
 * language model also gets) and the MCP toolkit (`fire mcp`, `/api/v1/mcp`) are selections of
 * these. Every tool runs for the `Asker` the driving adapter sets, never for a user named
 * in its arguments; an id of another user's object is refused exactly like an absent one. Success
 * schemas are the API's own response schemas, so a tool's answer is the endpoint's `data`, and
 * `Toolkit.handle` encodes (validates) every result with them before anyone uses it.
 */

/** Why a tool refused: an id that is not the asker's (or absent), or arguments the use case rejects. */
export class CoachToolRefusal extends Schema.TaggedError<CoachToolRefusal>()("CoachToolRefusal", {
  reason: Schema.Literals(["NotFound", "Invalid", "RateLimited"]),
  message: Schema.String
}) {}

const Uuid = Schema.String.check(Schema.isUUID())

const common = {
  failure: CoachToolRefusal,
  // A refusal is an answer the caller (a model, an MCP client) can read, not a failure of the exchange.
  failureMode: "return" as const,
  dependencies: [Asker] as [typeof Asker]
}

export const ProfileTool = Tool.make("profile", {
  description: "The asking user's profile: account, subscription and planning fields (GET /user/profile)",
  success: UserProfile,
  ...common
})

export const IndicatorsTool = Tool.make("indicators", {
  description:
    "The five portfolio indicators: fire-coverage, currency-exposure, dividend-income, diversification, " +
    "fee-tax-drag (GET /indicators), optionally for one of the user's portfolios and up to 3 focused cities",
  parameters: Schema.Struct({
    portfolioId: Schema.optionalKey(Uuid.annotate({ description: "One of the user's portfolios" })),
    citySlugs: Schema.optionalKey(Schema.Array(CitySlug).check(Schema.isMaxLength(3)))
  }),
  success: IndicatorsView,
  ...common
})

/** The FI timeline of the user's profile, or why the profile cannot give one. */
export const FiTimelineView = Schema.Struct({
  available: Schema.Boolean,
  missing: Schema.NullOr(Schema.String).annotate({ description: "What the profile lacks when not available" }),
  input: Schema.NullOr(FiTimelineInput).annotate({ description: "The calculator input read from the profile" }),
  result: Schema.NullOr(FiTimelineResult).annotate({ description: "POST /calculator's answer for `input`" })
})

export const FiTimelineTool = Tool.make("fi_timeline", {
  description:
    "Years and age to FI from the profile's income, expenses and savings (the FI timeline calculator on the " +
    "profile's figures, in its base currency)",
  success: FiTimelineView,
  ...common
})

export const CompareCitiesTool = Tool.make("compare_cities", {
  description:
    "Cost of living of 2 to 5 cities against the first, EUR per month and per year (GET /geo/compare?cities=...)",
  parameters: Schema.Struct({
    cities: Schema.Array(CitySlug).check(Schema.isMinLength(2), Schema.isMaxLength(5)).annotate({
      description: "City slugs, the first is the baseline, e.g. ['lisbon', 'porto']"
    })
  }),
  success: CityComparisonView,
  ...common
})

export const RecommendCitiesTool = Tool.make("recommend_cities", {
  description:
    "Cities ranked for the user's budget and preferences, with monthly savings and FI years gained " +
    "(GET /geo/recommendations)",
  parameters: RecommendationsRequest,
  success: RecommendationsView,
  ...common
})

export const CalculateTaxTool = Tool.make("calculate_tax", {
  description: "Income and capital tax for a country, year and residence status (POST /tax/calculate)",
  parameters: TaxCalculationInput,
  success: TaxCalculationResult,
  ...common
})

export const SimulateRevisionTool = Tool.make("simulate_revision", {
  description:
    "The governed retirement simulation of one of the user's stored scenario revisions (POST " +
    "/fire-decision/scenarios/{scenarioId}/retirement-simulation): stored with its receipt when receipt-grade",
  parameters: Schema.Struct({
    scenarioId: Uuid,
    revisionId: RetirementSimulationRequest.fields.revisionId,
    seed: Schema.optionalKey(RetirementSimulationRequest.fields.seed),
    pathCount: Schema.optionalKey(RetirementSimulationRequest.fields.pathCount),
    horizonYears: Schema.optionalKey(RetirementSimulationRequest.fields.horizonYears),
    stressScenarioId: Schema.optionalKey(RetirementSimulationRequest.fields.stressScenarioId),
    targetSuccessProbability: Schema.optionalKey(RetirementSimulationRequest.fields.targetSuccessProbability),
    idempotencyKey: Schema.optionalKey(
      Uuid.annotate({ description: "Replays the stored execution when repeated (default: a new one)" })
    )
  }),
  success: PlanningExecutionView,
  ...common
})

export const CalculatorTool = Tool.make("calculator", {
  description: "The public FI timeline calculator (POST /calculator): FI number, years and age to FI, variants",
  parameters: FiTimelineInput,
  success: FiTimelineResult,
  ...common
})

export const ReadReceiptTool = Tool.make("read_receipt", {
  description:
    "One of the user's receipts, evaluation or simulation (GET /fire-decision/scenarios/{scenarioId}/receipts/{receiptId})",
  parameters: Schema.Struct({ scenarioId: Uuid, receiptId: Uuid }),
  success: ReceiptReadView,
  ...common
})

/** The tools defined here (their handlers: CoachToolHandlers.ts). */
export const PlannerToolkit = Toolkit.make(
  ProfileTool,
  IndicatorsTool,
  FiTimelineTool,
  CompareCitiesTool,
  RecommendCitiesTool,
  CalculateTaxTool,
  SimulateRevisionTool,
  CalculatorTool,
  ReadReceiptTool
)

/** The coach's tools: what it may read (and simulate) to answer the asking user. */
export const CoachToolkit = Toolkit.merge(
  CoreCoachToolkit,
  Toolkit.make(
    ProfileTool,
    IndicatorsTool,
    FiTimelineTool,
    CompareCitiesTool,
    RecommendCitiesTool,
    CalculateTaxTool,
    SimulateRevisionTool,
    CalculatorTool
  )
)

/** The tools served over MCP ("tool connections", spec 5.4). */
export const McpToolkit = Toolkit.make(
  CalculatorTool,
  SimulateRevisionTool,
  CompareCitiesTool,
  CalculateTaxTool,
  ReadReceiptTool
)
