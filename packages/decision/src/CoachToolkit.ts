import { AssetRepository } from "@fire/domain/Asset"
import { computeFiScore, FiScoreResult } from "@fire/domain/FiScore"
import type { User } from "@fire/domain/User"
import { Context, Effect, Option, Schema } from "effect"
import { AiError, Tool, Toolkit } from "effect/ai"
import type { Citation } from "./Conversation.js"
import { DecisionReceipt } from "./Receipt.js"
import { ReceiptRepository } from "./ReceiptRepository.js"

/**
 * The coach's tools as effect `Tool`s, for a language model: each reads the asking user's own
 * figures (the `Asker` of the request; no tool takes a user id) and its result is encoded by its
 * success schema before the model sees it. An id the model names that is not the asker's is
 * answered as not found, exactly as the API answers it.
 */

/** The user the coach answers, for the duration of one answer. */
export class Asker extends Context.Service<Asker, User>()("decision/Asker") {}

/** How many of the latest evaluation receipts `latest_receipts` reads. */
export const RECEIPTS_READ = 3

/** A tool's answer when what the model asked for is not the asker's (or does not exist). */
export const ToolNotFound = Schema.Struct({
  notFound: Schema.String.annotate({ description: "What was not found for this user" })
})

export const FiScoreTool = Tool.make("fi_score", {
  description: "The user's FI score (0 to 100), its five weighted components and the inputs behind it",
  success: FiScoreResult,
  dependencies: [Asker]
})

export const LatestReceiptsTool = Tool.make("latest_receipts", {
  description: `The user's ${RECEIPTS_READ} latest plan evaluations: readiness, each claim's state and the warnings behind it`,
  success: Schema.Array(DecisionReceipt),
  dependencies: [Asker]
})

export const ReceiptTool = Tool.make("receipt", {
  description: "One evaluation or simulation receipt of the user, by its scenario id and receipt id",
  parameters: Schema.Struct({
    scenarioId: Schema.String.check(Schema.isUUID()),
    receiptId: Schema.String.check(Schema.isUUID())
  }),
  success: DecisionReceipt,
  failure: ToolNotFound,
  failureMode: "return",
  dependencies: [Asker]
})

/** The tools the coach offers a language model. */
export const CoachToolkit = Toolkit.make(FiScoreTool, LatestReceiptsTool, ReceiptTool)

const storeFailed = (tool: string) =>
  new AiError.UnknownError({ description: `The ${tool} tool could not read the store` })

const decodeReceipt = Schema.decodeUnknownOption(DecisionReceipt)

/** The handlers, over the repositories; each reads only the `Asker`'s rows. */
export const CoachToolkitLayer = CoachToolkit.toLayer(
  Effect.gen(function* () {
    const assets = yield* AssetRepository
    const receipts = yield* ReceiptRepository
    return CoachToolkit.of({
      fi_score: () =>
        Effect.gen(function* () {
          const user = yield* Asker
          const holdings = yield* assets.all(user.id).pipe(Effect.mapError(() => storeFailed("fi_score")))
          return computeFiScore(user.profile, holdings)
        }),
      latest_receipts: () =>
        Effect.gen(function* () {
          const user = yield* Asker
          const stored = yield* receipts
            .latest(user.id, "evaluation", RECEIPTS_READ)
            .pipe(Effect.mapError(() => storeFailed("latest_receipts")))
          // A stored body that fails the schema is left out, never shown.
          return stored.flatMap((r) => Option.toArray(decodeReceipt(r.body)))
        }),
      receipt: ({ scenarioId, receiptId }) =>
        Effect.gen(function* () {
          const user = yield* Asker
          const found = yield* receipts
            .findReceipt(user.id, scenarioId, receiptId)
            .pipe(Effect.mapError(() => storeFailed("receipt")))
          const body = Option.flatMap(found, (r) => decodeReceipt(r.body))
          if (Option.isNone(body)) return yield* Effect.fail({ notFound: `receipt ${receiptId}` })
          return body.value
        })
    })
  })
)

/** The figures of an FI score result, as citations. */
export const fiScoreCitations = (fi: FiScoreResult): Array<Citation> => [
  { kind: "fi_score", id: "fi-score", value: fi.score },
  ...Object.entries(fi.components).flatMap(([name, c]) =>
    c.score === null ? [] : [{ kind: "fi_score_component" as const, id: name, value: c.score }]
  )
]

/** A receipt's readiness and each claim that is not ready, as citations. */
export const receiptCitations = (receipt: DecisionReceipt): Array<Citation> => [
  { kind: "receipt", id: receipt.receiptId, value: receipt.readiness },
  ...receipt.claimResults
    .filter((c) => c.state !== "ready")
    .map((c) => ({ kind: "claim" as const, id: `${receipt.receiptId}/${c.claim}`, value: c.state }))
]

/** The figures a successful tool result put before the model, as citations. */
export const citationsOf = (tool: string, result: unknown): Array<Citation> => {
  switch (tool) {
    case "fi_score":
      return fiScoreCitations(result as FiScoreResult)
    case "latest_receipts":
      return (result as ReadonlyArray<DecisionReceipt>).flatMap(receiptCitations)
    case "receipt":
      return receiptCitations(result as DecisionReceipt)
    default:
      return []
  }
}
