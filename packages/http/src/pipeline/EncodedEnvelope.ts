import { Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { ListMeta, Meta } from "./Envelope.js"

/**
 * The success envelope around a payload encoded once. Lists that are the same for every caller
 * between deploys (a page of the city catalogue, the tax countries) are JSON-encoded once per
 * distinct value and each answer splices its own `meta` (request id, time) around those bytes,
 * instead of encoding 100 cities per request (about two thirds of that request's CPU,
 * docs/performance.md). The bytes are exactly those of `JSON.stringify({ success: true, data, meta })`.
 */

const PREFIX = Buffer.from('{"success":true,"data":')

/** `{"success":true,"data":<data>,"meta":<meta>}` with `data` already JSON (UTF-8). */
export const envelopeBytes = (data: Uint8Array, meta: Meta | ListMeta): Uint8Array =>
  Buffer.concat([PREFIX, data, Buffer.from(`,"meta":${JSON.stringify(meta)}}`)])

/**
 * Above this many bytes of `data`, `envelopeResponse` does not copy it into one buffer per answer.
 * Measured on the 113 KB city page: the copy was cheap on the request's own thread, but at 1,000
 * answers a second it made 113 MB/s of short-lived buffers outside V8's heap, whose accounting
 * triggers full garbage collections; their concurrent marking threads cost more CPU than the
 * whole framework floor (docs/performance.md, "The city list's extra 0.6 ms").
 */
const COPY_LIMIT = 16 * 1024

/**
 * A 200 `application/json` answer whose body is `{"success":true,"data":<data>,"meta":<meta>}`,
 * the same bytes as `jsonBytes(envelopeBytes(data, meta))`. A large `data` is written as it is, the
 * prefix, the page and the per-request `meta` as three chunks of a stream with its
 * `content-length` (Node corks the socket for the response's writes: one `writev`, no copy).
 */
export const envelopeResponse = (data: Uint8Array, meta: Meta | ListMeta): HttpServerResponse.HttpServerResponse => {
  if (data.length < COPY_LIMIT) return jsonBytes(envelopeBytes(data, meta))
  const suffix = Buffer.from(`,"meta":${JSON.stringify(meta)}}`)
  return HttpServerResponse.stream(Stream.fromArrays([PREFIX], [data], [suffix]), {
    contentType: "application/json",
    contentLength: PREFIX.length + data.length + suffix.length
  })
}

/** A 200 `application/json` answer of `body`, as `HttpServerResponse.jsonUnsafe` labels it. */
export const jsonBytes = (body: Uint8Array): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.uint8Array(body, { contentType: "application/json" })

/**
 * `encode` then `JSON.stringify`, remembered per value by identity (a `WeakMap`): a value that is
 * served again (the same page object of a catalogue held in memory) is not encoded again, and a
 * value no longer referenced is forgotten with it.
 */
export const encodedOnce = <A extends object>(encode: (value: A) => unknown): ((value: A) => Uint8Array) => {
  const known = new WeakMap<A, Uint8Array>()
  return (value) => {
    let bytes = known.get(value)
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(encode(value)))
      known.set(value, bytes)
    }
    return bytes
  }
}
