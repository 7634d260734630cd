import { Context, type Effect, type Option, Schema } from "effect"
import type { SqlError } from "effect/sql/SqlError"

/**
 * The AI coach's conversations: stored per user, read and deleted only by their owner. A message
 * of the coach lists the figures it used (`citations`), each with the value it was given by the
 * API's own computation, so a client can link it and a test can check it.
 */

/** The largest user message, in characters. */
export const MAX_MESSAGE_LENGTH = 2_000

/**
 * One figure a coach answer used: its kind, its id and value. Ids: a receipt id; a claim
 * `receiptId/claim`; an FI score component's name; an indicator's key; a city slug; a calculation's
 * name (`fi_timeline`, `fi_timeline:expenses-10%`); a simulation's receipt id (else its execution key).
 */
export const Citation = Schema.Struct({
  kind: Schema.Literals([
    "fi_score",
    "fi_score_component",
    "receipt",
    "claim",
    "indicator",
    "city",
    "calculation",
    "simulation"
  ]),
  id: Schema.String,
  value: Schema.NullOr(Schema.Union([Schema.Finite, Schema.String]))
})
export type Citation = typeof Citation.Type

/** One message of a conversation. */
export const ChatMessage = Schema.Struct({
  id: Schema.String.annotate({ description: "UUID" }),
  role: Schema.Literals(["user", "assistant"]),
  content: Schema.String,
  citations: Schema.Array(Citation),
  createdAt: Schema.String.annotate({ description: "ISO 8601 date-time" })
})
export type ChatMessage = typeof ChatMessage.Type

/** A conversation without its messages. */
export const ConversationSummary = Schema.Struct({
  id: Schema.String.annotate({ description: "UUID" }),
  title: Schema.String.annotate({ description: "The start of the first question" }),
  messageCount: Schema.Int,
  createdAt: Schema.String.annotate({ description: "ISO 8601 date-time" }),
  updatedAt: Schema.String.annotate({ description: "ISO 8601 date-time" })
})
export type ConversationSummary = typeof ConversationSummary.Type

/** A conversation with its messages, oldest first. */
export const Conversation = Schema.Struct({ ...ConversationSummary.fields, messages: Schema.Array(ChatMessage) })
export type Conversation = typeof Conversation.Type

/** The owner has no conversation with this id (another user's counts as none). */
export class ConversationNotFound extends Schema.TaggedError<ConversationNotFound>()("ConversationNotFound", {
  conversationId: Schema.String
}) {}

/** Storage of conversations (port). Every method is scoped to the owner. Times are epoch ms. */
export class ConversationRepository extends Context.Service<
  ConversationRepository,
  {
    readonly find: (owner: string, id: string) => Effect.Effect<Option.Option<Conversation>, SqlError>
    /** One page of the owner's conversations, most recently updated first. */
    readonly list: (
      owner: string,
      page: { readonly limit: number; readonly offset: number }
    ) => Effect.Effect<{ readonly items: ReadonlyArray<ConversationSummary>; readonly total: number }, SqlError>
    /**
     * Appends `messages` in order to the owner's conversation `id`, first creating it with `newTitle`
     * when given, all in one transaction; false when `id` is not the owner's (nothing written).
     */
    readonly append: (
      owner: string,
      id: string,
      newTitle: string | undefined,
      messages: ReadonlyArray<ChatMessage>,
      now: number
    ) => Effect.Effect<boolean, SqlError>
    /** Deletes the owner's conversation and its messages; false when there was none. */
    readonly remove: (owner: string, id: string) => Effect.Effect<boolean, SqlError>
  }
>()("decision/ConversationRepository") {}
