import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local server that speaks the OpenAI Chat Completions wire format from recorded exchanges:
 * each request to `POST /v1/chat/completions` is answered by the next scripted reply, and every
 * request (headers and parsed body) is kept for the test to inspect.
 */

/** One message of a recorded request. */
export interface WireMessage {
  readonly role: string
  readonly content: string | null
  readonly tool_calls?: ReadonlyArray<{ id: string; function: { name: string; arguments: string } }>
  readonly tool_call_id?: string
}

export interface RecordedRequest {
  readonly headers: IncomingMessage["headers"]
  readonly body: {
    readonly model: string
    readonly messages: ReadonlyArray<WireMessage>
    readonly tools?: ReadonlyArray<{
      type: string
      function: { name: string; description?: string; parameters: unknown }
    }>
    readonly stream?: boolean
  }
}

/** A scripted reply. */
export type Reply =
  | { readonly kind: "json"; readonly status: number; readonly body: string }
  | { readonly kind: "sse"; readonly chunks: ReadonlyArray<unknown> }
  | { readonly kind: "hang" }

/** A complete answer: text and/or tool calls. */
export const completion = (
  content: string | null,
  toolCalls: ReadonlyArray<{ id: string; name: string; arguments: string }> = []
): Reply => ({
  kind: "json",
  status: 200,
  body: JSON.stringify({
    id: "chatcmpl-recorded",
    object: "chat.completion",
    model: "recorded-model",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content,
          ...(toolCalls.length > 0
            ? {
                tool_calls: toolCalls.map((c) => ({
                  id: c.id,
                  type: "function",
                  function: { name: c.name, arguments: c.arguments }
                }))
              }
            : {})
        },
        finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop"
      }
    ],
    usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 }
  })
})

/** A streamed text answer, one `data:` chunk per piece. */
export const streamedText = (pieces: ReadonlyArray<string>): Reply => ({
  kind: "sse",
  chunks: [
    { id: "chatcmpl-s", model: "recorded-model", choices: [{ index: 0, delta: { role: "assistant", content: "" } }] },
    ...pieces.map((piece) => ({ id: "chatcmpl-s", choices: [{ index: 0, delta: { content: piece } }] })),
    { id: "chatcmpl-s", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] }
  ]
})

/** A streamed tool call whose arguments arrive in `fragments`. */
export const streamedToolCall = (id: string, name: string, fragments: ReadonlyArray<string>): Reply => ({
  kind: "sse",
  chunks: [
    {
      id: "chatcmpl-t",
      model: "recorded-model",
      choices: [
        {
          index: 0,
          delta: {
            role: "assistant",
            tool_calls: [{ index: 0, id, type: "function", function: { name, arguments: "" } }]
          }
        }
      ]
    },
    ...fragments.map((fragment) => ({
      id: "chatcmpl-t",
      choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: fragment } }] } }]
    })),
    { id: "chatcmpl-t", choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] }
  ]
})

export interface ChatCompletionsServer {
  /** The API root to configure as AI_BASE_URL. */
  readonly baseUrl: string
  readonly requests: Array<RecordedRequest>
  /** Queues replies for the next requests, in order. */
  readonly script: (...replies: ReadonlyArray<Reply>) => void
  /** Replies queued and not yet used. */
  readonly pending: () => number
  readonly close: () => Promise<void>
}

export const startChatCompletionsServer = async (): Promise<ChatCompletionsServer> => {
  const requests: Array<RecordedRequest> = []
  const queue: Array<Reply> = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    const body: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => body.push(chunk))
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404).end()
        return
      }
      requests.push({ headers: request.headers, body: JSON.parse(Buffer.concat(body).toString("utf8")) })
      const reply = queue.shift()
      if (reply === undefined) {
        response.writeHead(500, { "content-type": "application/json" }).end('{"error":"no scripted reply"}')
        return
      }
      switch (reply.kind) {
        case "json":
          response.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body)
          return
        case "sse":
          response.writeHead(200, { "content-type": "text/event-stream" })
          for (const chunk of reply.chunks) response.write(`data: ${JSON.stringify(chunk)}\n\n`)
          response.end("data: [DONE]\n\n")
          return
        case "hang":
          hanging.add(response)
          response.on("close", () => hanging.delete(response))
          return
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => {
      queue.push(...replies)
    },
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
