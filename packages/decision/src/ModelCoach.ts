import { Effect, Schema, Stream } from "effect"
import { AiError, LanguageModel, Prompt, type Toolkit } from "effect/ai"
import { COACH_SYSTEM_PROMPT, GUARDED_ANSWER } from "./CoachPrompt.js"
import { CoachToolkit, citationsOf } from "./CoachToolkit.js"
import type { ChatMessage, Citation } from "./Conversation.js"
import { leaks, secretsOf } from "./OutputGuard.js"

/**
 * The coach over a language model: the system prompt, the conversation so far and the question
 * (as user-role content only) go to the model with the coach's toolkit; each tool call the model
 * makes is decoded by the tool's parameter schema and run for the asker only (a malformed call or
 * an unknown tool is answered to the model as a failed tool result, never run); each result is
 * encoded by the tool's schema before the model sees it. The final text passes the output guard.
 */

/** The most rounds of tool calls one answer may take before the model must answer. */
export const MAX_TOOL_ROUNDS = 4

/** The most earlier messages of the conversation sent with a question. */
export const HISTORY_SENT = 10

/** The provider failed to give a usable answer; the request is refunded. */
export class CoachProviderError extends Schema.TaggedError<CoachProviderError>()("CoachProviderError", {
  reason: Schema.Literals(["Unavailable", "Timeout", "MalformedOutput", "TooManyToolRounds"]),
  message: Schema.String
}) {}

/** A composed answer: text, the figures it used and the tools that ran. */
export interface ModelAnswer {
  readonly content: string
  readonly citations: ReadonlyArray<Citation>
  readonly tools: ReadonlyArray<string>
  /** Whether the output guard replaced the model's text. */
  readonly guarded: boolean
}

interface Call {
  readonly id: string
  readonly name: string
  readonly params: unknown
}

interface Turn {
  readonly text: string
  readonly calls: ReadonlyArray<Call>
}

const providerError = (error: AiError.AiError): CoachProviderError => {
  const reason = error.reason
  switch (reason._tag) {
    case "InvalidOutputError":
    case "InvalidResponseError":
    case "StructuredOutputError":
      return new CoachProviderError({ reason: "MalformedOutput", message: reason.message })
    case "NetworkError":
      return new CoachProviderError({
        reason: reason.description?.startsWith("No answer within") === true ? "Timeout" : "Unavailable",
        message: reason.description ?? reason.reason
      })
    default:
      return new CoachProviderError({ reason: "Unavailable", message: `${reason._tag}: ${reason.message}` })
  }
}

export type CoachTools = Toolkit.WithHandler<(typeof CoachToolkit)["tools"]>

const generateTurn = (prompt: Prompt.Prompt, toolkit: CoachTools) =>
  Effect.map(
    LanguageModel.generateText({
      prompt,
      toolkit,
      disableToolCallResolution: true,
      toolCallValidation: "deferred"
    }),
    (response): Turn => ({
      text: response.text,
      calls: response.toolCalls.map((c) => ({ id: c.id, name: c.name, params: c.params }))
    })
  )

const streamTurn = (prompt: Prompt.Prompt, toolkit: CoachTools) =>
  Effect.map(
    Stream.runCollect(
      LanguageModel.streamText({
        prompt,
        toolkit,
        disableToolCallResolution: true,
        toolCallValidation: "deferred"
      })
    ),
    (parts): Turn => ({
      text: parts.flatMap((p) => (p.type === "text-delta" ? [p.delta] : [])).join(""),
      calls: parts.flatMap((p) => (p.type === "tool-call" ? [{ id: p.id, name: p.name, params: p.params }] : []))
    })
  )

const failureText = (error: unknown) => {
  const reason = (error as { reason?: { _tag?: string; description?: string } }).reason
  switch (reason?._tag) {
    case "ToolNotFoundError":
      return "There is no such tool."
    case "ToolParameterValidationError":
      return `The parameters are invalid: ${reason.description ?? ""}`.trim()
    default:
      return "The tool failed; it has no result."
  }
}

