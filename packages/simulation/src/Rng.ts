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

/** FNV-1a 32-bit hash of the UTF-8 bytes of `text`, as an unsigned 32-bit integer. */
export const fnv1a32 = (text: string): number => {
  const bytes = encoder.encode(text)
  let h = FNV_OFFSET_BASIS
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] as number
    h = Math.imul(h, FNV_PRIME)
  }
  return h >>> 0
}

/** The 32-bit initial state of the stream for (seed, purpose, pathIndex), unsigned. */
export const streamState = (seed: string, purpose: StreamPurpose, pathIndex: number): number =>
  fnv1a32(`${seed}|${purpose}|${pathIndex}`)

/** A fresh mulberry32 generator for (seed, purpose, pathIndex); pathIndex is a non-negative integer. */
export const deriveStream = (seed: string, purpose: StreamPurpose, pathIndex: number): Mulberry32 =>
  mulberry32(streamState(seed, purpose, pathIndex))
