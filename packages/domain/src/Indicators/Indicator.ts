import { Schema } from "effect"
import type { Asset } from "../Asset.js"
import type { City } from "../City.js"
import { convert, type FxCurrency, isFxCurrency } from "../FxTable.js"
import { minorToNumber } from "../Money.js"
import { marketValueMinor } from "../Asset.js"
import type { ProfileFields } from "../UserProfile.js"

/**
 * The portfolio indicator of spec 2.9 and what every indicator shares: its input, the valuation
 * of holdings in one reporting currency through the dated FX table (FxTable.ts), and the status
 * rules. Formulas: docs/finance.md.
 */

/** The five indicators, in the fixed order of `GET /indicators`. */
export const indicatorKeys = [
  "fire-coverage",
  "currency-exposure",
  "dividend-income",
  "diversification",
  "fee-tax-drag"
] as const
export type IndicatorKey = (typeof indicatorKeys)[number]

/**
 * `ok`: computed from complete data. `degraded`: computed from partial data (warnings name what is
 * missing). `pending`: not computable yet: the user has not supplied an input it needs (no
 * holdings, no expenses). `unavailable`: the inputs exist but this service cannot use them (e.g.
 * every holding is in a currency the FX table does not quote).
 */
export const IndicatorStatus = Schema.Literals(["ok", "degraded", "pending", "unavailable"])
export type IndicatorStatus = typeof IndicatorStatus.Type

/** One indicator (spec 2.9); `value` is the indicator's documented bundle (docs/finance.md). */
export interface Indicator<V = Record<string, unknown>> {
  readonly key: IndicatorKey
  readonly status: IndicatorStatus
  readonly value: V
  readonly warnings: ReadonlyArray<string>
}

/** Fields of a holding the indicators read. */
export type HoldingInput = Pick<
  Asset,
  | "id"
  | "isin"
  | "quantity"
  | "unitPrice"
  | "currency"
  | "assetFactor"
  | "region"
  | "dividendYield"
  | "dividendFrequency"
  | "ongoingCharge"
>

/** Everything an indicator reads: holdings in scope, the profile, focused cities in order, the tax year. */
export interface IndicatorInput {
  readonly holdings: ReadonlyArray<HoldingInput>
  readonly profile: ProfileFields
  /** Focused cities, in the order the caller gave them (0 to 3). */
  readonly cities: ReadonlyArray<City>
  /** The calendar year of "now" (UTC), to pick tax rule sets. */
  readonly taxYear: number
}

/** A holding valued in the reporting currency. */
export interface ValuedHolding {
  readonly holding: HoldingInput
  /** Market value in the reporting currency (major units). */
  readonly value: number
  /** value / total value of the valued holdings (0 when the total is 0). */
  readonly weight: number
}

/** The holdings in one currency: those valued, those left out (currency not quoted) and the total. */
export interface Valuation {
  readonly reportingCurrency: FxCurrency
  readonly valued: ReadonlyArray<ValuedHolding>
  readonly unvalued: ReadonlyArray<HoldingInput>
  /** Sum of the valued holdings, reporting currency. */
  readonly total: number
  readonly warnings: ReadonlyArray<string>
}

/**
 * The reporting currency: the profile's `baseCurrency` when the FX table quotes it, otherwise EUR
 * (the city catalogue's currency).
 */
export const reportingCurrencyOf = (profile: ProfileFields): FxCurrency =>
  profile.baseCurrency !== undefined && isFxCurrency(profile.baseCurrency) ? profile.baseCurrency : "EUR"

/**
 * Values each holding (exact quantity x unit price in minor units, then converted at the FX
 * table's rate) in the reporting currency. Holdings in a currency the table does not quote are
 * left out and named in a warning. Holdings are taken in a canonical order (by ISIN, then id), so
 * the result does not depend on the order they were given in.
 */
export const valueHoldings = (holdings: ReadonlyArray<HoldingInput>, profile: ProfileFields): Valuation => {
  const reportingCurrency = reportingCurrencyOf(profile)
  const warnings: Array<string> = []
  if (profile.baseCurrency !== undefined && !isFxCurrency(profile.baseCurrency))
    warnings.push(`baseCurrency ${profile.baseCurrency} is not in the FX table; amounts are reported in EUR`)
  const sorted = [...holdings].sort((a, b) => (a.isin === b.isin ? cmp(a.id, b.id) : cmp(a.isin, b.isin)))
  const priced: Array<{ holding: HoldingInput; value: number }> = []
  const unvalued: Array<HoldingInput> = []
  for (const holding of sorted) {
    if (!isFxCurrency(holding.currency)) {
      unvalued.push(holding)
      continue
    }
    const local = minorToNumber(marketValueMinor(holding), holding.currency)
    priced.push({ holding, value: convert(local, holding.currency, reportingCurrency) })
  }
  if (unvalued.length > 0)
    warnings.push(
      `left out, currency not in the FX table: ${unvalued.map((h) => `${h.isin} (${h.currency})`).join(", ")}`
    )
  const total = priced.reduce((sum, p) => sum + p.value, 0)
  return {
    reportingCurrency,
    valued: priced.map((p) => ({ ...p, weight: total > 0 ? p.value / total : 0 })),
    unvalued,
    total,
    warnings
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The status shared by the holdings-based indicators: `pending` without holdings, `unavailable`
 * when none could be valued, `degraded` when warnings name missing data, else `ok`.
 */
export const holdingsStatus = (valuation: Valuation, holdingCount: number, partial: boolean): IndicatorStatus =>
  holdingCount === 0 ? "pending" : valuation.valued.length === 0 ? "unavailable" : partial ? "degraded" : "ok"

/** Rounds to `digits` decimals for reporting (never used before a computation ends). */
export const round = (value: number, digits = 2): number => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

/** `weights` grouped by `key` and summed, sorted by share descending then key: `[{key, share}]`. */
export const sharesBy = <K extends string>(
  valued: ReadonlyArray<ValuedHolding>,
  key: (h: HoldingInput) => K
): ReadonlyArray<{ readonly key: K; readonly share: number; readonly value: number }> => {
  const groups = new Map<K, { share: number; value: number }>()
  for (const v of valued) {
    const k = key(v.holding)
    const g = groups.get(k) ?? { share: 0, value: 0 }
    groups.set(k, { share: g.share + v.weight, value: g.value + v.value })
  }
  return [...groups.entries()]
    .map(([k, g]) => ({ key: k, share: g.share, value: g.value }))
    .sort((a, b) => b.share - a.share || cmp(a.key, b.key))
}

/** Herfindahl index of shares (sum of squares), 0..1; 1 = everything in one group. */
export const herfindahl = (shares: ReadonlyArray<number>): number => shares.reduce((s, w) => s + w * w, 0)
