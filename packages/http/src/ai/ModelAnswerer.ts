import { type CoachProviderName, layerComposedBy } from "@fire/decision/Coach"
import { Asker, citationsOf as coreCitationsOf } from "@fire/decision/CoachToolkit"
import type { Citation } from "@fire/decision/Conversation"
import { answerWithModel, toolbox } from "@fire/decision/ModelCoach"
import type { FiTimelineResult } from "@fire/domain/FiTimeline"
import type { TaxCalculationResult } from "@fire/domain/tax/TaxCalculation"
import { Effect } from "effect"
import { LanguageModel } from "effect/ai"
import type { PlanningExecutionView } from "../decision/SimulationApi.js"
import type { CityComparisonView, RecommendationsView } from "../geo/GeoApi.js"
import type { IndicatorsView } from "../money/IndicatorApi.js"
import { CoachToolkit, type FiTimelineView } from "./CoachTools.js"

/**
 * The coach over a language model (AI_PROVIDER=openai-compatible): `ModelCoach.answerWithModel`
 * with the coach's whole toolkit (CoachTools.ts), each tool run for the asker (`Asker`), over the
 * `LanguageModel` of the configured provider (OpenAiCompatibleModel.ts).
 */

/**
 * The figures a successful result of one of the coach's tools put before the model, as citations
 * (the same kinds and ids as the offline coach's: docs/ai.md).
 */
export const modelCitationsOf = (tool: string, result: unknown): ReadonlyArray<Citation> => {
  switch (tool) {
    case "indicators":
      return (result as typeof IndicatorsView.Type).indicators.map((i) => ({
        kind: "indicator" as const,
        id: i.key,
        value: i.status
      }))
    case "fi_timeline": {
      const view = result as typeof FiTimelineView.Type
      return view.result === null ? [] : [{ kind: "calculation", id: "fi_timeline", value: view.result.yearsToFI }]
    }
    case "calculator":
      return [{ kind: "calculation", id: "calculator", value: (result as FiTimelineResult).yearsToFI }]
    case "compare_cities": {
      const view = result as typeof CityComparisonView.Type
      return view.comparison
        .filter((c) => c.cityId !== view.baseline)
        .map((c) => ({
          kind: "city" as const,
          id: `${view.baseline}..${c.cityId}:monthlySavingVsFirst`,
          value: c.monthlySavingVsFirst
        }))
    }
    case "recommend_cities":
      return (result as typeof RecommendationsView.Type).recommendations.flatMap((r) => [
        { kind: "city" as const, id: `${r.city.id}:savingsPerMonth`, value: r.savingsPerMonth },
        { kind: "city" as const, id: `${r.city.id}:fiYearsGained`, value: r.fiYearsGained }
      ])
    case "calculate_tax": {
      const tax = result as TaxCalculationResult
      return [{ kind: "calculation", id: `calculate_tax:${tax.countryCode}:${tax.taxYear}`, value: tax.totalTax }]
    }
    case "simulate_revision": {
      const run = result as PlanningExecutionView
      return [
        {
          kind: "simulation",
          id: run.receipt.receiptId ?? run.idempotencyKey,
          value: run.result.ok ? run.result.value.successProbability : run.result.error.code
        }
      ]
    }
    default:
      return coreCitationsOf(tool, result)
  }
}

/** The Coach composed by the configured model (needs the LanguageModel and the toolkit's handlers). */
export const layer = (provider: Exclude<CoachProviderName, "offline">) =>
  layerComposedBy(
    provider,
    Effect.gen(function* () {
      const model = yield* LanguageModel.LanguageModel
      const tools = toolbox(yield* CoachToolkit, modelCitationsOf)
      return (user, question, history) =>
        answerWithModel(tools, { question: question.message, history, stream: question.stream === true }).pipe(
          Effect.tap((answer) =>
            answer.guarded ? Effect.logWarning("coach answer withheld by the output guard") : Effect.void
          ),
          Effect.provideService(LanguageModel.LanguageModel, model),
          Effect.provideService(Asker, user)
        )
    })
  )
