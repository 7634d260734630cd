import type { paths } from "./schema.js"

/**
 * The FIRE Decision shapes the plan and decisions pages use, named once from the generated
 * OpenAPI types (never written by hand).
 */
type Json<T> = T extends { content: { "application/json": infer B } } ? B : never

export type Scenario = Json<paths["/api/v1/fire-decision/scenarios"]["get"]["responses"]["200"]>["data"][number]
export type Revision = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/revisions"]["get"]["responses"]["200"]
>["data"][number]
/** The frozen plan of a revision, as POST .../revisions takes it. */
export type RevisionContent = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/revisions"]["post"]["requestBody"]
>
export type ClaimId = RevisionContent["claims"][number]
export type SimulationRequest = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/retirement-simulation"]["post"]["requestBody"]
>
/** The whole answer of POST .../retirement-simulation, as `fire simulate verify` takes it. */
export type SimulationResponse = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/retirement-simulation"]["post"]["responses"]["200"]
>
export type PlanningExecution = SimulationResponse["data"]
/** The whole answer of POST .../retirement-simulation/solve ("how much could I spend"), as `fire simulate verify` takes it. */
export type SolveResponse = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/retirement-simulation/solve"]["post"]["responses"]["200"]
>
export type SimulationValue = Extract<PlanningExecution["result"], { ok: true }>["value"]
export type DecisionReceipt = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/revisions/{revisionId}/evaluate"]["post"]["responses"]["200"]
>["data"]
export type EvidenceSnapshot = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/receipts/{receiptId}/evidence"]["get"]["responses"]["200"]
>["data"]
export type RankStability = Json<
  paths["/api/v1/fire-decision/scenarios/{scenarioId}/rank-stability"]["post"]["responses"]["200"]
>["data"]

/** Every claim a revision can list, in the order the decision page shows them. */
export const CLAIMS: ReadonlyArray<{ readonly id: ClaimId; readonly label: string }> = [
  { id: "spending.sustainable", label: "Spending is sustainable" },
  { id: "budget.destination_covered", label: "Budget covers the destination" },
  { id: "tax.destination_modeled", label: "Destination tax is modelled" },
  { id: "visa.residence_path", label: "A residence path exists" },
  { id: "fx.exposure_bounded", label: "Currency exposure is bounded" }
]

/** A fresh `Idempotency-Key`: one per action the person takes, so a retry never runs twice. */
export const idempotencyKey = (): string => crypto.randomUUID()
