import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"
import { operations, unboundedArrays } from "./OpenApiDocument.js"

/**
 * OWASP API4:2023 Unrestricted Resource Consumption, attacked on a running server: validation
 * errors that grow with the input (issue 12, defect 1).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any

describe("API4 unrestricted resource consumption", () => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")) })
    auth = { authorization: `Bearer ${await server.token("api4@example.com")}` }
  })
  afterAll(() => server.close())

  const tooMany = (element: unknown) => Array.from({ length: 20_000 }, () => element)

  /** A small 400 naming only the oversized array. */
  const expectSmallRefusal = async (response: Response, path: string) => {
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text.length).toBeLessThan(2_000)
    const body = JSON.parse(text) as Json
    expect(body.code).toBe("VALIDATION_ERROR")
    expect(body.details).toEqual([{ path, message: expect.stringContaining("at most") }])
  }

  it("a 20,000-element anonymous holdings array is one detail, not 80,000", async () => {
    const response = await postJson(server, "/api/v1/portfolio-health", { holdings: tooMany({}) })
    await expectSmallRefusal(response, "body.holdings")
  })

  it("the same on authenticated array fields: revision positions, birth years, candidate cities", async () => {
    const revisions = `/api/v1/fire-decision/scenarios/${randomUUID()}/revisions`
    const content = RevisionMother.usRetireeToLisbon()
    await expectSmallRefusal(
      await postJson(server, revisions, { ...content, positions: tooMany({}) }, auth),
      "body.positions"
    )
    await expectSmallRefusal(
      await postJson(
        server,
        revisions,
        { ...content, household: { ...content.household, birthYears: tooMany(7) } },
        auth
      ),
      "body.household.birthYears"
    )
    const rank = `/api/v1/fire-decision/scenarios/${randomUUID()}/rank-stability`
    await expectSmallRefusal(
      await postJson(server, rank, { revisionId: randomUUID(), seed: "s", candidateCitySlugs: tooMany(7) }, auth),
      "body.candidateCitySlugs"
    )
  })

  it("an anonymous caller of a protected endpoint still gets its 401 first", async () => {
    const revisions = `/api/v1/fire-decision/scenarios/${randomUUID()}/revisions`
    const response = await postJson(server, revisions, { positions: tooMany({}) })
    expect(response.status).toBe(401)
  })

  it("details list at most 20 invalid fields and count the rest", async () => {
    const response = await postJson(server, "/api/v1/portfolio-health", {
      holdings: Array.from({ length: 100 }, () => ({}))
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as Json
    expect(body.details).toHaveLength(20)
    expect(body.details[0].path).toMatch(/^body\.holdings\.0\./)
    // Each empty holding misses at least its value, factor, region and charge.
    expect(body.detailsOmitted).toBeGreaterThanOrEqual(4 * 100 - 20)
    expect(body.message).toContain(`${body.detailsOmitted} more`)
  })

  it("every array of every request body in the OpenAPI document declares maxItems", async () => {
    const document = (await (await server.request("/api/v1/openapi.json")).json()) as Json
    const withBodies = operations(document).filter((op) => op.body !== undefined)
    expect(withBodies.length).toBeGreaterThan(10)
    const unbounded = withBodies.flatMap((op) =>
      unboundedArrays(document, op.body).map((path) => `${op.method} ${op.path} ${path}`)
    )
    expect(unbounded).toEqual([])
  })
})
