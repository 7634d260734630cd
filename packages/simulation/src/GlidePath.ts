/**
 * Glide paths: target weights of the plan's positions by path year, rebalanced to at the start of each
 * year (instead of the initial USD weights). Weights are listed in the order of `plan.positions`.
 */
import type { IssueCollector } from "./ValidationIssue.js"

/** Linear from `from` (year 1) to `to` (year `years` + 1 onward); a rising-equity bond tent is one. */
export interface LinearGlidePath {
  readonly kind: "linear"
  readonly from: ReadonlyArray<number>
  readonly to: ReadonlyArray<number>
  /** Years the move takes, 1-60. */
  readonly years: number
}

/** A table: row t - 1 holds year t's weights; years after the last row keep the last row. */
export interface TableGlidePath {
  readonly kind: "table"
  readonly weightsByYear: ReadonlyArray<ReadonlyArray<number>>
}

/** A glide path of the plan. */
export type GlidePath = LinearGlidePath | TableGlidePath

/** Weights must sum to 1 within this tolerance. */
const SUM_TOLERANCE = 1e-9

const parseWeights = (c: IssueCollector, raw: unknown, path: string, positions: number): ReadonlyArray<number> => {
  const items = c.array(raw, path, positions, positions)
  const weights = items.map((w, i) => c.number(w, `${path}.${i}`, 0, 1))
  let sum = 0
  for (const w of weights) sum += w
  if (items.length === positions && Math.abs(sum - 1) > SUM_TOLERANCE) c.add(path, "weights must sum to 1")
  return weights
}

/** Reads `glidePath` of a plan document with `positions` positions, recording every problem. */
export const parseGlidePath = (c: IssueCollector, raw: unknown, path: string, positions: number): GlidePath => {
  const r = c.record(raw, path) ?? {}
  const kind = c.literal(r.kind, `${path}.kind`, ["linear", "table"] as const)
  if (kind === "linear")
    return {
      kind,
      from: parseWeights(c, r.from, `${path}.from`, positions),
      to: parseWeights(c, r.to, `${path}.to`, positions),
      years: c.integer(r.years, `${path}.years`, 1, 60)
    }
  return {
    kind,
    weightsByYear: c
      .array(r.weightsByYear, `${path}.weightsByYear`, 1, 60)
      .map((w, i) => parseWeights(c, w, `${path}.weightsByYear.${i}`, positions))
  }
}

/**
 * The weights of path year `t` (1-based), written into `out`. Linear: from + (to - from) * min(t - 1,
 * years) / years, position by position.
 */
export const glideWeights = (g: GlidePath, t: number, out: Float64Array): void => {
  if (g.kind === "table") {
    const row = g.weightsByYear[Math.min(t, g.weightsByYear.length) - 1] as ReadonlyArray<number>
    for (let i = 0; i < out.length; i++) out[i] = row[i] as number
    return
  }
  const f = Math.min(t - 1, g.years) / g.years
  for (let i = 0; i < out.length; i++) {
    const a = g.from[i] as number
    out[i] = a + ((g.to[i] as number) - a) * f
  }
}
