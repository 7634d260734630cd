import { Client } from "@modelcontextprotocol/sdk/client/index.js"
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { runFire } from "../utils/FireProcess.js"
import { importAndApprove, ParameterSetMother } from "../utils/ParameterSetMother.js"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer } from "../utils/TestServer.js"

/**
 * `fire mcp`: the MCP server over stdio, started as a subprocess by the official MCP client with
 * an API key in FIRE_API_KEY, on the database a server prepared (then closed: the embedded
 * database admits one process). Every call runs for the key's owner only.
 */

type ToolResult = { isError?: boolean; structuredContent?: unknown; content: Array<{ type: string; text?: string }> }
type Planned = { key: string; scenarioId: string; revisionId: string; receiptId: string }

describe.each(backends())("MCP over stdio (fire mcp) on $name", (backend) => {
  let database: { dataDir: string; databaseUrl?: string | undefined }
  let ana: Planned
  let bob: Planned

  beforeAll(async () => {
    database = await backend.isolate()
    const server = await startServer(database)
    await importAndApprove(server, ParameterSetMother.us(), Date.now())
    /** A user with an API key, a stored revision and a persisted simulation receipt (made through the API). */
    const planned = async (email: string): Promise<Planned> => {
      const auth = { authorization: `Bearer ${await server.token(email)}` }
      const key = (
        (await (await postJson(server, "/api/v1/user/api-keys", { name: "mcp" }, auth)).json()) as {
          data: { key: string }
        }
      ).data.key
      const scenario = await postJson(server, "/api/v1/fire-decision/scenarios", { name: "plan" }, auth)
      const scenarioId = ((await scenario.json()) as { data: { id: string } }).data.id
      const revision = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/revisions`,
        RevisionMother.usRetireeToLisbon(),
        auth
      )
      const revisionId = ((await revision.json()) as { data: { id: string } }).data.id
      const simulated = await postJson(
        server,
        `/api/v1/fire-decision/scenarios/${scenarioId}/retirement-simulation`,
        {
          revisionId,
          seed: "stdio",
          pathCount: 100,
          horizonYears: 30,
          stressScenarioId: "baseline",
          targetSuccessProbability: 0.9
        },
        { ...auth, "idempotency-key": randomUUID() }
      )
      const receiptId = ((await simulated.json()) as { data: { receipt: { receiptId: string } } }).data.receipt
        .receiptId
      expect(receiptId).toBeDefined()
      return { key, scenarioId, revisionId, receiptId }
    }
    ana = await planned("stdio-ana@example.com")
    bob = await planned("stdio-bob@example.com")
    await server.close()
  })

  const env = (key: string): Record<string, string> => ({
    ...(process.env as Record<string, string>),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? "",
    FIRE_API_KEY: key
  })
  let client: Client
  afterAll(() => client?.close())

  it("serves the five tools for the key's owner; another user's receipt is not found; bad arguments are a tool error", async () => {
    client = new Client({ name: "fire-test", version: "1.0.0" })
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ["--conditions=source", "--import", "tsx", "packages/cli/src/bin.ts", "mcp"],
        env: env(ana.key),
        stderr: "ignore"
      })
    )
    const call = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })) as ToolResult
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name).sort()).toEqual([
      "calculate_tax",
      "calculator",
      "compare_cities",
      "read_receipt",
      "simulate_revision"
    ])

    const own = await call("read_receipt", { scenarioId: ana.scenarioId, receiptId: ana.receiptId })
    expect(own.isError).toBeFalsy()
    expect(own.structuredContent).toMatchObject({ kind: "simulation", receipt: { receiptId: ana.receiptId } })
    const others = await call("read_receipt", { scenarioId: bob.scenarioId, receiptId: bob.receiptId })
    expect(others.isError).toBe(true)
    expect(JSON.stringify(others.content)).toContain("NotFound")

    const ran = await call("simulate_revision", {
      scenarioId: ana.scenarioId,
      revisionId: ana.revisionId,
      pathCount: 100
    })
    const execution = ran.structuredContent as { receipt: { persisted: boolean; receiptId: string } }
    expect(execution.receipt.persisted).toBe(true)
    const stored = await call("read_receipt", { scenarioId: ana.scenarioId, receiptId: execution.receipt.receiptId })
    expect(stored.structuredContent).toMatchObject({ kind: "simulation" })
    const bobs = await call("simulate_revision", { scenarioId: bob.scenarioId, revisionId: bob.revisionId })
    expect(bobs.isError).toBe(true)

    const calculated = await call("calculator", {
      currentAge: 35,
      annualIncome: 60_000,
      annualExpenses: 30_000,
      currentSavings: 120_000
    })
    expect((calculated.structuredContent as { fiNumber: number }).fiNumber).toBe(750_000)
    const bad = await call("calculator", { currentAge: "old" })
    expect(bad.isError).toBe(true)
    expect(bad.content[0]?.text).toContain("currentAge")
    expect((await client.listTools()).tools).toHaveLength(5)
    // Closing the client ends the subprocess (and frees the embedded database for the next one).
    await client.close()
  })

  it("refuses an unknown key with a message and exit code 1", async () => {
    // The first test's subprocess must have released the embedded database.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const run = await runFire(["mcp"], env("svc_not-a-key"))
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("unknown or revoked")
    expect(run.stdout).toBe("")
  })
})
