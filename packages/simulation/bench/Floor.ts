/**
 * The floor of the benchmark: the simplest loop that draws the same random numbers (the same block
 * starts from the same derived streams) and compounds the same returns (each position by its factor's
 * nominal return, its currency's FX and its fee), with no spending, no indices and no statistics.
 */
import { mulberry32, nextIndex } from "../src/Mulberry32.js"
import type { ParameterSet } from "../src/ParameterSet.js"
import type { Plan } from "../src/Plan.js"
import { streamPrefixState, streamStateForPath } from "../src/Rng.js"

/** Column-major typed copies of the factor and FX returns each position needs. */
export interface FloorData {
  readonly rows: number
  readonly positions: number
  /** [i * rows + row]: nominal return of position i's factor. */
  readonly ret: Float64Array
  /** [i * rows + row]: FX return of position i's currency (0 for USD). */
  readonly fx: Float64Array
  readonly keep: Float64Array
  readonly value0: Float64Array
}

/** Prepares the floor's arrays (outside the timed loop, as the engine compiles its tables). */
export const floorData = (set: ParameterSet, plan: Plan): FloorData => {
  const rows = set.observations.length
  const k = plan.positions.length
  const ret = new Float64Array(k * rows)
  const fx = new Float64Array(k * rows)
  plan.positions.forEach((p, i) => {
    set.observations.forEach((o, r) => {
      ret[i * rows + r] = o.nominalReturn[p.assetFactor] ?? 0
      fx[i * rows + r] = p.currency === "USD" ? 0 : (o.fxReturn[p.currency] ?? 0)
    })
  })
  return {
    rows,
    positions: k,
    ret,
    fx,
    keep: Float64Array.from(plan.positions, (p) => 1 - p.annualFee),
    value0: Float64Array.from(plan.positions, (p) => p.value * (set.fxSpotUsdPerUnit[p.currency] ?? 1))
  }
}

/** Runs the floor loop; returns the sum of end values (so the work cannot be optimised away). */
export const floorLoop = (
  d: FloorData,
  seed: string,
  pathCount: number,
  horizonYears: number,
  blockLength: number
): number => {
  const prefix = streamPrefixState(seed, "block-start")
  const starts = d.rows - blockLength + 1
  const v = new Float64Array(d.positions)
  let total = 0
  for (let p = 0; p < pathCount; p++) {
    const g = mulberry32(streamStateForPath(prefix, p))
    v.set(d.value0)
    let t = 0
    while (t < horizonYears) {
      const s = nextIndex(g, starts)
      for (let j = 0; j < blockLength && t < horizonYears; j++, t++) {
        const row = s + j
        for (let i = 0; i < d.positions; i++) {
          const at = i * d.rows + row
          v[i] = (v[i] as number) * (1 + (d.ret[at] as number)) * (1 + (d.fx[at] as number)) * (d.keep[i] as number)
        }
      }
    }
    for (let i = 0; i < d.positions; i++) total += v[i] as number
  }
  return total
}
