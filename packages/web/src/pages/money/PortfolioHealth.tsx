import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem } from "../../api/client.js"
import { FormProblem } from "../../Field.js"
import type { AssetView, HealthInput, HealthView } from "./MoneyTypes.js"

/**
 * The health request of a portfolio's holdings: their market values with kind, region and ongoing
 * charge. The score needs the charge, so a holding without one is left out (and counted).
 */
export const healthInput = (assets: ReadonlyArray<AssetView>): { input: HealthInput; leftOut: number } => {
  const priced = assets.filter((a) => a.ongoingCharge !== null && a.marketValue > 0)
  return {
    input: {
      holdings: priced.map((a) => ({
        name: a.name,
        isin: a.isin,
        value: a.marketValue,
        assetFactor: a.assetFactor,
        region: a.region,
        ongoingCharge: a.ongoingCharge ?? 0
      }))
    },
    leftOut: assets.length - priced.length
  }
}

const COMPONENTS = [
  ["diversification", "Diversification"],
  ["concentration", "Concentration"],
  ["cost", "Cost"]
] as const

/** The portfolio's health score (0-100), its three parts and the plain-language findings. */
export const PortfolioHealth = (props: { readonly assets: ReadonlyArray<AssetView> }) => {
  const [view, setView] = useState<HealthView>()
  const [problem, setProblem] = useState<ApiProblem>()
  const { input, leftOut } = healthInput(props.assets)
  useEffect(() => {
    if (input.holdings.length === 0) return setView(undefined)
    void api.POST("/api/v1/portfolio-health", { body: input }).then(({ data, error, response }) => {
      if (data === undefined) return setProblem(asProblem(error, response.status))
      setProblem(undefined)
      setView(data.data)
    })
  }, [props.assets])
  return (
    <section aria-labelledby="health-title">
      <h2 id="health-title">Portfolio health</h2>
      {input.holdings.length === 0 ? (
        <p>Add a holding with its ongoing charge to see the portfolio's health.</p>
      ) : view === undefined ? (
        <FormProblem problem={problem} />
      ) : (
        <>
          <p class="headline">
            <strong>{view.score.toFixed(1)}</strong> of 100
          </p>
          <ul class="parts">
            {COMPONENTS.map(([key, label]) => (
              <li key={key}>
                {label}: {view.components[key].score.toFixed(0)}
              </li>
            ))}
          </ul>
          {view.findings.length === 0 ? null : (
            <ul>
              {view.findings.map((f) => (
                <li key={f.message} class={f.severity === "warning" ? "warning" : undefined}>
                  {f.severity === "warning" ? "Warning: " : ""}
                  {f.message}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {leftOut === 0 ? null : (
        <p class="hint">
          {leftOut} {leftOut === 1 ? "holding has" : "holdings have"} no ongoing charge and{" "}
          {leftOut === 1 ? "is" : "are"} left out.
        </p>
      )}
    </section>
  )
}
