import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js"
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js"
import { defaultLimitSettings } from "@fire/domain/RateLimitPolicy"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { importAndApprove, ParameterSetMother } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * The MCP server ("tool connections", spec 5.4) driven by the official MCP client over Streamable
 * HTTP at /api/v1/mcp: API-key authentication (the spec's 401 envelope without one), the five
 * tools, each answering what the endpoint it names answers, owner scoping (another user's receipt
 * is not found), bad arguments as an error answer (never a crash), and the request counted against
 * the key owner's rate limits. The stdio transport (`fire mcp`) has its own file.
 */

type Auth = Record<string, string>
type ToolResult = { isError?: boolean; structuredContent?: unknown; content: Array<{ type: string; text?: string }> }

/** The MCP tools every transport serves, by name. */
const MCP_TOOLS = ["calculate_tax", "calculator", "compare_cities", "read_receipt", "simulate_revision"]

describe.each(backends())("MCP over HTTP on $name", (backend) => {
  const now = Date.now()
  let server: TestServer

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
    await importAndApprove(server, ParameterSetMother.us(), now)
  })
  afterAll(() => server.close())

  const jwt = async (email: string): Promise<Auth> => ({ authorization: `Bearer ${await server.token(email)}` })
  const apiKeyOf = async (auth: Auth) => {
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "mcp" }, auth)
    expect(created.status).toBe(201)
    return ((await created.json()) as { data: { key: string } }).data.key
  }
  const connect = async (key: string) => {
    const client = new Client({ name: "fire-test", version: "1.0.0" })
    const transport = new StreamableHTTPClientTransport(new URL("/api/v1/mcp", server.url), {
      requestInit: { headers: { authorization: `Bearer ${key}` } }
    })
    await client.connect(transport as Transport)
    return client
  }
  /** A user with a stored revision and its persisted simulation receipt. */
  const plannedUser = async (email: string) => {
    const auth = await jwt(email)
    const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "plan" }, auth)
    const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
    const revision = await postJson(
      server,
      `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
      RevisionMother.usRetireeToLisbon(),
      auth
    )
    expect(revision.status).toBe(201)
    const revisionId = ((await revision.json()) as { data: { id: string } }).data.id
    return { auth, scenarioId, revisionId, key: await apiKeyOf(auth) }
  }
  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult

  it("refuses a request without a credential with the spec's 401 envelope, and a JWT with 403", async () => {
    const body = { jsonrpc: "2.0", id: 1, method: "tools/list" }
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" }
    const anonymous = await server.request("/api/v1/mcp", { method: "POST", headers, body: JSON.stringify(body) })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ success: false, error: "Unauthorized", code: "UNAUTHORIZED" })
    const withJwt = await server.request("/api/v1/mcp", {
      method: "POST",
      headers: { ...headers, ...(await jwt("mcp-jwt@example.com")) },
      body: JSON.stringify(body)
    })
    expect(withJwt.status).toBe(403)
    expect(((await withJwt.json()) as { code: string }).code).toBe("FORBIDDEN")
  })

  it("lists the five tools with their input schemas", async () => {
    const { key } = await plannedUser("mcp-list@example.com")
    const client = await connect(key)
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual(MCP_TOOLS)
    for (const tool of tools) expect(tool.inputSchema.type).toBe("object")
    await client.close()
  })

  it("calculator, compare_cities and calculate_tax answer what their endpoints answer", async () => {
    const { key } = await plannedUser("mcp-pure@example.com")
    const client = await connect(key)
    const input = { currentAge: 35, annualIncome: 60_000, annualExpenses: 30_000, currentSavings: 120_000 }
    const calculator = await call(client, "calculator", input)
    expect(calculator.isError).toBeFalsy()
    const expected = (await (await postJson(server, "/api/v1/calculator", input)).json()) as { data: unknown }
    expect(calculator.structuredContent).toEqual(expected.data)

    const compared = await call(client, "compare_cities", { cities: ["lisbon", "porto"] })
    const geo = (await (await server.request("/api/v1/geo/compare?cities=lisbon,porto")).json()) as { data: unknown }
    expect(compared.structuredContent).toEqual(geo.data)

    const taxInput = { countryCode: "PT", taxYear: 2025, residenceStatus: "resident", income: { employment: 40_000 } }
    const tax = await call(client, "calculate_tax", taxInput)
    const auth = await jwt("mcp-pure@example.com")
    const taxed = (await (await postJson(server, "/api/v1/tax/calculate", taxInput, auth)).json()) as {
      data: unknown
    }
    expect(tax.isError).toBeFalsy()
    expect(tax.structuredContent).toEqual(taxed.data)
    await client.close()
  })

  it("simulate_revision runs the governed simulation of the user's revision; read_receipt reads its stored receipt back", async () => {
    const { auth, scenarioId, revisionId, key } = await plannedUser("mcp-sim@example.com")
    const client = await connect(key)
    const ran = await call(client, "simulate_revision", { scenarioId, revisionId, pathCount: 200, seed: "mcp" })
    expect(ran.isError).toBeFalsy()
    const execution = ran.structuredContent as {
      execution: { status: string }
      receipt: { persisted: boolean; receiptId?: string }
      result: { ok: boolean; value?: { successProbability: number } }
    }
    expect(execution.execution.status).toBe("completed")
    expect(execution.receipt.persisted).toBe(true)
    const receiptId = execution.receipt.receiptId!
    // The receipt is stored: the API reads it back, and read_receipt answers the same.
    const api = await server.request(`/api/v1/fire-decision/scenarios/${scenarioId}/receipts/${receiptId}`, {
      headers: auth
    })
    expect(api.status).toBe(200)
    const stored = ((await api.json()) as { data: { kind: string; receipt: { successProbability: number } } }).data
    expect(stored.kind).toBe("simulation")
    expect(stored.receipt.successProbability).toBe(execution.result.value!.successProbability)
    const read = await call(client, "read_receipt", { scenarioId, receiptId })
    expect(read.structuredContent).toEqual(stored)
    await client.close()
  })

  it("another user's receipt and revision are not found; bad arguments are an error answer, not a crash", async () => {
    const owner = await plannedUser("mcp-owner@example.com")
    const ownerClient = await connect(owner.key)
    const ran = await call(ownerClient, "simulate_revision", {
      scenarioId: owner.scenarioId,
      revisionId: owner.revisionId,
      pathCount: 100
    })
    const receiptId = (ran.structuredContent as { receipt: { receiptId: string } }).receipt.receiptId
    await ownerClient.close()

    const other = await plannedUser("mcp-other@example.com")
    const client = await connect(other.key)
    const read = await call(client, "read_receipt", { scenarioId: owner.scenarioId, receiptId })
    expect(read.isError).toBe(true)
    expect(JSON.stringify(read.content)).toContain("NotFound")
    expect(JSON.stringify(read.content)).not.toContain(owner.revisionId)
    const simulated = await call(client, "simulate_revision", {
      scenarioId: owner.scenarioId,
      revisionId: owner.revisionId
    })
    expect(simulated.isError).toBe(true)
    expect(JSON.stringify(simulated.content)).toContain("NotFound")

    // Bad arguments: a tool error naming the parameter, and the session goes on.
    for (const [name, args, field] of [
      ["compare_cities", { cities: "lisbon" }, "cities"],
      ["calculator", { currentAge: "old" }, "currentAge"]
    ] as const) {
      const refused = await call(client, name, args)
      expect(refused.isError).toBe(true)
      expect(refused.content[0]?.text).toContain(field)
    }
    const unknownCity = await call(client, "compare_cities", { cities: ["lisbon", "atlantis"] })
    expect(unknownCity.isError).toBe(true)
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(MCP_TOOLS.length)
    await client.close()
  })

  it("counts every MCP request against the key owner's rate limits", async () => {
    const { key } = await plannedUser("mcp-limits@example.com")
    const headers = {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream"
    }
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } }
    }
    const first = await server.request("/api/v1/mcp", { method: "POST", headers, body: JSON.stringify(init) })
    expect(first.status).toBe(200)
    const second = await server.request("/api/v1/mcp", {
      method: "POST",
      headers,
      body: JSON.stringify({ ...init, id: 2 })
    })
    const remaining = (r: Response) => Number(r.headers.get("x-ratelimit-remaining"))
    expect(remaining(first)).toBeGreaterThan(0)
    expect(remaining(second)).toBe(remaining(first) - 1)
  })
})

describe.each(backends())("MCP calculate_tax under the tax family's hourly limit on $name", (backend) => {
  const TAX_PER_HOUR = 2
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({
      ...(await backend.isolate()),
      limits: {
        ...defaultLimitSettings,
        familyHourly: { ...defaultLimitSettings.familyHourly, "tax-calculate": TAX_PER_HOUR }
      }
    })
  })
  afterAll(() => server.close())

  const taxInput = { countryCode: "PT", taxYear: 2025, residenceStatus: "resident", income: { employment: 40_000 } }

  const userWithKey = async (email: string) => {
    const auth = { authorization: `Bearer ${await server.token(email)}` }
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "mcp" }, auth)
    expect(created.status).toBe(201)
    const key = ((await created.json()) as { data: { key: string } }).data.key
    const client = new Client({ name: "fire-test", version: "1.0.0" })
    await client.connect(
      new StreamableHTTPClientTransport(new URL("/api/v1/mcp", server.url), {
        requestInit: { headers: { authorization: `Bearer ${key}` } }
      }) as Transport
    )
    return { auth, client }
  }
  const tax = async (client: Client) =>
    (await client.callTool({ name: "calculate_tax", arguments: taxInput })) as ToolResult

  it("a tool call is a tax calculation: it shares the owner's hourly count with POST /tax/calculate, and past it is refused with the wait", async () => {
    const { auth, client } = await userWithKey("mcp-tax-limit@example.com")
    expect((await postJson(server, "/api/v1/tax/calculate", taxInput, auth)).status).toBe(200)
    const second = await tax(client)
    expect(second.isError).toBeFalsy()
    const third = await tax(client)
    expect(third.isError).toBe(true)
    expect(JSON.stringify(third.content)).toContain("RateLimited")
    expect(third.content[0]?.text).toMatch(/tax-calculate is limited to 2 an hour; retry in \d+ s/)
    // The endpoint sees the tool's calculation counted: its next call is the spec's 429.
    const refused = await postJson(server, "/api/v1/tax/calculate", taxInput, auth)
    expect(refused.status).toBe(429)
    expect(refused.headers.get("x-ratelimit-resource")).toBe("tax-calculate:hour")
    // The figure tools without a family limit of their own still answer.
    const calculator = (await client.callTool({
      name: "calculator",
      arguments: { currentAge: 35, annualIncome: 60_000, annualExpenses: 30_000, currentSavings: 120_000 }
    })) as ToolResult
    expect(calculator.isError).toBeFalsy()
    await client.close()

    // Another user's count is their own.
    const other = await userWithKey("mcp-tax-other@example.com")
    expect((await tax(other.client)).isError).toBeFalsy()
    await other.client.close()
  })
})
