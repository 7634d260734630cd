import { Schema } from "effect"
import { AssetFactor, assetFactors, OngoingCharge, Region } from "./Asset.js"
import { CurrencyCode } from "./CurrencyCode.js"
import { Isin } from "./Isin.js"
import { Text } from "./Text.js"

/**
 * The public portfolio health check (`POST /portfolio-health`): a 0-100 score of submitted
 * holdings from three components, and plain-language findings. Pure; formulas in docs/finance.md.
 *
 * - diversification (breadth, weight 0.35): how many of the engine's 3 factors, how many regions
 *   (of 3 wanted) and how many holdings (of 10 wanted) the portfolio spans. Counts only grow when a
 *   holding is added, so adding one never lowers it.
 * - concentration (weight 0.25): effective number of holdings (inverse Herfindahl, 10 or more
 *   scores full) and the largest holding's share (10 % or less scores full), averaged.
 * - cost (weight 0.40): value-weighted ongoing charge; 0 % scores 100, 1.5 % or more scores 0.
 */

/** One submitted holding: its value in the request's currency and what the score reads. */
export const HealthHolding = Schema.Struct({
  name: Schema.optionalKey(Text(1, 200)),
  isin: Schema.optionalKey(Isin),
  value: Schema.Finite.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1e12)).annotate({
    description: "Market value in the request's currency, > 0, at most 1e12"
  }),
  assetFactor: AssetFactor,
  region: Region,
  ongoingCharge: OngoingCharge
})
export type HealthHolding = typeof HealthHolding.Type

/** Body of `POST /portfolio-health`: 1 to 100 holdings, values in one currency. */
export const PortfolioHealthInput = Schema.Struct({
  currency: Schema.optionalKey(CurrencyCode.annotate({ description: "Currency of the values (informative)" })),
  holdings: Schema.Array(HealthHolding).check(Schema.isMinLength(1), Schema.isMaxLength(100))
})
export type PortfolioHealthInput = typeof PortfolioHealthInput.Type

/** One component: its 0..100 score, its weight in the total, and the measures behind it. */
export const HealthComponent = Schema.Struct({
  score: Schema.Finite,
  weight: Schema.Finite,
  measures: Schema.Record(Schema.String, Schema.Finite)
})

/** A plain-language finding about one component. */
export const HealthFinding = Schema.Struct({
  component: Schema.Literals(["diversification", "concentration", "cost"]),
  severity: Schema.Literals(["info", "warning"]),
  message: Schema.String
})
export type HealthFinding = typeof HealthFinding.Type

/** Response data of `POST /portfolio-health`. */
export const PortfolioHealthResult = Schema.Struct({
  score: Schema.Finite.annotate({ description: "0 to 100, one decimal" }),
  components: Schema.Struct({
    diversification: HealthComponent,
    concentration: HealthComponent,
    cost: HealthComponent
  }),
  findings: Schema.Array(HealthFinding),
  totalValue: Schema.Finite,
  currency: Schema.NullOr(Schema.String)
})
export type PortfolioHealthResult = typeof PortfolioHealthResult.Type

/** Weights of the components in the total (sum 1). */
export const healthWeights = { diversification: 0.35, concentration: 0.25, cost: 0.4 } as const

/** Ongoing charge at or above which the cost component is 0. */
export const COST_CEILING = 0.015

type Holding = Pick<HealthHolding, "value" | "assetFactor" | "region" | "ongoingCharge">

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))
const round1 = (x: number) => Math.round(x * 10) / 10

/** Holdings in a canonical order, so sums (and the score) do not depend on the order given. */
const canonical = <H extends Holding>(holdings: ReadonlyArray<H>): ReadonlyArray<H> =>
  [...holdings].sort(
    (a, b) =>
      a.value - b.value ||
      a.ongoingCharge - b.ongoingCharge ||
      (a.assetFactor < b.assetFactor ? -1 : a.assetFactor > b.assetFactor ? 1 : 0) ||
      (a.region < b.region ? -1 : a.region > b.region ? 1 : 0)
  )

/**
 * Breadth 0..100: 0.5 x factors/3 + 0.3 x min(1, regions/3) + 0.2 x min(1, holdings/10), where a
 * `global` holding counts as 3 regions. Never lower after adding a holding.
 */
export const breadthScore = (holdings: ReadonlyArray<Pick<Holding, "assetFactor" | "region">>): number => {
  const factors = new Set(holdings.map((h) => h.assetFactor)).size
  const regionSet = new Set(holdings.map((h) => h.region))
  const regions = regionSet.has("global") ? regionSet.size - 1 + 3 : regionSet.size
  return (
    100 *
    (0.5 * (factors / assetFactors.length) + 0.3 * Math.min(1, regions / 3) + 0.2 * Math.min(1, holdings.length / 10))
  )
}

