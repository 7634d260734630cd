import { Duration, Effect, Layer, Option, type Redacted, Schema, Stream } from "effect"
import { AiError, LanguageModel, type Response, Tool } from "effect/ai"
import * as Sse from "effect/encoding/Sse"
import { HttpClient, HttpClientRequest, type HttpClientResponse } from "effect/http"
import {
  Completion,
  CompletionChunk,
  finishReasonOf,
  messagesOf,
  parseArguments,
  usageOf
} from "./ChatCompletionsWire.js"

/**
 * effect's `LanguageModel` over any OpenAI-compatible Chat Completions server, on effect's
 * `HttpClient`: `POST {baseUrl}/chat/completions` with the prompt's messages and the toolkit's
 * tools (their JSON schemas from the tools' parameter schemas), answered whole or streamed as
 * server-sent `data:` chunks (text deltas and tool-call argument fragments). Tool calls are
 * returned to the caller, never run here. Every exchange is bounded by `timeoutMs`; a transport
 * failure, a timeout, an HTTP error and an answer that is not the wire format are `AiError`s.
 * Written because `@effect/ai-openai-compat` 4.0.0-beta.98 does not load on effect 4.1 (docs/ai.md).
 */

export interface OpenAiCompatibleSettings {
  /** The server's API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  readonly baseUrl: string
  readonly model: string
  /** Sent as a bearer token when present (local servers need none). */
  readonly apiKey: Option.Option<Redacted.Redacted<string>>
  /** The longest one exchange (a whole answer, or a whole stream) may take, ms. */
  readonly timeoutMs: number
}

const MODULE = "OpenAiCompatible"

const fail = (method: string, reason: AiError.AiErrorReason) => AiError.make({ module: MODULE, method, reason })

const malformed = (method: string, description: string) =>
  fail(method, new AiError.InvalidOutputError({ description: `The provider's answer is malformed: ${description}` }))

const timedOut = (method: string, url: string, timeoutMs: number) =>
  fail(
    method,
    new AiError.NetworkError({
      reason: "TransportError",
      method: "POST",
      url,
      description: `No answer within ${timeoutMs} ms`
    })
  )

const toolChoiceOf = (choice: LanguageModel.ProviderOptions["toolChoice"]) => {
  if (typeof choice === "string") return choice
  if ("tool" in choice) return { type: "function", function: { name: choice.tool } }
  return choice.mode === "required" ? "required" : "auto"
}

/** The request body for `options`. */
export const requestBody = (model: string, options: LanguageModel.ProviderOptions, stream: boolean) => {
  const tools = options.tools
    .filter((tool) => !Tool.isProviderDefined(tool))
    .map((tool) => ({
      type: "function",
      function: {
        name: tool.name,
        ...(Tool.getDescription(tool) === undefined ? {} : { description: Tool.getDescription(tool) }),
        parameters: Tool.getJsonSchema(tool)
      }
    }))
  return {
    model,
    messages: messagesOf(options.prompt),
    ...(tools.length > 0 ? { tools, tool_choice: toolChoiceOf(options.toolChoice) } : {}),
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {})
  }
}

/** The answer's parts, in effect's encoded form. */
const partsOf = (completion: Completion): Array<Response.PartEncoded> => {
  const choice = completion.choices[0]
  const parts: Array<Response.PartEncoded> = [
    {
      type: "response-metadata",
      ...(completion.id === undefined ? {} : { id: completion.id }),
      ...(completion.model === undefined ? {} : { modelId: completion.model })
    }
  ]
  const text = choice.message.content ?? ""
  if (text !== "") parts.push({ type: "text", text })
  for (const call of choice.message.tool_calls ?? [])
    parts.push({
      type: "tool-call",
      id: call.id,
      name: call.function.name,
      params: parseArguments(call.function.arguments),
      providerExecuted: false
    })
  parts.push({ type: "finish", reason: finishReasonOf(choice.finish_reason), usage: usageOf(completion.usage) })
  return parts
}

interface PendingCall {
  id: string
  name: string
  arguments: string
  started: boolean
}

/**
 * Turns streamed chunks into effect's stream parts, keeping the state the fragments need: the
 * open text part and each tool call's accumulated arguments (by the chunk's `index`).
 */
