import type { FeatureFlag, FeatureKey } from "@fire/domain/FeatureFlag"
import { rolloutBucket } from "@fire/domain/FeatureFlag"
import { FeatureFlagRepository } from "@fire/domain/FeatureFlagRepository"
import { type UserId, UserRepository } from "@fire/domain/User"
import { Effect } from "effect"
import * as SqlClient from "effect/sql/SqlClient"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends } from "../utils/Backends.js"
import { startServer, type TestServer } from "../utils/TestServer.js"

/** `GET /features` and `GET /features/{key}` (spec 5.7: authenticated) by real requests. */

interface Feature {
  readonly key: string
  readonly description: string
  readonly enabled: boolean
}

describe.each(backends())("feature flags on $name", (backend) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer(await backend.isolate())
  })
  afterAll(() => server.close())

  const auth = async (email: string) => ({ authorization: `Bearer ${await server.token(email)}` })

  const userOf = async (email: string, tier: "starter" | "pro" = "starter"): Promise<UserId> => {
    const response = await server.request("/api/v1/user/profile", { headers: await auth(email) })
    const id = ((await response.json()) as { data: { id: UserId } }).data.id
    if (tier === "pro")
      await server.run(
        Effect.flatMap(UserRepository, (users) =>
          users.setSubscription(id, { tier: "pro", status: "active" }, Date.now())
        )
      )
    return id
  }

  const setFlag = (flag: Omit<FeatureFlag, "updatedAt">) =>
    server.run(
      Effect.flatMap(FeatureFlagRepository, (flags) =>
        flags.upsert({ ...flag, updatedAt: Date.now() })
      ) as Effect.Effect<FeatureFlag, unknown, never>
    )

  const flag = (key: string, overrides: Partial<FeatureFlag> = {}): Omit<FeatureFlag, "updatedAt"> => ({
    key: key as FeatureKey,
    description: `About ${key}`,
    enabled: true,
    tiers: [],
    rolloutPercent: 100,
    ...overrides
  })

  const list = async (email: string) => {
    const response = await server.request("/api/v1/features", { headers: await auth(email) })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: Feature[] }).data
  }

  const check = async (email: string, key: string) => {
    const response = await server.request(`/api/v1/features/${key}`, { headers: await auth(email) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it("needs authentication", async () => {
    for (const path of ["/api/v1/features", "/api/v1/features/anything"]) {
      const response = await server.request(path)
      expect(response.status).toBe(401)
      expect(((await response.json()) as { code: string }).code).toBe("UNAUTHORIZED")
    }
  })

  it("lists nothing before any flag exists", async () => {
    expect(await list("none@example.com")).toEqual([])
  })

  it("evaluates every flag for the caller: enabled, tier, rollout; sorted by key", async () => {
    await setFlag(flag("a-everyone"))
    await setFlag(flag("b-disabled", { enabled: false }))
    await setFlag(flag("c-pro-only", { tiers: ["pro"] }))
    await setFlag(flag("d-nobody", { rolloutPercent: 0 }))
    await userOf("starter@example.com")
    await userOf("pro@example.com", "pro")
    const starter = await list("starter@example.com")
    const pro = await list("pro@example.com")
    expect(starter.map((f) => f.key)).toEqual(["a-everyone", "b-disabled", "c-pro-only", "d-nobody"])
    expect(starter.map((f) => f.enabled)).toEqual([true, false, false, false])
    expect(pro.map((f) => f.enabled)).toEqual([true, false, true, false])
    expect(Object.keys(starter[0]!).sort()).toEqual(["description", "enabled", "key"])
    expect(starter[0]!.description).toBe("About a-everyone")
  })

  it("checks one flag, and answers 404 NOT_FOUND for an unknown key and 400 for a malformed one", async () => {
    await setFlag(flag("single.check"))
    await userOf("check@example.com")
    const found = await check("check@example.com", "single.check")
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual({ key: "single.check", description: "About single.check", enabled: true })
    const missing = await check("check@example.com", "no-such-flag")
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe("NOT_FOUND")
    const malformed = await check("check@example.com", "Bad_Key!")
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe("VALIDATION_ERROR")
    expect((malformed.body.details as Array<{ path: string }>).map((d) => d.path)).toEqual(["path.key"])
  })

  it("rolls out by the stable bucket of the user id: on exactly when sha256 bucket < percent, every time", async () => {
    await setFlag(flag("half-rollout", { rolloutPercent: 50 }))
    const emails = Array.from({ length: 12 }, (_, i) => `rollout-${i}@example.com`)
    let on = 0
    for (const email of emails) {
      const id = await userOf(email)
      const first = await check(email, "half-rollout")
      const again = await check(email, "half-rollout")
      const enabled = (first.body.data as Feature).enabled
      expect(enabled).toBe(rolloutBucket("half-rollout", id) < 50)
      expect((again.body.data as Feature).enabled).toBe(enabled)
      if (enabled) on++
    }
    // Raising the rollout never turns anybody off.
    await setFlag(flag("half-rollout", { rolloutPercent: 80 }))
    let onAfter = 0
    for (const email of emails) if (((await check(email, "half-rollout")).body.data as Feature).enabled) onAfter++
    expect(onAfter).toBeGreaterThanOrEqual(on)
  })

  it("a Pro trial that has ended counts as Starter", async () => {
    await setFlag(flag("pro-feature", { tiers: ["pro"] }))
    const id = await userOf("lapsed@example.com")
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`UPDATE users SET subscription_tier = 'pro', subscription_status = 'trialing',
            trial_ends_at = ${new Date(Date.now() - 60_000).toISOString()} WHERE id = ${id}`
      )
    )
    expect(((await check("lapsed@example.com", "pro-feature")).body.data as Feature).enabled).toBe(false)
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`UPDATE users SET trial_ends_at = ${new Date(Date.now() + 86_400_000).toISOString()} WHERE id = ${id}`
      )
    )
    expect(((await check("lapsed@example.com", "pro-feature")).body.data as Feature).enabled).toBe(true)
  })
})
