import { createHash } from "node:crypto"
import { Effect, Option } from "effect"
import { exportSPKI, generateKeyPair, SignJWT } from "jose"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { makeMutableClock } from "../utils/MutableClock.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"

/**
 * Web-app sessions (spec 5.3, 5.5) by real requests on a real database: the exchange of a token
 * for an HttpOnly cookie stored only as a hash, the cookie accepted like a JWT, sliding refresh,
 * sign-out, the same-origin check against forged cross-site requests, and the dev sign-in.
 */

const DAY = 24 * 60 * 60 * 1000

/** The `fire_session` value and attributes of a response's Set-Cookie, if it sets one. */
const sessionCookie = (response: Response) => {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("fire_session="))
  if (header === undefined) return undefined
  const [pair = "", ...attributes] = header.split(";").map((part) => part.trim())
  const expires = attributes.find((a) => a.toLowerCase().startsWith("expires="))
  return {
    value: pair.slice("fire_session=".length),
    attributes: attributes.map((a) => a.toLowerCase()),
    expiresAt: expires === undefined ? undefined : Date.parse(expires.slice("expires=".length))
  }
}

const withCookie = (token: string, headers: Record<string, string> = {}) => ({
  cookie: `fire_session=${token}`,
  ...headers
})

describe.each(backends())("web-app sessions on $name", (backend) => {
  let server: TestServer
  const clock = makeMutableClock()
  const sameOrigin = () => ({ origin: server.url })

  /** Signs `email` in by exchanging a dev-issuer JWT; returns the cookie's token. */
  const signIn = async (email: string) => {
    const response = await server.request("/api/v1/auth/session", {
      method: "POST",
      headers: { authorization: `Bearer ${await server.token(email)}` }
    })
    expect(response.status).toBe(201)
    const cookie = sessionCookie(response)
    expect(cookie).toBeDefined()
    return { response, token: cookie!.value, cookie: cookie! }
  }

  const profile = (token: string) => server.request("/api/v1/user/profile", { headers: withCookie(token) })

  beforeAll(async () => {
    server = await startServer({ ...(await backend.isolate()), clock })
  })
  afterAll(() => server.close())

  it("exchanges a JWT for an HttpOnly, SameSite=Lax cookie whose token is stored only as its SHA-256", async () => {
    const { response, token, cookie } = await signIn("cookie@example.com")
    const body = (await response.json()) as { data: { email: string; expiresAt: string } }
    expect(body.data.email).toBe("cookie@example.com")
    expect(Date.parse(body.data.expiresAt) - clock.now()).toBeGreaterThan(7 * DAY - 60_000)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie.attributes).toContain("httponly")
    expect(cookie.attributes).toContain("samesite=lax")
    expect(cookie.attributes).toContain("path=/")
    // Development over plain HTTP: not Secure (the production case is below).
    expect(cookie.attributes).not.toContain("secure")
    const rows = await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ token_hash: string }>`SELECT token_hash FROM sessions`)
    )
    const digest = createHash("sha256").update(token).digest("hex")
    expect(rows.map((r) => r.token_hash)).toContain(digest)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it("the cookie authenticates like the JWT: the same user and the same rate-limit counter", async () => {
    const jwt = await server.token("same@example.com")
    const byJwt = await server.request("/api/v1/user/profile", { headers: { authorization: `Bearer ${jwt}` } })
    const { token } = await signIn("same@example.com")
    const byCookie = await profile(token)
    expect(byCookie.status).toBe(200)
    const a = (await byJwt.json()) as { data: { id: string } }
    const b = (await byCookie.json()) as { data: { id: string } }
    expect(b.data.id).toBe(a.data.id)
    // The sign-in itself counted once between the two: one user, one counter, whatever the credential.
    const remaining = (r: Response) => Number(r.headers.get("x-ratelimit-remaining"))
    expect(remaining(byJwt) - remaining(byCookie)).toBe(2)
  })

  it("refuses to exchange an API key or a session for a session", async () => {
    const jwt = await server.token("keys@example.com")
    const created = await postJson(server, "/api/v1/user/api-keys", { name: "k" }, { authorization: `Bearer ${jwt}` })
    const key = ((await created.json()) as { data: { key: string } }).data.key
    const byKey = await server.request("/api/v1/auth/session", {
      method: "POST",
      headers: { authorization: `Bearer ${key}` }
    })
    expect(byKey.status).toBe(403)
    const { token } = await signIn("keys@example.com")
    const bySession = await server.request("/api/v1/auth/session", {
      method: "POST",
      headers: withCookie(token, sameOrigin())
    })
    expect(bySession.status).toBe(403)
    expect(sessionCookie(bySession)).toBeUndefined()
  })

  it("refuses a forged cross-site state change with 403 CSRF_REJECTED and changes nothing", async () => {
    const { token } = await signIn("victim@example.com")
    const update = (headers: Record<string, string>) =>
      server.request("/api/v1/user/profile", {
        method: "PUT",
        headers: withCookie(token, { "content-type": "application/json", ...headers }),
        body: JSON.stringify({ fullName: "Forged" })
      })
    for (const forged of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site" },
      {}
    ]) {
      const response = await update(forged)
      expect(response.status).toBe(403)
      const body = (await response.json()) as { code: string }
      expect(body.code).toBe("CSRF_REJECTED")
    }
    expect(((await (await profile(token)).json()) as { data: { fullName: unknown } }).data.fullName).toBeNull()
    const fromApp = await update({ ...sameOrigin(), "sec-fetch-site": "same-origin" })
    expect(fromApp.status).toBe(200)
    expect(((await fromApp.json()) as { data: { fullName: unknown } }).data.fullName).toBe("Forged")
    // A bearer credential is not a cookie: no origin is needed.
    const jwt = await server.token("victim@example.com")
    const byBearer = await server.request("/api/v1/user/profile", {
      method: "PUT",
      headers: { authorization: `Bearer ${jwt}`, "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Bearer" })
    })
    expect(byBearer.status).toBe(200)
  })

  it("slides: used after half its life the session is extended and the cookie set again", async () => {
    const { token, cookie } = await signIn("slide@example.com")
    clock.advance(2 * DAY)
    const early = await profile(token)
    expect(early.status).toBe(200)
    expect(sessionCookie(early)).toBeUndefined()
    clock.advance(2 * DAY)
    const late = await profile(token)
    expect(late.status).toBe(200)
    const renewed = sessionCookie(late)
    expect(renewed?.value).toBe(token)
    expect(renewed!.expiresAt!).toBeGreaterThan(cookie.expiresAt! + 3 * DAY)
    // Past the first expiry, alive thanks to the renewal.
    clock.advance(5 * DAY)
    expect((await profile(token)).status).toBe(200)
    // Unused for longer than its life: refused, and the stale cookie is cleared.
    clock.advance(8 * DAY)
    const expired = await profile(token)
    expect(expired.status).toBe(401)
    const cleared = sessionCookie(expired)
    expect(cleared?.value).toBe("")
    expect(cleared!.expiresAt!).toBeLessThan(clock.now())
  })

  it("a stale cookie leaves public endpoints public", async () => {
    const status = await server.request("/api/v1/auth/session", { headers: withCookie("x".repeat(43)) })
    expect(status.status).toBe(200)
    const body = (await status.json()) as { data: { authenticated: boolean; via: unknown } }
    expect(body.data).toMatchObject({ authenticated: false, via: null })
  })

  it("sign-out revokes the session and clears the cookie", async () => {
    const { token } = await signIn("out@example.com")
    const who = await server.request("/api/v1/auth/session", { headers: withCookie(token) })
    expect(((await who.json()) as { data: unknown }).data).toMatchObject({
      authenticated: true,
      via: "session",
      email: "out@example.com"
    })
    const forged = await server.request("/api/v1/auth/session", {
      method: "DELETE",
      headers: withCookie(token, { origin: "https://evil.example" })
    })
    expect(forged.status).toBe(403)
    expect((await profile(token)).status).toBe(200)
    const out = await server.request("/api/v1/auth/session", {
      method: "DELETE",
      headers: withCookie(token, sameOrigin())
    })
    expect(out.status).toBe(200)
    expect(sessionCookie(out)?.value).toBe("")
    expect((await profile(token)).status).toBe(401)
  })

  it("the dev sign-in: same-origin only, validates the email on its field, then signs in", async () => {
    const status = (await (await server.request("/api/v1/auth/session")).json()) as { data: { devSignIn: boolean } }
    expect(status.data.devSignIn).toBe(true)
    const crossSite = await postJson(server, "/api/v1/auth/dev-session", { email: "dev@example.com" })
    expect(crossSite.status).toBe(403)
    const invalid = await postJson(server, "/api/v1/auth/dev-session", { email: "not-an-email" }, sameOrigin())
    expect(invalid.status).toBe(400)
    const problems = (await invalid.json()) as { details: ReadonlyArray<{ path: string }> }
    expect(problems.details.map((d) => d.path)).toEqual(["body.email"])
    const signedIn = await postJson(server, "/api/v1/auth/dev-session", { email: "dev@example.com" }, sameOrigin())
    expect(signedIn.status).toBe(201)
    const token = sessionCookie(signedIn)!.value
    // The same user as the dev issuer's JWT for this address.
    const byJwt = await server.request("/api/v1/user/profile", {
      headers: { authorization: `Bearer ${await server.token("dev@example.com")}` }
    })
    const a = (await byJwt.json()) as { data: { id: string } }
    const b = (await (await profile(token)).json()) as { data: { id: string } }
    expect(b.data.id).toBe(a.data.id)
  })
})

