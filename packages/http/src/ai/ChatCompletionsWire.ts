import { Schema } from "effect"
import type { Prompt, Response } from "effect/ai"

/**
 * The OpenAI Chat Completions wire format (`POST {base}/chat/completions`), the subset any
 * OpenAI-compatible server speaks (OpenAI, llama.cpp's server, Ollama, vLLM, LM Studio...): the
 * request's messages, the answer with its tool calls, and the streamed chunks. Only what the
 * adapter reads is declared; every other field a server sends is ignored.
 */

/** One message of a request. */
export type WireMessage =
  | { readonly role: "system"; readonly content: string }
  | { readonly role: "user"; readonly content: string }
  | {
      readonly role: "assistant"
      readonly content: string | null
      readonly tool_calls?: ReadonlyArray<WireToolCall>
    }
  | { readonly role: "tool"; readonly tool_call_id: string; readonly content: string }

export interface WireToolCall {
  readonly id: string
  readonly type: "function"
  readonly function: { readonly name: string; readonly arguments: string }
}

const ToolCall = Schema.Struct({
  id: Schema.String,
  function: Schema.Struct({ name: Schema.String, arguments: Schema.String })
})

const Usage = Schema.Struct({
  prompt_tokens: Schema.optional(Schema.NullOr(Schema.Int)),
  completion_tokens: Schema.optional(Schema.NullOr(Schema.Int))
})

/** A complete (non-streamed) answer. */
export const Completion = Schema.Struct({
  id: Schema.optional(Schema.String),
  model: Schema.optional(Schema.String),
  choices: Schema.NonEmptyArray(
    Schema.Struct({
      message: Schema.Struct({
        content: Schema.optional(Schema.NullOr(Schema.String)),
        tool_calls: Schema.optional(Schema.NullOr(Schema.Array(ToolCall)))
      }),
      finish_reason: Schema.optional(Schema.NullOr(Schema.String))
    })
  ),
  usage: Schema.optional(Schema.NullOr(Usage))
})
export type Completion = typeof Completion.Type

/** One `data:` chunk of a streamed answer. Tool calls arrive in fragments keyed by `index`. */
export const CompletionChunk = Schema.Struct({
  id: Schema.optional(Schema.String),
  model: Schema.optional(Schema.String),
  choices: Schema.Array(
    Schema.Struct({
      delta: Schema.optional(
        Schema.NullOr(
          Schema.Struct({
            content: Schema.optional(Schema.NullOr(Schema.String)),
            tool_calls: Schema.optional(
              Schema.NullOr(
                Schema.Array(
                  Schema.Struct({
                    index: Schema.Int,
                    id: Schema.optional(Schema.NullOr(Schema.String)),
                    function: Schema.optional(
                      Schema.NullOr(
                        Schema.Struct({
                          name: Schema.optional(Schema.NullOr(Schema.String)),
                          arguments: Schema.optional(Schema.NullOr(Schema.String))
                        })
                      )
                    )
                  })
                )
              )
            )
          })
        )
      ),
      finish_reason: Schema.optional(Schema.NullOr(Schema.String))
    })
  ),
  usage: Schema.optional(Schema.NullOr(Usage))
})
export type CompletionChunk = typeof CompletionChunk.Type

/** The wire's finish reason as effect's. */
export const finishReasonOf = (reason: string | null | undefined): Response.FinishReason => {
  switch (reason) {
    case "stop":
      return "stop"
    case "length":
      return "length"
    case "tool_calls":
    case "function_call":
      return "tool-calls"
    case "content_filter":
      return "content-filter"
    case null:
    case undefined:
      return "unknown"
    default:
      return "other"
  }
}

/** Token counts in effect's encoded form. */
export const usageOf = (usage: typeof Usage.Type | null | undefined) => ({
  inputTokens: usage?.prompt_tokens == null ? {} : { total: usage.prompt_tokens },
  outputTokens: usage?.completion_tokens == null ? {} : { total: usage.completion_tokens }
})

/**
 * A tool call's `arguments` string as parameters: its JSON, or the string itself when it is not
 * JSON, so that the tool's parameter schema refuses it (a malformed call is answered to the model
 * as a failed tool result, never run).
 */
export const parseArguments = (text: string): unknown => {
  try {
    return text.trim() === "" ? {} : JSON.parse(text)
  } catch {
    return text
  }
}

const textOf = (parts: ReadonlyArray<{ readonly type: string; readonly text?: string }>) =>
  parts.flatMap((part) => (part.type === "text" && part.text !== undefined ? [part.text] : [])).join("")

const resultText = (part: Prompt.ToolResultPart) =>
  typeof part.result === "string" ? part.result : JSON.stringify(part.result ?? null)

/**
 * effect's prompt as Chat Completions messages. User text goes out only as `user` content; tool
 * results (already encoded by their tools' schemas) go out as `tool` messages.
 */
export const messagesOf = (prompt: Prompt.Prompt): Array<WireMessage> => {
  const messages: Array<WireMessage> = []
  for (const message of prompt.content) {
    switch (message.role) {
      case "system":
        messages.push({ role: "system", content: message.content })
        break
      case "user":
        messages.push({ role: "user", content: textOf(message.content) })
        break
      case "assistant": {
        const calls = message.content.flatMap((part) =>
          part.type === "tool-call" && !part.providerExecuted
            ? [
                {
                  id: part.id,
                  type: "function" as const,
                  function: {
                    name: part.name,
                    arguments: typeof part.params === "string" ? part.params : JSON.stringify(part.params ?? {})
                  }
                }
              ]
            : []
        )
        const text = textOf(message.content)
        messages.push({
          role: "assistant",
          content: text === "" ? null : text,
          ...(calls.length > 0 ? { tool_calls: calls } : {})
        })
        for (const part of message.content)
          if (part.type === "tool-result")
            messages.push({ role: "tool", tool_call_id: part.id, content: resultText(part) })
        break
      }
      case "tool":
        for (const part of message.content)
          if (part.type === "tool-result")
            messages.push({ role: "tool", tool_call_id: part.id, content: resultText(part) })
        break
    }
  }
  return messages
}
