import { Coach, type ChatExchange } from "@fire/decision/Coach"
import { AiQuota } from "@fire/domain/AiQuota"
import { Effect, Stream } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { randomUUID } from "node:crypto"
import { Api } from "../Api.js"
import { ApiErrors, toApiError } from "../pipeline/Errors.js"
import { CurrentUser } from "../pipeline/Security.js"
import { ok, okList } from "../pipeline/RequestContext.js"

/** `data` of a chat answer, in JSON and in the final server-sent event. */
const answerView = (exchange: ChatExchange) => ({
  conversationId: exchange.conversationId,
  message: exchange.reply,
  tools: exchange.tools,
  provider: exchange.provider,
  disclaimer: exchange.disclaimer
})

/** Whether the client asked for server-sent events. */
const wantsEventStream = (accept: string | undefined) => accept !== undefined && /\btext\/event-stream\b/i.test(accept)

const encoder = new TextEncoder()
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

/**
 * The answer as server-sent events: one `delta` per sentence of the text, then `done` with the
 * same envelope the JSON answer has.
 */
const eventStream = (envelope: { readonly data: ReturnType<typeof answerView> }) =>
  HttpServerResponse.stream(
    Stream.fromIterable([
      ...(envelope.data.message.content.match(/[^.!?\n]+[.!?]?\s*|\n+/g) ?? []).map((text) => sse("delta", { text })),
      sse("done", envelope)
    ]),
    { contentType: "text/event-stream", headers: { "cache-control": "no-store" } }
  )

const notFound = () => ApiErrors.notFound("No such conversation")

export const layer = HttpApiBuilder.group(
  Api,
  "ai",
  Effect.fn(function* (handlers) {
    const quota = yield* AiQuota
    const coach = yield* Coach
    return handlers
      .handle("usage", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(yield* quota.usage(user))
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("chat", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const request = yield* HttpServerRequest.HttpServerRequest
          const exchange = yield* coach.ask(user, {
            message: payload.message,
            conversationId: payload.conversationId,
            ids: { conversation: randomUUID(), question: randomUUID(), answer: randomUUID() },
            stream: wantsEventStream(request.headers.accept)
          })
          const envelope = yield* ok(answerView(exchange))
          return wantsEventStream(request.headers.accept) ? eventStream(envelope) : envelope
        }).pipe(
          Effect.catchTag("ConversationNotFound", () => Effect.fail(notFound())),
          Effect.mapError(toApiError)
        )
      )
      .handle("conversations", ({ query }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const page = { limit: query.limit ?? 20, offset: query.offset ?? 0 }
          const found = yield* coach.conversations(user, page)
          return yield* okList(found.items, found.total, page)
        }).pipe(Effect.mapError(toApiError))
      )
      .handle("conversation", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* ok(yield* coach.conversation(user, params.conversationId))
        }).pipe(
          Effect.catchTag("ConversationNotFound", () => Effect.fail(notFound())),
          Effect.mapError(toApiError)
        )
      )
      .handle("deleteConversation", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* coach.deleteConversation(user, params.conversationId)
          return yield* ok({ id: params.conversationId })
        }).pipe(
          Effect.catchTag("ConversationNotFound", () => Effect.fail(notFound())),
          Effect.mapError(toApiError)
        )
      )
  })
)