describe("web-app sessions in production", () => {
  let server: TestServer
  let providerToken: (email: string) => Promise<string>
  beforeAll(async () => {
    // An identity provider of the test's own: production refuses the dev issuer.
    const { privateKey, publicKey } = await generateKeyPair("ES256")
    const provider = { issuer: "https://id.example", audience: "fire-api" }
    providerToken = (email) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: "ES256" })
        .setSubject(`provider|${email}`)
        .setIssuer(provider.issuer)
        .setAudience(provider.audience)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(privateKey)
    server = await startServer({
      ...(await backends()[0]!.isolate()),
      environment: "production",
      auth: {
        jwksUrl: Option.none(),
        publicKey: Option.some(await exportSPKI(publicKey)),
        issuer: Option.some(provider.issuer),
        audience: Option.some(provider.audience)
      }
    })
  })
  afterAll(() => server.close())

  it("the cookie is Secure and the dev sign-in does not exist", async () => {
    const response = await server.request("/api/v1/auth/session", {
      method: "POST",
      headers: { authorization: `Bearer ${await providerToken("prod@example.com")}` }
    })
    expect(response.status).toBe(201)
    expect(sessionCookie(response)!.attributes).toContain("secure")
    const dev = await postJson(server, "/api/v1/auth/dev-session", { email: "dev@example.com" }, { origin: server.url })
    expect(dev.status).toBe(404)
    const status = (await (await server.request("/api/v1/auth/session")).json()) as { data: { devSignIn: boolean } }
    expect(status.data.devSignIn).toBe(false)
  })
})
