/**
 * Moving-block bootstrap of joint annual rows: a path is the stress prefix (if any) followed by blocks
 * of `blockLength` consecutive observation rows, each block starting at a row drawn uniformly from
 * [0, rowCount - blockLength] (no wrap-around, so a block is always real consecutive history), the
 * last block cut at the horizon. Returns, inflation and FX of a row always travel together.
 */
import { type Mulberry32, mulberry32, nextIndex } from "./Mulberry32.js"
import { streamPrefixState, streamStateForPath } from "./Rng.js"

/** The stream purpose used for block starts. */
export const BLOCK_START_PURPOSE = "block-start"

/**
 * Fills `out[offset + t * stride]`, t = 0..horizonYears - 1, with the row indexes of path `pathIndex`
 * (stride 1: one path's rows in a row; a batch's width: its rows year-major).
 * Draws come only from the stream (seed, "block-start", pathIndex), one draw per block;
 * `streamPrefix` is `blockStreamPrefix(seed)`.
 * Bounds: 1 <= blockLength <= rowCount; prefix indexes are valid row indexes.
 */
export const fillBlockBootstrapRows = (
  out: Int32Array,
  offset: number,
  horizonYears: number,
  streamPrefix: number,
  pathIndex: number,
  rowCount: number,
  blockLength: number,
  prefix: ReadonlyArray<number>,
  stride = 1
): void => {
  const forced = Math.min(prefix.length, horizonYears)
  for (let t = 0; t < forced; t++) out[offset + t * stride] = prefix[t] as number
  if (forced === horizonYears) return
  const rng: Mulberry32 = mulberry32(streamStateForPath(streamPrefix, pathIndex))
  const L = Math.min(blockLength, rowCount)
  const starts = rowCount - L + 1
  let t = forced
  while (t < horizonYears) {
    const s = nextIndex(rng, starts)
    for (let j = 0; j < L && t < horizonYears; j++, t++) out[offset + t * stride] = s + j
  }
}

/** The FNV-1a prefix state of the block-start streams of `seed` (see Rng.ts). */
export const blockStreamPrefix = (seed: string): number => streamPrefixState(seed, BLOCK_START_PURPOSE)
