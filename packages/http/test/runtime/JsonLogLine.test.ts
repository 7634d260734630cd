import { Effect, Formatter, Logger, Redacted } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatJsonLine, jsonLogLine } from "../../src/runtime/JsonLogLine.js"

type Entry = Parameters<typeof formatJsonLine>[0]

const scalar = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null))
const anything = fc.oneof(
  scalar,
  fc.bigInt(),
  fc.array(scalar),
  fc.dictionary(fc.string(), scalar),
  fc.constant(new Error("boom")),
  fc.constant(Redacted.make("secret")),
  fc.constant(undefined)
)
const entry = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Entry> =>
  fc.record({
    message: fc.oneof(fc.string(), fc.array(fc.string())),
    level: fc.constantFrom("INFO", "ERROR"),
    timestamp: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    cause: fc.option(fc.string(), { nil: undefined }),
    annotations: fc.dictionary(fc.string(), value),
    spans: fc.dictionary(fc.string(), fc.integer()),
    fiberId: fc.nat().map((n) => `#${n}`)
  })

describe("a JSON log line", () => {
  it("is the text of effect's JSON formatter, for plain entries and any other", () => {
    fc.assert(
      fc.property(fc.oneof(entry(scalar), entry(anything)), (e) => {
        expect(formatJsonLine(e)).toBe(Formatter.formatJson(e))
      }),
      { numRuns: 2000 }
    )
  })

  it("writes a request's line as Logger.formatJson does, and redacts what it must", () => {
    const lines = (logger: Logger.Logger<unknown, string>) => {
      const out: Array<string> = []
      const collect = Logger.map(logger, (line) => out.push(line))
      Effect.runSync(
        Effect.gen(function* () {
          yield* Effect.logInfo("request").pipe(
            Effect.annotateLogs({ method: "GET", route: "/api/v1/user/profile", status: 200, durationMs: 3 })
          )
          yield* Effect.logInfo("token").pipe(Effect.annotateLogs({ token: Redacted.make("abc") }))
        }).pipe(Effect.provide(Logger.layer([collect])))
      )
      // the same text but for the time and the fiber
      return out.map((line) => line.replace(/"timestamp":"[^"]*"/, "").replace(/"fiberId":"[^"]*"/, ""))
    }
    const ours = lines(jsonLogLine)
    expect(ours).toEqual(lines(Logger.formatJson))
    expect(ours[0]).toContain(
      '"annotations":{"method":"GET","route":"/api/v1/user/profile","status":200,"durationMs":3}'
    )
    expect(ours[1]).not.toContain("abc")
  })
})
