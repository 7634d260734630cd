import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer } from "../utils/TestServer.js"

/**
 * OWASP API5:2023 Broken Function Level Authorization, attacked on a running server: the account
 * functions (API keys, the profile) are for an interactive sign-in only; a leaked API key must
 * not mint its successor or revoke its owner's other keys (issue 12, defect 3).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
type Json = any

describe("API5 function-level authorization", () => {
  let server: TestServer
  let jwt: Record<string, string>

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-sec-")) })
    jwt = { authorization: `Bearer ${await server.token("api5@example.com")}` }
  })
  afterAll(() => server.close())

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    server.request(path, {
      method,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })

  const createKey = async (name: string) => {
    const response = await call("POST", "/api/v1/user/api-keys", jwt, { name })
    expect(response.status).toBe(201)
    return ((await response.json()) as Json).data as { id: string; key: string }
  }

  it("an API key can read and work, but cannot create, list or revoke keys or change the profile", async () => {
    const first = await createKey("ci")
    const second = await createKey("backup")
    const byKey = { authorization: `Bearer ${first.key}` }

    // Ordinary work with the key still succeeds.
    expect((await call("GET", "/api/v1/user/profile", byKey)).status).toBe(200)
    expect((await call("GET", "/api/v1/portfolios", byKey)).status).toBe(200)

    const refused = [
      await call("POST", "/api/v1/user/api-keys", byKey, { name: "successor" }),
      await call("GET", "/api/v1/user/api-keys", byKey),
      await call("DELETE", `/api/v1/user/api-keys/${second.id}`, byKey),
      await call("PUT", "/api/v1/user/profile", byKey, { fullName: "Mallory" })
    ]
    for (const response of refused) {
      expect(response.status).toBe(403)
      const body = (await response.json()) as Json
      expect(body).toMatchObject({ success: false, code: "FORBIDDEN" })
      expect(body.message).toContain("API key")
    }

    // Nothing happened: the other key still works, the profile is unchanged, no key was added.
    expect((await call("GET", "/api/v1/user/profile", { authorization: `Bearer ${second.key}` })).status).toBe(200)
    const profile = ((await (await call("GET", "/api/v1/user/profile", jwt)).json()) as Json).data
    expect(profile.fullName).toBeNull()
    const keys = ((await (await call("GET", "/api/v1/user/api-keys", jwt)).json()) as Json).data
    expect(keys.map((k: Json) => k.name).sort()).toEqual(["backup", "ci"])
  })

  it("the interactive sign-in (JWT) still manages keys and the profile", async () => {
    const key = await createKey("temporary")
    expect((await call("DELETE", `/api/v1/user/api-keys/${key.id}`, jwt)).status).toBe(200)
    expect((await call("PUT", "/api/v1/user/profile", jwt, { city: "Porto" })).status).toBe(200)
  })
})
