import fc from "fast-check"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RevisionMother } from "../utils/RevisionMother.js"
import { postJson, startServer, type TestServer } from "../utils/TestServer.js"
import { type JsonSchema, type Operation, operations, resolve } from "./OpenApiDocument.js"

/**
 * A schema-guided fuzzer over every operation of the served OpenAPI document (issue 12): bodies,
 * queries and path ids are drawn from the operation's own schemas by fast-check, then mutated
 * (wrong types, missing and unknown fields, hostile strings, other users' ids). Whatever is sent:
 * never a 5xx, always the envelope, and never an object of the victim in the attacker's answer.
 * Bounded for CI (FUZZ_RUNS, default 400 sequences of up to 3 requests); `FUZZ_RUNS=5000` for a long run.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read structurally
type Json = any

const RUNS = Number(process.env.FUZZ_RUNS ?? 400)
const unlimited = {
  starter: { day: 1e9, minute: 1e9, aiDay: 1e9, aiMonth: 1e9 },
  pro: { day: 1e9, minute: 1e9, aiDay: 1e9, aiMonth: 1e9 },
  anonymous: { day: 1e9, minute: 1e9 },
  familyHourly: { "geo-recommendations": 1e9, "tax-calculate": 1e9 }
}

/** Strings an attacker tries in any text slot. */
const hostile = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "💥".repeat(50),
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "x".repeat(5_000),
  "__proto__",
  "constructor"
)

/** A path segment of any string, lone surrogates included (which `encodeURIComponent` refuses). */
const segment = (value: unknown): string => {
  try {
    return encodeURIComponent(String(value))
  } catch {
    return "%ED%A0%80"
  }
}

/** A value of `schema` (as far as fast-check can draw it), depth-bounded. */
const arbitraryOf = (document: JsonSchema, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  const s = resolve(document, schema) ?? {}
  if (depth > 6) return fc.constant(null)
  if (s.const !== undefined) return fc.constant(s.const)
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as Array<unknown>))
  const members = (s.anyOf ?? s.oneOf) as Array<JsonSchema> | undefined
  if (members !== undefined && members.length > 0)
    return fc.oneof(...members.map((m) => arbitraryOf(document, m, depth + 1)))
  if (Array.isArray(s.allOf) && s.allOf.length > 0) return arbitraryOf(document, s.allOf[0], depth + 1)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case "object": {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryOf(document, value, depth + 1)
      return fc.record(record, { requiredKeys: (s.required ?? []) as Array<string> })
    }
    case "array":
      return fc.array(arbitraryOf(document, s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5)
      })
    case "string":
      if (typeof s.pattern === "string") {
        try {
          return fc.stringMatching(new RegExp(s.pattern, "u"))
        } catch {
          return fc.string()
        }
      }
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) })
    case "integer":
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 })
    case "number":
      return fc.double({
        min: s.minimum ?? -1e12,
        max: s.maximum ?? 1e12,
        noNaN: true,
        noDefaultInfinity: true
      })
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Mutations of a well-formed value: hostile strings, wrong types, dropped and unknown fields. */
const mutated = (value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: value },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.string({ maxLength: 12 }), hostile, fc.boolean()).map(([v, key, text, drop]) => {
        if (typeof v !== "object" || v === null || Array.isArray(v)) return text
        const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) }
        const keys = Object.keys(copy)
        if (drop && keys.length > 0) delete copy[keys[0]!]
        else if (keys.length > 0) copy[keys[keys.length - 1]!] = text
        else copy[key] = text
        return copy
      })
    }
  )

