import { ScoreHistoryChart } from "../../chart/ScoreHistoryChart.js"
import { money } from "../../format.js"
import type { FiScoreSnapshot, FiScoreView } from "./MoneyTypes.js"

const COMPONENTS = [
  ["savingsRate", "Savings rate"],
  ["fiProgress", "Progress to FI"],
  ["runway", "Runway"],
  ["diversification", "Diversification"],
  ["feeDrag", "Fee drag"]
] as const

/**
 * The FI score (0-100) with its five components, what each is missing, and its history by day as
 * a chart and a table (newest first, as the API lists it).
 */
export const FiScore = (props: { readonly score: FiScoreView; readonly history: ReadonlyArray<FiScoreSnapshot> }) => {
  const { score } = props
  return (
    <section aria-labelledby="fi-score-title">
      <h2 id="fi-score-title">FI score</h2>
      <p class="headline">
        {score.score === null ? (
          "Not computable yet: add holdings, or your spending and savings in your profile."
        ) : (
          <>
            <strong>{score.score.toFixed(1)}</strong> of 100
            {score.status === "partial" ? " (from the parts that can be computed)" : ""}.
          </>
        )}
      </p>
      <table>
        <caption>How the score is made</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Score</th>
            <th scope="col">Weight</th>
            <th scope="col">Missing</th>
          </tr>
        </thead>
        <tbody>
          {COMPONENTS.map(([key, label]) => {
            const c = score.components[key]
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{c.score === null ? "—" : c.score.toFixed(0)}</td>
                <td>{(c.weight * 100).toFixed(0)}%</td>
                <td>{c.missing ?? ""}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p class="hint">
        Net worth {money(score.inputs.netWorth, score.inputs.reportingCurrency)}
        {score.inputs.fiNumber === null
          ? ""
          : `, FI number ${money(score.inputs.fiNumber, score.inputs.reportingCurrency)}`}
        .
      </p>
      <h3>History</h3>
      <p class="hint">One score a day: the first one computed that day is kept.</p>
      <ScoreHistoryChart points={props.history} />
      {props.history.length === 0 ? null : (
        <table>
          <caption>FI score by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Score</th>
              <th scope="col">Net worth</th>
            </tr>
          </thead>
          <tbody>
            {props.history.map((s) => (
              <tr key={s.day}>
                <th scope="row">{s.day}</th>
                <td>{s.score.toFixed(1)}</td>
                <td>{money(s.netWorth, s.reportingCurrency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
