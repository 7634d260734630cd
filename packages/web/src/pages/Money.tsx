import "./pages.css"
import { useEffect, useState } from "preact/hooks"
import { type ApiProblem, api, asProblem } from "../api/client.js"
import { FormProblem } from "../Field.js"
import { featureKeys, useFeature } from "../features.js"
import { SignedInOnly } from "../SignedInOnly.js"
import { FiScore } from "./money/FiScore.js"
import { HoldingForm } from "./money/HoldingForm.js"
import { Holdings } from "./money/Holdings.js"
import { Indicators } from "./money/Indicators.js"
import type { AssetView, FiScoreSnapshot, FiScoreView, IndicatorsView, PortfolioView } from "./money/MoneyTypes.js"
import { PortfolioHealth } from "./money/PortfolioHealth.js"
import { Portfolios } from "./money/Portfolios.js"

/** Everything the page shows of the user's money, loaded together after each change. */
const MoneyOverview = () => {
  const health = useFeature(featureKeys.portfolioHealth)
  const [portfolios, setPortfolios] = useState<ReadonlyArray<PortfolioView>>([])
  const [selected, setSelected] = useState<string>()
  const [assets, setAssets] = useState<ReadonlyArray<AssetView>>([])
  const [indicators, setIndicators] = useState<IndicatorsView>()
  const [score, setScore] = useState<FiScoreView>()
  const [history, setHistory] = useState<ReadonlyArray<FiScoreSnapshot>>([])
  const [problem, setProblem] = useState<ApiProblem>()
  // The figures wait for the portfolios, so a visit loads them once, for the portfolio shown.
  const [listed, setListed] = useState(false)

  const loadPortfolios = async () => {
    const { data, error, response } = await api.GET("/api/v1/portfolios")
    if (data === undefined) return setProblem(asProblem(error, response.status))
    setPortfolios(data.data)
    if (selected === undefined && data.data[0] !== undefined) setSelected(data.data[0].id)
    setListed(true)
  }
  /** The selected portfolio's holdings and indicators, and the user's FI score (which all holdings move). */
  const loadFigures = async (portfolioId: string | undefined) => {
    const [held, measured, scored, past] = await Promise.all([
      portfolioId === undefined ? undefined : api.GET("/api/v1/assets", { params: { query: { portfolioId } } }),
      api.GET("/api/v1/indicators", { params: { query: portfolioId === undefined ? {} : { portfolioId } } }),
      api.GET("/api/v1/fi-score"),
      api.GET("/api/v1/fi-score/history")
    ])
    const failed = [held, measured, scored, past].find((r) => r !== undefined && r.data === undefined)
    if (failed !== undefined) setProblem(asProblem(failed.error, failed.response.status))
    else setProblem(undefined)
    setAssets(held?.data?.data ?? [])
    setIndicators(measured.data?.data)
    setScore(scored.data?.data)
    setHistory(past.data?.data ?? [])
  }
  useEffect(() => {
    void loadPortfolios()
  }, [])
  useEffect(() => {
    if (listed) void loadFigures(selected)
  }, [listed, selected])

  const changed = async () => {
    await loadPortfolios()
    await loadFigures(selected)
  }
  const remove = async (asset: AssetView) => {
    const { error, response } = await api.DELETE("/api/v1/assets/{assetId}", {
      params: { path: { assetId: asset.id } }
    })
    if (error !== undefined) setProblem(asProblem(error, response.status))
    await changed()
  }
  const current = portfolios.find((p) => p.id === selected)
  return (
    <>
      <FormProblem problem={problem} />
      <Portfolios
        portfolios={portfolios}
        selected={selected}
        onSelect={setSelected}
        onCreated={(p) => {
          setSelected(p.id)
          void loadPortfolios()
        }}
      />
      {current === undefined ? null : (
        <section aria-labelledby="holdings-title">
          <h2 id="holdings-title">Holdings of {current.name}</h2>
          <Holdings assets={assets} onRemove={remove} />
          <HoldingForm portfolioId={current.id} onAdded={changed} />
        </section>
      )}
      {indicators === undefined ? null : <Indicators view={indicators} />}
      {score === undefined ? null : <FiScore score={score} history={history} />}
      {health && current !== undefined ? <PortfolioHealth assets={assets} /> : null}
    </>
  )
}

/** The money page: portfolios and holdings, the five indicators, the FI score and its history, health. */
export const Money = () => (
  <section aria-labelledby="money-title">
    <h1 id="money-title">Your money</h1>
    <SignedInOnly what="your portfolios">
      <MoneyOverview />
    </SignedInOnly>
  </section>
)
