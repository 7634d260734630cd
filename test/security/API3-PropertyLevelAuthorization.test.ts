import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * OWASP API3:2023 Broken Object Property Level Authorization, attacked on a running server: mass
 * assignment of properties a caller may not set (tier, subscription, email, owner, ids) is refused
 * as unknown fields, and no answer exposes a property it should not (a key's hash or secret after
 * creation). These held before issue 12; they stay held.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read field by field
type Json = any

describe("API3 object property level authorization", () => {
  let server: TestServer
  let auth: Record<string, string>

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")) })
    auth = { authorization: `Bearer ${await server.token("api3@example.com")}` }
  })
  afterAll(() => server.close())

  const put = (path: string, body: unknown) =>
    server.request(path, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  it("a caller cannot set its tier, subscription, email or id through the profile", async () => {
    for (const field of [
      { subscriptionTier: "pro" },
      { subscriptionStatus: "active" },
      { trialEndsAt: "2099-01-01T00:00:00Z" },
      { email: "someone-else@example.com" },
      { id: "00000000-0000-4000-8000-000000000000" }
    ]) {
      const response = await put("/api/v1/user/profile", { city: "Porto", ...field })
      expect(response.status).toBe(400)
      const body = (await response.json()) as Json
      expect(body.details.map((d: Json) => d.path)).toContain(`body.${Object.keys(field)[0]}`)
    }
    const profile = ((await (await server.request("/api/v1/user/profile", { headers: auth })).json()) as Json).data
    expect(profile).toMatchObject({ email: "api3@example.com", subscriptionTier: "starter" })
    expect(profile.city).not.toBe("Porto")
  })

  it("a created object cannot be given another owner or id", async () => {
    const response = await postJson(
      server,
      "/api/v1/portfolios",
      { name: "Mine", userId: "00000000-0000-4000-8000-000000000000", id: "x" },
      auth
    )
    expect(response.status).toBe(400)
    const paths = ((await response.json()) as Json).details.map((d: Json) => d.path)
    expect(paths).toEqual(expect.arrayContaining(["body.userId", "body.id"]))
  })

  it("an API key's secret is shown once, its hash never", async () => {
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "once" }, auth)
    const secret = ((await created.json()) as Json).data.key as string
    expect(secret).toMatch(/^svc_/)
    const listed = await (await server.request("/api/v1/user/api-keys", { headers: auth })).text()
    expect(listed).not.toContain(secret)
    expect(listed).not.toMatch(/hash|"key"/i)
  })
})
