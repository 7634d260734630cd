import { Effect, Schema, Stream } from "effect"
import { AiError, LanguageModel, Prompt, type Tool, type Toolkit } from "effect/ai"
import { COACH_SYSTEM_PROMPT, GUARDED_ANSWER } from "./CoachPrompt.js"
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

/**
 * The tools a model may call: a toolkit with its handlers, whose handlers need `R` (e.g. the asking
 * user), and how a successful result of each tool is cited.
 */
export interface ModelToolbox<R> {
  // biome-ignore lint/suspicious/noExplicitAny: any toolkit; its handlers' services are `R`
  readonly toolkit: Toolkit.WithHandler<any>
  readonly citationsOf: (tool: string, result: unknown) => ReadonlyArray<Citation>
  /** Only a type witness of `R`. */
  readonly services?: (r: R) => void
}

/** A toolbox over `toolkit`, its handlers needing `Tool.HandlerServices` of its tools. */
export const toolbox = <Tools extends Record<string, Tool.Any>>(
  toolkit: Toolkit.WithHandler<Tools>,
  citationsOf: (tool: string, result: unknown) => ReadonlyArray<Citation>
): ModelToolbox<Tool.HandlerServices<Tools[keyof Tools]>> => ({ toolkit, citationsOf })

type CoachTools = ModelToolbox<unknown>["toolkit"]

// With `disableToolCallResolution` no handler runs inside the model's call: it needs only the
// LanguageModel (the toolkit's handler services are needed by `runCall`).
const generateTurn = (
  prompt: Prompt.Prompt,
  toolkit: CoachTools
): Effect.Effect<Turn, AiError.AiError, LanguageModel.LanguageModel> =>
  Effect.map(
    LanguageModel.generateText({
      prompt,
      toolkit: toolkit as Toolkit.WithHandler<{}>,
      disableToolCallResolution: true,
      toolCallValidation: "deferred"
    }),
    (response): Turn => ({
      text: response.text,
      calls: response.toolCalls.map((c) => ({ id: c.id, name: c.name, params: c.params }))
    })
  )

const streamTurn = (
  prompt: Prompt.Prompt,
  toolkit: CoachTools
): Effect.Effect<Turn, AiError.AiError, LanguageModel.LanguageModel> =>
  Effect.map(
    Stream.runCollect(
      LanguageModel.streamText({
        prompt,
        toolkit: toolkit as Toolkit.WithHandler<{}>,
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
const runCall = <R>(box: ModelToolbox<R>, call: Call) =>
  (
    box.toolkit.handle(call.name, call.params, call.id) as Effect.Effect<
      Stream.Stream<Tool.HandlerResult<Tool.Any>, unknown, R>,
      AiError.AiError,
      R
    >
  ).pipe(
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
            citations: last.value.isFailure ? [] : box.citationsOf(call.name, last.value.result)
          }
    ),
    Effect.catch((error) =>
      Effect.succeed({ isFailure: true, encoded: { error: failureText(error) }, citations: [] as Array<Citation> })
    )
  )

const secretsCache = new WeakMap<object, ReadonlyArray<string>>()
/** What the output guard refuses for `toolkit`: the system prompt and its tools' definitions. */
const secretsFor = (toolkit: CoachTools) => {
  let secrets = secretsCache.get(toolkit)
  if (secrets === undefined) {
    secrets = secretsOf(COACH_SYSTEM_PROMPT, Object.values(toolkit.tools) as ReadonlyArray<Tool.Any>)
    secretsCache.set(toolkit, secrets)
  }
  return secrets
}

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
export const answerWithModel = <R>(
  box: ModelToolbox<R>,
  input: {
    readonly question: string
    readonly history: ReadonlyArray<ChatMessage>
    readonly stream: boolean
  }
): Effect.Effect<ModelAnswer, CoachProviderError, LanguageModel.LanguageModel | R> =>
  Effect.gen(function* () {
    const toolkit = box.toolkit
    const secrets = secretsFor(toolkit)
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
      const results = yield* Effect.forEach(turn.calls, (call) => runCall(box, call))
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
  }).pipe(Effect.withSpan("ModelCoach.answer"))

const dedupe = (citations: ReadonlyArray<Citation>): Array<Citation> => {
  const seen = new Set<string>()
  return citations.filter((c) => {
    const key = `${c.kind}:${c.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
