import { percent } from "../../format.js"
import type { IndicatorsView } from "./MoneyTypes.js"

type Indicator = IndicatorsView["indicators"][number]

const TITLES: Readonly<Record<Indicator["key"], string>> = {
  "fire-coverage": "FIRE coverage",
  "currency-exposure": "Currency exposure",
  "dividend-income": "Dividend income",
  diversification: "Diversification",
  "fee-tax-drag": "Fees and tax drag"
}

const STATUS: Readonly<Record<Indicator["status"], string>> = {
  ok: "OK",
  degraded: "Incomplete",
  pending: "Waiting for data",
  unavailable: "Unavailable"
}

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined)

/** The one figure of an indicator a person reads first (docs/finance.md), or undefined. */
export const headline = (indicator: Indicator): string | undefined => {
  const v = indicator.value
  switch (indicator.key) {
    case "fire-coverage": {
      const coverage = num(v.coverage)
      return coverage === undefined ? undefined : `${percent(coverage)} of spending covered`
    }
    case "currency-exposure": {
      const by = Array.isArray(v.byCurrency) ? (v.byCurrency as ReadonlyArray<{ currency: string; share: number }>) : []
      return by.length === 0 ? undefined : by.map((c) => `${c.currency} ${percent(c.share)}`).join(", ")
    }
    case "dividend-income": {
      const annual = num(v.annualAmount)
      return annual === undefined ? undefined : `${annual.toFixed(2)} ${String(v.reportingCurrency ?? "")} a year`
    }
    case "diversification": {
      const effective = num(v.effectiveHoldings)
      return effective === undefined ? undefined : `${effective.toFixed(1)} effective holdings`
    }
    case "fee-tax-drag": {
      const drag = num(v.totalDrag)
      return drag === undefined ? undefined : `${percent(drag, 2)} a year`
    }
  }
}

/** The five indicators, each with its state, its headline figure and what is missing. */
export const Indicators = (props: { readonly view: IndicatorsView }) => (
  <section aria-labelledby="indicators-title">
    <h2 id="indicators-title">Indicators</h2>
    <ul class="cards">
      {props.view.indicators.map((indicator) => (
        <li key={indicator.key} class={`card ${indicator.status}`}>
          <h3>{TITLES[indicator.key]}</h3>
          <p class="state">{STATUS[indicator.status]}</p>
          {headline(indicator) === undefined ? null : <p class="figure">{headline(indicator)}</p>}
          {indicator.warnings.length === 0 ? null : (
            <ul class="hint">
              {indicator.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  </section>
)
