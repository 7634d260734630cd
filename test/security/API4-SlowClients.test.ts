import { mkdtempSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * OWASP API4:2023 Unrestricted Resource Consumption by slow and numerous connections (issue 12,
 * defect 9), on a real socket: a dripped body or dripped headers are cut off within the bound,
 * and one address cannot hold more than its share of connections. The bounds here are shortened
 * (2 s, 1 s, 4 connections) so the test is quick; the defaults are 30 s, 10 s and 32.
 */

const limits = { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxConnectionsPerIp: 4 }
/** Node checks the timeouts every 5 s (connectionsCheckingInterval), plus scheduling slack on a busy machine. */
const SLACK_MS = 5_000 + 2_000

describe("API4 slow clients", () => {
  let server: TestServer
  let port: number

  beforeAll(async () => {
    // No trusted proxy: the loopback peer is a client like any other, so the per-address cap applies.
    server = await startServer({
      dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")),
      trustedProxies: [],
      connectionLimits: limits
    })
    port = Number(new URL(server.url).port)
  })
  afterAll(() => server.close())

  /** Opens a socket and resolves with it once connected; `closed` resolves with what the server sent. */
  const open = () =>
    new Promise<{ socket: Socket; closed: Promise<string> }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1")
      let received = ""
      socket.on("data", (chunk) => (received += chunk))
      const closed = new Promise<string>((r) => socket.once("close", () => r(received)))
      socket.once("connect", () => resolve({ socket, closed }))
      socket.once("error", reject)
    })

  /** Sends `text` one byte every `everyMs` until the socket closes; resolves with the elapsed ms and the answer. */
  const drip = async (head: string, text: string, everyMs: number) => {
    const { socket, closed } = await open()
    socket.on("error", () => {})
    const started = Date.now()
    socket.write(head)
    let i = 0
    const timer = setInterval(() => {
      if (socket.destroyed || i >= text.length) return
      socket.write(text[i++]!)
    }, everyMs)
    const answer = await closed
    clearInterval(timer)
    return { elapsed: Date.now() - started, answer }
  }

  it("a body dripped a byte at a time is cut off within the request timeout", async () => {
    const body = JSON.stringify({ holdings: [{ value: 1 }] }).padEnd(500, " ")
    const head =
      "POST /api/v1/portfolio-health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${body.length}\r\n\r\n`
    const { elapsed, answer } = await drip(head, body, 200)
    expect(elapsed).toBeLessThan(limits.requestTimeoutMs + SLACK_MS)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  }, 20_000)

  it("headers dripped a byte at a time are cut off within the header timeout", async () => {
    const { elapsed } = await drip(
      "",
      "GET /api/v1/status HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".padEnd(400, "a"),
      100
    )
    expect(elapsed).toBeLessThan(limits.headersTimeoutMs + SLACK_MS)
  }, 20_000)

  it("one address holds at most its cap of connections; a closed one frees its place", async () => {
    const held = await Promise.all(Array.from({ length: limits.maxConnectionsPerIp }, () => open()))
    const extra = await open()
    // Refused at accept: closed without an answer, well before any timeout.
    expect(await extra.closed).toBe("")
    held[0]!.socket.destroy()
    await held[0]!.closed
    const freed = await open()
    freed.socket.write("GET /api/v1/status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    expect(await freed.closed).toMatch(/^HTTP\/1\.1 200/)
    for (const { socket } of held.slice(1)) socket.destroy()
  }, 20_000)
})
