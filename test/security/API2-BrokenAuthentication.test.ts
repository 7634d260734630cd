import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { generateKeyPair, importJWK, SignJWT } from "jose"
import { AppConfig, DevIssuer, TokenVerifier } from "@fire/http"
import { Cause, Effect, Exit, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer } from "../utils/TestServer.js"
import { type JsonSchema, operations } from "./OpenApiDocument.js"

/**
 * OWASP API2:2023 Broken Authentication, attacked on a running server: forged tokens on every
 * protected operation (these passed before issue 12 and must keep passing), the dev issuer in
 * production, and dev keys raced by processes starting together (issue 12, defect 6).
 */

const tempDir = () => mkdtempSync(join(tmpdir(), "fire-sec-"))
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

describe("API2 broken authentication", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer({ dataDir: tempDir() })
  })
  afterAll(() => server.close())

  /** Tokens that must not verify: each is a way an attacker would try to sign in as someone. */
  const forgedTokens = async (): Promise<Record<string, string>> => {
    const now = Math.floor(Date.now() / 1000)
    const keys = await DevIssuer.loadOrCreateKeys(server.dataDir)
    const devKey = await importJWK(keys.privateJwk, "ES256")
    const claims = { email: "victim@example.com" }
    const sign = (key: Parameters<SignJWT["sign"]>[0], edit: (jwt: SignJWT) => SignJWT = (j) => j) =>
      edit(
        new SignJWT(claims)
          .setProtectedHeader({ alg: "ES256", kid: keys.kid })
          .setSubject("dev|victim@example.com")
          .setIssuer(DevIssuer.DEV_ISSUER)
          .setAudience(DevIssuer.DEV_AUDIENCE)
          .setIssuedAt(now)
          .setExpirationTime(now + 600)
      ).sign(key)
    const stranger = (await generateKeyPair("ES256")).privateKey
    return {
      "alg none": `${b64({ alg: "none", typ: "JWT" })}.${b64({
        sub: "dev|victim@example.com",
        ...claims,
        iss: DevIssuer.DEV_ISSUER,
        aud: DevIssuer.DEV_AUDIENCE,
        iat: now,
        exp: now + 600
      })}.`,
      "another key": await sign(stranger),
      "wrong issuer": await sign(devKey, (j) => j.setIssuer("https://evil.example.com")),
      "wrong audience": await sign(devKey, (j) => j.setAudience("urn:someone-else")),
      expired: await sign(devKey, (j) => j.setIssuedAt(now - 7200).setExpirationTime(now - 3600)),
      "not a token": "svc_not-a-real-key"
    }
  }

  it("forged tokens (alg none, another key, wrong issuer or audience, expired) are 401 on every protected operation", async () => {
    const document = (await (await server.request("/api/v1/openapi.json")).json()) as JsonSchema
    const protectedOps = operations(document).filter((op) => op.security)
    expect(protectedOps.length).toBeGreaterThan(20)
    const tokens = await forgedTokens()
    const failures: Array<string> = []
    for (const op of protectedOps) {
      const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID())
      for (const [name, token] of Object.entries(tokens)) {
        const response = await server.request(path, {
          method: op.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(op.body === undefined ? {} : { "content-type": "application/json" })
          },
          ...(op.body === undefined ? {} : { body: "{}" })
        })
        const body = (await response.json()) as { code?: string }
        const expected = name === "expired" ? ["TOKEN_EXPIRED", "UNAUTHORIZED"] : ["UNAUTHORIZED"]
        if (response.status !== 401 || !expected.includes(body.code ?? "")) {
          failures.push(`${op.method} ${op.path} with ${name}: ${response.status} ${body.code}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("refuses to start in staging or production without an identity provider", async () => {
    for (const environment of ["production", "staging"] as const) {
      const verifier = TokenVerifier.layer.pipe(Layer.provide(AppConfig.layerFrom({ environment, dataDir: tempDir() })))
      const exit = await Effect.runPromiseExit(Effect.scoped(Layer.build(verifier)))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "").toContain(
        `APP_ENV=${environment} needs an identity provider`
      )
    }
    // Development still runs on the dev issuer.
    const development = TokenVerifier.layer.pipe(Layer.provide(AppConfig.layerFrom({ dataDir: tempDir() })))
    expect(Exit.isSuccess(await Effect.runPromiseExit(Effect.scoped(Layer.build(development))))).toBe(true)
  })

  it("processes starting together on a fresh DATA_DIR all end up with the one dev key", async () => {
    // DevIssuer.ts imports no module of ours, so Node runs it directly (type stripping): a fast start.
    const devIssuer = join(process.cwd(), "packages/http/src/identity/DevIssuer.ts")
    const script = `
      const { loadOrCreateKeys } = await import(${JSON.stringify(devIssuer)})
      const keys = await loadOrCreateKeys(process.env.DATA_DIR)
      process.stdout.write(keys.publicJwk.x)`
    for (let round = 0; round < 5; round++) {
      const dataDir = tempDir()
      const keys = await Promise.all(
        Array.from(
          { length: 4 },
          () =>
            new Promise<string>((resolve, reject) => {
              const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
                env: { ...process.env, DATA_DIR: dataDir },
                stdio: ["ignore", "pipe", "pipe"]
              })
              let out = ""
              let err = ""
              child.stdout.on("data", (chunk) => (out += chunk))
              child.stderr.on("data", (chunk) => (err += chunk))
              child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(err))))
            })
        )
      )
      const onDisk = JSON.parse(readFileSync(join(dataDir, "dev-issuer", "es256.jwk.json"), "utf8")) as {
        publicJwk: { x: string }
      }
      expect(new Set(keys)).toEqual(new Set([onDisk.publicJwk.x]))
    }
  }, 60_000)
})
