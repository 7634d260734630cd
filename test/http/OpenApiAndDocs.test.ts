import { Validator } from "@seriousme/openapi-schema-validator"
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { chromium } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { machineRequirement } from "../utils/MachineRequirement.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** The OpenAPI 3.1 document is valid and describes the envelopes; the reference page renders it. */

interface OpenApiDocument {
  readonly openapi: string
  readonly paths: Record<string, Record<string, { readonly responses: Record<string, unknown> }>>
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
/** CI installs Debian's chromium and sets REQUIRE_CHROMIUM=1, so there the browser check can never be left out. */
const chromiumRequirement = machineRequirement({
  available: existsSync(CHROMIUM),
  required: process.env.REQUIRE_CHROMIUM === "1",
  missing: `no Chromium at ${CHROMIUM}; install Debian's chromium or set CHROMIUM_PATH`
})

describe("OpenAPI document and API reference", () => {
  let server: TestServer
  let document: OpenApiDocument

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-openapi-")) })
    const response = await server.request("/api/v1/openapi.json")
    expect(response.status).toBe(200)
    document = (await response.json()) as OpenApiDocument
  })
  afterAll(() => server.close())

  it("is valid OpenAPI 3.1 by a real validator", async () => {
    expect(document.openapi).toMatch(/^3\.1\./)
    const result = await new Validator().validate({ ...document })
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it("every string pattern of the sources is exported to the document (effect exports only u-flag RegExps)", () => {
    // Schema.isPattern drops `pattern` from JSON Schema unless the RegExp has the `u` flag, so generated
    // clients would accept what the server refuses (issue 15, tax 5).
    const sources = readdirSync(join(import.meta.dirname, "../../packages"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\/src\/.*\.ts$/.test(f) && !f.startsWith("cli/") && !f.includes("node_modules"))
      .map((f) => readFileSync(join(import.meta.dirname, "../../packages", f), "utf8"))
    const patterns = sources.flatMap((text) => [
      ...text.matchAll(/isPattern\(\s*\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n])+)\/([a-z]*)/g)
    ])
    expect(patterns.length).toBeGreaterThan(20)
    expect(patterns.filter((m) => !m[2]!.includes("u")).map((m) => m[1])).toEqual([])
    const text = JSON.stringify(document)
    for (const m of patterns.filter((x) => /^[\^]\[A-Z\]\{[23]\}\$$/.test(x[1]!)))
      expect(text).toContain(JSON.stringify(m[1]))
  })

  it("declares the implemented endpoints under /api/v1", () => {
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/v1/status", "/api/v1/calculator"]))
  })

  it("describes the success envelope and every error envelope of the calculator", () => {
    const post = document.paths["/api/v1/calculator"]?.post
    if (post === undefined) throw new Error("POST /api/v1/calculator is not in the document")
    const statuses = Object.keys(post.responses).sort()
    expect(statuses).toEqual(["200", "400", "401", "403", "404", "405", "409", "413", "415", "429", "500", "503"])
    const text = JSON.stringify(document)
    for (const code of ["VALIDATION_ERROR", "MISSING_FIELD", "INVALID_JSON", "PAYLOAD_TOO_LARGE", "DATABASE_ERROR"]) {
      expect(text).toContain(code)
    }
    const success = JSON.stringify(post.responses["200"])
    expect(success.length).toBeGreaterThan(100)
  })

  it.skipIf(chromiumRequirement.skipped)(
    chromiumRequirement.title("renders the reference page at /docs in headless Chromium"),
    async () => {
      if (!existsSync(CHROMIUM))
        throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH`)
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run"
        ]
      })
      try {
        const page = await browser.newPage()
        await page.goto(`${server.url}/docs`, { waitUntil: "load" })
        await page.getByRole("heading", { name: "FIRE planning API" }).waitFor({ timeout: 20_000 })
        await page.getByText("/api/v1/status").first().waitFor({ timeout: 20_000 })
        const sidebar = await page.textContent("body")
        expect(sidebar).toContain("API health")
        expect(sidebar).toContain("Public")
      } finally {
        await browser.close()
      }
    },
    60_000
  )
})
