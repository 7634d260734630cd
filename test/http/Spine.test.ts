import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"
import { FaultRoutes, SECRET_SQL } from "./fixtures/FaultRoutes.js"

/** The shared HTTP machinery, by real requests against a real server, on every backend. */

interface StatusBody {
  success: boolean
  data: {
    status: string
    version: string
    environment: string
    uptime: number
    services: Array<{ name: string; status: string; latency: number; lastChecked: string }>
  }
  meta: { version: string; requestId: string; timestamp: string }
}

const calculatorBody = { currentAge: 30, annualIncome: 70_000, annualExpenses: 40_000, currentSavings: 100_000 }

const expectErrorEnvelope = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status)
  expect(response.headers.get("content-type")).toContain("application/json")
  const body = (await response.json()) as Record<string, unknown>
  expect(body.success).toBe(false)
  expect(typeof body.error).toBe("string")
  expect(body.code).toBe(code)
  expect(response.headers.get("x-request-id")).toMatch(/.{8,}/)
  return body
}

describe.each(backends())("HTTP spine on $name", (backend) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), extraRoutes: FaultRoutes })
  })
  afterAll(() => server.close())

  it("GET /status reports a healthy database with its latency", async () => {
    const response = await server.request("/api/v1/status")
    expect(response.status).toBe(200)
    const body = (await response.json()) as StatusBody
    expect(body.success).toBe(true)
    expect(body.data.status).toBe("healthy")
    expect(body.data.version).toBe("1.0.0")
    expect(body.data.environment).toBe("development")
    expect(body.data.uptime).toBeGreaterThanOrEqual(0)
    const database = body.data.services.find((s) => s.name === "database")!
    expect(database.status).toBe("healthy")
    expect(database.latency).toBeGreaterThan(0)
    expect(Date.parse(database.lastChecked)).not.toBeNaN()
    expect(body.meta.version).toBe("1.0")
    expect(body.meta.requestId).toBe(response.headers.get("x-request-id"))
    expect(Date.parse(body.meta.timestamp)).not.toBeNaN()
  })

  it("echoes a well-formed X-Request-Id and replaces a malformed one", async () => {
    const good = await server.request("/api/v1/status", { headers: { "x-request-id": "client-req-0001" } })
    expect(good.headers.get("x-request-id")).toBe("client-req-0001")
    expect(((await good.json()) as StatusBody).meta.requestId).toBe("client-req-0001")
    const bad = await server.request("/api/v1/status", { headers: { "x-request-id": "bad id with spaces" } })
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("POST /calculator answers the FI timeline in the success envelope", async () => {
    const response = await postJson(server, "/api/v1/calculator", calculatorBody)
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      success: boolean
      data: { fiNumber: number }
      meta: { requestId: string }
    }
    expect(body.success).toBe(true)
    expect(body.data.fiNumber).toBe(1_000_000)
    expect(body.meta.requestId).toBe(response.headers.get("x-request-id"))
  })

  it("404 ENDPOINT_NOT_FOUND for an unknown route, with the envelope", async () => {
    await expectErrorEnvelope(await server.request("/api/v1/no-such-thing"), 404, "ENDPOINT_NOT_FOUND")
    await expectErrorEnvelope(await server.request("/nowhere"), 404, "ENDPOINT_NOT_FOUND")
  })

  it("405 where the path exists but not the method, with Allow", async () => {
    const response = await server.request("/api/v1/calculator")
    const body = await expectErrorEnvelope(response, 405, "METHOD_NOT_ALLOWED")
    expect(response.headers.get("allow")).toBe("POST")
    expect(body.message).toContain("GET")
  })

  it("400 VALIDATION_ERROR names each invalid field", async () => {
    const response = await postJson(server, "/api/v1/calculator", {
      ...calculatorBody,
      currentAge: 7,
      annualIncome: -5,
      withdrawalRate: 0.5
    })
    const body = await expectErrorEnvelope(response, 400, "VALIDATION_ERROR")
    const paths = (body.details as Array<{ path: string; message: string }>).map((d) => d.path).sort()
    expect(paths).toEqual(["body.annualIncome", "body.currentAge", "body.withdrawalRate"])
    for (const detail of body.details as Array<{ message: string }>) expect(detail.message.length).toBeGreaterThan(0)
  })

  it("400 VALIDATION_ERROR for an unknown field and for a wrong type", async () => {
    const unknown = await expectErrorEnvelope(
      await postJson(server, "/api/v1/calculator", { ...calculatorBody, salary: 1 }),
      400,
      "VALIDATION_ERROR"
    )
    expect(unknown.details).toEqual([expect.objectContaining({ path: "body.salary" })])
    const wrongType = await expectErrorEnvelope(
      await postJson(server, "/api/v1/calculator", { ...calculatorBody, currentAge: "thirty" }),
      400,
      "VALIDATION_ERROR"
    )
    expect(wrongType.details).toEqual([expect.objectContaining({ path: "body.currentAge" })])
  })

  it("400 MISSING_FIELD when only required fields are absent, listing every one", async () => {
    const body = await expectErrorEnvelope(
      await postJson(server, "/api/v1/calculator", { currentAge: 30, annualIncome: 1 }),
      400,
      "MISSING_FIELD"
    )
    const paths = (body.details as Array<{ path: string }>).map((d) => d.path).sort()
    expect(paths).toEqual(["body.annualExpenses", "body.currentSavings"])
  })

  it("a missing field among invalid ones is VALIDATION_ERROR, still listing every path", async () => {
    const body = await expectErrorEnvelope(
      await postJson(server, "/api/v1/calculator", { currentAge: 300, annualIncome: 1, annualExpenses: 1 }),
      400,
      "VALIDATION_ERROR"
    )
    const paths = (body.details as Array<{ path: string }>).map((d) => d.path).sort()
    expect(paths).toEqual(["body.currentAge", "body.currentSavings"])
  })

  it("400 INVALID_JSON for a body that is not JSON", async () => {
    await expectErrorEnvelope(await postJson(server, "/api/v1/calculator", "{not json"), 400, "INVALID_JSON")
  })

  it("413 PAYLOAD_TOO_LARGE past 64 KiB from Content-Length, before the body is read", async () => {
    const big = JSON.stringify({ ...calculatorBody, padding: "x".repeat(70_000) })
    await expectErrorEnvelope(await postJson(server, "/api/v1/calculator", big), 413, "PAYLOAD_TOO_LARGE")
  })

  it("413 PAYLOAD_TOO_LARGE for a chunked body that grows past 64 KiB", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close()
        sent++
        controller.enqueue(chunk)
      }
    })
    const response = await server.request("/api/v1/calculator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half"
    } as RequestInit)
    await expectErrorEnvelope(response, 413, "PAYLOAD_TOO_LARGE")
  })

  it("415 UNSUPPORTED_MEDIA_TYPE for a body that is not application/json", async () => {
    const response = await server.request("/api/v1/calculator", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(calculatorBody)
    })
    const body = await expectErrorEnvelope(response, 415, "UNSUPPORTED_MEDIA_TYPE")
    expect(body.message).toContain("text/plain")
  })

  it("500 INTERNAL_ERROR leaks no stack and no SQL", async () => {
    const response = await server.request("/api/v1/__fault/defect")
    const body = await expectErrorEnvelope(response, 500, "INTERNAL_ERROR")
    const text = JSON.stringify(body)
    expect(text).not.toContain("password_hash")
    expect(text).not.toContain("SELECT")
    expect(text).not.toMatch(/at .*\.ts:\d+/)
  })

  it("503 DATABASE_ERROR when a database operation fails, leaking no SQL", async () => {
    const body = await expectErrorEnvelope(await server.request("/api/v1/__fault/database"), 503, "DATABASE_ERROR")
    expect(JSON.stringify(body)).not.toContain(SECRET_SQL)
  })
})