/** Concentration 0..100 from value weights: mean of min(1, (effective - 1) / 9) and 1 - (largest - 0.1) / 0.9 clamped. */
export const concentrationScore = (
  values: ReadonlyArray<number>
): { readonly score: number; readonly effectiveHoldings: number; readonly largestShare: number } => {
  const total = values.reduce((s, v) => s + v, 0)
  if (total <= 0) return { score: 0, effectiveHoldings: 0, largestShare: 0 }
  const weights = values.map((v) => v / total)
  const h = weights.reduce((s, w) => s + w * w, 0)
  const effectiveHoldings = 1 / h
  const largestShare = weights.reduce((m, w) => Math.max(m, w), 0)
  const score = 100 * 0.5 * (clamp01((effectiveHoldings - 1) / 9) + clamp01(1 - (largestShare - 0.1) / 0.9))
  return { score, effectiveHoldings, largestShare }
}

/** Cost 0..100 from the value-weighted ongoing charge: 100 x (1 - charge / 1.5 %), clamped. */
export const costScore = (weightedCharge: number): number => 100 * clamp01(1 - weightedCharge / COST_CEILING)

const pct = (x: number) => `${(x * 100).toFixed(x < 0.01 ? 2 : 1)} %`

/**
 * The health score of `input`: 0..100 (one decimal), its three components and findings. Adding a
 * holding never lowers diversification; raising any holding's charge never raises the score; the
 * order of the holdings does not matter.
 */
export const portfolioHealth = (input: PortfolioHealthInput): PortfolioHealthResult => {
  const holdings = canonical(input.holdings)
  const total = holdings.reduce((s, h) => s + h.value, 0)
  const charge = total > 0 ? holdings.reduce((s, h) => s + h.value * h.ongoingCharge, 0) / total : 0
  const breadth = breadthScore(holdings)
  const conc = concentrationScore(holdings.map((h) => h.value))
  const cost = costScore(charge)
  const score = round1(
    healthWeights.diversification * breadth + healthWeights.concentration * conc.score + healthWeights.cost * cost
  )
  const factors = new Set(holdings.map((h) => h.assetFactor))
  const regions = new Set(holdings.map((h) => h.region))
  const findings: Array<HealthFinding> = []
  const missing = assetFactors.filter((f) => !factors.has(f))
  if (missing.length > 0)
    findings.push({
      component: "diversification",
      severity: factors.size === 1 ? "warning" : "info",
      message: `Everything is in ${[...factors].join(" and ")}; nothing in ${missing.join(" or ")}. Different asset kinds tend to fall at different times.`
    })
  if (regions.size === 1 && !regions.has("global"))
    findings.push({
      component: "diversification",
      severity: "warning",
      message: `All holdings are in one region (${[...regions][0]}); a regional downturn would hit the whole portfolio.`
    })
  if (conc.largestShare > 0.2 && holdings.length > 1)
    findings.push({
      component: "concentration",
      severity: conc.largestShare > 0.5 ? "warning" : "info",
      message: `The largest holding is ${pct(conc.largestShare)} of the portfolio; above 20 % one position's fortunes move the whole.`
    })
  if (holdings.length === 1)
    findings.push({
      component: "concentration",
      severity: "warning",
      message:
        "The portfolio is a single holding. A broad index fund can be diversified on its own; a single stock is not."
    })
  if (charge > 0.005)
    findings.push({
      component: "cost",
      severity: charge > 0.01 ? "warning" : "info",
      message: `The average ongoing charge is ${pct(charge)} a year; broad index funds cost about 0.1-0.2 %. Over 30 years 1 % a year takes about a quarter of the final value.`
    })
  else
    findings.push({
      component: "cost",
      severity: "info",
      message: `The average ongoing charge is ${pct(charge)} a year: low.`
    })
  return {
    score,
    components: {
      diversification: {
        score: round1(breadth),
        weight: healthWeights.diversification,
        measures: { factors: factors.size, regions: regions.size, holdings: holdings.length }
      },
      concentration: {
        score: round1(conc.score),
        weight: healthWeights.concentration,
        measures: {
          effectiveHoldings: Math.round(conc.effectiveHoldings * 100) / 100,
          largestShare: Math.round(conc.largestShare * 10000) / 10000
        }
      },
      cost: {
        score: round1(cost),
        weight: healthWeights.cost,
        measures: { weightedOngoingCharge: Math.round(charge * 1e6) / 1e6 }
      }
    },
    findings,
    totalValue: Math.round(total * 100) / 100,
    currency: input.currency ?? null
  }
}
