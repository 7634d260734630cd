/**
 * `mulberry32-derived-streams/1`: independent mulberry32 streams derived from a seed string, one per
 * purpose and path index, so that path i draws the same numbers whatever the path count.
 *
 * Derivation: state = FNV-1a-32 over the UTF-8 bytes of `${seed}|${purpose}|${pathIndex}`
 * (offset basis 0x811C9DC5, prime 0x01000193), taken as a signed 32-bit integer.
 */
import { type Mulberry32, mulberry32 } from "./Mulberry32.js"

/** The PRNG identifier written into every result. */
export const PRNG_VERSION = "mulberry32-derived-streams/1" as const

/** What a stream is used for; each purpose has its own independent stream per path. */
export type StreamPurpose = "block-start" | "legacy-normal" | (string & {})

const FNV_OFFSET_BASIS = 0x811c9dc5
const FNV_PRIME = 0x01000193
const encoder = new TextEncoder()

/** Continues an FNV-1a 32-bit hash `h` over the UTF-8 bytes of `text`; returns the unsigned state. */
export const fnv1a32Continue = (h: number, text: string): number => {
  let ascii = true
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) ascii = false
  // ASCII text is its own UTF-8 encoding: hash the code units without encoding
  const bytes: ArrayLike<number> = ascii ? { length: 0 } : encoder.encode(text)
  const len = ascii ? text.length : bytes.length
  let s = h | 0
  for (let i = 0; i < len; i++) {
    s ^= ascii ? text.charCodeAt(i) : (bytes[i] as number)
    s = Math.imul(s, FNV_PRIME)
  }
  return s >>> 0
}

/** FNV-1a 32-bit hash of the UTF-8 bytes of `text`, as an unsigned 32-bit integer. */
export const fnv1a32 = (text: string): number => fnv1a32Continue(FNV_OFFSET_BASIS, text)

/** The 32-bit initial state of the stream for (seed, purpose, pathIndex), unsigned. */
export const streamState = (seed: string, purpose: StreamPurpose, pathIndex: number): number =>
  fnv1a32(`${seed}|${purpose}|${pathIndex}`)

/** A fresh mulberry32 generator for (seed, purpose, pathIndex); pathIndex is a non-negative integer. */
export const deriveStream = (seed: string, purpose: StreamPurpose, pathIndex: number): Mulberry32 =>
  mulberry32(streamState(seed, purpose, pathIndex))

/**
 * The FNV-1a state after `${seed}|${purpose}|`, so that many paths' states can be finished cheaply with
 * `streamStateForPath` (FNV-1a is streaming: the result equals `streamState`).
 */
export const streamPrefixState = (seed: string, purpose: StreamPurpose): number => fnv1a32(`${seed}|${purpose}|`)

/** Finishes the stream state of `pathIndex` from a `streamPrefixState`; equals streamState(seed, purpose, pathIndex). */
export const streamStateForPath = (prefixState: number, pathIndex: number): number =>
  Number.isInteger(pathIndex) && pathIndex >= 0 && pathIndex < 2 ** 31
    ? fnv1a32ContinueDecimal(prefixState, pathIndex)
    : fnv1a32Continue(prefixState, String(pathIndex))

// the UTF-8 byte of the digit 0
const DIGIT_ZERO = 0x30

/**
 * `fnv1a32Continue(h, String(value))` for a whole number 0 <= value < 2^31, from its decimal digits
 * (most significant first, as String writes them) without forming the string: one per path otherwise.
 */
export const fnv1a32ContinueDecimal = (h: number, value: number): number => {
  let place = 1
  while (place * 10 <= value) place *= 10
  let s = h | 0
  for (; place > 0; place = (place / 10) | 0) {
    s ^= DIGIT_ZERO + (((value / place) | 0) % 10)
    s = Math.imul(s, FNV_PRIME)
  }
  return s >>> 0
}
