/**
 * A plain-text summary of a result for terminals and audit logs.
 */
import type { SimulationValue } from "./SimulationResult.js"

const money = (x: number): string => Math.round(x).toLocaleString("en-US")
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const pad = (s: string, n: number): string => s.padStart(n)

const tripleRow = <X>(
  label: string,
  t: { readonly p10: X; readonly p50: X; readonly p90: X },
  f: (x: X) => string
): string => `${label.padEnd(28)}${pad(f(t.p10), 16)}${pad(f(t.p50), 16)}${pad(f(t.p90), 16)}`

/**
 * Formats `value` as a fixed-width table (plain text, no colour): identity, success probability
 * against target, the percentile triples, balances every 5 years and the warnings.
 */
export const formatSummaryTable = (value: SimulationValue): string => {
  const id = value.identity
  const d = value.targetDiagnostics
  const years = id.horizonMonths / 12
  const lines = [
    `Retirement simulation ${id.engineVersion} / ${id.modelVersion}`,
    `parameter set ${id.parameterSetId}, stress ${value.parameterManifest.selectedStressScenario.id}, seed ${id.seed}, ${id.pathCount} paths, ${years} years`,
    `contract ${id.contractHash}`,
    `readiness ${value.readiness}`,
    "",
    `success probability ${pct(value.successProbability)} (${d.survivalCount}/${d.modeledPathCount}), target ${pct(d.targetSuccessProbability)}: ${d.targetMet ? "met" : "NOT met"}`,
    `sequence-risk window years ${d.sequenceRiskWindow.startYear}-${d.sequenceRiskWindow.endYear}, early depletion share ${pct(d.earlyDepletionShare)}`,
    "",
    `${"".padEnd(28)}${pad("p10", 16)}${pad("p50", 16)}${pad("p90", 16)}`,
    tripleRow("funded spending ratio", value.fundedSpendingRatio, pct),
    tripleRow("depletion year", value.depletionYear, (x) => (x === null || x > years ? "never" : x.toFixed(1))),
    tripleRow("end balance (real USD)", value.endBalanceRealUsd, money),
    tripleRow("max drawdown", value.maxDrawdown, pct),
    ...(value.taxPaidRealUsd === undefined ? [] : [tripleRow("tax paid (real USD)", value.taxPaidRealUsd, money)]),
    tripleRow("FX contribution (real USD)", value.fxContributionRealUsd, money),
    ...(value.spendingRealUsd === undefined
      ? []
      : [
          tripleRow("spending / year (real USD)", value.spendingRealUsd.meanPerYear, money),
          tripleRow("lowest year (real USD)", value.spendingRealUsd.lowestYear, money)
        ]),
    ...(value.fiYear === undefined
      ? []
      : [tripleRow("FI number reached, year", value.fiYear, (x) => (x > years ? "not" : x.toFixed(1)))]),
    "",
    "real balance by year (USD of year 0)",
    ...value.annualBalanceRealUsd
      .filter((a) => a.year % 5 === 0 || a.year === years)
      .map((a) => tripleRow(`  year ${a.year}`, a.balance, money)),
    "",
    "warnings",
    ...value.warnings.map((w) => `  ${w.code}: ${w.detail}`)
  ]
  return `${lines.join("\n")}\n`
}
