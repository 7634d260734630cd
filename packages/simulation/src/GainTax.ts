/**
 * The destination's tax on realised gains, as plain data the engine reads: per country segment (a
 * move is a second segment from a later year), a continuous piecewise-linear tax of the year's
 * realised gain, compiled outside the engine from the project's tax rule sets (domain
 * `GainTaxSchedule.ts`). Amounts are in today's units of the segment's currency and grow with its
 * inflation (the law is held static in real terms); they are converted with the year's FX.
 *
 * The cost basis, by the profile's `costBasis`:
 * - `per_position` (what new documents from the API and the CLI carry): each position keeps its own
 *   value and basis; the year's withdrawal, purchases and rebalancing to the year's weights are one
 *   set of trades, and the realised gain is that of the positions sold (PositionBasis.ts).
 * - `average` (the field absent: documents made before per-position tracking, which verify bit for
 *   bit): realised gain of a withdrawal W is W x g, with g = max(0, 1 - basis / balance) the gain share
 *   of the portfolio at average cost (basis starts at the positions' `costBasis`, default their value;
 *   buys add to it, withdrawals remove their share); rebalancing realises nothing.
 */
import type { IssueCollector } from "./ValidationIssue.js"

/** One band: from `from` (today's units) up to the next band, each unit of gain pays `rate`. */
export interface GainTaxBand {
  readonly from: number
  readonly rate: number
}

/** The tax of one country from `fromYear` on. */
export interface GainTaxSegment {
  /** First path year (1-based) this segment applies; the first segment starts at 1. */
  readonly fromYear: number
  /** ISO 3166-1 alpha-2 of the country whose rule set was compiled (a label: the bands are the tax). */
  readonly country: string
  readonly currency: string
  /** Ascending `from`, the first 0; rates in [0, 0.95]. */
  readonly bands: ReadonlyArray<GainTaxBand>
  /** Where the bands come from (rule set id, tax year, residence status), for the receipt. */
  readonly source: string
}

/** How the cost basis is kept: per position (rebalancing realises gains) or pooled at average cost. */
export type CostBasisMethod = "average" | "per_position"

/** `taxProfile` of kind `gain_schedule`. */
export interface GainTaxProfile {
  readonly kind: "gain_schedule"
  readonly segments: ReadonlyArray<GainTaxSegment>
  /** Absent = `average` (the method of documents made before it existed). */
  readonly costBasis?: CostBasisMethod
}

/** The method a profile uses: its `costBasis`, `average` when absent. */
export const costBasisMethod = (profile: GainTaxProfile): CostBasisMethod => profile.costBasis ?? "average"

/**
 * A new document's profile: `per_position` unless it names a method. Applied where documents are made
 * (the revision API, `fire simulate`), never when one is read back or verified.
 */
export const withCostBasisDefault = (profile: GainTaxProfile): GainTaxProfile =>
  profile.costBasis === undefined ? { ...profile, costBasis: "per_position" } : profile

const CURRENCY = /^[A-Z]{3}$/

/** Reads a `gain_schedule` tax profile, recording every problem under `path`. */
export const parseGainTaxProfile = (c: IssueCollector, r: Record<string, unknown>, path: string): GainTaxProfile => {
  const segments = c.array(r.segments, `${path}.segments`, 1, 4).map((raw, i): GainTaxSegment => {
    const at = `${path}.segments.${i}`
    const s = c.record(raw, at) ?? {}
    const bands = c.array(s.bands, `${at}.bands`, 1, 64).map((b, j): GainTaxBand => {
      const band = c.record(b, `${at}.bands.${j}`) ?? {}
      return {
        from: c.number(band.from, `${at}.bands.${j}.from`, 0, 1e12),
        rate: c.number(band.rate, `${at}.bands.${j}.rate`, 0, 0.95)
      }
    })
    bands.forEach((b, j) => {
      if (j === 0 && b.from !== 0) c.add(`${at}.bands.0.from`, "must be 0")
      if (j > 0 && b.from <= (bands[j - 1] as GainTaxBand).from) c.add(`${at}.bands.${j}.from`, "must be ascending")
    })
    return {
      fromYear: c.integer(s.fromYear, `${at}.fromYear`, 1, 60),
      country: c.string(s.country, `${at}.country`, 2, 2, /^[A-Z]{2}$/),
      currency: c.string(s.currency, `${at}.currency`, 3, 3, CURRENCY),
      bands,
      source: c.string(s.source, `${at}.source`, 1, 240)
    }
  })
  segments.forEach((s, i) => {
    if (i === 0 && s.fromYear !== 1) c.add(`${path}.segments.0.fromYear`, "must be 1")
    if (i > 0 && s.fromYear <= (segments[i - 1] as GainTaxSegment).fromYear)
      c.add(`${path}.segments.${i}.fromYear`, "must be ascending")
  })
  const costBasis =
    r.costBasis === undefined
      ? undefined
      : c.literal(r.costBasis, `${path}.costBasis`, ["average", "per_position"] as const)
  return { kind: "gain_schedule", segments, ...(costBasis === undefined ? {} : { costBasis }) }
}

/**
 * The tax of a realised gain `x` under bands `from`/`rate`/`base` (base[k] = the tax at from[k]) from
 * `at` to `at + count - 1`, all scaled by `scale` (today's units to this year's USD):
 * scale x T(x / scale).
 */
export const gainTax = (
  from: Float64Array,
  rate: Float64Array,
  base: Float64Array,
  at: number,
  count: number,
  scale: number,
  x: number
): number => {
  const u = x / scale
  let k = at
  while (k + 1 < at + count && u >= (from[k + 1] as number)) k++
  return scale * ((base[k] as number) + (rate[k] as number) * (u - (from[k] as number)))
}

/**
 * The gross withdrawal W whose net W - tax(g W) is `net` (the gross-up): per band k,
 * W = (net + scale (base_k - rate_k from_k)) / (1 - rate_k g), the first whose gain g W / scale lies in
 * band k. Exact for continuous bands (net - tax is increasing because rates stay below 1).
 */
export const grossForNet = (
  from: Float64Array,
  rate: Float64Array,
  base: Float64Array,
  at: number,
  count: number,
  scale: number,
  gainShare: number,
  net: number
): number => {
  if (net <= 0) return 0
  if (gainShare <= 0) return net
  for (let k = at; k < at + count; k++) {
    const r = rate[k] as number
    const w = (net + scale * ((base[k] as number) - r * (from[k] as number))) / (1 - r * gainShare)
    const u = (gainShare * w) / scale
    if (k + 1 === at + count || u < (from[k + 1] as number)) return w
  }
  return net
}

/** The tax at each band's start (the sum of the bands below), for `gainTax` and `grossForNet`. */
export const bandBases = (from: Float64Array, rate: Float64Array, at = 0, count = from.length): Float64Array => {
  const base = new Float64Array(count)
  for (let k = 1; k < count; k++)
    base[k] =
      (base[k - 1] as number) + (rate[at + k - 1] as number) * ((from[at + k] as number) - (from[at + k - 1] as number))
  return base
}

/** The tax of a gain `x` (today's units) under `bands`: T(x). */
export const gainTaxOfBands = (bands: ReadonlyArray<GainTaxBand>, x: number): number => {
  const from = Float64Array.from(bands, (b) => b.from)
  const rate = Float64Array.from(bands, (b) => b.rate)
  return gainTax(from, rate, bandBases(from, rate), 0, bands.length, 1, x)
}