const makeChunkFolder = () => {
  let metadataSent = false
  let textOpen = false
  let finish: string | null | undefined
  let usage: CompletionChunk["usage"]
  const calls = new Map<number, PendingCall>()
  return {
    chunk: (chunk: CompletionChunk): Array<Response.StreamPartEncoded> => {
      const parts: Array<Response.StreamPartEncoded> = []
      if (!metadataSent) {
        metadataSent = true
        parts.push({
          type: "response-metadata",
          ...(chunk.id === undefined ? {} : { id: chunk.id }),
          ...(chunk.model === undefined ? {} : { modelId: chunk.model })
        })
      }
      if (chunk.usage != null) usage = chunk.usage
      for (const choice of chunk.choices) {
        if (choice.finish_reason != null) finish = choice.finish_reason
        const delta = choice.delta
        if (delta == null) continue
        if (delta.content != null && delta.content !== "") {
          if (!textOpen) {
            textOpen = true
            parts.push({ type: "text-start", id: "text-0" })
          }
          parts.push({ type: "text-delta", id: "text-0", delta: delta.content })
        }
        for (const fragment of delta.tool_calls ?? []) {
          const call = calls.get(fragment.index) ?? { id: "", name: "", arguments: "", started: false }
          calls.set(fragment.index, call)
          if (fragment.id != null && call.id === "") call.id = fragment.id
          if (fragment.function?.name != null) call.name += fragment.function.name
          if (!call.started && call.name !== "") {
            call.started = true
            if (call.id === "") call.id = `call_${fragment.index}`
            parts.push({ type: "tool-params-start", id: call.id, name: call.name })
            if (call.arguments !== "") parts.push({ type: "tool-params-delta", id: call.id, delta: call.arguments })
          }
          const args = fragment.function?.arguments
          if (args != null && args !== "") {
            call.arguments += args
            if (call.started) parts.push({ type: "tool-params-delta", id: call.id, delta: args })
          }
        }
      }
      return parts
    },
    end: (method: string): Effect.Effect<Array<Response.StreamPartEncoded>, AiError.AiError> => {
      if (!metadataSent) return Effect.fail(malformed(method, "the stream ended before any chunk"))
      const parts: Array<Response.StreamPartEncoded> = []
      if (textOpen) parts.push({ type: "text-end", id: "text-0" })
      for (const [index, call] of [...calls.entries()].sort(([a], [b]) => a - b)) {
        if (call.name === "") return Effect.fail(malformed(method, `tool call ${index} has no function name`))
        parts.push({ type: "tool-params-end", id: call.id })
        parts.push({
          type: "tool-call",
          id: call.id,
          name: call.name,
          params: parseArguments(call.arguments),
          providerExecuted: false
        })
      }
      parts.push({ type: "finish", reason: finishReasonOf(finish), usage: usageOf(usage) })
      return Effect.succeed(parts)
    }
  }
}

const decodeCompletion = Schema.decodeUnknownEffect(Completion)
const decodeChunk = Schema.decodeUnknownEffect(Schema.fromJsonString(CompletionChunk))

/** `LanguageModel` for `settings`, over the `HttpClient` in context. */
export const make = Effect.fnUntraced(function* (settings: OpenAiCompatibleSettings) {
  const client = yield* HttpClient.HttpClient
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`
  const timeout = Duration.millis(settings.timeoutMs)

  const send = (method: string, body: unknown): Effect.Effect<HttpClientResponse.HttpClientResponse, AiError.AiError> =>
    Effect.gen(function* () {
      const request = HttpClientRequest.post(url).pipe(
        HttpClientRequest.acceptJson,
        Option.isSome(settings.apiKey) ? HttpClientRequest.bearerToken(settings.apiKey.value) : (r) => r,
        HttpClientRequest.bodyJsonUnsafe(body)
      )
      const response = yield* client
        .execute(request)
        .pipe(
          Effect.mapError((error) =>
            fail(
              method,
              new AiError.NetworkError({ reason: "TransportError", method: "POST", url, description: error.message })
            )
          )
        )
      if (response.status >= 400) {
        // The body is drained, not shown: a provider's error text is for its operator, not the user.
        yield* Effect.ignore(response.text)
        return yield* fail(
          method,
          AiError.reasonFromHttpStatus({ status: response.status, description: `HTTP ${response.status}` })
        )
      }
      return response
    })

  return yield* LanguageModel.make({
    generateText: (options) =>
      Effect.gen(function* () {
        const response = yield* send("generateText", requestBody(settings.model, options, false))
        const json = yield* response.json.pipe(Effect.mapError(() => malformed("generateText", "the body is not JSON")))
        const completion = yield* decodeCompletion(json).pipe(
          Effect.mapError((error) => malformed("generateText", error.message))
        )
        return partsOf(completion)
      }).pipe(
        Effect.timeoutOrElse({
          duration: timeout,
          orElse: () => Effect.fail(timedOut("generateText", url, settings.timeoutMs))
        })
      ),
    streamText: (options) =>
      Stream.suspend(() => {
        const folder = makeChunkFolder()
        const events = Stream.unwrap(
          Effect.map(send("streamText", requestBody(settings.model, options, true)), (response) => response.stream)
        ).pipe(
          Stream.decodeText(),
          Stream.pipeThroughChannel(Sse.decode()),
          Stream.mapError((error) =>
            AiError.isAiError(error) ? error : malformed("streamText", "the stream is not server-sent events")
          ),
          Stream.takeWhile((event) => event.data.trim() !== "[DONE]"),
          Stream.mapEffect((event) =>
            decodeChunk(event.data).pipe(Effect.mapError((error) => malformed("streamText", error.message)))
          ),
          Stream.flatMap((chunk) => Stream.fromIterable(folder.chunk(chunk)))
        )
        return Stream.concat(
          events,
          Stream.unwrap(
            Effect.map(
              Effect.suspend(() => folder.end("streamText")),
              Stream.fromIterable
            )
          )
        )
      }).pipe(
        Stream.interruptWhen(
          Effect.flatMap(Effect.sleep(timeout), () => Effect.fail(timedOut("streamText", url, settings.timeoutMs)))
        )
      )
  })
})

/** The `LanguageModel` layer for `settings` (needs an `HttpClient`). */
export const layer = (settings: OpenAiCompatibleSettings) => Layer.effect(LanguageModel.LanguageModel, make(settings))
