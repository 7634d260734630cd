/**
 * The side-by-side text of the engine's result and the legacy comparator `iid-lognormal-real/legacy`.
 */
import type { LegacyValue, SimulationValue } from "@fire/simulation"

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const money = (x: number): string => Math.round(x).toLocaleString("en-US")
const row = (label: string, engine: string, legacy: string): string =>
  `${label.padEnd(36)}${engine.padStart(16)}${legacy.padStart(16)}`

/**
 * A plain-text table comparing `value` with `legacy` (same seed, paths and horizon): success
 * probability, end real balance (USD of year 0) and funded spending ratio percentiles, and the
 * legacy model's fitted mu and sigma of the log real annual return.
 */
export const formatLegacyComparison = (value: SimulationValue, legacy: LegacyValue): string => {
  const lines = [
    `legacy comparator ${legacy.modelVersion}: mu ${legacy.mu.toFixed(5)}, sigma ${legacy.sigma.toFixed(5)} (log real annual return, baseline, no stress)`,
    row("", "engine", "legacy"),
    row("success probability", pct(value.successProbability), pct(legacy.successProbability)),
    row("end balance p10 (real USD)", money(value.endBalanceRealUsd.p10), money(legacy.endBalanceRealUsd.p10)),
    row("end balance p50 (real USD)", money(value.endBalanceRealUsd.p50), money(legacy.endBalanceRealUsd.p50)),
    row("end balance p90 (real USD)", money(value.endBalanceRealUsd.p90), money(legacy.endBalanceRealUsd.p90)),
    row("funded spending ratio p10", pct(value.fundedSpendingRatio.p10), pct(legacy.fundedSpendingRatio.p10)),
    row("max drawdown p50", pct(value.maxDrawdown.p50), pct(legacy.maxDrawdown.p50))
  ]
  return `${lines.join("\n")}\n`
}
