import { ChatMessage, Conversation, ConversationSummary, MAX_MESSAGE_LENGTH } from "@fire/decision/Conversation"
import { Disclaimer } from "@fire/decision/Receipt"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Success, SuccessList } from "../pipeline/Envelope.js"
import { Authenticated } from "../pipeline/Security.js"

/** The caller's AI requests this UTC month. */
export const AiUsageView = Schema.Struct({
  used: Schema.Int.annotate({ description: "AI requests answered this UTC month" }),
  limit: Schema.Int.annotate({ description: "Monthly AI request limit of the tier in force (starter 50, pro 500)" }),
  remaining: Schema.Int.annotate({ description: "`limit - used`, never below 0" }),
  resetDate: Schema.String.annotate({ description: "ISO 8601: the first instant of the next UTC month" })
}).annotate({ title: "AiUsage" })

/** The body of `POST /ai/chat`. */
export const ChatRequest = Schema.Struct({
  message: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_MESSAGE_LENGTH)).annotate({
    description: `Your question, 1 to ${MAX_MESSAGE_LENGTH} characters; treated as data, never as instructions`
  }),
  conversationId: Schema.optionalKey(
    Schema.String.check(Schema.isUUID()).annotate({ description: "Continue one of your conversations" })
  )
})

/** The answer of `POST /ai/chat`. */
export const ChatAnswer = Schema.Struct({
  conversationId: Schema.String.annotate({ description: "UUID of the conversation the exchange was stored in" }),
  message: ChatMessage,
  tools: Schema.Array(Schema.String).annotate({ description: "The tools that fetched the figures, in order" }),
  provider: Schema.Literals(["offline", "openai-compatible"]).annotate({
    description: "Who composed the answer: the offline coach, or the configured language-model provider (AI_PROVIDER)"
  }),
  disclaimer: Disclaimer
}).annotate({ title: "ChatAnswer" })

const ConversationIdParam = { conversationId: Schema.String.check(Schema.isUUID()) }

/** The AI area: the coach, its conversations and its usage report. */
export class AiApi extends HttpApiGroup.make("ai")
  .add(
    HttpApiEndpoint.get("usage", "/ai/usage", { success: Success(AiUsageView) }).annotateMerge(
      OpenApi.annotations({
        summary: "Your AI usage this month",
        description:
          "Answered coach requests this UTC month against the tier's monthly quota. Reading it is free: only " +
          "answered chat requests count, against both the monthly quota and the daily cap (starter 5, pro 500 a " +
          "UTC day). Quotas: docs/ai.md."
      })
    ),
    HttpApiEndpoint.post("chat", "/ai/chat", { payload: ChatRequest, success: Success(ChatAnswer) }).annotateMerge(
      OpenApi.annotations({
        summary: "Ask the coach",
        description:
          "An answer about your own plan, composed only from figures the API computes for you (FI score and its " +
          "components, your latest evaluation receipts), each listed in `message.citations` with its value. " +
          "With `Accept: text/event-stream` the answer streams as server-sent events (`delta` events, then one " +
          "`done` event carrying this same `data`). One answered request counts against the monthly quota and " +
          "the daily cap; over either: 429 `RATE_LIMITED` with `Retry-After`. Another user's `conversationId` " +
          "is 404. Details: docs/ai.md."
      })
    ),
    HttpApiEndpoint.get("conversations", "/ai/conversations", {
      query: {
        limit: Schema.optionalKey(
          Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })).annotate({
            description: "1 to 100, default 20"
          })
        ),
        offset: Schema.optionalKey(
          Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })).annotate({ description: "Default 0" })
        )
      },
      success: SuccessList(ConversationSummary)
    }).annotateMerge(
      OpenApi.annotations({ summary: "Your conversations", description: "Most recently updated first" })
    ),
    HttpApiEndpoint.get("conversation", "/ai/conversations/:conversationId", {
      params: ConversationIdParam,
      success: Success(Conversation)
    }).annotateMerge(
      OpenApi.annotations({ summary: "One conversation", description: "Its messages oldest first; not yours: 404" })
    ),
    HttpApiEndpoint.delete("deleteConversation", "/ai/conversations/:conversationId", {
      params: ConversationIdParam,
      success: Success(Schema.Struct({ id: Schema.String }))
    }).annotateMerge(
      OpenApi.annotations({ summary: "Delete a conversation", description: "With its messages; not yours: 404" })
    )
  )
  .middleware(Authenticated)
  .annotateMerge(OpenApi.annotations({ title: "AI", description: "The AI coach and its usage" })) {}