describe("schema-guided fuzzing of every operation", () => {
  let server: TestServer
  let document: JsonSchema
  let attacker: Record<string, string>
  const victim: Record<string, string> = {}
  /** Strings only the victim's objects contain: none may reach the attacker. */
  const secrets = ["victim-portfolio-7f3a", "victim-asset-7f3a", "victim-scenario-7f3a", "victim-key-7f3a"]

  beforeAll(async () => {
    server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), "fire-fuzz-")), limits: unlimited })
    document = await (await server.request("/api/v1/openapi.json")).json()
    const own = { authorization: `Bearer ${await server.token("victim@example.com")}` }
    attacker = { authorization: `Bearer ${await server.token("attacker@example.com")}` }
    const data = async (response: Promise<Response>) => ((await (await response).json()) as Json).data
    victim.portfolioId = (await data(postJson(server, "/api/v1/portfolios", { name: secrets[0] }, own))).id
    victim.assetId = (
      await data(
        postJson(
          server,
          "/api/v1/assets",
          {
            portfolioId: victim.portfolioId,
            isin: "US0378331005",
            name: secrets[1],
            quantity: 1,
            unitPrice: 1,
            currency: "USD",
            assetFactor: "us_equity",
            region: "north_america"
          },
          own
        )
      )
    ).id
    victim.scenarioId = (await data(postJson(server, "/api/v1/fire-decision/scenarios", { name: secrets[2] }, own))).id
    victim.revisionId = (
      await data(
        postJson(
          server,
          `/api/v1/fire-decision/scenarios/${victim.scenarioId}/revisions`,
          RevisionMother.usRetireeToLisbon(),
          own
        )
      )
    ).id
    victim.keyId = (await data(postJson(server, "/api/v1/user/api-keys", { name: secrets[3] }, own))).id
    victim.notificationId = victim.keyId!
    victim.receiptId = victim.revisionId!
  })
  afterAll(() => server.close())

  /** A request of `op`: path ids (the victim's, random, or garbage), query and body drawn from its schemas. */
  const requestOf = (op: Operation) => {
    const pathParams = op.parameters.filter((p) => p.in === "path")
    const queryParams = op.parameters.filter((p) => p.in === "query")
    const id = (name: string) =>
      fc.oneof(
        fc.constant(victim[name] ?? victim.portfolioId!),
        fc.uuid(),
        hostile.map(segment),
        arbitraryOf(document, pathParams.find((p) => p.name === name)?.schema ?? {}).map(segment)
      )
    const path = fc.tuple(...pathParams.map((p) => id(p.name)), fc.constant(null)).map((values) => {
      let i = 0
      return op.path.replace(/\{[^}]+\}/g, () => String(values[i++]))
    })
    const query = fc
      .tuple(
        ...queryParams.map((p) =>
          fc.option(mutated(arbitraryOf(document, p.schema)), { nil: undefined }).map((v) => [p.name, v] as const)
        ),
        fc.constant(["", undefined] as const)
      )
      .map((pairs) => {
        const search = new URLSearchParams()
        for (const [name, value] of pairs) if (name !== "" && value !== undefined) search.set(name, String(value))
        const text = search.toString()
        return text === "" ? "" : `?${text}`
      })
    const body = op.body === undefined ? fc.constant(undefined) : mutated(arbitraryOf(document, op.body))
    return fc.record({ path, query, body, as: fc.constantFrom("attacker", "anonymous") })
  }

  it(`never a 5xx, always the envelope, never the victim's object (${RUNS} runs)`, async () => {
    const ops = operations(document).filter((op) => !op.path.includes("/auth/"))
    expect(ops.length).toBeGreaterThan(40)
    const anyRequest = fc.oneof(...ops.map((op) => requestOf(op).map((r) => ({ ...r, op }))))
    await fc.assert(
      fc.asyncProperty(fc.array(anyRequest, { minLength: 1, maxLength: 3 }), async (requests) => {
        for (const { op, path, query, body, as } of requests) {
          const response = await server.request(`${path}${query}`, {
            method: op.method,
            headers: {
              ...(as === "attacker" ? attacker : {}),
              "idempotency-key": crypto.randomUUID(),
              ...(body === undefined ? {} : { "content-type": "application/json" })
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) })
          })
          const text = await response.text()
          const where = `${op.method} ${path}${query} -> ${response.status} ${text.slice(0, 300)}`
          if (response.status >= 500) throw new Error(`5xx: ${where}`)
          if (op.path === "/docs" || response.status === 304) continue
          if (op.path.endsWith("openapi.json")) continue
          let parsed: Json
          try {
            parsed = JSON.parse(text)
          } catch {
            throw new Error(`not JSON: ${where}`)
          }
          const envelope =
            (parsed.success === true && "data" in parsed) ||
            (parsed.success === false && typeof parsed.error === "string" && typeof parsed.code === "string")
          if (!envelope) throw new Error(`not the envelope: ${where}`)
          for (const secret of secrets) if (text.includes(secret)) throw new Error(`leaked ${secret}: ${where}`)
        }
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) }) }
    )
  }, 600_000)
})
