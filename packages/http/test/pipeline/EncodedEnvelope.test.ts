import { Effect, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { envelopeResponse } from "../../src/pipeline/EncodedEnvelope.js"

/**
 * An answer spliced around data encoded once is exactly `JSON.stringify` of the whole envelope, with
 * its byte count as `content-length`, whether the data is copied into one buffer (small) or written
 * as it is beside its prefix and `meta` (large, the city page).
 */

const meta = fc.record({
  requestId: fc.string(),
  timestamp: fc.string({ unit: "grapheme" }),
  version: fc.constant("v1")
})
const json = fc.jsonValue()

const bodyOf = async (response: HttpServerResponse.HttpServerResponse) => {
  const web = HttpServerResponse.toWeb(response)
  return { bytes: Buffer.from(await web.arrayBuffer()), headers: web.headers }
}

describe("envelopeResponse", () => {
  it("gives the bytes of the whole envelope and their count, small and large data alike", async () => {
    await fc.assert(
      fc.asyncProperty(json, fc.integer({ min: 0, max: 40_000 }), meta, async (value, padding, m) => {
        // `padding` spans both sides of the copy limit (16 KB) with non-ASCII text.
        const data = { value, pad: "é€".repeat(padding) }
        const response = envelopeResponse(Buffer.from(JSON.stringify(data)), m)
        const expected = Buffer.from(JSON.stringify({ success: true, data, meta: m }))
        const { bytes, headers } = await bodyOf(response)
        expect(response.status).toBe(200)
        expect(headers.get("content-type")).toBe("application/json")
        expect(Number(headers.get("content-length"))).toBe(expected.length)
        expect(bytes.equals(expected)).toBe(true)
      }),
      { numRuns: 60 }
    )
  })

  it("does not copy large data into the answer: the page's own buffer is a chunk of the body", async () => {
    const data = Buffer.from(JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ id: `city-${i}` }))))
    const response = envelopeResponse(data, { requestId: "r", timestamp: "t", version: "v1" })
    if (response.body._tag !== "Stream") throw new Error(`a ${response.body._tag} body`)
    const chunks = await Effect.runPromise(Stream.runCollect(response.body.stream))
    expect(chunks.some((chunk) => chunk === data)).toBe(true)
    const small = envelopeResponse(Buffer.from("[]"), { requestId: "r", timestamp: "t", version: "v1" })
    expect(small.body._tag).toBe("Uint8Array")
  })
})
