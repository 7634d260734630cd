import { AiQuota, type AiQuotaExceeded } from "@fire/domain/AiQuota"
import type { User } from "@fire/domain/User"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { RECEIPTS_READ } from "./CoachToolkit.js"
import {
  type ChatMessage,
  type Citation,
  type Conversation,
  ConversationNotFound,
  ConversationRepository,
  type ConversationSummary
} from "./Conversation.js"
import type { CoachProviderError } from "./ModelCoach.js"
import { educationalDisclaimer } from "./Receipt.js"

/**
 * The AI coach's use cases, for every driving adapter (HTTP today, the CLI and MCP later). The
 * coach answers only from figures its tools fetch for the asking user (never ids from the
 * question); each tool result is validated by its schema before it is used. Every answer is one
 * charged AI request (AiQuota): refused when a quota is spent, refunded when it fails (a provider
 * that is down, slow or answers malformed output). Two composers: the offline coach over the
 * planner's tools (http/src/ai/OfflineAnswerer.ts, the default) and a language model with the
 * coach's toolkit (http/src/ai/ModelAnswerer.ts over ModelCoach.ts), each given to `layerComposedBy`.
 */

export { RECEIPTS_READ }

/** Who composes the answers. */
export type CoachProviderName = "offline" | "openai-compatible"

/** A question to the coach, with the ids the caller chose for what it stores. */
export interface Question {
  readonly message: string
  /** Continue this conversation of the asker; absent: start one under `ids.conversation`. */
  readonly conversationId: string | undefined
  readonly ids: { readonly conversation: string; readonly question: string; readonly answer: string }
  /** Read the model's answer as a stream (the client asked for server-sent events). */
  readonly stream?: boolean
}

/** The coach's answer as stored and returned. */
export interface ChatExchange {
  readonly conversationId: string
  readonly reply: ChatMessage
  /** The tools that ran, in order. */
  readonly tools: ReadonlyArray<string>
  readonly provider: CoachProviderName
  readonly disclaimer: typeof educationalDisclaimer
}

export class Coach extends Context.Service<
  Coach,
  {
    readonly ask: (
      user: User,
      question: Question
    ) => Effect.Effect<ChatExchange, AiQuotaExceeded | ConversationNotFound | CoachProviderError | SqlError>
    readonly conversations: (
      user: User,
      page: { readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<ConversationSummary>; readonly total: number }, SqlError>
    readonly conversation: (user: User, id: string) => Effect.Effect<Conversation, ConversationNotFound | SqlError>
    readonly deleteConversation: (user: User, id: string) => Effect.Effect<void, ConversationNotFound | SqlError>
  }
>()("decision/Coach") {}

const TITLE_LENGTH = 80

/** An answer as a composer gives it. */
export interface Composed {
  readonly content: string
  readonly citations: ReadonlyArray<Citation>
  readonly tools: ReadonlyArray<string>
}

/** Composes the answer to a question of `user`, given the conversation so far. */
export type Composer = (
  user: User,
  question: Question,
  history: ReadonlyArray<ChatMessage>
) => Effect.Effect<Composed, CoachProviderError | SqlError>

const make = (provider: CoachProviderName, compose: Composer) =>
  Effect.gen(function* () {
    const quota = yield* AiQuota
    const conversations = yield* ConversationRepository

    const owned = (user: User, id: string) =>
      Effect.flatMap(conversations.find(user.id, id), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new ConversationNotFound({ conversationId: id }))
      )

    return Coach.of({
      ask: (user, question) =>
        quota
          .charged(
            user,
            Effect.gen(function* () {
              // A continued conversation must be the asker's before any tool runs.
              const continued =
                question.conversationId === undefined ? undefined : yield* owned(user, question.conversationId)
              const conversationId = continued?.id ?? question.ids.conversation
              const newTitle = continued === undefined ? question.message.slice(0, TITLE_LENGTH) : undefined
              const answer = yield* compose(user, question, continued?.messages ?? [])
              const now = yield* Clock.currentTimeMillis
              const at = new Date(now).toISOString()
              const asked: ChatMessage = {
                id: question.ids.question,
                role: "user",
                content: question.message,
                citations: [],
                createdAt: at
              }
              const reply: ChatMessage = {
                id: question.ids.answer,
                role: "assistant",
                content: answer.content,
                citations: answer.citations,
                createdAt: at
              }
              const appended = yield* conversations.append(user.id, conversationId, newTitle, [asked, reply], now)
              if (!appended) return yield* new ConversationNotFound({ conversationId })
              return { conversationId, reply, tools: answer.tools, provider, disclaimer: educationalDisclaimer }
            })
          )
          .pipe(Effect.withSpan("Coach.ask")),
      conversations: (user, page) => conversations.list(user.id, page),
      conversation: owned,
      deleteConversation: (user, id) =>
        Effect.flatMap(conversations.remove(user.id, id), (removed) =>
          removed ? Effect.void : Effect.fail(new ConversationNotFound({ conversationId: id }))
        )
    })
  })

/**
 * The coach whose answers `composer` composes, e.g. the offline coach over the planner's tools
 * (packages/http/src/ai/OfflineAnswerer.ts, the default).
 */
export const layerComposedBy = <E, R>(provider: CoachProviderName, composer: Effect.Effect<Composer, E, R>) =>
  Layer.effect(
    Coach,
    Effect.flatMap(composer, (compose) => make(provider, compose))
  )
