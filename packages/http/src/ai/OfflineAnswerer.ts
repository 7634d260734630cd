import { type Composer, layerComposedBy } from "@fire/decision/Coach"
import { Asker } from "@fire/decision/CoachToolkit"
import { answerOffline, type CoachFigures, topicsOf } from "@fire/decision/OfflineCoach"
import { Effect, Stream } from "effect"
import type { Tool } from "effect/ai"
import { CoachToolkit } from "./CoachTools.js"

/**
 * The offline coach (the default composer of the Coach): the question picks the topics, the coach's tools fetch
 * the figures of those topics for the asking user (each result encoded, hence validated, by its
 * schema in `Toolkit.handle`), and `answerOffline` composes the answer. No network, deterministic.
 */

type Tools = typeof CoachToolkit.tools
type Name = keyof Tools

/** A tool's outcome: its validated result, or its refusal's message. */
type Outcome<N extends Name> =
  | { readonly ok: true; readonly value: Tool.Success<Tools[N]> }
  | { readonly ok: false; readonly message: string }

export const layer = layerComposedBy(
  "offline",
  Effect.gen(function* () {
    const toolkit = yield* CoachToolkit
    const compose: Composer = (user, { message: question }) =>
      Effect.gen(function* () {
        const ran: Array<string> = []
        const call = <N extends Name>(name: N, params: Tool.ParametersEncoded<Tools[N]>) =>
          Effect.gen(function* () {
            ran.push(name)
            const stream = yield* toolkit.handle(name, params)
            const results = yield* Stream.runCollect(stream)
            const last = results[results.length - 1]!
            return (
              last.isFailure
                ? { ok: false, message: (last.result as { message: string }).message }
                : { ok: true, value: last.result as Tool.Success<Tools[N]> }
            ) as Outcome<N>
          })
        const topics = topicsOf(question)
        const fiScore = yield* call("fi_score", {})
        if (!fiScore.ok) return yield* Effect.die(new Error(`fi_score refused: ${fiScore.message}`))
        const figures: { -readonly [K in keyof CoachFigures]: CoachFigures[K] } = {
          fiScore: fiScore.value,
          receipts: []
        }
        if (topics.includes("score")) {
          const timeline = yield* call("fi_timeline", {})
          if (timeline.ok && timeline.value.input !== null && timeline.value.result !== null) {
            const input = timeline.value.input
            const less = yield* call("calculator", { ...input, annualExpenses: input.annualExpenses * 0.9 })
            figures.timeline = {
              currency: input.currency ?? "USD",
              annualExpenses: input.annualExpenses,
              yearsToFi: timeline.value.result.yearsToFI,
              yearsToFiSpendingLess: less.ok ? less.value.yearsToFI : null,
              horizonYears: timeline.value.result.assumptions.maxYears
            }
          } else figures.timeline = timeline.ok ? (timeline.value.missing ?? "unknown") : timeline.message
        }
        if (topics.includes("claims")) {
          const receipts = yield* call("latest_receipts", {})
          figures.receipts = receipts.ok ? receipts.value : []
        }
        if (topics.includes("indicators")) {
          const indicators = yield* call("indicators", {})
          if (indicators.ok) figures.indicators = indicators.value.indicators
        }
        if (topics.includes("cities")) {
          const recommended = yield* call("recommend_cities", { limit: 1 })
          const best = recommended.ok ? recommended.value.recommendations[0] : undefined
          if (!recommended.ok) figures.move = recommended.message
          else if (best === undefined) figures.move = "no city matches your preferences"
          else {
            const from = recommended.value.basis.currentCity
            const compared =
              from === null || from === best.city.id
                ? undefined
                : yield* call("compare_cities", { cities: [from, best.city.id] })
            figures.move = {
              from,
              to: best.city.id,
              toName: best.city.name,
              savingsPerMonth: best.savingsPerMonth,
              fiYearsGained: best.fiYearsGained,
              comparedMonthlySaving:
                compared?.ok === true ? (compared.value.comparison[1]?.monthlySavingVsFirst ?? null) : null
            }
          }
        }
        const answer = answerOffline(question, figures)
        return { ...answer, tools: ran }
      }).pipe(
        Effect.provideService(Asker, user),
        // A tool that cannot run (its parameters or result failed their schema) is a defect of ours.
        Effect.catchTag("AiError", (error) => Effect.die(error))
      )
    return compose
  })
)
