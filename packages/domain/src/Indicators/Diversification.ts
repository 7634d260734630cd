import {
  herfindahl,
  holdingsStatus,
  type Indicator,
  type IndicatorInput,
  round,
  sharesBy,
  type ValuedHolding,
  valueHoldings
} from "./Indicator.js"

/** Concentration measures of weighted holdings. */
export interface DiversificationMeasures {
  readonly holdingCount: number
  /** 1 / sum of squared weights: the number of equal holdings with the same concentration. */
  readonly effectiveHoldings: number
  readonly largestHoldingShare: number
  readonly byFactor: ReadonlyArray<{ readonly factor: string; readonly share: number }>
  /** Herfindahl index of factor shares, 0..1 (1: one factor). */
  readonly factorConcentration: number
  readonly byRegion: ReadonlyArray<{ readonly region: string; readonly share: number }>
  /** Herfindahl index of region shares, 0..1 (1: one region). */
  readonly regionConcentration: number
}

/** The measures of valued holdings (weights summing to 1; all zeros when there is no value). */
export const diversificationMeasures = (valued: ReadonlyArray<ValuedHolding>): DiversificationMeasures => {
  const weights = valued.map((v) => v.weight)
  const h = herfindahl(weights)
  const factors = sharesBy(valued, (x) => x.assetFactor)
  const regions = sharesBy(valued, (x) => x.region)
  return {
    holdingCount: valued.length,
    effectiveHoldings: h > 0 ? 1 / h : 0,
    largestHoldingShare: weights.reduce((m, w) => Math.max(m, w), 0),
    byFactor: factors.map((f) => ({ factor: f.key, share: f.share })),
    factorConcentration: herfindahl(factors.map((f) => f.share)),
    byRegion: regions.map((r) => ({ region: r.key, share: r.share })),
    regionConcentration: herfindahl(regions.map((r) => r.share))
  }
}

/**
 * `diversification`: effective number of holdings (inverse Herfindahl of value weights), the
 * largest holding's share, and factor and region shares with their Herfindahl concentration.
 */
export const diversification = (input: IndicatorInput): Indicator<DiversificationMeasures> => {
  const valuation = valueHoldings(input.holdings, input.profile)
  const m = diversificationMeasures(valuation.valued)
  return {
    key: "diversification",
    status: holdingsStatus(valuation, input.holdings.length, valuation.warnings.length > 0),
    value: {
      holdingCount: m.holdingCount,
      effectiveHoldings: round(m.effectiveHoldings, 4),
      largestHoldingShare: round(m.largestHoldingShare, 4),
      byFactor: m.byFactor.map((f) => ({ ...f, share: round(f.share, 4) })),
      factorConcentration: round(m.factorConcentration, 4),
      byRegion: m.byRegion.map((r) => ({ ...r, share: round(r.share, 4) })),
      regionConcentration: round(m.regionConcentration, 4)
    },
    warnings: input.holdings.length === 0 ? [...valuation.warnings, "no holdings yet"] : valuation.warnings
  }
}