/** Runs one tool call for the asker: the encoded result for the model, and its citations. */
const runCall = (toolkit: CoachTools, call: Call) =>
  toolkit.handle(call.name as keyof CoachTools["tools"], call.params as never, call.id).pipe(
    Effect.flatMap((results) => Stream.runLast(Stream.filter(results, (r) => !r.preliminary))),
    Effect.map((last) =>
      last._tag === "None"
        ? { isFailure: true, encoded: { error: "The tool gave no result." }, citations: [] as Array<Citation> }
        : {
            isFailure: last.value.isFailure,
            // A tool's own failure (e.g. not found) is encoded by its schema; the framework's (invalid
            // parameters, a failed handler) is told in one plain sentence.
            encoded: AiError.isAiError(last.value.result)
              ? { error: failureText(last.value.result) }
              : last.value.encodedResult,
            citations: last.value.isFailure ? [] : citationsOf(call.name, last.value.result)
          }
    ),
    Effect.catch((error) =>
      Effect.succeed({ isFailure: true, encoded: { error: failureText(error) }, citations: [] as Array<Citation> })
    )
  )

const secrets = secretsOf(COACH_SYSTEM_PROMPT, Object.values(CoachToolkit.tools))

/** The messages of a conversation so far, in model roles (user text stays user content). */
const historyMessages = (history: ReadonlyArray<ChatMessage>) =>
  history
    .slice(-HISTORY_SENT)
    .map((m) =>
      m.role === "user"
        ? Prompt.userMessage({ content: [Prompt.textPart({ text: m.content })] })
        : Prompt.assistantMessage({ content: [Prompt.textPart({ text: m.content })] })
    )

/**
 * The model's answer to `question` for the `Asker`, after at most `MAX_TOOL_ROUNDS` rounds of
 * tool calls. `stream`: read the model's answer as a stream (the whole answer is still guarded
 * before anything of it is returned).
 */
export const answerWithModel = Effect.fn("ModelCoach.answer")(function* (
  toolkit: CoachTools,
  input: {
    readonly question: string
    readonly history: ReadonlyArray<ChatMessage>
    readonly stream: boolean
  }
) {
  let prompt = Prompt.fromMessages([
    Prompt.systemMessage({ content: COACH_SYSTEM_PROMPT }),
    ...historyMessages(input.history),
    Prompt.userMessage({ content: [Prompt.textPart({ text: input.question })] })
  ])
  const tools: Array<string> = []
  const citations: Array<Citation> = []
  for (let round = 0; ; round++) {
    const turn: Turn = yield* (input.stream ? streamTurn(prompt, toolkit) : generateTurn(prompt, toolkit)).pipe(
      Effect.mapError(providerError)
    )
    if (turn.calls.length === 0) {
      if (turn.text.trim() === "")
        return yield* new CoachProviderError({ reason: "MalformedOutput", message: "The model gave an empty answer" })
      const guarded = leaks(turn.text, secrets)
      const answer: ModelAnswer = {
        content: guarded ? GUARDED_ANSWER : turn.text,
        citations: guarded ? [] : dedupe(citations),
        tools,
        guarded
      }
      return answer
    }
    if (round === MAX_TOOL_ROUNDS)
      return yield* new CoachProviderError({
        reason: "TooManyToolRounds",
        message: `The model still called tools after ${MAX_TOOL_ROUNDS} rounds`
      })
    const results = yield* Effect.forEach(turn.calls, (call) => runCall(toolkit, call))
    turn.calls.forEach((call, i) => {
      tools.push(call.name)
      citations.push(...results[i]!.citations)
    })
    prompt = Prompt.fromMessages([
      ...prompt.content,
      Prompt.assistantMessage({
        content: [
          ...(turn.text === "" ? [] : [Prompt.textPart({ text: turn.text })]),
          ...turn.calls.map((call) =>
            Prompt.toolCallPart({ id: call.id, name: call.name, params: call.params, providerExecuted: false })
          )
        ]
      }),
      Prompt.toolMessage({
        content: turn.calls.map((call, i) =>
          Prompt.toolResultPart({
            id: call.id,
            name: call.name,
            isFailure: results[i]!.isFailure,
            result: results[i]!.encoded,
            providerExecuted: false
          })
        )
      })
    ])
  }
})

const dedupe = (citations: ReadonlyArray<Citation>): Array<Citation> => {
  const seen = new Set<string>()
  return citations.filter((c) => {
    const key = `${c.kind}:${c.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
